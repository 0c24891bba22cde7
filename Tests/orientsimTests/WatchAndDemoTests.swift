import Foundation
import OrientationCore
import OrientationDetection
import OrientationFormats
import OrientationTestbed
import OrientationTesting
import OrientationTraces
import Testing

@testable import orientsim

/// Runs `executable` with `arguments` in `directory`; status, stdout and stderr.
func spawn(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws
  -> CommandResult
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
    errors: String(decoding: errorData, as: UTF8.self))
}

@Suite("watch: terminal view and plain lines")
struct WatchViewTests {
  @Test(
    "the live view is used for text on a terminal only",
    arguments: [
      (OutputFormat.text, true, true), (.text, false, false), (.jsonl, true, false),
      (.jsonl, false, false), (.summary, true, false),
    ])
  func liveViewSwitch(format: OutputFormat, terminal: Bool, expected: Bool) {
    #expect(
      WatchCommand.usesLiveView(format: format, standardOutputIsTerminal: terminal) == expected)
  }

  @Test("records scroll above the status line, which is erased and redrawn around each")
  func liveView() {
    let sink = OutputSink.memory()
    let view = LiveStatusView(sink: sink)
    let record = CallbackRecord(
      time: 1, seq: 0, kind: .device, vc: nil, call: "orientationDidChange",
      args: [RecordField("orientation", .string("landscapeLeft"))], state: nil, result: nil)
    view.render(record)
    #expect(
      sink.text == "  1.000  (device)     orientationDidChange {orientation: landscapeLeft}\n")
    view.show("status A")
    view.render(record)
    view.finish(RunEnd(finalDeviceOrientation: .portrait, finalInterfaceOrientation: .portrait))
    #expect(
      sink.text
        == "  1.000  (device)     orientationDidChange {orientation: landscapeLeft}\n"
        + "\r\u{1B}[2Kstatus A"
        + "\r\u{1B}[2K  1.000  (device)     orientationDidChange {orientation: landscapeLeft}\n"
        + "status A\r\u{1B}[2K")
  }

  @Test("the status line shows the vector, angles, proposal and both orientations")
  func statusLine() {
    let line = LiveStatusView.statusLine(
      sample: AccelSample(time: 0, x: -0.987, y: 0.004, z: -0.1),
      explanation: DetectorExplanation(
        tilt: 5.7, orientationAngle: 90.2, magnitude: 1, proposed: .landscapeLeft,
        heldBy: .settling),
      device: .portrait, interface: .portrait)
    #expect(
      line
        == "x -0.99  y +0.00  z -0.10 g │ tilt 6° angle 90° │ proposed landscapeLeft "
        + "(held: settling) │ device portrait │ interface portrait")
    // With a hinge: its last angle, the posture and the display.
    let folding = LiveStatusView.statusLine(
      sample: AccelSample(time: 0, x: -1, y: 0, z: 0), explanation: DetectorExplanation(),
      device: .landscapeLeft, interface: .landscapeRight, hinge: (119.6, .halfOpen, .inner))
    #expect(folding.hasSuffix("│ interface landscapeRight │ hinge 120° halfOpen inner"))
    let unread = LiveStatusView.statusLine(
      sample: AccelSample(time: 0, x: 0, y: -1, z: 0), explanation: DetectorExplanation(),
      device: .portrait, interface: .portrait, hinge: (nil, .folded, .outer))
    #expect(unread.hasSuffix("│ hinge – folded outer"))
  }
}

@Suite(
  "watch against a umockdev accelerometer",
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/umockdev-run")
      && builtExecutable() != nil, "umockdev-run or the built orientsim is missing"))
struct WatchUmockdevTests {
  /// Portrait for half a second, then landscapeLeft: 20 ms frames from a resolution-8192 device,
  /// in a fresh temporary directory that the caller removes.
  static func testbedDirectory() throws -> URL {
    let device = DeviceDescription.accelerometer(name: "Fake Accelerometer", values: (0, -8192, 0))
    var events: [InputEvent] = []
    let values: [(Int32, Int32, Int32)] =
      Array(repeating: (0, -8192, 0), count: 25) + Array(repeating: (-8192, 0, 0), count: 40)
    for (index, value) in values.enumerated() {
      let time = EventTime(microseconds: 1_000_000 + Int64(index) * 20_000)
      for (code, axis) in [(UInt16(0), value.0), (1, value.1), (2, value.2)] {
        events.append(InputEvent(time: time, type: .absolute, code: code, value: axis))
      }
      events.append(InputEvent(time: time, type: .synchronization, code: 0, value: 0))
    }
    let testbed = UmockdevTestbed(device: device, events: events)
    let directory = try Paths.temporaryDirectory()
    try testbed.deviceFile.write(
      to: directory.appendingPathComponent("accel.umockdev"), atomically: true, encoding: .utf8)
    try testbed.ioctlFile.write(
      to: directory.appendingPathComponent("accel.ioctl"), atomically: true, encoding: .utf8)
    try testbed.eventsFile.write(
      to: directory.appendingPathComponent("accel.events"), atomically: true, encoding: .utf8)
    return directory
  }

  static let umockdev = [
    "-d", "accel.umockdev", "-i", "/dev/input/event0=accel.ioctl", "-e",
    "/dev/input/event0=accel.events", "--",
  ]

  @Test("into a pipe: plain lines, the turn and its rotation, a summary on stderr")
  func plainLines() throws {
    let directory = try Self.testbedDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let binary = try #require(builtExecutable()).path
    let result = try spawn(
      "/usr/bin/umockdev-run",
      Self.umockdev + [binary, "watch", "--duration", "3"], in: directory)
    #expect(result.status == 0, "\(result.errors)")
    #expect(!result.output.contains("\u{1B}"))
    #expect(
      result.output.contains("(device)     orientationDidChange {orientation: landscapeLeft}"))
    #expect(result.output.contains("root         viewWillTransition(to:with:) {to: [852, 393]"))
    #expect(result.errors.contains("orientsim: done after "))
    #expect(
      result.errors.contains(
        "65 samples, 1 device-orientation changes, 1 rotations"), "\(result.errors)")
    #expect(result.errors.hasSuffix("device landscapeLeft, interface landscapeRight\n"))
  }

  @Test("--lock portrait: the engine's lock from launch refuses the turn; nothing rotates")
  func portraitLock() throws {
    let directory = try Self.testbedDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let binary = try #require(builtExecutable()).path
    let result = try spawn(
      "/usr/bin/umockdev-run",
      Self.umockdev + [binary, "watch", "--lock", "portrait", "--explain", "--duration", "3"],
      in: directory)
    #expect(result.status == 0, "\(result.errors)")
    #expect(!result.output.contains("orientationDidChange"))
    #expect(!result.output.contains("viewWillTransition"))
    // The detector sees the turn; the engine explains why UIKit does not.
    #expect(
      result.output.contains(
        "(detector)   change {orientation: landscapeLeft, proposed: landscapeLeft, heldBy: nil"))
    #expect(
      result.output.contains(
        "root         noRotation {device: landscapeLeft, rule: portraitLock, because: the "
          + "portrait-orientation lock is on; UIKit keeps seeing portrait}  [portrait 393×852]"))
    #expect(
      result.errors.contains("65 samples, 0 device-orientation changes, 0 rotations"),
      "\(result.errors)")
    #expect(result.errors.hasSuffix("device portrait, interface portrait\n"))
  }

  @Test("a scene event far in the future is waited for, not turned into an overflowing timeout")
  func farScheduledEvent() throws {
    let directory = try Self.testbedDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "root: {id: root}\nevents:\n  - at: 1e20\n    device: landscapeLeft\n".write(
      to: directory.appendingPathComponent("far.yaml"), atomically: true, encoding: .utf8)
    let binary = try #require(builtExecutable()).path
    // No --duration (it would bound the wait): stopped by SIGINT after 1.5 s.
    let result = try spawn(
      "/usr/bin/umockdev-run",
      Self.umockdev + [
        "/usr/bin/timeout", "--preserve-status", "-s", "INT", "1.5", binary, "watch", "--scene",
        "far.yaml",
      ], in: directory)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.contains("orientsim: SIGINT after "), "\(result.errors)")
  }

  @Test("--format jsonl --explain: one JSON object per line, decisions included")
  func jsonLines() throws {
    let directory = try Self.testbedDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let binary = try #require(builtExecutable()).path
    let result = try spawn(
      "/usr/bin/umockdev-run",
      Self.umockdev + [
        binary, "watch", "/dev/input/event0", "--format", "jsonl", "--explain", "--duration", "3",
      ],
      in: directory)
    #expect(result.status == 0, "\(result.errors)")
    let records = try jsonRecords(result.output)
    #expect(deviceChanges(records) == ["landscapeLeft"])
    #expect(
      records.contains { $0["kind"] as? String == "decision" && $0["call"] as? String == "change" })
  }

  @Test(
    "on a terminal: the status line is redrawn in place below the records",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func terminal() throws {
    let directory = try Self.testbedDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let binary = try #require(builtExecutable()).path
    let command =
      (["/usr/bin/umockdev-run"] + Self.umockdev + [binary, "watch", "--duration", "3"])
      .joined(separator: " ")
    // script(1) gives the command a pseudo-terminal as standard output.
    let result = try spawn("/usr/bin/script", ["-qec", command, "/dev/null"], in: directory)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("\r\u{1B}[2Kx "))
    #expect(result.output.contains("│ device landscapeLeft │ interface landscapeRight"))
    #expect(result.output.contains("orientationDidChange {orientation: landscapeLeft}"))
  }

  @Test("a device node that does not exist is exit 66")
  func missingDevice() throws {
    let binary = try #require(builtExecutable()).path
    let result = try spawn(binary, ["watch", "/dev/input/event-none", "--duration", "1"])
    #expect(result.status == 66, "\(result.errors)")
    #expect(result.errors.contains("orientsim devices"))
  }
}

@Suite("demo command")
struct DemoCommandTests {
  func demo(_ arguments: [String]) throws -> CommandResult {
    let command = try DemoCommand.parse(
      ["--configs", Paths.package.appendingPathComponent("Configs").path] + arguments)
    let output = OutputSink.memory()
    let errors = OutputSink.memory()
    let status = command.execute(output: output, errors: errors)
    return CommandResult(status: status, output: output.text, errors: errors.text)
  }

  @Test("the demo's output matches its golden file")
  func golden() throws {
    let result = try demo([])
    #expect(result.status == 0, "\(result.errors)")
    let path = Paths.golden.appendingPathComponent("demo-command.txt").path
    if isRecordingGoldens { try GoldenFile.write(result.output, to: path) }
    let diff = try GoldenFile.diff(result.output, againstFileAt: path)
    #expect(diff == nil, "\(diff ?? "")")
  }

  @Test("the bundled trace is a small evemu file and the demo tells its story")
  func story() throws {
    let trace = Paths.traces.appendingPathComponent("demo.evemu")
    let size = try FileManager.default.attributesOfItem(atPath: trace.path)[.size] as? Int ?? 0
    #expect(size > 0 && size < 200_000)
    #expect(try TraceFormat.detect(path: trace.path) == .evemu)
    let result = try demo([])
    #expect(
      result.output.hasPrefix(
        "orientsim demo: traces/demo.evemu replayed against scenes/demo.yaml\n"))
    #expect(result.output.contains("600 samples → 8 device-orientation changes → 7 rotations"))
    #expect(
      result.output.contains(
        "player       ? preferredInterfaceOrientationForPresentation -> landscapeRight"))
    let summary = try demo(["--format", "summary"])
    #expect(summary.output.hasPrefix("samples: 600\n"))
  }

  @Test("the demo trace is what the bundled pose script makes")
  func traceMatchesPoses() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let csv = directory.appendingPathComponent("demo.csv").path
    let evemu = directory.appendingPathComponent("demo.evemu").path
    let synth = try SynthCommand.parse([
      Paths.poses.appendingPathComponent("demo.yaml").path, "-o", csv,
    ])
    try synth.run()
    let convert = try ConvertCommand.parse([csv, "-o", evemu])
    try convert.run()
    let made = try String(contentsOfFile: evemu, encoding: .utf8)
    let bundled = try String(
      contentsOf: Paths.traces.appendingPathComponent("demo.evemu"), encoding: .utf8)
    #expect(made == bundled)
  }

  @Test("without the bundled files the demo says where it looked, exit 66")
  func missingConfigs() throws {
    let command = try DemoCommand.parse(["--configs", "/nonexistent"])
    let output = OutputSink.memory()
    let errors = OutputSink.memory()
    #expect(command.execute(output: output, errors: errors) == 66)
  }
}

@Suite(
  "watch: permission denied",
  .enabled(
    if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
      && builtExecutable() != nil, "needs root, setpriv and the built orientsim"))
struct WatchPermissionTests {
  @Test("a node this user may not read is exit 77 with the group and udev-rule advice")
  func permissionDenied() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
    let node = directory.appendingPathComponent("event9")
    _ = FileManager.default.createFile(
      atPath: node.path, contents: nil, attributes: [.posixPermissions: 0o600])
    // nobody runs a copy it can reach, wherever the checkout is.
    guard let binary = UnprivilegedExecutable.located.url?.path else {
      print("watch permission denied: skipped, \(UnprivilegedExecutable.located.problem)")
      return
    }
    let result = try spawn(
      "/usr/bin/setpriv",
      ["--reuid=65534", "--regid=65534", "--clear-groups", binary, "watch", node.path])
    #expect(result.status == 77, "\(result.errors)")
    #expect(result.errors.contains("open failed: Permission denied"))
    #expect(result.errors.contains("'input' group"))
    #expect(result.errors.contains("TAG+=\"uaccess\""))
  }
}

import Foundation
import OrientationCore
import OrientationDetection
import OrientationFormats
import OrientationTesting
import Testing

@testable import orientsim

/// Runs `orientsim replay` in-process with `arguments` (the trace first).
func replay(_ arguments: [String], progress: ProgressReporter? = nil) throws -> CommandResult {
  let command = try ReplayCommand.parse(arguments)
  let output = OutputSink.memory()
  let errors = OutputSink.memory()
  let status = command.execute(output: output, errors: errors, progress: progress)
  return CommandResult(status: status, output: output.text, errors: errors.text)
}

extension Paths {
  static let traces = package.appendingPathComponent("Configs/traces")
  static let poses = package.appendingPathComponent("Configs/poses")
  /// A CSV trace whose fourth line is bad, written to `directory`.
  static func badTrace(in directory: URL) throws -> String {
    let url = directory.appendingPathComponent("bad-line.csv")
    try "t,x,y,z\n0.0,0,-1,0\n0.01,0,-1,0\n0.02,zz,-1,0\n".write(
      to: url, atomically: true, encoding: .utf8)
    return url.path
  }
  static let libinputFixture = package.appendingPathComponent(
    "Tests/OrientationIOTests/Fixtures/libinput-record-two-devices.yml")
}

/// The `jsonl` records of a run, decoded.
func jsonRecords(_ text: String) throws -> [[String: Any]] {
  try text.split(separator: "\n").map {
    try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
  }
}

/// The orientation names of the `device` records, in order.
func deviceChanges(_ records: [[String: Any]]) -> [String] {
  records.filter { $0["kind"] as? String == "device" }.compactMap {
    ($0["args"] as? [String: Any])?["orientation"] as? String
  }
}

@Suite("replay command")
struct ReplayCommandTests {
  /// A golden replay: the file under Golden/ and the arguments after the trace.
  struct GoldenCase: CustomTestStringConvertible, Sendable {
    var golden: String
    var trace: String
    var arguments: [String]
    var testDescription: String { golden }
  }

  static let goldenCases: [GoldenCase] = [
    GoldenCase(golden: "replay-tour-csv.txt", trace: "Configs/traces/tour.csv", arguments: []),
    // The bundled fold trace (unfold, turn, fold back) against the reader scene: the hinge
    // column through the book detector, the samples in the frame of the display in use.
    GoldenCase(
      golden: "replay-iphone-duo-fold.txt", trace: "Configs/traces/iphone-duo-fold.csv",
      arguments: ["--scene", "Configs/scenes/iphone-duo-reader.yaml"]),
    GoldenCase(
      golden: "replay-demo-evemu-window.txt", trace: "Configs/traces/demo.evemu",
      arguments: ["--scene", "Configs/scenes/demo.yaml", "--from", "10", "--to", "19"]),
    GoldenCase(
      golden: "replay-libinput-ios7.txt",
      trace: "Tests/OrientationIOTests/Fixtures/libinput-record-two-devices.yml",
      arguments: ["--profile", "ios7", "--detector", "threshold"]),
  ]

  @Test("the transcript matches its golden file", arguments: goldenCases)
  func golden(_ example: GoldenCase) throws {
    let golden = Paths.golden.appendingPathComponent(example.golden).path
    let before = try? String(contentsOfFile: golden, encoding: .utf8)
    let result = try replay(
      [Paths.package.appendingPathComponent(example.trace).path]
        + example.arguments.map {
          $0.hasPrefix("Configs/") ? Paths.package.appendingPathComponent($0).path : $0
        } + ["--expect", golden] + (isRecordingGoldens ? ["--record"] : []))
    #expect(result.status == 0, "\(result.errors)\(result.output)")
    if isRecordingGoldens, (try? String(contentsOfFile: golden, encoding: .utf8)) != before {
      Issue.record("re-recorded \(golden): review the change, then run again without recording")
    }
  }

  @Test("the CSV, evemu and libinput forms of one trace replay to the same transcript")
  func formatsAgree() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let evemu = directory.appendingPathComponent("tour.evemu").path
    let libinput = directory.appendingPathComponent("tour.yml").path
    let csv = Paths.traces.appendingPathComponent("tour.csv").path
    try ConvertCommand.parse([csv, "-o", evemu]).run()
    try ConvertCommand.parse([csv, "-o", libinput]).run()
    let fromCSV = try replay([csv])
    let fromEvemu = try replay([evemu])
    let fromLibinput = try replay([libinput])
    #expect(fromCSV.status == 0)
    #expect(fromCSV.output.contains("orientationDidChange"))
    #expect(fromEvemu.output == fromCSV.output)
    #expect(fromLibinput.output == fromCSV.output)
  }

  @Test("synth → replay: after every hold the device orientation is the ground truth's")
  func roundTrip() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("turns.csv").path
    let synth = try SynthCommand.parse(
      [Paths.poses.appendingPathComponent("turns.yaml").path, "-o", trace])
    try synth.run()
    let truth = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: trace + ".truth.json"))) as? [String: Any])
    let spans = try #require(truth["spans"] as? [[String: Any]])
    let result = try replay([trace, "--format", "jsonl"])
    #expect(result.status == 0, "\(result.errors)")
    let devices = try jsonRecords(result.output).filter { $0["kind"] as? String == "device" }
    func orientation(at time: Double) -> String {
      var current = "portrait"
      for record in devices where (record["t"] as? Double ?? 0) <= time {
        current = (record["args"] as? [String: Any])?["orientation"] as? String ?? current
      }
      return current
    }
    let holds = spans.filter { $0["kind"] as? String == "hold" }
    #expect(holds.count == 5)
    for hold in holds {
      let end = try #require(hold["end"] as? Double)
      #expect(orientation(at: end - 0.001) == hold["orientation"] as? String, "hold ending \(end)")
    }
    // One change per turn, none spurious.
    #expect(deviceChanges(try jsonRecords(result.output)).count == 4)
  }

  @Test("--from and --to replay only the samples in the window")
  func window() throws {
    let csv = Paths.traces.appendingPathComponent("tour.csv").path
    let whole = try jsonRecords(try replay([csv, "--format", "jsonl"]).output)
    let window = try jsonRecords(
      try replay([csv, "--format", "jsonl", "--from", "4", "--to", "9"]).output)
    let wholeInWindow = whole.filter {
      $0["kind"] as? String == "device" && ($0["t"] as? Double ?? 0) >= 4
        && ($0["t"] as? Double ?? 0) < 9
    }
    let windowDevices = window.filter { $0["kind"] as? String == "device" }
    #expect(!windowDevices.isEmpty)
    #expect(
      windowDevices.allSatisfy { ($0["t"] as? Double ?? 0) >= 4 && ($0["t"] as? Double ?? 0) < 9 })
    // The window starts from a fresh detector, so it reports what the whole run reports there,
    // give or take the first decision (which agrees with the launch orientation when portrait).
    #expect(deviceChanges(windowDevices).last == deviceChanges(wholeInWindow).last)
    let summary = try replay([csv, "--format", "summary", "--from", "4", "--to", "9"])
    #expect(summary.output.contains("samples: 500\n"))
  }

  @Test("--loop 2 runs the trace twice, back to back, with the detector carrying on")
  func loop() throws {
    let csv = Paths.traces.appendingPathComponent("tour.csv").path
    let once = deviceChanges(try jsonRecords(try replay([csv, "--format", "jsonl"]).output))
    let twiceRecords = try jsonRecords(
      try replay([csv, "--format", "jsonl", "--loop", "2"]).output)
    let twice = deviceChanges(twiceRecords)
    #expect(once.last != "portrait")
    #expect(twice == once + ["portrait"] + once)
    let last = try #require(twiceRecords.last { $0["kind"] as? String == "device" })
    #expect((last["t"] as? Double ?? 0) > 15.2)
    let summary = try replay([csv, "--format", "summary", "--loop", "3"])
    #expect(summary.output.contains("samples: 4560\n"))
  }

  @Test(
    "--lock portrait is the engine's lock from launch: the detector turns, UIKit keeps portrait"
  )
  func lock() throws {
    let arguments = [
      Paths.traces.appendingPathComponent("tour.csv").path, "--lock", "portrait", "--explain",
    ]
    let result = try replay(arguments)
    #expect(result.status == 0)
    let command = try ReplayCommand.parse(arguments)
    let plan = ReplayPlan(
      trace: command.trace, loaded: try SceneChoice.load(command.scene, engine: command.engine),
      detection: command.detection)
    let collector = RecordCollector()
    #expect(TraceReplay.run(plan, into: nil, errors: .memory(), observers: [collector]) == 0)
    // The app launches at the detector's first decision (0.05 s) and the lock, on from then,
    // refuses each turn the detector reports; nothing rotates.
    expectRecords(
      collector.records,
      [
        "0.050  root         ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]  [portrait 0×0]",
        "0.050  root         viewDidLoad()  [portrait 393×852]",
        "0.050  root         viewWillAppear(_:) {animated: false}  [portrait 393×852]",
        "0.050  root         viewSafeAreaInsetsDidChange()  [portrait 393×852]",
        "0.050  root         viewIsAppearing(_:) {animated: false}  [portrait 393×852]",
        "0.050  root         viewWillLayoutSubviews()  [portrait 393×852]",
        "0.050  root         view.layoutSubviews()  [portrait 393×852]",
        "0.050  root         viewDidLayoutSubviews()  [portrait 393×852]",
        "0.050  root         viewDidAppear(_:) {animated: false}  [portrait 393×852]",
        "0.050  (app)        didFinishLaunching {deviceOrientation: portrait, interfaceOrientation: portrait}",
        "0.050  (detector)   change {orientation: portrait, proposed: portrait, heldBy: nil, tilt: 29, angle: 0, magnitude: 1.034, changed: true, because: the angles held long enough}",
        "2.410  (detector)   hold {orientation: portrait, proposed: landscapeLeft, heldBy: deadZone, tilt: 34, angle: 46, magnitude: 0.905, changed: false, because: the angle lies in the dead zone between two orientations}",
        "2.540  (detector)   hold {orientation: portrait, proposed: landscapeLeft, heldBy: settling, tilt: 34, angle: 68, magnitude: 0.903, changed: false, because: the candidate has not been stable for the settle time yet}",
        "2.580  (detector)   change {orientation: landscapeLeft, proposed: landscapeLeft, heldBy: nil, tilt: 33, angle: 72, magnitude: 0.912, changed: true, because: the angles held long enough}",
        "2.580  root         noRotation {device: landscapeLeft, rule: portraitLock, because: the portrait-orientation lock is on; UIKit keeps seeing portrait}  [portrait 393×852]",
        "7.410  (detector)   hold {orientation: landscapeLeft, proposed: portrait, heldBy: deadZone, tilt: 34, angle: 44, magnitude: 0.909, changed: false, because: the angle lies in the dead zone between two orientations}",
        "7.540  (detector)   hold {orientation: landscapeLeft, proposed: portrait, heldBy: settling, tilt: 34, angle: 22, magnitude: 0.905, changed: false, because: the candidate has not been stable for the settle time yet}",
        "7.580  (detector)   change {orientation: portrait, proposed: portrait, heldBy: nil, tilt: 34, angle: 18, magnitude: 0.913, changed: true, because: the angles held long enough}",
        "10.210  (detector)   hold {orientation: portrait, proposed: faceUp, heldBy: settling, tilt: 81, angle: nil, magnitude: 0.958, changed: false, because: the candidate has not been stable for the settle time yet}",
        "10.250  (detector)   change {orientation: faceUp, proposed: faceUp, heldBy: nil, tilt: 82, angle: nil, magnitude: 0.964, changed: true, because: the angles held long enough}",
        "10.250  root         noRotation {device: faceUp, rule: portraitLock, because: the portrait-orientation lock is on; UIKit keeps seeing portrait}  [portrait 393×852]",
        "12.880  (detector)   hold {orientation: faceUp, proposed: portrait, heldBy: tiltTolerance, tilt: 80, angle: 332, magnitude: 0.984, changed: false, because: the tilt is outside the tolerance of the orientation the angle points at}",
        "12.980  (detector)   hold {orientation: faceUp, proposed: landscapeRight, heldBy: tiltTolerance, tilt: 71, angle: 314, magnitude: 0.961, changed: false, because: the tilt is outside the tolerance of the orientation the angle points at}",
        "13.030  (detector)   hold {orientation: faceUp, proposed: landscapeRight, heldBy: deadZone, tilt: 65, angle: 305, magnitude: 0.95, changed: false, because: the angle lies in the dead zone between two orientations}",
        "13.110  (detector)   hold {orientation: faceUp, proposed: landscapeRight, heldBy: settling, tilt: 56, angle: 292, magnitude: 0.929, changed: false, because: the candidate has not been stable for the settle time yet}",
        "13.150  (detector)   hold {orientation: faceUp, proposed: landscapeRight, heldBy: flatLockout, tilt: 52, angle: 287, magnitude: 0.926, changed: false, because: the device lay flat less than 500 ms ago}",
        "13.380  (detector)   change {orientation: landscapeRight, proposed: landscapeRight, heldBy: nil, tilt: 37, angle: 274, magnitude: 0.958, changed: true, because: the angles held long enough}",
        "13.380  root         noRotation {device: landscapeRight, rule: portraitLock, because: the portrait-orientation lock is on; UIKit keeps seeing portrait}  [portrait 393×852]",
      ])
    #expect(result.output == collector.records.map { RecordText.line($0) + "\n" }.joined())
  }

  @Test("--explain adds detector decisions and the reason each turn did not rotate")
  func explain() throws {
    let result = try replay([
      Paths.traces.appendingPathComponent("demo.evemu").path, "--scene",
      Paths.scenes.appendingPathComponent("demo.yaml").path, "--explain",
    ])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        " 14.200  player       noRotation {device: portraitUpsideDown, rule: deciderMask, "
          + "because: portraitUpsideDown is not in player's supportedInterfaceOrientations "
          + "[landscapeRight, landscapeLeft]}  [landscapeLeft 852×393]"))
    #expect(
      lines.contains(
        " 16.100  player       noRotation {device: faceUp, rule: flat, because: faceUp names no "
          + "interface orientation; the interface stays landscapeLeft}  [landscapeLeft 852×393]"))
    #expect(lines.contains { $0.contains("(detector)   change {orientation: landscapeLeft") })
    #expect(lines.contains { $0.contains("heldBy: settling") })
    let plain = try replay([
      Paths.traces.appendingPathComponent("demo.evemu").path, "--scene",
      Paths.scenes.appendingPathComponent("demo.yaml").path,
    ])
    #expect(!plain.output.contains("noRotation"))
    #expect(!plain.output.contains("(detector)"))
  }

  @Test("a bad line ends the replay with exit 65 and file:line:column")
  func badTrace() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try Paths.badTrace(in: directory)
    let result = try replay([path])
    #expect(result.status == 65)
    #expect(result.errors.hasPrefix("orientsim: \(path):4:"), "\(result.errors)")
  }

  @Test("a missing trace is exit 66, a missing scene too")
  func missing() throws {
    #expect(try replay(["/nonexistent/trace.evemu"]).status == 66)
    let csv = Paths.traces.appendingPathComponent("tour.csv").path
    #expect(try replay([csv, "--scene", "/nonexistent/scene.yaml"]).status == 66)
  }

  @Test("a UIKit exception during the replay is exit 3 with UIKit's words")
  func exception() throws {
    let result = try replay([
      Paths.traces.appendingPathComponent("tour.csv").path, "--scene",
      Paths.testScenes.appendingPathComponent("replay-exception.yaml").path,
    ])
    #expect(result.status == 3)
    #expect(
      result.errors.hasPrefix(
        "*** Terminating app due to uncaught exception 'UIApplicationInvalidInterfaceOrientation'"))
  }

  @Test("--expect compares every record but decisions: --explain changes nothing it compares")
  func expectIgnoresDecisions() throws {
    let golden = Paths.golden.appendingPathComponent("replay-demo-evemu-window.txt").path
    let arguments = [
      Paths.traces.appendingPathComponent("demo.evemu").path, "--scene",
      Paths.scenes.appendingPathComponent("demo.yaml").path, "--from", "10", "--to", "19",
    ]
    let explained = try replay(arguments + ["--explain"])
    #expect(explained.output.contains(" because"), "the run itself explains")
    #expect(try replay(arguments + ["--explain", "--expect", golden]).status == 0)
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let recorded = directory.appendingPathComponent("recorded.txt").path
    #expect(try replay(arguments + ["--explain", "--expect", recorded, "--record"]).status == 0)
    #expect(
      try String(contentsOfFile: recorded, encoding: .utf8)
        == String(contentsOfFile: golden, encoding: .utf8))
  }

  @Test("--expect: a transcript that differs is exit 1 with a diff")
  func mismatch() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("golden.txt")
    try "  0.000  root         nothing like this\n".write(
      to: golden, atomically: true, encoding: .utf8)
    let result = try replay([
      Paths.traces.appendingPathComponent("tour.csv").path, "--expect", golden.path,
    ])
    #expect(result.status == 1)
    #expect(result.output.contains("-  0.000  root         nothing like this"))
    #expect(result.errors.contains("refresh it with --record"))
  }

  @Test("usage errors: bad --speed, --loop, window, mount, and --expect with jsonl")
  func usage() throws {
    let csv = Paths.traces.appendingPathComponent("tour.csv").path
    for arguments in [
      ["--speed", "0"], ["--loop", "0"], ["--from", "5", "--to", "2"], ["--mount", "1,2,3"],
      ["--format", "jsonl", "--expect", "x.txt"], ["--detector", "magic"],
    ] {
      #expect(throws: (any Error).self, "\(arguments)") {
        try ReplayCommand.parse([csv] + arguments)
      }
    }
  }

  @Test("the built binary maps missing and malformed traces to 66 and 65")
  func spawnedExitCodes() throws {
    guard let missing = try runExecutable(["replay", "/nonexistent.evemu"]) else { return }
    #expect(missing.status == 66)
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bad = try #require(
      try runExecutable(["replay", try Paths.badTrace(in: directory)]))
    #expect(bad.status == 65)
    #expect(bad.errors.contains("bad-line.csv:4:"))
    let usage = try #require(try runExecutable(["replay", "x.csv", "--loop", "0"]))
    #expect(usage.status == 2)
  }
}

@Suite("progress on long replays")
struct ProgressTests {
  final class FakeClock: @unchecked Sendable {
    var now = 100.0
  }

  @Test("silent when standard error is not a terminal")
  func notATerminal() {
    #expect(ProgressReporter.forStandardError(isTerminal: false) == nil)
    #expect(ProgressReporter.forStandardError(isTerminal: true) != nil)
  }

  @Test("nothing in the first second; then percent, rate and ETA in place; erased at the end")
  func drawsAfterOneSecond() {
    let clock = FakeClock()
    let sink = OutputSink.memory()
    let progress = ProgressReporter(sink: sink, now: { clock.now })
    clock.now = 100.5
    progress.update(fraction: 0.2, samples: 1000)
    #expect(sink.text.isEmpty)
    clock.now = 102
    progress.update(fraction: 0.5, samples: 10_000)
    #expect(sink.text == "\r\u{1B}[2Kreplay: 50% · 10000 samples · 5000 samples/s · ETA 2 s")
    clock.now = 102.1
    progress.update(fraction: 0.6, samples: 12_000)
    #expect(
      sink.text.components(separatedBy: "replay:").count == 2, "redrawn at most 4 times a second")
    progress.finish()
    #expect(sink.text.hasSuffix("ETA 2 s\r\u{1B}[2K"))
  }
}

@Suite("help texts of the trace commands")
struct TraceCommandHelpTests {
  @Test(
    "each help names its example and exit codes, and its text fits 80 columns",
    arguments: [
      (ReplayCommand.helpMessage(columns: 80), "orientsim replay Configs/traces/tour.csv"),
      (DemoCommand.helpMessage(columns: 80), "orientsim demo --explain"),
      (WatchCommand.helpMessage(columns: 80), "orientsim watch --format jsonl --explain"),
    ])
  func help(text: String, example: String) {
    #expect(text.contains(example))
    #expect(text.contains("Exit codes"))
    // argument-parser writes the USAGE line unwrapped; everything we wrote must fit.
    #expect(
      text.split(separator: "\n").filter { !$0.hasPrefix("USAGE:") }.allSatisfy { $0.count <= 80 })
  }

  @Test("replay documents every option of SPEC §8.1")
  func replayOptions() {
    let text = ReplayCommand.helpMessage(columns: 80)
    for option in [
      "--scene", "--detector", "--mount", "--scale", "--lock", "--format", "--explain", "--from",
      "--to", "--speed", "--loop", "--expect", "--record", "--profile", "--device-profile",
    ] {
      #expect(text.contains(option), "\(option)")
    }
  }
}

/// Keeps every record of a session, in order.
final class RecordCollector: SessionObserver {
  var records: [CallbackRecord] = []
  func session(_ simulator: Simulator, didRecord record: CallbackRecord) { records.append(record) }
}

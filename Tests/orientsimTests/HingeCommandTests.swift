import Foundation
import Glibc
import OrientationCore
import OrientationFormats
import OrientationLinux
import OrientationTestbed
import OrientationTraces
import Testing

@testable import orientsim

/// Writes `chunks` into the FIFO `node` once a reader opens it, each `after` seconds from the
/// open; closes it (an unplug) `closeAfter` seconds from the open, or when `release` is
/// signalled.
func feedFIFO(
  _ node: String, _ chunks: [(after: Double, bytes: [UInt8])], closeAfter: Double? = nil,
  release: DispatchSemaphore? = nil
) {
  Thread {
    let fd = open(node, O_WRONLY)
    guard fd >= 0 else { return }
    let start = Date()
    func wait(until seconds: Double) {
      let left = seconds - Date().timeIntervalSince(start)
      if left > 0 { usleep(UInt32(left * 1_000_000)) }
    }
    for chunk in chunks {
      wait(until: chunk.after)
      _ = chunk.bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
    if let closeAfter { wait(until: closeAfter) }
    release?.wait()
    close(fd)
  }.start()
}

/// `watch` and `record` with a hinge (SPEC §8.4) on fake sysfs trees (`--iio-root`) and, for
/// the lid switch, umockdev; the real drivers are the real-kernel tier's (`Tests/vm`, group
/// `hinge`).
@Suite("hinge commands")
struct HingeCommandTests {
  /// Portrait for `seconds` at 50 Hz from an `accel_3d` (gravity convention, 1000 per g).
  static func portrait(seconds: Double = 1) -> [UInt8] {
    IIOTestTree.scans(
      (0..<Int(seconds * 50)).map { (0, -1000, 0, 7_000_000_000 + Int64($0) * 20_000_000) })
  }

  /// A tree with an `accel_3d` at iio:device0 (buffered unless `polled`) and `hinge` devices.
  static func tree(polled: Bool = false, hinges: [IIOTestTree.Device] = []) throws -> IIOTestTree {
    let tree = try IIOTestTree()
    var accel = IIOTestTree.Device(number: 0, name: "accel_3d")
    accel.scale = "0.00980665"
    accel.raw = (0, -1000, 0)
    if polled { accel.scanType = nil }
    try tree.add(accel)
    for hinge in hinges { try tree.add(hinge) }
    return tree
  }

  static func records(_ output: OutputSink) throws -> [[String: Any]] {
    try jsonRecords(output.text)
  }

  static func calls(_ records: [[String: Any]], _ call: String) -> [[String: Any]] {
    records.filter { $0["call"] as? String == call }
  }

  static func args(_ record: [String: Any]) -> [String: Any] {
    record["args"] as? [String: Any] ?? [:]
  }

  /// `watch --device-profile iphone-duo --profile ios27` of a buffered accelerometer held
  /// portrait and a buffered hinge sensor fed `scans` (raw angle, each at its time from the
  /// open) and unplugged at `unplug` seconds, with `extra` arguments.
  static func watchDuo(
    hinge scans: [(after: Double, raw: Int32)], unplug: Double, _ extra: [String] = []
  ) throws -> (status: Int32, output: OutputSink, errors: OutputSink, hinge: String) {
    let tree = try Self.tree(hinges: [IIOTestTree.hinge(number: 1)])
    defer { tree.remove() }
    let accel = tree.root + "/dev/iio:device0"
    let hinge = tree.root + "/dev/iio:device1"
    let release = DispatchSemaphore(value: 0)
    feedFIFO(accel, [(0, Self.portrait())], release: release)
    feedFIFO(
      hinge,
      scans.enumerated().map { ($1.after, IIOTestTree.hingeScans([($1.raw, Int64($0 + 1))])) },
      closeAfter: unplug)
    let command = try WatchCommand.parse(
      [
        accel, "--iio-root", tree.root, "--format", "jsonl", "--device-profile", "iphone-duo",
        "--profile", "ios27", "--hinge", hinge,
      ] + extra)
    let output = OutputSink.memory()
    let errors = OutputSink.memory()
    let status = command.watch(accel, output: output, errors: errors, liveView: false)
    release.signal()
    #expect(tree.attribute(1, "buffer/enable") == "0")
    return (status, output, errors, hinge)
  }

  @Test(
    "watch --device-profile iphone-duo: the hinge's buffer unfolds and folds the app; its unplug is exit 4"
  )
  func watchFoldsAndUnfolds() throws {
    // Open at 0.4 s, shut again at 1.2 s, unplugged at 2 s: each display change has finished
    // (durations.fold) before the next reading.
    let (status, output, errors, hinge) = try Self.watchDuo(
      hinge: [(0.4, 180), (1.2, 0)], unplug: 2)
    #expect(status == ExitStatus.deviceLost.rawValue, "\(errors.text)")
    #expect(errors.text.contains(hinge + ": read failed"), "\(errors.text)")
    #expect(errors.text.contains("device lost after"))
    #expect(errors.text.contains("2 hinge readings from \(hinge), posture folded"))
    let records = try Self.records(output)
    #expect(Self.calls(records, "noHingeSource").isEmpty)
    // Raw 180 is flat, not above it: no hingeClamped from the scale's rounding.
    #expect(Self.calls(records, "hingeClamped").isEmpty)
    let postures = Self.calls(records, "postureDidChange").map {
      Self.args($0)["posture"] as? String
    }
    #expect(postures == ["open", "folded"], "\(output.text)")
    // Launched on the outer display (no hinge sample yet: shut), moved to the inner one and back.
    let sizes = Self.calls(records, "viewWillTransition(to:with:)").compactMap {
      Self.args($0)["to"] as? [Double]
    }
    #expect(sizes == [[951, 669], [466, 678]], "\(output.text)")
    let displays = records.compactMap { ($0["state"] as? [String: Any])?["display"] as? String }
    #expect(displays.first == "outer" && displays.last == "outer")
    #expect(displays.contains("inner"))
  }

  @Test("watch --hinge-settle: the display changes at the settle deadline with no later sample")
  func watchSettles() throws {
    // One reading, then nothing until the unplug: only the settle deadline can move the app.
    let (status, output, errors, _) = try Self.watchDuo(
      hinge: [(0.4, 180)], unplug: 1.6, ["--hinge-settle", "0.5", "--explain"])
    #expect(status == ExitStatus.deviceLost.rawValue, "\(errors.text)")
    let records = try Self.records(output)
    let settling = try #require(
      Self.calls(records, "hingeDecision").first { Self.args($0)["rule"] as? String == "settling" },
      "\(output.text)")
    let change = try #require(Self.calls(records, "postureDidChange").first, "\(output.text)")
    #expect(Self.args(change)["posture"] as? String == "open")
    let settledAt = try #require(change["t"] as? Double)
    let sampledAt = try #require(settling["t"] as? Double)
    #expect(abs(settledAt - sampledAt - 0.5) < 1e-6, "\(output.text)")
  }

  @Test(
    "watch on a foldable with no hinge found: one noHingeSource at the launch; --hinge none: none")
  func noHingeSource() throws {
    let tree = try Self.tree(polled: true)
    defer { tree.remove() }
    let accel = tree.root + "/sys/bus/iio/devices/iio:device0"
    func run(_ extra: [String]) throws -> [[String: Any]] {
      let command = try WatchCommand.parse(
        [
          accel, "--iio-root", tree.root, "--format", "jsonl", "--poll", "100", "--duration",
          "0.3", "--detector", "threshold",
        ] + extra)
      let output = OutputSink.memory()
      let errors = OutputSink.memory()
      let status = command.watch(accel, output: output, errors: errors, liveView: false)
      #expect(status == ExitStatus.ok.rawValue, "\(errors.text)")
      return try Self.records(output)
    }
    let duo = ["--device-profile", "iphone-duo", "--profile", "ios27"]
    let records = try run(duo)
    let diagnostics = Self.calls(records, "noHingeSource")
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?["kind"] as? String == "diagnostic")
    let launch = try #require(Self.calls(records, "didFinishLaunching").first)
    #expect(diagnostics.first?["t"] as? Double == launch["t"] as? Double)
    #expect(
      (records.firstIndex { $0["call"] as? String == "noHingeSource" } ?? 0)
        > (records.firstIndex { $0["call"] as? String == "didFinishLaunching" } ?? .max))
    #expect(Self.calls(records, "postureDidChange").isEmpty)
    #expect(Self.calls(try run(duo + ["--hinge", "none"]), "noHingeSource").isEmpty)
    #expect(Self.calls(try run([]), "noHingeSource").isEmpty)
  }

  @Test(
    "record --hinge into an IIO device's CSV: the fifth column, on the recording's clock; an unreliable lid angle is no sample",
    arguments: [false, true])
  func recordCSVHingeColumn(unreliable: Bool) throws {
    var source = IIOTestTree.hinge(number: 1, raw: 90, buffered: false)
    if unreliable {
      source = IIOTestTree.Device(number: 1, name: "cros-ec-lid-angle")
      source.accelerometer = false
      source.attributes = ["in_angl_raw": "500"]
    }
    let tree = try Self.tree(hinges: [source])
    defer { tree.remove() }
    let accel = tree.root + "/dev/iio:device0"
    let release = DispatchSemaphore(value: 0)
    feedFIFO(accel, [(0, Self.portrait(seconds: 0.5))], release: release)
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let csv = directory.appendingPathComponent("fold.csv").path
    let command = try RecordCommand.parse([
      accel, "-o", csv, "--iio-root", tree.root, "--hinge",
      tree.root + "/sys/bus/iio/devices/iio:device1", "--duration", "0.6",
    ])
    try command.run()
    release.signal()
    let lines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
    #expect(lines.first == "t,x,y,z,hinge")
    let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    #expect(rows.allSatisfy { $0.count == 5 })
    let accelRows = rows.filter { $0[1] != "" }
    let hingeRows = rows.filter { $0[1] == "" }
    #expect(accelRows.count == 25)
    #expect(accelRows.allSatisfy { $0[4] == "" })
    let times = rows.map { Double($0[0]) ?? -1 }
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "\(lines)")
    if unreliable {
      #expect(hingeRows.isEmpty)
    } else {
      // Polled at the sensor's 10 Hz for 0.6 s.
      #expect((3...7).contains(hingeRows.count), "\(lines)")
      #expect(hingeRows.allSatisfy { abs((Double($0[4]) ?? 0) - 90) < 1e-4 && $0[2] == "" })
    }
  }
}

/// A lid switch (`EV_SW SW_LID`) under umockdev beside a fake IIO accelerometer, and an evdev
/// accelerometer recorded with a polled IIO hinge (SPEC §8.4, §10 first tier).
@Suite(
  "hinge sources against umockdev",
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/umockdev-run")
      && builtExecutable() != nil, "umockdev-run or the built orientsim is missing"))
struct HingeUmockdevTests {
  /// A lid switch shut at open that opens 1 s after it is opened and shuts 1 s later (umockdev
  /// sends the first event at once: a repeated shut, which changes nothing).
  static let lid: UmockdevTestbed = {
    var device = DeviceDescription(name: "Lid Switch", identity: DeviceIdentity(bustype: 0x19))
    device.codes[.synchronization] = [0]
    device.codes[.switchState] = [0]
    device.switchStates[0] = 1
    var events: [InputEvent] = []
    for (seconds, value) in [(0.0, Int32(1)), (1.0, 0), (2.0, 1)] {
      let time = EventTime(microseconds: Int64(seconds * 1_000_000))
      events.append(InputEvent(time: time, type: .switchState, code: 0, value: value))
      events.append(InputEvent(time: time, type: .synchronization, code: 0, value: 0))
    }
    return UmockdevTestbed(device: device, events: events)
  }()

  /// A fresh temporary directory holding `testbed`'s files; the caller removes it.
  static func write(_ testbed: UmockdevTestbed, name: String) throws -> URL {
    let directory = try Paths.temporaryDirectory()
    try testbed.deviceFile.write(
      to: directory.appendingPathComponent(name + ".umockdev"), atomically: true, encoding: .utf8)
    try testbed.ioctlFile.write(
      to: directory.appendingPathComponent(name + ".ioctl"), atomically: true, encoding: .utf8)
    try testbed.eventsFile.write(
      to: directory.appendingPathComponent(name + ".events"), atomically: true, encoding: .utf8)
    return directory
  }

  static func umockdev(_ name: String) -> [String] {
    [
      "-d", name + ".umockdev", "-i", "/dev/input/event0=\(name).ioctl", "-e",
      "/dev/input/event0=\(name).events", "--",
    ]
  }

  @Test("devices lists an evdev lid switch as kind lidSwitch")
  func devicesLidSwitch() throws {
    let directory = try Self.write(Self.lid, name: "lid")
    defer { try? FileManager.default.removeItem(at: directory) }
    let binary = try #require(builtExecutable()).path
    let result = try spawn(
      "/usr/bin/umockdev-run", Self.umockdev("lid") + [binary, "devices", "--json"],
      in: directory)
    #expect(result.status == 0, "\(result.errors)")
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    #expect(objects.count == 1)
    #expect(objects.first?["kind"] as? String == "lidSwitch")
    #expect(objects.first?["accelerometer"] as? Bool == false)
  }

  @Test("devices lists a tablet-mode switch as ignored, and a lid switch that has one as a lid")
  func devicesTabletMode() throws {
    for (codes, kind, ignored) in [
      ([UInt16(1)], "tabletModeSwitch", true), ([0, 1], "lidSwitch", false),
    ] {
      var device = DeviceDescription(name: "Mode Switch", identity: DeviceIdentity(bustype: 0x19))
      device.codes[.synchronization] = [0]
      device.codes[.switchState] = Set(codes)
      let directory = try Self.write(UmockdevTestbed(device: device, events: []), name: "mode")
      defer { try? FileManager.default.removeItem(at: directory) }
      let binary = try #require(builtExecutable()).path
      let result = try spawn(
        "/usr/bin/umockdev-run", Self.umockdev("mode") + [binary, "devices", "--json"],
        in: directory)
      #expect(result.status == 0, "\(result.errors)")
      let objects = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
      #expect(objects.count == 1)
      #expect(objects.first?["kind"] as? String == kind)
      #expect((objects.first?["ignored"] as? Bool ?? false) == ignored)
      let text = try spawn(
        "/usr/bin/umockdev-run", Self.umockdev("mode") + [binary, "devices"], in: directory)
      #expect(text.output.contains("SW_TABLET_MODE; ignored"))
    }
  }

  @Test(
    "watch --hinge /dev/input/event0: shut at open launches folded; opening and shutting follow")
  func watchLidSwitch() throws {
    let directory = try Self.write(Self.lid, name: "lid")
    defer { try? FileManager.default.removeItem(at: directory) }
    let tree = try HingeCommandTests.tree()
    defer { tree.remove() }
    let accel = tree.root + "/dev/iio:device0"
    let release = DispatchSemaphore(value: 0)
    feedFIFO(accel, [(0, HingeCommandTests.portrait())], release: release)
    let binary = try #require(builtExecutable()).path
    let result = try spawn(
      "/usr/bin/umockdev-run",
      Self.umockdev("lid") + [
        binary, "watch", accel, "--iio-root", tree.root, "--hinge", "/dev/input/event0",
        "--device-profile", "iphone-duo", "--profile", "ios27", "--format", "jsonl",
        "--duration", "3",
      ], in: directory)
    release.signal()
    #expect(result.status == 0, "\(result.errors)")
    let records = try jsonRecords(result.output)
    let postures = HingeCommandTests.calls(records, "postureDidChange").map {
      HingeCommandTests.args($0)["posture"] as? String
    }
    #expect(postures == ["open", "folded"], "\(result.output)")
    let displays = records.compactMap {
      ($0["state"] as? [String: Any])?["display"] as? String
    }
    #expect(displays.first == "outer" && displays.contains("inner"))
    #expect(
      result.errors.contains("hinge readings from /dev/input/event0, posture folded"),
      "\(result.errors)")
  }

  @Test(
    "record -o FILE.evemu --hinge: FILE.evemu.hinge.csv beside it, t,hinge on the recording's clock"
  )
  func recordBeside() throws {
    let values: [(Int32, Int32, Int32)] = Array(repeating: (0, -8192, 0), count: 40)
    var events: [InputEvent] = []
    for (index, value) in values.enumerated() {
      let time = EventTime(microseconds: 1_000_000 + Int64(index) * 20_000)
      for (code, axis) in [(UInt16(0), value.0), (1, value.1), (2, value.2)] {
        events.append(InputEvent(time: time, type: .absolute, code: code, value: axis))
      }
      events.append(InputEvent(time: time, type: .synchronization, code: 0, value: 0))
    }
    let accel = UmockdevTestbed(
      device: DeviceDescription.accelerometer(name: "Fake Accelerometer", values: (0, -8192, 0)),
      events: events)
    let directory = try Self.write(accel, name: "accel")
    defer { try? FileManager.default.removeItem(at: directory) }
    let tree = try IIOTestTree()
    defer { tree.remove() }
    try tree.add(IIOTestTree.hinge(number: 0, raw: 120, buffered: false))
    let binary = try #require(builtExecutable()).path
    let result = try spawn(
      "/usr/bin/umockdev-run",
      Self.umockdev("accel") + [
        binary, "record", "/dev/input/event0", "-o", "fold.evemu", "--iio-root", tree.root,
        "--hinge", tree.root + "/sys/bus/iio/devices/iio:device0", "--duration", "2",
      ], in: directory)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.contains("hinge readings from"), "\(result.errors)")
    let text = try String(
      contentsOf: directory.appendingPathComponent("fold.evemu.hinge.csv"), encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.first == "t,hinge")
    let rows = lines.dropFirst().map { $0.split(separator: ",") }
    #expect(rows.count >= 5, "\(text)")
    #expect(rows.allSatisfy { $0.count == 2 && abs((Double($0[1]) ?? 0) - 120) < 1e-4 })
    let times = rows.map { Double($0[0]) ?? -1 }
    #expect(times.first == 0)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
  }
}

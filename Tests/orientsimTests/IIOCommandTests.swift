import Foundation
import Glibc
import OrientationCore
import OrientationDetection
import OrientationFormats
import OrientationLinux
import OrientationTraces
import Testing

@testable import orientsim

/// `devices`, `watch`, `record` and `replay` with IIO accelerometers on a fake sysfs tree
/// (`--iio-root`); the real drivers are the real-kernel tier's (`Tests/vm`, group `iio`).
@Suite("IIO commands")
struct IIOCommandTests {
  /// The physical poses played, as the gravity vector in g (the internal frame).
  static let poses: [(DeviceOrientation, (Double, Double, Double))] = [
    (.portrait, (0, -1, 0)), (.landscapeLeft, (-1, 0, 0)), (.faceUp, (0, 0, -1)),
    (.portrait, (0, -1, 0)),
  ]

  /// One second of each pose at 50 Hz, as a driver of `convention` reports it in raw units
  /// (1000 per g), timestamps from 7 s.
  static func scans(convention: FrameConvention) -> [(Int32, Int32, Int32, Int64)] {
    let sign: Double = convention == .properAcceleration ? -1 : 1
    var scans: [(Int32, Int32, Int32, Int64)] = []
    for (index, pose) in poses.enumerated() {
      for step in 0..<50 {
        let t = Int64(7_000_000_000) + Int64(index * 50 + step) * 20_000_000
        scans.append(
          (
            Int32(sign * pose.1.0 * 1000), Int32(sign * pose.1.1 * 1000),
            Int32(sign * pose.1.2 * 1000), t
          ))
      }
    }
    return scans
  }

  /// Writes `bytes` into the FIFO `node` from another thread once a reader opens it, then
  /// closes it (the unplug).
  static func feed(_ node: String, _ bytes: [UInt8]) -> Thread {
    let thread = Thread {
      let fd = open(node, O_WRONLY)
      guard fd >= 0 else { return }
      var offset = 0
      while offset < bytes.count {
        let count = bytes.withUnsafeBytes {
          write(fd, $0.baseAddress! + offset, min(240, $0.count - offset))
        }
        if count <= 0 { break }
        offset += count
      }
      close(fd)
    }
    thread.start()
    return thread
  }

  /// The device records expected: the app launches into the detector's first decision,
  /// portrait, so the first pose is no change (SPEC §5.5).
  static let expectedChanges = ["landscapeLeft", "faceUp", "portrait"]

  static func deviceOrientations(_ jsonl: String) -> [String] {
    var result: [String] = []
    for line in jsonl.split(separator: "\n") {
      guard let data = line.data(using: .utf8),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        object["kind"] as? String == "device",
        let orientation = (object["args"] as? [String: Any])?["orientation"] as? String
      else { continue }
      result.append(orientation)
    }
    return result
  }

  @Test(
    "watch: the decisions follow the poses whichever convention the driver reports in; the unplug is exit 4",
    arguments: [("accel_3d", FrameConvention.gravity), ("bmc150_accel", .properAcceleration)])
  func watchBuffered(name: String, convention: FrameConvention) throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    var device = IIOTestTree.Device(number: 0, name: name)
    device.scale = "0.00980665"
    try tree.add(device)
    let node = tree.root + "/dev/iio:device0"
    let writer = Self.feed(node, IIOTestTree.scans(Self.scans(convention: convention)))
    _ = writer
    let command = try WatchCommand.parse([node, "--iio-root", tree.root, "--format", "jsonl"])
    let output = OutputSink.memory()
    let errors = OutputSink.memory()
    let status = command.watch(node, output: output, errors: errors, liveView: false)
    #expect(status == ExitStatus.deviceLost.rawValue, "\(errors.text)")
    #expect(errors.text.contains("device lost"))
    #expect(
      Self.deviceOrientations(output.text) == Self.expectedChanges)
    #expect(tree.attribute(0, "buffer/enable") == "0")
  }

  @Test("watch --poll: sysfs polling at the rate asked, until --duration")
  func watchPolled() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    var device = IIOTestTree.Device(number: 0, name: "accel_3d")
    device.raw = (-1000, 0, 0)
    device.scale = "0.00980665"
    device.scanType = nil
    try tree.add(device)
    let node = tree.root + "/sys/bus/iio/devices/iio:device0"
    let command = try WatchCommand.parse(
      [
        node, "--iio-root", tree.root, "--format", "jsonl", "--poll", "100", "--duration", "0.6",
        "--detector", "threshold",
      ])
    let output = OutputSink.memory()
    let errors = OutputSink.memory()
    let status = command.watch(node, output: output, errors: errors, liveView: false)
    #expect(status == ExitStatus.ok.rawValue, "\(errors.text)")
    // The app launched into the sensor's landscapeLeft: no device change to report, and the
    // launch came up in landscapeRight (the default scene's profile launches directly).
    #expect(Self.deviceOrientations(output.text) == [])
    #expect(
      output.text.split(separator: "\n").contains {
        $0.contains("viewDidAppear")
          && $0.contains("\"interfaceOrientation\":\"landscapeRight\"")
      }, "\(output.text)")
    let summary = errors.text
    let samples = summary.split(separator: " ").firstIndex(of: "samples,").map {
      Int(summary.split(separator: " ")[$0 - 1]) ?? 0
    }
    // 0.6 s at 100 Hz: about 60 readings (fewer on a loaded machine, never more than 62).
    #expect((20...62).contains(samples ?? 0), "\(summary)")
  }

  @Test("record of an IIO device writes CSV that replay reads back exactly")
  func recordThenReplay() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    var device = IIOTestTree.Device(number: 0, name: "bmc150_accel")
    device.scale = "0.0123"  // not a whole number of units per g
    try tree.add(device)
    let node = tree.root + "/dev/iio:device0"
    let scans = Self.scans(convention: .properAcceleration).enumerated().map { index, scan in
      (scan.0 + Int32(index % 7), scan.1 - Int32(index % 5), scan.2 + Int32(index % 3), scan.3)
    }
    _ = Self.feed(node, IIOTestTree.scans(scans))
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let csv = directory.appendingPathComponent("iio.csv").path
    let command = try RecordCommand.parse([node, "-o", csv, "--iio-root", tree.root])
    let found = try IIODevice.resolve(node, paths: tree.paths)
    #expect(throws: DeviceError.self) { try command.recordIIO(found) }

    // What was recorded: the samples a live reader converts, on the recording's grid.
    let converter = try IIOSampleConverter(device: found, scale: nil, frame: found.frame())
    let expected = scans.map { scan in
      IIORecording.quantized(
        converter.sample(
          (Int64(scan.0), Int64(scan.1), Int64(scan.2)), time: Double(scan.3 - 7_000_000_000) / 1e9)
      )
    }
    let source = try TraceFormat.open(path: csv)
    let replayConverter = try DetectionOptions.parse([]).converter(for: source.device)
    var replayed: [AccelSample] = []
    try TraceFormat.forEachSample(of: source, converter: replayConverter) { sample, _ in
      replayed.append(sample)
      return true
    }
    #expect(replayed.count == scans.count)
    #expect(replayed == expected)
    // And the replay's decisions follow the poses.
    let result = try runExecutable(["replay", csv, "--format", "jsonl"])
    if let result {
      #expect(result.status == 0, "\(result.errors)")
      #expect(Self.deviceOrientations(result.output) == Self.expectedChanges)
    }
  }

  /// `devices --json` on `tree`: its IIO entries, in order.
  static func iioDevicesJSON(_ binary: String, _ tree: IIOTestTree) throws -> [[String: Any]] {
    let result = try spawn(
      binary, ["devices", "--json", "--iio-root", tree.root, "--directory", tree.root + "/dev"])
    #expect(result.status == 0, "\(result.errors)")
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    return objects.filter { $0["bus"] as? String == "iio" }
  }

  @Test("devices lists IIO hinge sources after the accelerometers: hinge sensors, then lid angles")
  func devicesHinges() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    try tree.add(IIOTestTree.Device(number: 0, name: "accel_3d"))
    var lid = IIOTestTree.Device(number: 1, name: "cros-ec-lid-angle")
    lid.accelerometer = false
    lid.attributes = ["in_angl_raw": "120"]
    try tree.add(lid)
    var hinge = IIOTestTree.Device(number: 2, name: "hinge")
    hinge.accelerometer = false
    hinge.attributes = [
      "in_angl0_raw": "90", "in_angl1_raw": "0", "in_angl2_raw": "0",
      "in_angl0_label": "hinge", "in_angl1_label": "screen", "in_angl2_label": "keyboard",
      "in_angl_scale": "0.017453293", "in_angl_offset": "0",
      "in_angl_sampling_frequency": "10.000000", "scan_elements/in_angl0_en": "0",
    ]
    try tree.add(hinge)
    // A device named hinge without an angle channel is not one.
    var impostor = IIOTestTree.Device(number: 3, name: "hinge")
    impostor.accelerometer = false
    try tree.add(impostor)
    let binary = try #require(builtExecutable()).path
    let iio = try Self.iioDevicesJSON(binary, tree)
    #expect(iio.map { $0["name"] as? String } == ["accel_3d", "hinge", "cros-ec-lid-angle"])
    #expect(iio[0]["kind"] == nil)
    #expect(iio[1]["kind"] as? String == "hinge")
    #expect(iio[1]["scale"] as? Double == 0.017453293)
    #expect(iio[1]["labels"] as? [String] == ["hinge", "screen", "keyboard"])
    #expect(iio[1]["buffer"] as? Bool == true)
    #expect(iio[1]["samplingFrequency"] as? Double == 10)
    #expect(iio[2]["kind"] as? String == "lidAngle")
    #expect(iio[2]["buffer"] as? Bool == false)

    let text = try spawn(
      binary, ["devices", "--iio-root", tree.root, "--directory", tree.root + "/dev"])
    #expect(text.output.contains("\"hinge\" IIO hinge sensor"))
    #expect(text.output.contains("channels hinge screen keyboard"))
    #expect(text.output.contains("\"cros-ec-lid-angle\" IIO lid angle"))
  }

  @Test(
    "devices --json lists IIO accelerometers with the frame entry and why; base sensors are marked")
  func devicesJSON() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    var hub = IIOTestTree.Device(number: 0, name: "accel_3d")
    hub.udev = ["ACCEL_MOUNT_MATRIX": "-1, 0, 0; 0, -1, 0; 0, 0, 1"]
    try tree.add(hub)
    var base = IIOTestTree.Device(number: 1, name: "kxcjk1013")
    base.label = "accel-base"
    base.scanType = nil
    try tree.add(base)
    let binary = try #require(builtExecutable()).path
    let iio = try Self.iioDevicesJSON(binary, tree)
    #expect(iio.map { $0["name"] as? String } == ["accel_3d", "kxcjk1013"])
    let hubFrame = try #require(iio[0]["frame"] as? [String: Any])
    #expect(hubFrame["entry"] as? String == "hid-sensor-accel-3d")
    #expect(hubFrame["convention"] as? String == "gravity")
    #expect(hubFrame["mountSource"] as? String == "udev ACCEL_MOUNT_MATRIX")
    #expect(hubFrame["mount"] as? String == "-1, 0, 0; 0, -1, 0; 0, 0, 1")
    #expect((hubFrame["reason"] as? String)?.contains("matches 'accel_3d'") == true)
    #expect(iio[0]["trigger"] as? String == "accel_3d-dev0")
    #expect(iio[0]["displaySensor"] as? Bool == true)
    #expect(iio[1]["displaySensor"] as? Bool == false)
    #expect(iio[1]["locationSource"] as? String == "sysfs label")
    #expect((iio[1]["frame"] as? [String: Any])?["entry"] as? String == "iio-native")

    let text = try spawn(
      binary, ["devices", "--iio-root", tree.root, "--directory", tree.root + "/dev"])
    #expect(text.output.contains("\"accel_3d\" IIO accelerometer"))
    #expect(text.output.contains("frame: entry hid-sensor-accel-3d (gravity)"))
    #expect(text.output.contains("base sensor, not a display sensor"))
  }

  @Test("watch without a device takes the only display accelerometer, not a base one")
  func choosesTheDisplaySensor() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    var base = IIOTestTree.Device(number: 0, name: "kxcjk1013")
    base.udev = ["ACCEL_LOCATION": "base"]
    try tree.add(base)
    try tree.add(IIOTestTree.Device(number: 1, name: "accel_3d"))
    let chosen = try DeviceChoice.node(nil, iio: tree.paths)
    #expect(chosen == tree.root + "/dev/iio:device1")
  }

  @Test("an IIO device that does not exist is exit 66; one that is not an accelerometer exit 4")
  func missing() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    var light = IIOTestTree.Device(number: 0, name: "als")
    light.accelerometer = false
    try tree.add(light)
    for (argument, expected) in [
      ("/dev/iio:device7", ExitStatus.noInput.rawValue),
      ("/dev/iio:device0", ExitStatus.deviceLost.rawValue),
    ] {
      let command = try WatchCommand.parse([argument, "--iio-root", tree.root])
      let errors = OutputSink.memory()
      let status = command.watch(argument, output: .memory(), errors: errors, liveView: false)
      #expect(status == expected, "\(argument): \(errors.text)")
    }
  }
}

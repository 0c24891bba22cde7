import Foundation
import OrientationCore
import OrientationDetection
import Testing

@testable import OrientationTraces

/// The driver-frame table and the way from raw axes to the internal frame (SPEC §6).
@Suite("driver frames")
struct DriverFrameTests {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("the compiled-in table is Configs/frames/drivers.json, byte for byte")
  func builtInIsTheConfigFile() throws {
    let path = Self.package.appendingPathComponent("Configs/frames/drivers.json").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == DriverFrameTable.builtInJSON)
    #expect(
      try DriverFrameTable.parse(text, file: path).entries.map(\.id)
        == DriverFrameTable.builtIn.entries.map(\.id))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var bus: DeviceBus
    var name: String
    var entry: String?
    /// What the device reads upright and face up, raw, in g.
    var upright: (Double, Double, Double)
    var faceUp: (Double, Double, Double)
    var testDescription: String { "\(bus) '\(name)'" }
  }

  static let cases: [Case] = [
    // HID sensor hub: gravity, −1 g on the axis pointing up.
    Case(
      bus: .iio, name: "accel_3d", entry: "hid-sensor-accel-3d", upright: (0, -1, 0),
      faceUp: (0, 0, -1)),
    // Native IIO drivers: proper acceleration, +1 g up.
    Case(
      bus: .iio, name: "bmc150_accel", entry: "iio-native", upright: (0, 1, 0), faceUp: (0, 0, 1)),
    Case(bus: .iio, name: "mxc4005", entry: "iio-native", upright: (0, 1, 0), faceUp: (0, 0, 1)),
    // Game controllers: proper acceleration.
    Case(
      bus: .input, name: "DualSense Wireless Controller Motion Sensors",
      entry: "game-controller-motion", upright: (0, 1, 0), faceUp: (0, 0, 1)),
    Case(
      bus: .input, name: "Nintendo Switch Pro Controller (IMU)", entry: "game-controller-motion",
      upright: (0, 1, 0), faceUp: (0, 0, 1)),
    // No entry: iio-sensor-proxy's frame (upright (0, −1, 0), face up z > 0).
    Case(
      bus: .input, name: "ST LIS3LV02DL Accelerometer", entry: nil, upright: (0, -1, 0),
      faceUp: (0, 0, 1)),
    // orientsim's own traces: the internal frame already.
    Case(
      bus: .input, name: "orientsim CSV accelerometer", entry: "orientsim", upright: (0, -1, 0),
      faceUp: (0, 0, -1)),
  ]

  @Test(
    "upright reads portrait and face up reads faceUp without a hand-made matrix", arguments: cases)
  func conventions(_ c: Case) {
    let frame = DeviceFrame.resolve(bus: c.bus, name: c.name)
    #expect(frame.entry?.id == c.entry, "\(frame.reason)")
    let upright = frame.matrix.apply(
      AccelSample(time: 0, x: c.upright.0, y: c.upright.1, z: c.upright.2))
    let faceUp = frame.matrix.apply(
      AccelSample(time: 0, x: c.faceUp.0, y: c.faceUp.1, z: c.faceUp.2))
    #expect([upright.x, upright.y, upright.z] == [0, -1, 0])
    #expect([faceUp.x, faceUp.y, faceUp.z] == [0, 0, -1])
    for detector in DetectorKind.allCases {
      var pipeline = DetectionPipeline(detector: detector)
      for i in 0..<200 {
        _ = pipeline.process(
          AccelSample(time: Double(i) * 0.01, x: upright.x, y: upright.y, z: upright.z))
      }
      #expect(pipeline.orientation == .portrait, "\(detector)")
      for i in 200..<400 {
        _ = pipeline.process(
          AccelSample(time: Double(i) * 0.01, x: faceUp.x, y: faceUp.y, z: faceUp.z))
      }
      #expect(pipeline.orientation == .faceUp, "\(detector)")
    }
  }

  @Test("udev's matrix applies on top of the table; --mount replaces both; reasons say so")
  func mountPrecedence() throws {
    let udev = try MountMatrix(parsing: "0, 1, 0; -1, 0, 0; 0, 0, 1")
    let kernel = try MountMatrix(parsing: "-1, 0, 0; 0, -1, 0; 0, 0, 1")
    let option = try MountMatrix(parsing: "-1,0,0; 0,-1,0; 0,0,1")
    let proper = try MountMatrix(parsing: "-1, 0, 0; 0, -1, 0; 0, 0, 1")

    let withUdev = DeviceFrame.resolve(
      bus: .iio, name: "kxcjk1013", udevMount: udev, kernelMount: kernel)
    #expect(withUdev.mountSource == .udev)
    #expect(withUdev.tableApplied)
    #expect(withUdev.matrix == DeviceFrame.flipZ.concatenating(udev).concatenating(proper))
    #expect(withUdev.reason.contains("'kxcjk1013' matches '*' of entry 'iio-native' (built-in)"))

    let withKernel = DeviceFrame.resolve(bus: .iio, name: "kxcjk1013", kernelMount: kernel)
    #expect(withKernel.mountSource == .kernel)
    #expect(withKernel.matrix == DeviceFrame.flipZ.concatenating(kernel).concatenating(proper))

    let withOption = DeviceFrame.resolve(
      bus: .iio, name: "kxcjk1013", override: option, udevMount: udev, kernelMount: kernel)
    #expect(withOption.mountSource == .option)
    #expect(!withOption.tableApplied)
    #expect(withOption.matrix == DeviceFrame.flipZ.concatenating(option))

    // orientsim's own traces: only --mount, no udev matrix, no flip.
    let own = DeviceFrame.resolve(
      bus: .input, name: "orientsim test accelerometer", udevMount: udev)
    #expect(own.matrix == .identity)
    #expect(own.mountSource == .none)
    let ownMounted = DeviceFrame.resolve(
      bus: .input, name: "orientsim test accelerometer", override: option)
    #expect(ownMounted.matrix == option)
  }

  @Test("a user's table is consulted first, and its entries can swap axes")
  func userTable() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "frames-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("local.json").path
    try """
    {"version": 1, "entries": [
      {"id": "my-tablet", "bus": "iio", "name": "accel_3d", "convention": "gravity",
       "axes": "0, 1, 0; 1, 0, 0; 0, 0, 1", "why": "chip turned a quarter"}
    ]}
    """.write(toFile: file, atomically: true, encoding: .utf8)
    let table = try DriverFrameTable.standard(directories: [directory.path])
    let frame = DeviceFrame.resolve(bus: .iio, name: "ACCEL_3D", table: table)
    #expect(frame.entry?.id == "my-tablet")
    #expect(frame.entry?.file == file)
    // Swap x and y, then gravity: raw (−1, 0, 0) is upright.
    let upright = frame.matrix.apply(AccelSample(time: 0, x: -1, y: 0, z: 0))
    #expect([upright.x, upright.y, upright.z] == [0, -1, 0])
    // The bundled entries follow.
    #expect(
      DeviceFrame.resolve(bus: .iio, name: "gravity", table: table).entry?.id
        == "hid-sensor-accel-3d")
  }

  @Test(
    "JSON as writers write it reads: compact, tab-indented, escapes, exponents",
    arguments: [
      #"{"entries":[{"id":"x","bus":"iio","name":"*","convention":"gravity"}],"scales":[{"driver":"d","nameContains":"n","unitsPerG":1e3}]}"#,
      "\t{\n\t\"entries\": [\n\t\t{\"id\": \"x\", \"bus\": \"iio\", \"name\": \"*\", "
        + "\"convention\": \"gravity\"}\n\t],\n\t\"scales\": [{\"driver\": \"d\", "
        + "\"nameContains\": \"n\", \"unitsPerG\": 10E+2}]\n}\n\t\n",
    ])
  func jsonForms(_ text: String) throws {
    let table = try DriverFrameTable.parse(text, file: "t.json")
    #expect(table.entries.map(\.id) == ["x"])
    #expect(table.scales.entries.map(\.unitsPerG) == [1000])
    let escaped = try DriverFrameTable.parse(
      #"{"scales": [{"driver": "a\/b", "nameContains": "\u00e9t\u00e9", "unitsPerG": null}]}"#,
      file: "t.json")
    #expect(escaped.scales.entries.map(\.driver) == ["a/b"])
    #expect(escaped.scales.entries.map(\.nameContains) == ["été"])
  }

  @Test(
    "a malformed table file is an error at the line and column of the value at fault",
    arguments: [
      (
        #"{"entries": [{"id": "x", "bus": "usb", "name": "*", "convention": "gravity"}]}"#,
        "t.json:1:33: entry 1 (x): 'bus' must be one of input, iio"
      ),
      (
        #"{"entries": [{"id": "x", "bus": "iio", "name": "*", "convention": "down"}]}"#,
        "t.json:1:67: entry 1 (x): 'convention' must be one of gravity, proper-acceleration, sensor-proxy, internal"
      ),
      (
        #"{"entries": [{"id": "x", "bus": "iio", "name": "*", "convention": "gravity", "axes": "1,0,0"}]}"#,
        "t.json:1:86: entry 1 (x): axes: expected 3 rows separated by ';' in mount matrix '1,0,0', found 1"
      ),
      (
        #"{"entries": [{"id": "x", "bus": "iio", "names": "*", "convention": "gravity"}]}"#,
        "t.json:1:40: entry 1: unknown key 'names'"
      ),
      (#"{"version": 2, "entries": []}"#, "t.json:1:13: unsupported version 2; expected 1"),
      ("[1, 2]", "t.json:1:1: expected an object with an 'entries' or 'scales' array"),
      (#"{"entries": {}}"#, "t.json:1:13: 'entries' must be an array"),
      (
        "{\"scales\": [\n  {\"driver\": \"lis3lv02d\", \"nameContains\": \"LIS3\", \"unitsPerG\": \"1000\"}\n]}",
        "t.json:2:64: scale 1 (lis3lv02d): 'unitsPerG' must be a positive number or null"
      ),
      (
        "{\"scales\": [\n  {\"driver\": \"x\", \"nameContains\": \"x\", \"unitsPerG\": -5}]}",
        "t.json:2:53: scale 1 (x): 'unitsPerG' must be a positive number or null"
      ),
      (
        "{\"scales\": [\n  {\"driver\": \"x\", \"nameContains\": \"x\"}]}",
        "t.json:2:3: scale 1 (x): 'unitsPerG' is missing; give a number, or null when it is unknown"
      ),
      (
        "{\"scales\": [{\"driver\": \"x\", \"nameContains\": \"x\", \"unitsPerG\": 1,\n  \"documented\": \"yes\"}]}",
        "t.json:2:17: scale 1 (x): 'documented' must be true or false"
      ),
      (
        "{\"scales\": [{\"driver\": \"x\", \"name\": \"x\"}]}",
        "t.json:1:29: scale 1: unknown key 'name'"
      ),
      (
        "{\"scales\": [\n  {\"driver\": \"x\" \"nameContains\": \"x\"}]}",
        "t.json:2:18: not JSON: did not find expected ',' or '}'"
      ),
      (
        #"{"scales": [], "scales": []}"#,
        "t.json:1:2: duplicate key 'scales'"
      ),
    ])
  func malformed(_ text: String, _ message: String) {
    do {
      _ = try DriverFrameTable.parse(text, file: "t.json")
      Issue.record("expected an error: \(message)")
    } catch {
      #expect(error.description == message)
      #expect(error.kind == .malformed)
    }
  }
}

import Foundation
import OrientationDetection
import Testing

@testable import OrientationFormats
@testable import OrientationTraces

/// The per-driver scale table: data in Configs/frames/drivers.json, read by the driver table's
/// loader, extended by the user's table files, explained by `DeviceScale` (SPEC §6).
@Suite("scale table")
struct ScaleTableTests {
  /// The table as it stood in Swift before it became data (`research/linux-input.md` §1.3):
  /// every figure and flag, in lookup order.
  static let swiftTable: [ScaleTableEntry] = [
    ScaleTableEntry(
      driver: "hid-playstation", nameContains: "Motion Sensors", unitsPerG: 8192,
      setsResolution: true, documented: true),
    ScaleTableEntry(
      driver: "hid-sony", nameContains: "Motion Sensors", unitsPerG: 113, setsResolution: true,
      documented: true),
    ScaleTableEntry(
      driver: "hid-nintendo", nameContains: "(IMU)", unitsPerG: 4096, setsResolution: true,
      documented: true),
    ScaleTableEntry(
      driver: "hid-steam", nameContains: "Motion Sensors", unitsPerG: nil, setsResolution: true,
      documented: true),
    ScaleTableEntry(
      driver: "wacom_wac", nameContains: "Wacom", unitsPerG: 1024, setsResolution: true,
      documented: true),
    ScaleTableEntry(
      driver: "hid-wiimote-modules", nameContains: "Wii Remote Accelerometer", unitsPerG: nil,
      setsResolution: false, documented: false),
    ScaleTableEntry(
      driver: "lis3lv02d", nameContains: "LIS3LV02DL", unitsPerG: 1000, setsResolution: false,
      documented: false),
    ScaleTableEntry(
      driver: "adxl34x", nameContains: "ADXL34x", unitsPerG: 256, setsResolution: false,
      documented: false),
    ScaleTableEntry(
      driver: "mma8450", nameContains: "mma8450", unitsPerG: 1024, setsResolution: false,
      documented: false),
    ScaleTableEntry(
      driver: "bma150", nameContains: "bma150", unitsPerG: 256, setsResolution: false,
      documented: false),
    ScaleTableEntry(
      driver: "hdaps", nameContains: "hdaps", unitsPerG: nil, setsResolution: false,
      documented: false),
  ]

  @Test("the bundled scale entries are the former Swift table, entry for entry, in order")
  func builtInIsTheFormerTable() {
    #expect(ScaleTable.builtIn.entries == Self.swiftTable)
    #expect(ScaleTable.builtIn.entries.allSatisfy { $0.file == "built-in" })
  }

  @Test(
    "lookup is unchanged: resolution, then --scale, then the first entry by name, then 256",
    arguments: [
      ("ST LIS3LV02DL Accelerometer", Int32(0), nil, ScaleSource.table, 1000.0, "lis3lv02d"),
      ("ST LIS3LV02DL Accelerometer", 50, nil, .resolution, 50, "lis3lv02d"),
      ("ST LIS3LV02DL Accelerometer", 0, 500, .option, 500, "lis3lv02d"),
      ("ST LIS3LV02DL Accelerometer", 50, 500, .resolution, 50, "lis3lv02d"),
      // hid-playstation comes first, so every "Motion Sensors" node matches it.
      (
        "Sony Computer Entertainment Wireless Controller Motion Sensors", 0, nil, .table, 8192,
        "hid-playstation"
      ),
      ("ThinkPad HDAPS accelerometer data", 0, nil, .fallback, 256, "hdaps"),
      ("Nintendo Wii Remote Accelerometer", 0, nil, .fallback, 256, "hid-wiimote-modules"),
    ] as [(String, Int32, Double?, ScaleSource, Double, String)])
  func lookup(
    _ name: String, _ resolution: Int32, _ scale: Double?, _ source: ScaleSource,
    _ units: Double, _ driver: String
  ) {
    let resolved = DeviceScale.resolve(name: name, resolution: resolution, scale: scale)
    #expect(resolved.source == source, "\(resolved.reason)")
    #expect(resolved.unitsPerG == units)
    #expect(resolved.entry?.driver == driver)
    #expect(
      resolved.gPerUnit
        == ScaleTable.builtIn.gPerUnit(
          deviceName: name, resolution: resolution,
          override: resolution > 0 ? nil : scale.map { 1 / $0 }))
  }

  @Test("an unknown device without a resolution has no figure, and the converter refuses it")
  func unknown() {
    let resolved = DeviceScale.resolve(name: "Example Accelerometer", resolution: 0)
    #expect(resolved.source == .none)
    #expect(resolved.unitsPerG == nil)
    #expect(resolved.entry == nil)
    #expect(
      resolved.summary
        == "unknown: no axis resolution and no scale entry matches evdev name 'Example "
        + "Accelerometer'; give --scale UNITS_PER_G")
    let device = DeviceDescription.accelerometer(name: "Example Accelerometer", resolution: 0)
    #expect(throws: SampleConversionError.self) { try SampleConverter(device: device) }
  }

  @Test("the explanation names the entry, its file, the text that matched and the figure used")
  func explanation() {
    let table = DeviceScale.resolve(name: "ST LIS3LV02DL Accelerometer", resolution: 0)
    #expect(
      table.summary
        == "1000 per g from table: no axis resolution; evdev name 'ST LIS3LV02DL Accelerometer' "
        + "contains 'LIS3LV02DL' of scale entry 'lis3lv02d' (built-in): 1000 units per g, "
        + "inferred from the driver's range, not documented")
    let fallback = DeviceScale.resolve(name: "hdaps", resolution: 0)
    #expect(
      fallback.summary
        == "256 per g from fallback: no axis resolution; evdev name 'hdaps' contains 'hdaps' of "
        + "scale entry 'hdaps' (built-in), which gives no figure: 256 units per g, "
        + "iio-sensor-proxy's assumption")
    let option = DeviceScale.resolve(name: "hdaps", resolution: 0, scale: 1000)
    #expect(
      option.summary
        == "1000 per g from --scale: --scale 1000 units per g, for an axis without a resolution")
    let resolution = DeviceScale.resolve(name: "hdaps", resolution: 64)
    #expect(
      resolution.summary
        == "64 per g from resolution: the axis resolution, 64 units per g; the scale table is not "
        + "consulted")
    let json = table.jsonObject
    #expect(json["source"] as? String == "table")
    #expect(json["entry"] as? String == "lis3lv02d")
    #expect(json["entryFile"] as? String == "built-in")
    #expect(json["unitsPerG"] as? Double == 1000)
    #expect(json["documented"] as? Bool == false)
  }

  @Test("a user's scale entries come first: they override a bundled entry and add new ones")
  func userEntries() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scales-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("local.json").path
    try """
    {"version": 1, "scales": [
      {"driver": "lis3lv02d", "nameContains": "LIS3LV02DL", "unitsPerG": 1024,
       "documented": true},
      {"driver": "my-chip", "nameContains": "Example Accelerometer", "unitsPerG": 512}
    ]}
    """.write(toFile: file, atomically: true, encoding: .utf8)
    let table = try DriverFrameTable.standard(directories: [directory.path])
    // Frame entries are untouched: a file may hold scales only.
    #expect(table.entries == DriverFrameTable.builtIn.entries)
    #expect(table.scales.entries.count == ScaleTable.builtIn.entries.count + 2)

    let overridden = DeviceScale.resolve(
      name: "ST LIS3LV02DL Accelerometer", resolution: 0, table: table.scales)
    #expect(overridden.unitsPerG == 1024)
    #expect(overridden.entry?.file == file)
    #expect(overridden.reason.contains("of scale entry 'lis3lv02d' (\(file)): 1024 units per g"))
    #expect(overridden.reason.hasSuffix("stated by the driver"))

    let added = DeviceScale.resolve(
      name: "Example Accelerometer", resolution: 0, table: table.scales)
    #expect(added.source == .table)
    #expect(added.entry?.driver == "my-chip")
    #expect(added.entry?.documented == false)
    #expect(added.entry?.setsResolution == false)

    // The converter takes the table: a device no bundled entry knows now converts.
    let device = DeviceDescription.accelerometer(name: "Example Accelerometer", resolution: 0)
    var axes = AxisState()
    axes[.y] = -512
    let converter = try SampleConverter(device: device, table: table.scales)
    #expect(converter.sample(axes, time: 0).y == -1)
    // The bundled entries follow.
    #expect(
      DeviceScale.resolve(name: "hdaps", resolution: 0, table: table.scales).entry?.file
        == "built-in")
  }

  @Test("a malformed user file is refused with its position and exit 65")
  func malformedUserFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scales-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("bad.json").path
    try """
    {"version": 1, "scales": [
      {"driver": "my-chip", "nameContains": "Example", "unitsPerG": 0}
    ]}
    """.write(toFile: file, atomically: true, encoding: .utf8)
    do {
      _ = try DriverFrameTable.standard(files: [file], directories: [])
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "\(file):2:65: scale 1 (my-chip): 'unitsPerG' must be a positive number or null")
      #expect(error.kind == .malformed)
    }
    let missing = directory.appendingPathComponent("missing.json").path
    #expect(throws: InputError.missingFile(missing)) {
      try DriverFrameTable.standard(files: [missing], directories: [])
    }
  }
}

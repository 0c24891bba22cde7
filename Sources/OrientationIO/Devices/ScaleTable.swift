import OrientationCore

/// Raw units per g for evdev accelerometer drivers that report no resolution
/// (SPEC §6; `research/linux-input.md` §1.3).
///
/// A quirk table, not code: when an axis has a resolution, value / resolution is used and this
/// table is not consulted. Entries marked `documented: false` are inferred from the driver's
/// range, not stated by it.
public struct ScaleTableEntry: Hashable, Sendable {
  /// The kernel driver (source file name without `.c`).
  public var driver: String
  /// Text found in the evdev node's name for this driver (case-insensitive).
  public var nameContains: String
  /// Raw units per g; `nil` when unknown (the fallback is used).
  public var unitsPerG: Double?
  /// Whether the driver sets `INPUT_PROP_ACCELEROMETER` and a resolution itself.
  public var setsResolution: Bool
  /// Whether the figure is stated by the driver (true) or inferred from its range (false).
  public var documented: Bool
  /// The file the entry was read from (`built-in` for the bundled table).
  public var file: String = "built-in"
}

/// The per-driver scale table and its lookup.
public enum ScaleTable {
  /// iio-sensor-proxy's assumption for evdev accelerometers (1 g ≈ 256), used when nothing
  /// better is known.
  public static let fallbackUnitsPerG = 256.0

  /// The drivers of research §1.3.
  public static let entries: [ScaleTableEntry] = [
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

  /// The first entry whose name text occurs in `deviceName`.
  public static func entry(forDeviceName deviceName: String) -> ScaleTableEntry? {
    let name = deviceName.lowercased()
    return entries.first { name.contains($0.nameContains.lowercased()) }
  }

  /// g per raw unit for a device: 1 / resolution when the axis has one, else the table, else
  /// the fallback. An explicit `override` (`--scale`, g per unit) wins over everything.
  public static func gPerUnit(deviceName: String, resolution: Int32, override: Double? = nil)
    -> Double
  {
    if let override { return override }
    if resolution > 0 { return 1 / Double(resolution) }
    return 1 / (entry(forDeviceName: deviceName)?.unitsPerG ?? fallbackUnitsPerG)
  }
}

/// One row of the scale table: raw units per g for an evdev accelerometer driver that reports no
/// axis resolution (SPEC §6; `research/linux-input.md` §1.3).
///
/// A quirk, kept as data: the `scales` array of `Configs/frames/drivers.json` and of the user's
/// table files. When an axis has a resolution, value / resolution is used and the table is not
/// consulted. Entries marked `documented: false` are inferred from the driver's range, not
/// stated by it.
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
  public var file: String

  /// An entry; `file` says where it was read.
  public init(
    driver: String, nameContains: String, unitsPerG: Double?, setsResolution: Bool,
    documented: Bool, file: String = "built-in"
  ) {
    self.driver = driver
    self.nameContains = nameContains
    self.unitsPerG = unitsPerG
    self.setsResolution = setsResolution
    self.documented = documented
    self.file = file
  }
}

/// The per-driver scale table and its lookup: the scale entries of the driver table
/// (``DriverFrameTable/scales``), the user's first, then the bundled ones.
public struct ScaleTable: Hashable, Sendable {
  /// iio-sensor-proxy's assumption for evdev accelerometers (1 g ≈ 256), used when nothing
  /// better is known.
  public static let fallbackUnitsPerG = 256.0

  /// The entries, in the order they are tried; the first match wins.
  public var entries: [ScaleTableEntry]

  /// A table of `entries`.
  public init(entries: [ScaleTableEntry]) { self.entries = entries }

  /// The bundled entries (`Configs/frames/drivers.json`).
  public static var builtIn: ScaleTable { DriverFrameTable.builtIn.scales }

  /// The first entry whose name text occurs in `deviceName`.
  public func entry(forDeviceName deviceName: String) -> ScaleTableEntry? {
    let name = deviceName.lowercased()
    return entries.first { name.contains($0.nameContains.lowercased()) }
  }

  /// g per raw unit for a device: 1 / resolution when the axis has one, else the table, else
  /// the fallback. An explicit `override` (`--scale`, g per unit) wins over everything.
  public func gPerUnit(deviceName: String, resolution: Int32, override: Double? = nil) -> Double {
    if let override { return override }
    if resolution > 0 { return 1 / Double(resolution) }
    return 1 / (entry(forDeviceName: deviceName)?.unitsPerG ?? Self.fallbackUnitsPerG)
  }
}

/// Where an evdev axis's units per g come from, in the order they are tried (SPEC §6).
public enum ScaleSource: String, Hashable, Sendable {
  /// The axis's own resolution (units per g): the table is not consulted.
  case resolution
  /// `--scale UNITS_PER_G`, for an axis without a resolution.
  case option = "--scale"
  /// The scale entry that matched the device's name.
  case table
  /// An entry matched but states no figure: iio-sensor-proxy's 256 per g.
  case fallback
  /// Nothing: no resolution, no `--scale`, no entry. Replay and watch refuse the device (exit 2).
  case none
}

/// The units per g of one evdev axis, and why (what `orientsim devices` shows).
public struct DeviceScale: Hashable, Sendable {
  /// Where the figure comes from.
  public var source: ScaleSource
  /// The figure used, units per g; `nil` for ``ScaleSource/none``.
  public var unitsPerG: Double?
  /// g per raw unit, as the sample converter multiplies (the fallback for ``ScaleSource/none``).
  public var gPerUnit: Double
  /// The scale entry that matched the device's name, if any, used or not.
  public var entry: ScaleTableEntry?
  /// Why this figure, in a sentence.
  public var reason: String

  /// The scale of an axis with `resolution` (0 or less: none) on a device named `name`;
  /// `scale` is `--scale` (units per g).
  public static func resolve(
    name: String, resolution: Int32, table: ScaleTable = .builtIn, scale: Double? = nil
  ) -> DeviceScale {
    let entry = table.entry(forDeviceName: name)
    let gPerUnit = table.gPerUnit(
      deviceName: name, resolution: resolution,
      override: resolution > 0 ? nil : scale.map { 1 / $0 })
    let matched = entry.map {
      "evdev name '\(name)' contains '\($0.nameContains)' of scale entry '\($0.driver)' "
        + "(\($0.file))"
    }
    if resolution > 0 {
      return DeviceScale(
        source: .resolution, unitsPerG: Double(resolution), gPerUnit: gPerUnit, entry: entry,
        reason: "the axis resolution, \(resolution) units per g; the scale table is not consulted")
    }
    if let scale {
      return DeviceScale(
        source: .option, unitsPerG: scale, gPerUnit: gPerUnit, entry: entry,
        reason: "--scale \(figure(scale)) units per g, for an axis without a resolution")
    }
    if let entry, let matched {
      guard let units = entry.unitsPerG else {
        return DeviceScale(
          source: .fallback, unitsPerG: fallbackUnits, gPerUnit: gPerUnit, entry: entry,
          reason:
            "no axis resolution; \(matched), which gives no figure: \(figure(fallbackUnits)) "
            + "units per g, iio-sensor-proxy's assumption")
      }
      return DeviceScale(
        source: .table, unitsPerG: units, gPerUnit: gPerUnit, entry: entry,
        reason:
          "no axis resolution; \(matched): \(figure(units)) units per g, "
          + (entry.documented
            ? "stated by the driver" : "inferred from the driver's range, not documented"))
    }
    return DeviceScale(
      source: .none, unitsPerG: nil, gPerUnit: gPerUnit, entry: nil,
      reason:
        "no axis resolution and no scale entry matches evdev name '\(name)'; give --scale "
        + "UNITS_PER_G")
  }

  private static let fallbackUnits = ScaleTable.fallbackUnitsPerG

  /// `1000` for 1000.0, `113.5` otherwise.
  static func figure(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }

  /// What `devices` shows: `1000 per g from table: no axis resolution; …`.
  public var summary: String {
    guard let unitsPerG else { return "unknown: \(reason)" }
    return "\(Self.figure(unitsPerG)) per g from \(source.rawValue): \(reason)"
  }

  /// What `devices --json` shows.
  public var jsonObject: [String: Any] {
    var object: [String: Any] = ["source": source.rawValue, "reason": reason]
    if let unitsPerG { object["unitsPerG"] = unitsPerG }
    if let entry {
      object["entry"] = entry.driver
      object["entryFile"] = entry.file
      object["nameContains"] = entry.nameContains
      object["documented"] = entry.documented
    }
    return object
  }
}

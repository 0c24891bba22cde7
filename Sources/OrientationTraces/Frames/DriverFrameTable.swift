import Foundation
import OrientationDetection
import OrientationFormats

#if canImport(Glibc)
  import Glibc
#endif

/// How a driver family's raw axis values relate to the device (SPEC §6).
public enum FrameConvention: String, Hashable, Sendable, CaseIterable {
  /// The gravity vector: −1 g on the axis pointing up (HID sensor hubs, Windows' convention).
  /// Upright reads (0, −1, 0), face up (0, 0, −1).
  case gravity
  /// Proper acceleration, what the sensor measures: +1 g on the axis pointing up (native IIO
  /// drivers, game controllers). Upright reads (0, +1, 0), face up (0, 0, +1).
  case properAcceleration = "proper-acceleration"
  /// Already in iio-sensor-proxy's frame, the one udev's `ACCEL_MOUNT_MATRIX` entries are
  /// written for: upright (0, −1, 0), face up z > 0. What iio-sensor-proxy assumes of every
  /// device, so the default when no entry matches.
  case sensorProxy = "sensor-proxy"
  /// Already orientsim's internal frame (traces orientsim writes): no table step, no z flip.
  case `internal`

  /// The matrix from this convention to iio-sensor-proxy's frame; `nil` for ``internal``.
  public var toSensorProxyFrame: MountMatrix? {
    switch self {
    case .gravity: DeviceFrame.flipZ
    case .properAcceleration: MountMatrix(rows: [[-1, 0, 0], [0, -1, 0], [0, 0, 1]])
    case .sensorProxy: .identity
    case .internal: nil
    }
  }
}

/// Which kind of device node a frame entry is for.
public enum DeviceBus: String, Hashable, Sendable, CaseIterable {
  /// evdev (`/dev/input/event*`), and traces recorded from one.
  case input
  /// IIO (`/sys/bus/iio/devices/iio:deviceN`).
  case iio
}

/// One row of the driver-frame table (`Configs/frames/*.json`).
public struct DriverFrameEntry: Hashable, Sendable {
  /// A short name, shown by `devices --json`.
  public var id: String
  /// The kind of node it applies to.
  public var bus: DeviceBus
  /// Shell patterns (`fnmatch`, case-insensitive) for the device name: the evdev node's name
  /// or the IIO device's `name` attribute.
  public var names: [String]
  /// How the raw values relate to the device.
  public var convention: FrameConvention
  /// An axis swap applied to raw values before the convention (`a,b,c; d,e,f; g,h,i`,
  /// corrected = M · raw); identity when absent.
  public var axes: MountMatrix
  /// Why the entry says so, in a sentence.
  public var why: String
  /// Where the rule comes from.
  public var source: String
  /// The file the entry was read from (`built-in` for the bundled table).
  public var file: String

  /// The first of `names` that matches `name`, if any.
  public func matchingPattern(for name: String) -> String? {
    // FNM_CASEFOLD (a GNU extension, 1 << 4) is not imported into Swift.
    names.first { fnmatch($0, name, 1 << 4) == 0 }
  }

  /// The matrix from raw values to iio-sensor-proxy's frame; `nil` for the internal convention.
  public var toSensorProxyFrame: MountMatrix? {
    convention.toSensorProxyFrame.map { $0.concatenating(axes) }
  }
}

/// The driver table: per driver family, whether raw values are gravity or proper acceleration
/// and any axis swap (SPEC §6), and per driver, the units per g of evdev axes that report no
/// resolution (``scales``). Data, not code: the bundled table is `Configs/frames/drivers.json`
/// (compiled in, so the binary needs no files), and users add entries in files of the same
/// layout, which are consulted first.
public struct DriverFrameTable: Hashable, Sendable {
  /// The frame entries, in the order they are tried; the first match wins.
  public var entries: [DriverFrameEntry]
  /// The scale entries (a file's `scales` array), in the order they are tried.
  public var scales: ScaleTable

  /// A table of `entries` and `scales`.
  public init(entries: [DriverFrameEntry], scales: ScaleTable = ScaleTable(entries: [])) {
    self.entries = entries
    self.scales = scales
  }

  /// The bundled table.
  public static let builtIn: DriverFrameTable = {
    do {
      return try parse(builtInJSON, file: "built-in")
    } catch {
      preconditionFailure("the built-in driver table does not parse: \(error)")
    }
  }()

  /// Directories whose `*.json` files are read before the bundled table: the user's
  /// (`$XDG_CONFIG_HOME/orientsim/frames`, default `~/.config/orientsim/frames`), then the
  /// system's (`/etc/orientsim/frames`).
  public static func userDirectories(environment: [String: String]) -> [String] {
    var directories: [String] = []
    if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
      directories.append(config + "/orientsim/frames")
    } else if let home = environment["HOME"], !home.isEmpty {
      directories.append(home + "/.config/orientsim/frames")
    }
    directories.append("/etc/orientsim/frames")
    return directories
  }

  /// The table in use: entries of `files`, then of the `*.json` files in `directories` (sorted
  /// by name), then the bundled ones — frame and scale entries alike.
  public static func standard(
    files: [String] = [],
    directories: [String] = userDirectories(environment: ProcessInfo.processInfo.environment)
  ) throws(InputError) -> DriverFrameTable {
    var table = DriverFrameTable(entries: [])
    func add(_ path: String) throws(InputError) {
      let file = try load(path)
      table.entries += file.entries
      table.scales.entries += file.scales.entries
    }
    for file in files { try add(file) }
    for directory in directories {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      for name in names.sorted() where name.hasSuffix(".json") { try add(directory + "/" + name) }
    }
    table.entries += builtIn.entries
    table.scales.entries += builtIn.scales.entries
    return table
  }

  /// The first entry for `bus` whose patterns match `name`, with the pattern that matched.
  public func match(bus: DeviceBus, name: String) -> (entry: DriverFrameEntry, pattern: String)? {
    for entry in entries where entry.bus == bus {
      if let pattern = entry.matchingPattern(for: name) { return (entry, pattern) }
    }
    return nil
  }
}

import Foundation
import OrientationDetection

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

/// The driver-frame table: per driver family, whether raw values are gravity or proper
/// acceleration and any axis swap (SPEC §6). Data, not code: the bundled table is
/// `Configs/frames/drivers.json` (compiled in, so the binary needs no files), and users add
/// entries in files of the same layout, which are consulted first.
public struct DriverFrameTable: Hashable, Sendable {
  /// The entries, in the order they are tried; the first match wins.
  public var entries: [DriverFrameEntry]

  /// A table of `entries`.
  public init(entries: [DriverFrameEntry]) { self.entries = entries }

  /// The bundled table.
  public static let builtIn: DriverFrameTable = {
    do {
      return DriverFrameTable(entries: try parse(builtInJSON, file: "built-in"))
    } catch {
      preconditionFailure("the built-in frame table does not parse: \(error)")
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
  /// by name), then the bundled ones.
  public static func standard(
    files: [String] = [],
    directories: [String] = userDirectories(environment: ProcessInfo.processInfo.environment)
  ) throws(InputError) -> DriverFrameTable {
    var entries: [DriverFrameEntry] = []
    for file in files { entries += try load(file) }
    for directory in directories {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      for name in names.sorted() where name.hasSuffix(".json") {
        entries += try load(directory + "/" + name)
      }
    }
    return DriverFrameTable(entries: entries + builtIn.entries)
  }

  /// The entries of a table file.
  public static func load(_ path: String) throws(InputError) -> [DriverFrameEntry] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .missingFile(
        path, reason: FileManager.default.fileExists(atPath: path) ? "cannot read" : "no such file")
    }
    return try parse(String(decoding: data, as: UTF8.self), file: path)
  }

  /// Parses a table file's text.
  public static func parse(_ text: String, file: String) throws(InputError) -> [DriverFrameEntry] {
    func fail(_ message: String) -> InputError {
      InputError(file: file, line: 0, column: 0, message: message)
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      throw fail("not JSON: \(error.localizedDescription)")
    }
    guard let root = object as? [String: Any], let list = root["entries"] as? [Any] else {
      throw fail("expected an object with an 'entries' array")
    }
    if let version = root["version"], (version as? Int) != 1 {
      throw fail("unsupported version \(version); expected 1")
    }
    let known: Set = ["id", "bus", "name", "convention", "axes", "why", "source"]
    var entries: [DriverFrameEntry] = []
    for (index, item) in list.enumerated() {
      let at = "entry \(index + 1)"
      guard let fields = item as? [String: Any] else { throw fail("\(at) is not an object") }
      if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
        throw fail("\(at): unknown key '\(unknown)'")
      }
      guard let id = fields["id"] as? String, !id.isEmpty else {
        throw fail("\(at): 'id' must be a non-empty string")
      }
      guard let busText = fields["bus"] as? String, let bus = DeviceBus(rawValue: busText) else {
        throw fail("\(at) (\(id)): 'bus' must be one of input, iio")
      }
      let names: [String]
      if let one = fields["name"] as? String {
        names = [one]
      } else if let many = fields["name"] as? [String], !many.isEmpty {
        names = many
      } else {
        throw fail("\(at) (\(id)): 'name' must be a pattern or a list of patterns")
      }
      guard let conventionText = fields["convention"] as? String,
        let convention = FrameConvention(rawValue: conventionText)
      else {
        throw fail(
          "\(at) (\(id)): 'convention' must be one of "
            + FrameConvention.allCases.map(\.rawValue).joined(separator: ", "))
      }
      var axes = MountMatrix.identity
      if let axesValue = fields["axes"] {
        guard let axesText = axesValue as? String else {
          throw fail("\(at) (\(id)): 'axes' must be a matrix 'a,b,c; d,e,f; g,h,i'")
        }
        do {
          axes = try MountMatrix(parsing: axesText)
        } catch {
          throw fail("\(at) (\(id)): axes: \(error.message)")
        }
      }
      entries.append(
        DriverFrameEntry(
          id: id, bus: bus, names: names, convention: convention, axes: axes,
          why: fields["why"] as? String ?? "", source: fields["source"] as? String ?? "",
          file: file))
    }
    return entries
  }

  /// The first entry for `bus` whose patterns match `name`, with the pattern that matched.
  public func match(bus: DeviceBus, name: String) -> (entry: DriverFrameEntry, pattern: String)? {
    for entry in entries where entry.bus == bus {
      if let pattern = entry.matchingPattern(for: name) { return (entry, pattern) }
    }
    return nil
  }
}

import Foundation
import OrientationDetection
import OrientationTraces
import SystemPackage

/// Where the system's files are, so that tests can point discovery and reading at a fake tree.
public struct IIOPaths: Hashable, Sendable {
  /// sysfs (`/sys`); devices are under `bus/iio/devices`.
  public var sysfs: String
  /// Device nodes (`/dev`).
  public var dev: String
  /// udev's database (`/run/udev/data`), for `ACCEL_MOUNT_MATRIX` and `ACCEL_LOCATION`.
  public var udevData: String

  /// The real system's paths.
  public static let system = IIOPaths(sysfs: "/sys", dev: "/dev", udevData: "/run/udev/data")

  /// Paths under `root` (a fake tree: `root/sys`, `root/dev`, `root/run/udev/data`).
  public static func under(_ root: String) -> IIOPaths {
    IIOPaths(sysfs: root + "/sys", dev: root + "/dev", udevData: root + "/run/udev/data")
  }

  /// Makes paths.
  public init(sysfs: String, dev: String, udevData: String) {
    self.sysfs = sysfs
    self.dev = dev
    self.udevData = udevData
  }

  /// `bus/iio/devices` under sysfs.
  public var devices: String { sysfs + "/bus/iio/devices" }
}

/// An IIO accelerometer as sysfs and udev describe it (SPEC §6, §7).
public struct IIODevice: Hashable, Sendable {
  /// `iio:deviceN`.
  public var id: String
  /// The device's sysfs directory.
  public var sysfsPath: String
  /// The character device, `/dev/iio:deviceN`.
  public var node: String
  /// The `name` attribute (the driver's device name, e.g. `accel_3d`).
  public var name: String
  /// The `label` attribute, when present (`accel-display`, `accel-base`).
  public var label: String?
  /// m/s² per raw unit, per axis (`in_accel_scale` or `in_accel_<axis>_scale`); nil if absent.
  public var scale: [Double?]
  /// Added to raw values before scaling, per axis (`in_accel_offset`, `in_accel_<axis>_offset`).
  public var offset: [Double]
  /// `sampling_frequency` / `in_accel_sampling_frequency`, Hz.
  public var samplingFrequency: Double?
  /// The kernel's mount matrix and the attribute it came from.
  public var kernelMount: MountMatrix?
  /// The attribute that held ``kernelMount``.
  public var kernelMountAttribute: String?
  /// udev's `ACCEL_MOUNT_MATRIX`.
  public var udevMount: MountMatrix?
  /// The udev properties of the device (`E:` lines of its database entry).
  public var udevProperties: [String: String]
  /// `display` or `base`.
  public var location: String
  /// Where ``location`` came from.
  public var locationSource: String
  /// Whether `scan_elements` offers x, y and z (buffered reading possible).
  public var hasBuffer: Bool
  /// The device's own trigger (`<name>-dev<N>`), when one exists.
  public var ownTrigger: String?
  /// `major:minor` of the node.
  public var devNumber: String?

  /// Whether the sensor is in the display (iio-sensor-proxy ignores base sensors).
  public var isDisplaySensor: Bool { location != "base" }

  /// The path of an attribute.
  public func attribute(_ name: String) -> String { sysfsPath + "/" + name }

  /// An attribute's text, trimmed; nil when absent or unreadable. Trailing NULs go too: some
  /// kernels' `current_timestamp_clock` emits its name with the string's terminator
  /// (`monotonic\n\0`).
  static func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: attributePadding)
  }

  static let attributePadding = CharacterSet.whitespacesAndNewlines.union(
    CharacterSet(charactersIn: "\0"))

  /// Reads the device in `directory` (a sysfs device directory); nil when it is not an
  /// accelerometer (no x, y and z acceleration channels).
  public static func load(directory: String, paths: IIOPaths = .system) -> IIODevice? {
    let id = (directory as NSString).lastPathComponent
    func attr(_ name: String) -> String? { read(directory + "/" + name) }
    func exists(_ name: String) -> Bool {
      FileManager.default.fileExists(atPath: directory + "/" + name)
    }
    let axes = ["x", "y", "z"]
    let polled = axes.allSatisfy { exists("in_accel_\($0)_raw") }
    let buffered = axes.allSatisfy { exists("scan_elements/in_accel_\($0)_en") }
    guard polled || buffered else { return nil }
    let name = attr("name") ?? id
    let sharedScale = attr("in_accel_scale").flatMap(Double.init)
    let sharedOffset = attr("in_accel_offset").flatMap(Double.init) ?? 0
    let scale = axes.map { attr("in_accel_\($0)_scale").flatMap(Double.init) ?? sharedScale }
    let offset = axes.map { attr("in_accel_\($0)_offset").flatMap(Double.init) ?? sharedOffset }
    let frequency = (attr("in_accel_sampling_frequency") ?? attr("sampling_frequency"))
      .flatMap(Double.init)
    var kernelMount: MountMatrix?
    var kernelMountAttribute: String?
    for attribute in ["mount_matrix", "in_accel_mount_matrix", "in_mount_matrix"] {
      if let text = attr(attribute), let matrix = try? MountMatrix(parsing: text) {
        kernelMount = matrix
        kernelMountAttribute = attribute
        break
      }
    }
    let devNumber = attr("dev")
    let properties =
      devNumber.map { UdevProperties.parse(atPath: paths.udevData + "/c" + $0) } ?? [:]
    let udevMount = UdevProperties.mountMatrix(properties)
    let label = attr("label")
    // iio-sensor-proxy's order: udev ACCEL_LOCATION, then the label, then `location`.
    var location = "display"
    var locationSource = "default"
    if let value = properties["ACCEL_LOCATION"] {
      location = value == "base" ? "base" : "display"
      locationSource = "udev ACCEL_LOCATION"
    } else if let label, label == "accel-base" || label == "accel-display" {
      location = label == "accel-base" ? "base" : "display"
      locationSource = "sysfs label"
    } else if let value = attr("location") {
      location = value == "base" ? "base" : "display"
      locationSource = "sysfs location"
    }
    let ownTrigger = buffered ? Self.ownTrigger(name: name, id: id, paths: paths) : nil
    return IIODevice(
      id: id, sysfsPath: directory, node: paths.dev + "/" + id, name: name, label: label,
      scale: scale, offset: offset, samplingFrequency: frequency, kernelMount: kernelMount,
      kernelMountAttribute: kernelMountAttribute, udevMount: udevMount,
      udevProperties: properties, location: location, locationSource: locationSource,
      hasBuffer: buffered, ownTrigger: ownTrigger, devNumber: devNumber)
  }

  /// The device's own trigger (`<name>-dev<N>`), when one exists.
  static func ownTrigger(name: String, id: String, paths: IIOPaths) -> String? {
    guard let number = Int(id.dropFirst("iio:device".count)) else { return nil }
    let wanted = "\(name)-dev\(number)"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: paths.devices)) ?? []
    for entry in entries.sorted() where entry.hasPrefix("trigger") {
      if read(paths.devices + "/" + entry + "/name") == wanted { return wanted }
    }
    return nil
  }

  /// Whether `argument` names an IIO device: a `/dev/iio:deviceN` node or a sysfs path.
  public static func isIIOArgument(_ argument: String) -> Bool {
    (argument as NSString).lastPathComponent.hasPrefix("iio:device") || argument.hasPrefix("/sys/")
  }

  /// The accelerometer named by `argument`: `/dev/iio:deviceN` (any directory: the name is
  /// looked up under sysfs) or the device's sysfs directory.
  public static func resolve(_ argument: String, paths: IIOPaths = .system) throws(DeviceError)
    -> IIODevice
  {
    let (directory, node) = try location(of: argument, paths: paths)
    guard var device = load(directory: directory, paths: paths) else {
      throw DeviceError(
        path: argument, operation: "find IIO accelerometer channels (in_accel_x/y/z)",
        errno: nil, kind: .unsupported)
    }
    if let node { device.node = node }
    return device
  }

  /// The sysfs directory `argument` names (`/dev/iio:deviceN`, looked up under sysfs, or the
  /// directory itself), and the node when the argument is one (in any directory).
  static func location(of argument: String, paths: IIOPaths) throws(DeviceError)
    -> (directory: String, node: String?)
  {
    let last = (argument.hasSuffix("/") ? String(argument.dropLast()) : argument)
    let id = (last as NSString).lastPathComponent
    let directory: String
    if FileManager.default.fileExists(atPath: last + "/name") {
      directory = last
    } else if id.hasPrefix("iio:device") {
      directory = paths.devices + "/" + id
    } else {
      throw DeviceError(path: argument, operation: "find IIO device", errno: .noSuchFileOrDirectory)
    }
    guard FileManager.default.fileExists(atPath: directory) else {
      throw DeviceError(path: argument, operation: "find IIO device", errno: .noSuchFileOrDirectory)
    }
    let isNode =
      argument.hasPrefix("/") && id.hasPrefix("iio:device")
      && !FileManager.default.fileExists(atPath: argument + "/name")
    return (directory, isNode ? argument : nil)
  }

  /// The frame (table entry, mount) for this device.
  public func frame(table: DriverFrameTable = .builtIn, override: MountMatrix? = nil)
    -> DeviceFrame
  {
    DeviceFrame.resolve(
      bus: .iio, name: name, table: table, override: override, udevMount: udevMount,
      kernelMount: kernelMount)
  }
}

/// Lists IIO accelerometers under sysfs (SPEC §7).
public enum IIODiscovery {
  /// Every `iio:device*` with x, y and z acceleration channels, in numeric order.
  public static func list(paths: IIOPaths = .system) -> [IIODevice] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: paths.devices)) ?? []
    let ids = entries.filter { $0.hasPrefix("iio:device") }
      .sorted { (Int($0.dropFirst(10)) ?? 0) < (Int($1.dropFirst(10)) ?? 0) }
    return ids.compactMap { IIODevice.load(directory: paths.devices + "/" + $0, paths: paths) }
  }
}

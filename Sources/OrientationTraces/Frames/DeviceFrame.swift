import OrientationDetection

/// Where a device's mount matrix came from (SPEC §6).
public enum MountSource: String, Hashable, Sendable {
  /// `--mount` on the command line; it replaces the table's step too.
  case option = "--mount"
  /// udev's `ACCEL_MOUNT_MATRIX` property (hwdb).
  case udev = "udev ACCEL_MOUNT_MATRIX"
  /// The kernel's `mount_matrix` / `in_accel_mount_matrix` attribute.
  case kernel = "sysfs mount_matrix"
  /// None: identity.
  case none
}

/// The way from a device's raw axes (in g) to orientsim's internal frame, and why (SPEC §6).
///
/// raw → the driver-frame table's entry (axis swap, then the convention) → iio-sensor-proxy's
/// frame (upright (0, −1, 0), face up z > 0) → the mount matrix (`--mount`, else udev's
/// `ACCEL_MOUNT_MATRIX`, else the kernel's `mount_matrix`, else identity) → z negated → the
/// internal frame. `--mount` replaces the table's step. A device whose entry says `internal`
/// (orientsim's own traces) skips the table and the z flip; only `--mount` applies then.
/// A device no entry matches is taken to be in iio-sensor-proxy's frame already, as the daemon
/// takes every device, so the `iio` detector gives the daemon's answer on the same raw input.
public struct DeviceFrame: Hashable, Sendable {
  /// `diag(1, 1, −1)`: between iio-sensor-proxy's frame and the internal one.
  public static let flipZ = MountMatrix(rows: [[1, 0, 0], [0, 1, 0], [0, 0, -1]])!

  /// The table entry that matched, if any.
  public var entry: DriverFrameEntry?
  /// The pattern of the entry that matched the name.
  public var pattern: String?
  /// The convention used.
  public var convention: FrameConvention
  /// Why this convention, in a sentence.
  public var reason: String
  /// The mount matrix used (identity when none).
  public var mount: MountMatrix
  /// Where it came from.
  public var mountSource: MountSource
  /// Whether the table's step was applied (not with `--mount`, not for `internal`).
  public var tableApplied: Bool
  /// The whole way: internal = matrix · raw.
  public var matrix: MountMatrix

  /// The frame of a device named `name` on `bus`.
  public static func resolve(
    bus: DeviceBus, name: String, table: DriverFrameTable = .builtIn,
    override: MountMatrix? = nil, udevMount: MountMatrix? = nil, kernelMount: MountMatrix? = nil
  ) -> DeviceFrame {
    let found = table.match(bus: bus, name: name)
    let convention = found?.entry.convention ?? .sensorProxy
    let mount: MountMatrix
    let source: MountSource
    if let override {
      (mount, source) = (override, .option)
    } else if let udevMount, convention != .internal {
      (mount, source) = (udevMount, .udev)
    } else if let kernelMount, convention != .internal {
      (mount, source) = (kernelMount, .kernel)
    } else {
      (mount, source) = (.identity, .none)
    }
    let reason: String
    if let found {
      reason =
        "\(bus == .iio ? "IIO" : "evdev") name '\(name)' matches '\(found.pattern)' of entry "
        + "'\(found.entry.id)' (\(found.entry.file)): \(found.entry.why)"
    } else {
      reason =
        "no entry matches \(bus == .iio ? "IIO" : "evdev") name '\(name)': raw values are taken "
        + "to be in iio-sensor-proxy's frame, as the daemon takes them"
    }
    let matrix: MountMatrix
    let tableApplied: Bool
    if let toProxy = found?.entry.toSensorProxyFrame {
      tableApplied = source != .option
      matrix = flipZ.concatenating(mount).concatenating(tableApplied ? toProxy : .identity)
    } else if convention == .internal {
      tableApplied = false
      matrix = mount
    } else {
      tableApplied = false
      matrix = flipZ.concatenating(mount)
    }
    return DeviceFrame(
      entry: found?.entry, pattern: found?.pattern, convention: convention, reason: reason,
      mount: mount, mountSource: source, tableApplied: tableApplied, matrix: matrix)
  }

  /// What `devices --json` shows.
  public var jsonObject: [String: Any] {
    var object: [String: Any] = [
      "convention": convention.rawValue, "reason": reason, "mount": mount.description,
      "mountSource": mountSource.rawValue, "tableApplied": tableApplied,
      "matrix": matrix.description,
    ]
    if let entry {
      object["entry"] = entry.id
      object["entryFile"] = entry.file
      object["pattern"] = pattern ?? ""
    }
    return object
  }
}

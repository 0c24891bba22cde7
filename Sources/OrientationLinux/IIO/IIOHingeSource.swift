import Foundation

/// An IIO hinge-angle source as sysfs describes it (SPEC §6.1 "Sources", §8.4): Intel's HID
/// custom hinge sensor (`hinge`, F-30) or the ChromeOS EC lid angle (`cros-ec-lid-angle`, F-35).
/// Listed by `orientsim devices`, read by ``IIOHingeReader``.
public struct IIOHingeSource: Hashable, Sendable {
  /// What kind of source, as `devices --json` names it.
  public enum Kind: String, Sendable, Hashable {
    /// `hid-sensor-custom-intel-hinge`: `in_angl0..2_raw` (hinge, screen, keyboard).
    case hinge
    /// `cros-ec-lid-angle`: `in_angl_raw` in degrees, 500 when unreliable.
    case lidAngle
  }

  /// `hinge` or `lidAngle`.
  public var kind: Kind
  /// `iio:deviceN`.
  public var id: String
  /// The device's sysfs directory.
  public var sysfsPath: String
  /// The character device, `/dev/iio:deviceN`.
  public var node: String
  /// The `name` attribute.
  public var name: String
  /// `in_angl_scale`: radians per unit for `hinge` (F-31); `nil` when absent (a lid angle is
  /// in degrees).
  public var scale: Double?
  /// `in_angl_offset`, 0 when absent.
  public var offset: Double
  /// `in_angl_sampling_frequency`, Hz.
  public var samplingFrequency: Double?
  /// Whether the hinge channel has a scan element (a buffer); else sysfs polling.
  public var hasBuffer: Bool
  /// The channels' labels in order (`in_angl0_label` …), when the driver gives them.
  public var labels: [String]
  /// The device's own trigger (`<name>-dev<N>`), when one exists.
  public var ownTrigger: String?

  /// The channel read: the hinge angle (`in_angl0`; `screen` and `keyboard` are not used,
  /// F-34), or the lid angle (`in_angl`).
  public var channels: IIOReader.Channels { kind == .hinge ? .hinge : .lidAngle }

  /// The device as ``IIOReader`` opens it.
  public var device: IIODevice {
    IIODevice(
      id: id, sysfsPath: sysfsPath, node: node, name: name, label: nil, scale: [scale],
      offset: [offset], samplingFrequency: samplingFrequency, kernelMount: nil,
      kernelMountAttribute: nil, udevMount: nil, udevProperties: [:], location: "display",
      locationSource: "default", hasBuffer: hasBuffer, ownTrigger: ownTrigger, devNumber: nil)
  }

  /// Reads the device in `directory`; `nil` when it is not a hinge source.
  public static func load(directory: String, paths: IIOPaths = .system) -> IIOHingeSource? {
    let id = (directory as NSString).lastPathComponent
    func attr(_ name: String) -> String? { IIODevice.read(directory + "/" + name) }
    func exists(_ name: String) -> Bool {
      FileManager.default.fileExists(atPath: directory + "/" + name)
    }
    let name = attr("name") ?? ""
    let kind: Kind
    switch name {
    case "hinge" where exists("in_angl0_raw") || exists("scan_elements/in_angl0_en"):
      kind = .hinge
    case "cros-ec-lid-angle" where exists("in_angl_raw"):
      kind = .lidAngle
    default:
      return nil
    }
    let labels = (0..<3).compactMap { attr("in_angl\($0)_label") }
    return IIOHingeSource(
      kind: kind, id: id, sysfsPath: directory, node: paths.dev + "/" + id, name: name,
      scale: attr("in_angl_scale").flatMap(Double.init),
      offset: attr("in_angl_offset").flatMap(Double.init) ?? 0,
      samplingFrequency: attr("in_angl_sampling_frequency").flatMap(Double.init),
      hasBuffer: exists("scan_elements/in_angl0_en"), labels: labels,
      ownTrigger: IIODevice.ownTrigger(name: name, id: id, paths: paths))
  }

  /// The hinge source named by `argument`: `/dev/iio:deviceN` (any directory: the name is
  /// looked up under sysfs) or the device's sysfs directory.
  public static func resolve(_ argument: String, paths: IIOPaths = .system) throws(DeviceError)
    -> IIOHingeSource
  {
    let (directory, node) = try IIODevice.location(of: argument, paths: paths)
    guard var source = load(directory: directory, paths: paths) else {
      throw DeviceError(
        path: argument,
        operation: "find a hinge angle (in_angl0 of an IIO device named hinge, or in_angl of "
          + "cros-ec-lid-angle)", errno: nil, kind: .unsupported)
    }
    if let node { source.node = node }
    return source
  }
}

extension IIODiscovery {
  /// Every IIO hinge source, in SPEC §6.1's order: `hinge` devices, then `cros-ec-lid-angle`
  /// ones, each in numeric order.
  public static func hingeSources(paths: IIOPaths = .system) -> [IIOHingeSource] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: paths.devices)) ?? []
    let ids = entries.filter { $0.hasPrefix("iio:device") }
      .sorted { (Int($0.dropFirst(10)) ?? 0) < (Int($1.dropFirst(10)) ?? 0) }
    let sources = ids.compactMap {
      IIOHingeSource.load(directory: paths.devices + "/" + $0, paths: paths)
    }
    return sources.filter { $0.kind == .hinge } + sources.filter { $0.kind == .lidAngle }
  }
}

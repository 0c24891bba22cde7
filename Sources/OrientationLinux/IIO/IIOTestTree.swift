import Foundation
import Glibc

/// A fake IIO tree in a directory (`sys/bus/iio/devices`, `dev`, `run/udev/data`), laid out as
/// the kernel and udev lay out theirs, so that discovery and reading run without a device
/// (the real kernel proves the same code in the real-kernel tier, `Tests/vm`).
public struct IIOTestTree: Sendable {
  /// The tree's root directory.
  public let root: String
  /// The paths to hand to discovery and readers.
  public var paths: IIOPaths { .under(root) }

  /// A new, empty tree in a fresh temporary directory.
  public init() throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("orientsim-iio-\(UUID().uuidString)").path
    for directory in ["sys/bus/iio/devices", "dev", "run/udev/data"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + directory, withIntermediateDirectories: true)
    }
  }

  /// A device to add.
  public struct Device: Sendable {
    /// N of `iio:deviceN`.
    public var number: Int
    /// The `name` attribute.
    public var name: String
    /// Raw x, y, z (`in_accel_*_raw`).
    public var raw: (Int64, Int64, Int64) = (0, 0, 0)
    /// `in_accel_scale`, m/s² per unit; nil leaves it out.
    public var scale: String? = "0.009806650"
    /// `in_accel_offset`; nil leaves it out.
    public var offset: String?
    /// `in_accel_sampling_frequency`.
    public var samplingFrequency: String? = "100"
    /// `in_accel_mount_matrix`.
    public var mountMatrix: String?
    /// `label`.
    public var label: String?
    /// Scan element type of x, y, z; nil: no buffer.
    public var scanType: String? = "le:s16/32>>0"
    /// Whether a timestamp scan element exists.
    public var timestamp = true
    /// Whether the device's own trigger (`<name>-dev<N>`) exists.
    public var trigger = true
    /// udev properties (`E:` lines).
    public var udev: [String: String] = [:]
    /// Whether it has acceleration channels at all.
    public var accelerometer = true
    /// More attributes, by path under the device's directory (a hinge's `in_angl0_raw`).
    public var attributes: [String: String] = [:]

    /// A device.
    public init(number: Int, name: String) {
      self.number = number
      self.name = name
    }
  }

  func write(_ text: String, _ path: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try (text + "\n").write(to: url, atomically: false, encoding: .utf8)
  }

  /// Adds `device`; returns its sysfs directory. The node `dev/iio:deviceN` is a FIFO: write
  /// scans into it with ``open(writing:)``; closing it is an unplug.
  @discardableResult
  public func add(_ device: Device) throws -> String {
    let id = "iio:device\(device.number)"
    let base = "sys/bus/iio/devices/" + id
    try write(device.name, base + "/name")
    try write("250:\(device.number)", base + "/dev")
    if let label = device.label { try write(label, base + "/label") }
    if device.accelerometer {
      try write(String(device.raw.0), base + "/in_accel_x_raw")
      try write(String(device.raw.1), base + "/in_accel_y_raw")
      try write(String(device.raw.2), base + "/in_accel_z_raw")
      if let scale = device.scale { try write(scale, base + "/in_accel_scale") }
      if let offset = device.offset { try write(offset, base + "/in_accel_offset") }
      if let frequency = device.samplingFrequency {
        try write(frequency, base + "/in_accel_sampling_frequency")
      }
      if let matrix = device.mountMatrix { try write(matrix, base + "/in_accel_mount_matrix") }
      if let type = device.scanType {
        for (index, axis) in ["x", "y", "z"].enumerated() {
          try write("0", base + "/scan_elements/in_accel_\(axis)_en")
          try write(String(index), base + "/scan_elements/in_accel_\(axis)_index")
          try write(type, base + "/scan_elements/in_accel_\(axis)_type")
        }
        if device.timestamp {
          try write("0", base + "/scan_elements/in_timestamp_en")
          try write("3", base + "/scan_elements/in_timestamp_index")
          try write("le:s64/64>>0", base + "/scan_elements/in_timestamp_type")
        }
        try write("0", base + "/buffer/enable")
        try write("2", base + "/buffer/length")
        try write("", base + "/trigger/current_trigger")
        try write("realtime", base + "/current_timestamp_clock")
        if device.trigger {
          try write(
            "\(device.name)-dev\(device.number)",
            "sys/bus/iio/devices/trigger\(device.number)/name")
        }
      }
    } else if device.attributes.isEmpty {
      try write("12", base + "/in_illuminance_raw")
    }
    for (path, text) in device.attributes.sorted(by: { $0.key < $1.key }) {
      try write(text, base + "/" + path)
    }
    if !device.udev.isEmpty {
      try write(
        device.udev.sorted { $0.key < $1.key }.map { "E:\($0.key)=\($0.value)" }.joined(
          separator: "\n"), "run/udev/data/c250:\(device.number)")
    }
    let node = root + "/dev/" + id
    guard mkfifo(node, 0o600) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: node])
    }
    return root + "/" + base
  }

  /// An attribute's current text (trimmed).
  public func attribute(_ number: Int, _ name: String) -> String? {
    IIODevice.read(root + "/sys/bus/iio/devices/iio:device\(number)/" + name)
  }

  /// Sets an attribute.
  public func set(_ number: Int, _ name: String, _ value: String) throws {
    try write(value, "sys/bus/iio/devices/iio:device\(number)/" + name)
  }

  /// Scans of `le:s16/32>>0` x, y, z and an `le:s64` timestamp in nanoseconds.
  public static func scans(_ readings: [(Int32, Int32, Int32, Int64)]) -> [UInt8] {
    var bytes: [UInt8] = []
    func append<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    for reading in readings {
      append(Int32(reading.0))
      append(Int32(reading.1))
      append(Int32(reading.2))
      append(Int32(0))
      append(reading.3)
    }
    return bytes
  }

  /// Intel's HID hinge sensor as its driver lays it out (F-30, F-31): `in_angl0..2_raw` and
  /// their labels, the shared scale (radians per degree), offset, sampling frequency and
  /// hysteresis, and, when `buffered`, the scan elements `in_angl0..2` (`le:s32/32>>0`) and a
  /// timestamp.
  public static func hinge(number: Int, raw: Int = 0, buffered: Bool = true) -> Device {
    var device = Device(number: number, name: "hinge")
    device.accelerometer = false
    device.attributes = [
      "in_angl0_raw": String(raw), "in_angl1_raw": "0", "in_angl2_raw": "0",
      "in_angl0_label": "hinge", "in_angl1_label": "screen", "in_angl2_label": "keyboard",
      "in_angl_scale": "0.017453293", "in_angl_offset": "0",
      "in_angl_sampling_frequency": "10.000000", "in_angl_hysteresis": "1.000000",
    ]
    if buffered {
      for index in 0..<3 {
        device.attributes["scan_elements/in_angl\(index)_en"] = "0"
        device.attributes["scan_elements/in_angl\(index)_index"] = String(index)
        device.attributes["scan_elements/in_angl\(index)_type"] = "le:s32/32>>0"
      }
      device.attributes["scan_elements/in_timestamp_en"] = "0"
      device.attributes["scan_elements/in_timestamp_index"] = "3"
      device.attributes["scan_elements/in_timestamp_type"] = "le:s64/64>>0"
      device.attributes["buffer/enable"] = "0"
      device.attributes["buffer/length"] = "2"
      device.attributes["current_timestamp_clock"] = "realtime"
    }
    return device
  }

  /// Scans of the hinge sensor with only the hinge angle and the timestamp enabled: the raw
  /// angle (`le:s32`), 4 bytes of padding, the timestamp (`le:s64`, nanoseconds).
  public static func hingeScans(_ readings: [(Int32, Int64)]) -> [UInt8] {
    var bytes: [UInt8] = []
    func append<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    for reading in readings {
      append(reading.0)
      append(Int32(0))
      append(reading.1)
    }
    return bytes
  }

  /// Removes the tree.
  public func remove() { try? FileManager.default.removeItem(atPath: root) }
}

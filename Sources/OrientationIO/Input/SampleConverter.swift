/// Why raw axis values cannot be turned into g.
public struct SampleConversionError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The sentence to show.
  public var message: String
  /// An error.
  public init(_ message: String) { self.message = message }
  /// The sentence.
  public var description: String { message }
}

/// Turns frames of raw axis values into `AccelSample`s in g, in the internal frame (SPEC §6).
///
/// Units: value / resolution when the axis has a resolution (units per g), otherwise the given
/// scale (`--scale`, or a per-driver table). Then the mount matrix: corrected = M · raw.
public struct SampleConverter: Sendable, Equatable {
  /// The three axis codes that carry x, y, z: ABS_X/Y/Z, or ABS_RX/RY/RZ on a Wii Remote.
  public var axisCodes: (x: AxisCode, y: AxisCode, z: AxisCode)
  /// Units per g for each axis.
  public var unitsPerG: (x: Double, y: Double, z: Double)
  /// The mount matrix applied after scaling.
  public var mount: MountTransform

  /// A converter for `device`; `scale` (units per g) is used for axes without a resolution and
  /// overrides nothing else.
  public init(
    device: DeviceDescription, scale: Double? = nil, mount: MountTransform = .identity
  ) throws(SampleConversionError) {
    let useRotational =
      !device.supports(.absolute, code: AxisCode.x.rawValue)
      && device.supports(.absolute, code: AxisCode.rx.rawValue)
    axisCodes = useRotational ? (.rx, .ry, .rz) : (.x, .y, .z)
    func units(_ code: AxisCode) throws(SampleConversionError) -> Double {
      if let resolution = device.axes[code]?.resolution, resolution > 0 {
        return Double(resolution)
      }
      if let scale, scale > 0, scale.isFinite { return scale }
      // SPEC §6: the per-driver table when the axis has no resolution and no --scale is given.
      if let units = ScaleTable.entry(forDeviceName: device.name)?.unitsPerG { return units }
      throw SampleConversionError(
        "\(device.name): axis \(code.name) has no resolution, so its units are unknown;"
          + " pass --scale UNITS_PER_G (e.g. --scale 1000 for a milli-g driver)")
    }
    unitsPerG = (
      try units(axisCodes.x), try units(axisCodes.y), try units(axisCodes.z)
    )
    self.mount = mount
  }

  /// The sample for `frame` at `time` seconds.
  public func sample(_ axes: AxisState, time: Double) -> AccelSample {
    let raw = (
      Double(axes[axisCodes.x]) / unitsPerG.x, Double(axes[axisCodes.y]) / unitsPerG.y,
      Double(axes[axisCodes.z]) / unitsPerG.z
    )
    let corrected = mount.apply(raw)
    return AccelSample(time: time, x: corrected.0, y: corrected.1, z: corrected.2)
  }

  /// Compares the axis mapping, units and mount.
  public static func == (lhs: SampleConverter, rhs: SampleConverter) -> Bool {
    lhs.axisCodes == rhs.axisCodes && lhs.unitsPerG == rhs.unitsPerG && lhs.mount == rhs.mount
  }
}

/// A 3×3 mount matrix in `ACCEL_MOUNT_MATRIX` syntax (`a,b,c; d,e,f; g,h,i`), corrected = M · raw.
public struct MountTransform: Sendable, Equatable, CustomStringConvertible {
  /// Row-major entries.
  public var rows: [Double]

  /// The identity.
  public static let identity = MountTransform(rows: [1, 0, 0, 0, 1, 0, 0, 0, 1])

  /// A matrix from nine row-major entries.
  public init(rows: [Double]) {
    precondition(rows.count == 9, "a mount matrix has nine entries")
    self.rows = rows
  }

  /// Parses `a,b,c; d,e,f; g,h,i` (udev's syntax; spaces allowed).
  public init(parsing text: String) throws(SampleConversionError) {
    let groups = text.split(separator: ";", omittingEmptySubsequences: false)
    let entries = groups.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
    guard groups.count == 3, groups.allSatisfy({ $0.split(separator: ",").count == 3 }) else {
      throw SampleConversionError(
        "mount matrix '\(text)' must have three rows of three numbers: 'a,b,c; d,e,f; g,h,i'")
    }
    var values: [Double] = []
    for entry in entries {
      let trimmed = entry.trimmingCharacters(in: " \t")
      guard let value = Double(trimmed), value.isFinite else {
        throw SampleConversionError("mount matrix entry '\(trimmed)' is not a number")
      }
      values.append(value)
    }
    rows = values
  }

  /// M · v.
  public func apply(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
    (
      rows[0] * v.0 + rows[1] * v.1 + rows[2] * v.2,
      rows[3] * v.0 + rows[4] * v.1 + rows[5] * v.2,
      rows[6] * v.0 + rows[7] * v.1 + rows[8] * v.2
    )
  }

  /// `a,b,c; d,e,f; g,h,i`.
  public var description: String {
    func format(_ value: Double) -> String {
      value == value.rounded() ? String(Int(value)) : String(value)
    }
    return (0..<3).map { row in (0..<3).map { format(rows[row * 3 + $0]) }.joined(separator: ",") }
      .joined(separator: "; ")
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: String) -> Substring {
    var result = self
    while let first = result.first, set.contains(first) { result = result.dropFirst() }
    while let last = result.last, set.contains(last) { result = result.dropLast() }
    return result
  }
}

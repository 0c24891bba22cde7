import OrientationDetection

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
/// Units: value / resolution when the axis has a resolution (units per g); otherwise `--scale`,
/// else the per-driver `ScaleTable`, else its fallback (256 per g, iio-sensor-proxy's guess).
/// Then the mount matrix: corrected = M · raw. Leave the mount at identity when a
/// `DetectionPipeline` downstream applies it, so it is applied once.
public struct SampleConverter: Sendable, Equatable {
  /// The three axis codes that carry x, y, z: ABS_X/Y/Z, or ABS_RX/RY/RZ on a Wii Remote.
  public var axisCodes: (x: AxisCode, y: AxisCode, z: AxisCode)
  /// Units per g for each axis.
  public var unitsPerG: (x: Double, y: Double, z: Double)
  /// The mount matrix applied after scaling.
  public var mount: MountMatrix

  /// A converter for `device`; `scale` (units per g, as `--scale` takes it) is used for axes
  /// without a resolution, before the scale table; an axis's own resolution always wins.
  public init(
    device: DeviceDescription, scale: Double? = nil, mount: MountMatrix = .identity
  ) throws(SampleConversionError) {
    let useRotational =
      !device.supports(.absolute, code: AxisCode.x.rawValue)
      && device.supports(.absolute, code: AxisCode.rx.rawValue)
    axisCodes = useRotational ? (.rx, .ry, .rz) : (.x, .y, .z)
    if let scale, !(scale > 0 && scale.isFinite) {
      throw SampleConversionError("--scale must be a positive number of units per g, not \(scale)")
    }
    func units(_ code: AxisCode) -> Double {
      1
        / ScaleTable.gPerUnit(
          deviceName: device.name, resolution: device.axes[code]?.resolution ?? 0,
          override: device.axes[code]?.resolution ?? 0 > 0 ? nil : scale.map { 1 / $0 })
    }
    unitsPerG = (units(axisCodes.x), units(axisCodes.y), units(axisCodes.z))
    self.mount = mount
  }

  /// The sample for `frame` at `time` seconds.
  public func sample(_ axes: AxisState, time: Double) -> AccelSample {
    let raw = (
      Double(axes[axisCodes.x]) / unitsPerG.x, Double(axes[axisCodes.y]) / unitsPerG.y,
      Double(axes[axisCodes.z]) / unitsPerG.z
    )
    let corrected = mount.apply(x: raw.0, y: raw.1, z: raw.2)
    return AccelSample(time: time, x: corrected.x, y: corrected.y, z: corrected.z)
  }

  /// Compares the axis mapping, units and mount.
  public static func == (lhs: SampleConverter, rhs: SampleConverter) -> Bool {
    lhs.axisCodes == rhs.axisCodes && lhs.unitsPerG == rhs.unitsPerG && lhs.mount == rhs.mount
  }
}

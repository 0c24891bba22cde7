import OrientationDetection
import OrientationFormats

/// Why raw axis values cannot be turned into g.
public struct SampleConversionError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The sentence to show.
  public var message: String
  /// Whether the input, not the options, is at fault (exit 65; else a usage error, exit 2).
  public var isDataError = false
  /// An error.
  public init(_ message: String, isDataError: Bool = false) {
    self.message = message
    self.isDataError = isDataError
  }
  /// The sentence.
  public var description: String { message }
}

/// Turns frames of raw axis values into `AccelSample`s in g, in the internal frame (SPEC §6).
///
/// Units: value / resolution when the axis has a resolution (units per g); otherwise `--scale`,
/// else the per-driver ``ScaleTable`` (the `scales` of `Configs/frames/drivers.json` and the
/// user's table files), else its fallback (256 per g, iio-sensor-proxy's guess) for an entry
/// that gives no figure.
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
  /// without a resolution, before the scale table `table` (the driver table's scale entries);
  /// an axis's own resolution always wins (``DeviceScale/resolve(name:resolution:table:scale:)``
  /// decides, so `devices` explains the figure this uses).
  ///
  /// Refused: a device with none of the three axes (exit 65: a keyboard's recording is not a
  /// trace), and an axis without a positive resolution when there is neither `scale` nor an
  /// entry of `table` for the device (a usage error: give `--scale`). `file` names the
  /// trace in those messages.
  public init(
    device: DeviceDescription, scale: Double? = nil, mount: MountMatrix = .identity,
    file: String? = nil, table: ScaleTable = .builtIn
  ) throws(SampleConversionError) {
    axisCodes = Self.axisCodes(of: device)
    if let scale, !(scale > 0 && scale.isFinite) {
      throw SampleConversionError("--scale must be a positive number of units per g, not \(scale)")
    }
    let codes = [axisCodes.x, axisCodes.y, axisCodes.z]
    let missing = codes.filter { !device.supports(.absolute, code: $0.rawValue) }
    if missing.count == 3 {
      let found = device.codes.keys.sorted().map(\.name).joined(separator: ", ")
      throw SampleConversionError(
        "\(file.map { $0 + ": " } ?? "")the device \"\(TerminalText.escaped(device.name))\" has no "
          + "accelerometer axes (ABS_X/Y/Z or ABS_RX/RY/RZ); found "
          + (found.isEmpty ? "no event types" : found),
        isDataError: true)
    }
    // An axis without a usable resolution needs --scale or an entry of the driver table:
    // guessing would turn every sample into a wrong tilt and exit 0 with nothing rotating.
    var scales: [DeviceScale] = []
    for code in codes {
      let resolution = device.axes[code]?.resolution ?? 0
      let axisScale = DeviceScale.resolve(
        name: device.name, resolution: resolution, table: table, scale: scale)
      if axisScale.source == .none {
        throw SampleConversionError(
          "\(file.map { $0 + ": " } ?? "")axis \(code.name) has no usable resolution "
            + "(\(resolution)) and \"\(TerminalText.escaped(device.name))\" is not in the driver "
            + "scale table; give --scale UNITS_PER_G")
      }
      scales.append(axisScale)
    }
    unitsPerG = (1 / scales[0].gPerUnit, 1 / scales[1].gPerUnit, 1 / scales[2].gPerUnit)
    self.mount = mount
  }

  /// The axes that carry x, y, z on `device`: ABS_RX/RY/RZ when it has those and no ABS_X (a
  /// Wii Remote), else ABS_X/Y/Z.
  public static func axisCodes(of device: DeviceDescription) -> (
    x: AxisCode, y: AxisCode, z: AxisCode
  ) {
    let useRotational =
      !device.supports(.absolute, code: AxisCode.x.rawValue)
      && device.supports(.absolute, code: AxisCode.rx.rawValue)
    return useRotational ? (.rx, .ry, .rz) : (.x, .y, .z)
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

import OrientationCore

/// Unit conversions between raw accelerometer values, g and m/s² (SPEC §6).
public enum AccelUnits {
  /// Standard gravity, m/s² per g.
  public static let standardGravity = 9.80665

  /// The value in g for a device axis with `resolution` units per g (the kernel's
  /// `input_absinfo.resolution` when `INPUT_PROP_ACCELEROMETER` is set); `nil` when the
  /// resolution is not positive, so the caller falls back to a scale table or `--scale`.
  @inlinable
  public static func g(value: Int32, resolution: Int32) -> Double? {
    resolution > 0 ? Double(value) / Double(resolution) : nil
  }

  /// The value in g for a raw value and a scale in g per unit.
  @inlinable
  public static func g(value: Double, gPerUnit: Double) -> Double { value * gPerUnit }

  /// Metres per second squared from g.
  @inlinable
  public static func metersPerSecondSquared(fromG g: Double) -> Double { g * standardGravity }

  /// g from metres per second squared.
  @inlinable
  public static func g(fromMetersPerSecondSquared value: Double) -> Double {
    value / standardGravity
  }
}

import OrientationCore

/// What one Linux hinge source reported, before the detector (SPEC §6.1 "Sources").
public enum HingeReading: Hashable, Sendable {
  /// An angle in degrees (0 shut, 180 flat).
  case degrees(Double)
  /// The source could not measure the angle: no sample (cros-ec-lid-angle's 500, F-35).
  case unreliable

  /// The detector's input for this reading at `time`.
  public func event(at time: Double) -> HingeEvent {
    switch self {
    case .degrees(let angle): .sample(HingeSample(time: time, angle: angle))
    case .unreliable: .unreliable(time: time)
    }
  }

  /// The IIO device `hinge` (hid-sensor-custom-intel-hinge, F-30): degrees =
  /// (raw + offset) × scale × 180/π, the scale being radians per unit (F-31).
  public static func iioHinge(raw: Double, offset: Double = 0, scale: Double) -> HingeReading {
    .degrees((raw + offset) * scale * 180 / Double.pi)
  }

  /// The value cros-ec-lid-angle reports when the EC cannot compute the angle
  /// (`LID_ANGLE_UNRELIABLE`, F-35).
  public static let crosECUnreliable = 500

  /// The IIO device `cros-ec-lid-angle`'s `in_angl_raw`: degrees, no scale; 500 is
  /// ``unreliable`` (F-35).
  public static func crosECLidAngle(raw: Int) -> HingeReading {
    raw == crosECUnreliable ? .unreliable : .degrees(Double(raw))
  }

  /// An evdev `EV_SW SW_LID` value (F-36): set (shut) is 0°, clear (open) is 180°.
  public static func lidSwitch(value: Int32) -> HingeReading {
    .degrees(value != 0 ? 0 : 180)
  }
}

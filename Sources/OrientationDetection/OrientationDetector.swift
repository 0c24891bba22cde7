import OrientationCore

/// Turns accelerometer samples into a device orientation, one sample at a time (SPEC §6).
///
/// Detectors are plain value types: a pure function of (state, sample). The sample's time is
/// the only clock, so the same samples give the same decisions, live or replayed. Detectors are
/// total: non-finite samples, zero vectors, gaps and time going backwards are handled states
/// that the explanation names, never a crash.
public protocol OrientationDetector: Sendable {
  /// Feeds one sample (internal frame, g) and returns the orientation reported after it.
  mutating func update(_ sample: AccelSample) -> DetectorOutput
  /// The orientation currently reported (`unknown` until the first decision).
  var orientation: DeviceOrientation { get }
  /// Which algorithm this is.
  var kind: DetectorKind { get }
  /// Carries the detector's state `turns` quarter turns about z, to the frame of the display a
  /// foldable moved to (SPEC §6.1 "Device frame"): its reports as
  /// `DeviceOrientation.carried(by:)` and its vectors as
  /// ``AccelSample/carried(by:)``, so the next sample, read in the new frame, continues the
  /// same judgement instead of starting a change.
  mutating func carry(by turns: Int)
}

extension OrientationDetector {
  /// Does nothing: a detector of another package that keeps no frame-bound state. The built-in
  /// detectors carry theirs.
  public mutating func carry(by turns: Int) {}
}

/// What a detector reports after one sample.
public struct DetectorOutput: Hashable, Sendable {
  /// The reported device orientation after this sample.
  public var orientation: DeviceOrientation
  /// Why, in numbers and one rule.
  public var explanation: DetectorExplanation

  /// Makes an output.
  public init(orientation: DeviceOrientation, explanation: DetectorExplanation) {
    self.orientation = orientation
    self.explanation = explanation
  }

  /// Whether this sample changed the reported orientation.
  public var changed: Bool { explanation.changed }
}

/// The numbers behind one decision, for `--explain` (SPEC §8.2 `decision` records).
public struct DetectorExplanation: Hashable, Sendable {
  /// Degrees between the screen plane and the horizontal: +90 face up, 0 upright, −90 face
  /// down (Android's convention). `nil` when the sample could not be measured.
  public var tilt: Double?
  /// Degrees the device is turned in the screen plane, clockwise from portrait as the user
  /// sees the device turn: 0 portrait, 90 landscapeLeft, 180 portraitUpsideDown, 270
  /// landscapeRight (Android's orientation angle). `nil` when not measured.
  public var orientationAngle: Double?
  /// Length of the vector the detector judged, in g (after its filter, if it has one).
  public var magnitude: Double?
  /// What the angles alone point at, before any rule holds it back; `nil` when nothing.
  public var proposed: DeviceOrientation?
  /// The rule that kept the reported orientation from following `proposed`, if any.
  public var heldBy: DetectorRule?
  /// Whether the reported orientation changed on this sample.
  public var changed: Bool

  /// Makes an explanation; every field defaults to "nothing known".
  public init(
    tilt: Double? = nil, orientationAngle: Double? = nil, magnitude: Double? = nil,
    proposed: DeviceOrientation? = nil, heldBy: DetectorRule? = nil, changed: Bool = false
  ) {
    self.tilt = tilt
    self.orientationAngle = orientationAngle
    self.magnitude = magnitude
    self.proposed = proposed
    self.heldBy = heldBy
    self.changed = changed
  }
}

/// The rules that hold a detector's decision back, named in explanations.
public enum DetectorRule: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// A component or the time was NaN, infinite or out of range; the sample was ignored.
  case invalidSample
  /// A gap over 1 s, time going backwards or an all-zero vector reset the detector.
  case reset
  /// The vector was too short to measure (free fall or no data yet).
  case nearZeroMagnitude
  /// The screen faces the floor at −40° or lower, until it comes back above −15° (Android).
  case overhead
  /// The screen is too close to horizontal to read an angle.
  case tooFlat
  /// The tilt is outside the tolerance of the orientation the angle points at (Android).
  case tiltTolerance
  /// The angle lies in the dead zone between two orientations.
  case deadZone
  /// The candidate has not been stable for the settle time yet.
  case settling
  /// The device lay flat less than 500 ms ago (Android).
  case flatLockout
  /// The tilt swung by 20° or more less than 300 ms ago (Android).
  case swingLockout
  /// The device was accelerating (|a| off 1 g by 0.41 g or more) less than 500 ms ago.
  case accelerationLockout
  /// The next evaluation is not due yet (iio-sensor-proxy reads every 700 ms).
  case cadence
  /// Both iio-sensor-proxy angles exceed 35°: the diagonal keeps the previous answer.
  case diagonal
  /// Neither iio-sensor-proxy angle exceeds 35°: keeps the previous answer.
  case belowThreshold

  /// The raw value, used in output.
  public var description: String { rawValue }
}

/// The selectable detectors (`--detector`, SPEC §6).
public enum DetectorKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Android's WindowOrientationListener (default).
  case android
  /// iio-sensor-proxy's two-angle rule, as GNOME and KDE see it.
  case iio
  /// Plain angle bands with hysteresis.
  case threshold

  /// The detector the whole tool uses unless told otherwise.
  public static let `default` = DetectorKind.android

  /// The name used on the command line.
  public var description: String { rawValue }

  /// A fresh detector of this kind with its default settings.
  public func makeDetector() -> any OrientationDetector {
    switch self {
    case .android: AndroidDetector()
    case .iio: IIODetector()
    case .threshold: ThresholdDetector()
    }
  }
}

extension AccelSample {
  /// Whether detectors can use this sample: time within a billion seconds (so it converts to
  /// nanoseconds without overflow) and each component within a million g (so squares and
  /// filters stay finite). NaN and infinities fail both.
  @inlinable
  public var isUsable: Bool {
    abs(x) <= 1e6 && abs(y) <= 1e6 && abs(z) <= 1e6 && abs(time) < 1e9
  }
}

import OrientationCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// iio-sensor-proxy's orientation rule, for parity with GNOME and KDE (SPEC §6;
/// `research/linux-input.md` §3).
///
/// Two angles from the reading scaled to "1 g ≈ 256": the portrait angle `atan2(x, √(y²+z²))`
/// and the landscape angle `atan2(y, √(x²+z²))`. Past 35° on one of them picks that side; past
/// 35° on both (the diagonal) or on neither (flat-ish) keeps the previous answer. There is no
/// filter and no settle time: the 700 ms poll is the only debounce, so the detector evaluates
/// the first sample at or after each 700 ms tick and reports ``DetectorRule/cadence`` for the
/// others. Ticks restart at the first sample, after time goes backwards, and after a gap (the
/// first sample after any gap is evaluated at once).
///
/// **Frame.** iio-sensor-proxy reads (0, −256, 0) as `normal` and (+256, 0, 0) as `left-up`,
/// with z positive face up; in the internal frame that is `(x, y, −z) × 256`. So `normal` is
/// portrait, `bottom-up` portraitUpsideDown, `right-up` (right edge up, Home button on the
/// right) landscapeLeft and `left-up` landscapeRight.
///
/// **faceUp / faceDown.** iio-sensor-proxy reports flatness separately (`AccelerometerTilt`,
/// `tilt_calc`); this detector reports faceUp (faceDown) while that tilt says `face-up`
/// (`face-down`), i.e. 70° or more, and otherwise the orientation result.
public struct IIODetector: OrientationDetector {
  /// iio-sensor-proxy's `AccelerometerOrientation` values.
  public enum Orientation: String, CaseIterable, Hashable, Sendable {
    case undefined
    case normal
    case bottomUp = "bottom-up"
    case leftUp = "left-up"
    case rightUp = "right-up"

    /// The device orientation this result means in the internal frame.
    public var deviceOrientation: DeviceOrientation {
      switch self {
      case .undefined: .unknown
      case .normal: .portrait
      case .bottomUp: .portraitUpsideDown
      case .rightUp: .landscapeLeft
      case .leftUp: .landscapeRight
      }
    }
  }

  /// iio-sensor-proxy's `AccelerometerTilt` values.
  public enum Tilt: String, CaseIterable, Hashable, Sendable {
    case undefined
    case vertical
    case tiltedUp = "tilted-up"
    case tiltedDown = "tilted-down"
    case faceUp = "face-up"
    case faceDown = "face-down"
  }

  /// `THRESHOLD_PORTRAIT`, degrees.
  public static let thresholdPortrait = 35
  /// `THRESHOLD_LANDSCAPE`, degrees.
  public static let thresholdLandscape = 35
  /// `THRESHOLD_TILT`, degrees.
  public static let thresholdTilt = 20
  /// `THRESHOLD_FACE_DOWN`, degrees (used for both faces).
  public static let thresholdFace = 70
  /// The daemon's poll interval.
  public static let pollNanoseconds: Int64 = 700_000_000
  /// The scale that turns a reading in "1 g = 256" units into m/s² (`1/256 × 9.81`).
  public static let scale256 = 9.81 / 256

  private static let radiansToDegrees = 180.0 / Double.pi

  /// `SCALE(v)`: a reading times its scale, to "1 g ≈ 256", truncated as C's `(int)` does.
  /// Kept in `Double` so that no reading can overflow.
  @inlinable
  public static func scaled(_ value: Double, scale: Double) -> Double {
    (value * scale * 256.0 / 9.81).rounded(.towardZero)
  }

  /// The portrait and landscape angles in whole degrees (C's `round`) of a scaled reading.
  public static func angles(x: Double, y: Double, z: Double) -> (portrait: Int, landscape: Int) {
    let portrait = (atan2(x, (y * y + z * z).squareRoot()) * radiansToDegrees).rounded()
    let landscape = (atan2(y, (x * x + z * z).squareRoot()) * radiansToDegrees).rounded()
    return (Int(portrait), Int(landscape))
  }

  /// `orientation_calc`: the orientation iio-sensor-proxy reports for a reading in its own
  /// frame and units (`scale` in m/s² per unit), given the previous result.
  public static func orientationCalc(
    previous: Orientation, x: Double, y: Double, z: Double, scale: Double
  ) -> Orientation {
    let a = angles(
      x: scaled(x, scale: scale), y: scaled(y, scale: scale), z: scaled(z, scale: scale))
    return decide(previous: previous, portrait: a.portrait, landscape: a.landscape).result
  }

  /// `tilt_calc`: the flatness iio-sensor-proxy reports for a reading in its own frame.
  public static func tiltCalc(x: Double, y: Double, z: Double, scale: Double) -> Tilt {
    tilt(
      ofDegrees: tiltDegrees(
        x: scaled(x, scale: scale), y: scaled(y, scale: scale), z: scaled(z, scale: scale)))
  }

  private static func tiltDegrees(x: Double, y: Double, z: Double) -> Int {
    Int((atan2(z, (x * x + y * y).squareRoot()) * radiansToDegrees).rounded())
  }

  private static func tilt(ofDegrees t: Int) -> Tilt {
    if abs(t) <= thresholdTilt { return .vertical }
    if abs(t) < thresholdFace { return t > 0 ? .tiltedUp : .tiltedDown }
    if abs(t) <= 90 { return t > 0 ? .faceUp : .faceDown }
    return .undefined
  }

  /// The two-angle rule, with the rule that kept the previous answer, if one did.
  private static func decide(previous: Orientation, portrait: Int, landscape: Int) -> (
    result: Orientation, candidate: Orientation?, rule: DetectorRule?
  ) {
    let portraitSide: Orientation = portrait > 0 ? .leftUp : .rightUp
    let landscapeSide: Orientation = landscape > 0 ? .bottomUp : .normal
    let overPortrait = abs(portrait) > thresholdPortrait
    let overLandscape = abs(landscape) > thresholdLandscape
    if overPortrait && overLandscape {
      // The "common border" rule (iio-sensor-proxy bb5fbcc): keep the previous answer.
      let candidate = abs(portrait) >= abs(landscape) ? portraitSide : landscapeSide
      return (previous, candidate, previous == candidate ? nil : .diagonal)
    }
    // SAME_AXIS_LIMIT (5°) can never hold here: the angle is already above 35°.
    if overPortrait { return (portraitSide, portraitSide, nil) }
    if overLandscape { return (landscapeSide, landscapeSide, nil) }
    return (previous, nil, .belowThreshold)
  }

  public var kind: DetectorKind { .iio }
  public private(set) var orientation: DeviceOrientation = .unknown
  /// The daemon's own `AccelerometerOrientation` (never returns to `undefined` once known).
  public private(set) var iioOrientation: Orientation = .undefined
  /// The daemon's own `AccelerometerTilt` after the last evaluation.
  public private(set) var iioTilt: Tilt = .undefined
  private var nextPoll = Int64.min
  private var lastTime = Int64.min

  /// A detector that has seen nothing yet.
  public init() {}

  /// Carries the reported orientation and the daemon's own result (its tilt is about z and
  /// stays).
  public mutating func carry(by turns: Int) {
    orientation = orientation.carried(by: turns)
    let carried = iioOrientation.deviceOrientation.carried(by: turns)
    iioOrientation =
      Orientation.allCases.first { $0 != .undefined && $0.deviceOrientation == carried }
      ?? iioOrientation
  }

  /// Feeds one sample; evaluates it when a 700 ms tick is due.
  public mutating func update(_ sample: AccelSample) -> DetectorOutput {
    guard sample.isUsable else {
      return DetectorOutput(
        orientation: orientation, explanation: DetectorExplanation(heldBy: .invalidSample))
    }
    let now = Int64((sample.time * 1e9).rounded())
    if lastTime == Int64.min || now < lastTime || now - lastTime > 1_000_000_000 {
      nextPoll = now
    }
    lastTime = now
    guard now >= nextPoll else {
      return DetectorOutput(
        orientation: orientation, explanation: DetectorExplanation(heldBy: .cadence))
    }
    nextPoll += ((now - nextPoll) / Self.pollNanoseconds + 1) * Self.pollNanoseconds

    // The internal frame to iio-sensor-proxy's: (x, y, −z), 1 g = 256.
    let x = Self.scaled(sample.x * 256, scale: Self.scale256)
    let y = Self.scaled(sample.y * 256, scale: Self.scale256)
    let z = Self.scaled(-sample.z * 256, scale: Self.scale256)
    let a = Self.angles(x: x, y: y, z: z)
    let tiltDegrees = Self.tiltDegrees(x: x, y: y, z: z)
    let decision = Self.decide(
      previous: iioOrientation, portrait: a.portrait, landscape: a.landscape)
    iioOrientation = decision.result
    iioTilt = Self.tilt(ofDegrees: tiltDegrees)

    var explanation = DetectorExplanation()
    explanation.tilt = Double(tiltDegrees)
    explanation.magnitude =
      (sample.x * sample.x + sample.y * sample.y + sample.z * sample.z).squareRoot()
    var angle = (atan2(-sample.x, -sample.y) * Self.radiansToDegrees).rounded()
    if angle < 0 { angle += 360 }
    explanation.orientationAngle = angle
    let previous = orientation
    switch iioTilt {
    case .faceUp:
      explanation.proposed = .faceUp
      orientation = .faceUp
    case .faceDown:
      explanation.proposed = .faceDown
      orientation = .faceDown
    default:
      explanation.proposed = decision.candidate?.deviceOrientation
      explanation.heldBy = decision.rule
      if iioOrientation != .undefined { orientation = iioOrientation.deviceOrientation }
    }
    if explanation.proposed == orientation { explanation.heldBy = nil }
    explanation.changed = orientation != previous
    return DetectorOutput(orientation: orientation, explanation: explanation)
  }
}

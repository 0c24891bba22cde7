import OrientationCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Android's orientation judge (`WindowOrientationListener.AccelSensorJudge`), the default
/// detector (SPEC §6; `research/linux-input.md` §4 has every constant and the procedure).
///
/// Per sample: a 200 ms first-order low-pass filter; the tilt (screen plane versus horizontal)
/// and the orientation angle (turn in the screen plane); per-orientation tilt limits; a 45° gap
/// between adjacent orientations centred on the current one (the last proposal is fed back as
/// the window manager's current rotation); a 40 ms settle time; lock-outs of 500 ms after lying
/// flat, 300 ms after a swing and 500 ms after external acceleration; the overhead lock
/// (−40° in, −15° out); a reset on gaps over 1 s, time going backwards or a zero vector.
///
/// Differences from Android, all deliberate:
/// - Samples arrive in the internal frame in g; Android's vector points up in m/s², so the
///   judge sees `−sample × 9.80665`.
/// - Arithmetic is in `Double` (Android uses `float`); rounding is Java's `Math.round`.
/// - There is no touch input, so the touch lock-out never holds.
/// - **faceUp / faceDown**, which Android never reports: when the filtered tilt exceeds the
///   80° limit past which Android stops reading an angle (face up above +80°, face down below
///   −80°), has stayed on the same side for the 40 ms settle time, and the acceleration
///   lock-out has expired, the detector reports faceUp (faceDown). It leaves that state when
///   the judge proposes a rotation again — after the 500 ms flat lock-out, as Android does when
///   a phone is picked up from a table.
/// - Android's "proposal" returning to the same rotation after being uncertain is reported
///   only when it differs from what is reported now (a device orientation either changes or
///   not).
public struct AndroidDetector: OrientationDetector {
  /// The range of tilt, in degrees, at which one rotation may be proposed.
  public struct TiltTolerance: Hashable, Sendable {
    /// Lowest tilt accepted.
    public var min: Int
    /// Highest tilt accepted.
    public var max: Int
    /// Makes a range.
    public init(min: Int, max: Int) {
      self.min = min
      self.max = max
    }
  }

  /// Android's code defaults for rotations 0, 90, 180 and 270 (`config_autoRotationTiltTolerance`
  /// may override them on a given phone).
  public static let defaultTiltTolerance: [TiltTolerance] = [
    TiltTolerance(min: -25, max: 70), TiltTolerance(min: -25, max: 65),
    TiltTolerance(min: -25, max: 60), TiltTolerance(min: -25, max: 65),
  ]

  /// `FILTER_TIME_CONSTANT_MS`.
  public static let filterTimeConstantMilliseconds = 200.0
  /// `MAX_FILTER_DELTA_TIME_NANOS`: a longer gap resets the judge.
  public static let maxFilterDeltaNanoseconds: Int64 = 1_000_000_000
  /// `NEAR_ZERO_MAGNITUDE`, m/s².
  public static let nearZeroMagnitude = 1.0
  /// `ACCELERATION_TOLERANCE`, m/s² either side of standard gravity.
  public static let accelerationTolerance = 4.0
  /// `MAX_TILT`, degrees.
  public static let maxTilt = 80
  /// `TILT_OVERHEAD_ENTER`, degrees.
  public static let tiltOverheadEnter = -40
  /// `TILT_OVERHEAD_EXIT`, degrees.
  public static let tiltOverheadExit = -15
  /// `ADJACENT_ORIENTATION_ANGLE_GAP`, degrees.
  public static let adjacentOrientationAngleGap = 45
  /// `PROPOSAL_SETTLE_TIME_NANOS`.
  public static let settleNanoseconds: Int64 = 40_000_000
  /// `PROPOSAL_MIN_TIME_SINCE_FLAT_ENDED_NANOS`.
  public static let flatEndedNanoseconds: Int64 = 500_000_000
  /// `PROPOSAL_MIN_TIME_SINCE_SWING_ENDED_NANOS`.
  public static let swingEndedNanoseconds: Int64 = 300_000_000
  /// `PROPOSAL_MIN_TIME_SINCE_ACCELERATION_ENDED_NANOS`.
  public static let accelerationEndedNanoseconds: Int64 = 500_000_000
  /// `FLAT_ANGLE`, degrees.
  public static let flatAngle = 80
  /// `FLAT_TIME_NANOS`.
  public static let flatNanoseconds: Int64 = 1_000_000_000
  /// `SWING_AWAY_ANGLE_DELTA`, degrees.
  public static let swingAwayAngleDelta = 20
  /// `SWING_TIME_NANOS`.
  public static let swingNanoseconds: Int64 = 300_000_000
  /// `TILT_HISTORY_SIZE`; one slot is a sentinel, so 199 entries are visible.
  public static let tiltHistorySize = 200

  private static let visibleHistory = tiltHistorySize - 1
  private static let ringMask = 255
  private static let radiansToDegrees = 180.0 / Double.pi
  @inline(__always)
  private static func rotation(_ index: Int) -> DeviceOrientation {
    switch index {
    case 0: .portrait
    case 1: .landscapeLeft
    case 2: .portraitUpsideDown
    default: .landscapeRight
    }
  }

  /// The tilt limits per rotation (0, 90, 180, 270).
  public let tiltTolerance: [TiltTolerance]

  public var kind: DetectorKind { .android }
  public private(set) var orientation: DeviceOrientation = .unknown

  /// Carries the rotations (current, proposed, predicted), the reported orientation, the
  /// faceUp/faceDown candidate and the filtered vector; the tilt history is about z and stays.
  public mutating func carry(by turns: Int) {
    let shift = ((turns % 4) + 4) % 4
    func carried(_ rotation: Int) -> Int { rotation < 0 ? rotation : (rotation + shift) % 4 }
    currentRotation = carried(currentRotation)
    proposedRotation = carried(proposedRotation)
    predictedRotation = carried(predictedRotation)
    orientation = orientation.carried(by: turns)
    faceCandidate = faceCandidate.carried(by: turns)
    let vector = AccelSample(time: 0, x: lastX, y: lastY, z: lastZ).carried(by: turns)
    (lastX, lastY) = (vector.x, vector.y)
  }

  // The window manager's rotation, fed back from the last proposal; −1 when none yet.
  private var currentRotation = -1
  private(set) var proposedRotation = -1
  private var predictedRotation = -1
  private var predictedTimestamp = Int64.min
  private var lastFilteredTimestamp = Int64.min
  private var lastX = 0.0
  private var lastY = 0.0
  private var lastZ = 0.0
  private var flatTimestamp = Int64.min
  private var swingTimestamp = Int64.min
  private var accelerationTimestamp = Int64.min
  private var overhead = false

  // Tilt history: Android's 200-entry ring, kept so that "flat for 1 s" and "swung by 20°
  // within 300 ms" are O(1): the run of entries at or above the flat angle, and a monotonic
  // queue of the window's minimum tilt. Answers are identical to walking the ring.
  private var tiltRing = [Int](repeating: 0, count: 256)
  private var timeRing = [Int64](repeating: 0, count: 256)
  private var historySequence = 0
  private var historyCount = 0
  private var flatRun = 0
  private var minimumQueue = [Int](repeating: 0, count: 256)
  private var queueHead = 0
  private var queueTail = 0

  // The faceUp / faceDown extension.
  private var faceCandidate: DeviceOrientation = .unknown
  private var faceSince = Int64.min

  /// A judge with Android's defaults, or other tilt limits (four ranges, rotations 0…270).
  public init(tiltTolerance: [TiltTolerance] = AndroidDetector.defaultTiltTolerance) {
    precondition(tiltTolerance.count == 4, "tilt tolerance needs one range per rotation")
    self.tiltTolerance = tiltTolerance
  }

  /// Feeds one sample; see the type's documentation for the rules.
  public mutating func update(_ sample: AccelSample) -> DetectorOutput {
    guard sample.isUsable else {
      return DetectorOutput(
        orientation: orientation, explanation: DetectorExplanation(heldBy: .invalidSample))
    }
    let g = AccelUnits.standardGravity
    let now = Int64((sample.time * 1e9).rounded(.toNearestOrAwayFromZero))
    var x = -sample.x * g
    var y = -sample.y * g
    var z = -sample.z * g
    let then = lastFilteredTimestamp
    let skip: Bool
    if now < then || now > then + Self.maxFilterDeltaNanoseconds || (x == 0 && y == 0 && z == 0) {
      reset()
      skip = true
    } else {
      let dtMilliseconds = Double(now - then) * 1e-6
      let alpha = dtMilliseconds / (Self.filterTimeConstantMilliseconds + dtMilliseconds)
      x = alpha * (x - lastX) + lastX
      y = alpha * (y - lastY) + lastY
      z = alpha * (z - lastZ) + lastZ
      skip = false
    }
    lastFilteredTimestamp = now
    lastX = x
    lastY = y
    lastZ = z

    var explanation = DetectorExplanation()
    var rule: DetectorRule? = nil
    var faceTarget: DeviceOrientation = .unknown
    if skip {
      rule = .reset
    } else {
      let magnitude = (x * x + y * y + z * z).squareRoot()
      explanation.magnitude = magnitude / g
      if magnitude < Self.nearZeroMagnitude {
        clearPredicted()
        rule = .nearZeroMagnitude
      } else {
        if magnitude < g - Self.accelerationTolerance || magnitude > g + Self.accelerationTolerance
        {
          accelerationTimestamp = now
        }
        let tilt = Self.roundedDegrees(
          approximately: Self.approximateAtan2(z, (x * x + y * y).squareRoot())
        ) { asin(z / magnitude) }
        explanation.tilt = Double(tilt)
        addTiltHistoryEntry(now, tilt)
        if isFlat(now) { flatTimestamp = now }
        if isSwinging(now, tilt) { swingTimestamp = now }
        if tilt <= Self.tiltOverheadEnter {
          overhead = true
        } else if tilt >= Self.tiltOverheadExit {
          overhead = false
        }
        if abs(tilt) > Self.maxTilt { faceTarget = tilt > 0 ? .faceUp : .faceDown }
        if overhead {
          clearPredicted()
          rule = .overhead
        } else if abs(tilt) > Self.maxTilt {
          clearPredicted()
          rule = .tooFlat
        } else {
          var angle = Self.roundedDegrees(approximately: -Self.approximateAtan2(-x, y)) {
            -atan2(-x, y)
          }
          if angle < 0 { angle += 360 }
          explanation.orientationAngle = Double(angle)
          var nearest = (angle + 45) / 90
          if nearest == 4 { nearest = 0 }
          explanation.proposed = Self.rotation(nearest)
          let range = tiltTolerance[nearest]
          if tilt < range.min || tilt > range.max {
            clearPredicted()
            rule = .tiltTolerance
          } else if !isOrientationAngleAcceptable(nearest, angle) {
            clearPredicted()
            rule = .deadZone
          } else if predictedRotation != nearest {
            predictedRotation = nearest
            predictedTimestamp = now
          }
        }
      }
    }

    let oldProposed = proposedRotation
    if predictedRotation < 0 {
      proposedRotation = predictedRotation
    } else if let holding = lockout(now) {
      rule = holding
    } else {
      proposedRotation = predictedRotation
    }

    let previous = orientation
    if proposedRotation != oldProposed && proposedRotation >= 0 {
      currentRotation = proposedRotation
      orientation = Self.rotation(proposedRotation)
    }

    // faceUp / faceDown (our extension; see the type's documentation).
    if faceTarget != faceCandidate {
      faceCandidate = faceTarget
      faceSince = now
    }
    if faceTarget != .unknown {
      explanation.proposed = faceTarget
      if orientation != faceTarget {
        if now < faceSince + Self.settleNanoseconds {
          rule = .settling
        } else if now < accelerationTimestamp + Self.accelerationEndedNanoseconds {
          rule = .accelerationLockout
        } else {
          orientation = faceTarget
          rule = nil
        }
      } else {
        rule = nil
      }
    }
    if explanation.proposed == orientation && rule != .reset { rule = nil }
    explanation.heldBy = rule
    explanation.changed = orientation != previous
    return DetectorOutput(orientation: orientation, explanation: explanation)
  }

  /// The first lock-out that keeps the predicted rotation from being proposed, if any.
  @inline(__always)
  private func lockout(_ now: Int64) -> DetectorRule? {
    if now < predictedTimestamp + Self.settleNanoseconds { return .settling }
    if now < flatTimestamp + Self.flatEndedNanoseconds { return .flatLockout }
    if now < swingTimestamp + Self.swingEndedNanoseconds { return .swingLockout }
    if now < accelerationTimestamp + Self.accelerationEndedNanoseconds {
      return .accelerationLockout
    }
    return nil
  }

  @inline(__always)
  private func isOrientationAngleAcceptable(_ rotation: Int, _ angle: Int) -> Bool {
    let current = currentRotation
    guard current >= 0 else { return true }
    let halfGap = Self.adjacentOrientationAngleGap / 2
    if rotation == current || rotation == (current + 1) % 4 {
      let lowerBound = rotation * 90 - 45 + halfGap
      if rotation == 0 {
        if angle >= 315 && angle < lowerBound + 360 { return false }
      } else if angle < lowerBound {
        return false
      }
    }
    if rotation == current || rotation == (current + 3) % 4 {
      let upperBound = rotation * 90 + 45 - halfGap
      if rotation == 0 {
        if angle <= 45 && angle > upperBound { return false }
      } else if angle > upperBound {
        return false
      }
    }
    return true
  }

  @inline(__always)
  private mutating func clearPredicted() {
    predictedRotation = -1
    predictedTimestamp = Int64.min
  }

  private mutating func reset() {
    lastFilteredTimestamp = Int64.min
    proposedRotation = -1
    flatTimestamp = Int64.min
    swingTimestamp = Int64.min
    accelerationTimestamp = Int64.min
    overhead = false
    clearPredicted()
    historyCount = 0
    flatRun = 0
    queueHead = queueTail
    faceCandidate = .unknown
    faceSince = Int64.min
  }

  @inline(__always)
  private mutating func addTiltHistoryEntry(_ now: Int64, _ tilt: Int) {
    let sequence = historySequence
    historySequence &+= 1
    let slot = sequence & Self.ringMask
    tiltRing[slot] = tilt
    timeRing[slot] = now
    historyCount = Swift.min(historyCount + 1, Self.visibleHistory)
    flatRun = tilt >= Self.flatAngle ? Swift.min(flatRun + 1, historyCount) : 0
    while queueTail != queueHead
      && tiltRing[minimumQueue[(queueTail &- 1) & Self.ringMask] & Self.ringMask] >= tilt
    {
      queueTail &-= 1
    }
    minimumQueue[queueTail & Self.ringMask] = sequence
    queueTail &+= 1
  }

  /// Android's `isFlatLocked`: the tilt has stayed at or above 80° for at least 1 s.
  @inline(__always)
  private func isFlat(_ now: Int64) -> Bool {
    guard flatRun > 0 else { return false }
    return timeRing[(historySequence &- flatRun) & Self.ringMask] + Self.flatNanoseconds <= now
  }

  /// Android's `isSwingingLocked`: some tilt within the last 300 ms was 20° or more below now.
  @inline(__always)
  private mutating func isSwinging(_ now: Int64, _ tilt: Int) -> Bool {
    let oldestVisible = historySequence &- historyCount
    while queueHead != queueTail {
      let sequence = minimumQueue[queueHead & Self.ringMask]
      if sequence - oldestVisible < 0
        || timeRing[sequence & Self.ringMask] + Self.swingNanoseconds < now
      {
        queueHead &+= 1
      } else {
        break
      }
    }
    guard queueHead != queueTail else { return false }
    return tiltRing[minimumQueue[queueHead & Self.ringMask] & Self.ringMask]
      + Self.swingAwayAngleDelta <= tilt
  }

  /// Java's `Math.round` of an angle in degrees, computed from a fast approximation of the
  /// angle in radians (error below 0.0007°) unless it lies within 0.002° of a rounding
  /// boundary, where the exact libm value decides — so the result always equals
  /// `javaRound(exact() × 180/π)`, at a fraction of the cost (libm is needed for about one
  /// sample in 250).
  @inline(__always)
  static func roundedDegrees(approximately radians: Double, exact: () -> Double) -> Int {
    let shifted = radians * radiansToDegrees + 0.5
    // |shifted| ≤ 181 here (a finite angle), so truncating through Int is exact and avoids a
    // libm floor call on baseline x86-64.
    guard abs(shifted) < 1000 else { return javaRound(exact() * radiansToDegrees) }
    var whole = Int(shifted)
    if Double(whole) > shifted { whole -= 1 }
    let floor = Double(whole)
    let margin = 0.002
    if shifted - floor < margin || floor + 1 - shifted < margin {
      return javaRound(exact() * radiansToDegrees)
    }
    return whole
  }

  /// `atan2(y, x)` to within 1.2e-5 radians (Abramowitz & Stegun 4.4.47 on the octant,
  /// evaluated by Estrin's scheme for a short dependency chain).
  @inline(__always)
  static func approximateAtan2(_ y: Double, _ x: Double) -> Double {
    let ax = abs(x)
    let ay = abs(y)
    let swap = ay > ax
    let numerator = swap ? ax : ay
    let denominator = swap ? ay : ax
    guard denominator > 0 else { return 0 }
    let t = numerator / denominator
    let t2 = t * t
    let t4 = t2 * t2
    let low = 0.999_866_0 - 0.330_299_5 * t2
    let middle = 0.180_141_0 - 0.085_133_0 * t2
    var angle = t * (low + t4 * middle + t4 * t4 * 0.020_835_1)
    if swap { angle = Double.pi / 2 - angle }
    if x < 0 { angle = Double.pi - angle }
    return y < 0 ? -angle : angle
  }

  /// Java's `Math.round`: halves round up.
  @inline(__always)
  static func javaRound(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int((value + 0.5).rounded(.down))
  }
}

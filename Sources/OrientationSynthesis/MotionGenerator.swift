import OrientationCore
import OrientationDetection

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a span of a synthetic trace is.
public enum TruthSpanKind: String, CaseIterable, Hashable, Sendable {
  /// The device stays at one pose.
  case hold
  /// The device moves to a new pose.
  case turn
  /// The device is shaken.
  case shake
  /// The device is carried while walking.
  case walk
  /// A foldable's hinge opens to 180° (the pose held).
  case unfold
  /// A foldable's hinge shuts to 0° (the pose held).
  case fold
  /// A foldable's hinge moves to a given angle (the pose held).
  case hinge
}

/// Ground truth for a foldable's hinge at the end of a span (SPEC §6.1, §7.1): the angle the
/// script asks for and what the `book` detector, with its default thresholds, makes of the
/// angles without noise.
public struct HingeTruth: Hashable, Sendable {
  /// Degrees: the angle the span ends at, without noise.
  public var angle: Double
  /// The posture a correct detector reports during the span (for a hinge move, once it is
  /// over).
  public var posture: Posture

  /// The display the posture shows: the frame the span's samples end in.
  public var display: Display { posture.display }

  /// Makes a hinge truth.
  public init(angle: Double, posture: Posture) {
    self.angle = angle
    self.posture = posture
  }
}

/// Ground truth for one step of a synthetic trace.
public struct TruthSpan: Hashable, Sendable {
  /// Start time, seconds (inclusive).
  public var start: Double
  /// End time, seconds (exclusive).
  public var end: Double
  /// What happens in the span.
  public var kind: TruthSpanKind
  /// The orientation a correct detector reports in the span (for a turn: once it is over), in
  /// the frame of the display in use (of ``hinge``'s display; the outer one without a hinge).
  public var orientation: DeviceOrientation
  /// The orientation intended before the span began, in the frame of the display in use then.
  public var previous: DeviceOrientation
  /// The hinge in the span, for a script with a hinge step; `nil` without one.
  public var hinge: HingeTruth?

  /// Makes a span.
  public init(
    start: Double, end: Double, kind: TruthSpanKind, orientation: DeviceOrientation,
    previous: DeviceOrientation, hinge: HingeTruth? = nil
  ) {
    self.start = start
    self.end = end
    self.kind = kind
    self.orientation = orientation
    self.previous = previous
    self.hinge = hinge
  }
}

/// A generated trace: samples and what they were meant to show.
public struct SyntheticTrace: Hashable, Sendable {
  /// The samples, internal frame, g, evenly spaced at the script's rate; in a script with a
  /// hinge step, each in the frame of the display the `book` detector chose at its time.
  public var samples: [AccelSample]
  /// The hinge angles, one at each sample's time, for a script with a hinge step; empty
  /// without one.
  public var hinge: [HingeSample]
  /// One span per timed step, in order.
  public var truth: [TruthSpan]
  /// The script's rate, Hz.
  public var rate: Double
  /// The script's seed.
  public var seed: UInt64

  /// The intended orientation at time `t` (the span containing it), if any.
  public func intendedOrientation(at t: Double) -> DeviceOrientation? {
    truth.first { t >= $0.start && t < $0.end }?.orientation
  }

  /// What the trace was meant to show, without its samples.
  public var groundTruth: GroundTruth {
    GroundTruth(truth: truth, rate: rate, seed: seed, sampleCount: samples.count)
  }
}

/// What a generated trace was meant to show — the content of its ground-truth sidecar — kept
/// apart from the samples so that a long trace can be written as it is generated.
public struct GroundTruth: Hashable, Sendable {
  /// One span per timed step, in order.
  public var truth: [TruthSpan]
  /// The rate the samples were generated at, Hz.
  public var rate: Double
  /// The script's seed.
  public var seed: UInt64
  /// How many samples were generated.
  public var sampleCount: Int

  /// Whether the trace has a hinge: its spans carry ``TruthSpan/hinge``.
  public var hasHinge: Bool { truth.contains { $0.hinge != nil } }

  /// Ground truth of `sampleCount` samples.
  public init(truth: [TruthSpan], rate: Double, seed: UInt64, sampleCount: Int) {
    self.truth = truth
    self.rate = rate
    self.seed = seed
    self.sampleCount = sampleCount
  }
}

/// Turns a pose script into samples — pure math, deterministic for a given seed.
///
/// A pose is an angle φ in the screen plane (0 portrait, 90 landscapeLeft, 180
/// portraitUpsideDown, 270 landscapeRight) and a tilt θ back from upright (90 face up, −90
/// face down). Its gravity vector in the internal frame is
/// `(−sin φ cos θ, −cos φ cos θ, −sin θ)`; motion adds linear acceleration, noise adds white
/// Gaussian noise of the current level on each axis.
///
/// A script with a hinge step (`unfold`, `fold`, `hinge`; SPEC §7.1) models a foldable: the
/// hinge starts shut (0°) and every sample gets an angle, eased like a turn during hinge moves
/// and with white noise of the current `hingeNoise` (its own seeded stream, so hinge noise
/// leaves the accelerometer's samples alone; clamped to 0…360°). The poses are in the outer
/// display's frame; each angle goes to a `book` detector with default thresholds (SPEC §6.1),
/// and while that detector's display is the inner one, the sample of the same time is
/// carried ``innerFromOuter`` quarter turns (`AccelSample.carried(by:)`):
/// the sensor is in the frame of the display in use, as the session reads it.
public enum MotionGenerator {
  /// Quarter turns from the outer display's frame to the inner's: the iphone-duo profile's
  /// (SPEC §4.4), the foldable orientsim ships.
  public static let innerFromOuter = DeviceProfile.iphoneDuo.foldable?.innerFromOuter ?? 1

  /// The seed of the hinge noise's stream is the script's, mixed with this, so that the two
  /// streams differ.
  static let hingeStream: UInt64 = 0xD1B5_4A32_D192_ED03

  /// The angle of an orientation in the screen plane; faces have none (`nil`).
  public static func angle(of orientation: DeviceOrientation) -> Double? {
    switch orientation {
    case .portrait: 0
    case .landscapeLeft: 90
    case .portraitUpsideDown: 180
    case .landscapeRight: 270
    case .faceUp, .faceDown, .unknown: nil
    }
  }

  /// The gravity vector, in g, of a device turned `angle`° and tilted `tilt`° back.
  public static func gravity(angle: Double, tilt: Double) -> (x: Double, y: Double, z: Double) {
    let phi = angle * Double.pi / 180
    let theta = tilt * Double.pi / 180
    return (-sin(phi) * cos(theta), -cos(phi) * cos(theta), -sin(theta))
  }

  private struct Pose {
    var angle: Double
    var tilt: Double
  }

  /// Generates the samples and ground truth of `script`, in memory.
  public static func generate(_ script: PoseScript) -> SyntheticTrace {
    var samples: [AccelSample] = []
    var hinge: [HingeSample] = []
    let expected = script.duration * script.rate
    let capacity = expected >= 0 && expected < 1e7 ? Int(expected) + 1 : 0
    samples.reserveCapacity(capacity)
    if script.hasHinge { hinge.reserveCapacity(capacity) }
    let truth = generate(
      script,
      eachLine: { (sample, angle) in
        samples.append(sample)
        if let angle { hinge.append(HingeSample(time: sample.time, angle: angle)) }
      })
    return SyntheticTrace(
      samples: samples, hinge: hinge, truth: truth.truth, rate: truth.rate, seed: truth.seed)
  }

  /// How much shorter than a step a sample's time must be to belong to it: steps that end on a
  /// sample's time leave that sample to the next step, whatever the rounding of their sums.
  static let timeSlack = 1e-12

  /// How many samples `generate` makes of steps that end at `end` seconds, at `rate` Hz: the
  /// times `i / rate` short of the end by more than 10⁻¹² s.
  public static func sampleCount(until end: Double, rate: Double) -> Int {
    guard end.isFinite, rate.isFinite, rate > 0, end > timeSlack else { return 0 }
    var count = Swift.max(0, Int(Swift.min(end * rate, 1e15)))
    while count > 0 && Double(count - 1) / rate >= end - timeSlack { count -= 1 }
    while Double(count) / rate < end - timeSlack { count += 1 }
    return count
  }

  /// Whether `generate` makes at least one sample of `script`: false for a script of settings
  /// alone, or whose steps together last no longer than 10⁻¹² s. Such a trace would be a
  /// header without samples, which no reader accepts.
  public static func yieldsSamples(_ script: PoseScript) -> Bool {
    var end = 0.0
    for step in script.steps {
      if case .set = step.action { continue }
      end += step.duration.isFinite ? max(0, step.duration) : 0
    }
    return end > timeSlack
  }

  /// Generates the samples of `script` one at a time, handing each to `emit` in time order
  /// (so that a trace of any length is written in constant memory), and returns its ground
  /// truth. An error thrown by `emit` ends the generation.
  public static func generate<Failure: Error>(
    _ script: PoseScript, each emit: (AccelSample) throws(Failure) -> Void
  ) throws(Failure) -> GroundTruth {
    try generate(script) { (sample, _) throws(Failure) in try emit(sample) }
  }

  /// Generates the lines of `script` one at a time, as ``generate(_:each:)`` does: each
  /// sample with the hinge angle of its time (degrees), or `nil` in a script without a hinge
  /// step.
  public static func generate<Failure: Error>(
    _ script: PoseScript, eachLine emit: (AccelSample, Double?) throws(Failure) -> Void
  ) throws(Failure) -> GroundTruth {
    var random = SplitMix64(seed: script.seed)
    let rate = script.rate > 0 && script.rate.isFinite ? script.rate : 100
    var noise = script.noise
    var defaultTilt = script.tilt
    var sampleCount = 0
    var truth: [TruthSpan] = []
    // The hinge (SPEC §7.1): shut at the start. `reading` judges the angles the trace carries,
    // noise and all, and decides each sample's frame; `intent` judges them without noise, for
    // the ground truth.
    let hasHinge = script.hasHinge
    var hingeRandom = SplitMix64(seed: script.seed ^ hingeStream)
    var hingeNoise = script.hingeNoise
    var hingeAngle = 0.0
    var reading = PostureDetector()
    var intent = PostureDetector()
    if hasHinge { _ = intent.update(HingeSample(time: 0, angle: 0)) }
    func turns(_ display: Display) -> Int { display == .inner ? innerFromOuter : 0 }

    let firstOrientation =
      script.start
      ?? script.steps.lazy.compactMap { step -> DeviceOrientation? in
        switch step.action {
        case .hold(let target?): target.orientation
        case .turn(let target): target.orientation
        default: nil
        }
      }.first ?? .portrait
    func pose(for target: PoseTarget, from current: Pose) -> Pose {
      switch target.orientation {
      case .faceUp: return Pose(angle: current.angle, tilt: 90)
      case .faceDown: return Pose(angle: current.angle, tilt: -90)
      default:
        return Pose(
          angle: (angle(of: target.orientation) ?? 0) + target.angle,
          tilt: target.tilt ?? defaultTilt)
      }
    }
    var current = pose(for: PoseTarget(firstOrientation), from: Pose(angle: 0, tilt: defaultTilt))
    var intended = firstOrientation == .unknown ? .portrait : firstOrientation
    var index = 0  // global sample index: time = index / rate, so steps never drift
    var start = 0.0

    for step in script.steps {
      if case .set(let newNoise, let newTilt, let newHingeNoise) = step.action {
        if let newNoise { noise = newNoise }
        if let newTilt { defaultTilt = newTilt }
        if let newHingeNoise { hingeNoise = newHingeNoise }
        continue
      }
      let duration = step.duration.isFinite ? max(0, step.duration) : 0
      let end = start + duration
      // In the frame of the display in use as the span begins.
      let previous = intended.carried(by: turns(intent.display))
      let hingeFrom = hingeAngle
      let hingeTo = step.action.hingeTarget ?? hingeAngle
      let from = current
      var to = current
      var kind = TruthSpanKind.hold
      var direction = (x: 1.0, y: 0.0, z: 0.0)
      var phase = 0.0
      switch step.action {
      case .hold(let target):
        if let target {
          to = pose(for: target, from: current)
          intended = target.orientation
        }
        current = to
      case .turn(let target):
        to = pose(for: target, from: current)
        intended = target.orientation
        kind = .turn
      case .shake:
        kind = .shake
        let heading = random.nextUnit() * 2 * Double.pi
        let lift = (random.nextUnit() - 0.5) * 0.6
        let norm = (1 + lift * lift).squareRoot()
        direction = (cos(heading) / norm, sin(heading) / norm, lift / norm)
        phase = random.nextUnit() * 2 * Double.pi
      case .walk:
        kind = .walk
        phase = random.nextUnit() * 2 * Double.pi
      case .unfold: kind = .unfold
      case .fold: kind = .fold
      case .hinge: kind = .hinge
      case .set:
        break
      }
      if let expect = step.expect { intended = expect }
      var delta = (to.angle - from.angle).truncatingRemainder(dividingBy: 360)
      if delta > 180 { delta -= 360 }
      if delta <= -180 { delta += 360 }

      while Double(index) / rate < end - timeSlack {
        let t = Double(index) / rate
        let local = t - start
        var p = current
        var extra = (x: 0.0, y: 0.0, z: 0.0)
        switch step.action {
        case .turn:
          let u = duration > 0 ? min(1, local / duration) : 1
          let s = (1 - cos(Double.pi * u)) / 2
          p = Pose(angle: from.angle + delta * s, tilt: from.tilt + (to.tilt - from.tilt) * s)
        case .shake(let amplitude, let frequency):
          let envelope = min(1, local / 0.1, (duration - local) / 0.1)
          let wave = sin(2 * Double.pi * frequency * local + phase) * amplitude * max(0, envelope)
          extra = (direction.x * wave, direction.y * wave, direction.z * wave)
          p.angle += 3 * sin(2 * Double.pi * frequency * local + phase + 1)
        case .walk(let amplitude, let frequency):
          let bounce = sin(2 * Double.pi * frequency * local + phase) * amplitude
          let sway = sin(Double.pi * frequency * local + phase)
          p.angle += 4 * sway
          p.tilt += 3 * sin(Double.pi * frequency * local + phase + 0.7)
          let g = gravity(angle: p.angle, tilt: p.tilt)
          // The bounce is along gravity; the sway pushes sideways in the screen plane.
          extra = (g.x * bounce + sway * amplitude / 2, g.y * bounce, g.z * bounce)
        case .unfold, .fold, .hinge:
          let u = duration > 0 ? min(1, local / duration) : 1
          hingeAngle = hingeFrom + (hingeTo - hingeFrom) * (1 - cos(Double.pi * u)) / 2
        case .hold, .set:
          break
        }
        let g = gravity(angle: p.angle, tilt: p.tilt)
        var sample = AccelSample(time: t, x: g.x + extra.x, y: g.y + extra.y, z: g.z + extra.z)
        if noise > 0 {
          sample.x += noise * random.nextGaussian()
          sample.y += noise * random.nextGaussian()
          sample.z += noise * random.nextGaussian()
        }
        var angle: Double? = nil
        if hasHinge {
          var value = hingeAngle
          if hingeNoise > 0 { value += hingeNoise * hingeRandom.nextGaussian() }
          value = min(HingeSample.validAngles.upperBound, max(0, value))
          // The hinge first, then the accelerometer in the frame it chose (SPEC §6.1: one CSV
          // line is read hinge first).
          _ = reading.update(HingeSample(time: t, angle: value))
          _ = intent.update(HingeSample(time: t, angle: hingeAngle))
          sample = sample.carried(by: turns(reading.display))
          angle = value
        }
        try emit(sample, angle)
        sampleCount += 1
        index += 1
      }
      if case .turn = step.action { current = to }
      var hinge: HingeTruth? = nil
      if hasHinge {
        // The move's last sample falls short of its end: the intent is judged at the target.
        hingeAngle = hingeTo
        _ = intent.update(HingeSample(time: end, angle: hingeAngle))
        hinge = HingeTruth(angle: hingeAngle, posture: intent.posture)
      }
      truth.append(
        TruthSpan(
          start: start, end: end, kind: kind,
          orientation: intended.carried(by: turns(intent.display)), previous: previous,
          hinge: hinge))
      start = end
    }
    return GroundTruth(truth: truth, rate: rate, seed: script.seed, sampleCount: sampleCount)
  }
}

import OrientationCore
import OrientationDetection

/// A scripted sequence of device poses and motions, from which synthetic traces are made
/// (SPEC §7; the file format is in `docs/poses.md`).
public struct PoseScript: Hashable, Sendable {
  /// Samples per second.
  public var rate: Double
  /// Seed of the noise and motion generator.
  public var seed: UInt64
  /// Standard deviation of the white noise added to each axis at the start, g.
  public var noise: Double
  /// Standard deviation of the white noise added to each hinge angle at the start, degrees
  /// (SPEC §7.1; only a script with a hinge step has hinge angles).
  public var hingeNoise: Double
  /// Tilt of held poses unless a step says otherwise, degrees back from upright (people hold
  /// phones tilted back; 90 is face up).
  public var tilt: Double
  /// The pose before the first step; by default the first step's orientation, else portrait.
  public var start: DeviceOrientation?
  /// The steps, in order.
  public var steps: [PoseStep]

  /// Makes a script; defaults: 100 Hz, seed 1, no noise, upright.
  public init(
    rate: Double = 100, seed: UInt64 = 1, noise: Double = 0, hingeNoise: Double = 0,
    tilt: Double = 0, start: DeviceOrientation? = nil, steps: [PoseStep] = []
  ) {
    self.rate = rate
    self.seed = seed
    self.noise = noise
    self.hingeNoise = hingeNoise
    self.tilt = tilt
    self.start = start
    self.steps = steps
  }

  /// The scripted duration, seconds.
  public var duration: Double { steps.reduce(0) { $0 + $1.duration } }

  /// Whether the script moves a foldable's hinge: a script with an `unfold`, `fold` or `hinge`
  /// step starts shut (0°) and gives every sample a hinge angle; one without has no hinge
  /// (SPEC §7.1).
  public var hasHinge: Bool { steps.contains { $0.action.hingeTarget != nil } }
}

/// Where a step puts the device: an orientation, turned and tilted.
public struct PoseTarget: Hashable, Sendable {
  /// The orientation the pose is based on (not unknown).
  public var orientation: DeviceOrientation
  /// Degrees added to the orientation's angle in the screen plane, clockwise as the user sees
  /// the device turn (portrait + 90 is landscapeLeft).
  public var angle: Double
  /// Degrees back from upright; `nil` takes the script's current tilt. Ignored for faceUp
  /// (+90) and faceDown (−90).
  public var tilt: Double?

  /// Makes a target.
  public init(_ orientation: DeviceOrientation, angle: Double = 0, tilt: Double? = nil) {
    self.orientation = orientation
    self.angle = angle
    self.tilt = tilt
  }
}

/// One step of a pose script.
public struct PoseStep: Hashable, Sendable {
  /// What the step does.
  public enum Action: Hashable, Sendable {
    /// Stay at a pose (or where the device is, when `nil`) for a while.
    case hold(PoseTarget?)
    /// Move smoothly (cosine ease) to a pose.
    case turn(PoseTarget)
    /// Shake in the screen plane: sinusoidal acceleration of `amplitude` g at `frequency` Hz
    /// along a random in-plane direction, with a small wobble of the pose.
    case shake(amplitude: Double, frequency: Double)
    /// Walking: a vertical bounce of `amplitude` g at `frequency` Hz, with sway of half that
    /// frequency in the pose.
    case walk(amplitude: Double, frequency: Double)
    /// Open the hinge to 180° (flat) with a cosine ease, the pose held.
    case unfold
    /// Close the hinge to 0° (shut) with a cosine ease, the pose held.
    case fold
    /// Move the hinge to `angle` degrees (0…360) with a cosine ease, the pose held.
    case hinge(angle: Double)
    /// Change the noise level, the default tilt and/or the hinge noise from here on; takes no
    /// time.
    case set(noise: Double?, tilt: Double?, hingeNoise: Double? = nil)

    /// The hinge angle a hinge move ends at, degrees: 180 for `unfold`, 0 for `fold`; `nil` for
    /// the steps that leave the hinge alone.
    public var hingeTarget: Double? {
      switch self {
      case .unfold: 180
      case .fold: 0
      case .hinge(let angle): angle
      case .hold, .turn, .shake, .walk, .set: nil
      }
    }
  }

  /// What the step does.
  public var action: Action
  /// How long it takes, seconds (0 for `set`).
  public var duration: Double
  /// The orientation a correct detector should report for this step, when it is not the
  /// target's (a hold near 45° meant to keep the previous orientation, for instance).
  public var expect: DeviceOrientation?
  /// The line of the step in its file (0 when built in code), for messages.
  public var line: Int

  /// Makes a step.
  public init(_ action: Action, duration: Double, expect: DeviceOrientation? = nil, line: Int = 0) {
    self.action = action
    self.duration = duration
    self.expect = expect
    self.line = line
  }

  /// A hold at `orientation` for `seconds`.
  public static func hold(
    _ orientation: DeviceOrientation, for seconds: Double, angle: Double = 0, tilt: Double? = nil,
    expect: DeviceOrientation? = nil
  ) -> PoseStep {
    PoseStep(
      .hold(PoseTarget(orientation, angle: angle, tilt: tilt)), duration: seconds, expect: expect)
  }

  /// A turn to `orientation` over `seconds`.
  public static func turn(
    _ orientation: DeviceOrientation, over seconds: Double, angle: Double = 0,
    tilt: Double? = nil, expect: DeviceOrientation? = nil
  ) -> PoseStep {
    PoseStep(
      .turn(PoseTarget(orientation, angle: angle, tilt: tilt)), duration: seconds, expect: expect)
  }

  /// A shake for `seconds`.
  public static func shake(_ seconds: Double, amplitude: Double = 1.0, frequency: Double = 5)
    -> PoseStep
  {
    PoseStep(.shake(amplitude: amplitude, frequency: frequency), duration: seconds)
  }

  /// Opening the hinge flat over `seconds`.
  public static func unfold(over seconds: Double) -> PoseStep {
    PoseStep(.unfold, duration: seconds)
  }

  /// Shutting the hinge over `seconds`.
  public static func fold(over seconds: Double) -> PoseStep {
    PoseStep(.fold, duration: seconds)
  }

  /// Moving the hinge to `angle` degrees over `seconds`.
  public static func hinge(to angle: Double, over seconds: Double) -> PoseStep {
    PoseStep(.hinge(angle: angle), duration: seconds)
  }

  /// Walking for `seconds`.
  public static func walk(_ seconds: Double, amplitude: Double = 0.15, frequency: Double = 2)
    -> PoseStep
  {
    PoseStep(.walk(amplitude: amplitude, frequency: frequency), duration: seconds)
  }
}

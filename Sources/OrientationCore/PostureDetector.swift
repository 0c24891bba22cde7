/// How far the hinge is open, as `UIHinge.Status` reports it (SPEC §6.1, F-10).
public enum HingeStatus: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// No hinge sample yet.
  case unknown
  /// At or below `closedAt`.
  case closed
  /// Between `closedAt` and `fullyOpenAt`.
  case partiallyOpen
  /// At or above `fullyOpenAt`.
  case fullyOpen

  /// UIKit's raw value for this status (`UIHinge.Status`: unknown 0 … fullyOpen 3).
  public var uikitRawValue: Int {
    switch self {
    case .unknown: 0
    case .closed: 1
    case .partiallyOpen: 2
    case .fullyOpen: 3
    }
  }

  /// The raw value, used in output.
  public var description: String { rawValue }
}

/// The rule behind a hinge decision, named in its explanation (SPEC §6.1 `hingeDecision`).
public enum HingeRule: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// At or below `closedAt`: outer display; opening will go to the inner display at once.
  case closed
  /// Below `foldAt` after the device was shut: the inner display stays.
  case stickyInner
  /// The fold threshold decided: below `foldAt` the outer display (a fold), at or above it
  /// (and below `reopenAt`, with no fold held) the inner display.
  case fold
  /// Between `foldAt` and `reopenAt` after a fold: the outer display stays.
  case stickyOuter
  /// At or above `reopenAt`: inner display, both flags cleared.
  case reopen
  /// The sample chose the other display, which takes over once `settle` has passed.
  case settling
  /// The source could not measure the angle (cros-ec-lid-angle's 500): no sample.
  case unreliable
  /// The first angle above 180° of the run: it counts as 180° from here on.
  case clamped

  /// The raw value, used in output.
  public var description: String { rawValue }
}

/// Notes a hinge input may carry besides a decision (SPEC §6.1 `diagnostic` records).
public enum HingeDiagnostic: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// A live angle outside 0…360° or not finite, or a non-finite time: the sample was dropped.
  case hingeOutOfRange
  /// The first angle above 180° of the run; it and later ones count as 180°.
  case hingeClamped

  /// The raw value, used in output.
  public var description: String { rawValue }
}

/// One hinge-angle reading (SPEC §6.1): 0° shut, 180° flat, up to 360° for 360° hinges.
public struct HingeSample: Hashable, Sendable {
  /// Seconds: trace time during replay, monotonic time live.
  public var time: Double
  /// Degrees between the two halves.
  public var angle: Double

  /// Makes a sample.
  public init(time: Double, angle: Double) {
    self.time = time
    self.angle = angle
  }

  /// The angles a hinge sample may carry: finite, 0…360° (SPEC §6.1).
  public static let validAngles: ClosedRange<Double> = 0...360

  /// Whether the detector takes this sample: its angle within ``validAngles`` and its time
  /// finite (a trace reader rejects the others with file:line; live, they are dropped).
  public var isValid: Bool {
    Self.validAngles.contains(angle) && time.isFinite
  }
}

/// The thresholds and settle time of the `book` detector (SPEC §6.1), validated on creation.
public struct PostureThresholds: Hashable, Sendable {
  /// Degrees at or below which the device is shut (status `closed`, outer display).
  public let closedAt: Double
  /// Degrees below which a fold switches to the outer display.
  public let foldAt: Double
  /// Degrees at or above which the inner display returns after a fold.
  public let reopenAt: Double
  /// Degrees at or above which the status is `fullyOpen`.
  public let fullyOpenAt: Double
  /// Seconds every sample must choose the new display before it takes over (`hingeSettle`).
  public let settle: Double

  /// The defaults: closed 5°, fold 45°, re-open 90°, fully open 165°, no settling.
  public static let `default` = PostureThresholds(
    uncheckedClosedAt: 5, foldAt: 45, reopenAt: 90, fullyOpenAt: 165, settle: 0)

  /// Thresholds satisfying 0 ≤ closedAt < foldAt ≤ reopenAt ≤ 180 and
  /// closedAt < fullyOpenAt ≤ 180, and a finite settle time ≥ 0; throws otherwise.
  public init(
    closedAt: Double = 5, foldAt: Double = 45, reopenAt: Double = 90, fullyOpenAt: Double = 165,
    settle: Double = 0
  ) throws(PostureThresholdsError) {
    // Bounded on both sides, so NaN and infinities fail too.
    let ordered =
      0 <= closedAt && closedAt < foldAt && foldAt <= reopenAt && reopenAt <= 180
      && closedAt < fullyOpenAt && fullyOpenAt <= 180
    guard ordered else {
      throw PostureThresholdsError(
        message: "hinge thresholds must satisfy 0 ≤ closedAt < foldAt ≤ reopenAt ≤ 180 and "
          + "closedAt < fullyOpenAt ≤ 180 (degrees); got closedAt \(closedAt), foldAt \(foldAt), "
          + "reopenAt \(reopenAt), fullyOpenAt \(fullyOpenAt)")
    }
    guard settle.isFinite, settle >= 0 else {
      throw PostureThresholdsError(
        message: "the hinge settle time must be a finite number of seconds ≥ 0; got \(settle)")
    }
    self.init(
      uncheckedClosedAt: closedAt, foldAt: foldAt, reopenAt: reopenAt, fullyOpenAt: fullyOpenAt,
      settle: settle)
  }

  private init(
    uncheckedClosedAt closedAt: Double, foldAt: Double, reopenAt: Double, fullyOpenAt: Double,
    settle: Double
  ) {
    self.closedAt = closedAt
    self.foldAt = foldAt
    self.reopenAt = reopenAt
    self.fullyOpenAt = fullyOpenAt
    self.settle = settle
  }
}

/// Thresholds that break the `book` detector's ordering (a usage error, SPEC §6.1).
public struct PostureThresholdsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong and what the values must satisfy.
  public var message: String
  /// The message.
  public var description: String { message }
}

/// The numbers behind one hinge decision (SPEC §6.1: the `hingeDecision` record's `args`).
public struct HingeExplanation: Hashable, Sendable {
  /// Degrees the decision judged (after clamping to 180); `nil` when no angle was read.
  public var angle: Double?
  /// The status after the decision.
  public var status: HingeStatus
  /// The display after the decision (while settling, still the old one).
  public var display: Display
  /// Whether leaving a shut device keeps the inner display below `foldAt`.
  public var stickyInner: Bool
  /// Whether a fold keeps the outer display below `reopenAt`.
  public var stickyOuter: Bool
  /// The rule that decided.
  public var rule: HingeRule

  /// Makes an explanation.
  public init(
    angle: Double?, status: HingeStatus, display: Display, stickyInner: Bool,
    stickyOuter: Bool, rule: HingeRule
  ) {
    self.angle = angle
    self.status = status
    self.display = display
    self.stickyInner = stickyInner
    self.stickyOuter = stickyOuter
    self.rule = rule
  }
}

/// One explained change of the detector's state, at the time it took effect.
public struct HingeDecision: Hashable, Sendable {
  /// Seconds: the sample's time, or a settle deadline's.
  public var time: Double
  /// The posture after the decision.
  public var posture: Posture
  /// Whether the display changed here (the scene moves to ``HingeExplanation/display``).
  public var displayChanged: Bool
  /// Whether the posture changed here.
  public var postureChanged: Bool
  /// The numbers and the rule.
  public var explanation: HingeExplanation

  /// Makes a decision.
  public init(
    time: Double, posture: Posture, displayChanged: Bool, postureChanged: Bool,
    explanation: HingeExplanation
  ) {
    self.time = time
    self.posture = posture
    self.displayChanged = displayChanged
    self.postureChanged = postureChanged
    self.explanation = explanation
  }
}

/// What the detector reports after one input.
public struct PostureOutput: Hashable, Sendable {
  /// The explained changes, in time order: a settled display change due at or before the
  /// input's time first, then the input's own. Empty when nothing changed.
  public var decisions: [HingeDecision]
  /// Notes for `diagnostic` records (a dropped or clamped angle).
  public var diagnostics: [HingeDiagnostic]

  /// Makes an output.
  public init(decisions: [HingeDecision] = [], diagnostics: [HingeDiagnostic] = []) {
    self.decisions = decisions
    self.diagnostics = diagnostics
  }

  /// Whether the display changed on this input.
  public var displayChanged: Bool { decisions.contains(where: \.displayChanged) }
}

/// One input to the detector (SPEC §6.1): a sample, an unmeasurable reading, a posture set
/// directly, or time passing with no sample.
public enum HingeEvent: Hashable, Sendable {
  /// A hinge angle.
  case sample(HingeSample)
  /// The source could not measure the angle at this time: no sample, explained.
  case unreliable(time: Double)
  /// A `posture` event or `launch.posture`: the state of a sample at ``Posture/angle``, now.
  case posture(Posture, time: Double)
  /// Time has reached this point with no sample (a settle deadline may fall due).
  case advance(to: Double)
}

/// The `book` posture detector (SPEC §6.1): hinge angle → display, status and posture.
///
/// Modelled on AOSP's posture-aware closed state: two sticky flags make opening a shut device
/// switch to the inner display at once, a fold switch back below ``PostureThresholds/foldAt``,
/// and, after such a fold, the outer display stay until ``PostureThresholds/reopenAt`` or until
/// the device is shut. A value type whose ``step(_:)`` is a pure function of (state, event,
/// time): the same inputs give the same decisions, live or replayed. Time is virtual: a
/// pending display change falls due at ``nextDeadline`` whether or not a sample comes then,
/// so a live caller waits at most until then and calls ``advance(to:)``.
public struct PostureDetector: Hashable, Sendable {
  /// The thresholds and settle time.
  public let thresholds: PostureThresholds
  /// The display the scene is on (settled).
  public private(set) var display: Display = .outer
  /// Set when the device was shut; cleared at or above `foldAt`.
  public private(set) var stickyInner = true
  /// Set by a fold below `foldAt`; cleared at or above `reopenAt` or when shut.
  public private(set) var stickyOuter = false
  /// The hinge status; `unknown` before the first sample.
  public private(set) var status: HingeStatus = .unknown
  /// The last angle judged (clamped), `nil` before the first sample.
  public private(set) var angle: Double?
  /// The display change the samples chose, while it settles.
  public private(set) var pending: PendingDisplayChange?
  private var clampNoted = false

  /// A display change waiting for the settle time (SPEC §6.1 "Settle").
  public struct PendingDisplayChange: Hashable, Sendable {
    /// The display every sample since the first choosing one has chosen.
    public var display: Display
    /// When it takes over: the first choosing sample's time plus the settle time.
    public var due: Double
    /// The rule of the first choosing sample, explained when it takes over.
    public var rule: HingeRule
  }

  /// A detector before its first sample: a 0° sample's state with status `unknown`.
  public init(thresholds: PostureThresholds = .default) {
    self.thresholds = thresholds
  }

  /// The posture: `folded` on the outer display; on the inner one `open` when fully open,
  /// else `halfOpen`.
  public var posture: Posture {
    switch (display, status) {
    case (.outer, _): .folded
    case (.inner, .fullyOpen): .open
    case (.inner, _): .halfOpen
    }
  }

  /// When a pending display change takes over, if one is pending.
  public var nextDeadline: Double? { pending?.due }

  /// The explanation of the current state under `rule`.
  public func explanation(_ rule: HingeRule) -> HingeExplanation {
    HingeExplanation(
      angle: angle, status: status, display: display, stickyInner: stickyInner,
      stickyOuter: stickyOuter, rule: rule)
  }

  /// Feeds one input and returns the explained changes it caused.
  public mutating func step(_ event: HingeEvent) -> PostureOutput {
    switch event {
    case .sample(let sample): return update(sample)
    case .unreliable(let time):
      var output = advance(to: time)
      output.decisions.append(decision(at: time, rule: .unreliable, from: self))
      return output
    case .posture(let posture, let time):
      var fresh = PostureDetector(thresholds: thresholds)
      fresh.clampNoted = clampNoted
      let rule = fresh.judge(posture.angle, at: time, settle: 0)
      let before = self
      self = fresh
      return PostureOutput(decisions: [decision(at: time, rule: rule, from: before)])
    case .advance(let time): return advance(to: time)
    }
  }

  /// Feeds one hinge sample: first any display change due by its time, then its own.
  public mutating func update(_ sample: HingeSample) -> PostureOutput {
    guard sample.isValid else { return PostureOutput(diagnostics: [.hingeOutOfRange]) }
    var output = advance(to: sample.time)
    let before = self
    var judged = sample.angle
    var clamped = false
    if judged > 180 {
      judged = 180
      clamped = !clampNoted
      clampNoted = true
    }
    let rule = judge(judged, at: sample.time, settle: thresholds.settle)
    if clamped {
      output.diagnostics.append(.hingeClamped)
      output.decisions.append(decision(at: sample.time, rule: .clamped, from: before))
    } else if changed(from: before) {
      output.decisions.append(decision(at: sample.time, rule: rule, from: before))
    }
    return output
  }

  /// Lets time pass to `time` with no sample: a pending display change due by then takes
  /// over, stamped with its deadline.
  public mutating func advance(to time: Double) -> PostureOutput {
    guard let change = pending, time >= change.due else { return PostureOutput() }
    let before = self
    display = change.display
    pending = nil
    return PostureOutput(decisions: [decision(at: change.due, rule: change.rule, from: before)])
  }

  /// Applies the table of SPEC §6.1 to `angle` (already clamped); returns the rule to explain.
  private mutating func judge(_ angle: Double, at time: Double, settle: Double) -> HingeRule {
    let t = thresholds
    self.angle = angle
    status =
      angle <= t.closedAt ? .closed : angle >= t.fullyOpenAt ? .fullyOpen : .partiallyOpen
    let chosen: Display
    let rule: HingeRule
    if angle <= t.closedAt {
      (chosen, rule) = (.outer, .closed)
      stickyInner = true
      stickyOuter = false
    } else if angle < t.foldAt {
      if stickyInner {
        (chosen, rule) = (.inner, .stickyInner)
      } else {
        (chosen, rule) = (.outer, stickyOuter ? .stickyOuter : .fold)
        stickyOuter = true
      }
    } else if angle < t.reopenAt {
      (chosen, rule) = stickyOuter ? (.outer, .stickyOuter) : (.inner, .fold)
      stickyInner = false
    } else {
      (chosen, rule) = (.inner, .reopen)
      stickyInner = false
      stickyOuter = false
    }
    if chosen == display {
      pending = nil
      return rule
    }
    if settle <= 0 {
      display = chosen
      pending = nil
      return rule
    }
    if pending?.display == chosen { return rule }
    pending = PendingDisplayChange(display: chosen, due: time + settle, rule: rule)
    return .settling
  }

  private func changed(from before: PostureDetector) -> Bool {
    display != before.display || status != before.status || stickyInner != before.stickyInner
      || stickyOuter != before.stickyOuter || pending != before.pending
  }

  private func decision(at time: Double, rule: HingeRule, from before: PostureDetector)
    -> HingeDecision
  {
    HingeDecision(
      time: time, posture: posture, displayChanged: display != before.display,
      postureChanged: posture != before.posture, explanation: explanation(rule))
  }
}

/// Drives a ``Simulator`` from accelerometer samples: samples → ``DetectionPipeline`` →
/// `deviceOrientationChanged`, with the scene's scripted events interleaved by time.
///
/// Replay and live watching share it, so a trace replays exactly as it ran live (SPEC §6:
/// detection is deterministic). The driver holds no records: it streams through the simulator,
/// whose ``Simulator/onRecord`` and ``Simulator/retainsRecords`` decide what is kept.
public struct SampleDriver {
  /// The engine driven.
  public let simulator: Simulator
  /// The detection in front of it.
  public var pipeline: DetectionPipeline
  /// Whether detector decisions are recorded as `decision` records (`--explain`).
  public var explains: Bool
  /// Scripted events still to perform, in time order.
  var events: [SceneEvent]
  var nextEvent = 0
  /// The (proposed, heldBy) pair of the previous sample, to record a decision only when the
  /// detector's judgement moves rather than once per sample.
  var lastJudgement: (DeviceOrientation?, DetectorRule?)?
  /// Whether the app waits for the detector's first decision to launch into it
  /// (``launchOnFirstDecision()``).
  public private(set) var launchesOnFirstDecision = false
  /// The time of the last sample fed.
  var lastTime = 0.0

  /// A driver for `simulator`, performing `events` (default: the simulator's scene events) as
  /// time passes. `explains` also turns on the simulator's refusal explanations.
  public init(
    simulator: Simulator, pipeline: DetectionPipeline, events: [SceneEvent]? = nil,
    explains: Bool = false
  ) {
    self.simulator = simulator
    self.pipeline = pipeline
    self.events = events ?? simulator.events
    self.explains = explains
    if explains { simulator.explainsRefusals = true }
  }

  /// Launches the app at `time` (SPEC §5.5) unless it already runs.
  public func launch(at time: Double) throws {
    try simulator.launch(at: time)
  }

  /// Launches the app at the detector's first decision, into that device orientation (SPEC
  /// §5.5, §8.1: a scene that does not fix `launch.deviceOrientation`), under the profile's
  /// launch rule. Until then samples only feed the detector and scripted events wait; a stream
  /// with no decision launches in the scene's orientation when it ends (``finish()``).
  public mutating func launchOnFirstDecision() {
    launchesOnFirstDecision = !simulator.isLaunched
  }

  /// Whether the app waits for a decision to launch.
  var waitsForLaunch: Bool { launchesOnFirstDecision && !simulator.isLaunched }

  /// The time of the next scripted event or transition completion, if any: a live loop waits
  /// for a sample at most until then.
  public var nextDeadline: Double? {
    if waitsForLaunch { return nil }
    let event = nextEvent < events.count ? events[nextEvent].at : nil
    switch (event, simulator.nextCompletionTime) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b): return b
    }
  }

  /// Performs every scripted event due at or before `time` and fires due completions.
  public mutating func advance(to time: Double) throws {
    if waitsForLaunch { return }
    while nextEvent < events.count, events[nextEvent].at <= time {
      let event = events[nextEvent]
      nextEvent += 1
      try simulator.perform(event.action, at: event.at)
    }
    try simulator.advance(to: time)
  }

  /// Feeds one sample. The detector judges it at the sample's own time; the engine sees the
  /// result at `engineTime` (default: the sample's time; live input passes the monotonic clock).
  /// Returns the detector's output.
  @discardableResult
  public mutating func feed(_ sample: AccelSample, at engineTime: Double? = nil) throws
    -> DetectorOutput
  {
    let time = engineTime ?? sample.time
    lastTime = time
    if waitsForLaunch {
      let output = pipeline.process(sample)
      guard output.orientation != .unknown else { return output }
      simulator.setLaunchDeviceOrientation(output.orientation)
      try simulator.launch(at: time)
      if explains {
        try simulator.recordDecision(output, at: time)
        lastJudgement = (output.explanation.proposed, output.explanation.heldBy)
      }
      return output
    }
    try advance(to: time)
    let output = pipeline.process(sample)
    if explains {
      let judgement = (output.explanation.proposed, output.explanation.heldBy)
      if output.changed || lastJudgement.map({ $0 != judgement.0 || $1 != judgement.1 }) ?? true {
        try simulator.recordDecision(output, at: time)
      }
      lastJudgement = judgement
    }
    if output.changed {
      let orientation = output.orientation
      // UIKit posts orientationDidChange only for a change of what it sees: the detector's
      // first decision agreeing with the launch orientation is not news.
      if simulator.isPortraitLocked || orientation != simulator.deviceOrientation {
        try simulator.deviceOrientationChanged(orientation, at: time)
      }
    }
    return output
  }

  /// Performs the remaining scripted events and runs every pending completion.
  public mutating func finish() throws {
    if waitsForLaunch { try simulator.launch(at: lastTime) }
    while nextEvent < events.count {
      let event = events[nextEvent]
      nextEvent += 1
      try simulator.perform(event.action, at: event.at)
    }
    try simulator.finish()
  }
}

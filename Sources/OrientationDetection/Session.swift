import OrientationCore

/// Watches a ``Session``: every record the engine appends and every sample the detector judged.
///
/// `replay`, `demo`, `watch` and `plot` differ only in their sources and observers: the text,
/// jsonl and summary renderers, the live status line and the plot's timeline all see the same
/// records from the same loop, so they cannot disagree.
public protocol SessionObserver: AnyObject {
  /// A record the engine appended (any kind, `decision` included).
  func session(_ simulator: Simulator, didRecord record: CallbackRecord)
  /// A sample after the detector judged it and the engine saw the result at `time`.
  func session(
    _ simulator: Simulator, didProcess sample: AccelSample, output: DetectorOutput, at time: Double)
  /// A hinge reading after the posture detector and the engine took it at `time` (SPEC §6.1).
  func session(_ simulator: Simulator, didProcessHinge reading: HingeReading, at time: Double)
  /// The UIKit exception that ended the session (SPEC §3.4).
  func session(_ simulator: Simulator, didStopWith exception: OrientationError)
  /// Whether the observer wants ``session(_:didProcess:output:at:)`` (false by default: most
  /// observers read records only, and a replay's per-sample path stays free of their calls).
  var observesSamples: Bool { get }
}

extension SessionObserver {
  /// False: records only.
  public var observesSamples: Bool { false }

  /// Does nothing: an observer of records only.
  public func session(
    _ simulator: Simulator, didProcessHinge reading: HingeReading, at time: Double
  ) {}

  /// Does nothing: the command reports the exception.
  public func session(_ simulator: Simulator, didStopWith exception: OrientationError) {}

  /// Does nothing: an observer of records only.
  public func session(
    _ simulator: Simulator, didProcess sample: AccelSample, output: DetectorOutput, at time: Double
  ) {}
}

/// The one run loop from sample to record: samples → ``DetectionPipeline`` →
/// `deviceOrientationChanged`, with the scene's scripted events interleaved by time, and every
/// record streamed to the observers.
///
/// Every command that feeds samples to the engine runs one: replay and demo from a trace, watch
/// from a live device, plot from a trace with the timeline as an observer. So a trace replays
/// exactly as it ran live (SPEC §6: detection is deterministic) and a plot shows exactly the
/// records a replay prints. The session holds no records: it streams through the simulator,
/// whose `retainsRecords` decides what is kept.
public struct Session {
  /// The engine driven.
  public let simulator: Simulator
  /// The detection in front of it.
  public var pipeline: DetectionPipeline
  /// Whether detector decisions are recorded as `decision` records (`--explain`).
  public var explains: Bool
  /// Whether the user's portrait-orientation lock is on from the start (`--lock portrait`, SPEC
  /// §8.1): the engine's lock (`Simulator.setPortraitLock(_:at:)`), on before the app launches,
  /// so the device reports portrait whatever the samples say, at launch too. The detector keeps
  /// running unlocked, so its decisions still say what it sees; the engine refuses the changes.
  public let locksPortrait: Bool
  /// Whether ``locksPortrait`` still has to be applied.
  var lockPending: Bool
  /// Who sees records and samples, in this order.
  public let observers: [any SessionObserver]
  /// The observers that want samples.
  let sampleObservers: [any SessionObserver]
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
  /// The simulator's ``Simulator/frameTurns`` the pipeline was last carried to.
  var pipelineTurns = 0
  /// Diagnostics waiting for the launch (``diagnoseAtLaunch(_:reason:)``).
  var launchDiagnostics: [(call: String, reason: String)] = []

  /// A session for `simulator`, performing `events` (default: the simulator's scene events) as
  /// time passes, streaming records to `observers`. `explains` also turns on the simulator's
  /// refusal explanations; `locksPortrait` turns the user's portrait lock on before the launch.
  public init(
    simulator: Simulator, pipeline: DetectionPipeline, events: [SceneEvent]? = nil,
    explains: Bool = false, locksPortrait: Bool = false, observers: [any SessionObserver] = []
  ) {
    self.simulator = simulator
    self.pipeline = pipeline
    self.events = events ?? simulator.events
    self.explains = explains
    self.locksPortrait = locksPortrait
    lockPending = locksPortrait
    self.observers = observers
    sampleObservers = observers.filter(\.observesSamples)
    if explains { simulator.explainsRefusals = true }
    if !observers.isEmpty {
      if observers.count == 1, let only = observers.first {
        simulator.onRecord = { [unowned simulator] in only.session(simulator, didRecord: $0) }
      } else {
        simulator.onRecord = { [unowned simulator] record in
          for observer in observers { observer.session(simulator, didRecord: record) }
        }
      }
    }
  }

  /// Launches the app at `time` (SPEC §5.5) unless it already runs.
  public mutating func launch(at time: Double) throws {
    try applyPortraitLock()
    try simulator.launch(at: time)
    recordLaunchDiagnostics()
  }

  /// Records a `diagnostic` `call` `{reason}` at the launch, just after it, or now when the app
  /// already runs (`noHingeSource`, SPEC §8.4: a live run that found no hinge to read).
  public mutating func diagnoseAtLaunch(_ call: String, reason: String) {
    launchDiagnostics.append((call, reason))
    recordLaunchDiagnostics()
  }

  mutating func recordLaunchDiagnostics() {
    guard simulator.isLaunched, !launchDiagnostics.isEmpty else { return }
    for diagnostic in launchDiagnostics {
      simulator.recordDiagnostic(diagnostic.call, reason: diagnostic.reason)
    }
    launchDiagnostics = []
  }

  /// Turns the engine's portrait lock on before anything else happens (``locksPortrait``): the
  /// user's lock was on before the app started, so the app launches into portrait whatever the
  /// device (or the scene's `launch.deviceOrientation`) says. A scene's `lock: portrait` event
  /// differs only there: it runs after the launch, at its time.
  mutating func applyPortraitLock() throws {
    guard lockPending else { return }
    lockPending = false
    try simulator.setPortraitLock(true, at: simulator.time)
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
    switch (event, simulator.nextDeadline) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b): return b
    }
  }

  /// Performs every scripted event due at or before `time` and fires due completions.
  public mutating func advance(to time: Double) throws {
    if waitsForLaunch { return }
    try applyPortraitLock()
    while nextEvent < events.count, events[nextEvent].at <= time {
      let event = events[nextEvent]
      nextEvent += 1
      try simulator.perform(event)
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
      carryPipeline()
      let output = pipeline.process(sample)
      if output.orientation != .unknown {
        try applyPortraitLock()
        simulator.setLaunchDeviceOrientation(output.orientation)
        try simulator.launch(at: time)
        recordLaunchDiagnostics()
        if explains {
          try simulator.recordDecision(output, at: time)
          lastJudgement = (output.explanation.proposed, output.explanation.heldBy)
        }
      }
      for observer in sampleObservers {
        observer.session(simulator, didProcess: sample, output: output, at: time)
      }
      return output
    }
    try advance(to: time)
    carryPipeline()
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
    for observer in sampleObservers {
      observer.session(simulator, didProcess: sample, output: output, at: time)
    }
    return output
  }

  /// Feeds one hinge reading at `time` (SPEC §6.1): through the simulator's posture detector,
  /// whose display changes move the scene (§5.9) and carry the accelerometer detector to the
  /// new display's frame before its next sample. Before a launch that waits for the first
  /// accelerometer decision, it sets the display the app launches on.
  public mutating func feed(hinge reading: HingeReading, at time: Double) throws {
    lastTime = max(lastTime, time)
    if !waitsForLaunch { try advance(to: time) }
    switch reading {
    case .degrees(let angle): try simulator.setHinge(angle, at: time)
    case .unreliable: try simulator.hingeUnreliable(at: time)
    }
    carryPipeline()
    for observer in sampleObservers {
      observer.session(simulator, didProcessHinge: reading, at: time)
    }
  }

  /// Carries the accelerometer detector to the frame of the display the hinge chose, when
  /// that moved since the last sample (SPEC §6.1 "Device frame").
  mutating func carryPipeline() {
    let turns = simulator.frameTurns
    guard turns != pipelineTurns else { return }
    pipeline.carry(by: turns - pipelineTurns)
    pipelineTurns = turns
  }

  /// Tells the observers that `exception` ended the session.
  public func stop(with exception: OrientationError) {
    for observer in observers { observer.session(simulator, didStopWith: exception) }
  }

  /// Performs the remaining scripted events and runs every pending completion.
  public mutating func finish() throws {
    try applyPortraitLock()
    if waitsForLaunch {
      try simulator.launch(at: lastTime)
      recordLaunchDiagnostics()
    }
    while nextEvent < events.count {
      let event = events[nextEvent]
      nextEvent += 1
      try simulator.perform(event)
    }
    try simulator.finish()
  }
}

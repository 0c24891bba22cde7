import Glibc
import OrientationCore
import OrientationDetection
import OrientationFormats
import OrientationTraces

/// What `replay` and `demo` replay, and how.
struct ReplayPlan {
  /// The trace file (any format, detected from content).
  var trace: String
  /// The scene, loaded, with its device profile.
  var loaded: LoadedScene
  /// Detector, units, mount, lock, explain.
  var detection: DetectionOptions
  /// Only samples at or after this trace time.
  var from: Double?
  /// Only samples before this trace time.
  var to: Double?
  /// Pace against the monotonic clock at this factor; nil replays in virtual time at full speed.
  var speed: Double?
  /// How many times the trace runs; later runs continue the timeline.
  var loops = 1
  /// The device to take from a multi-device libinput recording.
  var deviceName: String?
  /// A trace whose hinge readings replace the trace's own (`--hinge`, SPEC §8.4).
  var hinge: String?
}

/// Replays a trace through detection into the engine and a renderer: the work of `replay` and
/// `demo` (SPEC §8.1).
///
/// Streaming: samples are read one at a time, records go straight to the renderer and the
/// simulator keeps none (`retainsRecords = false`), so memory does not grow with the trace.
/// Virtual time is the trace's own; scene events are performed when the trace passes their
/// time. Each loop after the first is shifted to start one sample interval after the previous
/// one ended, so the detector sees a continuous stream rather than time going backwards.
/// The app launches at time 0 whatever the window; scene events run once, at their own times,
/// also when they fall before `--from` or into a later loop.
enum TraceReplay {
  /// Runs `plan`, returning the exit status of SPEC §8.1; messages go to `errors`. `observers`
  /// see the same session as the renderer (the plot's timeline).
  static func run(
    _ plan: ReplayPlan, into renderer: (any RecordRenderer)?, errors: OutputSink,
    progress: ProgressReporter? = nil, observers: [any SessionObserver] = []
  ) -> Int32 {
    let simulator: Simulator
    do {
      simulator = try Simulator(scene: plan.loaded.scene, deviceProfile: plan.loaded.deviceProfile)
    } catch {
      return ErrorReport.report(error, errors: errors)
    }
    // Every input is checked before the first record is printed: the trace opens and its
    // header converts (axes with a resolution or --scale), and a trace read more than once is
    // one that can be.
    let loops = max(plan.loops, 1)
    var firstSource: TraceSource?
    var firstHinge: HingeTraceReader?
    var firstConverter: SampleConverter
    do {
      if plan.hinge == "-" && plan.trace == "-" {
        throw InputError(
          kind: .refused, file: "-", line: 0, column: 0,
          message: "the trace and the hinge trace cannot both be standard input; save one "
            + "to a file")
      }
      let source = try TraceFormat.open(path: plan.trace, deviceName: plan.deviceName)
      firstConverter = try plan.detection.converter(for: source.device, file: plan.trace)
      firstSource = consume source
      if loops > 1 && !TraceInputPath.isRereadable(plan.trace) {
        throw InputError(
          kind: .refused, file: plan.trace, line: 0, column: 0,
          message: "--loop \(loops) reads the trace again, which standard input, a pipe or a "
            + "FIFO cannot do; save it to a file first")
      }
      if let hinge = plan.hinge {
        if loops > 1 && !TraceInputPath.isRereadable(hinge) {
          throw InputError(
            kind: .refused, file: hinge, line: 0, column: 0,
            message: "--loop \(loops) reads the hinge trace again, which standard input, a "
              + "pipe or a FIFO cannot do; save it to a file first")
        }
        firstHinge = try HingeTraceReader(path: hinge, deviceName: plan.deviceName)
      }
    } catch {
      return ErrorReport.report(error, errors: errors)
    }
    simulator.retainsRecords = false
    var driver = Session(
      simulator: simulator, pipeline: plan.detection.makePipeline(),
      explains: plan.detection.explain, locksPortrait: plan.detection.locksPortrait,
      observers: (renderer.map { [$0] } ?? []) + observers)
    var counts = ReplayCounts()
    var status = ExitStatus.ok.rawValue
    defer {
      progress?.finish()
      renderer?.finish(
        RunEnd(
          samples: counts.samples, frames: counts.frames,
          rotations: simulator.statistics.rotations,
          finalDeviceOrientation: simulator.deviceOrientation,
          finalInterfaceOrientation: simulator.interfaceOrientation))
    }
    do {
      // SPEC §5.5: into the detector's first decision unless the scene fixes the launch.
      if plan.loaded.fixesLaunchOrientation {
        try driver.launch(at: 0)
      } else {
        driver.launchOnFirstDecision()
      }
      var pacer = plan.speed.map { Pacer(speed: $0) }
      for loopIndex in 0..<loops {
        let source: TraceSource
        if let first = firstSource.take() {
          source = first
        } else {
          source = try TraceFormat.open(path: plan.trace, deviceName: plan.deviceName)
          firstConverter = try plan.detection.converter(for: source.device, file: plan.trace)
        }
        let converter = firstConverter
        var hinges: HingeTraceReader?
        if let path = plan.hinge {
          hinges =
            try firstHinge.take() ?? HingeTraceReader(path: path, deviceName: plan.deviceName)
        }
        try replay(
          source, converter: converter, hinges: hinges, plan: plan, driver: &driver,
          pacer: &pacer, counts: &counts
        ) { fraction, samples in
          // Over all loops: each loop is an equal share of the work.
          progress?.update(
            fraction: fraction.map { (Double(loopIndex) + $0) / Double(loops) }, samples: samples)
        }
      }
      try driver.finish()
    } catch {
      if let exception = error as? OrientationError { driver.stop(with: exception) }
      status = ErrorReport.report(error, errors: errors, sceneFile: plan.loaded.file)
    }
    return status
  }

  /// What a replay has counted so far, over all loops.
  struct ReplayCounts {
    /// Samples fed to the detector (inside the window).
    var samples = 0
    /// Frames read (all of them).
    var frames = 0
    /// What is added to trace times: loops after the first continue the timeline.
    var offset = 0.0
  }

  /// One pass over `source`: its samples and hinge readings inside the window (the hinge
  /// readings of `hinges` instead of its own when given, on its clock), shifted by
  /// `counts.offset`, into the driver; a hinge reading of a sample's time goes first.
  ///
  /// The per-sample path is the one a replay without a hinge had: the `--hinge` merge is a
  /// value of its own, looked at only when there is one.
  private static func replay(
    _ source: consuming TraceSource, converter: SampleConverter, hinges: HingeTraceReader?,
    plan: ReplayPlan, driver: inout Session, pacer: inout Pacer?, counts: inout ReplayCounts,
    progress: (_ fraction: Double?, _ samples: Int) -> Void
  ) throws {
    var span = Span()
    var previous: Double?
    var interval = 0.01
    var merge = hinges.map { HingeMerge(reader: $0) }
    try TraceFormat.forEachInput(of: source, converter: converter) { input, origin, fraction in
      switch input {
      case .sample(let sample):
        counts.frames += 1
        if merge != nil {
          try merge!.feed(
            until: sample.time, origin: origin, plan: plan, driver: &driver, pacer: &pacer,
            counts: counts, span: &span)
        }
        if let from = plan.from, sample.time < from { return true }
        if let to = plan.to, sample.time >= to { return false }
        if span.first == nil { span.first = sample.time }
        if let previous, sample.time > previous { interval = sample.time - previous }
        previous = sample.time
        span.extend(to: sample.time)
        var shifted = sample
        shifted.time += counts.offset
        pacer?.wait(until: shifted.time)
        try driver.feed(shifted)
        counts.samples += 1
        if counts.samples & 1023 == 0 { progress(fraction, counts.samples) }
        return true
      case .hinge(let hinge):
        // `--hinge` replaces the trace's own readings.
        guard merge == nil else { return true }
        return try feedHinge(
          hinge.reading, at: hinge.time, plan: plan, driver: &driver, pacer: &pacer,
          counts: counts, span: &span)
      }
    }
    try merge?.feed(
      until: nil, origin: nil, plan: plan, driver: &driver, pacer: &pacer, counts: counts,
      span: &span)
    if let first = span.first, let last = span.last { counts.offset += last - first + interval }
  }

  /// The first and last trace times fed in one pass.
  struct Span {
    var first: Double?
    var last: Double?

    mutating func extend(to time: Double) {
      if first == nil { first = time }
      last = max(last ?? time, time)
    }
  }

  /// Feeds a hinge reading at trace time `time` unless it is outside the window; false once
  /// past its end.
  static func feedHinge(
    _ reading: HingeReading, at time: Double, plan: ReplayPlan, driver: inout Session,
    pacer: inout Pacer?, counts: ReplayCounts, span: inout Span
  ) throws -> Bool {
    if let from = plan.from, time < from { return true }
    if let to = plan.to, time >= to { return false }
    span.extend(to: time)
    pacer?.wait(until: time + counts.offset)
    try driver.feed(hinge: reading, at: time + counts.offset)
    return true
  }

  /// A `--hinge` trace merged into the replay by time (SPEC §8.4): its readings, on the
  /// trace's clock (less the clock's origin), go in before the sample they precede.
  struct HingeMerge {
    let reader: HingeTraceReader
    var next: TraceHinge?
    var ended = false
    /// The trace clock's origin, as of the last sample.
    var origin = 0.0

    init(reader: HingeTraceReader) { self.reader = reader }

    /// Feeds the readings due by trace time `time` (all of them with nil).
    mutating func feed(
      until time: Double?, origin: Double?, plan: ReplayPlan, driver: inout Session,
      pacer: inout Pacer?, counts: ReplayCounts, span: inout Span
    ) throws {
      if let origin { self.origin = origin }
      while !ended {
        if next == nil {
          next = try reader.next()
          if next == nil {
            ended = true
            return
          }
        }
        guard let hinge = next else { return }
        let at = hinge.time - self.origin
        if let time, at > time { return }
        next = nil
        if try !TraceReplay.feedHinge(
          hinge.reading, at: at, plan: plan, driver: &driver, pacer: &pacer, counts: counts,
          span: &span)
        {
          ended = true
        }
      }
    }
  }
}

/// What can be done with a trace path.
enum TraceInputPath {
  /// Whether `path` can be opened and read again from the start: a regular file (not `-`, a
  /// pipe, a FIFO or a terminal).
  static func isRereadable(_ path: String) -> Bool {
    guard path != "-" else { return false }
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }
}

/// Paces a replay against the monotonic clock: trace time t is due at start + (t − t0) / speed.
struct Pacer {
  let speed: Double
  var origin: (trace: Double, wall: Double)?

  init(speed: Double) { self.speed = speed }

  /// Sleeps until trace time `time` is due (returns at once for speed 0: as fast as possible).
  mutating func wait(until time: Double) {
    guard speed > 0 else { return }
    let now = ProgressReporter.monotonicSeconds()
    guard let origin else {
      self.origin = (time, now)
      return
    }
    let due = origin.wall + (time - origin.trace) / speed
    var remaining = due - now
    while remaining > 0 {
      var request = timespec(
        tv_sec: Int(remaining), tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
      _ = nanosleep(&request, nil)
      remaining = due - ProgressReporter.monotonicSeconds()
    }
  }
}

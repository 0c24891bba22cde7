import Foundation
import OrientationCore

/// A value that held over a stretch of time: `[start, end)` in seconds.
public struct TimelineSpan<Value: Hashable & Sendable>: Hashable, Sendable {
  /// When the value started to hold.
  public var start: Double
  /// When the next value took over (or the window ended).
  public var end: Double
  /// The value.
  public var value: Value

  /// Makes a span.
  public init(start: Double, end: Double, value: Value) {
    self.start = start
    self.end = end
    self.value = value
  }
}

/// Everything `orientsim plot` draws, on one time axis: samples, the detector's view of them,
/// its decisions, the interface orientation and the callback records (SPEC §6, §8.1).
///
/// A plain value: ``TimelineRecorder`` fills it from samples, ``TimelinePlot`` turns it into
/// SVG text. Per-sample series are stored in `Float` (a one-hour 100 Hz trace is 360 000
/// samples); spans and records are kept whole, never decimated.
public struct Timeline: Sendable {
  /// The detector whose angles, thresholds and decisions are shown.
  public var detector: DetectorKind
  /// What the plot's title names: the trace and the scene.
  public var title: String
  /// The window shown, seconds.
  public var start: Double
  /// The end of the window shown, seconds.
  public var end: Double

  /// Sample times in the window.
  public var times: [Double] = []
  /// Gravity components in g (internal frame, after the mount matrix), one per time.
  public var x: [Float] = []
  /// See ``x``.
  public var y: [Float] = []
  /// See ``x``.
  public var z: [Float] = []
  /// Tilt in degrees as the detector measured it (NaN where it measured none).
  public var tilt: [Float] = []
  /// The detector's orientation angle in degrees, 0 portrait, 90 landscapeLeft (Android and
  /// threshold); for iio, its portrait angle. NaN where not measured.
  public var angle: [Float] = []
  /// iio-sensor-proxy's landscape angle; empty for the other detectors.
  public var secondAngle: [Float] = []

  /// What the angles alone pointed at (`nil`: nothing), sample by sample, merged.
  public var proposed: [TimelineSpan<DeviceOrientation?>] = []
  /// When a rule held the detector back from its proposal, and which.
  public var held: [TimelineSpan<DetectorRule>] = []
  /// The device orientation the detector reported.
  public var device: [TimelineSpan<DeviceOrientation>] = []
  /// Every change the detector reported in the window, with its explanation.
  public var decisions: [DetectionEvent] = []
  /// The window's interface orientation.
  public var interface: [TimelineSpan<InterfaceOrientation>] = []
  /// When a rotation was in flight (its animation, from decision to completion).
  public var rotating: [TimelineSpan<Bool>] = []
  /// The engine's records in the window (callbacks, queries, diagnostics, lifecycle, device).
  public var records: [CallbackRecord] = []
  /// The UIKit exception that stopped the engine, if one did (`name: reason`).
  public var exception: String?

  /// An empty timeline for `detector` showing `start...end`.
  public init(detector: DetectorKind, title: String = "", start: Double, end: Double) {
    self.detector = detector
    self.title = title
    self.start = start
    self.end = end
  }
}

/// Merges a stream of (time, value) into spans, keeping only those that reach into a window.
struct SpanBuilder<Value: Hashable & Sendable> {
  var spans: [TimelineSpan<Value>] = []
  var current: TimelineSpan<Value>?
  let from: Double

  init(from: Double) { self.from = from }

  mutating func set(_ value: Value, at time: Double) {
    if let open = current {
      if open.value == value { return }
      close(at: time)
    }
    current = TimelineSpan(start: time, end: time, value: value)
  }

  mutating func close(at time: Double) {
    guard var open = current else { return }
    open.end = max(open.start, time)
    if open.end > from || open.start >= from { spans.append(open) }
    current = nil
  }

  /// The spans clipped to `start...end`.
  mutating func finish(at end: Double, window start: Double) -> [TimelineSpan<Value>] {
    close(at: end)
    return spans.compactMap { span in
      let clipped = TimelineSpan(
        start: max(span.start, start), end: min(span.end, end), value: span.value)
      return clipped.end > clipped.start ? clipped : nil
    }
  }
}

/// Replays samples through a detector and the engine and keeps what a plot needs.
///
/// The same building blocks as replay: a ``DetectionPipeline`` (mount matrix, detector) whose
/// changes go to ``Simulator/deviceOrientationChanged(_:at:)``, and the scene's own events
/// performed at their times on the trace's clock. The app launches at the first sample's time.
/// Samples before the window are still run (the detector and the engine need their history,
/// which is what zooming with `--from` means) but not kept; the run stops after the window.
public struct TimelineRecorder {
  private var pipeline: DetectionPipeline
  private let simulator: Simulator?
  private var events: ArraySlice<SceneEvent>
  private var timeline: Timeline
  private let from: Double
  private let to: Double
  private var proposed: SpanBuilder<DeviceOrientation?>
  private var held: SpanBuilder<DetectorRule?>
  private var device: SpanBuilder<DeviceOrientation>
  private let engineState: EngineState
  private var launched = false
  /// Whether the app launches at the detector's first decision, into it (SPEC §5.5: a scene
  /// that does not fix `launch.deviceOrientation`), rather than at the first sample.
  public var launchesOnFirstDecision = false
  private var nextDue = -Double.infinity
  private var lastTime: Double?
  private var firstTime: Double?

  /// The engine's side, shared with its record callback.
  private final class EngineState {
    var interface: SpanBuilder<InterfaceOrientation>
    var rotating: SpanBuilder<Bool>
    var records: [CallbackRecord] = []
    let from: Double
    let to: Double
    init(from: Double, to: Double) {
      self.from = from
      self.to = to
      interface = SpanBuilder(from: from)
      rotating = SpanBuilder(from: from)
    }
  }

  /// A recorder for the window `from...to` (either may be `nil`: the trace's own ends).
  ///
  /// - Parameters:
  ///   - pipeline: the detector and mount matrix.
  ///   - simulator: the engine, not yet launched; `nil` plots the detector alone.
  ///   - title: the plot's title.
  public init(
    pipeline: DetectionPipeline, simulator: Simulator?, title: String = "",
    from: Double? = nil, to: Double? = nil
  ) {
    self.pipeline = pipeline
    self.simulator = simulator
    self.events = (simulator?.events ?? [])[...]
    self.from = from ?? -Double.infinity
    self.to = to ?? Double.infinity
    timeline = Timeline(
      detector: pipeline.detector.kind, title: title, start: from ?? 0, end: to ?? 0)
    proposed = SpanBuilder(from: self.from)
    held = SpanBuilder(from: self.from)
    device = SpanBuilder(from: self.from)
    let state = EngineState(from: self.from, to: self.to)
    engineState = state
    if let simulator {
      simulator.retainsRecords = false
      simulator.onRecord = { [unowned simulator] record in
        state.interface.set(simulator.interfaceOrientation, at: record.time)
        state.rotating.set(simulator.isRotating, at: record.time)
        if record.time >= state.from && record.time <= state.to && record.kind != .decision {
          state.records.append(record)
        }
      }
    }
  }

  /// Whether samples at `time` are past the window (the caller may stop reading).
  public func isPastWindow(_ time: Double) -> Bool { time > to }

  /// Runs one sample through the detector and the engine.
  public mutating func add(_ sample: AccelSample) {
    guard sample.time <= to else { return }
    if firstTime == nil { firstTime = sample.time }
    lastTime = sample.time
    let output = pipeline.process(sample)
    let explanation = output.explanation
    let time = sample.time
    // iio-sensor-proxy judges one sample per 700 ms; between polls its proposal stands.
    if explanation.heldBy != .cadence {
      proposed.set(explanation.proposed, at: time)
      held.set(explanation.heldBy, at: time)
    }
    device.set(output.orientation, at: time)
    runEngine(until: time, change: output.changed ? output.orientation : nil)
    if output.changed && time >= from {
      timeline.decisions.append(
        DetectionEvent(time: time, orientation: output.orientation, explanation: explanation))
    }
    guard time >= from else { return }
    timeline.times.append(time)
    timeline.x.append(Float(sample.x))
    timeline.y.append(Float(sample.y))
    timeline.z.append(Float(sample.z))
    if timeline.detector == .iio {
      let iio = Self.iioAngles(sample)
      timeline.tilt.append(iio.tilt)
      timeline.angle.append(iio.portrait)
      timeline.secondAngle.append(iio.landscape)
    } else {
      timeline.tilt.append(explanation.tilt.map(Float.init) ?? .nan)
      timeline.angle.append(explanation.orientationAngle.map(Float.init) ?? .nan)
    }
  }

  private mutating func runEngine(until time: Double, change: DeviceOrientation?) {
    guard let simulator, timeline.exception == nil else { return }
    // Most samples change nothing: no decision, no scene event, no completion due.
    if launched, change == nil, time < nextDue, events.first.map({ $0.at > time }) ?? true {
      return
    }
    defer { nextDue = simulator.nextCompletionTime ?? .infinity }
    do {
      var change = change
      if !launched {
        if launchesOnFirstDecision {
          guard let decided = change, decided != .unknown else { return }
          simulator.setLaunchDeviceOrientation(decided)
          change = nil
        }
        launched = true
        try simulator.launch(at: time)
        engineState.interface.set(simulator.interfaceOrientation, at: time)
        engineState.rotating.set(simulator.isRotating, at: time)
      }
      while let event = events.first, event.at <= time {
        events.removeFirst()
        try simulator.perform(event.action, at: event.at)
      }
      if let change {
        try simulator.deviceOrientationChanged(change, at: time)
      } else {
        try simulator.advance(to: time)
      }
      // A rotation starts inside the call above, and its records come before it is pending;
      // a 180° turn changes the window's orientation after its last record.
      engineState.interface.set(simulator.interfaceOrientation, at: time)
      engineState.rotating.set(simulator.isRotating, at: time)
    } catch let error as OrientationError {
      timeline.exception = "\(error.name): \(error.reason)"
    } catch {
      timeline.exception = "\(error)"
    }
  }

  /// iio-sensor-proxy's own angles of a sample: tilt, portrait and landscape angles, degrees
  /// (computed for every sample, though the detector reads one every 700 ms).
  static func iioAngles(_ sample: AccelSample) -> (tilt: Float, portrait: Float, landscape: Float) {
    guard sample.isUsable else { return (.nan, .nan, .nan) }
    let x = IIODetector.scaled(sample.x * 256, scale: IIODetector.scale256)
    let y = IIODetector.scaled(sample.y * 256, scale: IIODetector.scale256)
    let z = IIODetector.scaled(-sample.z * 256, scale: IIODetector.scale256)
    let angles = IIODetector.angles(x: x, y: y, z: z)
    let horizontal = (x * x + y * y).squareRoot()
    let tilt = horizontal == 0 && z == 0 ? Double.nan : atan2Degrees(z, horizontal)
    return (Float(tilt), Float(angles.portrait), Float(angles.landscape))
  }

  private static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
    atan2(y, x) * 180 / Double.pi
  }

  /// Ends the run: lets pending transitions finish inside the window and returns the timeline.
  public mutating func finish() -> Timeline {
    let last = lastTime ?? timeline.start
    let end = to.isFinite ? to : last
    let start = from.isFinite ? from : (firstTime ?? 0)
    if let simulator, timeline.exception == nil, launched {
      do {
        while let event = events.first, event.at <= end {
          events.removeFirst()
          try simulator.perform(event.action, at: event.at)
        }
        try simulator.advance(to: end)
      } catch let error as OrientationError {
        timeline.exception = "\(error.name): \(error.reason)"
      } catch {
        timeline.exception = "\(error)"
      }
    }
    timeline.start = start
    timeline.end = max(end, start)
    timeline.proposed = proposed.finish(at: timeline.end, window: start)
    timeline.held = held.finish(at: timeline.end, window: start).compactMap { span in
      span.value.map { TimelineSpan(start: span.start, end: span.end, value: $0) }
    }
    timeline.device = device.finish(at: timeline.end, window: start)
    timeline.interface = engineState.interface.finish(at: timeline.end, window: start)
    timeline.rotating = engineState.rotating.finish(at: timeline.end, window: start).filter(
      \.value)
    timeline.records = engineState.records
    return timeline
  }
}

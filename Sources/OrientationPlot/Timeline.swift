import Foundation
import OrientationCore
import OrientationDetection

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
  /// When the user's portrait-orientation lock was on (`--lock portrait`, the scene event
  /// `lock`): the engine kept seeing portrait whatever the detector reported.
  public var portraitLocked: [TimelineSpan<Bool>] = []
  /// The window's interface orientation.
  public var interface: [TimelineSpan<InterfaceOrientation>] = []
  /// When a rotation was in flight (its animation, from decision to completion).
  public var rotating: [TimelineSpan<Bool>] = []
  /// When an animated appearance transition was in flight, and which (`push`, `present`, …;
  /// SPEC §5.4, §5.6).
  public var transitions: [TimelineSpan<String>] = []
  /// The engine's records in the window (callbacks, queries, diagnostics, lifecycle, device).
  public var records: [CallbackRecord] = []
  /// The UIKit exception that stopped the engine, if one did (`name: reason`).
  public var exception: String?

  /// Hinge reading times in the window (SPEC §6.1).
  public var hingeTimes: [Double] = []
  /// The hinge angle in degrees, one per hinge time (NaN for an unreliable reading).
  public var hinge: [Float] = []
  /// The posture detector's thresholds, drawn across the hinge lane.
  public var postureThresholds = PostureThresholds.default
  /// The display the scene was on, with the posture (SPEC §5.9, §6.1).
  public var display: [TimelineSpan<DisplayPosture>] = []

  /// Whether the hinge lanes are drawn: hinge readings came, or the display changed.
  public var showsHinge: Bool { !hingeTimes.isEmpty || display.count > 1 }

  /// An empty timeline for `detector` showing `start...end`.
  public init(detector: DetectorKind, title: String = "", start: Double, end: Double) {
    self.detector = detector
    self.title = title
    self.start = start
    self.end = end
  }
}

/// A display and the posture on it, as the plot's display lane shows them.
public struct DisplayPosture: Hashable, Sendable {
  /// `outer` or `inner`.
  public var display: Display
  /// `folded`, `halfOpen` or `open`.
  public var posture: Posture

  /// A display with its posture.
  public init(display: Display, posture: Posture) {
    self.display = display
    self.posture = posture
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

/// Keeps what a plot needs from a ``Session``: it observes the session's samples (with the
/// detector's judgement of each) and records, and drives nothing itself.
///
/// The session is the one `replay` runs, fed by the same trace loop, so the plot shows exactly
/// the records a replay prints. Samples before the window still run (the detector and the
/// engine need their history, which is what zooming with `--from` means) but are not kept.
public final class TimelineRecorder: SessionObserver {
  private var timeline: Timeline
  private let from: Double
  private let to: Double
  private var proposed: SpanBuilder<DeviceOrientation?>
  private var held: SpanBuilder<DetectorRule?>
  private var device: SpanBuilder<DeviceOrientation>
  private var interface: SpanBuilder<InterfaceOrientation>
  private var rotating: SpanBuilder<Bool>
  private var portraitLocked: SpanBuilder<Bool>
  private var transition: SpanBuilder<String?>
  private var display: SpanBuilder<DisplayPosture>
  private var records: [CallbackRecord] = []
  private var lastTime: Double?
  private var firstTime: Double?

  /// A recorder for the window `from...to` (either may be `nil`: the trace's own ends).
  ///
  /// - Parameters:
  ///   - detector: whose angles and thresholds are drawn.
  ///   - title: the plot's title.
  public init(detector: DetectorKind, title: String = "", from: Double? = nil, to: Double? = nil) {
    self.from = from ?? -Double.infinity
    self.to = to ?? Double.infinity
    timeline = Timeline(detector: detector, title: title, start: from ?? 0, end: to ?? 0)
    proposed = SpanBuilder(from: self.from)
    held = SpanBuilder(from: self.from)
    device = SpanBuilder(from: self.from)
    interface = SpanBuilder(from: self.from)
    rotating = SpanBuilder(from: self.from)
    portraitLocked = SpanBuilder(from: self.from)
    transition = SpanBuilder(from: self.from)
    display = SpanBuilder(from: self.from)
  }

  /// Whether samples at `time` are past the window (the caller may stop reading).
  public func isPastWindow(_ time: Double) -> Bool { time > to }

  /// Wants every sample.
  public var observesSamples: Bool { true }

  /// Keeps the window's records (all kinds but `decision`) and follows the interface lane.
  public func session(_ simulator: Simulator, didRecord record: CallbackRecord) {
    follow(simulator, at: record.time)
    if record.time >= from && record.time <= to && record.kind != .decision {
      records.append(record)
    }
  }

  /// Keeps the sample, the detector's view of it and the engine's state after it.
  public func session(
    _ simulator: Simulator, didProcess sample: AccelSample, output: DetectorOutput, at time: Double
  ) {
    guard sample.time <= to else { return }
    if firstTime == nil { firstTime = sample.time }
    lastTime = sample.time
    let explanation = output.explanation
    // iio-sensor-proxy judges one sample per 700 ms; between polls its proposal stands.
    if explanation.heldBy != .cadence {
      proposed.set(explanation.proposed, at: time)
      held.set(explanation.heldBy, at: time)
    }
    device.set(output.orientation, at: time)
    // A rotation starts inside the engine's call, and its records come before it is pending;
    // a 180° turn changes the window's orientation after its last record.
    follow(simulator, at: time)
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

  private func follow(_ simulator: Simulator, at time: Double) {
    interface.set(simulator.interfaceOrientation, at: time)
    rotating.set(simulator.isRotating, at: time)
    portraitLocked.set(simulator.isPortraitLocked, at: time)
    transition.set(simulator.appearanceTransitionInProgress, at: time)
    display.set(DisplayPosture(display: simulator.display, posture: simulator.posture), at: time)
    timeline.postureThresholds = simulator.postureDetector.thresholds
  }

  /// Keeps the hinge angle and follows the display lane.
  public func session(
    _ simulator: Simulator, didProcessHinge reading: HingeReading, at time: Double
  ) {
    guard time <= to else { return }
    if firstTime == nil { firstTime = time }
    lastTime = max(lastTime ?? time, time)
    follow(simulator, at: time)
    guard time >= from else { return }
    timeline.hingeTimes.append(time)
    switch reading {
    case .degrees(let angle): timeline.hinge.append(Float(angle))
    case .unreliable: timeline.hinge.append(.nan)
    }
  }

  /// Notes the UIKit exception that stopped the engine (`name: reason`); the plot stops at it.
  public func session(_ simulator: Simulator, didStopWith exception: OrientationError) {
    timeline.exception = "\(exception.name): \(exception.reason)"
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

  /// Ends the run (after the session finished) and returns the timeline, clipped to the window.
  public func finish() -> Timeline {
    let last = lastTime ?? timeline.start
    let end = to.isFinite ? to : last
    let start = from.isFinite ? from : (firstTime ?? 0)
    timeline.start = start
    timeline.end = max(end, start)
    timeline.proposed = proposed.finish(at: timeline.end, window: start)
    timeline.held = held.finish(at: timeline.end, window: start).compactMap { span in
      span.value.map { TimelineSpan(start: span.start, end: span.end, value: $0) }
    }
    timeline.device = device.finish(at: timeline.end, window: start)
    timeline.interface = interface.finish(at: timeline.end, window: start)
    timeline.rotating = rotating.finish(at: timeline.end, window: start).filter(\.value)
    timeline.portraitLocked = portraitLocked.finish(at: timeline.end, window: start).filter(
      \.value)
    timeline.transitions = transition.finish(at: timeline.end, window: start).compactMap { span in
      span.value.map { TimelineSpan(start: span.start, end: span.end, value: $0) }
    }
    timeline.display = display.finish(at: timeline.end, window: start)
    timeline.records = records
    return timeline
  }
}

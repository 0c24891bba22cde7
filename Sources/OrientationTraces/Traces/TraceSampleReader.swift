import OrientationDetection
import OrientationFormats

/// Reads a trace as accelerometer samples: events → frames → g in the internal frame.
///
/// The pipeline replay and `watch` share with live input: the same `FrameAssembler`,
/// `FrameClock` and `SampleConverter`, so a trace replays exactly as it was read live.
///
/// Generic over the source so that the per-event loop can be specialised for the format.
/// `TraceFormat.forEachSample(of:converter:_:)` reads a trace opened as a ``TraceSource`` that
/// way. The reader owns its source, so it is noncopyable when the source is (every trace
/// reader is).
public struct TraceSampleReader<Source: TraceEventSource & ~Copyable>: ~Copyable {
  var source: Source
  var assembler: FrameAssembler
  var clock = FrameClock()
  /// The sample of the frame that also carried a lid switch, given after it.
  var pendingSample: AccelSample?
  /// The units and mount used.
  public let converter: SampleConverter

  /// Samples of `source`, converted by `converter` (default: from the source's device).
  public init(source: consuming Source, converter: SampleConverter) {
    assembler = FrameAssembler(initial: AxisState(source.device))
    self.source = source
    self.converter = converter
  }

  /// The recorded device.
  public var device: DeviceDescription { source.device }
  /// `SYN_DROPPED` markers met so far.
  public var droppedCount: Int { assembler.droppedCount }
  /// The share of the trace read so far, 0...1, when the source knows it.
  public var progress: Double? { source.progress }

  /// The next frame of the trace.
  public mutating func nextFrame() throws(TraceError) -> InputFrame? {
    while let event = try source.next() {
      if let frame = assembler.feed(event) { return frame }
    }
    return nil
  }

  /// The next sample, timed by `MSC_TIMESTAMP` deltas when present, else event time.
  /// A lid switch's own frames (SPEC §6.1 source 3) are hinge readings, not samples: skipped
  /// here, read by ``nextInput()``.
  public mutating func next() throws(TraceError) -> AccelSample? {
    while let frame = try nextFrame() {
      let time = clock.time(of: frame)
      if frame.isLidOnly { continue }
      return converter.sample(frame.axes, time: time)
    }
    return nil
  }
}

extension TraceSampleReader: Copyable where Source: Copyable {}

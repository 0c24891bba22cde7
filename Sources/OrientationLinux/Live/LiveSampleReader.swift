import OrientationDetection
import OrientationTraces

/// Reads a live device as accelerometer samples, blocking in `poll` until a sample, the
/// engine's next deadline, or a wake descriptor.
public struct LiveSampleReader: ~Copyable {
  /// The frame reader.
  public var reader: EvdevReader
  var clock = FrameClock()
  /// The units and mount used.
  public let converter: SampleConverter

  /// What `next` returns.
  public typealias Next = LiveSampleEvent

  /// The kernel's timestamp of the last frame (its `SYN_REPORT`'s time), seconds; the sample
  /// time may differ (device-clock deltas from `MSC_TIMESTAMP`).
  public private(set) var kernelTimestamp: Double?

  /// Wraps an open reader.
  public init(reader: consuming EvdevReader, converter: SampleConverter) {
    self.reader = reader
    self.converter = converter
  }

  /// The next sample, or why the wait ended.
  public mutating func next(
    deadline: ContinuousClock.Instant? = nil, wakeOn wake: Int32? = nil
  ) throws(DeviceError) -> Next {
    switch try reader.next(deadline: deadline, wakeOn: wake) {
    case .frame(let frame):
      kernelTimestamp = frame.time.seconds
      return .sample(converter.sample(frame.axes, time: clock.time(of: frame)))
    case .deadline: return .deadline
    case .woken: return .woken
    }
  }
}

import OrientationDetection

/// What a live source's wait ended with.
public enum LiveSampleEvent: Sendable, Equatable {
  /// A sample (time: the device's timestamps on its clock, or device-clock deltas).
  case sample(AccelSample)
  /// The deadline passed.
  case deadline
  /// The wake descriptor became readable.
  case woken
}

/// Something `watch` reads samples from live: an evdev device or an IIO device.
public protocol LiveSampleSource: ~Copyable {
  /// The next sample, or why the wait ended.
  mutating func nextSample(
    deadline: ContinuousClock.Instant?, wakeOn: Int32?
  ) throws(DeviceError) -> LiveSampleEvent
  /// The kernel's timestamp of the last sample, seconds (for latency figures).
  var kernelTimestamp: Double? { get }
  /// The clock ``kernelTimestamp`` is on.
  var timestampClock: KernelClock { get }
}

extension LiveSampleReader: LiveSampleSource {
  /// The evdev node's clock.
  public var timestampClock: KernelClock { reader.device.timestampClock }

  /// `next(deadline:wakeOn:)`.
  public mutating func nextSample(
    deadline: ContinuousClock.Instant?, wakeOn: Int32?
  ) throws(DeviceError) -> LiveSampleEvent {
    try next(deadline: deadline, wakeOn: wakeOn)
  }
}

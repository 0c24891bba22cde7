import OrientationDetection
import OrientationTraces

/// An IIO accelerometer read live as samples in g, in the internal frame (SPEC §6, §7).
///
/// Samples are quantized as an IIO recording stores them (``IIORecording``: 1/8192 g, whole
/// microseconds), so that `watch` and the `replay` of a `record` of the same readings see the
/// very same numbers.
public struct IIOSampleReader: ~Copyable, LiveSampleSource {
  /// The reader.
  public var reader: IIOReader
  /// Units and frame.
  public let converter: IIOSampleConverter
  /// The last reading's time: the scan's timestamp channel, else when it was read.
  public private(set) var kernelTimestamp: Double?

  /// The IIO device's clock.
  public var timestampClock: KernelClock { reader.timestampClock }

  /// Wraps an open reader.
  public init(reader: consuming IIOReader, converter: IIOSampleConverter) {
    self.reader = reader
    self.converter = converter
  }

  /// The next sample (time: the scan's timestamp, else the monotonic clock), or why the wait
  /// ended.
  public mutating func nextSample(
    deadline: ContinuousClock.Instant?, wakeOn: Int32?
  ) throws(DeviceError) -> LiveSampleEvent {
    switch try reader.next(deadline: deadline, wakeOn: wakeOn) {
    case .reading(let reading):
      kernelTimestamp = reading.time
      return .sample(IIORecording.quantized(converter.sample(reading.raw, time: reading.time)))
    case .deadline: return .deadline
    case .woken: return .woken
    }
  }
}

/// How `record` stores an IIO device: a CSV trace (`t,x,y,z`, SPEC §7) in g in the internal
/// frame — the driver-frame table and the device's mount matrix already applied — with times
/// in seconds from the first sample.
///
/// Values are multiples of 1/8192 g and times whole microseconds: exactly what `replay`'s CSV
/// reader represents (its virtual device has 8192 units per g and evdev's microsecond times),
/// so a replay reads back the very samples recorded, and `watch` decides on the same numbers.
public enum IIORecording {
  /// The header line.
  public static let header = "t,x,y,z\n"
  /// The header line of a recording with a hinge (SPEC §7.1: the fifth column, degrees).
  public static let hingeHeader = "t,x,y,z,hinge\n"

  /// `sample` on the recording's grid.
  public static func quantized(_ sample: AccelSample) -> AccelSample {
    let resolution = Double(CSVEventSource.resolution)
    func grid(_ g: Double) -> Double { Double(CSVEventSource.units(g)) / resolution }
    return AccelSample(
      time: (sample.time * 1_000_000).rounded() / 1_000_000, x: grid(sample.x), y: grid(sample.y),
      z: grid(sample.z))
  }

  /// The CSV line of `sample`, its time made relative to `origin`; with `hinge`, an empty
  /// fifth field (no hinge sample on the line).
  public static func line(_ sample: AccelSample, origin: Double, hinge: Bool = false) -> String {
    let q = quantized(sample)
    return "\(seconds(q.time, origin: origin)),\(q.x),\(q.y),\(q.z)\(hinge ? "," : "")\n"
  }

  /// The CSV line of a hinge angle alone (degrees) at `time`, made relative to `origin`:
  /// `t,,,,hinge` (SPEC §7.1).
  public static func hingeLine(_ angle: Double, time: Double, origin: Double) -> String {
    "\(seconds(time, origin: origin)),,,,\(angle)\n"
  }

  /// `time - origin` in seconds with six decimals (whole microseconds).
  static func seconds(_ time: Double, origin: Double) -> String {
    let micros = Int64((time * 1_000_000).rounded()) - Int64((origin * 1_000_000).rounded())
    let fraction = String(String(micros % 1_000_000 + 1_000_000).dropFirst())
    return "\(micros / 1_000_000).\(fraction)"
  }
}

import Foundation
import Glibc
import OrientationDetection
import OrientationTraces
import SystemPackage

/// One hinge reading and when it was taken, seconds on the source's ``LiveHingeSource/timestampClock``.
public struct TimedHingeReading: Hashable, Sendable {
  /// What the source reported.
  public var reading: HingeReading
  /// When: the scan's or the event's timestamp, else when it was read.
  public var time: Double

  /// A reading at `time`.
  public init(_ reading: HingeReading, at time: Double) {
    self.reading = reading
    self.time = time
  }
}

/// A live hinge source (SPEC §6.1 "Sources"), read beside the accelerometer in one `poll`:
/// the caller waits on ``readableDescriptor`` with the accelerometer's descriptor and until
/// ``nextDue``, then takes what ``readReady()`` has.
public protocol LiveHingeSource: AnyObject {
  /// The descriptor that becomes readable when readings arrive; `nil` for a polled source.
  var readableDescriptor: Int32? { get }
  /// When the source wants to be asked without its descriptor becoming readable (the next
  /// sysfs poll, or the next check that a buffered device is still there); `nil`: never.
  var nextDue: ContinuousClock.Instant? { get }
  /// The clock ``TimedHingeReading/time`` is on.
  var timestampClock: KernelClock { get }
  /// The node read.
  var node: String { get }
  /// What is read and how, for summaries (`IIO hinge, buffer`).
  var summary: String { get }
  /// Every reading ready now, without waiting. Throws a `.deviceLost` error when the source
  /// was unplugged.
  func readReady() throws(DeviceError) -> [TimedHingeReading]
}

/// The readings `read` gathers. An unplug after some readings is kept in `lost` and thrown by
/// the next call, so that what was read before it still goes out.
func gatherReadings(
  lost: inout DeviceError?, _ read: (inout [TimedHingeReading]) throws(DeviceError) -> Void
) throws(DeviceError) -> [TimedHingeReading] {
  if let lost { throw lost }
  var readings: [TimedHingeReading] = []
  do {
    try read(&readings)
  } catch {
    if readings.isEmpty { throw error }
    lost = error
  }
  return readings
}

/// An IIO hinge source read live: Intel's HID hinge sensor (buffered, or sysfs polled) or the
/// ChromeOS EC lid angle (polled) (SPEC §6.1).
public final class IIOHingeReader: LiveHingeSource {
  /// The source.
  public let source: IIOHingeSource
  var reader: IIOReader

  /// Opens `source`: buffered when `poll` is nil and the hinge sensor has a buffer, else
  /// polled at `poll` Hz, or the device's `in_angl_sampling_frequency`, or 10 Hz. A lid angle
  /// is always polled.
  public init(source: IIOHingeSource, poll: Double? = nil, paths: IIOPaths = .system)
    throws(DeviceError)
  {
    if source.kind == .hinge && !(source.scale.map { $0 > 0 && $0.isFinite } ?? false) {
      throw DeviceError(
        path: source.sysfsPath + "/in_angl_scale", operation: "read the hinge's scale",
        errno: nil, kind: .unsupported)
    }
    let mode: IIOReader.Mode =
      poll == nil && source.kind == .hinge && source.hasBuffer
      ? .buffer : .poll(rate: min(max(poll ?? source.samplingFrequency ?? 10, 1), 1000))
    self.source = source
    reader = try IIOReader(
      device: source.device, mode: mode, channels: source.channels, paths: paths)
  }

  public var readableDescriptor: Int32? { reader.readableDescriptor }
  public var nextDue: ContinuousClock.Instant? { reader.nextDue }
  public var timestampClock: KernelClock { reader.timestampClock }
  public var node: String { source.node }
  public var summary: String {
    "\(source.kind == .hinge ? "IIO hinge" : "IIO lid angle") '\(source.name)', "
      + (reader.mode == .buffer ? "buffer" : "sysfs polling")
  }

  /// The reading of a raw value: degrees = (raw + offset) × scale × 180/π for the hinge
  /// sensor, to a ten-thousandth of a degree; the lid angle in degrees, 500 unreliable.
  ///
  /// The rounding undoes the scale attribute's: `in_angl_scale` has nine decimals
  /// (0.017453293 for π/180), which puts raw 180 at 180.0000011° — above flat, a
  /// `hingeClamped` — and raw 360 outside 0…360, dropped (SPEC §6.1). A ten-thousandth of a
  /// degree is far finer than any hinge sensor reports (whole degrees, F-34).
  public func reading(raw: Int64) -> HingeReading {
    switch source.kind {
    case .hinge:
      switch HingeReading.iioHinge(
        raw: Double(raw), offset: source.offset, scale: source.scale ?? 0)
      {
      case .degrees(let angle): .degrees((angle * 10_000).rounded() / 10_000)
      case .unreliable: .unreliable
      }
    case .lidAngle:
      HingeReading.crosECLidAngle(raw: Int(clamping: raw))
    }
  }

  /// An unplug found after readings that were still to be handed out.
  var lost: DeviceError?

  public func readReady() throws(DeviceError) -> [TimedHingeReading] {
    try gatherReadings(lost: &lost) { readings throws(DeviceError) in
      while let next = try reader.nextReady() {
        readings.append(TimedHingeReading(reading(raw: next.raw.0), at: next.time))
      }
    }
  }
}

/// An evdev lid switch (`EV_SW SW_LID`) read live: shut is 0°, open 180° (SPEC §6.1, F-36).
/// Its state at open is the first reading.
public final class LidSwitchReader: LiveHingeSource {
  var reader: EvdevReader
  var ready: [TimedHingeReading]

  /// Opens `path`, which must report `SW_LID`.
  public init(path: String) throws(DeviceError) {
    let reader = try EvdevReader(path: path, keepsEvents: true)
    guard reader.deviceDescription.codes[.switchState]?.contains(Self.lid) == true else {
      throw DeviceError(
        path: path, operation: "find a lid switch (EV_SW SW_LID)", errno: nil, kind: .unsupported)
    }
    let shut = reader.deviceDescription.switchStates[Self.lid] ?? 0
    ready = [
      TimedHingeReading(
        HingeReading.lidSwitch(value: shut), at: reader.device.timestampClock.now)
    ]
    self.reader = reader
  }

  /// `SW_LID`.
  static let lid: UInt16 = 0

  public var readableDescriptor: Int32? { reader.device.fileDescriptor }
  public var nextDue: ContinuousClock.Instant? { nil }
  public var timestampClock: KernelClock { reader.device.timestampClock }
  public var node: String { reader.device.path }
  public var summary: String { "lid switch '\(reader.deviceDescription.name)'" }

  /// An unplug found after readings that were still to be handed out.
  var lost: DeviceError?

  public func readReady() throws(DeviceError) -> [TimedHingeReading] {
    try gatherReadings(lost: &lost) { readings throws(DeviceError) in
      readings = ready
      ready = []
      // A deadline already passed: frames the node holds, and no wait.
      while case .frame(let frame) = try reader.next(deadline: .now) {
        for event in frame.events
        where event.type == .switchState && event.code == Self.lid {
          readings.append(
            TimedHingeReading(HingeReading.lidSwitch(value: event.value), at: frame.time.seconds))
        }
      }
    }
  }
}

/// Picks and opens the hinge source `watch` and `record` read (SPEC §8.4).
public enum HingeSources {
  /// Opens `argument`: an IIO hinge source (`/dev/iio:deviceN` or its sysfs directory) or an
  /// evdev node with `SW_LID`; `poll` as ``IIOHingeReader/init(source:poll:paths:)`` takes it.
  public static func open(_ argument: String, poll: Double? = nil, paths: IIOPaths = .system)
    throws(DeviceError) -> any LiveHingeSource
  {
    if IIODevice.isIIOArgument(argument) || argument.hasPrefix(paths.sysfs + "/")
      || argument.hasPrefix(paths.dev + "/iio:")
    {
      return try IIOHingeReader(
        source: IIOHingeSource.resolve(argument, paths: paths), poll: poll, paths: paths)
    }
    return try LidSwitchReader(path: argument)
  }

  /// The first hinge source in SPEC §6.1's order: an IIO `hinge`, a `cros-ec-lid-angle`, an
  /// evdev node with `SW_LID` (each lowest number first); `nil` when there is none.
  public static func first(paths: IIOPaths = .system, inputDirectory: String = "/dev/input")
    -> String?
  {
    if let source = IIODiscovery.hingeSources(paths: paths).first { return source.sysfsPath }
    return DeviceDiscovery.list(directory: inputDirectory).first(where: \.isLidSwitch)?.node
  }
}

/// Puts a hinge's readings on a recording's clock (SPEC §7.1: `FILE.hinge.csv` or the CSV's
/// fifth column, on the same clock as the recording's times): seconds since the recording's
/// origin on the accelerometer's clock. Readings before the origin is known (the first
/// accelerometer event) wait for it; a reading from before the origin is written at 0, the
/// state the recording starts in; times never decrease; an unreliable reading is no sample.
public struct HingeRecordingClock: Sendable {
  /// Seconds to add to a hinge time to put it on the accelerometer's clock.
  public private(set) var offset: Double
  /// The accelerometer-clock seconds of the recording's time 0, once known.
  public private(set) var origin: Double?
  let hinge: KernelClock
  let accelerometer: KernelClock
  var waiting: [TimedHingeReading] = []
  var last = 0.0

  /// How far an event time may be from its clock's present for the clocks to be trusted.
  static let plausibleLag = 10.0

  /// A clock for a hinge on `hinge` beside an accelerometer on `accelerometer`.
  public init(hinge: KernelClock, accelerometer: KernelClock) {
    self.hinge = hinge
    self.accelerometer = accelerometer
    offset = hinge == accelerometer ? 0 : accelerometer.now - hinge.now
  }

  /// The rows to write for `readings`: time since the origin and degrees.
  public mutating func rows(_ readings: [TimedHingeReading]) -> [(time: Double, angle: Double)] {
    guard let origin else {
      waiting += readings
      return []
    }
    var rows: [(time: Double, angle: Double)] = []
    for reading in readings {
      guard case .degrees(let angle) = reading.reading else { continue }
      last = max(last, reading.time + offset - origin)
      rows.append((last, angle))
    }
    return rows
  }

  /// Sets the origin (accelerometer-clock seconds of time 0) as the first event, stamped
  /// `firstEvent`, arrives; returns the rows that waited. An event time far from its clock's
  /// present is on a clock of the device's own (or a replayed one): the hinge is then aligned
  /// on that event's arrival instead.
  public mutating func start(at origin: Double, firstEvent: Double) -> [(
    time: Double, angle: Double
  )] {
    guard self.origin == nil else { return [] }
    if abs(accelerometer.now - firstEvent) > Self.plausibleLag {
      offset = firstEvent - hinge.now
    }
    self.origin = origin
    let readings = waiting
    waiting = []
    return rows(readings)
  }
}

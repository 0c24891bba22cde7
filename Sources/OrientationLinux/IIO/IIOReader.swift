import Foundation
import Glibc
import OrientationDetection
import OrientationTraces
import SystemPackage

/// Raw IIO units to g in the internal frame (SPEC §6): `(raw + offset) · scale` in m/s²
/// divided by standard gravity, or raw / `--scale` units per g; then the device frame.
public struct IIOSampleConverter: Hashable, Sendable {
  /// Standard gravity, m/s².
  public static let standardGravity = 9.80665
  /// g per raw unit, per axis.
  public var gPerUnit: [Double]
  /// Added to raw values first, per axis.
  public var offset: [Double]
  /// Raw (in g) to internal.
  public var matrix: MountMatrix

  /// A converter for `device`; `scale` is `--scale` (units per g), which replaces the
  /// device's `scale` and `offset`.
  public init(device: IIODevice, scale: Double?, frame: DeviceFrame)
    throws(SampleConversionError)
  {
    if let scale {
      guard scale > 0 && scale.isFinite else {
        throw SampleConversionError(
          "--scale must be a positive number of units per g, not \(scale)")
      }
      gPerUnit = [1 / scale, 1 / scale, 1 / scale]
      offset = [0, 0, 0]
    } else {
      var units: [Double] = []
      for value in device.scale {
        guard let value, value > 0, value.isFinite else {
          throw SampleConversionError(
            "\(device.id) ('\(device.name)') has no usable in_accel_scale; give --scale UNITS_PER_G"
          )
        }
        units.append(value / Self.standardGravity)
      }
      gPerUnit = units
      offset = device.offset
    }
    matrix = frame.matrix
  }

  /// The sample for raw values `x, y, z` at `time` seconds.
  public func sample(_ raw: (Int64, Int64, Int64), time: Double) -> AccelSample {
    let g = (
      (Double(raw.0) + offset[0]) * gPerUnit[0], (Double(raw.1) + offset[1]) * gPerUnit[1],
      (Double(raw.2) + offset[2]) * gPerUnit[2]
    )
    let v = matrix.apply(x: g.0, y: g.1, z: g.2)
    return AccelSample(time: time, x: v.x, y: v.y, z: v.z)
  }
}

/// One reading of an IIO device: raw values and the time they were taken.
public struct IIOReading: Hashable, Sendable {
  /// Raw values of the reader's channels in order: x, y, z of an accelerometer; a hinge's one
  /// angle first, the others 0.
  public var raw: (Int64, Int64, Int64)
  /// Seconds: the scan's timestamp channel (CLOCK_MONOTONIC when the device lets us choose),
  /// else the monotonic clock when read.
  public var time: Double
  /// Whether ``time`` is the device's timestamp channel.
  public var fromTimestampChannel: Bool

  /// Compares values and time.
  public static func == (a: IIOReading, b: IIOReading) -> Bool {
    a.raw == b.raw && a.time == b.time && a.fromTimestampChannel == b.fromTimestampChannel
  }
  /// Hashes values and time.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(raw.0)
    hasher.combine(raw.1)
    hasher.combine(raw.2)
    hasher.combine(time)
  }
}

/// Reads an IIO accelerometer live (SPEC §7): buffered from `/dev/iio:deviceN` through the
/// device's own trigger, or by polling `in_accel_*_raw` at a rate. Blocks in `poll(2)`, so an
/// idle device costs no CPU.
///
/// Buffered: the x, y, z and timestamp scan elements are enabled (every other one disabled),
/// `current_timestamp_clock` is set to `monotonic` when writable, the device's own trigger
/// (`<name>-dev<N>`) becomes its current trigger, and the buffer is enabled; each scan is
/// decoded by its elements' `type` (byte order, storage, shift, real bits, sign). `deinit`
/// disables the buffer again.
public struct IIOReader: ~Copyable {
  /// The channels a reader takes: the scan elements it enables in buffered mode and the sysfs
  /// attributes it reads when polling, in the order of ``IIOReading/raw``.
  public struct Channels: Hashable, Sendable {
    /// Scan elements (`in_accel_x`, `in_angl0`), at most three.
    public var scanElements: [String]
    /// Whether a polled 0 is read once more before it counts: a hid-sensor-hub attribute read
    /// that a signal interrupts returns 0, not an error (SPEC §10.1), so a lone 0 would read
    /// as a shut hinge.
    public var confirmsZero = false

    /// The channels as messages name them.
    var summary: String {
      self == .accelerometer ? "x, y, z" : scanElements.joined(separator: ", ")
    }

    /// The sysfs attribute polled for each scan element (`in_accel_x_raw`).
    public var rawAttributes: [String] { scanElements.map { $0 + "_raw" } }

    /// An accelerometer's x, y and z (SPEC §7).
    public static let accelerometer = Channels(
      scanElements: ["in_accel_x", "in_accel_y", "in_accel_z"])
    /// Intel's HID hinge sensor's hinge angle, `in_angl0` (SPEC §6.1, F-30).
    public static let hinge = Channels(scanElements: ["in_angl0"], confirmsZero: true)
    /// The ChromeOS EC lid angle, `in_angl` (F-35).
    public static let lidAngle = Channels(scanElements: ["in_angl"])
  }

  /// How to read.
  public enum Mode: Hashable, Sendable {
    /// The character device, through the buffer.
    case buffer
    /// sysfs `<channel>_raw` (`in_accel_*_raw`), this many times a second.
    case poll(rate: Double)
  }

  /// The device.
  public let device: IIODevice
  /// The channels read.
  public let channels: Channels
  /// The mode in use.
  public let mode: Mode
  /// The scan layout (buffered mode).
  public let layout: IIOScanLayout?
  /// The clock readings are stamped on: the one `current_timestamp_clock` names when scans
  /// carry a timestamp, else `CLOCK_MONOTONIC` (read when the scan or poll arrives).
  public let timestampClock: KernelClock
  var descriptor: Int32 = -1
  var rawDescriptors: [Int32] = []
  var pending: [IIOReading] = []
  var pendingIndex = 0
  var partial: [UInt8] = []
  var nextPoll: ContinuousClock.Instant?
  var lastProbe: ContinuousClock.Instant?
  let paths: IIOPaths
  /// Scans read so far.
  public private(set) var scanCount = 0

  /// What `next` returns.
  public enum Next: Hashable, Sendable {
    /// A reading.
    case reading(IIOReading)
    /// The deadline passed.
    case deadline
    /// The wake descriptor became readable.
    case woken
  }

  /// How often an idle buffered reader checks that its device is still there.
  public static let unplugProbeInterval = Duration.milliseconds(500)

  /// The advice for a permission problem (SPEC §7: the rule or group that grants access).
  public static let permissionHint =
    "hint: IIO nodes (/dev/iio:device*) and the buffer's sysfs attributes belong to root."
    + " Run as root, or grant access with a udev rule such as"
    + " /etc/udev/rules.d/70-orientsim-iio.rules:"
    + " SUBSYSTEM==\"iio\", KERNEL==\"iio:device*\", GROUP=\"plugdev\", MODE=\"0660\","
    + " RUN+=\"/bin/sh -c 'chgrp -R plugdev /sys%p && chmod -R g+w /sys%p'\""
    + " (then `udevadm trigger`); `--poll HZ` reads in_accel_*_raw instead, which is"
    + " usually world-readable"

  /// Opens `device` for reading `channels` in `mode`.
  public init(
    device: IIODevice, mode: Mode, channels: Channels = .accelerometer, paths: IIOPaths = .system
  ) throws(DeviceError) {
    var layout: IIOScanLayout?
    var fd: Int32 = -1
    var raws: [Int32] = []
    switch mode {
    case .buffer:
      guard device.hasBuffer else {
        throw DeviceError(
          path: device.sysfsPath,
          operation: "buffered reading (no scan_elements for \(channels.summary))",
          errno: nil, kind: .unsupported,
          hint: "hint: read it by polling sysfs with --poll HZ")
      }
      layout = try Self.setUpBuffer(device, channels: channels)
      fd = open(device.node, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      if fd < 0 {
        let error = Errno(rawValue: errno)
        Self.disableBuffer(device)
        throw Self.error(device.node, "open", error)
      }
    case .poll(let rate):
      guard rate > 0 && rate.isFinite else {
        throw DeviceError(
          path: device.sysfsPath, operation: "poll at \(rate) Hz", errno: .invalidArgument,
          kind: .other)
      }
      for attribute in channels.rawAttributes {
        let path = device.attribute(attribute)
        let opened = open(path, O_RDONLY | O_CLOEXEC)
        if opened < 0 {
          let error = Errno(rawValue: errno)
          for open in raws { close(open) }
          throw Self.error(path, "open", error)
        }
        raws.append(opened)
      }
    }
    self.device = device
    self.channels = channels
    self.mode = mode
    self.paths = paths
    self.layout = layout
    timestampClock =
      layout?.element("in_timestamp") == nil
      ? .monotonic
      : KernelClock(iioName: IIODevice.read(device.attribute("current_timestamp_clock")))
        ?? .realtime
    descriptor = fd
    rawDescriptors = raws
  }

  static func error(_ path: String, _ operation: String, _ errno: Errno) -> DeviceError {
    var error = DeviceError(path: path, operation: operation, errno: errno)
    if error.kind == .permissionDenied { error.hint = permissionHint }
    if errno == .operationNotSupportedByDevice { error.kind = .deviceLost }
    return error
  }

  /// Writes `value` to a sysfs attribute.
  static func write(_ value: String, to path: String) throws(DeviceError) {
    let fd = open(path, O_WRONLY | O_CLOEXEC)
    if fd < 0 { throw error(path, "open for writing", Errno(rawValue: errno)) }
    defer { close(fd) }
    let bytes = Array((value + "\n").utf8)
    let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    if written < 0 { throw error(path, "write '\(value)'", Errno(rawValue: errno)) }
  }

  static func bufferAttribute(_ device: IIODevice, _ name: String) -> String {
    let buffer0 = device.attribute("buffer0/" + name)
    return FileManager.default.fileExists(atPath: buffer0)
      ? buffer0 : device.attribute("buffer/" + name)
  }

  static func disableBuffer(_ device: IIODevice) {
    try? write("0", to: bufferAttribute(device, "enable"))
  }

  /// Enables the channels and the timestamp (every other scan element disabled), sets the
  /// trigger and enables the buffer.
  static func setUpBuffer(_ device: IIODevice, channels: Channels) throws(DeviceError)
    -> IIOScanLayout
  {
    let scan = device.attribute("scan_elements")
    disableBuffer(device)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: scan)) ?? []
    let wanted = channels.scanElements + ["in_timestamp"]
    var enabled: [(channel: String, index: Int, type: IIOScanType)] = []
    for name in names.sorted() where name.hasSuffix("_en") {
      let channel = String(name.dropLast(3))
      let on = wanted.contains(channel)
      let current = IIODevice.read(scan + "/" + name)
      if current != (on ? "1" : "0") { try write(on ? "1" : "0", to: scan + "/" + name) }
      guard on else { continue }
      guard let typeText = IIODevice.read(scan + "/" + channel + "_type"),
        let type = IIOScanType(parsing: typeText),
        let index = IIODevice.read(scan + "/" + channel + "_index").flatMap({ Int($0) })
      else {
        throw DeviceError(
          path: scan + "/" + channel + "_type", operation: "read the scan element's type",
          errno: nil, kind: .unsupported)
      }
      enabled.append((channel, index, type))
    }
    let layout = IIOScanLayout(enabled)
    guard channels.scanElements.allSatisfy({ layout.element($0) != nil }) else {
      throw DeviceError(
        path: scan, operation: "enable \(channels.scanElements.joined(separator: ", "))",
        errno: nil, kind: .unsupported)
    }
    // Timestamps on the clock `watch` measures latency against, when the device lets us.
    try? write("monotonic", to: device.attribute("current_timestamp_clock"))
    if let trigger = device.ownTrigger {
      let path = device.attribute("trigger/current_trigger")
      if IIODevice.read(path) != trigger { try write(trigger, to: path) }
    }
    try? write("64", to: bufferAttribute(device, "length"))
    try write("1", to: bufferAttribute(device, "enable"))
    return layout
  }

  /// Seconds on the monotonic clock.
  static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// Decodes whole scans from `partial`.
  mutating func decodeScans() {
    guard let layout, layout.scanSize > 0 else { return }
    let size = layout.scanSize
    let count = partial.count / size
    guard count > 0 else { return }
    let elements = channels.scanElements.map { layout.element($0)! }
    let timestamp = layout.element("in_timestamp")
    let now = Self.monotonicSeconds()
    partial.withUnsafeBytes { bytes in
      for index in 0..<count {
        let base = index * size
        func value(_ channel: Int) -> Int64 {
          guard channel < elements.count else { return 0 }
          return elements[channel].type.value(in: bytes, at: base + elements[channel].offset)
        }
        let raw = (value(0), value(1), value(2))
        var time = now
        if let timestamp {
          time = Double(timestamp.type.value(in: bytes, at: base + timestamp.offset)) / 1e9
        }
        pending.append(IIOReading(raw: raw, time: time, fromTimestampChannel: timestamp != nil))
      }
    }
    partial.removeFirst(count * size)
    scanCount += count
  }

  /// Reads what the node has; returns false at end of file.
  mutating func drain() throws(DeviceError) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        partial.append(contentsOf: buffer[0..<count])
        continue
      }
      if count == 0 { return false }
      let error = Errno(rawValue: errno)
      if error == .resourceTemporarilyUnavailable { return true }
      if error == .interrupted { continue }
      var failure = Self.error(device.node, "read", error)
      if error == .operationNotSupportedByDevice || error == .ioError { failure.kind = .deviceLost }
      throw failure
    }
  }

  /// Reads the raw attributes (a 0 twice where the channels confirm zeros).
  func readRaw() throws(DeviceError) -> (Int64, Int64, Int64) {
    var values: [Int64] = []
    for (index, fd) in rawDescriptors.enumerated() {
      var value = try readRaw(fd, channels.rawAttributes[index])
      if value == 0 && channels.confirmsZero {
        value = try readRaw(fd, channels.rawAttributes[index])
      }
      values.append(value)
    }
    while values.count < 3 { values.append(0) }
    return (values[0], values[1], values[2])
  }

  /// One raw attribute's value.
  func readRaw(_ fd: Int32, _ attribute: String) throws(DeviceError) -> Int64 {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
    if count < 0 {
      var failure = Self.error(device.attribute(attribute), "read", Errno(rawValue: errno))
      if !FileManager.default.fileExists(atPath: device.sysfsPath) { failure.kind = .deviceLost }
      throw failure
    }
    let text = String(decoding: buffer[0..<count], as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard let value = Int64(text) ?? Double(text).map({ Int64($0) }) else {
      throw DeviceError(
        path: device.attribute(attribute), operation: "read '\(text)'", errno: nil,
        kind: FileManager.default.fileExists(atPath: device.sysfsPath) ? .other : .deviceLost)
    }
    return value
  }

  /// The next reading, waiting at most until `deadline`, and returning early when `wakeOn`
  /// becomes readable. Throws a `.deviceLost` error when the device goes away.
  public mutating func next(
    deadline: ContinuousClock.Instant? = nil, wakeOn wakeDescriptor: Int32? = nil
  ) throws(DeviceError) -> Next {
    while true {
      if pendingIndex < pending.count {
        let reading = pending[pendingIndex]
        pendingIndex += 1
        return .reading(reading)
      }
      pending.removeAll(keepingCapacity: true)
      pendingIndex = 0
      var wait = deadline
      if case .poll(let rate) = mode {
        let due = nextPoll ?? .now
        if due <= .now {
          nextPoll = max(due + .nanoseconds(Int64(1e9 / rate)), .now)
          let raw = try readRaw()
          scanCount += 1
          return .reading(
            IIOReading(raw: raw, time: Self.monotonicSeconds(), fromTimestampChannel: false))
        }
        wait = wait.map { min($0, due) } ?? due
      }
      var descriptors: [pollfd] = []
      if descriptor >= 0 {
        descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
      }
      if let wakeDescriptor {
        descriptors.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0))
      }
      // An IIO node whose device went away never becomes readable again (the kernel's buffer
      // poll reports nothing once the device is unregistered), so a buffered reader wakes at
      // least twice a second to ask: a read then fails with ENODEV.
      if descriptor >= 0 {
        let probe = ContinuousClock.now + Self.unplugProbeInterval
        wait = wait.map { min($0, probe) } ?? probe
      }
      var timeout: Int32 = -1
      if let wait {
        let remaining = wait - ContinuousClock.now
        if remaining <= .zero {
          if wait == deadline { return .deadline }
          continue
        }
        let (seconds, attoseconds) = remaining.components
        timeout = Int32(
          clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
      }
      let count = descriptors.withUnsafeMutableBufferPointer {
        poll($0.baseAddress, nfds_t($0.count), timeout)
      }
      if count < 0 {
        if Errno(rawValue: errno) == .interrupted { continue }
        throw DeviceError(path: device.node, operation: "poll", errno: Errno(rawValue: errno))
      }
      if count == 0 {
        if descriptor >= 0 {
          // The unplug probe: ENODEV is thrown as a lost device; EAGAIN means all is well.
          _ = try drain()
          decodeScans()
        }
        if let deadline, ContinuousClock.now >= deadline { return .deadline }
        continue
      }
      if wakeDescriptor != nil, descriptors.last!.revents != 0 { return .woken }
      guard descriptor >= 0 else { continue }
      let revents = Int32(descriptors[0].revents)
      if revents & (Int32(POLLERR) | Int32(POLLNVAL)) != 0 && revents & Int32(POLLIN) == 0 {
        throw DeviceError(
          path: device.node, operation: "poll", errno: .operationNotSupportedByDevice,
          kind: .deviceLost)
      }
      let open = try drain()
      decodeScans()
      if !open && pending.isEmpty && revents & Int32(POLLHUP) != 0 {
        throw DeviceError(
          path: device.node, operation: "read", errno: .operationNotSupportedByDevice,
          kind: .deviceLost)
      }
    }
  }

  /// The descriptor that becomes readable when scans arrive (buffered mode), for a caller that
  /// waits on several devices in one `poll`.
  public var readableDescriptor: Int32? { descriptor >= 0 ? descriptor : nil }

  /// When this reader wants to be asked again without its descriptor becoming readable: the
  /// next poll (polled mode), or the next check that the device is still there (buffered).
  public var nextDue: ContinuousClock.Instant {
    if case .poll = mode { return nextPoll ?? .now }
    return (lastProbe ?? .now) + Self.unplugProbeInterval
  }

  /// A reading ready now, without waiting: one already decoded, what the node holds (buffered),
  /// or a poll that is due; `nil` when there is none. Throws a `.deviceLost` error when the
  /// device went away (the node at its end, or `ENODEV`).
  public mutating func nextReady() throws(DeviceError) -> IIOReading? {
    if pendingIndex < pending.count {
      pendingIndex += 1
      return pending[pendingIndex - 1]
    }
    pending.removeAll(keepingCapacity: true)
    pendingIndex = 0
    if case .poll(let rate) = mode {
      let due = nextPoll ?? .now
      guard due <= .now else { return nil }
      nextPoll = max(due + .nanoseconds(Int64(1e9 / rate)), .now)
      let raw = try readRaw()
      scanCount += 1
      return IIOReading(raw: raw, time: Self.monotonicSeconds(), fromTimestampChannel: false)
    }
    lastProbe = .now
    let open = try drain()
    decodeScans()
    // End of file is an unplug once the node hangs up (a FIFO standing in for the node reads
    // as ended before its writer connects, without hanging up).
    var check = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    if !open && pending.isEmpty && poll(&check, 1, 0) == 1
      && Int32(check[0].revents) & Int32(POLLHUP) != 0
    {
      throw DeviceError(
        path: device.node, operation: "read", errno: .operationNotSupportedByDevice,
        kind: .deviceLost)
    }
    guard pendingIndex < pending.count else { return nil }
    pendingIndex += 1
    return pending[pendingIndex - 1]
  }

  deinit {
    if descriptor >= 0 {
      close(descriptor)
      Self.disableBuffer(device)
    }
    for fd in rawDescriptors { close(fd) }
  }
}

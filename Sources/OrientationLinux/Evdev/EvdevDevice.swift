import CEvdev
import Glibc
import OrientationTraces
import SystemPackage

/// An open evdev node: the file descriptor and the libevdev handle that reads it.
///
/// Non-copyable because it owns both: one owner reads, and `deinit` frees the handle
/// (`libevdev_free`) and closes the descriptor, in that order.
public struct EvdevDevice: ~Copyable {
  /// The node this device was opened from, e.g. `/dev/input/event3`.
  public let path: String
  let fd: FileDescriptor
  let handle: OpaquePointer
  /// The clock the node stamps its events on.
  public let timestampClock: KernelClock

  /// Opens `path` read-only and non-blocking and reads its description
  /// (`open(2)` + `libevdev_new_from_fd`).
  ///
  /// Asks for `CLOCK_MONOTONIC` timestamps (`libevdev_set_clock_id`); a node that refuses
  /// (umockdev answers only recorded ioctls) keeps the kernel's default clock.
  public init(path: String) throws(DeviceError) {
    let fd: FileDescriptor
    do {
      fd = try FileDescriptor.open(
        FilePath(path), .readOnly, options: [.nonBlocking, .closeOnExec], retryOnInterrupt: true)
    } catch {
      throw DeviceError(path: path, operation: "open", errno: error as? Errno)
    }
    var handle: OpaquePointer?
    let rc = libevdev_new_from_fd(fd.rawValue, &handle)
    guard rc == 0, let handle else {
      try? fd.close()
      let errno = Errno(rawValue: -rc)
      throw DeviceError(
        path: path, operation: "libevdev_new_from_fd", errno: errno,
        kind: errno == .inappropriateIOCTLForDevice || errno == .invalidArgument
          ? .unsupported : nil)
    }
    timestampClock =
      libevdev_set_clock_id(handle, CLOCK_MONOTONIC) == 0 ? .monotonic : .realtime
    self.path = path
    self.fd = fd
    self.handle = handle
  }

  deinit {
    libevdev_free(handle)
    try? fd.close()
  }

  /// The raw descriptor number, for `poll(2)`.
  public var fileDescriptor: Int32 { fd.rawValue }

  /// Grabs the device so no other client sees its events (`libevdev_grab(LIBEVDEV_GRAB)`).
  ///
  /// Off by default everywhere: a grab hides motion from every other reader (research §1.7).
  public func grab() throws(DeviceError) {
    let rc = libevdev_grab(handle, LIBEVDEV_GRAB)
    if rc < 0 {
      throw DeviceError(path: path, operation: "libevdev_grab", errno: Errno(rawValue: -rc))
    }
  }

  /// The device's description, with each axis's current value (`libevdev_get_name`,
  /// `libevdev_get_id_*`, `libevdev_has_property`, `libevdev_has_event_code`,
  /// `libevdev_get_abs_info`, `libevdev_get_event_value`).
  public var description: DeviceDescription {
    var result = DeviceDescription(
      name: libevdev_get_name(handle).map { String(cString: $0) } ?? "",
      identity: DeviceIdentity(
        bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(handle)),
        vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(handle)),
        product: UInt16(truncatingIfNeeded: libevdev_get_id_product(handle)),
        version: UInt16(truncatingIfNeeded: libevdev_get_id_version(handle))))
    for bit in 0...InputProperty.maximum.rawValue
    where libevdev_has_property(handle, UInt32(bit)) == 1 {
      result.properties.insert(InputProperty(rawValue: bit))
    }
    for type in 0...EventType.maximum.rawValue {
      let eventType = EventType(rawValue: type)
      guard libevdev_has_event_type(handle, UInt32(type)) == 1, let max = eventType.maximumCode
      else { continue }
      var codes = Set<UInt16>()
      for code in 0...max where libevdev_has_event_code(handle, UInt32(type), UInt32(code)) == 1 {
        codes.insert(code)
      }
      result.codes[eventType] = codes
      if eventType == .led || eventType == .switchState {
        for code in codes {
          let value = libevdev_get_event_value(handle, UInt32(type), UInt32(code))
          guard value != 0 else { continue }
          if eventType == .led {
            result.ledStates[code] = value
          } else {
            result.switchStates[code] = value
          }
        }
      }
    }
    for code in result.codes[.absolute] ?? [] {
      guard let info = libevdev_get_abs_info(handle, UInt32(code))?.pointee else { continue }
      result.axes[AxisCode(rawValue: code)] = AxisInfo(
        code: AxisCode(rawValue: code), value: info.value, minimum: info.minimum,
        maximum: info.maximum, fuzz: info.fuzz, flat: info.flat, resolution: info.resolution)
    }
    return result
  }

  /// The current value libevdev holds for an axis (`libevdev_get_event_value(EV_ABS, code)`).
  public func value(of axis: AxisCode) -> Int32 {
    libevdev_get_event_value(handle, UInt32(EventType.absolute.rawValue), UInt32(axis.rawValue))
  }

  /// What one call of `next(sync:)` produced.
  public enum ReadStatus: Sendable, Equatable {
    /// An event in normal mode.
    case event(InputEvent)
    /// `SYN_DROPPED` was seen (normal mode), or one synthesized resync event (sync mode).
    case sync(InputEvent)
    /// Nothing pending (`-EAGAIN`): in sync mode, the resync is complete.
    case wouldBlock
  }

  /// Reads one event (`libevdev_next_event` with `LIBEVDEV_READ_FLAG_NORMAL`, or
  /// `LIBEVDEV_READ_FLAG_SYNC` while resynchronising after `SYN_DROPPED`).
  public func next(sync: Bool = false) throws(DeviceError) -> ReadStatus {
    var raw = input_event()
    let flags = sync ? LIBEVDEV_READ_FLAG_SYNC : LIBEVDEV_READ_FLAG_NORMAL
    let rc = libevdev_next_event(handle, flags.rawValue, &raw)
    if rc == -EAGAIN { return .wouldBlock }
    if rc < 0 {
      throw DeviceError(path: path, operation: "libevdev_next_event", errno: Errno(rawValue: -rc))
    }
    let event = withUnsafePointer(to: &raw) { pointer in
      InputEvent(
        time: EventTime(
          seconds: Int64(orientsim_event_sec(pointer)),
          microseconds: Int64(orientsim_event_usec(pointer))),
        type: EventType(rawValue: pointer.pointee.type), code: pointer.pointee.code,
        value: pointer.pointee.value)
    }
    return rc == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) ? .sync(event) : .event(event)
  }
}

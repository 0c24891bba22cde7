import CEvdev
import Glibc
import OrientationTraces
import SystemPackage

/// A kernel input device created through `/dev/uinput` from a `DeviceDescription`, so a trace
/// can be played into the kernel as the device it was recorded from.
///
/// Non-copyable: `deinit` destroys the kernel device (`libevdev_uinput_destroy`).
public struct UinputDevice: ~Copyable {
  let template: OpaquePointer
  let uinput: OpaquePointer
  /// The created node, e.g. `/dev/input/event5` (`libevdev_uinput_get_devnode`); nil when
  /// udev has not named it.
  public let node: String?
  /// The sysfs path (`libevdev_uinput_get_syspath`).
  public let syspath: String?

  /// Creates the device (`libevdev_new`, `libevdev_set_name`, `libevdev_set_id_*`,
  /// `libevdev_enable_property`, `libevdev_enable_event_code`, then
  /// `libevdev_uinput_create_from_device` with `LIBEVDEV_UINPUT_OPEN_MANAGED`).
  public init(_ description: DeviceDescription) throws(DeviceError) {
    guard let template = libevdev_new() else {
      throw DeviceError(path: "/dev/uinput", operation: "libevdev_new", errno: .noMemory)
    }
    libevdev_set_name(template, description.name)
    libevdev_set_id_bustype(template, Int32(description.identity.bustype))
    libevdev_set_id_vendor(template, Int32(description.identity.vendor))
    libevdev_set_id_product(template, Int32(description.identity.product))
    libevdev_set_id_version(template, Int32(description.identity.version))
    for property in description.properties {
      _ = libevdev_enable_property(template, UInt32(property.rawValue))
    }
    for (type, codes) in description.codes {
      _ = libevdev_enable_event_type(template, UInt32(type.rawValue))
      for code in codes {
        if type == .absolute {
          let info = description.axes[AxisCode(rawValue: code)]
          var absinfo = input_absinfo(
            value: info?.value ?? 0, minimum: info?.minimum ?? -32768,
            maximum: info?.maximum ?? 32767, fuzz: info?.fuzz ?? 0, flat: info?.flat ?? 0,
            resolution: info?.resolution ?? 0)
          _ = libevdev_enable_event_code(template, UInt32(type.rawValue), UInt32(code), &absinfo)
        } else if type == .autorepeat {
          var value: Int32 = 0
          _ = libevdev_enable_event_code(template, UInt32(type.rawValue), UInt32(code), &value)
        } else {
          _ = libevdev_enable_event_code(template, UInt32(type.rawValue), UInt32(code), nil)
        }
      }
    }
    var created: OpaquePointer?
    let rc = libevdev_uinput_create_from_device(
      template, LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue, &created)
    guard rc == 0, let created else {
      libevdev_free(template)
      let errno = Errno(rawValue: -rc)
      throw DeviceError(
        path: "/dev/uinput", operation: "libevdev_uinput_create_from_device", errno: errno,
        kind: errno == .noSuchFileOrDirectory || errno == .operationNotSupportedByDevice
          ? .unsupported : nil)
    }
    self.template = template
    uinput = created
    node = libevdev_uinput_get_devnode(created).map { String(cString: $0) }
    syspath = libevdev_uinput_get_syspath(created).map { String(cString: $0) }
  }

  deinit {
    libevdev_uinput_destroy(uinput)
    libevdev_free(template)
  }

  /// Emits one event (`libevdev_uinput_write_event`); the kernel stamps its own time.
  public func write(type: EventType, code: UInt16, value: Int32) throws(DeviceError) {
    let rc = libevdev_uinput_write_event(
      uinput, UInt32(type.rawValue), UInt32(code), value)
    if rc < 0 {
      throw DeviceError(
        path: node ?? "/dev/uinput", operation: "libevdev_uinput_write_event",
        errno: Errno(rawValue: -rc))
    }
  }
}

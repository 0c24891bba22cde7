import CEvdev

/// An evdev event type (`EV_*` in `linux/input-event-codes.h`).
///
/// An open set on purpose, like swift-system's `Errno`: a trace may carry a type this release
/// does not name, and it must survive a read → write round trip.
public struct EventType: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The kernel's numeric type.
  public var rawValue: UInt16
  /// Wraps a kernel type number.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// `EV_SYN`: frame markers (`SYN_REPORT`, `SYN_DROPPED`).
  public static let synchronization = EventType(rawValue: 0x00)
  /// `EV_KEY`: keys and buttons.
  public static let key = EventType(rawValue: 0x01)
  /// `EV_REL`: relative axes.
  public static let relative = EventType(rawValue: 0x02)
  /// `EV_ABS`: absolute axes; accelerometers report here.
  public static let absolute = EventType(rawValue: 0x03)
  /// `EV_MSC`: miscellaneous, including `MSC_TIMESTAMP`.
  public static let miscellaneous = EventType(rawValue: 0x04)
  /// `EV_SW`: switches.
  public static let switchState = EventType(rawValue: 0x05)
  /// `EV_LED`: LEDs.
  public static let led = EventType(rawValue: 0x11)
  /// `EV_SND`: sounds.
  public static let sound = EventType(rawValue: 0x12)
  /// `EV_REP`: autorepeat.
  public static let autorepeat = EventType(rawValue: 0x14)
  /// `EV_FF`: force feedback.
  public static let forceFeedback = EventType(rawValue: 0x15)
  /// `EV_MAX`: the highest type the kernel defines.
  public static let maximum = EventType(rawValue: 0x1f)

  /// The types whose code bitmaps evemu writes, in its order.
  static let bitmapTypes: [EventType] = [
    .synchronization, .key, .relative, .absolute, .miscellaneous, .switchState, .led, .sound,
    .autorepeat, .forceFeedback,
  ]

  /// The highest code of this type (`libevdev_event_type_get_max`), or nil for an unknown type.
  public var maximumCode: UInt16? {
    let max = libevdev_event_type_get_max(UInt32(rawValue))
    return max < 0 ? nil : UInt16(max)
  }

  /// The kernel's name, `EV_ABS` (`libevdev_event_type_get_name`), or `EV_0x1a` when unnamed.
  public var name: String {
    if let name = libevdev_event_type_get_name(UInt32(rawValue)) { return String(cString: name) }
    return "EV_0x" + String(rawValue, radix: 16)
  }

  /// The kernel's name.
  public var description: String { name }

  /// Orders by the kernel number.
  public static func < (lhs: EventType, rhs: EventType) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An absolute-axis code (`ABS_*`), the codes an accelerometer reports.
public struct AxisCode: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The kernel's numeric code.
  public var rawValue: UInt16
  /// Wraps a kernel axis code.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// `ABS_X`.
  public static let x = AxisCode(rawValue: 0x00)
  /// `ABS_Y`.
  public static let y = AxisCode(rawValue: 0x01)
  /// `ABS_Z`.
  public static let z = AxisCode(rawValue: 0x02)
  /// `ABS_RX`: gyroscope x on motion-sensor nodes; acceleration x on a Wii Remote.
  public static let rx = AxisCode(rawValue: 0x03)
  /// `ABS_RY`.
  public static let ry = AxisCode(rawValue: 0x04)
  /// `ABS_RZ`.
  public static let rz = AxisCode(rawValue: 0x05)
  /// `ABS_MAX`.
  public static let maximum = AxisCode(rawValue: 0x3f)

  /// The kernel's name, `ABS_X` (`libevdev_event_code_get_name`).
  public var name: String { EventCode.name(type: .absolute, code: rawValue) }
  /// The kernel's name.
  public var description: String { name }
  /// Orders by the kernel number.
  public static func < (lhs: AxisCode, rhs: AxisCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Codes of `EV_SYN` and `EV_MSC` events that frame assembly looks at.
public enum EventCode {
  /// `SYN_REPORT`: ends a frame.
  public static let synReport: UInt16 = 0
  /// `SYN_CONFIG`.
  public static let synConfig: UInt16 = 1
  /// `SYN_MT_REPORT`.
  public static let synMTReport: UInt16 = 2
  /// `SYN_DROPPED`: the kernel's buffer overflowed; the frame in progress is incomplete.
  public static let synDropped: UInt16 = 3
  /// `MSC_TIMESTAMP`: the device's own microsecond clock (wraps at 2³²).
  public static let mscTimestamp: UInt16 = 5
  /// `SW_LID`: set when the lid is shut (`EV_SW`).
  public static let swLid: UInt16 = 0

  /// The kernel's name for a code (`libevdev_event_code_get_name`), or `ABS_0x2a` when unnamed.
  public static func name(type: EventType, code: UInt16) -> String {
    if let name = libevdev_event_code_get_name(UInt32(type.rawValue), UInt32(code)) {
      return String(cString: name)
    }
    let prefix = type.name.hasPrefix("EV_") ? String(type.name.dropFirst(3)) : type.name
    return prefix + "_0x" + String(code, radix: 16)
  }

  /// The code named `name` for `type` (`libevdev_event_code_from_name`), e.g. `ABS_X`.
  public static func code(type: EventType, named name: String) -> UInt16? {
    let code = libevdev_event_code_from_name(UInt32(type.rawValue), name)
    return code < 0 ? nil : UInt16(code)
  }
}

/// An input property bit (`INPUT_PROP_*`).
public struct InputProperty: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// The kernel's property number.
  public var rawValue: UInt16
  /// Wraps a kernel property number.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// `INPUT_PROP_POINTER`.
  public static let pointer = InputProperty(rawValue: 0x00)
  /// `INPUT_PROP_DIRECT`.
  public static let direct = InputProperty(rawValue: 0x01)
  /// `INPUT_PROP_ACCELEROMETER`: axes are accelerations in units per g (SPEC §7).
  public static let accelerometer = InputProperty(rawValue: 0x06)
  /// `INPUT_PROP_MAX`.
  public static let maximum = InputProperty(rawValue: 0x1f)

  /// The kernel's name (`libevdev_property_get_name`).
  public var name: String {
    if let name = libevdev_property_get_name(UInt32(rawValue)) { return String(cString: name) }
    return "INPUT_PROP_0x" + String(rawValue, radix: 16)
  }
  /// The kernel's name.
  public var description: String { name }
  /// Orders by the kernel number.
  public static func < (lhs: InputProperty, rhs: InputProperty) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

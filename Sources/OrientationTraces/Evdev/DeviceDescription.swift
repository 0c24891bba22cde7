/// The four numbers of `struct input_id`.
public struct DeviceIdentity: Hashable, Sendable {
  /// `BUS_*`: 0x03 USB, 0x05 Bluetooth, 0x06 virtual.
  public var bustype: UInt16
  /// USB vendor id.
  public var vendor: UInt16
  /// USB product id.
  public var product: UInt16
  /// Version.
  public var version: UInt16
  /// An identity.
  public init(bustype: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0) {
    self.bustype = bustype
    self.vendor = vendor
    self.product = product
    self.version = version
  }
}

/// One absolute axis: its current value and `struct input_absinfo`'s limits.
public struct AxisInfo: Hashable, Sendable {
  /// The axis.
  public var code: AxisCode
  /// The current value (`EVIOCGABS` live; the `#  Value` comment in an evemu file).
  public var value: Int32
  /// The smallest value the driver reports.
  public var minimum: Int32
  /// The largest value the driver reports.
  public var maximum: Int32
  /// The kernel's fuzz filter width.
  public var fuzz: Int32
  /// The flat (dead zone) width.
  public var flat: Int32
  /// Units per g on an accelerometer (0: unknown, so a scale table or `--scale` applies).
  public var resolution: Int32
  /// An axis.
  public init(
    code: AxisCode, value: Int32 = 0, minimum: Int32, maximum: Int32, fuzz: Int32 = 0,
    flat: Int32 = 0, resolution: Int32 = 0
  ) {
    self.code = code
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
    self.fuzz = fuzz
    self.flat = flat
    self.resolution = resolution
  }
}

/// What an evdev device is: name, ids, properties, supported codes and axes.
///
/// The same value describes a live device (read through libevdev), a trace's header (evemu,
/// libinput record) and a uinput device to create, so a recording can be replayed as the device
/// it came from.
public struct DeviceDescription: Hashable, Sendable {
  /// The kernel's device name.
  public var name: String
  /// Bus, vendor, product, version.
  public var identity: DeviceIdentity
  /// `INPUT_PROP_*` bits set.
  public var properties: Set<InputProperty>
  /// Supported codes for each event type (`EVIOCGBIT`); a type is supported when it has an entry.
  public var codes: [EventType: Set<UInt16>]
  /// Absolute axes with their limits and current values.
  public var axes: [AxisCode: AxisInfo]
  /// LED states that are on (evemu `L:` lines).
  public var ledStates: [UInt16: Int32]
  /// Switch states that are on (evemu `S:` lines).
  public var switchStates: [UInt16: Int32]

  /// A description.
  public init(
    name: String, identity: DeviceIdentity = DeviceIdentity(), properties: Set<InputProperty> = [],
    codes: [EventType: Set<UInt16>] = [:], axes: [AxisCode: AxisInfo] = [:],
    ledStates: [UInt16: Int32] = [:], switchStates: [UInt16: Int32] = [:]
  ) {
    self.name = name
    self.identity = identity
    self.properties = properties
    self.codes = codes
    self.axes = axes
    self.ledStates = ledStates
    self.switchStates = switchStates
  }

  /// A typical accelerometer: ABS_X/Y/Z within ±`range`, `resolution` units per g,
  /// `INPUT_PROP_ACCELEROMETER`, optionally `MSC_TIMESTAMP`.
  public static func accelerometer(
    name: String, range: Int32 = 32768, resolution: Int32 = 8192, fuzz: Int32 = 0,
    mscTimestamp: Bool = false, values: (x: Int32, y: Int32, z: Int32) = (0, 0, 0)
  ) -> DeviceDescription {
    var description = DeviceDescription(
      name: name, identity: DeviceIdentity(bustype: 0x06), properties: [.accelerometer])
    description.codes[.synchronization] = [0, 1, 2, 3]
    description.codes[.absolute] = [0, 1, 2]
    if mscTimestamp { description.codes[.miscellaneous] = [EventCode.mscTimestamp] }
    let initial = [values.x, values.y, values.z]
    for (index, code) in [AxisCode.x, .y, .z].enumerated() {
      description.axes[code] = AxisInfo(
        code: code, value: initial[index], minimum: -range, maximum: range - 1, fuzz: fuzz,
        resolution: resolution)
    }
    return description
  }

  /// Whether the device supports `code` of `type`.
  public func supports(_ type: EventType, code: UInt16) -> Bool {
    codes[type]?.contains(code) ?? false
  }

  /// SPEC §7: an accelerometer has `INPUT_PROP_ACCELEROMETER`, or ABS_X, ABS_Y and ABS_Z and
  /// no keys at all (systemd's `input_id` rule, research §1.1).
  public var isAccelerometer: Bool {
    if properties.contains(.accelerometer) { return true }
    let hasKeys = !(codes[.key]?.isEmpty ?? true)
    return !hasKeys
      && [AxisCode.x, .y, .z].allSatisfy { supports(.absolute, code: $0.rawValue) }
  }

  /// The axes in code order.
  public var sortedAxes: [AxisInfo] { axes.values.sorted { $0.code < $1.code } }
}

extension DeviceDescription {
  /// The "supported events" comment block of a recording's header, as evemu-record and
  /// libinput record print it: each event type, its codes, and each absolute axis's value,
  /// range, fuzz, flat and resolution. The two tools differ only in indentation (`type`,
  /// `code`, `axis` prefixes) and in the width the axis labels are padded to.
  func supportedEventsComment(
    type typePrefix: String, code codePrefix: String, axis: String, labelWidth: Int
  )
    -> String
  {
    func label(_ name: String) -> String {
      name + String(repeating: " ", count: max(1, labelWidth - name.count))
    }
    var text = ""
    for type in codes.keys.sorted() {
      text += "\(typePrefix)Event type \(type.rawValue) (\(type.name))\n"
      for code in (codes[type] ?? []).sorted() {
        text += "\(codePrefix)Event code \(code) (\(EventCode.name(type: type, code: code)))\n"
        if type == .absolute, let info = axes[AxisCode(rawValue: code)] {
          text += "\(axis)\(label("Value"))\(pad(info.value, 6))\n"
          text += "\(axis)\(label("Min"))\(pad(info.minimum, 6))\n"
          text += "\(axis)\(label("Max"))\(pad(info.maximum, 6))\n"
          text += "\(axis)\(label("Fuzz"))\(pad(info.fuzz, 6))\n"
          text += "\(axis)\(label("Flat"))\(pad(info.flat, 6))\n"
          text += "\(axis)Resolution \(pad(info.resolution, 6))\n"
        }
      }
    }
    return text
  }
}

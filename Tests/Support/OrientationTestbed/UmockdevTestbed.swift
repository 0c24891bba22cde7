import CEvdev
import OrientationTraces

/// The three files `umockdev-run` needs to present a fake evdev node at `/dev/input/event0`
/// without a kernel device (SPEC §10, research §6.4): a sysfs/udev description, a record of the
/// `EVIOCG*` ioctls libevdev issues when it opens a node, and an evemu event script.
///
/// Generated from a `DeviceDescription` with the sizes this build's libevdev asks for (names
/// 255 bytes, bitmaps `sizeof(long)` × NLONGS), so they never drift from the headers.
public struct UmockdevTestbed: Sendable {
  /// The node the testbed presents.
  public static let node = "/dev/input/event0"
  /// The device.
  public var device: DeviceDescription
  /// The events the node delivers, in order; umockdev waits the time difference (ms resolution)
  /// between consecutive events.
  public var events: [InputEvent]

  /// A testbed for `device` delivering `events`.
  public init(device: DeviceDescription, events: [InputEvent]) {
    self.device = device
    self.events = events
  }

  /// `umockdev-run -d` text.
  public var deviceFile: String {
    var udev = [
      "DEVNAME=\(UmockdevTestbed.node)", "SUBSYSTEM=input", "MAJOR=13", "MINOR=64",
      "ID_INPUT=1",
    ]
    if device.isAccelerometer { udev.append("ID_INPUT_ACCELEROMETER=1") }
    var text = "P: /devices/virtual/input/input0/event0\nN: input/event0\n"
    text += udev.map { "E: \($0)\n" }.joined()
    text += "A: dev=13:64\n\n"
    text += "P: /devices/virtual/input/input0\n"
    text += "E: SUBSYSTEM=input\nE: NAME=\"\(device.name)\"\n"
    text +=
      "E: PRODUCT=\(String(device.identity.bustype, radix: 16))/\(String(device.identity.vendor, radix: 16))/\(String(device.identity.product, radix: 16))/\(String(device.identity.version, radix: 16))\n"
    text += "A: name=\(device.name)\n"
    text += "A: properties=\(sysfsBitmap(device.properties.map { Int($0.rawValue) }))\n"
    let types = device.codes.keys.map { Int($0.rawValue) }
    text += "A: capabilities/ev=\(sysfsBitmap(types))\n"
    let sysfsNames: [EventType: String] = [
      .key: "key", .relative: "rel", .absolute: "abs", .miscellaneous: "msc", .switchState: "sw",
      .led: "led", .sound: "snd", .forceFeedback: "ff",
    ]
    for (type, name) in sysfsNames.sorted(by: { $0.key < $1.key }) {
      text += "A: capabilities/\(name)=\(sysfsBitmap((device.codes[type] ?? []).map(Int.init)))\n"
    }
    text += "A: id/bustype=\(hex(device.identity.bustype, 4))\n"
    text += "A: id/vendor=\(hex(device.identity.vendor, 4))\n"
    text += "A: id/product=\(hex(device.identity.product, 4))\n"
    text += "A: id/version=\(hex(device.identity.version, 4))\n"
    return text
  }

  /// `umockdev-run -i /dev/input/event0=` text: every ioctl `libevdev_set_fd` issues.
  public var ioctlFile: String {
    let longBytes = MemoryLayout<Int>.size
    func bitmapBytes(_ codes: [Int], count: Int) -> [UInt8] {
      let byteCount = (count + longBytes * 8 - 1) / (longBytes * 8) * longBytes
      var bytes = [UInt8](repeating: 0, count: byteCount)
      for code in codes where code < byteCount * 8 { bytes[code / 8] |= 1 << (code % 8) }
      return bytes
    }
    func line(_ name: String, _ result: Int, _ payload: [UInt8]) -> String {
      "\(name) \(result) \(payload.map { hex($0, 2) }.joined())\n"
    }
    func string(_ value: String) -> (Int, [UInt8]) {
      var bytes = Array(value.utf8.prefix(254))
      let length = bytes.count + 1
      bytes += [UInt8](repeating: 0, count: 255 - bytes.count)
      return (length, bytes)
    }
    func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
      withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }
    var text = "@DEV \(UmockdevTestbed.node)\n"
    let evCount = Int(EventType.maximum.rawValue) + 1
    let types = device.codes.keys.map { Int($0.rawValue) }
    let typeBits = bitmapBytes(types, count: evCount)
    text += line("EVIOCGBIT(0)", typeBits.count, typeBits)
    let name = string(device.name)
    text += line("EVIOCGNAME(0)", name.0, name.1)
    text += line("EVIOCGPHYS(0)", 1, [UInt8](repeating: 0, count: 255))
    text += line("EVIOCGUNIQ(0)", 1, [UInt8](repeating: 0, count: 255))
    let id = device.identity
    text += line(
      "EVIOCGID", 0, le(id.bustype) + le(id.vendor) + le(id.product) + le(id.version))
    text += line("EVIOCGVERSION", 0, le(Int32(0x010001)))
    let props = bitmapBytes(
      device.properties.map { Int($0.rawValue) }, count: Int(InputProperty.maximum.rawValue) + 1)
    text += line("EVIOCGPROP(0)", props.count, props)
    for type in [2, 3, 17, 1, 5, 4, 21, 18] {
      let eventType = EventType(rawValue: UInt16(type))
      let count = Int(eventType.maximumCode ?? 0) + 1
      let bits = bitmapBytes((device.codes[eventType] ?? []).map(Int.init), count: count)
      text += line("EVIOCGBIT(\(type))", bits.count, bits)
    }
    let keyCount = Int(EventType.key.maximumCode ?? 0) + 1
    text += line("EVIOCGKEY(0)", 0, bitmapBytes([], count: keyCount))
    let ledCount = Int(EventType.led.maximumCode ?? 0) + 1
    let leds = device.ledStates.filter { $0.value != 0 }.map { Int($0.key) }
    text += line("EVIOCGLED(0)", 0, bitmapBytes(leds, count: ledCount))
    let swCount = Int(EventType.switchState.maximumCode ?? 0) + 1
    let switches = device.switchStates.filter { $0.value != 0 }.map { Int($0.key) }
    text += line("EVIOCGSW(0)", 0, bitmapBytes(switches, count: swCount))
    for axis in device.sortedAxes {
      let name = axis.code.rawValue == 0 ? "EVIOCGABS" : "EVIOCGABS(\(axis.code.rawValue))"
      text += line(
        name, 0,
        le(axis.value) + le(axis.minimum) + le(axis.maximum) + le(axis.fuzz) + le(axis.flat)
          + le(axis.resolution))
    }
    return text
  }

  /// `umockdev-run -e /dev/input/event0=` text: the events as evemu `E:` lines.
  public var eventsFile: String {
    var buffer: [UInt8] = []
    for event in events { EvemuWriter.append(event, to: &buffer) }
    return String(decoding: buffer, as: UTF8.self)
  }

  /// A sysfs bitmap: hex longs, most significant first, separated by spaces (`capabilities/*`).
  func sysfsBitmap(_ bits: [Int]) -> String {
    guard let highest = bits.max() else { return "0" }
    var words = [UInt64](repeating: 0, count: highest / 64 + 1)
    for bit in bits { words[bit / 64] |= 1 << UInt64(bit % 64) }
    return words.reversed().map { String($0, radix: 16) }.joined(separator: " ")
  }
}

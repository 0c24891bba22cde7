import Foundation
import Yams

/// Reads a `libinput record` YAML file (version 1; research §5.2) and yields the events of one of
/// its devices.
///
/// A recording may hold several devices (`libinput record --all`); the reader picks the one
/// named `deviceName`, else the only accelerometer (SPEC §7's rule), else the only device.
/// Starting axis values come from the `#       Value` comments of the device's description,
/// since `absinfo` has none. Unknown keys are ignored, as the format asks.
public struct LibinputRecordReader: TraceEventSource {
  /// The file name used in errors.
  public let file: String
  /// The chosen device.
  public let device: DeviceDescription
  /// The device node the recording names, e.g. `/dev/input/event3`.
  public let node: String?
  /// Names of all devices in the recording, in order.
  public let deviceNames: [String]
  let events: [InputEvent]
  var index = 0

  /// Opens `path`; `name` is how errors name the file.
  public init(path: String, name: String? = nil, deviceName: String? = nil) throws(TraceFileError) {
    let bytes: [UInt8]
    do {
      bytes = try InputLimits.read(path)
    } catch {
      if case .file(let file) = error { throw .file(file) }
      throw .trace(
        TraceError(file: name ?? path, line: error.line, column: 1, message: error.message))
    }
    do {
      try self.init(bytes: bytes, file: name ?? path, deviceName: deviceName)
    } catch {
      throw .trace(error)
    }
  }

  /// Parses a recording held in memory.
  public init(bytes: [UInt8], file: String, deviceName: String? = nil) throws(TraceError) {
    self.file = file
    func fail(_ mark: Mark?, _ message: String) -> TraceError {
      TraceError(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1, message: message)
    }
    if let error = TraceFormat.binaryError(in: bytes[...], file: file) { throw error }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw fail(nil, "the file is not UTF-8 text")
    }
    let root: Node
    do {
      guard let node = try Yams.compose(yaml: text) else {
        throw fail(nil, "empty file: expected a libinput recording")
      }
      root = node
      if let node = InputLimits.expansionExceeded(
        root, budget: InputLimits.nodeBudget(forBytes: bytes.count))
      {
        throw fail(
          node.mark,
          "aliases expand the recording beyond \(InputLimits.nodeBudget(forBytes: bytes.count)) nodes"
        )
      }
    } catch let error as TraceError {
      throw error
    } catch let error as YamlError {
      switch error {
      case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
        .composer(_, let problem, let mark, _):
        throw fail(mark, "invalid YAML: \(problem)")
      default:
        throw fail(nil, "invalid YAML: \(error)")
      }
    } catch {
      throw fail(nil, "invalid YAML: \(error)")
    }
    guard root.mapping != nil else {
      throw fail(
        root.mark, "expected a libinput recording (a mapping with 'version' and 'devices')")
    }
    guard let versionNode = root["version"] else {
      throw fail(root.mark, "missing 'version'; expected 'version: 1'")
    }
    guard versionNode.int == 1 else {
      throw fail(
        versionNode.mark,
        "libinput record version '\(versionNode.string ?? "?")' is not supported (only 1)")
    }
    guard let devicesNode = root["devices"] else {
      throw fail(root.mark, "missing 'devices'")
    }
    guard let devices = devicesNode.sequence, !devices.isEmpty else {
      throw fail(devicesNode.mark, "'devices' must be a non-empty list")
    }
    let startValues = LibinputRecordReader.startValues(text)
    var parsed: [(DeviceDescription, String?, Node)] = []
    for (deviceIndex, deviceNode) in devices.enumerated() {
      guard deviceNode.mapping != nil else {
        throw fail(
          deviceNode.mark, "each device must be a mapping with 'node', 'evdev' and 'events'")
      }
      guard let evdev = deviceNode["evdev"], evdev.mapping != nil else {
        throw fail(deviceNode.mark, "device \(deviceIndex + 1) has no 'evdev' description")
      }
      var description = try LibinputRecordReader.description(evdev, fail: fail)
      for (code, value) in startValues[deviceIndex] ?? [:] {
        description.axes[AxisCode(rawValue: code)]?.value = value
      }
      parsed.append((description, deviceNode["node"]?.string, deviceNode))
    }
    deviceNames = parsed.map { $0.0.name }
    let chosen: (DeviceDescription, String?, Node)
    if let deviceName {
      guard let match = parsed.first(where: { $0.0.name == deviceName }) else {
        throw fail(
          devicesNode.mark,
          "no device named '\(deviceName)'; the recording has: "
            + parsed.map { "'\($0.0.name)'" }.joined(separator: ", "))
      }
      chosen = match
    } else {
      let accelerometers = parsed.filter { $0.0.isAccelerometer }
      if accelerometers.count == 1 {
        chosen = accelerometers[0]
      } else if parsed.count == 1 {
        chosen = parsed[0]
      } else {
        throw fail(
          devicesNode.mark,
          "the recording has \(accelerometers.count) accelerometers among \(parsed.count) devices;"
            + " choose one with --device-name: "
            + parsed.map { "'\($0.0.name)'" }.joined(separator: ", "))
      }
    }
    device = chosen.0
    node = chosen.1
    events = try LibinputRecordReader.events(chosen.2, fail: fail)
  }

  /// The next event of the chosen device.
  public mutating func next() throws(TraceError) -> InputEvent? {
    guard index < events.count else { return nil }
    defer { index += 1 }
    return events[index]
  }

  static func integers(
    _ node: Node, count: ClosedRange<Int>, what: String, fail: (Mark?, String) -> TraceError
  ) throws(TraceError) -> [Int64] {
    guard let sequence = node.sequence, count.contains(sequence.count) else {
      let expected =
        count.lowerBound == count.upperBound
        ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
      throw fail(node.mark, "expected \(what) as a list of \(expected) integers")
    }
    var values: [Int64] = []
    for item in sequence {
      guard let text = item.scalar?.string, let value = Int64(text) else {
        throw fail(item.mark, "expected an integer in \(what), found '\(item.string ?? "?")'")
      }
      values.append(value)
    }
    return values
  }

  static func description(
    _ evdev: Node, fail: (Mark?, String) -> TraceError
  ) throws(TraceError) -> DeviceDescription {
    guard let name = evdev["name"]?.string else {
      throw fail(evdev.mark, "missing the device 'name'")
    }
    var description = DeviceDescription(name: name)
    if let idNode = evdev["id"] {
      let id = try integers(idNode, count: 4...4, what: "the device id", fail: fail)
      guard id.allSatisfy({ (0...0xffff).contains($0) }) else {
        throw fail(idNode.mark, "device id values must be 0…65535")
      }
      description.identity = DeviceIdentity(
        bustype: UInt16(id[0]), vendor: UInt16(id[1]), product: UInt16(id[2]),
        version: UInt16(id[3]))
    }
    if let codes = evdev["codes"] {
      guard let mapping = codes.mapping else {
        throw fail(codes.mark, "'codes' must map event types to lists of codes")
      }
      for (key, value) in mapping {
        guard let type = Int(key.string ?? ""), (0...Int(EventType.maximum.rawValue)).contains(type)
        else {
          throw fail(key.mark, "expected an event type number (0…31), found '\(key.string ?? "?")'")
        }
        let list = try integers(
          value, count: 0...1024, what: "the codes of type \(type)", fail: fail)
        let eventType = EventType(rawValue: UInt16(type))
        let maximum = Int64(eventType.maximumCode ?? 0xffff)
        guard list.allSatisfy({ (0...maximum).contains($0) }) else {
          throw fail(value.mark, "a code of \(eventType.name) is out of range (0…\(maximum))")
        }
        description.codes[eventType] = Set(list.map { UInt16($0) })
      }
    }
    if let absinfo = evdev["absinfo"] {
      guard let mapping = absinfo.mapping else {
        throw fail(
          absinfo.mark, "'absinfo' must map axis codes to [min, max, fuzz, flat, resolution]")
      }
      for (key, value) in mapping {
        guard let code = Int(key.string ?? ""), (0...Int(AxisCode.maximum.rawValue)).contains(code)
        else {
          throw fail(key.mark, "expected an axis code (0…63), found '\(key.string ?? "?")'")
        }
        let numbers = try integers(
          value, count: 5...5, what: "absinfo [min, max, fuzz, flat, resolution]", fail: fail)
        guard let values = Optional(numbers.compactMap { Int32(exactly: $0) }), values.count == 5
        else {
          throw fail(value.mark, "absinfo values must fit in 32 bits")
        }
        let axis = AxisCode(rawValue: UInt16(code))
        description.axes[axis] = AxisInfo(
          code: axis, minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
          resolution: values[4])
        description.codes[.absolute, default: []].insert(UInt16(code))
      }
    }
    if let properties = evdev["properties"] {
      let list = try integers(properties, count: 0...32, what: "the properties", fail: fail)
      guard list.allSatisfy({ (0...Int64(InputProperty.maximum.rawValue)).contains($0) }) else {
        throw fail(properties.mark, "a property is out of range (0…31)")
      }
      description.properties = Set(list.map { InputProperty(rawValue: UInt16($0)) })
    }
    return description
  }

  static func events(
    _ deviceNode: Node, fail: (Mark?, String) -> TraceError
  ) throws(TraceError) -> [InputEvent] {
    guard let eventsNode = deviceNode["events"], !(eventsNode.scalar?.string.isEmpty ?? false)
    else { return [] }
    guard let frames = eventsNode.sequence else {
      throw fail(eventsNode.mark, "'events' must be a list of '- evdev: [...]' frames")
    }
    var events: [InputEvent] = []
    var previous: EventTime?
    for frame in frames {
      guard frame.mapping != nil else {
        throw fail(frame.mark, "expected a frame '- evdev: [[sec, usec, type, code, value], …]'")
      }
      guard let rows = frame["evdev"] else { continue }
      guard let sequence = rows.sequence else {
        throw fail(rows.mark, "'evdev' must be a list of [sec, usec, type, code, value] rows")
      }
      for row in sequence {
        let numbers = try integers(
          row, count: 5...5, what: "an event [sec, usec, type, code, value]", fail: fail)
        guard numbers[0] >= 0, (0..<1_000_000).contains(numbers[1]) else {
          throw fail(
            row.mark,
            "event time [\(numbers[0]), \(numbers[1])]: microseconds must be 0…999999")
        }
        guard numbers[0] < 1_000_000_000_000 else {
          // Whole microseconds must fit in 64 bits, as evemu's 12-digit seconds do.
          throw fail(
            row.mark, "event time [\(numbers[0]), \(numbers[1])]: seconds must be below 10^12")
        }
        guard (0...Int64(EventType.maximum.rawValue)).contains(numbers[2]) else {
          throw fail(row.mark, "event type \(numbers[2]) is beyond EV_MAX (31)")
        }
        let type = EventType(rawValue: UInt16(numbers[2]))
        guard (0...Int64(type.maximumCode ?? 0xffff)).contains(numbers[3]) else {
          throw fail(row.mark, "event code \(numbers[3]) is out of range for \(type.name)")
        }
        guard let value = Int32(exactly: numbers[4]) else {
          throw fail(row.mark, "event value \(numbers[4]) does not fit in 32 bits")
        }
        let time = EventTime(seconds: numbers[0], microseconds: numbers[1])
        if let previous, time < previous {
          throw fail(
            row.mark,
            "event time \(time) is earlier than the previous event's \(previous); timestamps must not decrease"
          )
        }
        previous = time
        events.append(InputEvent(time: time, type: type, code: UInt16(numbers[3]), value: value))
      }
    }
    return events
  }

  /// The `#       Value V` comments under `# Event type 3` / `# Event code N`, per device index.
  static func startValues(_ text: String) -> [Int: [UInt16: Int32]] {
    var result: [Int: [UInt16: Int32]] = [:]
    var device = -1
    var type: Int?
    var code: Int?
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
      if trimmed.hasPrefix("- node:") {
        device += 1
        type = nil
        code = nil
        continue
      }
      if trimmed.hasPrefix("events:") { type = nil }
      guard trimmed.hasPrefix("#"), device >= 0 else { continue }
      let comment = trimmed.dropFirst().drop(while: { $0 == " " })
      func number(after prefix: String) -> Int? {
        let rest = comment.dropFirst(prefix.count).drop(while: { $0 == " " })
        return Int(rest.prefix(while: { $0 == "-" || $0.isNumber }))
      }
      if comment.hasPrefix("Event type ") {
        type = number(after: "Event type ")
        code = nil
      } else if comment.hasPrefix("Event code ") {
        code = number(after: "Event code ")
      } else if comment.hasPrefix("Value "), type == 3,
        let code = code.flatMap(UInt16.init(exactly:)),
        let value = number(after: "Value "), let value32 = Int32(exactly: value)
      {
        result[device, default: [:]][code] = value32
      }
    }
    return result
  }
}

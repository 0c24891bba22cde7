import Foundation
import OrientationFormats
import Yams

/// Reads a `libinput record` YAML file (version 1; research §5.2) and yields the events of one of
/// its devices.
///
/// A recording may hold several devices (`libinput record --all`); the reader picks the one
/// named `deviceName`, else the only accelerometer (SPEC §7's rule), else the only device.
/// Starting axis values come from the `#       Value` comments of the device's description,
/// since `absinfo` has none. Unknown keys are ignored, as the format asks.
///
/// Memory stays flat however long the recording: when its events are in the layout `libinput
/// record` writes (`LibinputRecordLayout`), a first pass over the file finds and checks them,
/// Yams parses only the rest (versions and device descriptions), and `next()` reads the chosen
/// device's rows from the file again, one at a time. Any other file is parsed whole with Yams,
/// as a YAML file must be; both ways give the same events and the same errors, at the same
/// points (a bad row is reported when the reader is made, before any event).
///
/// Noncopyable, as every trace reader (``TraceEventSource``): a streaming reader owns the open
/// file and its read buffer.
public struct LibinputRecordReader: TraceEventSource, ~Copyable {
  /// The file name used in errors.
  public let file: String
  /// The chosen device.
  public let device: DeviceDescription
  /// The device node the recording names, e.g. `/dev/input/event3`.
  public let node: String?
  /// Names of all devices in the recording, in order.
  public let deviceNames: [String]
  /// The chosen device's events when they stream from the file…
  var stream: LibinputEventStream?
  /// …else parsed with the YAML tree, and the next one to return.
  var parsed: [InputEvent] = []
  var index = 0

  /// Whether the events stream from the file rather than from a parsed tree.
  var isStreaming: Bool { stream != nil }

  /// The share of the chosen device's events read so far.
  public var progress: Double? {
    switch stream {
    case .some(let stream): return stream.progress
    case .none: return parsed.isEmpty ? nil : Double(index) / Double(parsed.count)
    }
  }

  /// Opens `path`; `name` is how errors name the file.
  public init(path: String, name: String? = nil, deviceName: String? = nil) throws(InputError) {
    let lines: ByteLineReader
    do { lines = try ByteLineReader(path: path) } catch {
      throw InputError(file: name ?? path, errno: error.errno, reading: true)
    }
    try self.init(lines: lines, file: name ?? path, deviceName: deviceName)
  }

  /// Reads a recording from `lines`, opened once: streamed when the file is regular and in
  /// `libinput record`'s layout, else read whole from where it stands (a pipe is never read
  /// twice).
  init(lines: consuming ByteLineReader, file: String, deviceName: String?) throws(InputError) {
    var lines = lines
    let start = lines.consumed
    switch try Self.plan(streaming: &lines, file: file, deviceName: deviceName) {
    case .parsed(let devices, let chosen, let events)?:
      self.init(file: file, devices: devices, chosen: chosen, parsed: events)
      return
    case .stream(let devices, let chosen, let block)?:
      self.init(
        file: file, devices: devices, chosen: chosen,
        stream: LibinputEventStream(lines: lines, block: block, file: file))
      return
    case nil:
      break
    }
    let bytes: [UInt8]
    do {
      if lines.isSeekable { try lines.seek(toOffset: start, lineNumber: 0) }
      bytes = try lines.readRest(maximumSize: Int.max)
    } catch {
      if error.errno == .fileTooLarge {
        throw TraceError(
          file: file, line: lines.lineNumber + 1, column: 1,
          message: InputLimits.message(reading: error))
      }
      throw InputError(file: file, errno: error.errno, reading: true)
    }
    try self.init(wholeFile: bytes, file: file, deviceName: deviceName)
  }

  /// Parses a recording held in memory.
  public init(bytes: [UInt8], file: String, deviceName: String? = nil) throws(TraceError) {
    var lines = ByteLineReader(bytes: bytes)
    switch try Self.plan(streaming: &lines, file: file, deviceName: deviceName) {
    case .parsed(let devices, let chosen, let events)?:
      self.init(file: file, devices: devices, chosen: chosen, parsed: events)
    case .stream(let devices, let chosen, let block)?:
      self.init(
        file: file, devices: devices, chosen: chosen,
        stream: LibinputEventStream(lines: lines, block: block, file: file))
    case nil:
      try self.init(wholeFile: bytes, file: file, deviceName: deviceName)
    }
  }

  init(
    file: String, devices: [RecordedDevice], chosen: Int,
    stream: consuming LibinputEventStream? = nil, parsed: [InputEvent] = []
  ) {
    self.file = file
    device = devices[chosen].description
    node = devices[chosen].node
    deviceNames = devices.map(\.description.name)
    self.stream = stream
    self.parsed = parsed
  }

  /// What the first pass of a two-pass read found: the devices and the chosen one, with its
  /// events either parsed from the header or in a block to stream from the file.
  enum StreamingPlan {
    /// The chosen device's events are in the header (`events: []`, flow lists and the like).
    case parsed([RecordedDevice], chosen: Int, events: [InputEvent])
    /// The chosen device's events are `block`; the lines stand at its start.
    case stream([RecordedDevice], chosen: Int, block: LibinputEventBlock)
  }

  /// The first pass of a two-pass read, which streams the chosen device's events; nil when the
  /// file is not one the first pass can vouch for (the caller then parses it whole). For a
  /// stream, `lines` is left at the start of the chosen block, ready to be handed to a
  /// `LibinputEventStream`.
  ///
  /// Errors are those of the whole-file reader, at the same lines: every check the header gets
  /// runs on the same YAML nodes, only their lines are moved back to where they are in the file.
  /// A YAML or alias-budget error is left to the whole-file reader, whose position for it the
  /// header cannot tell.
  static func plan(
    streaming lines: inout ByteLineReader, file: String, deviceName: String?
  ) throws(TraceError) -> StreamingPlan? {
    guard lines.isSeekable, let layout = LibinputRecordLayout(scanning: &lines, file: file),
      let root = try? Yams.compose(yaml: String(decoding: layout.header, as: UTF8.self)),
      let blocks = layout.blocksByDevice(in: root),
      InputLimits.expansionExceeded(
        root, budget: InputLimits.nodeBudget(forBytes: layout.byteCount),
        extraNodes: layout.cutNodes) == nil
    else { return nil }
    func fail(_ mark: Mark?, _ message: String) -> TraceError {
      TraceError(
        file: file, line: mark.map { layout.fileLine(ofHeaderLine: $0.line) } ?? 1,
        column: mark?.column ?? 1, message: message)
    }
    let (devices, chosen) = try Self.devices(
      in: root, startValues: layout.startValues.values, deviceName: deviceName, fail: fail)
    guard let index = blocks[chosen] else {
      // `events: []`, flow lists and the like stay in the header, parsed as before.
      let parsed = try Self.events(devices[chosen].yaml, fail: fail)
      return .parsed(devices, chosen: chosen, events: parsed)
    }
    let block = layout.blocks[index]
    if let error = block.firstError { throw error }
    do { try lines.seek(toOffset: block.startOffset, lineNumber: block.keyLine) } catch {
      return nil
    }
    return .stream(devices, chosen: chosen, block: block)
  }

  /// Parses the whole recording with Yams.
  init(wholeFile bytes: [UInt8], file: String, deviceName: String?) throws(TraceError) {
    func fail(_ mark: Mark?, _ message: String) -> TraceError {
      TraceError(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1, message: message)
    }
    if let error = TraceFormat.binaryError(in: bytes[...], file: file) { throw error }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw fail(nil, "the file is not UTF-8 text")
    }
    let root = try YAMLReader(file: file, wording: .libinputRecording).compose(text)
    let (devices, chosen) = try Self.devices(
      in: root, startValues: Self.startValues(text), deviceName: deviceName, fail: fail)
    let parsed = try Self.events(devices[chosen].yaml, fail: fail)
    self.init(file: file, devices: devices, chosen: chosen, parsed: parsed)
  }

  /// The next event of the chosen device.
  public mutating func next() throws(TraceError) -> InputEvent? {
    if stream != nil { return try stream!.next() }
    guard index < parsed.count else { return nil }
    defer { index += 1 }
    return parsed[index]
  }

  /// A device of the recording: its description, node and YAML.
  struct RecordedDevice {
    var description: DeviceDescription
    var node: String?
    var yaml: Node
  }

  /// Checks the top level of the recording, describes every device and picks one (by
  /// `deviceName`, else the only accelerometer, else the only device): the devices and the
  /// index of the chosen one.
  static func devices(
    in root: Node, startValues: [Int: [UInt16: Int32]], deviceName: String?,
    fail: (Mark?, String) -> TraceError
  ) throws(TraceError) -> (devices: [RecordedDevice], chosen: Int) {
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
    guard let nodes = devicesNode.sequence, !nodes.isEmpty else {
      throw fail(devicesNode.mark, "'devices' must be a non-empty list")
    }
    var devices: [RecordedDevice] = []
    for (deviceIndex, deviceNode) in nodes.enumerated() {
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
      devices.append(
        RecordedDevice(description: description, node: deviceNode["node"]?.string, yaml: deviceNode)
      )
    }
    let names = devices.map { "'\($0.description.name)'" }.joined(separator: ", ")
    if let deviceName {
      guard let match = devices.firstIndex(where: { $0.description.name == deviceName }) else {
        throw fail(
          devicesNode.mark, "no device named '\(deviceName)'; the recording has: " + names)
      }
      return (devices, match)
    }
    let accelerometers = devices.indices.filter { devices[$0].description.isAccelerometer }
    if accelerometers.count == 1 { return (devices, accelerometers[0]) }
    if devices.count == 1 { return (devices, 0) }
    throw fail(
      devicesNode.mark,
      "the recording has \(accelerometers.count) accelerometers among \(devices.count) devices;"
        + " choose one with --device-name: " + names)
  }

  /// What a row of `events` is, in messages.
  static let rowDescription = "an event [sec, usec, type, code, value]"

  /// The message for a list of the wrong length.
  static func listMessage(_ what: String, count: ClosedRange<Int>) -> String {
    let expected =
      count.lowerBound == count.upperBound
      ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
    return "expected \(what) as a list of \(expected) integers"
  }

  /// The message for an item that is not an integer.
  static func integerMessage(_ what: String, found: String) -> String {
    "expected an integer in \(what), found '\(found)'"
  }

  static func integers(
    _ node: Node, count: ClosedRange<Int>, what: String, fail: (Mark?, String) -> TraceError
  ) throws(TraceError) -> [Int64] {
    guard let sequence = node.sequence, count.contains(sequence.count) else {
      throw fail(node.mark, listMessage(what, count: count))
    }
    var values: [Int64] = []
    for item in sequence {
      guard let text = item.scalar?.string, let value = Int64(text) else {
        throw fail(item.mark, integerMessage(what, found: item.string ?? "?"))
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
        let numbers = try integers(row, count: 5...5, what: rowDescription, fail: fail)
        let event = try LibinputEventNumbers(numbers).event(after: previous) {
          fail(row.mark, $0)
        }
        previous = event.time
        events.append(event)
      }
    }
    return events
  }

  /// The `#       Value V` comments under `# Event type 3` / `# Event code N`, per device index.
  static func startValues(_ text: String) -> [Int: [UInt16: Int32]] {
    var scanner = LibinputStartValues()
    // `\r\n` is one line break to YAML, as to the streaming reader (and one Character).
    for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      scanner.scan(line)
    }
    return scanner.values
  }
}

import OrientationFormats

/// A source of evdev events read from a trace, with the device it was recorded from.
///
/// Trace readers are noncopyable: a reader owns an open file and the buffer it reads into, and
/// a copy reading the same stream beside it would corrupt both. The protocol allows copyable
/// sources too (events held in memory); ``TraceSampleReader`` and ``TraceFilter`` take either.
/// ``TraceFormat/open(path:name:format:deviceName:)`` returns the reader of the detected format
/// as a ``TraceSource``.
public protocol TraceEventSource: ~Copyable {
  /// The recorded device (name, ids, axes with their starting values).
  var device: DeviceDescription { get }
  /// The next event, or nil at the end; throws on a bad line.
  mutating func next() throws(TraceError) -> InputEvent?
  /// The share of the trace read so far, 0...1, when known (progress on long replays).
  var progress: Double? { get }
  /// A hinge angle the source read beside its events (a CSV trace's hinge column, SPEC §7.1),
  /// in file order, at its time on the file's clock (whole microseconds, as event times); nil
  /// when none is waiting. Every one waiting after an event completed a frame came before or
  /// with that frame.
  mutating func takeHinge() -> TraceHinge?
}

extension TraceEventSource where Self: ~Copyable {
  /// Unknown unless the source says otherwise.
  public var progress: Double? { nil }
  /// None: evdev recordings carry a lid switch as events (`SW_LID`), not angles.
  public mutating func takeHinge() -> TraceHinge? { nil }
}

/// The evemu file-format version from the `# EVEMU <major>.<minor>` first line (1.0 without it).
public struct EvemuVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Major.
  public var major: Int
  /// Minor.
  public var minor: Int
  /// A version.
  public init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }
  /// What `evemu-record` 2.7 writes and what we write.
  public static let current = EvemuVersion(major: 1, minor: 3)
  /// Orders by major, then minor.
  public static func < (lhs: EvemuVersion, rhs: EvemuVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
  /// `1.3`.
  public var description: String { "\(major).\(minor)" }
}

/// Streams an evemu recording (`evemu-record` output; research §5.1): the header at open, then
/// one event per `next()` call.
///
/// Byte-level on a buffered read, no `String` per line. Stricter than libevemu where libevemu
/// would silently skip: SPEC §7 wants every bad line reported with its file and line.
///
/// Grammar: an optional `# EVEMU x.y` first line; `#` comments anywhere (the `#   Event code N`
/// / `#       Value V` comments give the axes' starting values, since `A:` lines carry none);
/// then in order `N: name`, `I: bus vendor product version` (hex), `P:` property bytes, `B: type`
/// code-bitmap bytes (hex; repeated lines append), `A: code min max fuzz flat [resolution]`
/// (decimal; the resolution is required from 1.2), `L: led state`, `S: switch state`; then
/// `E: sec.usec type code value` lines — type and code hex, the value DECIMAL even when
/// zero-padded (`0010` is ten), the microseconds as an integer of up to six digits.
///
/// Noncopyable, as every trace reader (``TraceEventSource``): it owns the open file and its
/// read buffer. Hand it on with `consume` (to ``TraceSampleReader``, into a ``TraceSource``) or
/// lend it `inout`.
public struct EvemuReader: TraceEventSource, ~Copyable {
  /// The file name used in errors.
  public let file: String
  /// The recorded device.
  public private(set) var device: DeviceDescription
  /// The file-format version.
  public private(set) var version = EvemuVersion(major: 1, minor: 0)
  var lines: ByteLineReader
  /// The share of the file read so far.
  public var progress: Double? { lines.fractionConsumed }
  var firstEvent: InputEvent?
  var previousTime: EventTime?
  /// The largest code of each event type, indexed by type (`libevdev_event_type_get_max`).
  let maximumCodes: [Int] = (0...Int(EventType.maximum.rawValue)).map {
    EventType(rawValue: UInt16($0)).maximumCode.map(Int.init) ?? 0xffff
  }

  /// Opens and reads the header of `path`; `name` is how errors name the file.
  public init(path: String, name: String? = nil) throws(InputError) {
    let reader: ByteLineReader
    do { reader = try ByteLineReader(path: path) } catch {
      throw InputError(file: name ?? path, errno: error.errno, reading: true)
    }
    try self.init(lines: reader, file: name ?? path)
  }

  /// Reads the header of an evemu text held in memory.
  public init(bytes: [UInt8], file: String) throws(TraceError) {
    try self.init(lines: ByteLineReader(bytes: bytes), file: file)
  }

  init(lines: consuming ByteLineReader, file: String) throws(TraceError) {
    self.lines = lines
    self.file = file
    device = DeviceDescription(name: "")
    try readHeader()
  }

  func error(_ line: Int, _ column: Int, _ message: String) -> TraceError {
    TraceError(file: file, line: line, column: column, message: message)
  }

  mutating func nextLine() throws(TraceError) -> UnsafeBufferPointer<UInt8>? {
    do { return try lines.nextLine() } catch {
      throw self.error(lines.lineNumber + 1, 1, InputLimits.message(reading: error))
    }
  }

  // MARK: Header

  enum Stage: Int, Comparable {
    case name, identity, properties, bitmaps, axes, leds, switches
    static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  mutating func readHeader() throws(TraceError) {
    var stage = Stage.name
    var sawAnything = false
    var commentType: Int?
    var commentCode: Int?
    var startValues: [UInt16: Int32] = [:]
    var propertyBytes = 0
    var bitmapBytes: [Int: Int] = [:]

    while let line = try nextLine() {
      let number = lines.lineNumber
      var cursor = LineCursor(line)
      try checkText(line, number: number)
      if cursor.restIsBlank { continue }
      sawAnything = true
      if cursor.current == UInt8(ascii: "#") {
        cursor.index += 1
        cursor.skipSpaces()
        if number == 1 && cursor.consume("EVEMU ") {
          version = try parseVersion(&cursor, line: number)
        } else if cursor.consume("Event type ") {
          commentType = cursor.unsignedDecimal(maxDigits: 5).map { Int($0.value) }
          commentCode = nil
        } else if cursor.consume("Event code ") {
          commentCode = cursor.unsignedDecimal(maxDigits: 5).map { Int($0.value) }
        } else if cursor.consume("Value ") {
          cursor.skipSpaces()
          if commentType == 3, let code = commentCode.flatMap(UInt16.init(exactly:)),
            let value = cursor.signedDecimal(), let value32 = Int32(exactly: value)
          {
            startValues[code] = value32
          }
        }
        continue
      }
      guard line.count >= 2, line[1] == UInt8(ascii: ":") else {
        throw error(
          number, 1,
          "expected a header line (N:, I:, P:, B:, A:, L:, S:), an event line (E:) or a '#'"
            + " comment, found \(cursor.token)")
      }
      let tag = line[0]
      cursor.index = 2
      switch tag {
      case UInt8(ascii: "N"):
        guard stage == .name else {
          throw error(number, 1, "a second device name line; an evemu file describes one device")
        }
        cursor.skipSpaces()
        device.name = cursor.rest
        stage = .identity
      case UInt8(ascii: "I"):
        try expectStage(stage, allowed: .identity, tag: "I", line: number)
        var ids: [UInt16] = []
        for field in ["bus type", "vendor", "product", "version"] {
          let spaces = cursor.skipSpaces()
          guard spaces > 0 || ids.isEmpty, let value = cursor.hex(maxDigits: 4) else {
            throw error(
              number, cursor.column,
              "expected the \(field) as up to 4 hex digits, found \(cursor.token)")
          }
          ids.append(UInt16(value))
        }
        try expectEnd(&cursor, line: number, after: "the version")
        device.identity = DeviceIdentity(
          bustype: ids[0], vendor: ids[1], product: ids[2], version: ids[3])
        stage = .properties
      case UInt8(ascii: "P"):
        try expectStage(stage, allowed: .properties, tag: "P", line: number)
        let bytes = try hexBytes(&cursor, count: 8, line: number, what: "'P:'")
        for (offset, byte) in bytes.enumerated() {
          for bit in 0..<8 where byte & (1 << bit) != 0 {
            let property = (propertyBytes + offset) * 8 + bit
            if property > Int(InputProperty.maximum.rawValue) {
              throw error(number, 1, "property bit \(property) is beyond INPUT_PROP_MAX (0x1f)")
            }
            device.properties.insert(InputProperty(rawValue: UInt16(property)))
          }
        }
        propertyBytes += 8
      case UInt8(ascii: "B"):
        try expectStage(stage, allowed: .bitmaps, tag: "B", line: number)
        stage = .bitmaps
        cursor.skipSpaces()
        let typeColumn = cursor.column
        guard let type = cursor.hex(maxDigits: 2) else {
          throw error(
            number, cursor.column, "expected an event type as 2 hex digits, found \(cursor.token)")
        }
        guard type <= Int(EventType.maximum.rawValue) else {
          throw error(
            number, typeColumn, "event type 0x\(String(type, radix: 16)) is beyond EV_MAX (0x1f)")
        }
        let bytes = try hexBytes(&cursor, count: 8, line: number, what: "the 'B:' event type")
        let offset = bitmapBytes[type, default: 0]
        let eventType = EventType(rawValue: UInt16(type))
        var codes = device.codes[eventType] ?? []
        for (index, byte) in bytes.enumerated() {
          for bit in 0..<8 where byte & (1 << bit) != 0 {
            let code = (offset + index) * 8 + bit
            guard code <= maximumCodes[type] else {
              throw error(
                number, typeColumn,
                "'B:' sets code 0x\(String(code, radix: 16)), beyond the largest"
                  + " \(eventType.name) code (0x\(String(maximumCodes[type], radix: 16)))"
              )
            }
            codes.insert(UInt16(code))
          }
        }
        if !codes.isEmpty || type == 0 { device.codes[eventType] = codes }
        bitmapBytes[type] = offset + 8
      case UInt8(ascii: "A"):
        try expectStage(stage, allowed: .axes, tag: "A", line: number)
        stage = .axes
        try parseAxis(&cursor, line: number)
      case UInt8(ascii: "L"), UInt8(ascii: "S"):
        let isLED = tag == UInt8(ascii: "L")
        try expectStage(
          stage, allowed: isLED ? .leds : .switches, tag: isLED ? "L" : "S", line: number)
        stage = isLED ? .leds : .switches
        cursor.skipSpaces()
        guard let code = cursor.hex(maxDigits: 2) else {
          throw error(
            number, cursor.column,
            "expected the \(isLED ? "LED" : "switch") code as hex, found \(cursor.token)")
        }
        guard cursor.skipSpaces() > 0, let state = cursor.signedDecimal(),
          let state32 = Int32(exactly: state)
        else {
          throw error(number, cursor.column, "expected a decimal state, found \(cursor.token)")
        }
        try expectEnd(&cursor, line: number, after: "the state")
        if isLED {
          device.ledStates[UInt16(code)] = state32
        } else {
          device.switchStates[UInt16(code)] = state32
        }
      case UInt8(ascii: "E"):
        guard stage > .identity else {
          throw error(
            number, 1,
            stage == .name
              ? "expected the device name line 'N: <name>' before the first event"
              : "expected the device id line 'I: <bus> <vendor> <product> <version>' before the first event"
          )
        }
        finishHeader(startValues)
        firstEvent = try parseEvent(line, number: number)
        previousTime = firstEvent?.time
        return
      default:
        throw error(
          number, 1,
          "unknown line type '\(Character(Unicode.Scalar(tag))):'; expected N:, I:, P:, B:, A:, L:, S:, E: or a '#' comment"
        )
      }
    }
    if !sawAnything {
      throw error(max(lines.lineNumber, 1), 1, "empty file: expected an evemu recording")
    }
    if stage == .name {
      throw error(lines.lineNumber, 1, "no device name line 'N: <name>' in the evemu header")
    }
    if stage == .identity {
      throw error(
        lines.lineNumber, 1,
        "expected the device id line 'I: <bus> <vendor> <product> <version>' after the name")
    }
    finishHeader(startValues)
  }

  mutating func finishHeader(_ startValues: [UInt16: Int32]) {
    for (code, value) in startValues {
      device.axes[AxisCode(rawValue: code)]?.value = value
    }
  }

  func checkText(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError) {
    if let bad = line.firstIndex(where: { TraceFormat.isBinary($0, allowingCR: false) }) {
      throw error(number, bad + 1, TraceFormat.binaryMessage(line[bad]))
    }
  }

  func parseVersion(_ cursor: inout LineCursor, line: Int) throws(TraceError) -> EvemuVersion {
    let column = cursor.column
    guard let major = cursor.unsignedDecimal(maxDigits: 4), cursor.consume("."),
      let minor = cursor.unsignedDecimal(maxDigits: 4)
    else {
      throw error(
        line, column, "expected the format version '<major>.<minor>', found \(cursor.token)")
    }
    let version = EvemuVersion(major: Int(major.value), minor: Int(minor.value))
    if version.major != 1 {
      throw error(line, column, "evemu format \(version) is not supported (only 1.x)")
    }
    return version
  }

  func expectStage(_ stage: Stage, allowed: Stage, tag: String, line: Int) throws(TraceError) {
    if stage == .name {
      throw error(line, 1, "expected the device name line 'N: <name>' before '\(tag):' lines")
    }
    if stage == .identity && allowed != .identity {
      throw error(
        line, 1,
        "expected the device id line 'I: <bus> <vendor> <product> <version>' before '\(tag):' lines"
      )
    }
    if stage > allowed {
      throw error(
        line, 1,
        "'\(tag):' line out of order; evemu headers list N:, I:, P:, B:, A:, L:, S: in that order")
    }
    if allowed == .identity && stage != .identity {
      throw error(line, 1, "a second device id line")
    }
  }

  func expectEnd(_ cursor: inout LineCursor, line: Int, after what: String) throws(TraceError) {
    cursor.skipSpaces()
    if !cursor.atEnd && cursor.current != UInt8(ascii: "#") {
      throw error(line, cursor.column, "unexpected \(cursor.token) after \(what)")
    }
  }

  func hexBytes(
    _ cursor: inout LineCursor, count: Int, line: Int, what: String
  ) throws(TraceError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    for _ in 0..<count {
      let spaces = cursor.skipSpaces()
      if cursor.atEnd {
        throw error(
          line, cursor.column, "expected \(count) hex bytes after \(what), found \(bytes.count)")
      }
      guard spaces > 0 || bytes.isEmpty && what == "'P:'", let byte = cursor.hex(maxDigits: 2)
      else {
        throw error(line, cursor.column, "expected a hex byte, found \(cursor.token)")
      }
      bytes.append(UInt8(byte))
    }
    try expectEnd(&cursor, line: line, after: "\(count) hex bytes")
    return bytes
  }

  mutating func parseAxis(_ cursor: inout LineCursor, line: Int) throws(TraceError) {
    cursor.skipSpaces()
    let codeColumn = cursor.column
    guard let code = cursor.hex(maxDigits: 2) else {
      throw error(
        line, cursor.column, "expected an axis code as 2 hex digits, found \(cursor.token)")
    }
    guard code <= Int(AxisCode.maximum.rawValue) else {
      throw error(
        line, codeColumn, "axis code 0x\(String(code, radix: 16)) is beyond ABS_MAX (0x3f)")
    }
    var numbers: [Int32] = []
    let names = ["minimum", "maximum", "fuzz", "flat", "resolution"]
    while numbers.count < 5 {
      let spaces = cursor.skipSpaces()
      if cursor.atEnd || cursor.current == UInt8(ascii: "#") { break }
      let column = cursor.column
      guard spaces > 0, let value = cursor.signedDecimal(), cursor.atSeparator else {
        cursor.index = column - 1
        throw error(
          line, column,
          "expected the axis \(names[numbers.count]) as a decimal number, found \(cursor.token)")
      }
      guard let value32 = Int32(exactly: value) else {
        throw error(line, column, "axis \(names[numbers.count]) \(value) does not fit in 32 bits")
      }
      numbers.append(value32)
    }
    let needed = version > EvemuVersion(major: 1, minor: 1) ? 5 : 4
    if numbers.count < needed {
      throw error(
        line, cursor.column,
        "expected the axis \(names[numbers.count]) (an 'A:' line has code, minimum, maximum, fuzz,"
          + " flat\(needed == 5 ? " and resolution" : ""))")
    }
    try expectEnd(&cursor, line: line, after: "the axis resolution")
    if numbers[0] > numbers[1] {
      throw error(
        line, codeColumn, "axis minimum \(numbers[0]) is greater than its maximum \(numbers[1])")
    }
    let axis = AxisCode(rawValue: UInt16(code))
    device.axes[axis] = AxisInfo(
      code: axis, value: 0, minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2],
      flat: numbers[3], resolution: numbers.count > 4 ? numbers[4] : 0)
    device.codes[.absolute, default: []].insert(UInt16(code))
  }

  // MARK: Events

  /// The next event, skipping comments and blank lines; nil at the end of the file.
  @inline(__always)
  public mutating func next() throws(TraceError) -> InputEvent? {
    if let event = firstEvent {
      firstEvent = nil
      return event
    }
    while let line = try nextLine() {
      if line.count > 1 && line[0] == UInt8(ascii: "E") && line[1] == UInt8(ascii: ":") {
        let event = try parseEvent(line, number: lines.lineNumber)
        if let previousTime, event.time < previousTime {
          throw error(
            lines.lineNumber, 4,
            "event time \(event.time) is earlier than the previous event's \(previousTime);"
              + " timestamps must not decrease")
        }
        previousTime = event.time
        return event
      }
      var cursor = LineCursor(line)
      cursor.skipSpaces()
      if cursor.atEnd || cursor.current == UInt8(ascii: "#") { continue }
      if line.count > 1 && line[1] == UInt8(ascii: ":") {
        throw error(
          lines.lineNumber, 1,
          "header line '\(Character(Unicode.Scalar(line[0]))):' after the first event; the header comes first"
        )
      }
      try checkText(line, number: lines.lineNumber)
      throw error(
        lines.lineNumber, cursor.column,
        "expected an event line 'E: <sec>.<usec> <type> <code> <value>' or a comment, found \(cursor.token)"
      )
    }
    return nil
  }

  @inline(__always)
  func parseEvent(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError) -> InputEvent
  {
    var cursor = LineCursor(line, at: 2)
    cursor.skipSpaces()
    guard let seconds = cursor.unsignedDecimal(maxDigits: 12) else {
      throw error(
        number, cursor.column, "expected the event time '<sec>.<usec>', found \(cursor.token)")
    }
    guard cursor.consume(".") else {
      throw error(
        number, cursor.column,
        "expected '.' and microseconds after the seconds, found \(cursor.token)")
    }
    let usecColumn = cursor.column
    guard let micro = cursor.unsignedDecimal(maxDigits: 6), cursor.atSeparator else {
      cursor.index = usecColumn - 1
      throw error(
        number, usecColumn, "expected microseconds (up to 6 digits), found \(cursor.token)")
    }
    guard cursor.skipSpaces() > 0 else {
      throw error(
        number, cursor.column, "expected a space after the event time, found \(cursor.token)")
    }
    let typeColumn = cursor.column
    guard let type = cursor.hex(maxDigits: 4) else {
      throw error(number, typeColumn, "expected a hex event type, found \(cursor.token)")
    }
    guard type <= Int(EventType.maximum.rawValue) else {
      throw error(
        number, typeColumn, "event type 0x\(String(type, radix: 16)) is beyond EV_MAX (0x1f)")
    }
    cursor.skipSpaces()
    let codeColumn = cursor.column
    guard let code = cursor.hex(maxDigits: 4) else {
      throw error(number, codeColumn, "expected a hex event code, found \(cursor.token)")
    }
    guard code <= maximumCodes[type] else {
      throw error(
        number, codeColumn,
        "event code 0x\(String(code, radix: 16)) is beyond the largest \(EventType(rawValue: UInt16(type)).name)"
          + " code (0x\(String(maximumCodes[type], radix: 16)))")
    }
    cursor.skipSpaces()
    let valueColumn = cursor.column
    guard let value = cursor.signedDecimal(), cursor.atSeparator else {
      cursor.index = valueColumn - 1
      throw error(number, valueColumn, "expected a decimal event value, found \(cursor.token)")
    }
    guard let value32 = Int32(exactly: value) else {
      throw error(number, valueColumn, "event value \(value) does not fit in 32 bits")
    }
    cursor.skipSpaces()
    if !cursor.atEnd && cursor.current != UInt8(ascii: "#") {
      throw error(number, cursor.column, "unexpected \(cursor.token) after the event value")
    }
    return InputEvent(
      time: EventTime(microseconds: seconds.value &* 1_000_000 &+ micro.value),
      type: EventType(rawValue: UInt16(type)), code: UInt16(code), value: value32)
  }
}

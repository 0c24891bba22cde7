import OrientationFormats

/// One line of a device's `events:` block in the layout `libinput record` (and
/// `LibinputRecordWriter`) writes, read byte by byte (research §5.2):
///
/// ```yaml
///   events:
///   - evdev:
///     - [  0,      0,   3,   0,     162] # EV_ABS / ABS_X
///     - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
/// ```
///
/// Only what a YAML parser would read the same way is accepted: spaces (no tabs) for indentation
/// and between tokens, rows of plain scalars on one line, comments after a space. Anything else is
/// `irregular`, and the reader leaves the whole file to Yams.
enum LibinputEventLine {
  /// Empty, spaces only, or a comment.
  case blank
  /// `- evdev:` opening a frame, indented by `indent` spaces.
  case frame(indent: Int)
  /// `- [sec, usec, type, code, value]`, indented by `indent` spaces.
  case row(indent: Int, LibinputEventRow)
  /// A line at or left of the `events:` key that is not a list item: the block has ended.
  case end
  /// Anything else.
  case irregular

  /// Classifies `line` of a block whose `events:` key is indented by `keyIndent` spaces.
  @inline(__always)
  init(_ line: UnsafeBufferPointer<UInt8>, keyIndent: Int) {
    var cursor = LineCursor(line)
    let indent = cursor.skipBlanks()
    guard let first = cursor.current else {
      self = .blank
      return
    }
    switch first {
    case UInt8(ascii: "#"):
      self = .blank
    case UInt8(ascii: "-") where indent >= keyIndent:
      cursor.index += 1
      if cursor.consume(" evdev:") {
        self = LibinputEventLine.endsCleanly(cursor) ? .frame(indent: indent) : .irregular
        return
      }
      guard cursor.skipBlanks() > 0, cursor.current == UInt8(ascii: "["),
        let row = LibinputEventRow(&cursor), LibinputEventLine.endsCleanly(cursor)
      else {
        self = .irregular
        return
      }
      self = .row(indent: indent, row)
    case UInt8(ascii: "\t"):
      // YAML does not indent with tabs; let the parser say what it makes of them.
      self = .irregular
    default:
      self = indent <= keyIndent ? .end : .irregular
    }
  }

  /// Whether only spaces, or spaces and a comment, follow the cursor.
  static func endsCleanly(_ cursor: LineCursor) -> Bool {
    var cursor = cursor
    let spaces = cursor.skipBlanks()
    return cursor.atEnd || spaces > 0 && cursor.current == UInt8(ascii: "#")
  }

  /// Whether `line` is an `events:` key with nothing after it but a comment; its indentation if
  /// so.
  static func key(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
    var cursor = LineCursor(line)
    let indent = cursor.skipBlanks()
    guard cursor.consume("events:"), endsCleanly(cursor) else { return nil }
    return indent
  }
}

/// A row `[sec, usec, type, code, value]` as written, before its values are checked: a flow list
/// on one line whose items are plain scalars (`12`, `-8192`, `x`, `1.5`), which YAML reads as
/// the text they are.
struct LibinputEventRow {
  /// The 1-based column of `[`, where row errors point, as Yams marks the list.
  var column: Int
  /// How many items the list has.
  var count = 0
  /// The first five items, where they are integers.
  var numbers = LibinputEventNumbers()
  /// Where in the line the first of the first five items that is not an integer lies.
  var notInteger: Range<Int>?

  /// Reads the list at the cursor (on `[`); nil when it is not on one line of plain scalars.
  @inline(__always)
  init?(_ cursor: inout LineCursor) {
    column = cursor.column
    cursor.index += 1
    cursor.skipBlanks()
    if cursor.current == UInt8(ascii: "]") {
      cursor.index += 1
      return
    }
    while true {
      let start = cursor.index
      while let byte = cursor.current, LibinputEventRow.isScalarByte(byte) { cursor.index += 1 }
      let length = cursor.index - start
      // A lone `-` is not a plain scalar in YAML's flow context.
      guard length > 0, length > 1 || cursor.line[start] != UInt8(ascii: "-") else { return nil }
      if count < 5 {
        let item = UnsafeBufferPointer(rebasing: cursor.line[start..<cursor.index])
        if let value = LibinputEventRow.integer(item) {
          numbers[count] = value
        } else if notInteger == nil {
          notInteger = start..<cursor.index
        }
      }
      count += 1
      cursor.skipBlanks()
      if cursor.consume("]") { return }
      guard cursor.consume(",") else { return nil }
      cursor.skipBlanks()
      // A trailing comma (`[1, 2, ]`) is valid YAML with one item fewer: left to Yams.
      if cursor.current == UInt8(ascii: "]") { return nil }
    }
  }

  /// Letters, digits, `_`, `.`, `+` and `-`: bytes a plain scalar in a flow list may hold.
  @inline(__always)
  static func isScalarByte(_ byte: UInt8) -> Bool {
    byte &- 48 <= 9 || (byte | 0x20) &- 97 <= 25 || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
  }

  /// The value of an item as Swift's `Int64(text)` reads it (an optional sign, then decimal
  /// digits, no overflow), or nil.
  @inline(__always)
  static func integer(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
    var index = 0
    let negative = text.first == UInt8(ascii: "-")
    if negative || text.first == UInt8(ascii: "+") { index = 1 }
    guard index < text.count else { return nil }
    // Accumulated negatively, so that Int64.min fits.
    var value: Int64 = 0
    while index < text.count {
      let digit = text[index] &- 48
      guard digit <= 9 else { return nil }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) = times10.subtractingReportingOverflow(Int64(digit))
      guard !overflow1, !overflow2 else { return nil }
      value = next
      index += 1
    }
    if negative { return value }
    return value == .min ? nil : -value
  }
}

/// The five numbers of a row `[sec, usec, type, code, value]`.
struct LibinputEventNumbers {
  var seconds: Int64 = 0
  var microseconds: Int64 = 0
  var type: Int64 = 0
  var code: Int64 = 0
  var value: Int64 = 0

  /// Zeros, to be filled in.
  init() {}

  /// The numbers of `list` (five integers).
  init(_ list: [Int64]) {
    (seconds, microseconds, type, code, value) = (list[0], list[1], list[2], list[3], list[4])
  }

  /// The `index`th number, 0…4.
  subscript(index: Int) -> Int64 {
    get {
      switch index {
      case 0: seconds
      case 1: microseconds
      case 2: type
      case 3: code
      default: value
      }
    }
    set {
      switch index {
      case 0: seconds = newValue
      case 1: microseconds = newValue
      case 2: type = newValue
      case 3: code = newValue
      default: value = newValue
      }
    }
  }

  /// The event these numbers describe, checked as SPEC §7 asks: times whole and not decreasing,
  /// type, code and value in range. `error` places a message at the row.
  @inline(__always)
  func event(after previous: EventTime?, error: (String) -> TraceError) throws(TraceError)
    -> InputEvent
  {
    guard seconds >= 0, (0..<1_000_000).contains(microseconds) else {
      throw error("event time [\(seconds), \(microseconds)]: microseconds must be 0…999999")
    }
    guard seconds < 1_000_000_000_000 else {
      // Whole microseconds must fit in 64 bits, as evemu's 12-digit seconds do.
      throw error("event time [\(seconds), \(microseconds)]: seconds must be below 10^12")
    }
    guard (0...Int64(EventType.maximum.rawValue)).contains(type) else {
      throw error("event type \(type) is beyond EV_MAX (31)")
    }
    let eventType = EventType(rawValue: UInt16(type))
    guard (0...Int64(eventType.maximumCode ?? 0xffff)).contains(code) else {
      throw error("event code \(code) is out of range for \(eventType.name)")
    }
    guard let value32 = Int32(exactly: value) else {
      throw error("event value \(value) does not fit in 32 bits")
    }
    let time = EventTime(seconds: seconds, microseconds: microseconds)
    if let previous, time < previous {
      throw error(
        "event time \(time) is earlier than the previous event's \(previous); timestamps must not decrease"
      )
    }
    return InputEvent(time: time, type: eventType, code: UInt16(code), value: value32)
  }
}

extension LibinputEventRow {
  /// The event of the row read from `line`, line `lineNumber` of `file`, with the messages and
  /// positions of the whole-file reader: the list's length, then each item, then the values.
  @inline(__always)
  func event(
    after previous: EventTime?, in line: UnsafeBufferPointer<UInt8>, lineNumber: Int,
    file: String
  ) throws(TraceError) -> InputEvent {
    func error(_ column: Int, _ message: String) -> TraceError {
      TraceError(file: file, line: lineNumber, column: column, message: message)
    }
    let what = LibinputRecordReader.rowDescription
    guard count == 5 else {
      throw error(column, LibinputRecordReader.listMessage(what, count: 5...5))
    }
    if let item = notInteger {
      let text = String(decoding: UnsafeBufferPointer(rebasing: line[item]), as: UTF8.self)
      throw error(item.lowerBound + 1, LibinputRecordReader.integerMessage(what, found: text))
    }
    return try numbers.event(after: previous) { error(column, $0) }
  }
}

extension LineCursor {
  /// Skips spaces, not tabs (YAML takes a tab after `-` or `:` for the start of a token); returns
  /// how many.
  @inline(__always) @discardableResult
  fileprivate mutating func skipBlanks() -> Int {
    let from = index
    while index < line.count && line[index] == UInt8(ascii: " ") { index += 1 }
    return index - from
  }
}

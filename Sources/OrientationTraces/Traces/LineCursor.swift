/// A position in one line of bytes, with the scanners the trace grammars share.
///
/// Works on the `ByteLineReader`'s buffer directly: no `String` is made unless an error is
/// reported.
struct LineCursor {
  let line: UnsafeBufferPointer<UInt8>
  var index = 0

  init(_ line: UnsafeBufferPointer<UInt8>, at index: Int = 0) {
    self.line = line
    self.index = index
  }

  var atEnd: Bool { index >= line.count }
  var current: UInt8? { index < line.count ? line[index] : nil }
  /// 1-based column of the cursor.
  var column: Int { index + 1 }

  @inline(__always) static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 }

  /// Skips spaces and tabs; returns how many.
  @inline(__always) @discardableResult
  mutating func skipSpaces() -> Int {
    let from = index
    while index < line.count && LineCursor.isSpace(line[index]) { index += 1 }
    return index - from
  }

  /// Whether the rest of the line is blank.
  var restIsBlank: Bool {
    var i = index
    while i < line.count {
      if !LineCursor.isSpace(line[i]) { return false }
      i += 1
    }
    return true
  }

  /// The whitespace-delimited token at the cursor, for messages (at most 40 characters).
  var token: String {
    var i = index
    while i < line.count && !LineCursor.isSpace(line[i]) && i - index < 40 { i += 1 }
    if i == index { return "end of line" }
    return "'" + String(decoding: UnsafeBufferPointer(rebasing: line[index..<i]), as: UTF8.self)
      + "'"
  }

  /// The rest of the line as a string.
  var rest: String {
    String(decoding: UnsafeBufferPointer(rebasing: line[index...]), as: UTF8.self)
  }

  /// Whether the line continues with `prefix`; consumes it if so.
  mutating func consume(_ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard line.count - index >= count else { return false }
    let bytes = prefix.utf8Start
    for k in 0..<count where line[index + k] != bytes[k] { return false }
    index += count
    return true
  }

  /// An unsigned decimal of 1…`maxDigits` digits; nil (cursor unmoved) when none or too many.
  @inline(__always)
  mutating func unsignedDecimal(maxDigits: Int) -> (value: Int64, digits: Int)? {
    var value: Int64 = 0
    var i = index
    while i < line.count {
      let digit = line[i] &- 48
      if digit > 9 { break }
      value = value &* 10 &+ Int64(digit)
      i += 1
    }
    let digits = i - index
    guard digits > 0, digits <= maxDigits else { return nil }
    index = i
    return (value, digits)
  }

  /// A signed decimal (optional `-` or `+`, up to 19 digits); nil when none.
  @inline(__always)
  mutating func signedDecimal() -> Int64? {
    let start = index
    var negative = false
    if let c = current, c == 45 || c == 43 {
      negative = c == 45
      index += 1
    }
    guard let (magnitude, _) = unsignedDecimal(maxDigits: 18) else {
      index = start
      return nil
    }
    return negative ? -magnitude : magnitude
  }

  /// A hex number of 1…`maxDigits` digits; nil (cursor unmoved) when none or too many.
  @inline(__always)
  mutating func hex(maxDigits: Int) -> Int? {
    var value = 0
    var i = index
    while i < line.count {
      let byte = line[i]
      let digit: UInt8
      if byte &- 48 <= 9 {
        digit = byte &- 48
      } else if (byte | 0x20) &- 97 <= 5 {
        digit = (byte | 0x20) &- 87
      } else {
        break
      }
      value = value << 4 | Int(digit)
      i += 1
      if i - index > maxDigits { return nil }
    }
    guard i > index else { return nil }
    if i < line.count && !LineCursor.isSpace(line[i]) { return nil }
    index = i
    return value
  }

  /// Whether the cursor is at whitespace or the end of the line.
  var atSeparator: Bool { index >= line.count || LineCursor.isSpace(line[index]) }
}

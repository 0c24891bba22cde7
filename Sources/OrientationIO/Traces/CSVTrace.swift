import Foundation
import OrientationCore

#if canImport(Glibc)
  import Glibc
#endif

/// CSV traces: `t,x,y,z` per line, seconds and g in the internal frame (SPEC §7).
///
/// Reading rules: an optional header line `t,x,y,z` before the first sample; blank lines and
/// `#` comments (whole lines, or after the fields) are skipped; spaces, tabs and a CR before
/// the line end are ignored around fields. Every value must be a finite decimal number; x, y
/// and z must lie within ±``maximumMagnitude`` g (no phone accelerometer reports more, so a
/// bigger value is a unit mistake); times must not decrease. Any other line is an error naming
/// file, line and column — never skipped silently.
///
/// The reader works on bytes and allocates nothing per line; numbers with up to 15–16
/// significant digits and small exponents are converted exactly by Clinger's fast path,
/// longer ones by C's correctly rounded `strtod` on a stack copy.
public enum CSVTrace {
  /// The largest |x|, |y| or |z| accepted, g.
  public static let maximumMagnitude = 16.0

  /// The header this format writes and accepts.
  public static let header = "t,x,y,z"

  private static let fieldNames = ["t", "x", "y", "z"]
  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  /// Reads a CSV trace file; throws ``TraceError`` for bad content and the system's error
  /// when the file cannot be read.
  public static func read(path: String) throws -> [AccelSample] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try parse([UInt8](data), file: path)
  }

  /// Parses CSV text given as bytes; `file` names it in errors.
  public static func parse(_ bytes: [UInt8], file: String) throws(TraceError) -> [AccelSample] {
    try parse(bytes, file: file, limitingTimes: true)
  }

  /// Parses CSV text given as bytes; with `limitingTimes` false any finite time is accepted (the
  /// exact-number tests use this: the 0 ..< 10^12 s bound exists for conversion to events).
  static func parse(
    _ bytes: [UInt8], file: String, limitingTimes: Bool
  ) throws(TraceError) -> [AccelSample] {
    var samples: [AccelSample] = []
    samples.reserveCapacity(bytes.count / 24)
    let result: Result<Void, TraceError> = bytes.withUnsafeBufferPointer { buffer in
      do throws(TraceError) {
        try parse(buffer, file: file, limitingTimes: limitingTimes, into: &samples)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
    return samples
  }

  /// Parses CSV text; `file` names it in errors.
  public static func parse(_ text: String, file: String) throws(TraceError) -> [AccelSample] {
    try parse(Array(text.utf8), file: file)
  }

  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, limitingTimes: Bool,
    into samples: inout [AccelSample]
  ) throws(TraceError) {
    let count = bytes.count
    var position = 0
    if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
    var lineNumber = 0
    var sawContent = false
    var lastTime = -Double.infinity
    var lastTimeLine = 0
    var values = (0.0, 0.0, 0.0, 0.0)

    while position < count {
      lineNumber += 1
      let lineStart = position
      var lineEnd = position
      while lineEnd < count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      position = lineEnd + 1
      // Content ends at a '#' comment; trailing blanks and a CR are not content.
      var contentEnd = lineStart
      while contentEnd < lineEnd && bytes[contentEnd] != 0x23 { contentEnd += 1 }
      while contentEnd > lineStart && isBlank(bytes[contentEnd - 1]) { contentEnd -= 1 }
      var first = lineStart
      while first < contentEnd && isBlank(bytes[first]) { first += 1 }
      if first == contentEnd { continue }

      if !sawContent {
        sawContent = true
        if isHeader(bytes, from: first, to: contentEnd) { continue }
      }

      var fieldStart = lineStart
      for field in 0..<4 {
        // Find this field's end.
        var fieldEnd = fieldStart
        while fieldEnd < contentEnd && bytes[fieldEnd] != 0x2C { fieldEnd += 1 }
        if field < 3 && fieldEnd == contentEnd {
          throw TraceError(
            file: file, line: lineNumber, column: contentEnd - lineStart + 1,
            message: "expected 4 fields t,x,y,z, found \(field + 1)")
        }
        var start = fieldStart
        var end = fieldEnd
        while start < end && isBlank(bytes[start]) { start += 1 }
        while end > start && isBlank(bytes[end - 1]) { end -= 1 }
        let column = start - lineStart + 1
        let name = fieldNames[field]
        guard let value = number(bytes, from: start, to: end) else {
          throw TraceError(
            file: file, line: lineNumber, column: column,
            message: "expected a number for \(name), found '\(text(bytes, from: start, to: end))'")
        }
        guard value.isFinite else {
          throw TraceError(
            file: file, line: lineNumber, column: column,
            message:
              "expected a finite number for \(name), found '\(text(bytes, from: start, to: end))'")
        }
        // Event times are whole microseconds in 64 bits, as evemu's are: a time must be
        // non-negative and below 10^12 s to become an event.
        if field == 0 && limitingTimes && !(0..<1e12).contains(value) {
          throw TraceError(
            file: file, line: lineNumber, column: column,
            message:
              "expected a time from 0 to 10^12 s, found '\(text(bytes, from: start, to: end))'")
        }
        if field > 0 && abs(value) > maximumMagnitude {
          throw TraceError(
            file: file, line: lineNumber, column: column,
            message:
              "expected \(name) within ±16 g, found '\(text(bytes, from: start, to: end))'")
        }
        switch field {
        case 0: values.0 = value
        case 1: values.1 = value
        case 2: values.2 = value
        default: values.3 = value
        }
        if field == 3 && fieldEnd < contentEnd {
          var extra = fieldEnd + 1
          var fields = 5
          while extra < contentEnd && isBlank(bytes[extra]) { extra += 1 }
          var scan = extra
          while scan < contentEnd {
            if bytes[scan] == 0x2C { fields += 1 }
            scan += 1
          }
          throw TraceError(
            file: file, line: lineNumber, column: extra - lineStart + 1,
            message: "expected 4 fields t,x,y,z, found \(fields)")
        }
        fieldStart = fieldEnd + 1
      }
      if values.0 < lastTime {
        throw TraceError(
          file: file, line: lineNumber, column: 1,
          message:
            "expected a time of at least \(lastTime) (line \(lastTimeLine)), found \(values.0); time must not decrease"
        )
      }
      lastTime = values.0
      lastTimeLine = lineNumber
      samples.append(AccelSample(time: values.0, x: values.1, y: values.2, z: values.3))
    }
  }

  @inline(__always)
  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D
  }

  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> String
  {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// Whether the line is the header `t,x,y,z` (case-insensitive, blanks allowed; `time` is
  /// accepted for `t`).
  private static func isHeader(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> Bool
  {
    var letters: [UInt8] = []
    for index in start..<end where !isBlank(bytes[index]) {
      var byte = bytes[index]
      if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
      letters.append(byte)
    }
    let text = String(decoding: letters, as: UTF8.self)
    return text == "t,x,y,z" || text == "time,x,y,z"
  }

  /// A decimal number (`[+-]digits[.digits][e[+-]digits]`, or nan/inf spelled out, which
  /// come back non-finite so the caller can say so); `nil` when the bytes are not a number.
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> Double?
  {
    guard start < end else { return nil }
    var index = start
    var negative = false
    if bytes[index] == 0x2B || bytes[index] == 0x2D {
      negative = bytes[index] == 0x2D
      index += 1
    }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var droppedDigits = 0
    var fractionDigits = 0
    var digits = 0
    var inFraction = false
    while index < end {
      let byte = bytes[index]
      let digit = byte &- 0x30
      if digit < 10 {
        digits += 1
        if inFraction { fractionDigits += 1 }
        if significantDigits < 19 {
          if mantissa != 0 || digit != 0 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            significantDigits += 1
          }
        } else {
          droppedDigits += 1
        }
      } else if byte == 0x2E && !inFraction {
        inFraction = true
      } else {
        break
      }
      index += 1
    }
    guard digits > 0 else { return special(bytes, from: start, to: end) }
    var exponent = 0
    if index < end && (bytes[index] == 0x65 || bytes[index] == 0x45) {
      index += 1
      var exponentNegative = false
      if index < end && (bytes[index] == 0x2B || bytes[index] == 0x2D) {
        exponentNegative = bytes[index] == 0x2D
        index += 1
      }
      var exponentDigits = 0
      while index < end, bytes[index] &- 0x30 < 10 {
        if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] - 0x30) }
        exponentDigits += 1
        index += 1
      }
      guard exponentDigits > 0 else { return nil }
      if exponentNegative { exponent = -exponent }
    }
    guard index == end else { return nil }
    let power = exponent - fractionDigits + droppedDigits
    if droppedDigits == 0 && mantissa <= 1 << 53 && power >= -22 && power <= 22 {
      let magnitude =
        power >= 0
        ? Double(mantissa) * powersOfTen[power] : Double(mantissa) / powersOfTen[-power]
      return negative ? -magnitude : magnitude
    }
    return slowNumber(bytes, from: start, to: end)
  }

  /// A validated decimal the fast path cannot convert exactly (17+ significant digits, as
  /// shortest round-trip output often has): C's correctly rounded `strtod` on a stack copy,
  /// so no String is made. If the C locale's decimal point is not '.', `strtod` stops early
  /// and the standard library's parser (locale-free) decides.
  private static func slowNumber(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Double? {
    #if canImport(Glibc)
      let length = end - start
      if length < 128 {
        let value: Double? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) {
          buffer in
          for index in 0..<length { buffer[index] = CChar(bitPattern: bytes[start + index]) }
          buffer[length] = 0
          guard let base = buffer.baseAddress else { return nil }
          var stop: UnsafeMutablePointer<CChar>? = nil
          let value = strtod(base, &stop)
          return stop == base + length ? value : nil
        }
        if let value { return value }
      }
    #endif
    return Double(text(bytes, from: start, to: end))
  }

  /// `nan`, `inf`, `infinity` in any case, with an optional sign.
  private static func special(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> Double?
  {
    var word = text(bytes, from: start, to: end).lowercased()
    var negative = false
    if word.hasPrefix("+") || word.hasPrefix("-") {
      negative = word.hasPrefix("-")
      word.removeFirst()
    }
    switch word {
    case "nan": return .nan
    case "inf", "infinity": return negative ? -.infinity : .infinity
    default: return nil
    }
  }

  /// The CSV text of `samples`, with the header; numbers in Swift's shortest round-trip form,
  /// so reading the text back gives the same samples bit for bit.
  public static func text(of samples: some Sequence<AccelSample>, header: Bool = true) -> String {
    var out = header ? Self.header + "\n" : ""
    for sample in samples {
      out += "\(sample.time),\(sample.x),\(sample.y),\(sample.z)\n"
    }
    return out
  }

  /// Writes `samples` to `path` as CSV.
  public static func write(_ samples: some Sequence<AccelSample>, to path: String) throws {
    try Data(text(of: samples).utf8).write(to: URL(fileURLWithPath: path))
  }

  /// Whether `bytes` look like a CSV trace (for format detection): the first line that is not
  /// blank or a comment is the header or starts with a number followed by a comma.
  public static func looksLikeCSV(_ bytes: some Collection<UInt8>) -> Bool {
    var line: [UInt8] = []
    var inComment = false
    for byte in bytes {
      if byte == 0x0A {
        if !line.isEmpty { break }
        inComment = false
        continue
      }
      if inComment { continue }
      if line.isEmpty && (byte == 0x20 || byte == 0x09 || byte == 0x0D) { continue }
      if line.isEmpty && byte == 0x23 {
        inComment = true
        continue
      }
      line.append(byte)
      if line.count > 200 { break }
    }
    let text = String(decoding: line, as: UTF8.self).lowercased().filter { $0 != " " }
    if text.hasPrefix("t,x,y,z") || text.hasPrefix("time,x,y,z") { return true }
    guard let comma = text.firstIndex(of: ",") else { return false }
    return Double(text[..<comma]) != nil
  }
}

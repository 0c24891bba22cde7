import Foundation
import OrientationCore
import OrientationDetection
import OrientationFormats

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
  /// The header of a trace with a hinge column (SPEC §7.1): degrees, empty on a line without
  /// a hinge sample; x, y and z empty on a line with only a hinge sample.
  public static let hingeHeader = "t,x,y,z,hinge"
  /// The header of a hinge-only trace (`FILE.hinge.csv` beside an evemu or libinput record
  /// file, SPEC §7.1).
  public static let hingeOnlyHeader = "t,hinge"

  static let fieldNames = ["t", "x", "y", "z"]
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
    var reader = CSVSampleReader(
      lines: ByteLineReader(bytes: bytes), file: file, limitingTimes: limitingTimes)
    while let sample = try reader.next() { samples.append(sample) }
    return samples
  }

  /// Parses CSV text; `file` names it in errors.
  public static func parse(_ text: String, file: String) throws(TraceError) -> [AccelSample] {
    try parse(Array(text.utf8), file: file)
  }

  @inline(__always)
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D
  }

  static func text(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> String
  {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// The headers a CSV trace may open with.
  enum Header { case accelerometer, withHinge, hingeOnly }

  /// Which header the line is, if it is one: `t,x,y,z`, `t,x,y,z,hinge` or `t,hinge`
  /// (case-insensitive, blanks allowed; `time` is accepted for `t`).
  static func header(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> Header?
  {
    var letters: [UInt8] = []
    for index in start..<end where !isBlank(bytes[index]) {
      var byte = bytes[index]
      if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
      letters.append(byte)
    }
    var text = String(decoding: letters, as: UTF8.self)
    if text.hasPrefix("time,") { text = "t" + text.dropFirst(4) }
    switch text {
    case "t,x,y,z": return .accelerometer
    case "t,x,y,z,hinge": return .withHinge
    case "t,hinge": return .hingeOnly
    default: return nil
    }
  }

  /// A decimal number (`[+-]digits[.digits][e[+-]digits]`, or nan/inf spelled out, which
  /// come back non-finite so the caller can say so); `nil` when the bytes are not a number.
  static func number(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
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
    for sample in samples { out += line(of: sample) }
    return out
  }

  /// One row, with its newline.
  static func line(of sample: AccelSample) -> String {
    "\(sample.time),\(sample.x),\(sample.y),\(sample.z)\n"
  }

  /// One row of a trace with a hinge column: the fifth field empty when `hinge` is nil.
  static func line(of sample: AccelSample, hinge: Double?) -> String {
    "\(sample.time),\(sample.x),\(sample.y),\(sample.z),\(hinge.map { "\($0)" } ?? "")\n"
  }

  /// The conventional name of the hinge trace beside an evemu or libinput record `path`
  /// (SPEC §7.1): `path` + `.hinge.csv`.
  public static func hingePath(beside path: String) -> String { path + ".hinge.csv" }

  /// Writes `samples` to `path` as CSV.
  public static func write(_ samples: some Sequence<AccelSample>, to path: String) throws {
    var writer = try CSVTraceWriter(path: path)
    for sample in samples { try writer.write(sample) }
    try writer.commit()
  }
}

/// Writes a CSV trace row by row (`CSVTrace.text`'s form, header first), buffered, so a trace of
/// any length is written in constant memory.
///
/// Three shapes (SPEC §7, §7.1): `t,x,y,z`; with `hinge: true` the fifth column `hinge`
/// (``write(_:hinge:)``, ``writeHinge(_:at:)``); with `hingeOnly: true` the hinge-only `t,hinge`
/// of a `FILE.hinge.csv` (``writeHinge(_:at:)`` only).
public struct CSVTraceWriter: ~Copyable {
  var file: TextFileWriter
  /// Whether rows carry the hinge column.
  public let hasHinge: Bool
  /// Whether this is a hinge-only `t,hinge` trace.
  public let hingeOnly: Bool

  /// Opens `path` (see ``OutputFile``; `-` writes to standard output), refusing it when it is
  /// one of `inputs`; in the default `mode` nothing replaces an existing file before
  /// ``commit()`` (`record` writes in place, so that what was flushed survives a kill).
  public init(
    path: String, mode: OutputFile.Mode = .replace, inputs: [String] = [], hinge: Bool = false,
    hingeOnly: Bool = false
  ) throws(InputError) {
    var file = try TextFileWriter(path: path, mode: mode, inputs: inputs)
    let header =
      hingeOnly ? CSVTrace.hingeOnlyHeader : hinge ? CSVTrace.hingeHeader : CSVTrace.header
    try file.append(header + "\n")
    self.file = file
    hasHinge = hinge || hingeOnly
    self.hingeOnly = hingeOnly
  }

  /// Appends one row.
  public mutating func write(_ sample: AccelSample) throws(InputError) {
    precondition(!hingeOnly, "a t,hinge trace has no accelerometer columns")
    try file.append(hasHinge ? CSVTrace.line(of: sample, hinge: nil) : CSVTrace.line(of: sample))
  }

  /// Appends one row with an accelerometer sample and, when given, a hinge angle of the same
  /// time (degrees) in the fifth column; the trace must have been opened with `hinge: true`.
  public mutating func write(_ sample: AccelSample, hinge angle: Double?) throws(InputError) {
    precondition(hasHinge && !hingeOnly, "open the writer with hinge: true")
    try file.append(CSVTrace.line(of: sample, hinge: angle))
  }

  /// Appends a row with only a hinge angle (degrees) at `time`: `t,,,,hinge`, or `t,hinge` in a
  /// hinge-only trace.
  public mutating func writeHinge(_ angle: Double, at time: Double) throws(InputError) {
    precondition(hasHinge, "open the writer with hinge: true or hingeOnly: true")
    try file.append(hingeOnly ? "\(time),\(angle)\n" : "\(time),,,,\(angle)\n")
  }

  /// Writes the pending rows.
  public mutating func flush() throws(InputError) { try file.flush() }

  /// Writes the pending rows and makes the file final.
  public consuming func commit() throws(InputError) { try file.commit() }
}

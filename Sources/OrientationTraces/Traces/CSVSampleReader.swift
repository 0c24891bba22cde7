import OrientationCore
import OrientationDetection
import OrientationFormats

/// One data line of a CSV trace (SPEC §7, §7.1): an accelerometer sample, a hinge angle in
/// degrees, or both (taken hinge first).
struct CSVRow {
  var time: Double
  var sample: AccelSample?
  var hinge: Double?
}

/// Reads a CSV trace one line at a time: `CSVTrace`'s grammar (SPEC §7, §7.1) over a
/// `ByteLineReader`, so a file of any length is parsed in the memory of its longest line.
///
/// `CSVTrace.parse` (whole texts in memory) and `CSVEventSource` (replay, convert, plot) both
/// read through this type, so a line means the same thing, and fails with the same message,
/// whichever way the trace is read. Noncopyable, as the `ByteLineReader` it owns.
struct CSVSampleReader: ~Copyable {
  var lines: ByteLineReader
  var parser: CSVLineParser

  init(lines: consuming ByteLineReader, file: String, limitingTimes: Bool = true) {
    self.lines = lines
    parser = CSVLineParser(file: file, limitingTimes: limitingTimes)
  }

  /// The next accelerometer sample, skipping the header, blank lines, comments and lines with
  /// only a hinge angle; nil at the end.
  mutating func next() throws(TraceError) -> AccelSample? {
    while let row = try nextRow() {
      if let sample = row.sample { return sample }
    }
    return nil
  }

  /// The next data line, skipping the header, blank lines and comments; nil at the end.
  mutating func nextRow() throws(TraceError) -> CSVRow? {
    while true {
      let line: UnsafeBufferPointer<UInt8>?
      do { line = try lines.nextLine() } catch {
        throw TraceError(
          file: parser.file, line: lines.lineNumber + 1, column: 1,
          message: InputLimits.message(reading: error))
      }
      guard let line else { return nil }
      if let row = try parser.parse(line, number: lines.lineNumber) { return row }
    }
  }
}

/// The rules of one CSV line (`CSVTrace`'s documentation has the grammar), with the little state
/// they need across lines: whether content has started (for the optional header), which header
/// it was, and the last time (times must not decrease).
///
/// Works on the bytes of the line; no `String` is made unless an error is reported.
struct CSVLineParser {
  /// How errors name the file.
  let file: String
  /// Whether times must lie in 0 ..< 10^12 s (the range events can carry).
  let limitingTimes: Bool
  private var sawContent = false
  /// The header the trace opened with, if any.
  private var header: CSVTrace.Header?
  /// Whether the header was `t,hinge`: every line is a time and an angle.
  var hingeOnly: Bool { header == .hingeOnly }
  /// Whether the header named the hinge column, or a line has carried one.
  private(set) var hasHingeColumn = false
  private var lastTime = -Double.infinity
  private var lastTimeLine = 0

  init(file: String, limitingTimes: Bool) {
    self.file = file
    self.limitingTimes = limitingTimes
  }

  /// The row on line `number` (1-based; `line` without its newline), or nil for a blank,
  /// comment or header line.
  mutating func parse(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError)
    -> CSVRow?
  {
    var lineStart = 0
    let lineEnd = line.count
    // A UTF-8 byte-order mark may open the file; columns count from after it.
    if number == 1 && lineEnd >= 3 && line[0] == 0xEF && line[1] == 0xBB && line[2] == 0xBF {
      lineStart = 3
    }
    // Content ends at a '#' comment; trailing blanks and a CR are not content.
    var contentEnd = lineStart
    while contentEnd < lineEnd && line[contentEnd] != 0x23 { contentEnd += 1 }
    while contentEnd > lineStart && CSVTrace.isBlank(line[contentEnd - 1]) { contentEnd -= 1 }
    var first = lineStart
    while first < contentEnd && CSVTrace.isBlank(line[first]) { first += 1 }
    if first == contentEnd { return nil }

    if !sawContent {
      sawContent = true
      if let header = CSVTrace.header(line, from: first, to: contentEnd) {
        self.header = header
        hasHingeColumn = header != .accelerometer
        return nil
      }
    }

    // The fields' bounds, blanks trimmed; from the sixth on they are only counted.
    var starts = (0, 0, 0, 0, 0, 0)
    var ends = (0, 0, 0, 0, 0)
    var count = 0
    var fieldStart = lineStart
    while true {
      var fieldEnd = fieldStart
      while fieldEnd < contentEnd && line[fieldEnd] != 0x2C { fieldEnd += 1 }
      var start = fieldStart
      var end = fieldEnd
      while start < end && CSVTrace.isBlank(line[start]) { start += 1 }
      while end > start && CSVTrace.isBlank(line[end - 1]) { end -= 1 }
      switch count {
      case 0: (starts.0, ends.0) = (start, end)
      case 1: (starts.1, ends.1) = (start, end)
      case 2: (starts.2, ends.2) = (start, end)
      case 3: (starts.3, ends.3) = (start, end)
      case 4: (starts.4, ends.4) = (start, end)
      case 5: starts.5 = start
      default: break
      }
      count += 1
      if fieldEnd == contentEnd { break }
      fieldStart = fieldEnd + 1
    }
    // How many fields a line may have: the header says; without one, 4 or 5 (SPEC §7.1).
    let fewest = hingeOnly ? 2 : header == .withHinge ? 5 : 4
    let most = hingeOnly ? 2 : header == .accelerometer ? 4 : 5
    let shape =
      hingeOnly
      ? "2 fields t,hinge" : header == .withHinge ? "5 fields t,x,y,z,hinge" : "4 fields t,x,y,z"
    if count < fewest || count > most {
      // The fields before the wrong count are read first, as a reader going left to right
      // would find them.
      for field in 0..<(count < fewest ? count - 1 : most) {
        let bounds: (Int, Int)
        switch field {
        case 0: bounds = (starts.0, ends.0)
        case 1: bounds = (starts.1, ends.1)
        case 2: bounds = (starts.2, ends.2)
        case 3: bounds = (starts.3, ends.3)
        default: bounds = (starts.4, ends.4)
        }
        if hingeOnly && field == 1 || field == 4 {
          _ = try angle(line, bounds.0, bounds.1, line: number, lineStart: lineStart)
        } else {
          _ = try value(line, bounds.0, bounds.1, field: field, line: number, lineStart: lineStart)
        }
      }
      if count < fewest {
        throw error(number, contentEnd - lineStart + 1, "expected \(shape), found \(count)")
      }
      let extra: Int
      switch most {
      case 2: extra = starts.2
      case 4: extra = starts.4
      default: extra = starts.5
      }
      let also = header == nil ? " (5 with a hinge column)" : ""
      throw error(number, extra - lineStart + 1, "expected \(shape)\(also), found \(count)")
    }

    let time: Double
    var sample: AccelSample?
    var hinge: Double?
    if hingeOnly {
      time = try value(line, starts.0, ends.0, field: 0, line: number, lineStart: lineStart)
      hinge = try angle(line, starts.1, ends.1, line: number, lineStart: lineStart)
    } else {
      time = try value(line, starts.0, ends.0, field: 0, line: number, lineStart: lineStart)
      if count == 5 {
        hasHingeColumn = true
        if starts.4 < ends.4 {
          hinge = try angle(line, starts.4, ends.4, line: number, lineStart: lineStart)
        }
      }
      // x, y and z all empty with a hinge value: a line with only a hinge sample.
      let noAccelerometer =
        hinge != nil && starts.1 == ends.1 && starts.2 == ends.2 && starts.3 == ends.3
      if !noAccelerometer {
        let x = try value(line, starts.1, ends.1, field: 1, line: number, lineStart: lineStart)
        let y = try value(line, starts.2, ends.2, field: 2, line: number, lineStart: lineStart)
        let z = try value(line, starts.3, ends.3, field: 3, line: number, lineStart: lineStart)
        sample = AccelSample(time: time, x: x, y: y, z: z)
      }
    }
    if time < lastTime {
      throw error(
        number, 1,
        "expected a time of at least \(lastTime) (line \(lastTimeLine)), found \(time);"
          + " time must not decrease")
    }
    lastTime = time
    lastTimeLine = number
    return CSVRow(time: time, sample: sample, hinge: hinge)
  }

  /// Field `field` (0 = t, 1–3 = x, y, z) as a number in its range.
  @inline(__always)
  private func value(
    _ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, field: Int, line number: Int,
    lineStart: Int
  ) throws(TraceError) -> Double {
    let column = start - lineStart + 1
    let name = CSVTrace.fieldNames[field]
    guard let value = CSVTrace.number(line, from: start, to: end) else {
      throw error(
        number, column,
        "expected a number for \(name), found '\(CSVTrace.text(line, from: start, to: end))'")
    }
    guard value.isFinite else {
      throw error(
        number, column,
        "expected a finite number for \(name), found '\(CSVTrace.text(line, from: start, to: end))'"
      )
    }
    // Event times are whole microseconds in 64 bits, as evemu's are: a time must be
    // non-negative and below 10^12 s to become an event.
    if field == 0 && limitingTimes && !(0..<1e12).contains(value) {
      throw error(
        number, column,
        "expected a time from 0 to 10^12 s, found '\(CSVTrace.text(line, from: start, to: end))'")
    }
    if field > 0 && abs(value) > CSVTrace.maximumMagnitude {
      throw error(
        number, column,
        "expected \(name) within ±16 g, found '\(CSVTrace.text(line, from: start, to: end))'")
    }
    return value
  }

  /// A hinge angle: degrees, finite, within 0…360 (SPEC §6.1, §7.1).
  private func angle(
    _ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, line number: Int,
    lineStart: Int
  ) throws(TraceError) -> Double {
    let found = CSVTrace.text(line, from: start, to: end)
    guard let value = CSVTrace.number(line, from: start, to: end), value.isFinite else {
      throw error(
        number, start - lineStart + 1, "expected a finite number for hinge, found '\(found)'")
    }
    guard HingeSample.validAngles.contains(value) else {
      throw error(
        number, start - lineStart + 1,
        "expected hinge within 0…360 degrees, found '\(found)'")
    }
    return value
  }

  private func error(_ line: Int, _ column: Int, _ message: String) -> TraceError {
    TraceError(file: file, line: line, column: column, message: message)
  }
}

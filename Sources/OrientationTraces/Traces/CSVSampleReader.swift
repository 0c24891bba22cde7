import OrientationCore
import OrientationDetection
import OrientationFormats

/// Reads a CSV trace one line at a time: `CSVTrace`'s grammar (SPEC §7) over a
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

  /// The next sample, skipping the header, blank lines and comments; nil at the end.
  mutating func next() throws(TraceError) -> AccelSample? {
    while true {
      let line: UnsafeBufferPointer<UInt8>?
      do { line = try lines.nextLine() } catch {
        throw TraceError(
          file: parser.file, line: lines.lineNumber + 1, column: 1,
          message: InputLimits.message(reading: error))
      }
      guard let line else { return nil }
      if let sample = try parser.parse(line, number: lines.lineNumber) { return sample }
    }
  }
}

/// The rules of one CSV line (`CSVTrace`'s documentation has the grammar), with the little state
/// they need across lines: whether content has started (for the optional header) and the last
/// time (times must not decrease).
///
/// Works on the bytes of the line; no `String` is made unless an error is reported.
struct CSVLineParser {
  /// How errors name the file.
  let file: String
  /// Whether times must lie in 0 ..< 10^12 s (the range events can carry).
  let limitingTimes: Bool
  private var sawContent = false
  private var lastTime = -Double.infinity
  private var lastTimeLine = 0

  init(file: String, limitingTimes: Bool) {
    self.file = file
    self.limitingTimes = limitingTimes
  }

  /// The sample on line `number` (1-based; `line` without its newline), or nil for a blank,
  /// comment or header line.
  mutating func parse(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError)
    -> AccelSample?
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
      if CSVTrace.isHeader(line, from: first, to: contentEnd) { return nil }
    }

    var values = (0.0, 0.0, 0.0, 0.0)
    var fieldStart = lineStart
    for field in 0..<4 {
      var fieldEnd = fieldStart
      while fieldEnd < contentEnd && line[fieldEnd] != 0x2C { fieldEnd += 1 }
      if field < 3 && fieldEnd == contentEnd {
        throw error(
          number, contentEnd - lineStart + 1, "expected 4 fields t,x,y,z, found \(field + 1)")
      }
      var start = fieldStart
      var end = fieldEnd
      while start < end && CSVTrace.isBlank(line[start]) { start += 1 }
      while end > start && CSVTrace.isBlank(line[end - 1]) { end -= 1 }
      let column = start - lineStart + 1
      let name = CSVTrace.fieldNames[field]
      let found = { CSVTrace.text(line, from: start, to: end) }
      guard let value = CSVTrace.number(line, from: start, to: end) else {
        throw error(number, column, "expected a number for \(name), found '\(found())'")
      }
      guard value.isFinite else {
        throw error(number, column, "expected a finite number for \(name), found '\(found())'")
      }
      // Event times are whole microseconds in 64 bits, as evemu's are: a time must be
      // non-negative and below 10^12 s to become an event.
      if field == 0 && limitingTimes && !(0..<1e12).contains(value) {
        throw error(number, column, "expected a time from 0 to 10^12 s, found '\(found())'")
      }
      if field > 0 && abs(value) > CSVTrace.maximumMagnitude {
        throw error(number, column, "expected \(name) within ±16 g, found '\(found())'")
      }
      switch field {
      case 0: values.0 = value
      case 1: values.1 = value
      case 2: values.2 = value
      default: values.3 = value
      }
      if field == 3 && fieldEnd < contentEnd {
        var extra = fieldEnd + 1
        while extra < contentEnd && CSVTrace.isBlank(line[extra]) { extra += 1 }
        var fields = 5
        for index in extra..<contentEnd where line[index] == 0x2C { fields += 1 }
        throw error(
          number, extra - lineStart + 1, "expected 4 fields t,x,y,z, found \(fields)")
      }
      fieldStart = fieldEnd + 1
    }
    if values.0 < lastTime {
      throw error(
        number, 1,
        "expected a time of at least \(lastTime) (line \(lastTimeLine)), found \(values.0);"
          + " time must not decrease")
    }
    lastTime = values.0
    lastTimeLine = number
    return AccelSample(time: values.0, x: values.1, y: values.2, z: values.3)
  }

  private func error(_ line: Int, _ column: Int, _ message: String) -> TraceError {
    TraceError(file: file, line: line, column: column, message: message)
  }
}

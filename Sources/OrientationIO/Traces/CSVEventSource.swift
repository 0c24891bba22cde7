/// Presents a CSV sample trace (`t,x,y,z`, seconds and g, header optional; SPEC §7) as evdev
/// events of a virtual accelerometer, so every trace converts and plays the same way.
///
/// The virtual device reports ±4 g at 8192 units per g (DualSense-like), so one unit is about
/// 0.12 mg; CSV values are rounded to the nearest unit. Each row is one frame: ABS_X, ABS_Y,
/// ABS_Z, SYN_REPORT.
public struct CSVEventSource: TraceEventSource {
  /// Units per g of the virtual device.
  public static let resolution: Int32 = 8192
  /// The virtual device.
  public let device: DeviceDescription
  let events: [InputEvent]
  var index = 0

  /// Reads `path`; `name` is how errors name the file.
  public init(path: String, name: String? = nil) throws(TraceFileError) {
    let reader: ByteLineReader
    do { reader = try ByteLineReader(path: path) } catch { throw .file(error) }
    do {
      try self.init(lines: reader, file: name ?? path)
    } catch {
      throw .trace(error)
    }
  }

  /// Parses CSV text in memory.
  public init(bytes: [UInt8], file: String) throws(TraceError) {
    try self.init(lines: ByteLineReader(bytes: bytes), file: file)
  }

  init(lines: ByteLineReader, file: String) throws(TraceError) {
    var samples: [AccelSample] = []
    var lineNumber = 0
    func fail(_ column: Int, _ message: String) -> TraceError {
      TraceError(file: file, line: lineNumber, column: column, message: message)
    }
    while true {
      let line: UnsafeBufferPointer<UInt8>?
      do { line = try lines.nextLine() } catch {
        throw TraceError(
          file: file, line: lineNumber + 1, column: 1, message: InputLimits.message(reading: error))
      }
      guard let line else { break }
      lineNumber = lines.lineNumber
      if let error = TraceFormat.binaryError(in: line[...], file: file) {
        throw TraceError(file: file, line: lineNumber, column: error.column, message: error.message)
      }
      let text = String(decoding: line, as: UTF8.self)
      let trimmed = text.trimmingSpaces
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let fields = text.split(separator: ",", omittingEmptySubsequences: false)
      if samples.isEmpty && fields.first.map({ Double($0.trimmingSpaces) == nil }) == true
        && fields.map({ $0.trimmingSpaces.lowercased() }) == ["t", "x", "y", "z"]
      {
        continue
      }
      guard fields.count == 4 else {
        throw fail(1, "expected 4 fields 't,x,y,z', found \(fields.count)")
      }
      var values: [Double] = []
      var column = 1
      for (index, field) in fields.enumerated() {
        let name = ["t", "x", "y", "z"][index]
        guard let value = Double(field.trimmingSpaces), value.isFinite else {
          throw fail(
            column, "expected a finite number for \(name), found '\(field.trimmingSpaces)'")
        }
        if index > 0 && abs(value) > 4 {
          throw fail(column, "\(name) = \(value) g is outside ±4 g")
        }
        if index == 0 && value < 0 {
          throw fail(column, "time \(value) is negative")
        }
        if index == 0 && value >= 1e12 {
          // Event times are whole microseconds in 64 bits, as evemu's are (12-digit seconds).
          throw fail(column, "time \(value) is beyond the largest trace time (10^12 s)")
        }
        values.append(value)
        column += field.utf8.count + 1
      }
      if let last = samples.last, values[0] < last.time {
        throw fail(
          1,
          "time \(values[0]) is earlier than the previous row's \(last.time); timestamps must not decrease"
        )
      }
      samples.append(AccelSample(time: values[0], x: values[1], y: values[2], z: values[3]))
    }
    if samples.isEmpty {
      throw TraceError(
        file: file, line: max(lineNumber, 1), column: 1,
        message: "no samples: expected rows 't,x,y,z'")
    }
    let first = samples[0]
    device = DeviceDescription.accelerometer(
      name: "orientsim CSV accelerometer", range: 4 * CSVEventSource.resolution,
      resolution: CSVEventSource.resolution,
      values: (Self.units(first.x), Self.units(first.y), Self.units(first.z)))
    var events: [InputEvent] = []
    events.reserveCapacity(samples.count * 4)
    for sample in samples {
      let time = EventTime(microseconds: Int64((sample.time * 1_000_000).rounded()))
      events.append(InputEvent(time: time, type: .absolute, code: 0, value: Self.units(sample.x)))
      events.append(InputEvent(time: time, type: .absolute, code: 1, value: Self.units(sample.y)))
      events.append(InputEvent(time: time, type: .absolute, code: 2, value: Self.units(sample.z)))
      events.append(InputEvent(time: time, type: .synchronization, code: 0, value: 0))
    }
    self.events = events
  }

  static func units(_ g: Double) -> Int32 {
    Int32(clamping: Int64((g * Double(resolution)).rounded()))
  }

  /// The next event.
  public mutating func next() throws(TraceError) -> InputEvent? {
    guard index < events.count else { return nil }
    defer { index += 1 }
    return events[index]
  }
}

extension StringProtocol {
  var trimmingSpaces: Substring {
    let scalars = self[...]
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, scalars[start] == " " || scalars[start] == "\t" || scalars[start] == "\r" {
      start = scalars.index(after: start)
    }
    while end > start {
      let before = scalars.index(before: end)
      guard scalars[before] == " " || scalars[before] == "\t" || scalars[before] == "\r" else {
        break
      }
      end = before
    }
    return Substring(scalars[start..<end])
  }
}

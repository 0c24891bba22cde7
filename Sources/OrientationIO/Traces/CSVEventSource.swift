/// Presents a CSV sample trace (`t,x,y,z`, seconds and g, header optional; SPEC §7) as evdev
/// events of a virtual accelerometer, so every trace converts and plays the same way.
///
/// The grammar is `CSVTrace`'s. The virtual device reports ±16 g (`CSVTrace.maximumMagnitude`)
/// at 8192 units per g (a DualSense's resolution), so one unit is about 0.12 mg; CSV values are
/// rounded to the nearest unit. Each row is one frame: ABS_X, ABS_Y,
/// ABS_Z, SYN_REPORT.
public struct CSVEventSource: TraceEventSource {
  /// Units per g of the virtual device.
  public static let resolution: Int32 = 8192
  /// The virtual device.
  public let device: DeviceDescription
  let events: [InputEvent]
  var index = 0
  /// The share of the rows replayed so far (the file is parsed up front).
  public var progress: Double? { events.isEmpty ? nil : Double(index) / Double(events.count) }

  /// Reads `path` with `CSVTrace`'s grammar; `name` is how errors name the file.
  public init(path: String, name: String? = nil) throws(TraceFileError) {
    var reader: ByteLineReader
    do { reader = try ByteLineReader(path: path) } catch { throw .file(error) }
    var bytes: [UInt8] = []
    do {
      while let line = try reader.nextLine() {
        bytes.append(contentsOf: line)
        bytes.append(10)
      }
    } catch {
      if error.errno == .fileTooLarge {
        throw .trace(
          TraceError(
            file: name ?? path, line: reader.lineNumber + 1, column: 1,
            message: InputLimits.message(reading: error)))
      }
      throw .file(InputFileError(path: path, errno: error.errno))
    }
    do { try self.init(bytes: bytes, file: name ?? path) } catch { throw .trace(error) }
  }

  /// Parses CSV text in memory (`CSVTrace.parse`).
  public init(bytes: [UInt8], file: String) throws(TraceError) {
    let samples = try CSVTrace.parse(bytes, file: file)
    guard let first = samples.first else {
      throw TraceError(
        file: file, line: 1, column: 1, message: "no samples: expected rows 't,x,y,z'")
    }
    device = DeviceDescription.accelerometer(
      name: "orientsim CSV accelerometer",
      range: Int32(CSVTrace.maximumMagnitude) * CSVEventSource.resolution,
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

import OrientationDetection
import OrientationFormats

/// Presents a CSV sample trace (`t,x,y,z`, seconds and g, header optional; SPEC §7) as evdev
/// events of a virtual accelerometer, so every trace converts and plays the same way.
///
/// The grammar is `CSVTrace`'s. The virtual device reports ±16 g (`CSVTrace.maximumMagnitude`)
/// at 8192 units per g (a DualSense's resolution), so one unit is about 0.12 mg; CSV values are
/// rounded to the nearest unit. Each row is one frame: ABS_X, ABS_Y, ABS_Z, SYN_REPORT.
///
/// Streams: rows are parsed as the events are asked for, so a trace of any length replays in
/// the memory of one line. Opening reads up to the first row (the device's starting values are
/// that row's); a bad line later is thrown by ``next()`` when the replay reaches it.
///
/// Noncopyable, as every trace reader (``TraceEventSource``): it owns the open file and its
/// read buffer.
public struct CSVEventSource: TraceEventSource, ~Copyable {
  /// Units per g of the virtual device.
  public static let resolution: Int32 = 8192
  /// The virtual device.
  public let device: DeviceDescription
  var reader: CSVSampleReader
  /// The row whose events are being handed out, and how many of its four are out.
  var row: AccelSample?
  var handedOut = 0
  /// Hinge angles read and not yet taken (``takeHinge()``), oldest first from `hingeHead`.
  var hinges: [TraceHinge] = []
  var hingeHead = 0
  /// Whether the trace has a hinge column (its header names one, or a line so far had five
  /// fields; SPEC §7.1).
  public var hasHingeColumn: Bool { reader.parser.hasHingeColumn }
  /// The share of the file read so far.
  public var progress: Double? { reader.lines.fractionConsumed }

  /// Opens `path` and reads up to its first row; `name` is how errors name the file.
  public init(path: String, name: String? = nil) throws(InputError) {
    let lines: ByteLineReader
    do { lines = try ByteLineReader(path: path) } catch {
      throw InputError(file: name ?? path, errno: error.errno, reading: true)
    }
    try self.init(reader: CSVSampleReader(lines: lines, file: name ?? path))
  }

  /// Reads CSV text held in memory.
  public init(bytes: [UInt8], file: String) throws(TraceError) {
    try self.init(reader: CSVSampleReader(lines: ByteLineReader(bytes: bytes), file: file))
  }

  init(reader: consuming CSVSampleReader) throws(TraceError) {
    self.reader = reader
    var hinges: [TraceHinge] = []
    guard let first = try Self.nextSample(of: &self.reader, hinges: &hinges) else {
      let parser = self.reader.parser
      throw TraceError(
        file: parser.file, line: 1, column: 1,
        message: parser.hasHingeColumn && !hinges.isEmpty
          ? "no accelerometer samples, only hinge angles: give a hinge-only trace with "
            + "--hinge beside an accelerometer trace"
          : "no samples: expected rows 't,x,y,z'")
    }
    device = Self.device(startingAt: first)
    row = first
    self.hinges = hinges
  }

  /// The next accelerometer sample, keeping the hinge angles met on the way (times as the
  /// events': whole microseconds).
  static func nextSample(of reader: inout CSVSampleReader, hinges: inout [TraceHinge])
    throws(TraceError) -> AccelSample?
  {
    while let row = try reader.nextRow() {
      if let angle = row.hinge {
        hinges.append(TraceHinge(time: TraceHinge.eventTime(row.time), reading: .degrees(angle)))
      }
      if let sample = row.sample { return sample }
    }
    return nil
  }

  /// The oldest hinge angle read and not yet taken.
  public mutating func takeHinge() -> TraceHinge? {
    guard hingeHead < hinges.count else { return nil }
    let hinge = hinges[hingeHead]
    hingeHead += 1
    if hingeHead == hinges.count {
      hinges.removeAll(keepingCapacity: true)
      hingeHead = 0
    }
    return hinge
  }

  /// The virtual accelerometer, its axes starting at `sample`'s values.
  public static func device(startingAt sample: AccelSample) -> DeviceDescription {
    DeviceDescription.accelerometer(
      name: "orientsim CSV accelerometer",
      range: Int32(CSVTrace.maximumMagnitude) * resolution, resolution: resolution,
      values: (units(sample.x), units(sample.y), units(sample.z)))
  }

  /// The frame of one sample: ABS_X, ABS_Y, ABS_Z and SYN_REPORT at its time (whole
  /// microseconds, as evdev's).
  public static func frame(of sample: AccelSample) -> [InputEvent] {
    (0..<4).map { event(of: sample, at: $0) }
  }

  static func event(of sample: AccelSample, at index: Int) -> InputEvent {
    let time = EventTime(microseconds: Int64((sample.time * 1_000_000).rounded()))
    switch index {
    case 0: return InputEvent(time: time, type: .absolute, code: 0, value: units(sample.x))
    case 1: return InputEvent(time: time, type: .absolute, code: 1, value: units(sample.y))
    case 2: return InputEvent(time: time, type: .absolute, code: 2, value: units(sample.z))
    default: return InputEvent(time: time, type: .synchronization, code: 0, value: 0)
    }
  }

  /// What is wrong with `sample` for the virtual device — a value beyond its ±16 g, worded as
  /// the CSV reader words it — or nil. A generator checks this so that its traces read back.
  public static func rangeProblem(of sample: AccelSample) -> String? {
    for (name, value) in [("x", sample.x), ("y", sample.y), ("z", sample.z)]
    where !(abs(value) <= CSVTrace.maximumMagnitude) {
      return "expected \(name) within ±16 g, found '\(value)' at t = \(sample.time) s"
    }
    return nil
  }

  package static func units(_ g: Double) -> Int32 {
    Int32(clamping: Int64((g * Double(resolution)).rounded()))
  }

  /// The next event; throws when the next row is not a valid line.
  public mutating func next() throws(TraceError) -> InputEvent? {
    if handedOut == 4 {
      row = try Self.nextSample(of: &reader, hinges: &hinges)
      handedOut = 0
    }
    guard let row else { return nil }
    defer { handedOut += 1 }
    return Self.event(of: row, at: handedOut)
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

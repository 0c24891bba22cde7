import Foundation
import OrientationDetection
import Testing

@testable import OrientationFormats
@testable import OrientationTraces

/// The trace readers own their file and read buffer, and are noncopyable so that nothing else
/// can read the same stream beside them.
///
/// When they were copyable structs over a shared buffer, `var b = a` followed by reading both
/// corrupted one of them: the copies shared the buffer, which `fill()` compacts in place and
/// frees when it grows, and the descriptor's offset, but each kept its own cursor. Now that
/// line does not compile after `a` is used again ("'a' used after consume"): a reader can only
/// be moved, and lent `inout`. These tests pin what the owner can do instead: hand a reader on
/// with its place in the stream, read a `TraceSource` call by call, and have the file closed
/// once, when the last owner is done.
@Suite("trace reader ownership")
struct TraceReaderOwnershipTests {
  /// A temporary file holding `text`, named uniquely so that its descriptors can be counted.
  static func file(_ text: String, extension ext: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("orientsim-ownership-\(UUID()).\(ext)").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// How many descriptors of this process are open on `path`.
  static func descriptors(on path: String) throws -> Int {
    let directory = "/proc/self/fd"
    return try FileManager.default.contentsOfDirectory(atPath: directory).count {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(directory)/\($0)")) == path
    }
  }

  /// An evemu recording of `count` events in frames of ABS_X, ABS_Y, ABS_Z and SYN_REPORT, a
  /// millisecond apart; larger than a reader's 1 MiB buffer for 60,000.
  static func evemuText(events count: Int) -> String {
    var text = "# EVEMU 1.3\nN: Accel\nI: 0006 0000 0000 0000\nP: 40 00 00 00 00 00 00 00\n"
    text += "B: 03 07 00 00 00 00 00 00 00\n"
    for axis in 0..<3 { text += "A: 0\(axis) -32768 32767 0 0 8192\n" }
    for index in 0..<count {
      let code = index % 4 == 3 ? "0000 0000 0000" : "0003 000\(index % 4) \(index % 9000)"
      text += "E: \(index / 4000).\(String(format: "%06d", (index / 4 % 1000) * 1000)) \(code)\n"
    }
    return text
  }

  /// A CSV trace of `count` rows.
  static func csvText(rows count: Int) -> String {
    var text = "t,x,y,z\n"
    for index in 0..<count {
      text += "\(Double(index) / 100),0.\(index % 10),-1,0.0\(index % 7)\n"
    }
    return text
  }

  /// Reads nine tenths of the events through the reader `open` makes, moves it to a new owner,
  /// which reads the rest: the two parts are the whole trace, in order, as a fresh reader reads
  /// it.
  func handOver<Reader: TraceEventSource & ~Copyable>(_ open: () throws -> Reader) throws {
    var whole = try open()
    let expected = try readAll(&whole)
    let count = expected.count * 9 / 10

    var first = try open()
    var head: [InputEvent] = []
    while head.count < count, let event = try first.next() { head.append(event) }
    // The move is the only way to a second owner: `var second = first` consumes `first` too.
    var second = consume first
    let tail = try readAll(&second)
    #expect(head.count == count)
    #expect(head + tail == expected)
  }

  @Test("a reader moved to a new owner goes on from its place: one stream, one cursor")
  func movedReaderContinues() throws {
    let evemu = try Self.file(Self.evemuText(events: 60_000), extension: "evemu")
    let csv = try Self.file(Self.csvText(rows: 80_000), extension: "csv")
    let libinput = try Self.file(writtenRecording(frames: 12_000, seed: 11), extension: "yml")
    defer {
      for path in [evemu, csv, libinput] { try? FileManager.default.removeItem(atPath: path) }
    }
    // Each file is over 1.2 MiB and the read buffer 1 MiB, so nine tenths in, the buffer has
    // been refilled: the new owner goes on in a buffer compacted in place.
    for path in [evemu, csv, libinput] {
      let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
      #expect(size.map { $0 > (12 << 20) / 10 } == true, "\(path): \(size ?? 0) bytes")
    }
    try handOver { try EvemuReader(path: evemu) }
    try handOver { try CSVEventSource(path: csv) }
    let streaming = try LibinputRecordReader(path: libinput)
    let isStreaming = streaming.isStreaming
    #expect(isStreaming)
    try handOver { try LibinputRecordReader(path: libinput) }
  }

  @Test("a TraceSource read call by call keeps its reader's place, also past a thrown error")
  func traceSourceKeepsItsPlace() throws {
    let evemu = try Self.file(Self.evemuText(events: 60_000), extension: "evemu")
    defer { try? FileManager.default.removeItem(atPath: evemu) }
    var fresh = try EvemuReader(path: evemu)
    let converter = try SampleConverter(device: fresh.device)
    var all = TraceSampleReader(source: try EvemuReader(path: evemu), converter: converter)
    var expected: [AccelSample] = []
    while let sample = try all.next() { expected.append(sample) }
    let events = try readAll(&fresh)

    // Each `next()` moves the reader out of its case and back in.
    var source = try TraceFormat.open(path: evemu)
    #expect(source.format == .evemu)
    var head: [InputEvent] = []
    while head.count < 40_000, let event = try source.next() { head.append(event) }
    #expect(head == Array(events.prefix(40_000)))
    // The rest, as samples: 40,000 events are 10,000 whole frames.
    var rest: [AccelSample] = []
    try TraceFormat.forEachSample(of: source, converter: converter) { sample, _ in
      rest.append(sample)
      return true
    }
    #expect(rest == Array(expected.dropFirst(10_000)))

    // A bad row throws; the reader stays in the source and goes on with the next line.
    var csv = TraceSource.csv(
      try CSVEventSource(bytes: Array("0,0,-1,0\n0.01,0,-1\n0.02,1,0,0\n".utf8), file: "c.csv"))
    for _ in 0..<4 { _ = try csv.next() }
    let error = #expect(throws: TraceError.self) { _ = try csv.next() }
    #expect(error?.description == "c.csv:2:10: expected 4 fields t,x,y,z, found 3")
    let next = try csv.next()
    #expect(
      next
        == InputEvent(time: EventTime(microseconds: 20_000), type: .absolute, code: 0, value: 8192))
    #expect(csv.device.name == "orientsim CSV accelerometer")
  }

  @Test("the file is closed once, when its last owner is done, and not when the reader moves")
  func fileClosedByLastOwner() throws {
    let evemu = try Self.file(Self.evemuText(events: 400), extension: "evemu")
    defer { try? FileManager.default.removeItem(atPath: evemu) }
    #expect(try Self.descriptors(on: evemu) == 0)

    func readSome() throws -> TraceSource {
      var source = try TraceFormat.open(path: evemu)
      for _ in 0..<8 { _ = try source.next() }
      return source
    }
    // Moved out of a function, in and out of the enum's case on every call: still open.
    var source = try readSome()
    #expect(try Self.descriptors(on: evemu) == 1)
    var count = 8
    while try source.next() != nil { count += 1 }
    #expect(count == 400)
    #expect(try Self.descriptors(on: evemu) == 1)
    _ = consume source
    #expect(try Self.descriptors(on: evemu) == 0)

    // Handed to the sample loop, the reader is closed when the loop ends.
    let opened = try TraceFormat.open(path: evemu)
    let converter = try SampleConverter(device: opened.device)
    var openDuringLoop: [Int] = []
    try TraceFormat.forEachSample(of: opened, converter: converter) { _, _ in
      openDuringLoop.append((try? Self.descriptors(on: evemu)) ?? -1)
      return openDuringLoop.count < 50
    }
    #expect(openDuringLoop == Array(repeating: 1, count: 50))
    #expect(try Self.descriptors(on: evemu) == 0)
  }
}

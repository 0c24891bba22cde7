import Foundation
import OrientationCore
import OrientationFormats
import OrientationSynthesis
import OrientationTraces
import Testing

func detect(_ text: String) throws -> TraceFormat {
  let bytes = Array(text.utf8)
  return try bytes.withUnsafeBufferPointer { buffer throws(TraceError) in
    try TraceFormat.detect(buffer, file: "x")
  }
}

@Suite("trace format detection")
struct TraceFormatTests {
  @Test(
    "formats are told apart by content",
    arguments: [
      ("# EVEMU 1.3\nN: a\n", TraceFormat.evemu),
      ("N: a\nI: 0 0 0 0\n", .evemu),
      ("# comment\n\nE: 0.1 0 0 0\n", .evemu),
      ("# libinput record\nversion: 1\n", .libinput),
      ("version: 1\nndevices: 1\n", .libinput),
      ("---\nversion: 1\n", .libinput),
      ("t,x,y,z\n0,0,-1,0\n", .csv),
      ("# samples\n0.0, 0, -1, 0\n", .csv),
    ])
  func detected(text: String, format: TraceFormat) throws {
    #expect(try detect(text) == format)
  }

  @Test(
    "empty, binary and unknown inputs are errors at their line",
    arguments: [
      (
        "",
        "x:1:1: empty file: expected an evemu recording, a libinput record YAML or CSV 't,x,y,z'"
      ),
      (
        "\n\n",
        "x:1:1: empty file: expected an evemu recording, a libinput record YAML or CSV 't,x,y,z'"
      ),
      (
        "# a\n# b\n",
        "x:3:1: only comments: expected an evemu recording, a libinput record YAML or CSV 't,x,y,z'"
      ),
      (
        "hello world\n",
        "x:1:1: unrecognised trace format; expected an evemu recording, a libinput record YAML or CSV 't,x,y,z'"
      ),
      ("N: a\nI: \u{0}\n", "x:2:4: binary data (byte 0x00); expected a text trace"),
    ])
  func errors(text: String, message: String) {
    let error = #expect(throws: TraceError.self) { try detect(text) }
    #expect(error?.description == message)
  }

  @Test(
    "CSV rows become accelerometer frames at 8192 units per g; bad rows name their line when read"
  )
  func csvEvents() throws {
    var source = try CSVEventSource(
      bytes: Array("t,x,y,z\n0,0,-1,0\n0.01,0.5,0,-1\n".utf8), file: "c.csv")
    #expect(source.device.axes[.y]?.value == -8192)
    let events = try readAll(&source)
    #expect(events.count == 8)
    #expect(
      events[4]
        == InputEvent(time: EventTime(microseconds: 10_000), type: .absolute, code: 0, value: 4096))
    #expect(throws: TraceError.self) {
      var source = try CSVEventSource(bytes: Array("0,0,0,0\n1,0,0\n".utf8), file: "c.csv")
      _ = try readAll(&source)
    }
    let error = #expect(throws: TraceError.self) {
      var source = try CSVEventSource(bytes: Array("0,0,0,0\n1,0,0,17\n".utf8), file: "c.csv")
      _ = try readAll(&source)
    }
    #expect(error?.description == "c.csv:2:7: expected z within ±16 g, found '17'")
  }

  @Test("a CSV source opens at its first row: the header, comments and blank lines before it")
  func csvOpensAtFirstRow() throws {
    let source = try CSVEventSource(
      bytes: Array("# phone on the desk\n\nt,x,y,z\n0.5,0,0,-1\n0.6,0,-1,0\n".utf8), file: "c.csv")
    #expect(source.device.axes[.z]?.value == -8192)
    #expect(source.device.axes[.y]?.value == 0)
    let error = #expect(throws: TraceError.self) {
      _ = try CSVEventSource(bytes: Array("t,x,y,z\n# nothing yet\n".utf8), file: "e.csv")
    }
    #expect(error?.description == "e.csv:1:1: no samples: expected rows 't,x,y,z'")
  }

  @Test("a CSV file streams the same events as its text parsed whole, and its progress grows")
  func csvFileStreams() throws {
    let trace = MotionGenerator.generate(AccuracyCorpus.script("shakes", seed: 3))
    let text = CSVTrace.text(of: trace.samples)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stream-\(UInt64.random(in: 0...UInt64.max)).csv"
    ).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }

    var streamed = try CSVEventSource(path: path)
    var progress: [Double] = []
    var events: [InputEvent] = []
    while let event = try streamed.next() {
      events.append(event)
      if events.count % 1000 == 0, let share = streamed.progress { progress.append(share) }
    }
    let expected = try CSVTrace.parse(text, file: path).flatMap(CSVEventSource.frame(of:))
    #expect(events.count == trace.samples.count * 4)
    #expect(events == expected)
    #expect(progress.count > 2)
    #expect(progress == progress.sorted())
    #expect(streamed.progress == 1)
  }

  @Test("a bad row deep in a CSV file is reported with its line once the replay reaches it")
  func csvLateError() throws {
    var lines = ["t,x,y,z"]
    for index in 0..<5000 { lines.append("\(Double(index) / 100),0,-1,0") }
    lines.append("50.00,0,-1")
    var source = try CSVEventSource(bytes: Array(lines.joined(separator: "\n").utf8), file: "l.csv")
    var read = 0
    let error = #expect(throws: TraceError.self) {
      while try source.next() != nil { read += 1 }
    }
    #expect(read == 5000 * 4)
    #expect(error?.description == "l.csv:5002:11: expected 4 fields t,x,y,z, found 3")
  }
}

import OrientationIO
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

  @Test("CSV rows become accelerometer frames at 8192 units per g; bad rows name their line")
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
      _ = try CSVEventSource(bytes: Array("0,0,0,0\n1,0,0\n".utf8), file: "c.csv")
    }
    let error = #expect(throws: TraceError.self) {
      _ = try CSVEventSource(bytes: Array("0,0,0,0\n1,0,0,17\n".utf8), file: "c.csv")
    }
    #expect(error?.description == "c.csv:2:7: expected z within ±16 g, found '17'")
  }
}

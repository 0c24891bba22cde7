import Foundation
import OrientationTraces
import Testing

func fixture(_ name: String) throws -> String {
  let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
  return url.appendingPathComponent(name).path
}

func readAll(_ source: inout some TraceEventSource & ~Copyable) throws -> [InputEvent] {
  var events: [InputEvent] = []
  while let event = try source.next() { events.append(event) }
  return events
}

func evemuError(_ text: String) -> String? {
  do {
    var reader = try EvemuReader(bytes: Array(text.utf8), file: "t.evemu")
    _ = try readAll(&reader)
    return nil
  } catch {
    return String(describing: error)
  }
}

let header =
  "# EVEMU 1.3\nN: Accel\nI: 0006 0000 0000 0000\nP: 40 00 00 00 00 00 00 00\nB: 03 07 00 00 00 00 00 00 00\nA: 00 -32768 32767 0 0 8192\n"

@Suite("evemu reader")
struct EvemuReaderTests {
  @Test("reads real evemu-record output: header, starting values from # Value comments, events")
  func realRecording() throws {
    var reader = try EvemuReader(path: try fixture("evemu-record-accel.evemu"), name: "rec.evemu")
    #expect(reader.version == EvemuVersion(major: 1, minor: 3))
    #expect(reader.device.name == "Fake Accelerometer")
    #expect(reader.device.identity.bustype == 6)
    #expect(reader.device.properties == [.accelerometer])
    #expect(reader.device.isAccelerometer)
    #expect(reader.device.axes[.y]?.value == -8192)
    #expect(reader.device.axes[.x]?.resolution == 8192)
    #expect(reader.device.codes[.miscellaneous] == [EventCode.mscTimestamp])
    let events = try readAll(&reader)
    #expect(events.count == 15)
    #expect(
      events[1]
        == InputEvent(time: EventTime(microseconds: 1), type: .absolute, code: 1, value: -8192))
    #expect(events[5].time == EventTime(microseconds: 100_001))
    #expect(events[5].value == 8192)
  }

  @Test("zero-padded values are decimal: 0010 is ten, -008 is minus eight")
  func zeroPadded() throws {
    var reader = try EvemuReader(
      bytes: Array(
        (header + "E: 0.000001 0003 0000 0010\nE: 0.000001 0003 0000 -008\nE: 1.5 0000 0000 0000\n")
          .utf8),
      file: "t")
    let events = try readAll(&reader)
    #expect(events.map(\.value) == [10, -8, 0])
    #expect(events[2].time == EventTime(microseconds: 1_000_005))
  }

  @Test("an old file without version or resolution still reads")
  func oldFormat() throws {
    var reader = try EvemuReader(
      bytes: Array(
        "N: Old\nI: 0003 045e 0001 0100\nB: 03 07 00 00 00 00 00 00 00\nA: 00 0 1023 0 0\nE: 1.000000 0003 0000 0512\n"
          .utf8),
      file: "t")
    #expect(reader.version == EvemuVersion(major: 1, minor: 0))
    #expect(reader.device.axes[.x]?.maximum == 1023)
    #expect(try readAll(&reader).count == 1)
  }

  @Test(
    "every line-level error names file, line and column",
    arguments: [
      ("", "t.evemu:1:1: empty file: expected an evemu recording"),
      ("\n  \n", "t.evemu:2:1: empty file: expected an evemu recording"),
      ("N: a\u{0}b\n", "t.evemu:1:5: binary data (byte 0x00); expected a text trace"),
      ("# EVEMU 1.3\nN: a\u{1b}b\n", "t.evemu:2:5: binary data (byte 0x1b); expected a text trace"),
      ("# only\n", "t.evemu:1:1: no device name line 'N: <name>' in the evemu header"),
      (
        "N: x\n",
        "t.evemu:1:1: expected the device id line 'I: <bus> <vendor> <product> <version>' after the name"
      ),
      ("I: 0 0 0 0\n", "t.evemu:1:1: expected the device name line 'N: <name>' before 'I:' lines"),
      (
        "N: x\nI: 0 0 0 zz\n",
        "t.evemu:2:10: expected the version as up to 4 hex digits, found 'zz'"
      ),
      ("N: x\nI: 0 0 0 0 7\n", "t.evemu:2:12: unexpected '7' after the version"),
      (
        "N: x\nN: y\n", "t.evemu:2:1: a second device name line; an evemu file describes one device"
      ),
      ("N: x\nI: 0 0 0 0\nP: 40 00\n", "t.evemu:3:9: expected 8 hex bytes after 'P:', found 2"),
      (
        "N: x\nI: 0 0 0 0\nB: 03 07 00 00 00 00 00 00 0g\n",
        "t.evemu:3:28: expected a hex byte, found '0g'"
      ),
      (
        "N: x\nI: 0 0 0 0\nB: 20 00 00 00 00 00 00 00 00\n",
        "t.evemu:3:4: event type 0x20 is beyond EV_MAX (0x1f)"
      ),
      (
        "N: x\nI: 0 0 0 0\nA: 00 0 10 0 0 1\nB: 03 01 00 00 00 00 00 00 00\n",
        "t.evemu:4:1: 'B:' line out of order; evemu headers list N:, I:, P:, B:, A:, L:, S: in that order"
      ),
      (
        "# EVEMU 1.3\nN: x\nI: 0 0 0 0\nA: 00 0 10 0 0\n",
        "t.evemu:4:15: expected the axis resolution (an 'A:' line has code, minimum, maximum, fuzz, flat and resolution)"
      ),
      (
        "N: x\nI: 0 0 0 0\nA: 40 0 10 0 0\n", "t.evemu:3:4: axis code 0x40 is beyond ABS_MAX (0x3f)"
      ),
      (
        "N: x\nI: 0 0 0 0\nA: 00 0 x 0 0\n",
        "t.evemu:3:9: expected the axis maximum as a decimal number, found 'x'"
      ),
      (
        "N: x\nI: 0 0 0 0\nA: 00 10 0 0 0\n",
        "t.evemu:3:4: axis minimum 10 is greater than its maximum 0"
      ),
      ("N: x\nI: 0 0 0 0\nL: 00 x\n", "t.evemu:3:7: expected a decimal state, found 'x'"),
      (
        "N: x\nI: 0 0 0 0\nX: 1\n",
        "t.evemu:3:1: unknown line type 'X:'; expected N:, I:, P:, B:, A:, L:, S:, E: or a '#' comment"
      ),
      (
        "N: x\nI: 0 0 0 0\nhello\n",
        "t.evemu:3:1: expected a header line (N:, I:, P:, B:, A:, L:, S:), an event line (E:) or a '#' comment, found 'hello'"
      ),
      ("# EVEMU 2.0\nN: x\n", "t.evemu:1:9: evemu format 2.0 is not supported (only 1.x)"),
      (
        "N: x\nE: 0.1 0 0 0\n",
        "t.evemu:2:1: expected the device id line 'I: <bus> <vendor> <product> <version>' before the first event"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: x.1 0 0 0\n",
        "t.evemu:3:4: expected the event time '<sec>.<usec>', found 'x.1'"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 1 0 0 0\n",
        "t.evemu:3:5: expected '.' and microseconds after the seconds, found end of line"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 1.1234567 0 0 0\n",
        "t.evemu:3:6: expected microseconds (up to 6 digits), found '1234567'"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 1.000000 00zz 0000 0\n",
        "t.evemu:3:13: expected a hex event type, found '00zz'"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 1.000000 0003 zz01 0\n",
        "t.evemu:3:18: expected a hex event code, found 'zz01'"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 1.000000 0020 0000 0\n",
        "t.evemu:3:13: event type 0x20 is beyond EV_MAX (0x1f)"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 1.000000 0003 0040 0\n",
        "t.evemu:3:18: event code 0x40 is beyond the largest EV_ABS code (0x3f)"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 1.000000 0003 0000 1x\n",
        "t.evemu:3:23: expected a decimal event value, found '1x'"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 1.000000 0003 0000 4294967296\n",
        "t.evemu:3:23: event value 4294967296 does not fit in 32 bits"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 1.000000 0003 0000 1 2\n",
        "t.evemu:3:25: unexpected '2' after the event value"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 2.000000 0003 0000 1\nE: 1.000000 0003 0000 1\n",
        "t.evemu:4:4: event time 1.000000 is earlier than the previous event's 2.000000; timestamps must not decrease"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 1.000000 0003 0000 1\nA: 00 0 1 0 0\n",
        "t.evemu:4:1: header line 'A:' after the first event; the header comes first"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 1.000000 0003 0000 1\nbogus\n",
        "t.evemu:4:1: expected an event line 'E: <sec>.<usec> <type> <code> <value>' or a comment, found 'bogus'"
      ),
      (
        "N: x\nI: 0 0 0 0\nE: 1.000000 0003 0000 1\n\u{1}\u{2}\n",
        "t.evemu:4:1: binary data (byte 0x01); expected a text trace"
      ),
    ])
  func grammarErrors(text: String, expected: String) {
    #expect(evemuError(text) == expected)
  }

  @Test("comments and blank lines between events are skipped; CRLF is accepted")
  func commentsAndCRLF() throws {
    var reader = try EvemuReader(
      bytes: Array(
        (header + "E: 0.000001 0003 0000 0001\r\n# note\r\n\r\nE: 0.000002 0000 0000 0000 # SYN\r\n")
          .utf8),
      file: "t")
    #expect(try readAll(&reader).map(\.value) == [1, 0])
  }

  @Test("read, write, read gives identical header and events")
  func roundTrip() throws {
    var first = try EvemuReader(path: try fixture("evemu-record-accel.evemu"))
    let events = try readAll(&first)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("rt-\(UUID()).evemu")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var writer = try EvemuWriter(path: path)
    writer.writeHeader(first.device)
    for event in events { writer.write(event) }
    try writer.commit()
    var second = try EvemuReader(path: path)
    #expect(second.device == first.device)
    #expect(try readAll(&second) == events)
  }

  @Test("a file longer than the read buffer streams across buffer boundaries")
  func largeFile() throws {
    var text = header
    for index in 0..<30_000 {
      text +=
        "E: \(index / 1000).\(String(format: "%06d", (index % 1000) * 1000)) 0003 0000 \(index)\n"
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID()).evemu")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    var reader = try EvemuReader(path: path)
    let events = try readAll(&reader)
    #expect(events.count == 30_000)
    #expect(events.last?.value == 29_999)
  }
}

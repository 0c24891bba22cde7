import Foundation
import OrientationCore
import OrientationDetection
import Testing

@testable import OrientationFormats
@testable import OrientationTraces

/// Every input of a trace text, in the order replay takes them.
private func inputs(_ text: String, file: String = "t.csv") throws -> [TraceInput] {
  try withFile(text, named: file) { path in
    let source = try TraceFormat.open(path: path, name: file)
    var result: [TraceInput] = []
    let converter = try SampleConverter(device: source.device, scale: 8192)
    try TraceFormat.forEachInput(of: source, converter: converter) { input, _, _ in
      result.append(input)
      return true
    }
    return result
  }
}

/// `body` run on the path of a file holding `text`, removed afterwards.
private func withFile<T>(_ text: String, named name: String, _ body: (String) throws -> T) throws
  -> T
{
  // One directory per call: parameterized cases run in parallel.
  let directory = NSTemporaryDirectory() + "orientsim-hinge-\(getpid())-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let path = directory + "/" + name
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return try body(path)
}

private func hinges(_ text: String, file: String) throws -> [TraceHinge] {
  try withFile(text, named: file) { path in
    let reader = try HingeTraceReader(path: path, name: file)
    var result: [TraceHinge] = []
    while let hinge = try reader.next() { result.append(hinge) }
    return result
  }
}

private func csvError(_ text: String) -> String? {
  do {
    _ = try inputs(text)
    return nil
  } catch {
    return String(describing: error)
  }
}

private func sample(_ t: Double, _ x: Double, _ y: Double, _ z: Double) -> TraceInput {
  .sample(AccelSample(time: t, x: x, y: y, z: z))
}

private func angle(_ t: Double, _ degrees: Double) -> TraceInput {
  .hinge(TraceHinge(time: t, reading: .degrees(degrees)))
}

@Suite("Hinge traces (SPEC §7.1)")
struct HingeTraceTests {
  @Test("a CSV hinge column: hinge first on a shared line, hinge-only lines in time order")
  func csvColumn() throws {
    let text = """
      t,x,y,z,hinge
      0,0,-1,0,0
      0.5,0,-1,0,
      0.75,,,,90
      1,-1,0,0,180
      1.25,,,,170
      """
    #expect(
      try inputs(text) == [
        angle(0, 0), sample(0, 0, -1, 0), sample(0.5, 0, -1, 0), angle(0.75, 90),
        angle(1, 180), sample(1, -1, 0, 0), angle(1.25, 170),
      ])
  }

  @Test("five fields without a header carry a hinge; four do not")
  func headerless() throws {
    #expect(
      try inputs("0,0,-1,0\n0.5,0,-1,0,45\n")
        == [sample(0, 0, -1, 0), angle(0.5, 45), sample(0.5, 0, -1, 0)])
  }

  @Test("hinge times keep the samples' clock: whole microseconds, a wall clock rebased")
  func clock() throws {
    #expect(
      try inputs("t,x,y,z,hinge\n1700000000.25,0,-1,0,10\n1700000001.25,,,,20\n")
        == [angle(0, 10), sample(0, 0, -1, 0), angle(1, 20)])
    #expect(
      try inputs("t,x,y,z,hinge\n0.0000004,0,-1,0,10\n0.1000006,,,,20\n")
        == [angle(0, 10), sample(0, 0, -1, 0), angle(0.100001, 20)])
  }

  @Test(
    "bad hinge lines are errors at file:line:column",
    arguments: [
      (
        "t,x,y,z,hinge\n0,0,-1,0,400\n",
        "t.csv:2:10: expected hinge within 0…360 degrees, found '400'"
      ),
      (
        "t,x,y,z,hinge\n0,0,-1,0,-1\n",
        "t.csv:2:10: expected hinge within 0…360 degrees, found '-1'"
      ),
      ("0,0,-1,0,open\n", "t.csv:1:10: expected a finite number for hinge, found 'open'"),
      ("0,0,-1,0,nan\n", "t.csv:1:10: expected a finite number for hinge, found 'nan'"),
      ("t,x,y,z\n0,0,-1,0,45\n", "t.csv:2:10: expected 4 fields t,x,y,z, found 5"),
      ("t,x,y,z,hinge\n0,0,-1,0\n", "t.csv:2:9: expected 5 fields t,x,y,z,hinge, found 4"),
      ("0,0,-1,0,5,6\n", "t.csv:1:12: expected 4 fields t,x,y,z (5 with a hinge column), found 6"),
      ("t,x,y,z,hinge\n0,,-1,,90\n", "t.csv:2:3: expected a number for x, found ''"),
      ("t,x,y,z,hinge\n0,0,-1,0,\n1,,,,\n", "t.csv:3:3: expected a number for x, found ''"),
      (
        "t,x,y,z,hinge\n1,0,-1,0,\n0.5,,,,90\n",
        "t.csv:3:1: expected a time of at least 1.0 (line 2), found 0.5; time must not decrease"
      ),
      (
        "t,x,y,z,hinge\n0,,,,90\n",
        "t.csv:1:1: no accelerometer samples, only hinge angles: give a hinge-only trace with --hinge beside an accelerometer trace"
      ),
    ])
  func badLines(text: String, message: String) {
    #expect(csvError(text) == message)
  }

  @Test("a t,hinge trace read with --hinge: its angles at their own times")
  func hingeOnly() throws {
    #expect(
      try hinges("t,hinge\n0,0\n0.5,90.5\n# settled\n2,180\n", file: "h.csv") == [
        TraceHinge(time: 0, reading: .degrees(0)), TraceHinge(time: 0.5, reading: .degrees(90.5)),
        TraceHinge(time: 2, reading: .degrees(180)),
      ])
    #expect(throws: TraceError.self) { try hinges("t,hinge\n0,0,1\n", file: "h.csv") }
    do {
      _ = try hinges("t,hinge\n0,0\n1,361\n", file: "h.csv")
      Issue.record("an angle beyond 360 was read")
    } catch {
      #expect("\(error)" == "h.csv:3:3: expected hinge within 0…360 degrees, found '361'")
    }
  }

  @Test("a CSV with a hinge column read with --hinge gives only its angles")
  func csvHingeColumnAsHingeTrace() throws {
    #expect(
      try hinges("t,x,y,z,hinge\n0,0,-1,0,\n0.1,0,-1,0,30\n0.2,,,,60\n", file: "c.csv").map(\.time)
        == [0.1, 0.2])
  }

  @Test("an evemu lid switch: SW_LID shut is 0°, open 180°, and its frames are no samples")
  func lidSwitch() throws {
    let lid = """
      # EVEMU 1.3
      N: lid
      I: 0019 0000 0000 0000
      P: 00 00 00 00 00 00 00 00
      B: 00 21 00 00 00 00 00 00 00
      B: 05 01 00 00 00 00 00 00 00
      E: 0.000000 0005 0000 0001
      E: 0.000000 0000 0000 0000
      E: 1.500000 0005 0000 0000
      E: 1.500000 0000 0000 0000
      """
    #expect(
      try hinges(lid, file: "lid.evemu") == [
        TraceHinge(time: 0, reading: .degrees(0)), TraceHinge(time: 1.5, reading: .degrees(180)),
      ])
    // In an accelerometer's own recording, a frame with SW_LID and no axis is a hinge reading.
    let accelerometer = """
      # EVEMU 1.3
      N: accel with lid
      I: 0006 0000 0000 0000
      P: 40 00 00 00 00 00 00 00
      B: 03 07 00 00 00 00 00 00 00
      B: 05 01 00 00 00 00 00 00 00
      A: 00 -32768 32767 0 0 8192
      A: 01 -32768 32767 0 0 8192
      A: 02 -32768 32767 0 0 8192
      E: 0.000000 0003 0001 -8192
      E: 0.000000 0000 0000 0000
      E: 0.500000 0005 0000 0000
      E: 0.500000 0000 0000 0000
      E: 1.000000 0003 0000 -8192
      E: 1.000000 0003 0001 0000
      E: 1.000000 0000 0000 0000
      """
    #expect(
      try inputs(accelerometer, file: "a.evemu") == [
        sample(0, 0, -1, 0), .hinge(TraceHinge(time: 0.5, reading: .degrees(180))),
        sample(1, -1, 0, 0),
      ])
  }
}

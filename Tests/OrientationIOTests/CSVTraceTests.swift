import Foundation
import OrientationCore
import OrientationDetection
import OrientationSynthesis
import Testing

@testable import OrientationFormats
@testable import OrientationTraces

@Suite("CSV traces")
struct CSVTraceTests {
  @Test("reads samples with or without a header, skipping blanks and comments")
  func reads() throws {
    let text = """
      # recorded on a desk
      t,x,y,z

      0,0,-1,0
        0.01 , -0.5,-0.866 ,0   # turning
      0.02,1e-3,-1.5E+0,-0.25\r
      """
    let samples = try CSVTrace.parse(text, file: "a.csv")
    #expect(
      samples == [
        AccelSample(time: 0, x: 0, y: -1, z: 0),
        AccelSample(time: 0.01, x: -0.5, y: -0.866, z: 0),
        AccelSample(time: 0.02, x: 0.001, y: -1.5, z: -0.25),
      ])
    #expect(try CSVTrace.parse("0,0,-1,0\n1,0,-1,0", file: "b.csv").count == 2)
    #expect(try CSVTrace.parse("\u{FEFF}T, X, Y, Z\n1,0,-1,0\n", file: "c.csv").count == 1)
    #expect(try CSVTrace.parse("", file: "d.csv").isEmpty)
  }

  @Test(
    "bad lines are errors at file:line:column with a sentence",
    arguments: [
      ("t,x,y,z\n0,0,-1,0\n0.1,abc,-1,0\n", "t.csv:3:5: expected a number for x, found 'abc'"),
      ("0,0,-1,0\n0.1,0,nan,0\n", "t.csv:2:7: expected a finite number for y, found 'nan'"),
      ("0,0,-1,-inf\n", "t.csv:1:8: expected a finite number for z, found '-inf'"),
      ("0,17,-1,0\n", "t.csv:1:3: expected x within ±16 g, found '17'"),
      (
        "0,0,-1,0\n0.5,0,-1,0\n0.4,0,-1,0\n",
        "t.csv:3:1: expected a time of at least 0.5 (line 2), found 0.4; time must not decrease"
      ),
      ("0,0,-1\n", "t.csv:1:7: expected 4 fields t,x,y,z, found 3"),
      ("0,0,-1,0,5,6\n", "t.csv:1:12: expected 4 fields t,x,y,z (5 with a hinge column), found 6"),
      ("0,,-1,0\n", "t.csv:1:3: expected a number for x, found ''"),
      ("0,1.2.3,-1,0\n", "t.csv:1:3: expected a number for x, found '1.2.3'"),
      ("0,1e,-1,0\n", "t.csv:1:3: expected a number for x, found '1e'"),
      ("time,x,y\n", "t.csv:1:1: expected a number for t, found 'time'"),
      ("nan,0,-1,0\n", "t.csv:1:1: expected a finite number for t, found 'nan'"),
    ])
  func errors(text: String, message: String) {
    #expect(throws: (any Error).self) { try CSVTrace.parse(text, file: "t.csv") }
    do {
      _ = try CSVTrace.parse(text, file: "t.csv")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("the error type renders file:line:column: message")
  func errorShape() {
    let error = TraceError(
      file: "trace.evemu", line: 12, column: 3, message: "expected a hex event code, found 'zz01'")
    #expect(error.description == "trace.evemu:12:3: expected a hex event code, found 'zz01'")
  }

  @Test(
    "numbers parse exactly like the standard library",
    arguments: [
      "0.1", "-0.30000000000000004", "1e-05", "123456789012345678901234", "4.9e-324",
      "0.000000000000000000000000001",
      "+2.5", ".5", "5.", "1.7976931348623157e308", "-0", "9007199254740993",
    ])
  func exactNumbers(text: String) throws {
    let samples = try CSVTrace.parse(
      Array("\(text),0,-1,0\n".utf8), file: "n.csv", limitingTimes: false)
    let expected = try #require(Double(text.hasPrefix(".") ? "0" + text : text))
    #expect(samples.first?.time.bitPattern == expected.bitPattern)
  }

  @Test("what the writer writes, the reader reads back bit for bit")
  func roundTrip() throws {
    let trace = MotionGenerator.generate(AccuracyCorpus.script("shakes", seed: 2))
    let text = CSVTrace.text(of: trace.samples)
    #expect(text.hasPrefix("t,x,y,z\n"))
    let read = try CSVTrace.parse(Array(text.utf8), file: "r.csv", limitingTimes: false)
    #expect(read == trace.samples)
  }

  @Test("format detection recognises CSV and nothing else")
  func detection() throws {
    func format(_ text: String) throws -> TraceFormat {
      try Array(text.utf8).withUnsafeBufferPointer { bytes throws(TraceError) in
        try TraceFormat.detect(bytes, file: "t")
      }
    }
    #expect(try format("# c\nt,x,y,z\n") == .csv)
    #expect(try format("0.5,0,-1,0\n") == .csv)
    #expect(try format("# EVEMU 1.3\nN: Fake\n") == .evemu)
    #expect(try format("version: 1\nndevices: 1\n") == .libinput)
  }

  @Test("files are read from disk; a synth trace replays to the same decisions")
  func fileRoundTrip() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "csv-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = MotionGenerator.generate(AccuracyCorpus.script("calm turns", seed: 5))
    let path = directory.appendingPathComponent("t.csv").path
    try CSVTrace.write(trace.samples, to: path)
    let read = try CSVTrace.read(path: path)
    var direct = DetectionPipeline()
    var replayed = DetectionPipeline()
    #expect(direct.changes(in: trace.samples) == replayed.changes(in: read))
  }
}

@Suite("Scale table")
struct CSVScaleTableTests {
  @Test("resolution wins, then the table, then 256 per g")
  func lookup() {
    #expect(
      ScaleTable.builtIn.gPerUnit(deviceName: "ST LIS3LV02DL Accelerometer", resolution: 0) == 1.0
        / 1000)
    #expect(
      ScaleTable.builtIn.gPerUnit(deviceName: "ST LIS3LV02DL Accelerometer", resolution: 50) == 1.0
        / 50)
    #expect(ScaleTable.builtIn.gPerUnit(deviceName: "Unknown thing", resolution: 0) == 1.0 / 256)
    #expect(ScaleTable.builtIn.gPerUnit(deviceName: "mma8450", resolution: 0, override: 0.5) == 0.5)
    #expect(
      ScaleTable.builtIn.entry(
        forDeviceName: "Sony Interactive Entertainment DualSense Wireless Controller Motion Sensors"
      )?.unitsPerG == 8192)
    #expect(AccelUnits.g(value: 8192, resolution: 8192) == 1)
    #expect(AccelUnits.g(value: 100, resolution: 0) == nil)
  }
}

@Suite("CSV numbers")
struct CSVNumberTests {
  @Test("random doubles in every written form read back exactly")
  func randomRoundTrip() throws {
    var random = SplitMix64(seed: 77)
    var lines = ""
    var expected: [AccelSample] = []
    var time = -1e6
    for index in 0..<5000 {
      time += Double(random.next() % 1000) * pow(10, Double(Int(random.next() % 12)) - 8)
      let x = (random.nextUnit() * 2 - 1) * 16
      let y = (random.nextUnit() * 2 - 1) * pow(10, -Double(random.next() % 30))
      let z = Double(Int64(bitPattern: random.next()) % 1000) / 64
      expected.append(AccelSample(time: time, x: x, y: y, z: z))
      // Alternate Swift's shortest form with a padded form: blanks, '+', 'E'.
      if index % 2 == 0 {
        lines += "\(time),\(x),\(y),\(z)\n"
      } else {
        let upper = "\(y)".replacingOccurrences(of: "e", with: "E")
        lines += " \(time) ,\t\(x), \(upper) ,\(z >= 0 ? "+" : "")\(z)\n"
      }
    }
    let read = try CSVTrace.parse(Array(lines.utf8), file: "r.csv", limitingTimes: false)
    #expect(read.count == expected.count)
    for (a, b) in zip(read, expected) {
      #expect(a == b)
      if a != b { break }
    }
  }
}

@Suite("Scale table in sample conversion")
struct CSVScaleTableConversionTests {
  @Test("a driver without resolution gets its units from the table; --scale still wins")
  func table() throws {
    let device = DeviceDescription.accelerometer(name: "ST LIS3LV02DL Accelerometer", resolution: 0)
    var axes = AxisState()
    axes[.y] = -1000
    #expect(try SampleConverter(device: device).sample(axes, time: 0).y == -1)
    #expect(try SampleConverter(device: device, scale: 500).sample(axes, time: 0).y == -2)
  }
}

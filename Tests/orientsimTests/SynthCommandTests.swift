import ArgumentParser
import Foundation
import OrientationCore
import OrientationDetection
import OrientationFormats
import OrientationSynthesis
import OrientationTraces
import Testing

@testable import orientsim

@Suite("orientsim synth")
struct SynthCommandTests {
  /// A fresh directory for one test's files.
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "synth-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func exitCode(_ arguments: [String]) -> Int32 {
    do {
      var command = try Orientsim.parseAsRoot(arguments)
      try command.run()
      return 0
    } catch {
      return Orientsim.exitCode(for: error).rawValue
    }
  }

  @Test("writes the trace and the ground truth next to it")
  func writes() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("p.yaml").path
    try "seed: 4\nsteps:\n  - {hold: portrait, for: 0.5}\n  - {turn: landscapeLeft, over: 0.5}\n"
      .write(toFile: script, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("t.csv").path
    #expect(exitCode(["synth", script, "-o", output]) == 0)
    let samples = try CSVTrace.read(path: output)
    #expect(samples.count == 100)
    let truth = try String(contentsOfFile: output + ".truth.json", encoding: .utf8)
    #expect(truth.contains("\"kind\": \"turn\", \"orientation\": \"landscapeLeft\""))
    // Same script, same bytes.
    let again = directory.appendingPathComponent("u.csv").path
    #expect(exitCode(["synth", script, "-o", again, "--truth", again + ".truth.csv"]) == 0)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == String(contentsOfFile: again, encoding: .utf8))
    #expect(
      try String(contentsOfFile: again + ".truth.csv", encoding: .utf8).hasPrefix(
        "start,end,kind,orientation,previous\n"))
  }

  @Test("a bad script exits 65, a missing one 66")
  func exitCodes() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bad = directory.appendingPathComponent("bad.yaml").path
    try "- {hold: sideways, for: 1}\n".write(toFile: bad, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("t.csv").path
    #expect(exitCode(["synth", bad, "-o", output]) == 65)
    #expect(
      exitCode(["synth", directory.appendingPathComponent("none.yaml").path, "-o", output]) == 66)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  /// Either format: the value and its time on stderr, and no trace left behind.
  @Test(
    "a sample beyond the virtual device's ±16 g is refused: exit 65",
    arguments: ["t.csv", "t.evemu"])
  func outOfRange(name: String) throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("p.yaml").path
    try "seed: 1\nsteps:\n  - {hold: portrait, for: 0.5}\n  - {shake: 1, amplitude: 40}\n"
      .write(toFile: script, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent(name).path
    let result = try #require(try runExecutable(["synth", script, "-o", output]))
    #expect(result.status == 65)
    // The shake, on line 4, asks for it.
    #expect(result.errors.hasPrefix("orientsim: \(script):4: expected "))
    #expect(result.errors.contains("within ±16 g, found '"))
    #expect(result.errors.contains("' at t = 0.5"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test("an .evemu output is an evemu recording that reads back to the same orientations")
  func evemu() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("p.yaml").path
    try
      "seed: 4\nnoise: 0.01\nsteps:\n  - {hold: portrait, for: 1}\n  - {turn: landscapeLeft, over: 0.5}\n  - {hold: landscapeLeft, for: 1}\n"
      .write(toFile: script, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("t.evemu").path
    #expect(exitCode(["synth", script, "-o", output]) == 0)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.hasPrefix("# EVEMU"))
    #expect(text.contains("E: "))
    #expect(FileManager.default.fileExists(atPath: output + ".truth.json"))

    // Read it back as evdev frames and detect: same decisions as the generated samples.
    let samples = try Self.evemuSamples(output)
    let script2 = try PoseScriptParser.read(path: script)
    let generated = MotionGenerator.generate(script2).samples
    #expect(samples.count == generated.count)
    var fromEvemu = DetectionPipeline()
    var fromScript = DetectionPipeline()
    let a = fromEvemu.changes(in: samples).map(\.orientation)
    let b = fromScript.changes(in: generated).map(\.orientation)
    #expect(a == b)
    #expect(a == [.portrait, .landscapeLeft])
  }

  /// The samples of the evemu trace at `path`, read back as evdev frames.
  private static func evemuSamples(_ path: String) throws -> [AccelSample] {
    var source = try TraceFormat.open(path: path)
    let converter = try SampleConverter(device: source.device)
    var assembler = FrameAssembler(initial: AxisState(source.device))
    var clock = FrameClock()
    var samples: [AccelSample] = []
    while let event = try source.next() {
      if let frame = assembler.feed(event) {
        samples.append(converter.sample(frame.axes, time: clock.time(of: frame)))
      }
    }
    return samples
  }

  /// Shut, unfolded, half shut, folded; noisy hinge.
  static let foldScript = """
    seed: 4
    hingeNoise: 0.3
    steps:
      - {hold: portrait, for: 0.5}
      - {unfold: 0.5}
      - {hinge: 120, over: 0.3}
      - {fold: 0.5}
    """

  /// A pose script of `text` (by default ``foldScript``) written to `directory`: its path.
  private func foldScript(_ text: String = foldScript, in directory: URL) throws -> String {
    let script = directory.appendingPathComponent("p.yaml").path
    try text.write(toFile: script, atomically: true, encoding: .utf8)
    return script
  }

  /// ``foldScript`` synthesized into `name` in `directory`: the trace's path and the lines the
  /// generator makes of the script.
  private func synthesized(as name: String, in directory: URL) throws -> (String, SyntheticTrace) {
    let script = try foldScript(in: directory)
    let output = directory.appendingPathComponent(name).path
    #expect(exitCode(["synth", script, "-o", output]) == 0)
    return (output, MotionGenerator.generate(try PoseScriptParser.read(path: script)))
  }

  @Test("a script with a hinge step writes the CSV's fifth column on every line")
  func hingeColumn() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (output, trace) = try synthesized(as: "t.csv", in: directory)
    let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
    #expect(lines.first == "t,x,y,z,hinge")
    #expect(trace.hinge.count == 180 && lines.count == 181)
    for (index, line) in lines.dropFirst().enumerated() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      let sample = trace.samples[index]
      #expect(
        fields == [
          "\(sample.time)", "\(sample.x)", "\(sample.y)", "\(sample.z)",
          "\(trace.hinge[index].angle)",
        ])
    }
    // The sidecar carries the hinge and reads back.
    let truth = try GroundTruthFile.read(path: output + ".truth.json")
    #expect(truth.groundTruth == trace.groundTruth)
    #expect(truth.spans.map(\.hinge?.posture) == [.folded, .open, .halfOpen, .folded])
  }

  @Test("beside an evemu trace goes FILE.hinge.csv, a t,hinge trace on the same clock")
  func hingeBesideEvemu() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (output, trace) = try synthesized(as: "t.evemu", in: directory)
    let hinge = try String(contentsOfFile: output + ".hinge.csv", encoding: .utf8)
    #expect(
      hinge == "t,hinge\n" + trace.hinge.map { "\($0.time),\($0.angle)\n" }.joined())
    // The evemu trace holds the samples in the frame of the display in use.
    let samples = try Self.evemuSamples(output)
    #expect(samples.count == trace.samples.count)
    for (read, made) in zip(samples, trace.samples) {
      #expect(abs(read.x - made.x) < 1e-3 && abs(read.y - made.y) < 1e-3)
    }
    #expect(samples.contains { $0.x < -0.9 })  // landscapeLeft's gravity once unfolded
  }

  @Test("a script without a hinge step writes no hinge column and no hinge trace")
  func noHinge() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = try foldScript(
      "hingeNoise: 1\nsteps:\n  - {hold: portrait, for: 0.2}\n", in: directory)
    let csv = directory.appendingPathComponent("t.csv").path
    let evemu = directory.appendingPathComponent("t.evemu").path
    #expect(exitCode(["synth", script, "-o", csv]) == 0)
    #expect(exitCode(["synth", script, "-o", evemu]) == 0)
    #expect(try String(contentsOfFile: csv, encoding: .utf8).hasPrefix("t,x,y,z\n0.0,"))
    #expect(!FileManager.default.fileExists(atPath: evemu + ".hinge.csv"))
    #expect(
      !(try String(contentsOfFile: csv + ".truth.json", encoding: .utf8)).contains("posture"))
  }

  @Test(
    "an evemu trace with a hinge needs a file, and a --truth that is its hinge trace is refused")
  func hingeRefusals() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = try foldScript(in: directory)
    let toStandardOutput = try #require(
      try runExecutable(["synth", script, "-o", "-", "--format", "evemu"]))
    #expect(toStandardOutput.status == 2)
    #expect(toStandardOutput.errors.contains("no file to put the hinge trace beside; give -o FILE"))
    let output = directory.appendingPathComponent("t.evemu").path
    #expect(exitCode(["synth", script, "-o", output, "--truth", output + ".hinge.csv"]) == 2)
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(!FileManager.default.fileExists(atPath: output + ".hinge.csv"))
  }

  @Test("synth → replay: the bundled iphone-duo-fold trace unfolds the app, turns it, folds it")
  func foldReplays() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = try foldScript(
      try String(
        contentsOf: Paths.package.appendingPathComponent("Configs/poses/iphone-duo-fold.yaml"),
        encoding: .utf8), in: directory)
    let output = directory.appendingPathComponent("fold.csv").path
    #expect(exitCode(["synth", script, "-o", output]) == 0)
    // What synth writes is the bundled trace, byte for byte.
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: output))
        == Data(
          contentsOf: Paths.package.appendingPathComponent("Configs/traces/iphone-duo-fold.csv")))
    let result = try replay([output, "--device-profile", "iphone-duo", "--profile", "ios27"])
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n")
    // Opened past 5° from shut: the inner display at once (SPEC §6.1); the device held portrait
    // reads landscapeLeft there, which the interface already shows (landscapeRight), so nothing
    // turns until the turn to the outer frame's landscapeRight brings the inner display upright.
    #expect(
      lines.filter { $0.contains("(device)") } == [
        "  2.160  (device)     postureDidChange {posture: halfOpen, display: inner, angle: 5.006127}",
        "  3.230  (device)     postureDidChange {posture: open, display: inner, angle: 165.989513}",
        "  6.140  (device)     orientationDidChange {orientation: portrait}",
        "  9.240  (device)     orientationDidChange {orientation: landscapeLeft}",
        " 11.480  (device)     postureDidChange {posture: halfOpen, display: inner, angle: 164.962912}",
        " 12.210  (device)     postureDidChange {posture: folded, display: outer, angle: 43.377569}",
      ])
    #expect(lines.contains { $0.hasSuffix("[landscapeRight 951×669 inner]") })
    #expect(lines.contains { $0.hasSuffix("[portrait 669×951 inner]") })
    #expect(lines.last?.hasSuffix("[portrait 466×678 outer]") == true)
  }

  @Test("unknown formats are usage errors")
  func usage() {
    #expect(throws: (any Error).self) {
      try Orientsim.parseAsRoot(["synth", "p.yaml", "-o", "t.csv", "--format", "wav"])
    }
    #expect(throws: (any Error).self) {
      try Orientsim.parseAsRoot(["synth", "p.yaml", "-o", "t.csv", "--rate", "0"])
    }
  }
}

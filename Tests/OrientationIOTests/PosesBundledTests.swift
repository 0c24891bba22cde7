import Foundation
import OrientationCore
import OrientationDetection
import OrientationFormats
import OrientationSynthesis
import OrientationTraces
import Testing

/// The repository's `Configs/` directory, found from this file's path.
private let configs = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Configs")

@Suite("Bundled pose scripts")
struct PosesBundledTests {
  static let scripts = ["tour", "turns", "diagonal", "walking"]

  @Test(
    "each bundled pose script parses and the Android detector follows its ground truth",
    arguments: scripts)
  func bundled(name: String) throws {
    let script = try PoseScriptParser.read(
      path: configs.appendingPathComponent("poses/\(name).yaml").path)
    let trace = MotionGenerator.generate(script)
    let score = AccuracyScore.evaluate(AndroidDetector(), on: trace)
    #expect(score.holdsRight == score.holds)
    #expect(score.spuriousChanges == 0)
    #expect(score.missedTurns == 0)
  }

  @Test("the bundled tour trace is what its pose script generates")
  func tourTraceIsCurrent() throws {
    let script = try PoseScriptParser.read(
      path: configs.appendingPathComponent("poses/tour.yaml").path)
    let trace = MotionGenerator.generate(script)
    let stored = try CSVTrace.read(path: configs.appendingPathComponent("traces/tour.csv").path)
    #expect(
      stored == trace.samples,
      "regenerate: orientsim synth Configs/poses/tour.yaml -o Configs/traces/tour.csv")
    let truth = try String(
      contentsOf: configs.appendingPathComponent("traces/tour.csv.truth.json"), encoding: .utf8)
    #expect(truth == GroundTruthFile.json(of: trace))
  }
}

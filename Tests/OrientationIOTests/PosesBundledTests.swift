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
  static let scripts = ["tour", "turns", "diagonal", "walking", "iphone-duo-fold"]

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

  @Test(
    "each bundled synthetic trace is what its pose script generates",
    arguments: ["tour", "iphone-duo-fold"])
  func traceIsCurrent(name: String) throws {
    let script = try PoseScriptParser.read(
      path: configs.appendingPathComponent("poses/\(name).yaml").path)
    let trace = MotionGenerator.generate(script)
    let path = configs.appendingPathComponent("traces/\(name).csv").path
    let regenerate =
      "regenerate: orientsim synth Configs/poses/\(name).yaml -o Configs/traces/\(name).csv"
    #expect(try CSVTrace.read(path: path) == trace.samples, "\(regenerate)")
    var angles: [Double] = []
    let hinge = try HingeTraceReader(path: path)
    while let reading = try hinge.next() {
      guard case .degrees(let angle) = reading.reading else {
        Issue.record("a hinge column holds angles, found \(reading.reading)")
        break
      }
      angles.append(angle)
    }
    #expect(angles == trace.hinge.map(\.angle), "\(regenerate)")
    let truth = try String(
      contentsOf: configs.appendingPathComponent("traces/\(name).csv.truth.json"), encoding: .utf8)
    #expect(truth == GroundTruthFile.json(of: trace), "\(regenerate)")
  }
}

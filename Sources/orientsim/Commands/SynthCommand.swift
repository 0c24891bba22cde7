import ArgumentParser
import Foundation
import OrientationCore
import OrientationIO

/// `orientsim synth SCRIPT -o FILE`: generates a trace and its ground truth from a pose script
/// (SPEC §7, §8.1).
struct SynthCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "synth",
    abstract: "Generates an accelerometer trace from a pose script.",
    discussion: """
      The script lists holds, turns, shakes and walks (docs/poses.md). The trace is written as \
      CSV (t,x,y,z in seconds and g); next to it goes the ground truth: the orientation each \
      span of the trace is meant to show, as FILE.truth.json (or --truth PATH, CSV when PATH \
      ends in .csv). The same script and seed always give the same bytes.

      Example:
        orientsim synth Configs/poses/turns.yaml -o turns.csv

      Exit codes: 0 ok, 2 usage error, 65 bad script (file:line:column on stderr), \
      66 script not found.
      """
  )

  @Argument(help: "The pose script (YAML).")
  var script: String

  @Option(name: .shortAndLong, help: "The trace file to write.")
  var output: String

  @Option(help: "Trace format: csv. Default: from the output's extension, else csv.")
  var format: String?

  @Option(help: "Where to write the ground truth (.json or .csv). Default: OUTPUT.truth.json.")
  var truth: String?

  @Option(help: "Seed to use instead of the script's.")
  var seed: UInt64?

  @Option(help: "Sample rate in Hz to use instead of the script's.")
  var rate: Double?

  func validate() throws {
    if let rate, !(rate > 0 && rate <= 10_000) {
      throw ValidationError("--rate must be above 0 and at most 10000 Hz, got \(rate)")
    }
    let chosen = format ?? (output.lowercased().hasSuffix(".evemu") ? "evemu" : "csv")
    guard chosen == "csv" else {
      throw ValidationError(
        "trace format '\(chosen)' cannot be written yet; use --format csv or a .csv output")
    }
  }

  func run() throws {
    guard FileManager.default.fileExists(atPath: script) else {
      FileHandle.standardError.write(Data("orientsim: \(script): no such file\n".utf8))
      throw ExitCode(66)
    }
    var poses: PoseScript
    do {
      poses = try PoseScriptParser.read(path: script)
    } catch let error as TraceError {
      printError(String(describing: error))
      throw ExitCode(65)
    } catch {
      throw IOExit.report(error)
    }
    if let seed { poses.seed = seed }
    if let rate { poses.rate = rate }
    guard poses.duration * poses.rate <= PoseScriptParser.maximumSamples else {
      throw ValidationError(
        "--rate \(RecordText.number(poses.rate)) makes \(script) ask for more than"
          + " \(Int(PoseScriptParser.maximumSamples)) samples")
    }
    let trace = MotionGenerator.generate(poses)
    try CSVTrace.write(trace.samples, to: output)
    try GroundTruthFile.write(trace, to: truth ?? GroundTruthFile.defaultPath(for: output))
  }
}

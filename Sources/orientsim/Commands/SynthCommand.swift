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
      CSV (t,x,y,z in seconds and g) or, for a .evemu/.events output or --format evemu, as an \
      evemu recording of a virtual ±4 g accelerometer at 8192 units per g that evemu-play \
      accepts. Next to it goes the ground truth: the orientation each span of the trace is \
      meant to show, as FILE.truth.json (or --truth PATH, CSV when PATH ends in .csv). The \
      same script and seed always give the same bytes.

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

  @Option(help: "Trace format: csv or evemu. Default: from the output's extension, else csv.")
  var format: String?

  /// The format to write: `--format`, else the output's extension.
  var traceFormat: String {
    if let format { return format.lowercased() }
    let lower = output.lowercased()
    return lower.hasSuffix(".evemu") || lower.hasSuffix(".events") ? "evemu" : "csv"
  }

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
    guard traceFormat == "csv" || traceFormat == "evemu" else {
      throw ValidationError("--format must be csv or evemu, got '\(traceFormat)'")
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
    if poses.duration * poses.rate > Double(PoseScriptParser.maximumSamples) {
      throw ValidationError(
        "\(script) runs to \(poses.duration) s; at \(poses.rate) Hz that is more than \(PoseScriptParser.maximumSamples) samples"
      )
    }
    let trace = MotionGenerator.generate(poses)
    if traceFormat == "evemu" {
      do {
        try Self.writeEvemu(trace.samples, to: output)
      } catch let error as TraceError {
        // A sample beyond the virtual device's ±4 g: the script asks for too much.
        FileHandle.standardError.write(Data("\(script): \(error.message)\n".utf8))
        throw ExitCode(65)
      }
    } else {
      try CSVTrace.write(trace.samples, to: output)
    }
    try GroundTruthFile.write(trace, to: truth ?? GroundTruthFile.defaultPath(for: output))
  }

  /// Writes samples as an evemu recording through the CSV event source's virtual device.
  static func writeEvemu(_ samples: [AccelSample], to path: String) throws {
    var source = try CSVEventSource(bytes: Array(CSVTrace.text(of: samples).utf8), file: path)
    var writer = try EvemuWriter(path: path)
    writer.writeHeader(source.device)
    while let event = try source.next() { writer.write(event) }
    try writer.flush()
  }
}

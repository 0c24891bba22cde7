import ArgumentParser
import Foundation
import OrientationCore
import OrientationDetection
import OrientationFormats
import OrientationLinux
import OrientationSynthesis
import OrientationTraces

/// `orientsim synth SCRIPT -o FILE`: generates a trace and its ground truth from a pose script
/// (SPEC §7, §8.1).
struct SynthCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "synth",
    abstract: "Generates an accelerometer trace from a pose script.",
    discussion: """
      The script lists holds, turns, shakes and walks (docs/poses.md). The trace is written as \
      CSV (t,x,y,z in seconds and g) or, for a .evemu/.events output or --format evemu, as an \
      evemu recording of a virtual ±16 g accelerometer at 8192 units per g that evemu-play \
      accepts. Next to it goes the ground truth: the orientation each span of the trace is \
      meant to show, as FILE.truth.json (or --truth PATH, CSV when PATH ends in .csv). The \
      same script and seed always give the same bytes.

      A script with a hinge step (unfold, fold, hinge) models a foldable: every line gets a \
      hinge angle, the CSV's fifth column (t,x,y,z,hinge) or, beside an evemu trace, the \
      t,hinge trace FILE.hinge.csv; the accelerometer samples are in the frame of the display \
      in use, and the ground truth adds the hinge angle, posture and display to every span.

      Example:
        orientsim synth Configs/poses/turns.yaml -o turns.csv

      Both files are written whole or not at all (a temporary file beside each, renamed over \
      it on success). '-o -' writes the trace to standard output and no ground truth unless \
      --truth is given (an evemu trace with a hinge needs a file, for the hinge trace beside \
      it). An output that is the script, or a --truth that is the trace or the hinge trace, \
      is refused (exit 2).

      \(ExitStatus.helpTable)
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
    try NumericOption.check("--rate", rate, in: 0.1...10_000)
    guard traceFormat == "csv" || traceFormat == "evemu" else {
      throw ValidationError("--format must be csv or evemu, got '\(traceFormat)'")
    }
  }

  /// Where the ground truth goes: `--truth`, else beside the trace; nothing for a trace on
  /// standard output without `--truth`.
  var truthPath: String? {
    if let truth { return truth }
    return output == "-" ? nil : GroundTruthFile.defaultPath(for: output)
  }

  func run() throws {
    do {
      try generate()
    } catch let code as ExitCode {
      throw code
    } catch let error as ValidationError {
      throw error
    } catch {
      throw ErrorReport.exit(error)
    }
  }

  func generate() throws {
    var poses = try PoseScriptParser.read(path: script)
    if let seed { poses.seed = seed }
    if let rate { poses.rate = rate }
    if poses.duration * poses.rate > Double(PoseScriptParser.maximumSamples) {
      throw ValidationError(
        "\(script) runs to \(poses.duration) s; at \(poses.rate) Hz that is more than \(PoseScriptParser.maximumSamples) samples"
      )
    }
    // An evemu trace cannot carry an angle: the hinge goes beside it (SPEC §7.1).
    let hingePath =
      poses.hasHinge && traceFormat == "evemu" ? CSVTrace.hingePath(beside: output) : nil
    if hingePath != nil && output == "-" {
      throw ValidationError(
        "\(script) moves the hinge, and an evemu trace on standard output has no file to put the hinge trace beside; give -o FILE"
      )
    }
    // Every output is refused before anything is written when one is the script or two are
    // one file; all are written whole or not at all (OutputFile).
    if let truthPath, OutputFile.isSameFile(truthPath, output) {
      throw InputError(
        kind: .refused, file: truthPath, line: 0, column: 0,
        message: "the ground truth would overwrite the trace; give --truth another path")
    }
    if let truthPath, let hingePath, OutputFile.isSameFile(truthPath, hingePath) {
      throw InputError(
        kind: .refused, file: truthPath, line: 0, column: 0,
        message: "the ground truth would overwrite the hinge trace; give --truth another path")
    }
    var truthWriter: TextFileWriter? = nil
    if let truthPath { truthWriter = try GroundTruthFile.writer(for: truthPath, inputs: [script]) }
    // Samples go to the file as they are generated: a 10-hour script needs no more memory
    // than a 10-second one.
    let groundTruth: GroundTruth
    do {
      if traceFormat == "evemu" {
        var writer = try EvemuWriter(path: output, inputs: [script])
        if let hingePath {
          var hinge = try CSVTraceWriter(path: hingePath, inputs: [script], hingeOnly: true)
          groundTruth = try Self.writeEvemu(poses, to: &writer, hinge: &hinge)
          try writer.commit()
          try hinge.commit()
        } else {
          groundTruth = try Self.writeEvemu(poses, to: &writer)
          try writer.commit()
        }
      } else {
        let hasHinge = poses.hasHinge
        var writer = try CSVTraceWriter(path: output, inputs: [script], hinge: hasHinge)
        groundTruth = try MotionGenerator.generate(
          poses,
          eachLine: { sample, angle throws in
            try Self.check(sample)
            if hasHinge {
              try writer.write(sample, hinge: angle)
            } else {
              try writer.write(sample)
            }
          })
        try writer.commit()
      }
    } catch let error as SampleOutOfRange {
      // The script asks for more than a trace can carry.
      // Named at the line of the step that asked for it.
      throw InputError(
        file: script, line: Self.line(of: error.time, in: poses), column: 0,
        message: error.message)
    }
    if var writer = truthWriter.take() {
      try GroundTruthFile.write(groundTruth, to: &writer)
      try writer.commit()
    }
  }

  /// Generates `poses` into an evemu recording of the CSV event source's virtual device (its
  /// axes start at the first sample), frame by frame.
  static func writeEvemu(_ poses: PoseScript, to writer: inout EvemuWriter) throws -> GroundTruth {
    try writeEvemu(poses, to: &writer) { _, _ in }
  }

  /// Generates `poses` as above, and its hinge angles into the `t,hinge` trace `hinge`.
  static func writeEvemu(
    _ poses: PoseScript, to writer: inout EvemuWriter, hinge: inout CSVTraceWriter
  ) throws -> GroundTruth {
    try writeEvemu(poses, to: &writer) { angle, time throws in
      try hinge.writeHinge(angle, at: time)
    }
  }

  private static func writeEvemu(
    _ poses: PoseScript, to writer: inout EvemuWriter,
    hinge: (Double, Double) throws -> Void
  ) throws -> GroundTruth {
    var started = false
    let truth = try MotionGenerator.generate(
      poses,
      eachLine: { sample, angle throws in
        if let angle { try hinge(angle, sample.time) }
        try check(sample)
        if !started {
          writer.writeHeader(CSVEventSource.device(startingAt: sample))
          started = true
        }
        for event in CSVEventSource.frame(of: sample) { writer.write(event) }
        if writer.bufferedCount >= 1 << 20 { try writer.flush() }
      })
    try writer.flush()
    return truth
  }

  /// A sample beyond the ±16 g that CSV and the virtual evemu device carry.
  struct SampleOutOfRange: Error {
    let message: String
    let time: Double
  }

  static func check(_ sample: AccelSample) throws(SampleOutOfRange) {
    if let problem = CSVEventSource.rangeProblem(of: sample) {
      throw SampleOutOfRange(message: problem, time: sample.time)
    }
  }

  /// The line of the step running at `time` (the last step's for a time past the end; 0 when
  /// the steps carry no lines).
  static func line(of time: Double, in poses: PoseScript) -> Int {
    var end = 0.0
    for step in poses.steps {
      end += step.duration
      if time < end { return step.line }
    }
    return poses.steps.last?.line ?? 0
  }
}

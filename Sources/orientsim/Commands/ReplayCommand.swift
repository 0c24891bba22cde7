import ArgumentParser
import OrientationCore
import OrientationFormats

/// `orientsim replay TRACE`: a trace through a detector into the engine, in virtual time
/// (SPEC §8.1).
struct ReplayCommand: StreamingCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a motion trace through a detector and print every UIKit callback.",
    discussion: """
      The trace (evemu, libinput record or CSV t,x,y,z; the format is read from its content) \
      becomes accelerometer samples, which the detector turns into device orientations; its \
      hinge readings (a CSV's fifth column, SW_LID events, or those of --hinge) feed a \
      foldable's posture detector; the engine answers with UIKit's callbacks for the scene \
      (default: one plain view controller on iphone-15, ios27, allButUpsideDown). Time is the \
      trace's own unless --speed is given.

      Example:
        $ orientsim replay Configs/traces/tour.csv
          2.540  (device)     orientationDidChange {orientation: landscapeLeft}
          2.580  root         ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]  [portrait 393×852]
        $ orientsim replay trace.evemu --scene Configs/scenes/demo.yaml --explain
        $ orientsim replay trace.evemu --from 10 --to 20 --format summary
        $ orientsim replay trace.evemu --expect trace.txt --record

      Axes without a resolution and no --scale are a usage error (2). --expect --record \
      writes the golden file only after a run that succeeded.

      \(ExitStatus.helpTable)
      """)

  @Argument(
    help: ArgumentHelp("The trace: evemu, libinput record or CSV.", valueName: "trace"),
    completion: .file())
  var trace: String

  @Option(help: ArgumentHelp("The scene file (YAML); default: a plain root.", valueName: "scene"))
  var scene: String?

  @OptionGroup var detection: DetectionOptions
  @OptionGroup var engine: EngineOptions
  @OptionGroup var window: ReplayWindowOptions
  @OptionGroup var golden: GoldenOptions

  @Option(
    help: ArgumentHelp(
      "A trace whose hinge readings replace the trace's own, on its clock: a CSV with a hinge "
        + "column (t,x,y,z,hinge or t,hinge) or an evemu or libinput record file's SW_LID "
        + "events.", valueName: "hinge-trace"),
    completion: .file())
  var hinge: String?

  func validate() throws {
    try golden.validate(format: engine.format)
  }

  /// The command's work, writing to the given sinks and returning the exit status: the
  /// in-process entry point the tests call.
  func execute(output: OutputSink, errors: OutputSink, progress: ProgressReporter?) -> Int32 {
    SceneChoice.run(scene, engine: engine, output: output, errors: errors) { loaded in
      let plan = ReplayPlan(
        trace: trace, loaded: loaded, detection: detection, from: window.from, to: window.to,
        speed: window.speed, loops: window.loop, deviceName: window.deviceName, hinge: hinge)
      return GoldenRun.run(
        golden: golden, format: engine.format, output: output, errors: errors,
        inputs: [trace] + (scene.map { [$0] } ?? []) + (hinge.map { [$0] } ?? [])
      ) {
        TraceReplay.run(plan, into: $0, errors: errors, progress: progress)
      }
    }
  }
}

/// `--from`, `--to`, `--speed`, `--loop` and `--device-name`: which part of a trace runs, how
/// often and how fast.
struct ReplayWindowOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Replay from this trace time (seconds).", valueName: "t"))
  var from: Double?

  @Option(help: ArgumentHelp("Replay up to this trace time (seconds).", valueName: "t"))
  var to: Double?

  @Option(
    help: ArgumentHelp(
      "Pace the replay against the clock at this factor (1 = real time); default: virtual "
        + "time, as fast as possible.", valueName: "x"))
  var speed: Double?

  @Option(help: ArgumentHelp("Run the trace this many times, back to back.", valueName: "n"))
  var loop = 1

  @Option(
    name: .customLong("device-name"),
    help: "The device to take from a multi-device libinput recording.")
  var deviceName: String?

  func validate() throws {
    try NumericOption.check("--speed", speed, in: NumericOption.speed)
    try NumericOption.check("--from", from, in: NumericOption.time)
    try NumericOption.check("--to", to, in: NumericOption.time)
    if !(1...1_000_000).contains(loop) {
      throw ValidationError("--loop must be from 1 to 1000000, got \(loop)")
    }
    if let from, let to, !(from < to) {
      throw ValidationError("--from must be before --to")
    }
  }
}

/// The scene a trace-driven command runs: a file, or SPEC §8.1's default scene.
enum SceneChoice {
  /// Loads `path` with the engine overrides, or the default scene with them applied.
  static func load(_ path: String?, engine: EngineOptions) throws -> LoadedScene {
    try load(path, overrides: engine.sceneOverrides())
  }

  /// Loads `path` with `overrides`, or the default scene with them applied.
  static func load(_ path: String?, overrides: SceneOverrides) throws -> LoadedScene {
    if let path { return try SceneFile.load(path, overrides: overrides) }
    var scene = SceneDescription.default
    if let profile = overrides.profile { scene.profile = profile }
    // Checked against the defaults when the options were parsed.
    if let thresholds = try? overrides.posture.applied(to: scene.postureThresholds) {
      scene.postureThresholds = thresholds
    }
    let device = overrides.deviceProfile ?? DeviceProfile.named(scene.device)!
    scene.device = device.id
    return LoadedScene(
      scene: scene, deviceProfile: device, file: "(default scene)", fixesLaunchOrientation: false)
  }

  /// Loads `path` (or the default scene) with the engine overrides and returns what `body`
  /// returns for it; a scene that does not load is reported on `errors` and its status
  /// returned instead. Both sinks are flushed on the way out, whatever the outcome.
  static func run(
    _ path: String?, engine: EngineOptions, output: OutputSink, errors: OutputSink,
    _ body: (LoadedScene) -> Int32
  ) -> Int32 {
    defer {
      output.flush()
      errors.flush()
    }
    let loaded: LoadedScene
    do {
      loaded = try load(path, engine: engine)
    } catch {
      return ErrorReport.report(error, errors: errors)
    }
    return body(loaded)
  }
}

/// Runs a transcript-producing job, honouring `--expect` / `--record` (shared with `simulate`'s
/// behaviour: on a difference a unified diff and exit 1).
enum GoldenRun {
  /// Runs `job` with a renderer for `format` (text into memory when comparing), then compares
  /// or records. `--record` writes the golden file only after a run that succeeded, whole or
  /// not at all, and never over one of the run's `inputs`.
  static func run(
    golden: GoldenOptions, format: OutputFormat, output: OutputSink, errors: OutputSink,
    inputs: [String] = [], _ job: (any RecordRenderer) -> Int32
  ) -> Int32 {
    if let goldenPath = golden.expect, golden.record {
      // Refused before the run, so nothing is printed for a run that cannot be recorded.
      do { try OutputFile.refuseInputs(goldenPath, inputs: inputs) } catch {
        return ErrorReport.report(error, errors: errors)
      }
    }
    let transcript = golden.expect == nil ? output : OutputSink.memory()
    let renderer = (golden.expect == nil ? format : .text).renderer(writingTo: transcript)
    // A golden holds every record but the detector's and the engine's explanations (SPEC §8.1),
    // so `--explain` never changes what `--expect` compares.
    let status = job(golden.expect == nil ? renderer : WithoutDecisions(renderer))
    guard let goldenPath = golden.expect else { return status }
    if golden.record {
      guard status == ExitStatus.ok.rawValue else {
        errors.write("orientsim: the run failed; \(goldenPath) is left as it was\n")
        return status
      }
      do {
        try GoldenFile.write(transcript.text, to: goldenPath, inputs: inputs)
        errors.write("orientsim: recorded \(goldenPath)\n")
      } catch {
        if error is InputError { return ErrorReport.report(error, errors: errors) }
        errors.write("orientsim: cannot write \(goldenPath): \(error)\n")
        return ExitStatus.cannotCreate.rawValue
      }
      return status
    }
    do {
      if let diff = try GoldenFile.diff(transcript.text, againstFileAt: goldenPath) {
        // The golden file's lines are input: each diff line is escaped to stay one line.
        output.write(
          diff.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.escaped(String($0)) }.joined(separator: "\n"))
        errors.write(
          "orientsim: the transcript differs from \(goldenPath); if the change is intended, "
            + "refresh it with --record\n")
        return status == ExitStatus.ok.rawValue ? ExitStatus.mismatch.rawValue : status
      }
    } catch {
      return ErrorReport.report(error, errors: errors)
    }
    return status
  }
}

/// Passes every record but `decision` ones on to a renderer.
final class WithoutDecisions: RecordRenderer {
  let renderer: any RecordRenderer
  init(_ renderer: any RecordRenderer) { self.renderer = renderer }
  func render(_ record: CallbackRecord) {
    if record.kind != .decision { renderer.render(record) }
  }
  func finish(_ end: RunEnd) { renderer.finish(end) }
}

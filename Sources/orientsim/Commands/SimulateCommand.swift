import ArgumentParser
import OrientationCore
import OrientationFormats

/// `orientsim simulate SCENE`: runs a scene's scripted events, no trace needed (SPEC §8.1).
struct SimulateCommand: StreamingCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run a scene's scripted events and print every UIKit callback.",
    discussion: """
      A scene file (YAML, see Configs/scenes/) describes the app, its view-controller tree and \
      timed events: device turns, presentations, pushes, resizes. The engine runs them in \
      virtual time and prints each record: time, view controller, call with arguments, \
      and the view controller's [orientation W×H].

      Example:
        $ orientsim simulate Configs/scenes/rotate-plain.yaml
          1.000  (device)     orientationDidChange {orientation: landscapeLeft}
          1.000  root         ? shouldAutorotate -> true  [portrait 393×852]
          1.000  root         viewWillLayoutSubviews()  [landscapeRight 852×393]
        $ orientsim simulate scene.yaml --profile ios7 --format jsonl
        $ orientsim simulate scene.yaml --explain   # why turns did not rotate, what waited
        $ orientsim simulate scene.yaml --expect scene.txt           # check
        $ orientsim simulate scene.yaml --expect scene.txt --record  # write

      --expect --record writes the golden file only after a run that succeeded.

      \(ExitStatus.helpTable)
      """)

  @Argument(
    help: ArgumentHelp("The scene file (YAML).", valueName: "scene"),
    completion: .file(extensions: ["yaml", "yml"]))
  var scene: String

  @OptionGroup var engine: EngineOptions
  @OptionGroup var golden: GoldenOptions

  @Flag(
    help: ArgumentHelp(
      "Add decision records: why a device turn left the interface where it was, and which "
        + "inputs waited for a running transition (SPEC §5.6)."))
  var explain = false

  func validate() throws {
    try golden.validate(format: engine.format)
  }

  /// The command's work, writing to the given sinks and returning the exit status: the
  /// in-process entry point the tests call.
  func execute(output: OutputSink, errors: OutputSink, progress: ProgressReporter?) -> Int32 {
    SceneChoice.run(scene, engine: engine, output: output, errors: errors) { loaded in
      GoldenRun.run(
        golden: golden, format: engine.format, output: output, errors: errors, inputs: [scene]
      ) {
        renderer in SceneRun.run(loaded, into: renderer, errors: errors, explains: explain)
      }
    }
  }
}

/// Runs a loaded scene through the engine into a renderer; shared by the commands that run
/// scenes.
enum SceneRun {
  /// Streams every record to `renderer` and ends it; a UIKit exception ends the run with its
  /// reason on `errors`, in UIKit's own words, and status 3.
  static func run(
    _ loaded: LoadedScene, into renderer: any RecordRenderer, errors: OutputSink,
    explains: Bool = false
  ) -> Int32 {
    let simulator: Simulator
    do {
      simulator = try Simulator(scene: loaded.scene, deviceProfile: loaded.deviceProfile)
    } catch {
      return report(error, errors: errors)
    }
    simulator.retainsRecords = false
    simulator.explainsRefusals = explains
    simulator.onRecord = { renderer.render($0) }
    var status = ExitStatus.ok.rawValue
    do {
      try simulator.runScene()
    } catch {
      status = ErrorReport.report(error, errors: errors, sceneFile: loaded.file)
    }
    renderer.finish(
      RunEnd(
        rotations: simulator.statistics.rotations,
        finalDeviceOrientation: simulator.deviceOrientation,
        finalInterfaceOrientation: simulator.interfaceOrientation))
    return status
  }

  private static func report(_ error: any Error, errors: OutputSink) -> Int32 {
    ErrorReport.report(error, errors: errors)
  }
}

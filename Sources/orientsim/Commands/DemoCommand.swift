import ArgumentParser
import Foundation
import OrientationCore
import OrientationFormats

/// `orientsim demo`: the bundled trace against the bundled scene (SPEC §8.1).
struct DemoCommand: StreamingCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Replay the bundled trace against the bundled scene and print the timeline.",
    discussion: """
      Replays Configs/traces/demo.evemu (a 22-second evemu recording made from \
      Configs/poses/demo.yaml) against Configs/scenes/demo.yaml: a tab bar with a navigation \
      stack, a portrait-only Settings tab and a full-screen landscape video player. The \
      timeline shows each device turn the detector found, the questions UIKit asks and the \
      callbacks it sends, with the interface orientation and size of each view controller.

      Example:
        $ orientsim demo
        $ orientsim demo --explain              # why each turn did or did not rotate
        $ orientsim demo --detector iio --format summary

      The bundled files missing is exit 66 (run from the package, or pass --configs DIR).

      \(ExitStatus.helpTable)
      """)

  @Option(
    help: ArgumentHelp(
      "The Configs directory (default: found from the current directory or the executable).",
      valueName: "dir"))
  var configs: String?

  @OptionGroup var detection: DetectionOptions
  @OptionGroup var engine: EngineOptions

  @Option(help: ArgumentHelp("Pace the replay at this factor (1 = real time).", valueName: "x"))
  var speed: Double?

  func validate() throws {
    try NumericOption.check("--speed", speed, in: NumericOption.speed)
  }

  /// The bundled trace, relative to the Configs directory.
  static let tracePath = "traces/demo.evemu"
  /// The bundled scene, relative to the Configs directory.
  static let scenePath = "scenes/demo.yaml"

  /// The command's work; the tests call it in-process.
  func execute(output: OutputSink, errors: OutputSink, progress: ProgressReporter?) -> Int32 {
    guard let directory = configs ?? Self.findConfigs() else {
      errors.write(
        "orientsim: cannot find the bundled Configs directory (\(Self.tracePath)); run from the "
          + "package directory or pass --configs DIR\n")
      errors.flush()
      return ExitStatus.noInput.rawValue
    }
    let trace = directory + "/" + Self.tracePath
    let scene = directory + "/" + Self.scenePath
    return SceneChoice.run(scene, engine: engine, output: output, errors: errors) { loaded in
      let plan = ReplayPlan(
        trace: trace, loaded: loaded, detection: detection, speed: speed)
      let renderer = engine.format.renderer(writingTo: output)
      guard engine.format == .text else {
        return TraceReplay.run(plan, into: renderer, errors: errors)
      }
      output.write(
        Self.header(
          trace: Self.tracePath, scene: Self.scenePath, loaded: loaded, detection: detection))
      let counter = DemoTotals(wrapping: renderer)
      let status = TraceReplay.run(plan, into: counter, errors: errors)
      output.write(counter.footer)
      return status
    }
  }

  /// The lines before the timeline: what runs, and how to read it.
  static func header(
    trace: String, scene: String, loaded: LoadedScene, detection: DetectionOptions
  ) -> String {
    """
    orientsim demo: \(trace) replayed against \(scene)
      \(loaded.deviceProfile.id), \(loaded.scene.profile.name): a tab bar (feed: a navigation stack; \
    settings: portrait only), then a full-screen landscape video player
      detector: \(detection.detector)\(detection.locksPortrait ? ", portrait lock on" : "")

      time  who          call {arguments}  [interface orientation, the view's width×height]
                         ? marks a question UIKit asks the app, -> its answer


    """
  }

  /// Finds `Configs/` holding the demo trace: in the current directory or above it, else
  /// beside or above the executable (`.build/release/orientsim` → the package).
  static func findConfigs() -> String? {
    var starts = [FileManager.default.currentDirectoryPath]
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    {
      starts.append((executable as NSString).deletingLastPathComponent)
    }
    for start in starts {
      var directory = URL(fileURLWithPath: start)
      for _ in 0..<6 {
        let candidate = directory.appendingPathComponent("Configs")
        if FileManager.default.fileExists(
          atPath: candidate.appendingPathComponent(tracePath).path)
        {
          return candidate.path
        }
        directory.deleteLastPathComponent()
      }
    }
    return nil
  }
}

/// Passes records through to the text renderer and counts what the demo's closing lines say.
final class DemoTotals: RecordRenderer {
  private let inner: any RecordRenderer
  private var deviceChanges = 0
  private var callbacks = 0
  private var end: RunEnd?

  init(wrapping inner: any RecordRenderer) { self.inner = inner }

  func render(_ record: CallbackRecord) {
    switch record.kind {
    case .device: deviceChanges += 1
    case .callback: callbacks += 1
    default: break
    }
    inner.render(record)
  }

  func finish(_ end: RunEnd) {
    self.end = end
    inner.finish(end)
  }

  /// `1100 samples, 9 device-orientation changes, 5 rotations, 240 callbacks; ends …`.
  var footer: String {
    guard let end else { return "" }
    return """

      \(end.samples) samples → \(deviceChanges) device-orientation changes → \
      \(end.rotations ?? 0) rotations, \(callbacks) callbacks
      ends with the device \(end.finalDeviceOrientation) and the interface \
      \(end.finalInterfaceOrientation)
      try: orientsim demo --explain    (why each turn did or did not rotate)

      """
  }
}

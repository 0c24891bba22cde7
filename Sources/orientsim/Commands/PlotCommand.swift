import ArgumentParser
import OrientationCore
import OrientationIO

/// `orientsim plot TRACE -o FILE.svg`: samples, angles, decisions and callbacks on one time
/// axis (SPEC §8.1).
struct PlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plot",
    abstract: "Draw a trace's samples, angles, decisions and callbacks as one SVG timeline.",
    discussion: """
      The trace (evemu, libinput record or CSV; detected from its content) runs through the \
      detector and the engine exactly as in a replay. The SVG shows, on one time axis: x/y/z \
      in g; tilt and orientation angle with the detector's thresholds; the detector's \
      proposal with settle and lock-out periods hatched; the device orientation with a tick \
      per decision; the interface orientation with rotations hatched; and one row of \
      callback markers per view controller. Hover a marker or a tick in a browser to read \
      the calls and the decision's angles. Long traces are decimated per pixel column for \
      drawing; every decision and callback is kept.

      --from/--to zoom: the whole trace up to --to still runs (the detector and the engine \
      need their history), and only the window is drawn. The app launches at the first \
      sample, or — when the scene does not fix launch.deviceOrientation — at the detector's \
      first decision, into it; the scene's own events (device ones included) run at their times.

      Render to PNG with: rsvg-convert -o plot.png plot.svg

      Example:
        $ orientsim synth Configs/poses/tour.yaml -o tour.csv
        $ orientsim plot tour.csv -o tour.svg
        $ orientsim plot tour.csv --scene docs/images/plot-example.yaml \\
            --detector iio --from 2 --to 6 -o zoom.svg

      Exit codes:
        0   ok
        2   usage error
        3   UIKit raised an exception; the reason is on stderr and the plot,
            written anyway, stops at it
        65  malformed trace or scene (file:line:col: ...)
        66  the trace or scene is missing
      """)

  @Argument(
    help: ArgumentHelp("The trace: evemu, libinput record (YAML) or CSV.", valueName: "trace"))
  var trace: String

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("The SVG file to write.", valueName: "file.svg"))
  var output: String

  @Option(
    help: ArgumentHelp(
      "Scene file (YAML) the trace drives; default: one plain view controller on iphone-15, "
        + "ios13, app mask allButUpsideDown.", valueName: "scene"))
  var scene: String?

  @Option(
    help: ArgumentHelp(
      "Behaviour profile, replacing the scene's: ios7, ios8, ios13 or ios16.",
      valueName: "profile"))
  var profile: ProfileName?

  @Option(
    help: ArgumentHelp(
      "Device profile, replacing the scene's: a built-in id (iphone-15, ipad-9th, …) or the path "
        + "of a device-profile YAML file.", valueName: "id|path"))
  var deviceProfile: String?

  @OptionGroup var detection: DetectionOptions

  @Option(help: ArgumentHelp("Start of the window drawn, seconds.", valueName: "t"))
  var from: Double?

  @Option(help: ArgumentHelp("End of the window drawn, seconds.", valueName: "t"))
  var to: Double?

  @Option(help: ArgumentHelp("Width of the plotting area, pixels.", valueName: "px"))
  var width: Int = 1200

  func validate() throws {
    for (name, value) in [("--from", from), ("--to", to)] {
      if let value, !value.isFinite { throw ValidationError("\(name) must be a number.") }
    }
    if let from, let to, to <= from {
      throw ValidationError("--to must be later than --from.")
    }
    if width < 200 || width > 20000 {
      throw ValidationError("--width must be between 200 and 20000 pixels.")
    }
  }

  func run() throws {
    let timeline: Timeline
    do {
      timeline = try makeTimeline()
    } catch let code as ExitCode {
      throw code
    } catch {
      throw IOExit.report(error)
    }
    let svg = TimelinePlot.svg(timeline, options: TimelinePlot.Options(plotWidth: width))
    do {
      var writer = try TextFileWriter(path: output)
      try writer.write(svg)
    } catch {
      throw IOExit.report(error)
    }
    if let exception = timeline.exception {
      printError("UIKit exception: \(exception) (the plot shows the run up to it)")
      throw ExitCode(ExitStatus.exception)
    }
  }

  /// Reads the trace and runs it through the detector and the engine.
  func makeTimeline() throws -> Timeline {
    let overrides = SceneOverrides(
      profile: profile.map { BehaviorProfile(name: $0.rawValue)! },
      deviceProfile: try deviceProfile.map { try DeviceProfileFile.resolve($0) })
    let loaded: LoadedScene
    if let scene {
      loaded = try SceneFile.load(scene, overrides: overrides)
    } else {
      var description = SceneDescription.default
      if let profile = overrides.profile { description.profile = profile }
      let device =
        overrides.deviceProfile ?? DeviceProfile.named(SceneDescription.default.device)!
      description.device = device.id
      loaded = LoadedScene(
        scene: description, deviceProfile: device, file: "", fixesLaunchOrientation: false)
    }
    let simulator = try Simulator(scene: loaded.scene, deviceProfile: loaded.deviceProfile)
    let pipeline = detection.makePipeline()

    let source = try TraceFormat.open(path: trace)
    let converter = try detection.converter(for: source.device)
    let title =
      "\(Self.baseName(trace)) · scene \(scene.map(Self.baseName) ?? "default") "
      + "(\(loaded.deviceProfile.id), \(loaded.scene.profile.name))"
    var recorder = TimelineRecorder(
      pipeline: pipeline, simulator: simulator, title: title, from: from, to: to)
    recorder.launchesOnFirstDecision = !loaded.fixesLaunchOrientation
    try TraceFormat.forEachSample(of: source, converter: converter) { sample, _ in
      if recorder.isPastWindow(sample.time) { return false }
      recorder.add(sample)
      return true
    }
    return recorder.finish()
  }

  static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

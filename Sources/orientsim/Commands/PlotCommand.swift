import ArgumentParser
import OrientationCore
import OrientationFormats
import OrientationPlot

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
      per decision (hatched as a lock-out while the portrait lock is on); the interface orientation with rotations hatched; with hinge \
      readings (a CSV's hinge column, SW_LID events, --hinge) or on a foldable, the hinge angle \
      with the posture detector's thresholds and the display with its posture; and one row of \
      callback markers per view controller. Hover a marker or a tick in a browser to read \
      the calls and the decision's angles. Long traces are decimated per pixel column for \
      drawing; every decision and callback is kept.

      --from/--to zoom: the whole trace up to --to still runs (the detector and the engine \
      need their history), and only the window is drawn. The run is the one `replay` makes \
      (the app launches at time 0, or — when the scene does not fix \
      launch.deviceOrientation — at the detector's first decision, into it; the scene's own \
      events, device ones included, run at their times), so the plot shows exactly the \
      records a replay prints.

      Render to PNG with: rsvg-convert -o plot.png plot.svg

      Example:
        $ orientsim synth Configs/poses/tour.yaml -o tour.csv
        $ orientsim plot tour.csv -o tour.svg
        $ orientsim plot tour.csv --scene docs/images/plot-example.yaml \\
            --detector iio --from 2 --to 6 -o zoom.svg

      On a UIKit exception (3) the plot is written anyway and stops at it. The SVG replaces \
      the output only when it is complete.

      \(ExitStatus.helpTable)
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
      "Scene file (YAML) the trace drives; default: one plain view controller on iphone-15 "
        + "under the default profile, app mask allButUpsideDown.", valueName: "scene"))
  var scene: String?

  @OptionGroup var profiles: ProfileOptions

  @Option(
    help: ArgumentHelp(
      "A trace whose hinge readings replace the trace's own (as replay's --hinge).",
      valueName: "hinge-trace"),
    completion: .file())
  var hinge: String?

  @OptionGroup var detection: DetectionOptions

  @Option(help: ArgumentHelp("Start of the window drawn, seconds.", valueName: "t"))
  var from: Double?

  @Option(help: ArgumentHelp("End of the window drawn, seconds.", valueName: "t"))
  var to: Double?

  @Option(help: ArgumentHelp("Width of the plotting area, pixels.", valueName: "px"))
  var width: Int = 1200

  func validate() throws {
    try NumericOption.check("--from", from, in: NumericOption.time)
    try NumericOption.check("--to", to, in: NumericOption.time)
    if let from, let to, to <= from {
      throw ValidationError("--to must be later than --from.")
    }
    if width < 200 || width > 20000 {
      throw ValidationError("--width must be between 200 and 20000 pixels.")
    }
  }

  func run() throws {
    let plan: ReplayPlan
    let title: String
    do {
      (plan, title) = try makePlan()
    } catch let code as ExitCode {
      throw code
    } catch {
      throw ErrorReport.exit(error)
    }
    let errors = OutputSink(descriptor: .standardError, capacity: 1)
    let (timeline, status) = Self.timeline(plan, title: title, from: from, errors: errors)
    errors.flush()
    guard status == ExitStatus.ok.rawValue || status == ExitStatus.exception.rawValue else {
      throw ExitCode(status)
    }
    let svg = TimelinePlot.svg(timeline, options: TimelinePlot.Options(plotWidth: width))
    do {
      var writer = try TextFileWriter(
        path: output, inputs: [trace] + (scene.map { [$0] } ?? []) + (hinge.map { [$0] } ?? []))
      try writer.write(svg)
      try writer.commit()
    } catch {
      throw ErrorReport.exit(error)
    }
    if status == ExitStatus.exception.rawValue {
      printError("the plot shows the run up to the exception")
      throw ExitCode(status)
    }
  }

  /// Runs `plan` — the session a replay runs, with the timeline as its observer — and returns
  /// what the plot draws of the window from `from` to the plan's end, and the exit status.
  static func timeline(
    _ plan: ReplayPlan, title: String, from: Double?, errors: OutputSink
  ) -> (Timeline, Int32) {
    let recorder = TimelineRecorder(
      detector: plan.detection.makePipeline().detector.kind, title: title, from: from,
      to: plan.to)
    let status = TraceReplay.run(plan, into: nil, errors: errors, observers: [recorder])
    return (recorder.finish(), status)
  }

  /// The replay the plot draws: the whole trace up to `--to` (samples before `--from` run too:
  /// the detector and the engine need their history).
  func makePlan() throws -> (ReplayPlan, String) {
    let loaded = try SceneChoice.load(scene, overrides: profiles.sceneOverrides())
    let title =
      "\(Self.baseName(trace)) · scene \(scene.map(Self.baseName) ?? "default") "
      + "(\(loaded.deviceProfile.id), \(loaded.scene.profile.name))"
    return (
      ReplayPlan(trace: trace, loaded: loaded, detection: detection, to: to, hinge: hinge), title
    )
  }

  static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

import Foundation
import OrientationCore
import OrientationFormats
import Testing

@testable import orientsim

/// `plot` and `replay` run one session (SPEC §8.1): for the same trace and scene they must show
/// the same records, at the same times, in the same order.
@Suite("One session: plot and replay agree")
struct SessionAgreementTests {
  static let traces = [
    "Configs/traces/demo.evemu", "Configs/traces/tour.csv", "Configs/traces/iphone-duo-fold.csv",
  ]

  static var cases: [(String, String?)] {
    traces.flatMap { trace in
      [(trace, nil)] + Paths.exampleScenes.map { (trace, "Configs/scenes/\($0)") }
    }
  }

  @Test("plot draws exactly the records replay prints", arguments: cases)
  func agree(trace: String, scene: String?) throws {
    let tracePath = Paths.package.appendingPathComponent(trace).path
    let scenePath = scene.map { Paths.package.appendingPathComponent($0).path }

    var replayArguments = [tracePath]
    if let scenePath { replayArguments += ["--scene", scenePath] }
    let replay = try ReplayCommand.parse(replayArguments)
    let replayed = OutputSink.memory()
    let replayErrors = OutputSink.memory()
    let replayStatus = replay.execute(output: replayed, errors: replayErrors)

    var plotArguments = [tracePath, "-o", "/unused.svg"]
    if let scenePath { plotArguments += ["--scene", scenePath] }
    let plot = try PlotCommand.parse(plotArguments)
    let (plan, title) = try plot.makePlan()
    let plotErrors = OutputSink.memory()
    let (timeline, plotStatus) = PlotCommand.timeline(
      plan, title: title, from: nil, errors: plotErrors)
    let drawn = OutputSink.memory()
    let renderer = TextRenderer(sink: drawn)
    for record in timeline.records { renderer.render(record) }
    drawn.flush()

    #expect(plotStatus == replayStatus)
    #expect(!timeline.records.isEmpty)
    let replayLines = Self.recordLines(replayed.text)
    #expect(replayLines.count == timeline.records.count)
    #expect(Self.recordLines(drawn.text) == replayLines)
  }

  /// The text format's record lines (the renderer's closing totals are not records).
  static func recordLines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter {
      $0.drop { $0 == " " }.first?.isNumber ?? false
    }
  }
}

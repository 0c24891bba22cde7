import ArgumentParser
import OrientationCore

/// The command line, and only that: each command turns its options into a session (or a scene
/// run) and its outcome into an exit code; the work lives in the library modules
/// (ARCHITECTURE.md).
@main
struct Orientsim: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "orientsim",
    abstract: "Reproduces how UIKit turns device motion into interface rotations.",
    version: "0.1.0",
    subcommands: [
      SimulateCommand.self, SynthCommand.self, DevicesCommand.self, RecordCommand.self,
      ConvertCommand.self, PlayCommand.self, ReplayCommand.self, DemoCommand.self,
      WatchCommand.self, PlotCommand.self,
    ]
  )
}

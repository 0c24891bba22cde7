import ArgumentParser
import OrientationCore

@main
struct Orientsim: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "orientsim",
    abstract: "Reproduces how UIKit turns device motion into interface rotations.",
    version: "0.1.0",
    subcommands: [
      SimulateCommand.self, SynthCommand.self, DevicesCommand.self, RecordCommand.self,
      ConvertCommand.self, PlayCommand.self,
    ]
  )
}

import Foundation
import OrientationFormats

@testable import orientsim

/// Paths of the package, found from this file's location.
enum Paths {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let scenes = package.appendingPathComponent("Configs/scenes")
  static let golden = package.appendingPathComponent("Tests/orientsimTests/Golden")
  static let testScenes = package.appendingPathComponent("Tests/orientsimTests/Scenes")

  /// The example scenes in `Configs/scenes`, by file name.
  static var exampleScenes: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? [])
      .filter { $0.hasSuffix(".yaml") }.sorted()
  }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("orientsim-cli-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// What an in-process run of a command printed and returned.
struct CommandResult {
  var status: Int32
  var output: String
  var errors: String
}

/// Runs `orientsim simulate` in-process with `arguments` (the scene first).
func simulate(_ arguments: [String]) throws -> CommandResult {
  let command = try SimulateCommand.parse(arguments)
  let output = OutputSink.memory()
  let errors = OutputSink.memory()
  let status = command.execute(output: output, errors: errors)
  return CommandResult(status: status, output: output.text, errors: errors.text)
}

/// The built `orientsim` executable, beside the test bundle.
func builtExecutable() -> URL? {
  var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
  if let argument = CommandLine.arguments.first {
    candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
  }
  return candidates.map { $0.appendingPathComponent("orientsim") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// Runs the built executable; returns its status, stdout and stderr.
func runExecutable(_ arguments: [String]) throws -> CommandResult? {
  guard let executable = builtExecutable() else { return nil }
  return try spawn(executable.path, arguments)
}

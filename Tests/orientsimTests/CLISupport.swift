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

/// The built executable copied where the user nobody (65534) can run it, for the cases that run
/// it as nobody: a checkout in a directory other users cannot enter (`/root/orientsim`, a
/// `mktemp -d`) hides the one under `.build`. The copy lives in a fresh world-readable
/// temporary directory, made once per test process and removed when it exits.
enum UnprivilegedExecutable {
  /// The copy, or why the cases that need it cannot run (printed when they are skipped).
  static let located: (url: URL?, problem: String) = locate()

  nonisolated(unsafe) private static var directory = ""

  private static func locate() -> (url: URL?, problem: String) {
    guard let built = builtExecutable() else {
      return (nil, "the orientsim executable is not built")
    }
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/orientsim-bin-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      return (nil, "cannot make a temporary directory for a copy of \(built.path)")
    }
    let path = String(cString: made)
    directory = path
    atexit { try? FileManager.default.removeItem(atPath: UnprivilegedExecutable.directory) }
    let copy = URL(fileURLWithPath: path).appendingPathComponent("orientsim")
    do {
      try FileManager.default.copyItem(at: built, to: copy)
    } catch {
      return (nil, "cannot copy \(built.path) to \(copy.path): \(error)")
    }
    chmod(path, 0o755)
    chmod(copy.path, 0o755)
    // The toolchain's libraries must be readable too: a toolchain in a private directory
    // cannot be copied around, so those cases are skipped with that reason.
    let probe = try? spawn(
      "/usr/bin/setpriv",
      ["--reuid=65534", "--regid=65534", "--clear-groups", copy.path, "--version"])
    guard let probe, probe.status == 0 else {
      return (nil, "nobody (65534) cannot run \(copy.path): \(probe?.errors ?? "setpriv failed")")
    }
    return (copy, "")
  }
}

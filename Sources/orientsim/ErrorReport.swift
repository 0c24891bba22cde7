import ArgumentParser
import Glibc
import OrientationCore
import OrientationFormats

/// How every command prints an error and which exit code it ends with: the message on standard
/// error (`orientsim: file:line:col: message`, or UIKit's own words for an exception) and the
/// code of ``ExitStatus``'s one table.
enum ErrorReport {
  /// The line printed for `error`, without its newline.
  static func message(_ error: any Error) -> String {
    if let exception = error as? OrientationError {
      return "*** Terminating app due to uncaught exception '\(exception.name)', reason: "
        + "'\(TerminalText.escaped(exception.reason))'"
    }
    // Errors escape the text they quote from inputs themselves (InputError, InputFileError);
    // a device error's advice is meant to span lines.
    return "orientsim: " + String(describing: error)
  }

  /// Prints `error` to `errors` and returns its exit code. A scene mistake the engine found
  /// while performing an event of `sceneFile` (an unknown id, `select` on a tab that is gone,
  /// nesting too deep) is bad input at the event's line, not a UIKit exception.
  static func report(_ error: any Error, errors: OutputSink, sceneFile: String? = nil) -> Int32 {
    let error = sceneFile.map { inScene(error, file: $0) } ?? error
    errors.write(message(error) + "\n")
    return ExitStatus(for: error).rawValue
  }

  /// `error` as an ``InputError`` of `file` when it is a scene mistake.
  static func inScene(_ error: any Error, file: String) -> any Error {
    guard let error = error as? OrientationError, error.isSceneMistake else { return error }
    return InputError(file: file, line: error.line, column: 0, message: error.reason)
  }

  /// Prints `error` to standard error and returns the `ExitCode` to throw.
  static func exit(_ error: any Error, printing: Bool = true) -> ExitCode {
    if printing { StandardErrorStream.writeLine(message(error)) }
    return ExitCode(ExitStatus(for: error))
  }
}

extension ExitCode {
  /// The argument-parser code of a status of the table.
  init(_ status: ExitStatus) { self.init(status.rawValue) }
}

/// Writes a line to standard error, after `orientsim: `.
func printError(_ text: String) {
  StandardErrorStream.writeLine("orientsim: " + text)
}

struct StandardErrorStream: TextOutputStream {
  static func writeLine(_ line: String) {
    var stream = StandardErrorStream()
    print(line, to: &stream)
  }

  mutating func write(_ string: String) {
    var bytes = Array(string.utf8)
    while !bytes.isEmpty {
      let count = Glibc.write(2, bytes, bytes.count)
      if count <= 0 { return }
      bytes.removeFirst(count)
    }
  }
}

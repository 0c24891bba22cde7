import ArgumentParser
import Glibc
import OrientationCore
import OrientationIO

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

  /// Prints `error` to `errors` and returns its exit code.
  static func report(_ error: any Error, errors: OutputSink) -> Int32 {
    errors.write(message(error) + "\n")
    return ExitStatus(for: error).rawValue
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

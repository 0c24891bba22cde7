import ArgumentParser
import Glibc
import OrientationIO

/// Exit codes of SPEC §8.1 that input and device errors map to.
enum IOExit {
  /// Device lost, or no device to use (uinput unavailable).
  static let deviceLost = ExitCode(4)
  /// Bad input data with file:line.
  static let badData = ExitCode(65)
  /// A missing input file.
  static let missingInput = ExitCode(66)
  /// Permission denied.
  static let permissionDenied = ExitCode(77)

  /// Prints `error` to standard error and returns the exit code it maps to.
  static func report(_ error: any Error) -> ExitCode {
    printError(String(describing: error))
    switch error {
    case let error as TraceError:
      _ = error
      return badData
    case let error as InputError:
      return ExitCode(error.exitCode)
    case let error as TraceFileError:
      switch error {
      case .file(let file): return file.isMissing ? missingInput : ExitCode(74)
      case .trace: return badData
      }
    case let error as InputFileError:
      if error.errno == .permissionDenied { return permissionDenied }
      return error.isMissing ? missingInput : ExitCode(73)
    case let error as DeviceError:
      switch error.kind {
      case .permissionDenied: return permissionDenied
      case .deviceLost, .unsupported: return deviceLost
      case .notFound: return missingInput
      case .other: return ExitCode(74)
      }
    case is SampleConversionError:
      return .validationFailure
    default:
      return .failure
    }
  }
}

/// Writes a line to standard error.
func printError(_ text: String) {
  var stream = StandardErrorStream()
  print("orientsim: " + text, to: &stream)
}

struct StandardErrorStream: TextOutputStream {
  mutating func write(_ string: String) {
    var bytes = Array(string.utf8)
    while !bytes.isEmpty {
      let count = Glibc.write(2, bytes, bytes.count)
      if count <= 0 { return }
      bytes.removeFirst(count)
    }
  }
}

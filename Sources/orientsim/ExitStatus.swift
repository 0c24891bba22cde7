import OrientationCore
import OrientationFormats
import OrientationLinux
import OrientationTraces
import SystemPackage

/// The exit codes of every `orientsim` command, in one table (SPEC §8.1; sysexits.h above 63).
///
/// In the style of argument-parser's `ExitCode`: a raw value with named constants. Every error a
/// command can meet maps to one of these through ``init(for:)``, the one mapper; commands never
/// write a literal code.
///
/// | code | meaning |
/// |-----:|---------|
/// | 0 | ok |
/// | 1 | the transcript differs from `--expect` (and nothing else) |
/// | 2 | usage: bad arguments, an output that would destroy an input, axes without a resolution |
/// | 3 | UIKit raised an exception |
/// | 4 | the input device went away |
/// | 65 | bad input data (`file:line:col: message`) |
/// | 66 | an input file is missing or is not a file |
/// | 70 | internal error |
/// | 73 | the output cannot be created |
/// | 74 | reading or writing failed (I/O error, full disk) |
/// | 77 | permission denied |
struct ExitStatus: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The process exit code.
  var rawValue: Int32
  /// A status with this code.
  init(rawValue: Int32) { self.rawValue = rawValue }

  /// Everything went well.
  static let ok = ExitStatus(rawValue: 0)
  /// `--expect`: the transcript differs from the golden file.
  static let mismatch = ExitStatus(rawValue: 1)
  /// Bad arguments, or an output orientsim refuses to write.
  static let usage = ExitStatus(rawValue: 2)
  /// UIKit raised an exception (reason on stderr).
  static let exception = ExitStatus(rawValue: 3)
  /// The input device went away.
  static let deviceLost = ExitStatus(rawValue: 4)
  /// Bad input data; the message names file:line:col (`EX_DATAERR`).
  static let dataError = ExitStatus(rawValue: 65)
  /// An input file does not exist or cannot be used as one (`EX_NOINPUT`).
  static let noInput = ExitStatus(rawValue: 66)
  /// An internal error (`EX_SOFTWARE`).
  static let software = ExitStatus(rawValue: 70)
  /// The output cannot be created (`EX_CANTCREAT`).
  static let cannotCreate = ExitStatus(rawValue: 73)
  /// Reading or writing failed (`EX_IOERR`).
  static let ioError = ExitStatus(rawValue: 74)
  /// Permission denied (`EX_NOPERM`).
  static let noPermission = ExitStatus(rawValue: 77)

  /// Every status, in code order.
  static let all: [ExitStatus] = [
    .ok, .mismatch, .usage, .exception, .deviceLost, .dataError, .noInput, .software,
    .cannotCreate, .ioError, .noPermission,
  ]

  /// What the code means, as the `--help` table words it.
  var meaning: String {
    switch rawValue {
    case 0: "ok"
    case 1: "the transcript differs from --expect (a unified diff is printed)"
    case 2: "usage error; also an output that would overwrite an input, axes without a resolution"
    case 3: "UIKit raised an exception; its reason is on stderr"
    case 4: "the input device went away"
    case 65: "bad input data (file:line:col: message)"
    case 66: "an input file is missing, or is a directory"
    case 70: "internal error"
    case 73: "the output cannot be created"
    case 74: "an I/O error while reading or writing (e.g. a full disk)"
    case 77: "permission denied"
    default: "unknown"
    }
  }

  /// The table every command's `--help` ends with.
  static let helpTable: String =
    "Exit codes:\n"
    + all.map { status in
      let code = String(status.rawValue)
      return "  " + code + String(repeating: " ", count: 4 - code.count) + status.meaning
    }.joined(separator: "\n")

  /// The code.
  var description: String { String(rawValue) }

  /// The status an error maps to: the one mapper every command uses.
  init(for error: any Error) {
    switch error {
    case let error as InputError: self = error.kind.exitStatus
    case let error as InputFileError: self = Self(errno: error.errno, reading: true)
    case let error as DeviceError:
      switch error.kind {
      case .permissionDenied: self = .noPermission
      case .deviceLost, .unsupported: self = .deviceLost
      case .notFound: self = .noInput
      case .other: self = .ioError
      }
    case let error as SampleConversionError: self = error.isDataError ? .dataError : .usage
    case is OrientationError: self = .exception
    case let error as Errno: self = Self(errno: error, reading: true)
    default: self = .software
    }
  }

  /// The status of a failed system call: missing and permission first, then I/O.
  init(errno: Errno, reading: Bool) {
    switch errno {
    case .noSuchFileOrDirectory, .notDirectory, .isDirectory:
      self = reading ? .noInput : .cannotCreate
    case .permissionDenied, .notPermitted: self = .noPermission
    case .readOnlyFileSystem, .fileExists: self = reading ? .ioError : .cannotCreate
    default: self = .ioError
    }
  }
}

extension InputError.Kind {
  /// The exit status of this kind.
  var exitStatus: ExitStatus {
    switch self {
    case .malformed: .dataError
    case .missingFile: .noInput
    case .refused: .usage
    case .cannotCreate: .cannotCreate
    case .ioError: .ioError
    case .permissionDenied: .noPermission
    }
  }
}

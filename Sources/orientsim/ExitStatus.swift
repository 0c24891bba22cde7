import OrientationIO

/// The exit codes of SPEC §8.1, in one place.
enum ExitStatus {
  static let ok: Int32 = 0
  /// `--expect`: the transcript differs from the golden file.
  static let mismatch: Int32 = 1
  /// Bad arguments.
  static let usage: Int32 = 2
  /// UIKit raised an exception (reason on stderr).
  static let exception: Int32 = 3
  /// The input device went away.
  static let deviceLost: Int32 = 4
  /// Bad input data; the message names file:line.
  static let badData: Int32 = 65
  /// An input file does not exist.
  static let missingFile: Int32 = 66
  /// No permission to open the device.
  static let permissionDenied: Int32 = 77
}

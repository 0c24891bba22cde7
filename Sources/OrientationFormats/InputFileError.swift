import SystemPackage

/// An input file that could not be opened or read at all (the CLI exits 66 when it is missing).
public struct InputFileError: Error, Sendable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// The failure.
  public var errno: Errno

  /// An error for `path`.
  public init(path: String, errno: Errno) {
    self.path = path
    self.errno = errno
  }

  /// Whether the file does not exist.
  public var isMissing: Bool { errno == .noSuchFileOrDirectory || errno == .notDirectory }

  /// `path: No such file or directory`.
  public var description: String { "\(TerminalText.escaped(path)): \(errno.description)" }
}

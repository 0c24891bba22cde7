import SystemPackage

/// A problem with a file: where it is and what is wrong, in one sentence.
///
/// Every parser (traces, pose scripts, scene files, device profiles, Info.plist files) and every
/// output throws this one type, so the command line renders every problem the same way
/// (`scene.yaml:12:3: unknown key 'suported'`) and maps it to one exit status through its
/// ``kind``. `TraceError` is another name for it.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, coarsely: it decides the exit code.
  public enum Kind: String, Hashable, Sendable {
    /// The file exists but its content is wrong (exit 65).
    case malformed
    /// The file does not exist or cannot be read (exit 66).
    case missingFile
    /// The file is one orientsim refuses to use as asked, e.g. an output that is an input
    /// (exit 2).
    case refused
    /// The output cannot be created (exit 73).
    case cannotCreate
    /// Reading or writing failed part way (exit 74).
    case ioError
    /// Permission denied (exit 77).
    case permissionDenied
  }

  /// Which exit code the error maps to.
  public var kind: Kind
  /// The file as the user named it (relative paths stay relative, for readable messages).
  public var file: String
  /// The 1-based line, or 0 when the problem concerns the whole file.
  public var line: Int
  /// The 1-based column, or 0 when unknown.
  public var column: Int
  /// One sentence, starting in lower case, without a final period.
  public var message: String

  /// An error at `file:line:column`.
  public init(kind: Kind = .malformed, file: String, line: Int, column: Int, message: String) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// A file that could not be opened.
  public static func missingFile(_ file: String, reason: String = "no such file") -> InputError {
    InputError(kind: .missingFile, file: file, line: 0, column: 0, message: reason)
  }

  /// `file:line:col: message`, leaving out a position that is unknown; control characters
  /// from the input (in the name or the message) are escaped so the message stays one line.
  public var description: String {
    var position = TerminalText.escaped(file)
    if line > 0 {
      position += ":\(line)"
      if column > 0 { position += ":\(column)" }
    }
    return "\(position): \(TerminalText.escaped(message))"
  }

  /// An error about a whole file from a failed system call on it, by its errno.
  public init(file: String, errno: Errno, reading: Bool, doing action: String? = nil) {
    let kind = Kind(errno: errno, reading: reading)
    let text = errno.description.prefix(1).lowercased() + errno.description.dropFirst()
    self.init(
      kind: kind, file: file, line: 0, column: 0,
      message: action.map { "\($0): \(text)" } ?? text)
  }
}

extension InputError.Kind {
  /// The kind of a failed system call: missing and permission first, then I/O (the command
  /// line's `ExitStatus(errno:reading:)` maps the same way).
  public init(errno: Errno, reading: Bool) {
    switch errno {
    case .noSuchFileOrDirectory, .notDirectory, .isDirectory:
      self = reading ? .missingFile : .cannotCreate
    case .permissionDenied, .notPermitted: self = .permissionDenied
    case .readOnlyFileSystem, .fileExists: self = reading ? .ioError : .cannotCreate
    default: self = .ioError
    }
  }
}

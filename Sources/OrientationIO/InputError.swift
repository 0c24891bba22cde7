/// A problem with an input file: where it is and what is wrong, in one sentence.
///
/// Every parser in OrientationIO (scene files, device profiles, Info.plist files) throws this one
/// type, so the command line renders every input problem the same way
/// (`scene.yaml:12:3: unknown key 'suported'`) and maps it to one exit code: 65 for bad data,
/// 66 for a file that does not exist (SPEC §8.1).
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, coarsely: it decides the exit code.
  public enum Kind: String, Hashable, Sendable {
    /// The file exists but its content is wrong (exit 65).
    case malformed
    /// The file does not exist or cannot be read (exit 66).
    case missingFile
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

  /// `file:line:col: message`, leaving out a position that is unknown.
  public var description: String {
    var position = file
    if line > 0 {
      position += ":\(line)"
      if column > 0 { position += ":\(column)" }
    }
    return "\(position): \(message)"
  }

  /// The process exit code the command line uses for this error (SPEC §8.1).
  public var exitCode: Int32 { kind == .missingFile ? 66 : 65 }
}

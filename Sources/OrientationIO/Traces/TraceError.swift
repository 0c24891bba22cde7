/// A bad line in an input file: where it is and what was wrong, rendered
/// `file:line:column: message` (SPEC §7; the CLI exits 65).
public struct TraceError: Error, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column (bytes).
  public var column: Int
  /// One sentence, lower-case, saying what was expected and what was found.
  public var message: String

  /// An error at `file:line:column`.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: message`.
  public var description: String { "\(file):\(line):\(column): \(message)" }
}

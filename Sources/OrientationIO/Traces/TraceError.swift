/// A problem in an input file, at a line and column, rendered `file:line:column: message`
/// (STYLE "Errors"; the CLI exits 65 with it, SPEC §8.1).
///
/// Every trace and script parser throws this one type, so the CLI prints them all the same way.
public struct TraceError: Error, CustomStringConvertible, Hashable, Sendable {
  /// The file as the user named it.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column (bytes for byte-level readers).
  public var column: Int
  /// One sentence saying what was expected and what was found.
  public var message: String

  /// Makes an error.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: message`.
  public var description: String { "\(file):\(line):\(column): \(message)" }
}

import Yams

extension YamlError {
  /// Where the error lies (1-based line and column) and what is wrong, in a sentence without
  /// the document: Yams's own description appends the whole text, which for a long recording
  /// would print all of it. Scene files, pose scripts and libinput recordings share this.
  package var location: (line: Int, column: Int, problem: String) {
    switch self {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return (mark.line, mark.column, problem)
    case .duplicatedKeysInMapping(let duplicates, let context):
      // Yams names a key that is itself a list or mapping "<uncovertable>".
      let keys = duplicates.map { $0 == "<uncovertable>" ? "(a list or mapping)" : "'\($0)'" }
      return (
        context.mark.line, context.mark.column,
        "duplicate key \(keys.joined(separator: ", "))"
      )
    case .reader(let problem, let offset, _, _):
      return (1, 1, offset.map { "\(problem) at byte \($0)" } ?? problem)
    default:
      return (1, 1, "\(self)")
    }
  }
}

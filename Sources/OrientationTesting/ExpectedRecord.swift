/// One line of an expected callback sequence, written as the record's line in the `text` format
/// without its time, at whatever detail the test cares about:
///
/// - who and call: `"root viewWillTransition(to:with:)"`, `"root ? shouldAutorotate"`,
///   `"(device) orientationDidChange"`;
/// - plus arguments and result: `"root willRotate(to:duration:) {to: landscapeRight, duration: 0.3}"`,
///   `"root ? shouldAutorotate -> true"`;
/// - plus state: `"root didRotate(from:) {from: portrait}  [landscapeRight 852×393]"`.
///
/// Runs of spaces do not matter. Writing the line as the transcript prints it means a failing
/// expectation can be fixed by copying lines from the diff.
public struct ExpectedRecord: ExpressibleByStringLiteral, Hashable, Sendable,
  CustomStringConvertible
{
  /// The line with runs of whitespace collapsed to one space.
  public let text: String

  /// An expected line; runs of whitespace are collapsed.
  public init(_ text: String) { self.text = ExpectedRecord.normalize(text) }
  public init(stringLiteral value: String) { self.init(value) }

  /// The normalized line.
  public var description: String { text }

  /// How much of a record a line states.
  enum Detail: Int, Comparable {
    case call, arguments, state
    static func < (a: Detail, b: Detail) -> Bool { a.rawValue < b.rawValue }
  }

  /// The detail this line states, judged from its shape.
  var detail: Detail {
    if text.hasSuffix("]"), text.contains(" [") && text.split(separator: " ").count >= 3,
      let open = text.lastIndex(of: "["), text[open...].contains("×")
    {
      return .state
    }
    return text.contains(" {") || text.contains(" -> ") ? .arguments : .call
  }

  /// Whether this line describes `record` at its level of detail.
  public func matches(_ record: CallbackRecord) -> Bool {
    text == Self.form(record, .call) || text == Self.form(record, .arguments)
      || text == Self.form(record, .state)
  }

  /// A record printed at a level of detail, normalized.
  static func form(_ record: CallbackRecord, _ detail: Detail) -> String {
    switch detail {
    case .call:
      let marker =
        switch record.kind {
        case .query: "? "
        case .diagnostic: "! "
        default: ""
        }
      return RecordText.who(record) + " " + marker + record.call
    case .arguments:
      var text = RecordText.who(record) + " " + RecordText.call(record)
      if let result = record.result { text += " -> " + RecordText.value(result) }
      return normalize(text)
    case .state:
      return normalize(RecordText.body(record))
    }
  }

  static func normalize(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
  }
}

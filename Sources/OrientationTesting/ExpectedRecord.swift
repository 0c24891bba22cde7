/// One line of an expected callback sequence, written as the record's line in the `text` format,
/// at whatever detail the test cares about:
///
/// - who and call: `"root viewWillTransition(to:with:)"`, `"root ? shouldAutorotate"`,
///   `"(device) orientationDidChange"`;
/// - plus arguments and result: `"root willRotate(to:duration:) {to: landscapeRight, duration: 0.3}"`,
///   `"root ? shouldAutorotate -> true"`;
/// - plus the transition flags of an appearance record, without the rest of the state:
///   `"b viewDidAppear(_:) {animated: true}  [movingToParent]"`, and `[]` for an appearance
///   record none of whose flags is set (SPEC §5.4);
/// - plus state: `"root didRotate(from:) {from: portrait}  [landscapeRight 852×393]"`.
///
/// Any of these may start with the record's time in seconds, as the transcript's time column
/// prints it: `"1.500  b viewDidAppear(_:) {animated: true}  [movingToParent]"` also claims that
/// the call happened at 1.5 s. `1.5` and `1.500` are the same time; times compare to the
/// microsecond, as the transcript's other numbers do, so a record at 1.5004 s does not match.
///
/// Lines may interpolate (`"\(id) viewDidLoad()"`). Runs of spaces do not matter. Writing the
/// line as the transcript prints it means a failing expectation can be fixed by copying lines
/// from the diff.
public struct ExpectedRecord: ExpressibleByStringInterpolation, Hashable, Sendable,
  CustomStringConvertible
{
  /// The line with runs of whitespace collapsed to one space, and its time (if any) printed as
  /// the transcript's time column prints it (`1.500`), with more decimals when it has them.
  public let text: String
  /// The time the line starts with, printed as a number (`1.5`), or `nil` when it does not pin
  /// the time.
  let time: String?
  /// The line without its time.
  let body: String

  /// An expected line; runs of whitespace are collapsed, and a leading time (`1.5`, `1.500`)
  /// is read as the record's time.
  public init(_ text: String) {
    let normalized = ExpectedRecord.normalize(text)
    let words = normalized.split(separator: " ", maxSplits: 1).map(String.init)
    if words.count == 2, let seconds = ExpectedRecord.seconds(words[0]) {
      time = RecordText.number(seconds)
      body = words[1]
      self.text = ExpectedRecord.timeColumn(seconds) + " " + words[1]
    } else {
      time = nil
      body = normalized
      self.text = normalized
    }
  }
  public init(stringLiteral value: String) { self.init(value) }

  /// This line, also claiming that the record happened at `time` seconds (replacing any time
  /// the line already states): `ExpectedRecord("b viewDidLoad()").at(1.5)`.
  public func at(_ time: Double) -> ExpectedRecord {
    ExpectedRecord(ExpectedRecord.timeColumn(time) + " " + body)
  }

  /// The normalized line.
  public var description: String { text }

  /// How much of a record a line states.
  enum Detail: Int, Comparable, CaseIterable {
    case call, arguments, flags, state
    static func < (a: Detail, b: Detail) -> Bool { a.rawValue < b.rawValue }
  }

  /// The detail this line states, judged from its shape.
  var detail: Detail {
    if body.hasSuffix("]"), let open = body.range(of: " [", options: .backwards) {
      let inside = body[open.upperBound...].dropLast()
      if inside.contains("×"), body.split(separator: " ").count >= 3 { return .state }
      let before = body[..<open.lowerBound]
      let flagNames = Set(AppearanceFlags.named.map(\.name))
      if !before.hasSuffix("->"),
        inside.split(separator: " ").allSatisfy({ flagNames.contains(String($0)) })
      {
        return .flags
      }
    }
    return body.contains(" {") || body.contains(" -> ") ? .arguments : .call
  }

  /// Whether this line describes `record` at its level of detail (and at its time, when the line
  /// states one).
  public func matches(_ record: CallbackRecord) -> Bool {
    if let time, time != RecordText.number(record.time) { return false }
    return Detail.allCases.contains { body == Self.form(record, $0) }
  }

  /// A record printed at a level of detail, with its time when `timed`, normalized.
  static func form(_ record: CallbackRecord, _ detail: Detail, timed: Bool) -> String {
    timed ? timeColumn(record.time) + " " + form(record, detail) : form(record, detail)
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
    case .flags:
      guard let flags = record.state?.appearance else { return form(record, .arguments) }
      return form(record, .arguments) + " [" + flags.names.joined(separator: " ") + "]"
    case .state:
      return normalize(RecordText.body(record))
    }
  }

  /// A time as the transcript's column prints it (`1.500`), or with every decimal it has to the
  /// microsecond (`0.333333`) when three would hide a difference that ``matches(_:)`` sees.
  static func timeColumn(_ seconds: Double) -> String {
    let column = RecordText.time(seconds)
    let exact = RecordText.number(seconds)
    return Double(column).map(RecordText.number) == exact ? column : exact
  }

  /// Seconds from a time column (`1.500`, `0.35`, `-1.0`): a number with a decimal point, so an
  /// id made of digits is never read as a time.
  private static func seconds(_ word: String) -> Double? {
    let digits = word.hasPrefix("-") ? word.dropFirst() : word[...]
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      parts.allSatisfy({ $0.allSatisfy(\.isNumber) })
    else { return nil }
    return Double(word)
  }

  static func normalize(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
  }
}

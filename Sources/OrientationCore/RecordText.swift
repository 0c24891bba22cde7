/// The `text` form of records (SPEC §8.2): one line per record, stable and diff-friendly.
///
/// ```
///   1.000  (device)      orientationDidChange {orientation: landscapeLeft}
///   1.000  root          ? shouldAutorotate -> true  [portrait 393×852]
///   1.000  root          viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: 90}  [portrait 393×852]
/// ```
///
/// Columns: the time in seconds with three decimals, right-aligned to seven characters; who
/// (the view controller's id, or `(device)`, `(app)`, `(detector)`, `(uikit)` for records without
/// one) padded to twelve; a `? ` marker for queries and `! ` for diagnostics; the call; its
/// arguments in `{label: value}` form; `-> result` for queries; and the view controller's state as
/// `[orientation W×H]`, with the true appearance flags of an appearance record named without
/// `is` inside the brackets (`[portrait 393×852 movingToParent]`, SPEC §8.2). Numbers print without a trailing `.0` and are rounded to microseconds, so
/// `0.1 + 0.2` prints as `0.3` and goldens do not depend on floating-point noise. The format lives
/// here, beside the record model, so golden files, the CLI and the Swift Testing helpers all print
/// the same line for the same record.
public enum RecordText {
  /// Width the time column is right-aligned to.
  public static let timeWidth = 7
  /// Width the who column is padded to.
  public static let whoWidth = 12

  /// The whole line for a record, without a trailing newline.
  public static func line(_ record: CallbackRecord) -> String {
    pad(left: time(record.time), to: timeWidth) + "  " + body(record)
  }

  /// The line without its time column: who, call, arguments, result and state.
  public static func body(_ record: CallbackRecord) -> String {
    var text = pad(right: who(record), to: whoWidth) + " " + call(record)
    if let result = record.result { text += " -> " + value(result) }
    if let state = record.state {
      text +=
        "  [\(state.interfaceOrientation.name) \(number(state.bounds.width))×\(number(state.bounds.height))"
      if let display = state.display { text += " " + display.rawValue }
      if let flags = state.appearance, !flags.isEmpty {
        text += " " + flags.names.joined(separator: " ")
      }
      text += "]"
    }
    return text
  }

  /// Who a record concerns: the view controller's id, or a parenthesised source.
  public static func who(_ record: CallbackRecord) -> String {
    if let vc = record.vc { return vc }
    switch record.kind {
    case .device: return "(device)"
    case .decision: return "(detector)"
    case .diagnostic: return "(uikit)"
    case .lifecycle, .callback, .query: return "(app)"
    }
  }

  /// The marker, call name and arguments: `? supportedInterfaceOrientations`,
  /// `willRotate(to:duration:) {to: landscapeRight, duration: 0.3}`.
  public static func call(_ record: CallbackRecord) -> String {
    var text: String
    switch record.kind {
    case .query: text = "? "
    case .diagnostic: text = "! "
    default: text = ""
    }
    text += record.call
    if !record.args.isEmpty { text += " " + value(.object(record.args)) }
    return text
  }

  /// A value as it appears in a line: names bare, lists in brackets, objects in braces.
  public static func value(_ value: RecordValue) -> String {
    switch value {
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return self.number(number)
    case .string(let string):
      // One record, one line: a line break inside a message must not start a new record.
      return string.contains(where: \.isNewline)
        ? string.replacing("\r", with: "\\r").replacing("\n", with: "\\n") : string
    case .list(let items): return "[" + items.map { self.value($0) }.joined(separator: ", ") + "]"
    case .object(let fields):
      return "{" + fields.map { "\($0.name): \(self.value($0.value))" }.joined(separator: ", ")
        + "}"
    case .null: return "nil"
    }
  }

  /// A number rounded to microseconds, without a trailing `.0` (`0.3`, `852`, `-90`).
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    return "\(rounded)"
  }

  /// Seconds with exactly three decimals (`0.000`, `12.345`): time columns line up.
  public static func time(_ seconds: Double) -> String {
    guard seconds.isFinite, abs(seconds) < 1e12 else { return "\(seconds)" }
    let millis = Int64((seconds * 1000).rounded())
    let sign = millis < 0 ? "-" : ""
    let magnitude = millis.magnitude
    let fraction = String(magnitude % 1000)
    return sign + String(magnitude / 1000) + "."
      + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  private static func pad(left text: String, to width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }

  private static func pad(right text: String, to width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}

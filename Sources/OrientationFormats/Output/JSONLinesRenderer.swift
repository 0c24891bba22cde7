import OrientationCore

/// The `jsonl` format: one JSON object per record, with exactly the fields of SPEC §8.2.
///
/// ```json
/// {"t":1.3,"seq":12,"kind":"callback","vc":"root","call":"viewWillTransition(to:with:)","args":{"to":[852,393],"duration":0.3,"targetTransform":-90},"state":{"interfaceOrientation":"portrait","bounds":[393,852],"traits":{"horizontal":"compact","vertical":"regular"}}}
/// ```
///
/// Every object has `t`, `seq`, `kind`, `vc`, `call`, `args` and `state`; `vc` and `state` are
/// `null` for records that have none (device, lifecycle, decision records). `result` appears on
/// query records only. Keys keep a fixed order and numbers are rounded to microseconds, so the
/// output is as stable as the text format. Appearance records add `isBeingPresented`,
/// `isBeingDismissed`, `isMovingToParent` and `isMovingFromParent` to `state`. The encoder is hand-written: it is the hot path of
/// long replays and needs no Foundation.
public final class JSONLinesRenderer: RecordRenderer {
  private let sink: OutputSink

  /// A renderer writing to `sink`.
  public init(sink: OutputSink) { self.sink = sink }

  /// Writes the record's JSON object and a newline.
  public func render(_ record: CallbackRecord) {
    sink.write(Self.line(record))
    sink.write("\n")
  }

  /// Flushes the sink; JSON lines need no trailer.
  public func finish(_ end: RunEnd) { sink.flush() }

  /// `,"isBeingPresented":` and the other flag keys, built once.
  static let flagKeys: [(String, AppearanceFlags)] = AppearanceFlags.named.map { name, flag in
    (",\"is" + name.prefix(1).uppercased() + name.dropFirst() + "\":", flag)
  }

  /// The JSON object for one record, without a newline.
  public static func line(_ record: CallbackRecord) -> String {
    var json = "{\"t\":" + number(record.time)
    json += ",\"seq\":" + String(record.seq)
    json += ",\"kind\":" + string(record.kind.rawValue)
    json += ",\"vc\":" + (record.vc.map(string) ?? "null")
    json += ",\"call\":" + string(record.call)
    json += ",\"args\":" + value(.object(record.args))
    json += ",\"state\":"
    if let state = record.state {
      json += "{\"interfaceOrientation\":" + string(state.interfaceOrientation.name)
      json += ",\"bounds\":[" + number(state.bounds.width) + "," + number(state.bounds.height) + "]"
      json += ",\"traits\":{\"horizontal\":" + string(state.traits.horizontal.rawValue)
      json += ",\"vertical\":" + string(state.traits.vertical.rawValue) + "}"
      if let display = state.display { json += ",\"display\":" + string(display.rawValue) }
      if let flags = state.appearance {
        // Appearance records carry the four transition flags as booleans (SPEC §8.2).
        for (key, flag) in Self.flagKeys {
          json += key + (flags.contains(flag) ? "true" : "false")
        }
      }
      json += "}"
    } else {
      json += "null"
    }
    if record.kind == .query {
      json += ",\"result\":" + (record.result.map(value) ?? "null")
    }
    return json + "}"
  }

  /// A record value as JSON.
  public static func value(_ value: RecordValue) -> String {
    switch value {
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return self.number(number)
    case .string(let text): return string(text)
    case .list(let items): return "[" + items.map { self.value($0) }.joined(separator: ",") + "]"
    case .object(let fields):
      return "{"
        + fields.map { string($0.name) + ":" + self.value($0.value) }.joined(separator: ",") + "}"
    case .null: return "null"
    }
  }

  /// A JSON number (rounded to microseconds), or `null` for NaN and infinities, which JSON lacks.
  static func number(_ value: Double) -> String {
    value.isFinite ? RecordText.number(value) : "null"
  }

  /// A JSON string literal with the escapes RFC 8259 requires.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let c where c.value < 0x20:
        let hex = String(c.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

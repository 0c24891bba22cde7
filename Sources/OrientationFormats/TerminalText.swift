/// Text taken from an input, made safe to print: one record stays one line and a file cannot
/// drive the terminal.
public enum TerminalText {
  /// `text` with C0 controls, DEL and the C1 controls escaped (`\n`, `\r`, `\t`, `\e`, `\u{9b}`
  /// …); everything else, including non-ASCII letters, as it is.
  public static func escaped(_ text: String) -> String {
    guard mayNeedEscape(text) else { return text }
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{1b}": out += "\\e"
      default: out += "\\u{\(String(scalar.value, radix: 16))}"
      }
    }
    return out
  }

  /// A quick byte scan: false when no byte can start a character ``needsEscape(_:)`` is true
  /// for (C0 and DEL are single bytes; C1 starts with 0xC2, U+2028/2029 with 0xE2).
  @inline(__always)
  package static func mayNeedEscape(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      for byte in bytes where byte < 0x20 || byte == 0x7f || byte == 0xC2 || byte == 0xE2 {
        return true
      }
      return false
    }
  }

  /// Whether `scalar` is a control character or a line or paragraph separator.
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }
}

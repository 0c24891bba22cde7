import OrientationFormats

/// Writes evemu recordings in the format `evemu-record` 2.7 writes (research §5.1), which
/// `evemu-device`, `evemu-play` and libevemu's `evemu_read`/`evemu_read_event` accept.
///
/// Output is buffered (in the `TextFileWriter` underneath) and written to the descriptor on
/// `flush()` only: `orientsim record` flushes after every frame, so an interrupted recording
/// loses nothing that was read, and `convert` flushes every megabyte.
public struct EvemuWriter: ~Copyable {
  var file: TextFileWriter
  /// The path written to.
  public var path: String { file.path }

  /// Opens `path` (see ``OutputFile``; `-` writes to standard output), refusing it when it is
  /// one of `inputs`. Nothing replaces an existing file before ``commit()``, except in
  /// ``OutputFile/Mode/inPlace(overwrite:)`` mode.
  public init(path: String, mode: OutputFile.Mode = .replace, inputs: [String] = [])
    throws(InputError)
  {
    var file = try TextFileWriter(path: path, mode: mode, inputs: inputs)
    file.pending.reserveCapacity(1 << 16)
    self.file = file
  }

  /// Writes the device header: the human-readable description comments (including each axis's
  /// `#       Value` line, the starting values), then `N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`.
  public mutating func writeHeader(_ device: DeviceDescription) {
    file.pending.append(contentsOf: EvemuWriter.header(device).utf8)
  }

  /// Appends one `E:` line (with evemu's trailing `# EV_ABS / ABS_X  123` comment).
  public mutating func write(_ event: InputEvent) {
    EvemuWriter.append(event, to: &file.pending)
  }

  /// Writes everything buffered to the file.
  public mutating func flush() throws(InputError) { try file.flush() }

  /// Writes everything buffered and makes the file final.
  public consuming func commit() throws(InputError) { try file.commit() }

  /// What makes `name` unfit for an evemu header (a line break or other control character
  /// would end the `N:` line and inject header lines), or nil.
  public static func nameProblem(_ name: String) -> String? {
    guard name.unicodeScalars.contains(where: TerminalText.needsEscape) else { return nil }
    return "the device name \"\(TerminalText.escaped(name))\" has a control character or line "
      + "break, which an evemu header cannot carry"
  }

  /// Bytes currently buffered; callers flush when it grows.
  public var bufferedCount: Int { file.pending.count }

  /// The header text for `device`.
  public static func header(_ device: DeviceDescription) -> String {
    var text = "# EVEMU \(EvemuVersion.current)\n"
    // A name cannot break the header's lines: `convert` refuses such a name (nameProblem),
    // anything else that writes one gets it escaped.
    let name = TerminalText.escaped(device.name)
    text += "# Input device name: \"\(name)\"\n"
    let id = device.identity
    text +=
      "# Input device ID: bus \(hex0x(id.bustype)) vendor \(hex0x(id.vendor)) product \(hex0x(id.product)) version \(hex0x(id.version))\n"
    text += "# Supported events:\n"
    text += device.supportedEventsComment(
      type: "#   ", code: "#     ", axis: "#       ", labelWidth: 6)
    text += "# Properties:\n"
    for property in device.properties.sorted() {
      text += "#   Property  type \(property.rawValue) (\(property.name))\n"
    }
    text += "N: \(name)\n"
    text +=
      "I: \(hex(id.bustype, 4)) \(hex(id.vendor, 4)) \(hex(id.product, 4)) \(hex(id.version, 4))\n"
    var properties = [UInt8](repeating: 0, count: 8)
    for property in device.properties where property.rawValue < 64 {
      properties[Int(property.rawValue) / 8] |= 1 << (property.rawValue % 8)
    }
    text += "P: " + properties.map { hex($0, 2) }.joined(separator: " ") + "\n"
    for type in EventType.bitmapTypes {
      guard let max = type.maximumCode else { continue }
      let byteCount = (Int(max) + 64) / 64 * 8
      var bytes = [UInt8](repeating: 0, count: byteCount)
      for code in device.codes[type] ?? [] where Int(code) < byteCount * 8 {
        bytes[Int(code) / 8] |= 1 << (code % 8)
      }
      if type == .synchronization && device.codes[type] == nil {
        bytes[0] = 0x0b
      }
      for chunk in stride(from: 0, to: byteCount, by: 8) {
        text += "B: \(hex(type.rawValue, 2)) "
        text += bytes[chunk..<chunk + 8].map { hex($0, 2) }.joined(separator: " ") + "\n"
      }
    }
    for axis in device.sortedAxes {
      text +=
        "A: \(hex(axis.code.rawValue, 2)) \(axis.minimum) \(axis.maximum) \(axis.fuzz) \(axis.flat) \(axis.resolution)\n"
    }
    for (code, state) in device.ledStates.sorted(by: { $0.key < $1.key }) where state != 0 {
      text += "L: \(hex(code, 2)) \(state)\n"
    }
    for (code, state) in device.switchStates.sorted(by: { $0.key < $1.key }) where state != 0 {
      text += "S: \(hex(code, 2)) \(state)\n"
    }
    return text
  }

  /// Appends `E: sec.usec type code value` the way evemu's `"E: %lu.%06u %04x %04x %04d\t"`
  /// format does, plus its description comment.
  package static func append(_ event: InputEvent, to buffer: inout [UInt8]) {
    buffer.append(contentsOf: "E: ".utf8)
    appendDecimal(event.time.wholeSeconds, to: &buffer, width: 1)
    buffer.append(UInt8(ascii: "."))
    appendDecimal(event.time.microsecondPart, to: &buffer, width: 6)
    buffer.append(32)
    appendHex(UInt32(event.type.rawValue), to: &buffer, width: 4)
    buffer.append(32)
    appendHex(UInt32(event.code), to: &buffer, width: 4)
    buffer.append(32)
    if event.value < 0 {
      buffer.append(UInt8(ascii: "-"))
      appendDecimal(-Int64(event.value), to: &buffer, width: 3)
    } else {
      appendDecimal(Int64(event.value), to: &buffer, width: 4)
    }
    buffer.append(9)
    let comment: String
    if event.type == .synchronization {
      comment =
        event.code == EventCode.synMTReport
        ? "# ++++++++++++ \(EventCode.name(type: event.type, code: event.code)) (\(event.value)) ++++++++++"
        : "# ------------ \(EventCode.name(type: event.type, code: event.code)) (\(event.value)) ----------"
    } else {
      let codeName = EventCode.name(type: event.type, code: event.code)
      comment =
        "# \(event.type.name) / \(codeName)\(String(repeating: " ", count: max(0, 20 - codeName.count))) \(event.value)"
    }
    buffer.append(contentsOf: comment.utf8)
    buffer.append(10)
  }

  static func appendDecimal(_ value: Int64, to buffer: inout [UInt8], width: Int) {
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { storage in
      repeat {
        storage[count] = UInt8(rest % 10) + 48
        rest /= 10
        count += 1
      } while rest > 0
      while count < width {
        storage[count] = 48
        count += 1
      }
      for index in stride(from: count - 1, through: 0, by: -1) { buffer.append(storage[index]) }
    }
  }

  static func appendHex(_ value: UInt32, to buffer: inout [UInt8], width: Int) {
    let hexDigits: StaticString = "0123456789abcdef"
    var digitCount = 1
    while digitCount < 8 && value >> (4 * UInt32(digitCount)) != 0 { digitCount += 1 }
    for _ in digitCount..<max(width, digitCount) { buffer.append(48) }
    for index in stride(from: digitCount - 1, through: 0, by: -1) {
      buffer.append(hexDigits.utf8Start[Int((value >> (4 * UInt32(index))) & 0xf)])
    }
  }
}

package func hex<T: BinaryInteger>(_ value: T, _ width: Int) -> String {
  let digits = String(value, radix: 16)
  return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

func hex0x<T: BinaryInteger>(_ value: T) -> String {
  "0x" + hex(value, 2)
}

func pad(_ value: Int32, _ width: Int) -> String {
  let text = String(value)
  return String(repeating: " ", count: max(0, width - text.count)) + text
}

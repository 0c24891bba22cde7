import OrientationFormats
import Yams

/// What one streaming pass over a `libinput record` file learns: where each `events:` block lies,
/// the rest of the file (the header) for Yams, and the axes' starting values.
///
/// The events blocks are nearly all of a recording (a 1-hour one is 1.8 million lines), so
/// `LibinputRecordReader` parses only the header as YAML and streams the chosen block. That is
/// sound only when cutting the blocks out changes nothing Yams would have read, so the pass
/// vouches for a file only when every block is in the layout `libinput record` writes
/// (``LibinputEventLine``) and every line is text libyaml numbers as we do (no CR, NEL, LS or PS
/// line breaks, no byte-order mark, nothing it rejects); the reader then checks that each block is
/// the `events` of a device. For any other file the reader parses the whole file as before.
struct LibinputRecordLayout {
  /// The file without its events blocks, one `\n` after each line: the YAML Yams reads.
  var header: [UInt8] = []
  /// Lines in `header`.
  var headerLines = 0
  /// The blocks cut from the header, in file order.
  var blocks: [LibinputEventBlock] = []
  /// The axes' starting values, from the comments of the whole file.
  var startValues = LibinputStartValues()
  /// The file's size in bytes (the alias budget depends on it).
  var byteCount = 0

  /// Reads all of `lines`, checking every row of every block as the whole-file reader would;
  /// nil when the file is not one this pass can vouch for (or could not be read to the end).
  init?(scanning lines: inout ByteLineReader, file: String) {
    /// Whether the last block is still being read, and the rows of its current frame.
    var inBlock = false
    var frameRows = 0
    var previous: EventTime?
    while true {
      let read: UnsafeBufferPointer<UInt8>?
      do { read = try lines.nextLine() } catch { return nil }
      guard let line = read else { break }
      guard line.count <= InputLimits.maximumLineLength, Self.isPlainText(line) else { return nil }
      startValues.scan(line)
      if inBlock {
        let last = blocks.count - 1
        switch LibinputEventLine(line, keyIndent: blocks[last].keyIndent) {
        case .blank:
          break
        case .frame(let indent):
          // A frame without rows is an error only Yams words (its `evdev` is not a list).
          guard blocks[last].frameIndent.map({ $0 == indent && frameRows > 0 }) ?? true else {
            return nil
          }
          blocks[last].frameIndent = indent
          blocks[last].nodeCount += 3  // the frame's mapping, its `evdev` key and the row list
          frameRows = 0
        case .row(let indent, let row):
          guard let frameIndent = blocks[last].frameIndent, indent == frameIndent + 2 else {
            return nil
          }
          frameRows += 1
          blocks[last].nodeCount += 1 + row.count
          if blocks[last].firstError == nil {
            do {
              previous =
                try row.event(
                  after: previous, in: line, lineNumber: lines.lineNumber, file: file
                ).time
            } catch {
              blocks[last].firstError = error
            }
          }
        case .end:
          guard blocks[last].frameIndent == nil || frameRows > 0 else { return nil }
          inBlock = false
          if blocks[last].lineCount == 0 { blocks.removeLast() }
        case .irregular:
          return nil
        }
        if inBlock {
          blocks[last].lineCount += 1
          blocks[last].endOffset = lines.consumed
          continue
        }
      }
      header.append(contentsOf: line)
      header.append(UInt8(ascii: "\n"))
      headerLines += 1
      if let indent = LibinputEventLine.key(line) {
        blocks.append(
          LibinputEventBlock(
            keyLine: lines.lineNumber, headerKeyLine: headerLines, keyIndent: indent,
            startOffset: lines.consumed))
        inBlock = true
        frameRows = 0
        previous = nil
      }
    }
    // YAML reads `\r\n` as one line break; the line reader and the whole-file reader's
    // comment scan both drop the `\r`, so CRLF files stream too, in the memory of one line.
    if inBlock {
      guard blocks[blocks.count - 1].frameIndent == nil || frameRows > 0 else { return nil }
      if blocks[blocks.count - 1].lineCount == 0 { blocks.removeLast() }
    }
    byteCount = lines.consumed
  }

  /// The line of the file that line `line` of the header came from.
  func fileLine(ofHeaderLine line: Int) -> Int {
    var result = line
    for block in blocks where block.headerKeyLine < line { result += block.lineCount }
    return result
  }

  /// The block whose `events:` key Yams marked at `mark` in the header, if any.
  func block(keyAt mark: Mark) -> Int? {
    blocks.firstIndex { $0.headerKeyLine == mark.line && $0.keyIndent + 1 == mark.column }
  }

  /// For each device (by index in `devices`) whose `events` key opens a cut block, the block;
  /// nil when some block is the `events` of no device (a key elsewhere, or text in a scalar that
  /// looks like one), since cutting it changed what Yams reads.
  func blocksByDevice(in root: Node) -> [Int: Int]? {
    var byDevice: [Int: Int] = [:]
    for (index, device) in (root["devices"]?.sequence ?? []).enumerated() {
      // A block mapping starts at its first key; a flow mapping (`{…}`), inside which a cut
      // block would not have been valid YAML, starts at its brace.
      guard let mapping = device.mapping, let start = device.mark,
        let first = mapping.first?.key.mark, first.line == start.line,
        first.column == start.column,
        let events = mapping.first(where: { $0.key == Node("events") }),
        events.value.scalar?.string == "", let mark = events.key.mark,
        let block = block(keyAt: mark)
      else { continue }
      byDevice[index] = block
    }
    return Set(byDevice.values).count == blocks.count ? byDevice : nil
  }

  /// The YAML nodes a cut block held, charged to its `events` key wherever Yams reaches it
  /// (aliases included), so that the alias budget counts the whole file.
  func cutNodes(_ node: Node) -> Int {
    guard case .scalar(let scalar) = node, scalar.string == "events", let mark = scalar.mark,
      let block = block(keyAt: mark)
    else { return 0 }
    return blocks[block].nodeCount
  }

  /// Whether libyaml reads `line` as we number it: tab and printable ASCII, or UTF-8 of
  /// characters YAML allows other than line breaks (NEL, LS, PS) and the byte-order mark.
  @inline(__always)
  static func isPlainText(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in line where byte &- 0x20 > 0x5e {
      if byte == UInt8(ascii: "\t") { continue }
      if byte < 0x80 { return false }
      return isPlainUnicode(line)
    }
    return true
  }

  static func isPlainUnicode(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var iterator = line.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let value = Unicode.UTF8.decode(encoded).value
        switch value {
        case 0x09, 0x20...0x7e, 0xa0...0x2027, 0x202a...0xd7ff, 0xe000...0xfefe, 0xff00...0xfffd,
          0x10000...0x10ffff:
          continue
        default:
          return false
        }
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}

/// A device's `events:` block, as the first pass found it.
struct LibinputEventBlock {
  /// The line of the `events:` key in the file.
  var keyLine: Int
  /// The line of the `events:` key in the header.
  var headerKeyLine: Int
  /// The key's indentation.
  var keyIndent: Int
  /// The indentation of the block's `- evdev:` frames, once one was seen.
  var frameIndent: Int?
  /// Lines after the key that belong to the block (cut from the header).
  var lineCount = 0
  /// Byte offset of the block's first line.
  var startOffset: Int
  /// Byte offset just after the block's last line.
  var endOffset: Int
  /// The YAML nodes of the block's frames, rows and items.
  var nodeCount = 0
  /// The first bad row, as the whole-file reader reports it.
  var firstError: TraceError?

  init(keyLine: Int, headerKeyLine: Int, keyIndent: Int, startOffset: Int) {
    self.keyLine = keyLine
    self.headerKeyLine = headerKeyLine
    self.keyIndent = keyIndent
    self.startOffset = startOffset
    endOffset = startOffset
  }

  /// The line number of the block's last line.
  var lastLine: Int { keyLine + lineCount }
}

/// The events of one block, read again line by line after the first pass vouched for them.
///
/// Noncopyable: it owns the `ByteLineReader` of the first pass.
struct LibinputEventStream: ~Copyable {
  var lines: ByteLineReader
  let block: LibinputEventBlock
  let file: String
  var previous: EventTime?

  /// Streams `block` of the input `lines` read in the first pass, which the caller has moved
  /// back to the block's start (`seek(toOffset: block.startOffset, lineNumber: block.keyLine)`).
  init(lines: consuming ByteLineReader, block: LibinputEventBlock, file: String) {
    self.lines = lines
    self.block = block
    self.file = file
  }

  /// The share of the block read so far.
  var progress: Double {
    let size = block.endOffset - block.startOffset
    return size > 0 ? min(1, Double(lines.consumed - block.startOffset) / Double(size)) : 1
  }

  /// The next event of the block, nil after its last line.
  @inline(__always)
  mutating func next() throws(TraceError) -> InputEvent? {
    while lines.lineNumber < block.lastLine {
      let read: UnsafeBufferPointer<UInt8>?
      do { read = try lines.nextLine() } catch { throw changed(at: lines.lineNumber + 1) }
      guard let line = read else { throw changed(at: lines.lineNumber + 1) }
      switch LibinputEventLine(line, keyIndent: block.keyIndent) {
      case .blank, .frame: continue
      case .row(_, let row):
        let event = try row.event(
          after: previous, in: line, lineNumber: lines.lineNumber, file: file)
        previous = event.time
        return event
      case .end, .irregular: throw changed(at: lines.lineNumber)
      }
    }
    return nil
  }

  func changed(at line: Int) -> TraceError {
    TraceError(
      file: file, line: line, column: 1,
      message: "the recording changed while it was being read; read it again")
  }
}

/// The axes' starting values from the `#       Value V` comments under `# Event type 3` /
/// `#   Event code N`, per device (counted by `- node:` lines), since `absinfo` has none.
struct LibinputStartValues {
  /// Values by device index and axis code.
  var values: [Int: [UInt16: Int32]] = [:]
  var device = -1
  var type: Int?
  var code: Int?

  /// Takes in one line of the recording.
  mutating func scan(_ line: Substring) {
    let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
    if trimmed.hasPrefix("- node:") {
      device += 1
      type = nil
      code = nil
      return
    }
    if trimmed.hasPrefix("events:") { type = nil }
    guard trimmed.hasPrefix("#"), device >= 0 else { return }
    let comment = trimmed.dropFirst().drop(while: { $0 == " " })
    func number(after prefix: String) -> Int? {
      let rest = comment.dropFirst(prefix.count).drop(while: { $0 == " " })
      return Int(rest.prefix(while: { $0 == "-" || $0.isNumber }))
    }
    if comment.hasPrefix("Event type ") {
      type = number(after: "Event type ")
      code = nil
    } else if comment.hasPrefix("Event code ") {
      code = number(after: "Event code ")
    } else if comment.hasPrefix("Value "), type == 3,
      let code = code.flatMap(UInt16.init(exactly:)),
      let value = number(after: "Value "), let value32 = Int32(exactly: value)
    {
      values[device, default: [:]][code] = value32
    }
  }

  /// Takes in one line of bytes, making a `String` only of the lines that can matter: comments,
  /// `- node:` and `events:`.
  @inline(__always)
  mutating func scan(_ line: UnsafeBufferPointer<UInt8>) {
    var cursor = LineCursor(line)
    cursor.skipSpaces()
    guard
      cursor.current == UInt8(ascii: "#") || cursor.consume("- node:") || cursor.consume("events:")
    else { return }
    scan(String(decoding: line, as: UTF8.self)[...])
  }
}

import Foundation
import Testing

@testable import OrientationFormats

@Suite("byte line reader")
struct ByteLineReaderTests {
  static let text = "one\ntwo\r\nthree\nfour"

  /// Every line left in `reader`, with its number.
  func rest(_ reader: inout ByteLineReader) throws -> [String] {
    var lines: [String] = []
    while let line = try reader.nextLine() {
      lines.append("\(reader.lineNumber):" + String(decoding: line, as: UTF8.self))
    }
    return lines
  }

  @Test("seek goes back to a line for a second pass, in memory and in a file")
  func seek() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("orientsim-lines-\(getpid()).txt").path
    try Self.text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let opens: [() throws -> ByteLineReader] = [
      { ByteLineReader(bytes: Array(Self.text.utf8)) }, { try ByteLineReader(path: path) },
    ]
    for open in opens {
      var reader = try open()
      // Read into locals: the reader is noncopyable, and `#expect(reader.property)` copies.
      let seekable = reader.isSeekable
      #expect(seekable)
      #expect(try rest(&reader) == ["1:one", "2:two", "3:three", "4:four"])
      let sawCarriageReturn = reader.sawCarriageReturn
      #expect(sawCarriageReturn)
      // "three" starts at byte 9, after line 2.
      try reader.seek(toOffset: 9, lineNumber: 2)
      #expect(reader.consumed == 9)
      #expect(try rest(&reader) == ["3:three", "4:four"])
      #expect(reader.fractionConsumed == 1)
    }
  }

  @Test("a pipe cannot seek")
  func pipe() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(Glibc.pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    let reader = try ByteLineReader(path: "/proc/self/fd/\(descriptors[0])")
    let pipeSeekable = reader.isSeekable
    #expect(!pipeSeekable)
    let file = ByteLineReader(bytes: [])
    let (fileSeekable, sawCarriageReturn) = (file.isSeekable, file.sawCarriageReturn)
    #expect(fileSeekable)
    #expect(!sawCarriageReturn)
  }
}

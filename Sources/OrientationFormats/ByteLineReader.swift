import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file (or bytes in memory) line by line into one growing buffer, handing out each line
/// as a pointer range valid until the next call, so that parsing allocates nothing per line.
///
/// Noncopyable: the reader owns its buffer and descriptor, freeing and closing them when it is
/// destroyed, and `fill()` moves, grows and frees that buffer in place. A copy would share the
/// buffer and the descriptor's offset while keeping its own cursor, so reading both would hand
/// out wrong lines, or lines in freed memory once one of them grew the buffer. Pass it `inout`
/// or `consuming`; the cursor fields stay plain stored properties of the value, so the hot loop
/// pays no reference counting and no dynamic exclusivity checks.
package struct ByteLineReader: ~Copyable {
  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private let fd: FileDescriptor?
  /// False for standard input, which is not ours to close.
  private let ownsDescriptor: Bool
  private var start = 0
  private var end = 0
  private var atEOF = false
  /// The 1-based number of the line last returned.
  package private(set) var lineNumber = 0
  /// File offset of `buffer[0]`.
  private var bufferOffset = 0
  /// The input's size in bytes, when known (regular files and memory).
  private(set) var totalSize: Int?
  /// Whether ``seek(toOffset:lineNumber:)`` can go back: false for pipes and terminals.
  package private(set) var isSeekable = true
  /// Whether a line so far ended in `\r\n` (the `\r` is not part of the line handed out).
  private(set) var sawCarriageReturn = false

  deinit {
    buffer.deallocate()
    if ownsDescriptor { try? fd?.close() }
  }

  /// Bytes handed out as lines so far.
  package var consumed: Int { bufferOffset + start }

  /// The share of the input consumed, 0...1, when the size is known (progress reports).
  package var fractionConsumed: Double? {
    guard let totalSize, totalSize > 0 else { return nil }
    return min(1, Double(consumed) / Double(totalSize))
  }

  /// Opens `path` for reading; `-` is standard input. A directory is refused here
  /// (`EISDIR`), not when the first read fails.
  package init(path: String, chunkSize: Int = 1 << 20) throws(InputFileError) {
    let fd: FileDescriptor
    let standardInput = path == "-"
    if standardInput {
      fd = .standardInput
    } else {
      do {
        fd = try FileDescriptor.open(
          FilePath(path), .readOnly, options: [.closeOnExec], retryOnInterrupt: true)
      } catch {
        throw InputFileError(path: path, errno: (error as? Errno) ?? .ioError)
      }
    }
    var status = stat()
    if fstat(fd.rawValue, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
      if !standardInput { try? fd.close() }
      throw InputFileError(path: path, errno: .isDirectory)
    }
    capacity = chunkSize
    buffer = .allocate(capacity: chunkSize)
    self.fd = fd
    ownsDescriptor = !standardInput
    // Only a regular file can be read twice; a pipe, FIFO, terminal or device is read once,
    // from where it stands.
    if status.st_mode & S_IFMT == S_IFREG, let here = try? fd.seek(offset: 0, from: .current) {
      bufferOffset = Int(here)
      if status.st_size > 0 { totalSize = Int(status.st_size) }
    } else {
      isSeekable = false
    }
  }

  /// The rest of the input from the current line on, whole, for a parser that needs all of it;
  /// throws `EFBIG` beyond `maximumSize` bytes or at a line longer than the limit.
  package mutating func readRest(maximumSize: Int) throws(InputFileError) -> [UInt8] {
    var bytes: [UInt8] = []
    while let line = try nextLine() {
      bytes.append(contentsOf: line)
      bytes.append(10)
      if bytes.count > maximumSize { throw InputFileError(path: "", errno: .fileTooLarge) }
    }
    return bytes
  }

  /// Reads from bytes in memory.
  package init(bytes: [UInt8]) {
    capacity = max(bytes.count, 1)
    buffer = .allocate(capacity: capacity)
    fd = nil
    ownsDescriptor = false
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { buffer.update(from: base, count: bytes.count) }
    }
    end = bytes.count
    atEOF = true
    totalSize = bytes.count
  }

  /// Moves to byte `offset` of the input, the start of line `lineNumber + 1`, for a second pass
  /// over part of it; the caller knows the offset and line from the first pass.
  package mutating func seek(toOffset offset: Int, lineNumber: Int) throws(InputFileError) {
    if let fd {
      do { _ = try fd.seek(offset: Int64(offset), from: .start) } catch {
        throw InputFileError(path: "", errno: (error as? Errno) ?? .ioError)
      }
      bufferOffset = offset
      start = 0
      end = 0
      atEOF = false
    } else {
      // In memory the buffer holds the whole input from offset 0.
      start = min(offset, end)
    }
    self.lineNumber = lineNumber
  }

  /// Reads up to `count` bytes ahead without consuming them (for format detection).
  package mutating func peek(_ count: Int) throws(InputFileError) -> UnsafeBufferPointer<UInt8> {
    while end - start < count && !atEOF { try fill() }
    return UnsafeBufferPointer(start: buffer + start, count: min(count, end - start))
  }

  /// The next line without its `\n` (and a trailing `\r`), or nil at the end of the input.
  ///
  /// A line longer than ``InputLimits/maximumLineLength`` throws `EFBIG` instead of growing the
  /// buffer without bound (``InputLimits/message(reading:)`` words it).
  @inline(__always)
  package mutating func nextLine() throws(InputFileError) -> UnsafeBufferPointer<UInt8>? {
    var scanFrom = start
    while true {
      if scanFrom < end, let found = memchr(buffer + scanFrom, 10, end - scanFrom) {
        let newline = found.assumingMemoryBound(to: UInt8.self)
        let lineStart = buffer + start
        var length = newline - lineStart
        start += length + 1
        if length > 0 && lineStart[length - 1] == 13 {
          length -= 1
          sawCarriageReturn = true
        }
        lineNumber += 1
        return UnsafeBufferPointer(start: lineStart, count: length)
      }
      if atEOF {
        guard start < end else { return nil }
        let lineStart = buffer + start
        var length = end - start
        start = end
        if length > 0 && lineStart[length - 1] == 13 {
          length -= 1
          sawCarriageReturn = true
        }
        lineNumber += 1
        return UnsafeBufferPointer(start: lineStart, count: length)
      }
      if end - start > InputLimits.maximumLineLength {
        // A line this long is not a trace; stop before buffering all of it.
        throw InputFileError(path: "", errno: .fileTooLarge)
      }
      let consumed = start
      scanFrom = end - consumed
      try fill()
    }
  }

  /// Moves the unread tail to the front (growing when a line fills the buffer) and reads more.
  private mutating func fill() throws(InputFileError) {
    guard let fd else {
      atEOF = true
      return
    }
    if start > 0 {
      bufferOffset += start
      let remaining = end - start
      if remaining > 0 { buffer.update(from: buffer + start, count: remaining) }
      start = 0
      end = remaining
    }
    if end == capacity {
      let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
      bigger.update(from: buffer, count: end)
      buffer.deallocate()
      buffer = bigger
      capacity *= 2
    }
    let space = UnsafeMutableRawBufferPointer(start: buffer + end, count: capacity - end)
    let count: Int
    do {
      count = try fd.read(into: space, retryOnInterrupt: true)
    } catch {
      throw InputFileError(path: "", errno: (error as? Errno) ?? .ioError)
    }
    if count == 0 { atEOF = true }
    end += count
  }
}

import Glibc
import SystemPackage

/// Reads a file (or bytes in memory) line by line into one growing buffer, handing out each line
/// as a pointer range valid until the next call, so that parsing allocates nothing per line.
final class ByteLineReader {
  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var start = 0
  private var end = 0
  private var fd: FileDescriptor?
  private var atEOF = false
  /// The 1-based number of the line last returned.
  private(set) var lineNumber = 0

  /// Opens `path` for reading.
  init(path: String, chunkSize: Int = 1 << 20) throws(InputFileError) {
    do {
      fd = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
    } catch {
      throw InputFileError(path: path, errno: (error as? Errno) ?? .ioError)
    }
    capacity = chunkSize
    buffer = .allocate(capacity: capacity)
  }

  /// Reads from bytes in memory.
  init(bytes: [UInt8]) {
    capacity = max(bytes.count, 1)
    buffer = .allocate(capacity: capacity)
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { buffer.update(from: base, count: bytes.count) }
    }
    end = bytes.count
    atEOF = true
  }

  deinit {
    buffer.deallocate()
    try? fd?.close()
  }

  /// Reads up to `count` bytes ahead without consuming them (for format detection).
  func peek(_ count: Int) throws(InputFileError) -> UnsafeBufferPointer<UInt8> {
    while end - start < count && !atEOF { try fill() }
    return UnsafeBufferPointer(start: buffer + start, count: min(count, end - start))
  }

  /// The next line without its `\n` (and a trailing `\r`), or nil at the end of the input.
  ///
  /// A line longer than ``InputLimits/maximumLineLength`` throws `EFBIG` instead of growing the
  /// buffer without bound (``InputLimits/message(reading:)`` words it).
  @inline(__always)
  func nextLine() throws(InputFileError) -> UnsafeBufferPointer<UInt8>? {
    var scanFrom = start
    while true {
      if scanFrom < end,
        let newline = memchrPointer(buffer + scanFrom, end - scanFrom)
      {
        let lineStart = buffer + start
        var length = newline - lineStart
        start += length + 1
        if length > 0 && lineStart[length - 1] == 13 { length -= 1 }
        lineNumber += 1
        return UnsafeBufferPointer(start: lineStart, count: length)
      }
      if atEOF {
        guard start < end else { return nil }
        let lineStart = buffer + start
        var length = end - start
        start = end
        if length > 0 && lineStart[length - 1] == 13 { length -= 1 }
        lineNumber += 1
        return UnsafeBufferPointer(start: lineStart, count: length)
      }
      if end - start > InputLimits.maximumLineLength {
        // A line this long is not a trace; stop before buffering all of it.
        throw InputFileError(path: "", errno: .fileTooLarge)
      }
      scanFrom = end
      let consumed = start
      try fill()
      scanFrom -= consumed
    }
  }

  /// Moves the unread tail to the front (growing when a line fills the buffer) and reads more.
  private func fill() throws(InputFileError) {
    guard let fd else {
      atEOF = true
      return
    }
    if start > 0 {
      let remaining = end - start
      if remaining > 0 { (buffer).update(from: buffer + start, count: remaining) }
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

@inline(__always)
private func memchrPointer(_ base: UnsafeMutablePointer<UInt8>, _ count: Int)
  -> UnsafeMutablePointer<UInt8>?
{
  guard let found = memchr(base, 10, count) else { return nil }
  return found.assumingMemoryBound(to: UInt8.self)
}

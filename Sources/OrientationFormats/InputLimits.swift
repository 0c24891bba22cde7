import SystemPackage
import Yams

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bounds that keep a broken or hostile input file from exhausting memory or time.
///
/// People point orientsim at files from bug trackers and at half-written recordings; a file that
/// is one 100 MB line, or a YAML document whose aliases expand a few kilobytes into millions of
/// nodes, must end in a clear error, never in an out-of-memory kill or a hang. No real input
/// comes near these bounds: `evemu-record` lines are under 100 bytes, the example scenes a few
/// kilobytes.
public enum InputLimits {
  /// The longest line any text input may have, in bytes (1 MiB).
  public static let maximumLineLength = 1 << 20
  /// The largest scene, device-profile, pose-script or Info.plist file, in bytes (1 MiB).
  public static let maximumConfigurationSize = 1 << 20

  /// Why a file could not be read within the limits.
  package enum ReadError: Error {
    /// Opening or reading failed.
    case file(InputFileError)
    /// Line `line` (1-based) is longer than ``maximumLineLength``.
    case lineTooLong(line: Int)
    /// The file is larger than the limit it was read with.
    case tooLarge(limit: Int)

    /// The problem in one sentence (the caller adds the file and position).
    package var message: String {
      switch self {
      case .file(let error): "read failed: \(error.errno)"
      case .lineTooLong:
        "line longer than \(maximumLineLength) bytes; expected a text file"
      case .tooLarge(let limit):
        "the file is larger than \(limit) bytes; expected a small text file"
      }
    }

    /// The line the problem is on (1 when it concerns the whole file).
    package var line: Int {
      if case .lineTooLong(let line) = self { return line }
      return 1
    }
  }

  /// Reads all of `path`, stopping early at a line longer than ``maximumLineLength`` or at more
  /// than `maximumSize` bytes, so the memory used stays bounded whatever the file holds.
  package static func read(_ path: String, maximumSize: Int? = nil) throws(ReadError) -> [UInt8] {
    let descriptor: FileDescriptor
    do {
      descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
    } catch {
      throw .file(InputFileError(path: path, errno: (error as? Errno) ?? .ioError))
    }
    defer { try? descriptor.close() }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var line = 1
    var lineLength = 0
    while true {
      let count: Int
      do {
        count = try chunk.withUnsafeMutableBytes { try descriptor.read(into: $0) }
      } catch {
        throw .file(InputFileError(path: path, errno: (error as? Errno) ?? .ioError))
      }
      if count == 0 { return bytes }
      // memchr over the chunk: no per-byte work, nothing allocated per line.
      let tooLong = chunk.withUnsafeBufferPointer { buffer -> Bool in
        guard let base = buffer.baseAddress else { return false }
        var index = 0
        while index < count {
          let rest = count - index
          guard let found = memchr(base + index, 10, rest) else {
            lineLength += rest
            return lineLength > maximumLineLength
          }
          let length = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - (base + index)
          if lineLength + length > maximumLineLength { return true }
          line += 1
          lineLength = 0
          index += length + 1
        }
        return false
      }
      if tooLong { throw .lineTooLong(line: line) }
      if let maximumSize, bytes.count + count > maximumSize { throw .tooLarge(limit: maximumSize) }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// The first node at which `node`, with every alias expanded, grows beyond `budget` nodes, or
  /// nil when it stays within.
  ///
  /// Yams resolves aliases by sharing, so `&a [*b, *b]` nested twenty deep is a few hundred bytes
  /// of text but a million nodes to any reader that walks it. Without aliases a document has
  /// fewer nodes than bytes, so a budget of the text's length plus a margin rejects only alias
  /// bombs. `extraNodes` counts nodes a node stands for beyond itself (the events blocks that
  /// `LibinputRecordReader` leaves out of the YAML it parses).
  package static func expansionExceeded(
    _ node: Node, budget: Int, extraNodes: (Node) -> Int = { _ in 0 }
  ) -> Node? {
    var remaining = budget
    var stack = [node]
    while let next = stack.popLast() {
      remaining -= 1 + extraNodes(next)
      if remaining < 0 { return next }
      switch next {
      case .scalar, .alias: break
      case .sequence(let sequence): stack.append(contentsOf: sequence)
      case .mapping(let mapping):
        for (key, value) in mapping {
          stack.append(key)
          stack.append(value)
        }
      }
    }
    return nil
  }

  /// The 1-based line and column of the first byte that is not valid UTF-8, or nil when all
  /// of `bytes` is.
  package static func invalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int)? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var line = 1
    var column = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        if scalar.count == 1 && scalar.first == 10 {
          line += 1
          column = 1
        } else {
          column += scalar.count
        }
      case .emptyInput: return nil
      case .error: return (line, column)
      }
    }
  }

  /// How a trace reader words a failure of ``ByteLineReader/nextLine()``.
  package static func message(reading error: InputFileError) -> String {
    error.errno == .fileTooLarge
      ? ReadError.lineTooLong(line: 0).message : "read failed: \(error.errno)"
  }

  /// The node budget for a YAML text of `byteCount` bytes.
  package static func nodeBudget(forBytes byteCount: Int) -> Int { byteCount + 1000 }
}

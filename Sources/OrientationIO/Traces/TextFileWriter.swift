import SystemPackage

/// Writes a text file (or standard output for `-`): whole with `write`, or piece by piece with
/// `append`, which buffers and writes in chunks so that a long trace is converted in constant
/// memory.
public struct TextFileWriter: ~Copyable {
  let fd: FileDescriptor
  let owns: Bool
  let path: String
  var pending: [UInt8] = []
  /// Appended text is written to the file when this many bytes are pending.
  static let chunkSize = 1 << 16

  /// Creates or truncates `path`.
  public init(path: String) throws(InputFileError) {
    self.path = path
    if path == "-" {
      fd = .standardOutput
      owns = false
      return
    }
    do {
      fd = try FileDescriptor.open(
        FilePath(path), .writeOnly, options: [.create, .truncate, .closeOnExec],
        permissions: [.ownerReadWrite, .groupRead, .otherRead])
    } catch {
      throw InputFileError(path: path, errno: (error as? Errno) ?? .ioError)
    }
    owns = true
  }

  deinit {
    // What was appended and not flushed is written now; `flush()` is the way to learn of an
    // error.
    if !pending.isEmpty { _ = try? pending.withUnsafeBytes { try fd.writeAll($0) } }
    if owns { try? fd.close() }
  }

  /// Writes `text` now, after anything appended before it.
  public mutating func write(_ text: String) throws(InputFileError) {
    try flush()
    do {
      _ = try fd.writeAll(text.utf8)
    } catch {
      throw InputFileError(path: path, errno: (error as? Errno) ?? .ioError)
    }
  }

  /// Appends `text`, writing to the file once a chunk has gathered.
  public mutating func append(_ text: String) throws(InputFileError) {
    pending.append(contentsOf: text.utf8)
    if pending.count >= Self.chunkSize { try flush() }
  }

  /// Writes what was appended.
  public mutating func flush() throws(InputFileError) {
    guard !pending.isEmpty else { return }
    do {
      _ = try pending.withUnsafeBytes { try fd.writeAll($0) }
    } catch {
      throw InputFileError(path: path, errno: (error as? Errno) ?? .ioError)
    }
    pending.removeAll(keepingCapacity: true)
  }
}

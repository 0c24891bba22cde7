import SystemPackage

/// Writes a whole text file (or standard output for `-`).
public struct TextFileWriter: ~Copyable {
  let fd: FileDescriptor
  let owns: Bool
  let path: String

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

  deinit { if owns { try? fd.close() } }

  /// Appends `text`.
  public mutating func write(_ text: String) throws(InputFileError) {
    do {
      _ = try fd.writeAll(text.utf8)
    } catch {
      throw InputFileError(path: path, errno: (error as? Errno) ?? .ioError)
    }
  }
}

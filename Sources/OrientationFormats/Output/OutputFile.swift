import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file orientsim writes, written so that nothing is ever lost: the one way every command
/// creates output.
///
/// - A regular file (new or existing) is written to a temporary file in the same directory,
///   synced, and renamed over the target by ``commit()`` only; a run that fails, or is
///   dropped without a commit, removes the temporary file and leaves the target as it was.
///   A symbolic link is followed: its target is replaced, the link stays.
/// - `-` is standard output; a character device or FIFO that the user named is written
///   straight through, never truncated, created or removed.
/// - Refused with ``InputError/Kind/refused`` (exit 2): an output that is the same file as one
///   of the command's inputs (same device and inode, through links), a block device, a socket,
///   a directory.
/// - ``Mode/inPlace(overwrite:)`` (for `record`, whose flushed frames must survive a kill)
///   writes the target directly and refuses to truncate an existing file unless told to.
public struct OutputFile: ~Copyable {
  /// How the target is written.
  public enum Mode: Sendable, Equatable {
    /// Through a temporary file, renamed over the target on ``OutputFile/commit()``.
    case replace
    /// Directly: every flushed byte is in the target at once; an existing regular file is
    /// truncated only when `overwrite` is true.
    case inPlace(overwrite: Bool)
  }

  /// The path as the user named it (for messages).
  public let path: String
  let descriptor: FileDescriptor
  let ownsDescriptor: Bool
  /// The temporary file and the file it replaces on commit, in `.replace` mode.
  let temporary: (path: String, target: String)?
  var finished = false

  /// Opens `path` for writing, refusing it when it is the same file as one of `inputs`.
  public init(path: String, mode: Mode = .replace, inputs: [String] = []) throws(InputError) {
    self.path = path
    if path == "-" {
      descriptor = .standardOutput
      ownsDescriptor = false
      temporary = nil
      return
    }
    guard !path.isEmpty else {
      throw InputError(kind: .refused, file: path, line: 0, column: 0, message: "empty output path")
    }
    try Self.refuseInputs(path, inputs: inputs)
    var status = stat()
    let exists = stat(path, &status) == 0
    if exists {
      switch status.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFCHR, S_IFIFO:
        // Named on purpose: write straight through, never create, truncate or remove it.
        do {
          descriptor = try FileDescriptor.open(
            FilePath(path), .writeOnly, options: [.closeOnExec], retryOnInterrupt: true)
        } catch {
          throw InputError(file: path, errno: Self.errno(error), reading: false)
        }
        ownsDescriptor = true
        temporary = nil
        return
      case S_IFDIR:
        throw InputError(
          kind: .refused, file: path, line: 0, column: 0,
          message: "is a directory; expected an output file")
      default:
        throw InputError(
          kind: .refused, file: path, line: 0, column: 0,
          message:
            "is a \(Self.kindName(status.st_mode)); orientsim writes only regular files, "
            + "character devices and FIFOs")
      }
    }
    switch mode {
    case .inPlace(let overwrite):
      if !overwrite { try Self.refuseOverwriting(path) }
      do {
        descriptor = try FileDescriptor.open(
          FilePath(path), .writeOnly, options: [.create, .truncate, .closeOnExec],
          permissions: [.ownerReadWrite, .groupRead, .otherRead])
      } catch {
        throw InputError(file: path, errno: Self.errno(error), reading: false)
      }
      ownsDescriptor = true
      temporary = nil
    case .replace:
      // Replacing a file this user may not write would be a way around its permissions.
      if exists && access(path, W_OK) != 0 {
        throw InputError(file: path, errno: Errno.lastFailure, reading: false)
      }
      let target = Self.resolvingLink(path)
      let (directory, base) = Self.split(target)
      var template = Array((directory + "/." + base + ".orientsim-XXXXXX").utf8CString)
      let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard fd >= 0 else {
        throw InputError(
          file: path, errno: Errno.lastFailure, reading: false,
          doing: "cannot create a file in \(directory)")
      }
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      // The permissions the target has, else what a new file gets under the umask.
      let mask = umask(0)
      umask(mask)
      _ = fchmod(fd, exists ? status.st_mode & 0o7777 : 0o666 & ~mask)
      descriptor = FileDescriptor(rawValue: fd)
      ownsDescriptor = true
      TemporaryFiles.register(template)
      temporary = (
        String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self), target
      )
    }
  }

  deinit {
    guard !finished else { return }
    if ownsDescriptor { try? descriptor.close() }
    if let temporary {
      unlink(temporary.path)
      TemporaryFiles.unregister(temporary.path)
    }
  }

  /// Writes all of `bytes`.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(InputError) {
    do {
      _ = try descriptor.writeAll(bytes)
    } catch {
      throw InputError(file: path, errno: Self.errno(error), reading: false, doing: "write failed")
    }
  }

  /// Makes the output final: syncs a regular file and renames it over the target, or closes a
  /// device or FIFO. Standard output is left open.
  public consuming func commit() throws(InputError) {
    finished = true
    guard ownsDescriptor else { return }
    if let temporary {
      defer { TemporaryFiles.unregister(temporary.path) }
      if fsync(descriptor.rawValue) != 0 {
        let failure = Errno.lastFailure
        try? descriptor.close()
        unlink(temporary.path)
        throw InputError(file: path, errno: failure, reading: false, doing: "write failed")
      }
      do { try descriptor.close() } catch {
        unlink(temporary.path)
        throw InputError(
          file: path, errno: Self.errno(error), reading: false, doing: "write failed")
      }
      if rename(temporary.path, temporary.target) != 0 {
        let failure = Errno.lastFailure
        unlink(temporary.path)
        throw InputError(file: path, errno: failure, reading: false, doing: "cannot replace it")
      }
      // The rename is durable once the directory is.
      let directory = open(
        Self.split(temporary.target).directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if directory >= 0 {
        _ = fsync(directory)
        close(directory)
      }
    } else {
      do { try descriptor.close() } catch {
        throw InputError(
          file: path, errno: Self.errno(error), reading: false, doing: "write failed")
      }
    }
  }

  /// Drops the output: the temporary file goes, the target stays as it was.
  public consuming func discard() {}

  /// Refuses `path` when it is a regular file with something in it: what ``Mode/inPlace(overwrite:)``
  /// would truncate. Commands call it before opening their inputs, so a refusal costs nothing.
  public static func refuseOverwriting(_ path: String) throws(InputError) {
    var status = stat()
    guard path != "-", stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size > 0
    else { return }
    throw InputError(
      kind: .refused, file: path, line: 0, column: 0,
      message: "already exists; use --force to overwrite it")
  }

  /// Refuses `path` when it is the same file as any of `inputs` (device and inode, through
  /// links), or when both name the same new file.
  public static func refuseInputs(_ path: String, inputs: [String]) throws(InputError) {
    guard path != "-" else { return }
    for input in inputs {
      // `-` is standard input: whatever file or pipe it is, through /dev/stdin.
      if isSameFile(path, input == "-" ? "/dev/stdin" : input) {
        throw InputError(
          kind: .refused, file: path, line: 0, column: 0,
          message: "is the same file as the input '\(input)'; write the output to another file")
      }
    }
  }

  /// Whether `a` and `b` name the same file: the same device and inode when both exist, else
  /// the same path once links and `.`/`..` in their directories are resolved.
  public static func isSameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    let aExists = stat(a, &first) == 0
    let bExists = stat(b, &second) == 0
    if aExists && bExists { return first.st_dev == second.st_dev && first.st_ino == second.st_ino }
    if aExists != bExists { return false }
    return normalized(a) == normalized(b)
  }

  /// `path` with its directory resolved (for comparing paths of files that do not exist yet).
  static func normalized(_ path: String) -> String {
    let (directory, base) = split(path)
    guard let resolved = realpath(directory, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved) + "/" + base
  }

  /// The file a symbolic link leads to (the path itself when it is not a link or dangles).
  static func resolvingLink(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      let resolved = realpath(path, nil)
    else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The directory (`.` when none) and the last component of `path`.
  static func split(_ path: String) -> (directory: String, base: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFBLK: "block device"
    case S_IFSOCK: "socket"
    case S_IFDIR: "directory"
    default: "special file"
    }
  }

  static func errno(_ error: any Error) -> Errno { (error as? Errno) ?? .ioError }
}

/// The temporary files of outputs not yet committed, removed by a handler for SIGINT, SIGTERM
/// and SIGHUP before the signal ends the process: an interrupted `convert` leaves its target as
/// it was and no temporary file behind.
///
/// The handler only reads a fixed table of C strings and calls `unlink(2)` and `raise(3)`, which
/// are async-signal-safe.
enum TemporaryFiles {
  static let capacity = 8
  nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    slots.initialize(repeating: nil, count: capacity)
    return slots
  }()
  nonisolated(unsafe) static var installed = false

  /// Records `path` (a NUL-terminated C string) for removal on a signal.
  static func register(_ path: [CChar]) {
    if !installed {
      installed = true
      _ = slots  // initialized before any handler can read it
      for signal in [SIGINT, SIGTERM, SIGHUP] {
        var action = sigaction()
        let handler: @convention(c) (Int32) -> Void = { signal in
          for index in 0..<TemporaryFiles.capacity {
            if let path = TemporaryFiles.slots[index] { unlink(path) }
          }
          TemporaryFiles.restoreDefault(signal)
          raise(signal)
        }
        #if canImport(Darwin)
          action.__sigaction_u.__sa_handler = handler
        #else
          action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
      }
      // A parent may hand down these signals blocked; they must reach the handler.
      var unblocked = sigset_t()
      sigemptyset(&unblocked)
      for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblocked, signal) }
      pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }
    for index in 0..<capacity where slots[index] == nil {
      slots[index] = path.withUnsafeBufferPointer { strdup($0.baseAddress!) }
      return
    }
  }

  /// Gives `number` back its default action (async-signal-safe).
  static func restoreDefault(_ number: Int32) { _ = signal(number, SIG_DFL) }

  /// Forgets `path` once the file is renamed or removed.
  static func unregister(_ path: String) {
    for index in 0..<capacity {
      guard let slot = slots[index], String(cString: slot) == path else { continue }
      slots[index] = nil
      free(slot)
      return
    }
  }
}

extension Errno {
  /// The error of the system call that just failed (the C library's `errno`).
  fileprivate static var lastFailure: Errno { Errno(rawValue: errno) }
}

import SystemPackage

/// Where rendered output goes: a file descriptor behind a buffer, or memory.
///
/// Renderers call ``write(_:)`` once per record; the sink collects bytes and hands them to the
/// kernel in blocks of ``capacity`` bytes, so a replay of a million records costs a few hundred
/// `write(2)` calls, not a million, and output streams while the replay runs.
public final class OutputSink {
  /// The size of the buffer, in bytes, before it is written out.
  public let capacity: Int
  private let descriptor: FileDescriptor?
  private var buffer: [UInt8] = []
  private var kept: [UInt8] = []

  /// A sink that writes to `descriptor` (standard output by default).
  public init(descriptor: FileDescriptor = .standardOutput, capacity: Int = 64 * 1024) {
    self.descriptor = descriptor
    self.capacity = capacity
    buffer.reserveCapacity(capacity)
  }

  /// A sink that keeps everything in memory (tests, golden comparison); read it with ``text``.
  public static func memory() -> OutputSink { OutputSink(keepingInMemory: ()) }

  private init(keepingInMemory: ()) {
    self.descriptor = nil
    self.capacity = 64 * 1024
  }

  /// Everything written so far to a memory sink (empty for a descriptor sink once flushed).
  public var text: String {
    String(decoding: kept + buffer, as: UTF8.self)
  }

  /// Appends `string` to the buffer, writing the buffer out when it is full.
  public func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= capacity { flush() }
  }

  /// Writes out whatever is buffered. Errors writing to a closed pipe end the output silently:
  /// the reader has gone, and the simulation's exit code still tells the story.
  public func flush() {
    guard !buffer.isEmpty else { return }
    if let descriptor {
      _ = try? descriptor.writeAll(buffer)
    } else {
      kept.append(contentsOf: buffer)
    }
    buffer.removeAll(keepingCapacity: true)
  }

  deinit { flush() }
}

/// A sink buffers without locks: one writer at a time.
@available(*, unavailable, message: "an OutputSink buffers without locks; write from one task")
extension OutputSink: Sendable {}

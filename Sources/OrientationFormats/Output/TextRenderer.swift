import OrientationCore

/// The `text` format: one ``RecordText`` line per record (docs/output.md).
public final class TextRenderer: RecordRenderer {
  private let sink: OutputSink

  /// A renderer writing to `sink`.
  public init(sink: OutputSink) { self.sink = sink }

  /// Writes the record's line; control characters and line breaks from the scene (ids, names)
  /// are escaped, so one record stays one line.
  public func render(_ record: CallbackRecord) {
    sink.write(TerminalText.escaped(RecordText.line(record)))
    sink.write("\n")
  }

  /// Flushes the sink; the text format has no trailer.
  public func finish(_ end: RunEnd) { sink.flush() }
}

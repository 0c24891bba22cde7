/// The `text` format: one ``RecordText`` line per record (docs/output.md).
public final class TextRenderer: RecordRenderer {
  private let sink: OutputSink

  public init(sink: OutputSink) { self.sink = sink }

  public func render(_ record: CallbackRecord) {
    sink.write(RecordText.line(record))
    sink.write("\n")
  }

  public func finish(_ end: RunEnd) { sink.flush() }
}

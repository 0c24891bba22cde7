import OrientationCore

/// The `summary` format: only totals, printed when the run ends (SPEC §8.2; the form benchmarks
/// read).
///
/// Rotations come from the engine's count when the caller passes it in ``RunEnd``; otherwise a
/// rotation is counted each time the interface orientation in the records' state snapshots
/// differs from the one before (every rotation changes the orientation the next callback
/// reports).
public final class SummaryRenderer: RecordRenderer {
  private let sink: OutputSink
  /// Totals so far.
  public private(set) var totals = Totals()
  private var lastOrientation: InterfaceOrientation?

  /// The counted totals.
  public struct Totals: Hashable, Sendable {
    /// Every record.
    public var records = 0
    /// `device` records.
    public var deviceOrientationChanges = 0
    /// Interface-orientation changes.
    public var rotations = 0
    /// `callback` records.
    public var callbacks = 0
    /// `query` records.
    public var queries = 0
    /// `diagnostic` records.
    public var diagnostics = 0
  }

  /// A renderer writing to `sink` when the run ends.
  public init(sink: OutputSink) { self.sink = sink }

  /// Counts the record.
  public func render(_ record: CallbackRecord) {
    totals.records += 1
    switch record.kind {
    case .device: totals.deviceOrientationChanges += 1
    case .callback: totals.callbacks += 1
    case .query: totals.queries += 1
    case .diagnostic: totals.diagnostics += 1
    case .decision, .lifecycle: break
    }
    if let orientation = record.state?.interfaceOrientation, orientation != .unknown {
      if let lastOrientation, lastOrientation != orientation { totals.rotations += 1 }
      lastOrientation = orientation
    }
  }

  /// Writes the totals, one `name: value` line each.
  public func finish(_ end: RunEnd) {
    // A rotation after the last record that reported state still counts.
    if let lastOrientation, end.finalInterfaceOrientation != .unknown,
      lastOrientation != end.finalInterfaceOrientation
    {
      totals.rotations += 1
      self.lastOrientation = end.finalInterfaceOrientation
    }
    if let rotations = end.rotations { totals.rotations = rotations }
    let rows: [(String, String)] = [
      ("samples", String(end.samples)),
      ("frames", String(end.frames)),
      ("deviceOrientationChanges", String(totals.deviceOrientationChanges)),
      ("rotations", String(totals.rotations)),
      ("callbacks", String(totals.callbacks)),
      ("queries", String(totals.queries)),
      ("diagnostics", String(totals.diagnostics)),
      ("records", String(totals.records)),
      ("finalDeviceOrientation", end.finalDeviceOrientation.name),
      ("finalInterfaceOrientation", end.finalInterfaceOrientation.name),
    ]
    for (name, value) in rows { sink.write("\(name): \(value)\n") }
    sink.flush()
  }
}

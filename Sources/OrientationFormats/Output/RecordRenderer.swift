import OrientationCore
import OrientationDetection

/// Turns records into output, one at a time, as the simulator produces them.
///
/// A renderer is fed from ``Simulator``'s streaming sink, so long replays never hold the whole log
/// in memory; ``finish(_:)`` ends the output (the `summary` format prints everything there).
public protocol RecordRenderer: SessionObserver {
  /// Renders one record.
  func render(_ record: CallbackRecord)
  /// Ends the output with the run's final state, and flushes the sink.
  func finish(_ end: RunEnd)
}

extension RecordRenderer {
  /// Renders every record the session's engine appends.
  public func session(_ simulator: Simulator, didRecord record: CallbackRecord) {
    render(record)
  }
}

/// How a run ended: what the records alone do not say.
public struct RunEnd: Hashable, Sendable {
  /// Accelerometer samples fed to the detector (0 for a scripted scene).
  public var samples: Int
  /// Input frames read (SYN_REPORT-terminated; 0 for a scripted scene).
  public var frames: Int
  /// Rotations as the engine counted them; `nil` lets the summary count orientation changes in
  /// the records it saw.
  public var rotations: Int?
  /// The device orientation when the run ended.
  public var finalDeviceOrientation: DeviceOrientation
  /// The interface orientation when the run ended.
  public var finalInterfaceOrientation: InterfaceOrientation

  /// How a run ended.
  public init(
    samples: Int = 0, frames: Int = 0, rotations: Int? = nil,
    finalDeviceOrientation: DeviceOrientation, finalInterfaceOrientation: InterfaceOrientation
  ) {
    self.samples = samples
    self.frames = frames
    self.rotations = rotations
    self.finalDeviceOrientation = finalDeviceOrientation
    self.finalInterfaceOrientation = finalInterfaceOrientation
  }
}

/// The output formats of `--format` (SPEC §8.2).
public enum OutputFormat: String, CaseIterable, Sendable {
  case text, jsonl, summary

  /// A renderer for this format writing to `sink`.
  public func renderer(writingTo sink: OutputSink) -> any RecordRenderer {
    switch self {
    case .text: TextRenderer(sink: sink)
    case .jsonl: JSONLinesRenderer(sink: sink)
    case .summary: SummaryRenderer(sink: sink)
    }
  }
}

import Foundation
import OrientationCore
import OrientationSynthesis

/// The ground-truth sidecar of a synthetic trace (`FILE.truth.json` or `FILE.truth.csv`;
/// the format is in `docs/poses.md`).
public enum GroundTruthFile {
  /// The sidecar path `orientsim synth` writes next to `tracePath`.
  public static func defaultPath(for tracePath: String) -> String { tracePath + ".truth.json" }

  /// The JSON text: `{"rate", "seed", "duration", "spans": [{start, end, kind, orientation,
  /// previous}]}`, keys in that order, one span per line.
  public static func json(of trace: SyntheticTrace) -> String { json(of: trace.groundTruth) }

  /// The JSON text of `trace`'s ground truth.
  public static func json(of trace: GroundTruth) -> String {
    let duration = trace.truth.last?.end ?? 0
    var out = "{\"rate\": \(trace.rate), \"seed\": \(trace.seed), \"duration\": \(duration),"
    out += " \"samples\": \(trace.sampleCount), \"spans\": ["
    for (index, span) in trace.truth.enumerated() {
      out += index == 0 ? "\n" : ",\n"
      out +=
        "  {\"start\": \(span.start), \"end\": \(span.end), \"kind\": \"\(span.kind.rawValue)\","
      out +=
        " \"orientation\": \"\(span.orientation.name)\", \"previous\": \"\(span.previous.name)\"}"
    }
    out += "\n]}\n"
    return out
  }

  /// The CSV text: header `start,end,kind,orientation,previous`, one span per line.
  public static func csv(of trace: SyntheticTrace) -> String { csv(of: trace.groundTruth) }

  /// The CSV text of `trace`'s ground truth.
  public static func csv(of trace: GroundTruth) -> String {
    var out = "start,end,kind,orientation,previous\n"
    for span in trace.truth {
      out +=
        "\(span.start),\(span.end),\(span.kind.rawValue),\(span.orientation.name),\(span.previous.name)\n"
    }
    return out
  }

  /// Writes the sidecar to `path`, as CSV when the path ends in `.csv`, else JSON.
  public static func write(_ trace: SyntheticTrace, to path: String) throws {
    try write(trace.groundTruth, to: path)
  }

  /// Writes the sidecar of `trace`'s ground truth to `path`, CSV or JSON as above.
  public static func write(_ trace: GroundTruth, to path: String) throws {
    var writer = try writer(for: path)
    try write(trace, to: &writer)
    try writer.commit()
  }

  /// Opens the sidecar at `path` (an ``OutputFile``), refusing it when it is one of `inputs`.
  public static func writer(for path: String, inputs: [String] = []) throws(InputError)
    -> TextFileWriter
  {
    try TextFileWriter(path: path, inputs: inputs)
  }

  /// Writes the sidecar text of `trace` into `writer`, CSV or JSON by its path.
  public static func write(_ trace: GroundTruth, to writer: inout TextFileWriter)
    throws(InputError)
  {
    try writer.write(writer.path.lowercased().hasSuffix(".csv") ? csv(of: trace) : json(of: trace))
  }
}

import Foundation
import OrientationCore
import OrientationSynthesis
import Yams

/// The ground-truth sidecar of a synthetic trace (`FILE.truth.json` or `FILE.truth.csv`;
/// the format is in `docs/poses.md`).
///
/// A trace with a hinge (SPEC §7.1) adds three fields to every span — `hinge`, `posture`,
/// `display` — after `previous`, as it adds the hinge column to the trace; a trace without one
/// is written as before, and sidecars of either kind read back.
public enum GroundTruthFile {
  /// The sidecar path `orientsim synth` writes next to `tracePath`.
  public static func defaultPath(for tracePath: String) -> String { tracePath + ".truth.json" }

  /// The CSV header of spans without a hinge.
  public static let header = "start,end,kind,orientation,previous"
  /// The CSV header of spans with a hinge: angle in degrees, posture and display at the span's
  /// end.
  public static let hingeHeader = header + ",hinge,posture,display"

  /// The JSON text: `{"rate", "seed", "duration", "samples", "spans": [{start, end, kind,
  /// orientation, previous}]}` (with a hinge, each span adds `hinge`, `posture` and `display`),
  /// keys in that order, one span per line.
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
        " \"orientation\": \"\(span.orientation.name)\", \"previous\": \"\(span.previous.name)\""
      if let hinge = span.hinge {
        out +=
          ", \"hinge\": \(hinge.angle), \"posture\": \"\(hinge.posture)\", \"display\": \"\(hinge.display)\""
      }
      out += "}"
    }
    out += "\n]}\n"
    return out
  }

  /// The CSV text: header `start,end,kind,orientation,previous` (with a hinge, then
  /// `hinge,posture,display`), one span per line.
  public static func csv(of trace: SyntheticTrace) -> String { csv(of: trace.groundTruth) }

  /// The CSV text of `trace`'s ground truth.
  public static func csv(of trace: GroundTruth) -> String {
    let hasHinge = trace.hasHinge
    var out = (hasHinge ? hingeHeader : header) + "\n"
    for span in trace.truth {
      out +=
        "\(span.start),\(span.end),\(span.kind.rawValue),\(span.orientation.name),\(span.previous.name)"
      if hasHinge {
        out += span.hinge.map { ",\($0.angle),\($0.posture),\($0.display)" } ?? ",,,"
      }
      out += "\n"
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

  /// What a sidecar holds: the spans, and, from JSON, the rate, seed and sample count (a CSV
  /// sidecar has spans only).
  public struct Contents: Hashable, Sendable {
    /// The spans, in order.
    public var spans: [TruthSpan]
    /// The rate the samples were generated at, Hz (JSON only).
    public var rate: Double?
    /// The script's seed (JSON only).
    public var seed: UInt64?
    /// How many samples were generated (JSON only).
    public var sampleCount: Int?

    /// Makes contents.
    public init(
      spans: [TruthSpan], rate: Double? = nil, seed: UInt64? = nil, sampleCount: Int? = nil
    ) {
      self.spans = spans
      self.rate = rate
      self.seed = seed
      self.sampleCount = sampleCount
    }

    /// The ground truth written, when the sidecar names rate, seed and sample count (JSON).
    public var groundTruth: GroundTruth? {
      guard let rate, let seed, let sampleCount else { return nil }
      return GroundTruth(truth: spans, rate: rate, seed: seed, sampleCount: sampleCount)
    }
  }

  /// Reads the sidecar at `path`, JSON or CSV by its content; errors name file, line and
  /// column.
  public static func read(path: String) throws(TraceError) -> Contents {
    try parse(try YAMLReader.read(path), file: path)
  }

  /// Parses sidecar text: JSON when it starts with `{` (after blanks), else CSV.
  public static func parse(_ text: String, file: String) throws(TraceError) -> Contents {
    let first = text.unicodeScalars.first { !$0.properties.isWhitespace }
    return first == "{" ? try parseJSON(text, file: file) : try parseCSV(text, file: file)
  }

  private static let topKeys = ["rate", "seed", "duration", "samples", "spans"]
  private static let spanKeys = [
    "start", "end", "kind", "orientation", "previous", "hinge", "posture", "display",
  ]

  private static func parseJSON(_ text: String, file: String) throws(TraceError) -> Contents {
    let reader = YAMLReader(file: file)
    let root = try reader.compose(text)
    let top = try fields(of: root, "the ground truth", keys: topKeys, reader: reader)
    guard let spansNode = top["spans"] else {
      throw reader.error(root, "the ground truth needs 'spans'")
    }
    guard case .sequence(let list) = spansNode else {
      throw reader.error(
        spansNode, "expected a list for 'spans', found \(reader.describe(spansNode))")
    }
    var contents = Contents(spans: [])
    if let node = top["rate"] {
      let rate = try number(node, "rate", reader: reader)
      guard rate > 0 else {
        throw reader.error(
          node, "expected a rate above 0 for 'rate', found \(reader.describe(node))")
      }
      contents.rate = rate
    }
    if let node = top["seed"] {
      guard let seed = node.scalar.flatMap({ UInt64($0.string) }) else {
        throw reader.error(
          node, "expected a whole number 0 or more for 'seed', found \(reader.describe(node))")
      }
      contents.seed = seed
    }
    if let node = top["duration"] { _ = try number(node, "duration", reader: reader) }
    if let node = top["samples"] {
      guard let count = node.scalar.flatMap({ Int($0.string) }), count >= 0 else {
        throw reader.error(
          node, "expected a whole number 0 or more for 'samples', found \(reader.describe(node))")
      }
      contents.sampleCount = count
    }
    for node in list {
      let span = try fields(of: node, "a span", keys: spanKeys, reader: reader)
      var texts: [String?] = []
      for (index, key) in spanKeys.enumerated() {
        guard let found = span[key] else {
          // The hinge's three are optional together; the first five are required.
          guard index >= hingeFields else { throw reader.error(node, "a span needs '\(key)'") }
          texts.append(nil)
          continue
        }
        guard case .scalar(let scalar) = found else {
          throw reader.error(
            found, "expected a value for '\(key)', found \(reader.describe(found))")
        }
        texts.append(scalar.string)
      }
      contents.spans.append(
        try self.span(
          texts, error: { index, message in reader.error(span[spanKeys[index]] ?? node, message) }
        ))
    }
    if contents.sampleCount == nil, let rate = contents.rate {
      // Sidecars written before the count was: the generator's count up to the last end.
      contents.sampleCount = MotionGenerator.sampleCount(
        until: contents.spans.last?.end ?? 0, rate: rate)
    }
    return contents
  }

  /// A mapping's values by key, every key one of `keys`.
  private static func fields(
    of node: Node, _ what: String, keys: [String], reader: YAMLReader
  ) throws(TraceError) -> [String: Node] {
    guard case .mapping(let mapping) = node else {
      throw reader.error(node, "expected \(what) as a mapping, found \(reader.describe(node))")
    }
    var fields: [String: Node] = [:]
    for (key, value) in mapping {
      guard case .scalar(let scalar) = key, keys.contains(scalar.string) else {
        throw reader.error(
          key,
          "unknown key \(reader.describe(key)) in \(what); expected one of: \(keys.joined(separator: ", "))"
        )
      }
      fields[scalar.string] = value
    }
    return fields
  }

  private static func number(_ node: Node, _ key: String, reader: YAMLReader) throws(TraceError)
    -> Double
  {
    guard let value = node.scalar.flatMap({ Double($0.string) }), value.isFinite else {
      throw reader.error(node, "expected a number for '\(key)', found \(reader.describe(node))")
    }
    return value
  }

  /// Where the hinge's fields start in ``spanKeys``.
  private static let hingeFields = 5

  /// One span from its fields' texts, in ``spanKeys`` order (the hinge's three all present or
  /// all absent); `error` locates a message at a field's index.
  private static func span(
    _ fields: [String?], error: (Int, String) -> TraceError
  ) throws(TraceError) -> TruthSpan {
    func text(_ index: Int) -> String { fields[index] ?? "" }
    func time(_ index: Int) throws(TraceError) -> Double {
      guard let value = Double(text(index)), value.isFinite, value >= 0 else {
        throw error(
          index,
          "expected a time in seconds, 0 or more, for '\(spanKeys[index])', found '\(text(index))'")
      }
      return value
    }
    func orientation(_ index: Int) throws(TraceError) -> DeviceOrientation {
      guard let value = DeviceOrientation(name: text(index)) else {
        throw error(
          index, "expected a device orientation for '\(spanKeys[index])', found '\(text(index))'")
      }
      return value
    }
    let start = try time(0)
    let end = try time(1)
    guard end >= start else {
      throw error(1, "a span ends at \(end) s, before its start at \(start) s")
    }
    guard let kind = TruthSpanKind(rawValue: text(2)) else {
      throw error(
        2,
        "expected a span kind (\(TruthSpanKind.allCases.map(\.rawValue).joined(separator: ", "))) for 'kind', found '\(text(2))'"
      )
    }
    var truth = TruthSpan(
      start: start, end: end, kind: kind, orientation: try orientation(3),
      previous: try orientation(4))
    let given = fields.indices.filter { $0 >= hingeFields && fields[$0] != nil }
    guard let first = given.first else { return truth }
    if let missing = (hingeFields..<spanKeys.count).first(where: { fields[$0] == nil }) {
      throw error(
        first,
        "a span with a hinge needs 'hinge', 'posture' and 'display'; '\(spanKeys[missing])' is missing"
      )
    }
    guard let angle = Double(text(5)), HingeSample.validAngles.contains(angle) else {
      throw error(5, "expected a hinge angle within 0…360 degrees for 'hinge', found '\(text(5))'")
    }
    guard let posture = Posture(rawValue: text(6)) else {
      throw error(
        6, "expected a posture (folded, halfOpen, open) for 'posture', found '\(text(6))'")
    }
    guard let display = Display(rawValue: text(7)), display == posture.display else {
      throw error(
        7, "expected display '\(posture.display)' for posture '\(posture)', found '\(text(7))'")
    }
    truth.hinge = HingeTruth(angle: angle, posture: posture)
    return truth
  }

  private static func parseCSV(_ text: String, file: String) throws(TraceError) -> Contents {
    var spans: [TruthSpan] = []
    var columns: Int? = nil
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (offset, content) in lines.enumerated() {
      let number = offset + 1
      if content.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
      guard let count = columns else {
        let words = content.filter { $0 != " " && $0 != "\t" }
        switch String(words) {
        case header: columns = 5
        case hingeHeader: columns = 8
        default:
          throw TraceError(
            file: file, line: number, column: 1,
            message: "expected the header '\(header)' or '\(hingeHeader)', found '\(content)'")
        }
        continue
      }
      let parts = content.split(separator: ",", omittingEmptySubsequences: false)
      // The column of each field, 1-based.
      var starts: [Int] = []
      var column = 1
      for part in parts {
        starts.append(column)
        column += part.count + 1
      }
      guard parts.count == count else {
        throw TraceError(
          file: file, line: number, column: 1,
          message: "expected \(count) fields as the header says, found \(parts.count)")
      }
      var fields: [String?] = parts.enumerated().map { index, part in
        let trimmed = part.trimmingCharacters(in: .whitespaces)
        return index >= hingeFields && trimmed.isEmpty ? nil : trimmed
      }
      fields += Array(repeating: nil, count: spanKeys.count - fields.count)
      spans.append(
        try span(
          fields,
          error: { index, message in
            TraceError(
              file: file, line: number, column: index < starts.count ? starts[index] : 1,
              message: message)
          }))
    }
    guard columns != nil else {
      throw TraceError(
        file: file, line: 1, column: 1,
        message: "expected the header '\(header)', found an empty file")
    }
    return Contents(spans: spans)
  }
}

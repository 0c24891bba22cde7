import Foundation
import Testing

/// The environment variable that turns golden comparisons into re-recording.
public let recordGoldenEnvironmentVariable = "ORIENTSIM_RECORD_GOLDEN"

/// Whether goldens are being re-recorded (`ORIENTSIM_RECORD_GOLDEN=1`).
public var isRecordingGoldens: Bool {
  ProcessInfo.processInfo.environment[recordGoldenEnvironmentVariable] == "1"
}

/// Asserts that `records`, in the `text` format (one `RecordText` line each), equal the golden
/// file at `path`; on mismatch the issue carries a unified diff. With
/// `ORIENTSIM_RECORD_GOLDEN=1` the file is written instead, so a reviewed change of behaviour
/// is one command away from a new golden — and a golden that changed fails the test that wrote
/// it (as argument-parser's snapshot helpers do), so a recording run can never pass as a check.
public func expectTranscript(
  _ records: [CallbackRecord], matchesGolden path: String,
  recording: Bool = isRecordingGoldens, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectText(
    records.map { RecordText.line($0) + "\n" }.joined(), matchesGolden: path,
    recording: recording, sourceLocation: sourceLocation)
}

/// Asserts that `text` equals the golden file at `path` (re-recording it under
/// `ORIENTSIM_RECORD_GOLDEN=1`, or with `recording`), with a unified diff on mismatch.
public func expectText(
  _ text: String, matchesGolden path: String, recording: Bool = isRecordingGoldens,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if recording {
    let old = try? String(contentsOfFile: path, encoding: .utf8)
    guard old != text else { return }
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      Issue.record(error, sourceLocation: sourceLocation)
      return
    }
    Issue.record(
      Comment(
        rawValue: "\(old == nil ? "Recorded" : "Re-recorded") the golden file \(path). Review "
          + "the change, then run again without \(recordGoldenEnvironmentVariable) to check it."),
      sourceLocation: sourceLocation)
    return
  }
  guard let golden = try? String(contentsOfFile: path, encoding: .utf8) else {
    Issue.record(
      Comment(
        rawValue: "No golden file at \(path). Record it with "
          + "\(recordGoldenEnvironmentVariable)=1 and review it before committing."),
      sourceLocation: sourceLocation)
    return
  }
  guard
    let diff = LineDiff.unified(
      from: LineDiff.lines(of: golden), to: LineDiff.lines(of: text), oldName: path,
      newName: "actual")
  else { return }
  Issue.record(
    Comment(
      rawValue: "Transcript differs from its golden file:\n\(diff)\nTo fix: if the change is "
        + "intended, re-record with \(recordGoldenEnvironmentVariable)=1 and review the diff."),
    sourceLocation: sourceLocation)
}

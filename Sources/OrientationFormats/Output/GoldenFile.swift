import Foundation
import OrientationCore

/// Golden transcripts: text-format output kept in a file and compared on every run
/// (`--expect FILE`, `--record`).
public enum GoldenFile {
  /// The unified diff from the golden file at `path` to `actual`, or `nil` when they are equal.
  /// A missing golden file is an ``InputError`` of kind `missingFile` (exit 66).
  public static func diff(_ actual: String, againstFileAt path: String) throws -> String? {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError.missingFile(
        path, reason: "no such golden file; create it with --record and review it")
    }
    let expected = String(decoding: data, as: UTF8.self)
    return LineDiff.unified(
      from: LineDiff.lines(of: expected), to: LineDiff.lines(of: actual), oldName: path,
      newName: "actual")
  }

  /// Writes `text` to `path` (an ``OutputFile``: whole or not at all), creating the directory
  /// if needed; `inputs` are the run's inputs, which the golden file must not be.
  public static func write(_ text: String, to path: String, inputs: [String] = []) throws {
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    }
    var writer = try TextFileWriter(path: path, inputs: inputs)
    try writer.write(text)
    try writer.commit()
  }
}

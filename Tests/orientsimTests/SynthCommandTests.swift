import ArgumentParser
import Foundation
import OrientationCore
import OrientationIO
import Testing

@testable import orientsim

@Suite("orientsim synth")
struct SynthCommandTests {
  /// A fresh directory for one test's files.
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "synth-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func exitCode(_ arguments: [String]) -> Int32 {
    do {
      var command = try Orientsim.parseAsRoot(arguments)
      try command.run()
      return 0
    } catch {
      return Orientsim.exitCode(for: error).rawValue
    }
  }

  @Test("writes the trace and the ground truth next to it")
  func writes() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("p.yaml").path
    try "seed: 4\nsteps:\n  - {hold: portrait, for: 0.5}\n  - {turn: landscapeLeft, over: 0.5}\n"
      .write(toFile: script, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("t.csv").path
    #expect(exitCode(["synth", script, "-o", output]) == 0)
    let samples = try CSVTrace.read(path: output)
    #expect(samples.count == 100)
    let truth = try String(contentsOfFile: output + ".truth.json", encoding: .utf8)
    #expect(truth.contains("\"kind\": \"turn\", \"orientation\": \"landscapeLeft\""))
    // Same script, same bytes.
    let again = directory.appendingPathComponent("u.csv").path
    #expect(exitCode(["synth", script, "-o", again, "--truth", again + ".truth.csv"]) == 0)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == String(contentsOfFile: again, encoding: .utf8))
    #expect(
      try String(contentsOfFile: again + ".truth.csv", encoding: .utf8).hasPrefix(
        "start,end,kind,orientation,previous\n"))
  }

  @Test("a bad script exits 65, a missing one 66")
  func exitCodes() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bad = directory.appendingPathComponent("bad.yaml").path
    try "- {hold: sideways, for: 1}\n".write(toFile: bad, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("t.csv").path
    #expect(exitCode(["synth", bad, "-o", output]) == 65)
    #expect(
      exitCode(["synth", directory.appendingPathComponent("none.yaml").path, "-o", output]) == 66)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test("formats that cannot be written yet are usage errors")
  func usage() {
    #expect(throws: (any Error).self) {
      try Orientsim.parseAsRoot(["synth", "p.yaml", "-o", "t.evemu"])
    }
    #expect(throws: (any Error).self) {
      try Orientsim.parseAsRoot(["synth", "p.yaml", "-o", "t.csv", "--rate", "0"])
    }
  }
}

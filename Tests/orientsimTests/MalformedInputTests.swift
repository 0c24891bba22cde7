import Foundation
import Glibc
import Testing

/// Every bad input file of `Malformed/`, run through the built `orientsim` binary: each must end
/// with the exit code and the `file:line[:col]: message` of `Malformed/expected.tsv` (SPEC §7,
/// §8.1), within a bounded amount of memory.
@Suite("malformed inputs")
struct MalformedInputTests {
  /// One row of `expected.tsv`.
  struct Case: CustomTestStringConvertible, Sendable {
    /// The input, relative to `Malformed/` (fuzzer crashers are under `../../Fuzz/`); `@name` is
    /// generated at test time into a temporary directory (the 100 MB lines are too big to commit).
    var file: String
    /// `convert`, `simulate`, `synth` or `profile` (`simulate profile-scene.yaml
    /// --device-profile FILE`).
    var command: String
    var status: Int32
    /// Standard error's first line, after `orientsim: `; empty when nothing may be printed (a
    /// former crasher that is valid input).
    var message: String
    var testDescription: String { file }
  }

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Malformed")

  static let cases: [Case] = {
    let table =
      (try? String(contentsOf: directory.appendingPathComponent("expected.tsv"), encoding: .utf8))
      ?? ""
    return table.split(separator: "\n").compactMap { line in
      if line.hasPrefix("#") { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4, let status = Int32(fields[2]) else { return nil }
      return Case(file: fields[0], command: fields[1], status: status, message: fields[3])
    }
  }()

  /// How much more resident memory than a trivial run any bad input may take: the 100 MB-line
  /// inputs must be rejected without holding the line. Relative, so that the bound also holds
  /// under the address sanitizer, whose shadow memory alone is hundreds of megabytes.
  static let memoryBound = 100 * 1024 * 1024

  /// The peak resident memory of `simulate` on a one-line scene.
  static let baselineResidentBytes: Int = {
    guard let executable = builtExecutable(), let scratch = try? Paths.temporaryDirectory() else {
      return 0
    }
    defer { try? FileManager.default.removeItem(at: scratch) }
    let run = try? Self.run(
      executable.path, ["simulate", "profile-scene.yaml"], in: directory.path, scratch: scratch)
    return run?.maximumResidentBytes ?? 0
  }()

  @Test("the table covers at least 40 committed bad files, each listed once")
  func tableIsComplete() throws {
    let committed = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
      .filter { $0 != "expected.tsv" && !$0.hasPrefix("plist-") && $0 != "profile-scene.yaml" }
    let listed = Self.cases.map(\.file)
    #expect(Set(listed).count == listed.count)
    #expect(Set(committed).subtracting(listed).sorted() == [])
    let missing = listed.filter {
      !$0.hasPrefix("@")
        && !FileManager.default.fileExists(atPath: Self.directory.appendingPathComponent($0).path)
    }
    #expect(missing == [])
    #expect(listed.count >= 40)
  }

  @Test("a bad input exits with its code and its file:line message", arguments: cases)
  func malformed(_ example: Case) throws {
    guard let executable = builtExecutable() else {
      Issue.record("the orientsim executable is not built")
      return
    }
    let scratch = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    var workingDirectory = Self.directory.path
    var file = example.file
    if file.hasPrefix("@") {
      file.removeFirst()
      try Self.generate(file, in: scratch)
      workingDirectory = scratch.path
    }
    let arguments: [String]
    switch example.command {
    case "convert":
      arguments = ["convert", file, "-o", scratch.appendingPathComponent("out.evemu").path]
    case "synth": arguments = ["synth", file, "-o", scratch.appendingPathComponent("out.csv").path]
    case "profile": arguments = ["simulate", "profile-scene.yaml", "--device-profile", file]
    default: arguments = ["simulate", file]
    }
    let run = try Self.run(executable.path, arguments, in: workingDirectory, scratch: scratch)
    let firstLine = run.errors.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    #expect(run.status == example.status, "\(run.errors)")
    if example.message.isEmpty {
      #expect(run.errors == "")
    } else {
      #expect(firstLine == "orientsim: " + example.message)
    }
    let baseline = Self.baselineResidentBytes
    #expect(
      run.maximumResidentBytes - baseline < Self.memoryBound,
      "peak RSS \(run.maximumResidentBytes) bytes, \(baseline) for a trivial scene")
  }

  /// Writes a generated input: a header that gets the file to its parser, then one 100 MB line.
  static func generate(_ name: String, in directory: URL) throws {
    let prefix: String
    switch name {
    case "huge-line.evemu":
      prefix = "# EVEMU 1.3\nN: big\nI: 0006 0000 0000 0000\nE: 0.000000 0003 0000 "
    case "huge-line.csv": prefix = "t,x,y,z\n0,"
    case "huge-line.yml": prefix = "version: 1\ndevices: "
    default: prefix = "root: "
    }
    let path = directory.appendingPathComponent(name).path
    guard let handle = fopen(path, "w") else { throw CocoaError(.fileWriteUnknown) }
    defer { fclose(handle) }
    fputs(prefix, handle)
    let block = [UInt8](repeating: UInt8(ascii: "7"), count: 1 << 20)
    for _ in 0..<100 { _ = block.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) } }
    fputs("\n", handle)
  }

  struct Run {
    var status: Int32
    var errors: String
    var maximumResidentBytes: Int
  }

  /// Runs `executable` in `directory` under a 20 s CPU-time limit (a hang becomes a failure, not
  /// a stuck suite) and reports its status, standard error and peak resident memory.
  static func run(_ executable: String, _ arguments: [String], in directory: String, scratch: URL)
    throws -> Run
  {
    let errorsPath = scratch.appendingPathComponent("stderr").path
    let script = "cd \"$1\" && ulimit -t 20 && shift && exec \"$@\" >/dev/null 2>\"$ERRORS\""
    let argv = ["/bin/sh", "-c", script, "sh", directory, executable] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["ERRORS"] = errorsPath
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      cArguments.forEach { free($0) }
      cEnvironment.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, cArguments, cEnvironment)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
    return Run(status: exitStatus, errors: errors, maximumResidentBytes: usage.ru_maxrss * 1024)
  }
}

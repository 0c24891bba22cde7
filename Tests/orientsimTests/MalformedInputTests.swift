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
    /// `convert`, `simulate`, `synth`, `replay` or `profile` (`simulate profile-scene.yaml
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
    case "replay": arguments = ["replay", file]
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
    // A failed command leaves no output, no ground truth and no temporary file behind.
    if run.status != 0 {
      let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        .filter { $0.hasPrefix("out.") || $0.contains(".orientsim-") }
      #expect(left == [], "left behind: \(left)")
    }
    let baseline = Self.baselineResidentBytes
    #expect(
      run.maximumResidentBytes - baseline < Self.memoryBound,
      "peak RSS \(run.maximumResidentBytes) bytes, \(baseline) for a trivial scene")
  }

  /// Writes a generated input: a header that gets the file to its parser, then one 100 MB line.
  static func generate(_ name: String, in directory: URL) throws {
    if name.hasPrefix("scene-nested-") || name.hasPrefix("scene-presented-") {
      // 10,000 scene events, each nesting one level deeper than the one before.
      var text = "root: {id: v0}\nevents:\n"
      for i in 1...10_000 {
        text +=
          name.hasPrefix("scene-nested-")
          ? "  - {at: 0.5, addChild: {parent: v\(i - 1), vc: {id: v\(i)}}}\n"
          : "  - {at: 0.5, present: {id: v\(i), animated: false}}\n"
      }
      try text.write(
        to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
      return
    }
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

  /// Under the address sanitizer, a quarantine of freed memory small enough that the peak
  /// still measures the input's cost (the default 256 MB fills up on any busy parse); without
  /// it the option is ignored.
  static func asanOptions(_ options: String?) -> String {
    [options, "quarantine_size_mb=16"].compactMap { $0 }.filter { !$0.isEmpty }
      .joined(separator: ":")
  }

  struct Run {
    var status: Int32
    var errors: String
    var maximumResidentBytes: Int
  }

  /// Runs `executable` in `directory` under a 20 s CPU-time limit (a hang becomes a failure, not
  /// a stuck suite) and reports its status, standard error and peak resident memory.
  ///
  /// A small Python parent forks the run and reads its peak from `RUSAGE_CHILDREN`: a process
  /// spawned straight from this one would start from this test process's memory high-water
  /// mark (`posix_spawn` shares the address space until `exec`), hiding the figure we want.
  static func run(_ executable: String, _ arguments: [String], in directory: String, scratch: URL)
    throws -> Run
  {
    let errorsPath = scratch.appendingPathComponent("stderr").path
    let peakPath = scratch.appendingPathComponent("peak").path
    let script = """
      import resource, subprocess, sys
      def limit():
          resource.setrlimit(resource.RLIMIT_CPU, (20, 20))
      with open(sys.argv[1], "wb") as errors:
          run = subprocess.run(sys.argv[4:], cwd=sys.argv[2], stdout=subprocess.DEVNULL,
                               stderr=errors, preexec_fn=limit)
      with open(sys.argv[3], "w") as peak:
          peak.write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
      sys.exit(run.returncode if run.returncode >= 0 else 128 - run.returncode)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script, errorsPath, directory, peakPath, executable] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment["ASAN_OPTIONS"] = Self.asanOptions(environment["ASAN_OPTIONS"])
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
    let peak = (try? String(contentsOfFile: peakPath, encoding: .utf8)).flatMap { Int($0) } ?? 0
    return Run(status: process.terminationStatus, errors: errors, maximumResidentBytes: peak * 1024)
  }
}

import ArgumentParser
import Foundation
import OrientationLinux
import OrientationTraces
import Testing

@testable import orientsim

/// Runs the built binary.
func orientsim(_ arguments: [String], in directory: URL? = nil) throws -> (
  status: Int32, stdout: String, stderr: String
) {
  let process = Process()
  let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  var binary = products.appendingPathComponent("orientsim")
  if !FileManager.default.fileExists(atPath: binary.path) {
    binary =
      Bundle.allBundles.map {
        $0.bundleURL.deletingLastPathComponent().appendingPathComponent("orientsim")
      }
      .first { FileManager.default.fileExists(atPath: $0.path) } ?? binary
  }
  process.executableURL = binary
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  let stderr = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: stdout, as: UTF8.self),
    String(decoding: stderr, as: UTF8.self)
  )
}

func scratchDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("orientsim-cli-\(UUID())")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Ten frames, 0.1 s apart, ABS_X = 10·i, with MSC_TIMESTAMP.
func writeTrace(_ directory: URL) throws -> String {
  var writer = try EvemuWriter(path: directory.appendingPathComponent("in.evemu").path)
  writer.writeHeader(
    .accelerometer(name: "Trace Accelerometer", mscTimestamp: true, values: (0, -8192, 0)))
  for i in 0..<10 {
    let t = EventTime(microseconds: Int64(i) * 100_000 + 1)
    writer.write(InputEvent(time: t, type: .absolute, code: 0, value: Int32(10 * i)))
    writer.write(InputEvent(time: t, type: .miscellaneous, code: 5, value: Int32(i) * 100_000))
    writer.write(InputEvent(time: t, type: .synchronization, code: 0, value: 0))
  }
  try writer.commit()
  return directory.appendingPathComponent("in.evemu").path
}

func events(_ path: String) throws -> [InputEvent] {
  var source = try TraceFormat.open(path: path)
  var result: [InputEvent] = []
  while let event = try source.next() { result.append(event) }
  return result
}

@Suite("trace and device commands")
struct IOCommandTests {
  @Test("convert cuts a window of whole frames and seeds the header with the state at its start")
  func window() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = try writeTrace(directory)
    let output = directory.appendingPathComponent("cut.evemu").path
    let result = try orientsim(["convert", input, "-o", output, "--from", "0.2", "--to", "0.5"])
    #expect(result.status == 0, "\(result.stderr)")
    let cut = try events(output)
    #expect(cut.filter { $0.type == .absolute }.map(\.value) == [20, 30, 40])
    #expect(cut.count == 9)
    let reader = try EvemuReader(path: output)
    #expect(reader.device.axes[.x]?.value == 10)
    #expect(reader.device.axes[.y]?.value == -8192)
  }

  @Test("convert --codes keeps the listed codes and SYN_REPORT, and drops the rest from the header")
  func codes() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = try writeTrace(directory)
    let output = directory.appendingPathComponent("abs.evemu").path
    let result = try orientsim(["convert", input, "-o", output, "--codes", "ABS_X,ABS_Y,ABS_Z"])
    #expect(result.status == 0, "\(result.stderr)")
    let kept = try events(output)
    #expect(kept.count == 20)
    #expect(kept.allSatisfy { $0.type == .absolute || $0.isSynReport })
    let reader = try EvemuReader(path: output)
    #expect(reader.device.codes[.miscellaneous] == nil)
  }

  @Test("evemu → libinput record → CSV → evemu keeps the samples")
  func formats() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = try writeTrace(directory)
    let yaml = directory.appendingPathComponent("t.yml").path
    let csv = directory.appendingPathComponent("t.csv").path
    let back = directory.appendingPathComponent("back.evemu").path
    #expect(try orientsim(["convert", input, "-o", yaml]).status == 0)
    #expect(try events(yaml) == events(input))
    #expect(try orientsim(["convert", yaml, "-o", csv]).status == 0)
    let text = try String(contentsOfFile: csv, encoding: .utf8)
    #expect(
      text.hasPrefix(
        "t,x,y,z\n0.000001,0.000000,-1.000000,0.000000\n0.100001,0.001221,-1.000000,0.000000\n"))
    #expect(try orientsim(["convert", csv, "-o", back, "--to-format", "evemu"]).status == 0)
    #expect(
      try events(back).filter { $0.type == .absolute && $0.code == 0 }.map(\.value)
        == (0..<10).map { Int32(10 * $0) })
  }

  @Test(
    "exit codes: 65 bad data with file:line, 66 missing file, 2 usage",
    arguments: [
      (
        "N: x\nI: 0 0 0 0\nE: 1.0 0003 zz01 1\n", Int32(65),
        "bad.evemu:3:13: expected a hex event code, found 'zz01'"
      ),
      ("", Int32(65), "bad.evemu:1:1: empty file"),
      (
        "N: x\nI: 0 0 0 0\nE: 1.0 0003 0000 1\nE: 1.0 0000 0000 0\nE: 0.5 0003 0000 2\n", Int32(65),
        "bad.evemu:5:4: event time 0.000005 is earlier than the previous event's 1.000000"
      ),
      ("\u{7f}ELF\u{2}\u{1}", Int32(65), "bad.evemu:1:1: binary data (byte 0x7f)"),
      (
        "t,x,y,z\n0,0,-1,0\n1,0,nan,0\n", Int32(65),
        "bad.evemu:3:5: expected a finite number for y, found 'nan'"
      ),
    ])
  func badData(text: String, status: Int32, message: String) throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try text.write(
      to: directory.appendingPathComponent("bad.evemu"), atomically: true, encoding: .utf8)
    let result = try orientsim(["convert", "bad.evemu", "-o", "out.evemu"], in: directory)
    #expect(result.status == status)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.evemu").path))
  }

  @Test(
    "every output format streams: a bad line late in the input leaves no file behind",
    arguments: ["out.evemu", "out.yml", "out.csv"])
  func badLineLeavesNoOutput(output: String) throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var rows = ["t,x,y,z"] + (0..<20_000).map { "\(Double($0) / 100),0,-1,0" }
    rows.append("200.0,0,-1")
    try rows.joined(separator: "\n").write(
      to: directory.appendingPathComponent("late.csv"), atomically: true, encoding: .utf8)
    let result = try orientsim(["convert", "late.csv", "-o", output], in: directory)
    #expect(result.status == 65)
    #expect(result.stderr.contains("late.csv:20002:11: expected 4 fields t,x,y,z, found 3"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(output).path))
  }

  @Test("a missing input is exit 66; a bad option is exit 2")
  func missingAndUsage() throws {
    let missing = try orientsim(["convert", "/nonexistent/trace.evemu", "-o", "/tmp/x.evemu"])
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("/nonexistent/trace.evemu: no such file or directory"))
    let usage = try orientsim(["convert", "a", "-o", "b", "--from", "2", "--to", "1"])
    #expect(usage.status == 2)
    let codes = try orientsim(["convert", "/nonexistent", "-o", "b", "--codes", "ABS_NOPE"])
    #expect(codes.stderr.contains("unknown event code 'ABS_NOPE'"))
  }

  @Test(
    "play fails cleanly without /dev/uinput (exit 4) and names the fix",
    .enabled(
      if: !FileManager.default.fileExists(atPath: "/dev/uinput"), "this machine has /dev/uinput"))
  func playWithoutUinput() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = try writeTrace(directory)
    let result = try orientsim(["play", input])
    #expect(result.status == 4)
    #expect(result.stderr.contains("modprobe uinput"))
  }

  @Test(
    "record on a missing node is exit 66; devices without /dev/input lists nothing and succeeds")
  func recordMissing() throws {
    let result = try orientsim(["record", "/dev/input/event999", "-o", "/tmp/never.evemu"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("orientsim devices"))
    let devices = try orientsim(["devices", "--json", "--directory", "/nonexistent"])
    #expect(devices.status == 0)
    #expect(devices.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
  }

  @Test("device errors map to SPEC §8.1 exit codes with advice")
  func deviceErrorMapping() {
    let denied = DeviceError(path: "/dev/input/event3", operation: "open", errno: .permissionDenied)
    #expect(ExitStatus(for: denied) == .noPermission)
    #expect(denied.description.contains("'input' group"))
    #expect(denied.description.contains("TAG+=\"uaccess\""))
    let lost = DeviceError(
      path: "/dev/input/event3", operation: "libevdev_next_event",
      errno: .operationNotSupportedByDevice)
    #expect(lost.kind == .deviceLost)
    #expect(ExitStatus(for: lost) == .deviceLost)
  }
}

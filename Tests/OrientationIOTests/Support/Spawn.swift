import Foundation

/// The result of running a program.
struct RunResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs `executable` with `arguments` in `directory` and waits for it.
func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> RunResult
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return RunResult(
    status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
    stderr: String(decoding: errData, as: UTF8.self))
}

/// The built `orientsim` binary next to the test bundle.
var orientsimBinary: String {
  let products = Bundle.module.bundleURL.deletingLastPathComponent()
  return products.appendingPathComponent("orientsim").path
}

/// Why umockdev tests cannot run here, or nil when they can.
var umockdevUnavailable: String? {
  FileManager.default.isExecutableFile(atPath: "/usr/bin/umockdev-run")
    ? nil : "umockdev-run is not installed (apt-get install umockdev)"
}

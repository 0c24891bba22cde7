import Glibc
import OrientationFormats

/// `watch --latency-log`: how long after the kernel stamped a sample its records were written,
/// measured on the device's own clock (``KernelClock``).
enum LatencyClock {
  /// Writes one latency per line, in seconds, as an ``OutputFile``: the file is replaced whole
  /// or not at all, and only after a run that succeeded.
  static func write(
    _ latencies: [Double], to path: String, runSucceeded: Bool, errors: OutputSink
  ) {
    guard runSucceeded else {
      errors.write("orientsim: the run failed, so the latency log \(path) was left as it was\n")
      return
    }
    do {
      var writer = try TextFileWriter(path: path)
      for latency in latencies { try writer.append("\(latency)\n") }
      try writer.commit()
    } catch {
      errors.write("orientsim: latency log not written: \(error)\n")
    }
  }
}

import Glibc
import OrientationIO

/// `watch --latency-log`: how long after the kernel stamped a sample its records were written.
enum LatencyClock {
  static func now(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Seconds from `timestamp` to now. Sample times are the kernel's timestamps: IIO scans on
  /// CLOCK_MONOTONIC (set by the reader), evdev events on the clock the node reports in, which
  /// is taken to be the one of the two clocks `timestamp` is nearer to.
  static func seconds(since timestamp: Double) -> Double {
    let monotonic = now(CLOCK_MONOTONIC) - timestamp
    let realtime = now(CLOCK_REALTIME) - timestamp
    return abs(monotonic) <= abs(realtime) ? monotonic : realtime
  }

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

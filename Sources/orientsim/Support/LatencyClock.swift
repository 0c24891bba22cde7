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

  /// Writes one latency per line, in seconds.
  static func write(_ latencies: [Double], to path: String, errors: OutputSink) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      errors.write("orientsim: cannot write the latency log \(path)\n")
      return
    }
    defer { close(fd) }
    var text = ""
    text.reserveCapacity(latencies.count * 12)
    for latency in latencies { text += "\(latency)\n" }
    var bytes = Array(text.utf8)
    while !bytes.isEmpty {
      let count = Glibc.write(fd, bytes, bytes.count)
      if count <= 0 { return }
      bytes.removeFirst(count)
    }
  }
}

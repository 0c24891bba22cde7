import Glibc
import OrientationFormats

/// Progress of a long replay on standard error: percent of the file, samples per second and the
/// time left, redrawn in place (issue-free on a terminal, absent in logs and pipes).
///
/// Shown only when standard error is a terminal and only once the run has lasted a second, so
/// short replays and redirected runs print nothing extra. The clock is injected so tests can
/// drive it.
final class ProgressReporter {
  private let sink: OutputSink
  private let now: () -> Double
  private let start: Double
  private var lastDraw = -Double.infinity
  private var drawn = false
  /// Seconds a run must last before progress appears.
  static let delay = 1.0
  /// Seconds between redraws.
  static let interval = 0.25

  /// A reporter writing to `sink`, reading seconds from `now`.
  init(sink: OutputSink, now: @escaping () -> Double = ProgressReporter.monotonicSeconds) {
    self.sink = sink
    self.now = now
    start = now()
  }

  /// A reporter on standard error when it is a terminal, else nil (the switch issue #8 asks
  /// for: silent when redirected).
  static func forStandardError(isTerminal: Bool = isatty(2) != 0) -> ProgressReporter? {
    isTerminal ? ProgressReporter(sink: OutputSink(descriptor: .standardError, capacity: 256)) : nil
  }

  /// Seconds on the monotonic clock.
  static func monotonicSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// Reports `samples` replayed and the share of the file read (nil when unknown).
  func update(fraction: Double?, samples: Int) {
    let time = now()
    let elapsed = time - start
    guard elapsed >= Self.delay, time - lastDraw >= Self.interval else { return }
    lastDraw = time
    drawn = true
    sink.write("\r\u{1B}[2K" + Self.line(fraction: fraction, samples: samples, elapsed: elapsed))
    sink.flush()
  }

  /// Clears the progress line, if one was drawn.
  func finish() {
    guard drawn else { return }
    sink.write("\r\u{1B}[2K")
    sink.flush()
    drawn = false
  }

  /// `  42% · 51200 samples · 81234 samples/s · ETA 3 s`.
  static func line(fraction: Double?, samples: Int, elapsed: Double) -> String {
    let rate = elapsed > 0 ? Double(samples) / elapsed : 0
    var parts: [String] = []
    if let fraction { parts.append("\(Int((fraction * 100).rounded(.down)))%") }
    parts.append("\(samples) samples")
    parts.append("\(Int(rate.rounded())) samples/s")
    if let fraction, fraction > 0 {
      let left = elapsed * (1 - fraction) / fraction
      parts.append("ETA \(Int(left.rounded(.up))) s")
    }
    return "replay: " + parts.joined(separator: " · ")
  }
}

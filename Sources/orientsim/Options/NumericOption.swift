import ArgumentParser

/// Range checks for numeric options: every number a command takes is finite and inside a
/// range it can act on (a `--speed` of 1e-300 would overflow the pacing clock; a NaN window
/// would keep nothing), else a usage error (exit 2) naming the option and the range.
enum NumericOption {
  /// Throws unless `value` (when given) is finite and in `range`.
  static func check(_ name: String, _ value: Double?, in range: ClosedRange<Double>) throws {
    guard let value else { return }
    guard value.isFinite, range.contains(value) else {
      throw ValidationError(
        "\(name) must be a number from \(format(range.lowerBound)) to "
          + "\(format(range.upperBound)), got \(value)")
    }
  }

  /// Trace times a window may name, in seconds.
  static let time: ClosedRange<Double> = -1e12...1e12
  /// Pacing factors.
  static let speed: ClosedRange<Double> = 0.001...1000
  /// Durations of a live session, in seconds (about 31 years).
  static let duration: ClosedRange<Double> = 0.001...1e9
  /// Units per g.
  static let scale: ClosedRange<Double> = 1e-6...1e9

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}

import OrientationCore
import OrientationDetection

/// How well a detector's decisions match a synthetic trace's ground truth.
///
/// - A **hold** is right when the reported orientation equals the intended one throughout the
///   hold after a grace period (``grace`` seconds, at most half the hold), which leaves room
///   for the decision that ends the turn before it.
/// - A change during a **shake** or **walk** span is spurious: the device was meant to stay.
/// - **Latency** is measured for every turn whose intended orientation differs from the one
///   before it: from the end of the turn to the first report of the new orientation, before
///   the next turn starts; a decision made while the turn is still under way counts as 0. A
///   turn never decided in that window is **missed**.
/// - Hinge moves (`unfold`, `fold`, `hinge`) are not judged; the hold after one is, in the
///   frame of the display it ends on.
public struct AccuracyScore: Hashable, Sendable {
  /// Hold spans judged.
  public var holds = 0
  /// Hold spans classified right.
  public var holdsRight = 0
  /// Shake and walk spans judged.
  public var motionSpans = 0
  /// Changes of the reported orientation during shake and walk spans.
  public var spuriousChanges = 0
  /// Seconds from the end of each decided turn to its decision.
  public var latencies: [Double] = []
  /// Turns never decided before the next turn.
  public var missedTurns = 0

  /// Seconds at the start of a hold not judged.
  public static let grace = 1.0

  /// An empty score.
  public init() {}

  /// Adds another score's counts to this one.
  public mutating func merge(_ other: AccuracyScore) {
    holds += other.holds
    holdsRight += other.holdsRight
    motionSpans += other.motionSpans
    spuriousChanges += other.spuriousChanges
    latencies += other.latencies
    missedTurns += other.missedTurns
  }

  /// The share of holds right, 0…1 (1 when there were none).
  public var holdAccuracy: Double { holds == 0 ? 1 : Double(holdsRight) / Double(holds) }

  /// The latency at quantile `q` (0…1, nearest rank), or `nil` without decided turns.
  public func latency(quantile q: Double) -> Double? {
    guard !latencies.isEmpty else { return nil }
    let sorted = latencies.sorted()
    let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
    return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank))]
  }

  /// Scores `detector` (fresh) over `trace`.
  public static func evaluate(_ detector: some OrientationDetector, on trace: SyntheticTrace)
    -> AccuracyScore
  {
    var detector = detector
    var reported: [DeviceOrientation] = []
    reported.reserveCapacity(trace.samples.count)
    var changes: [(time: Double, orientation: DeviceOrientation)] = []
    for sample in trace.samples {
      let output = detector.update(sample)
      reported.append(output.orientation)
      if output.changed { changes.append((sample.time, output.orientation)) }
    }
    var score = AccuracyScore()
    let samples = trace.samples
    // Sample times are index / rate, so a span's samples are found by index arithmetic.
    func firstIndex(atOrAfter t: Double) -> Int {
      var low = 0
      var high = samples.count
      while low < high {
        let mid = (low + high) / 2
        if samples[mid].time < t { low = mid + 1 } else { high = mid }
      }
      return low
    }
    for (spanIndex, span) in trace.truth.enumerated() {
      switch span.kind {
      case .hold:
        score.holds += 1
        let judgedFrom = span.start + Swift.min(grace, (span.end - span.start) / 2)
        var right = true
        var index = firstIndex(atOrAfter: judgedFrom)
        while index < samples.count && samples[index].time < span.end {
          if reported[index] != span.orientation {
            right = false
            break
          }
          index += 1
        }
        if right { score.holdsRight += 1 }
      case .shake, .walk:
        score.motionSpans += 1
        score.spuriousChanges += changes.count { $0.time >= span.start && $0.time < span.end }
      case .unfold, .fold, .hinge:
        // Not judged: a display change carries the samples a quarter turn, and the session
        // carries its detector with them (SPEC §6.1); a detector scored alone sees a jump.
        break
      case .turn:
        guard span.orientation != span.previous else { break }
        let nextTurn =
          trace.truth[(spanIndex + 1)...].first { $0.kind == .turn }?.start ?? Double.infinity
        if let decision = changes.first(where: {
          $0.time >= span.start && $0.time < nextTurn && $0.orientation == span.orientation
        }) {
          score.latencies.append(Swift.max(0, decision.time - span.end))
        } else {
          score.missedTurns += 1
        }
      }
    }
    return score
  }
}

/// The scenarios of the accuracy corpus: calm turns, slow tilts through the diagonal, walking
/// jitter, shakes, lying flat, picking up from flat, near-45° holds.
public enum AccuracyCorpus {
  /// The scenario names, in table order.
  public static let scenarios = [
    "calm turns", "slow tilts", "walking", "shakes", "lying flat", "pick up", "near 45°",
  ]

  /// The pose script of `scenario` for one seed; noise and tilt vary with the seed.
  public static func script(_ scenario: String, seed: UInt64) -> PoseScript {
    var random = SplitMix64(seed: seed &* 0x5851_F42D_4C95_7F2D &+ 17)
    let tilt = 15 + random.nextUnit() * 30  // 15°…45° back, as people hold phones
    let noise = 0.01 + random.nextUnit() * 0.03
    let steps: [PoseStep]
    switch scenario {
    case "calm turns":
      steps = [
        .hold(.portrait, for: 3), .turn(.landscapeLeft, over: 0.5), .hold(.landscapeLeft, for: 3),
        .turn(.portrait, over: 0.5), .hold(.portrait, for: 3), .turn(.landscapeRight, over: 0.5),
        .hold(.landscapeRight, for: 3), .turn(.portraitUpsideDown, over: 0.6),
        .hold(.portraitUpsideDown, for: 3), .turn(.landscapeLeft, over: 0.6),
        .hold(.landscapeLeft, for: 3), .turn(.landscapeRight, over: 1.0),
        .hold(.landscapeRight, for: 3),
      ]
    case "slow tilts":
      steps = [
        .hold(.portrait, for: 3), .turn(.landscapeLeft, over: 3), .hold(.landscapeLeft, for: 3),
        .turn(.portrait, over: 3), .hold(.portrait, for: 3), .turn(.landscapeRight, over: 4),
        .hold(.landscapeRight, for: 3),
      ]
    case "walking":
      steps = [
        .hold(.portrait, for: 2), .walk(6), .hold(.portrait, for: 2),
        .turn(.landscapeLeft, over: 0.5), .hold(.landscapeLeft, for: 2),
        .walk(6, amplitude: 0.25, frequency: 1.8), .hold(.landscapeLeft, for: 2),
      ]
    case "shakes":
      steps = [
        .hold(.portrait, for: 2), .shake(1.5, amplitude: 1.5, frequency: 5),
        .hold(.portrait, for: 2), .turn(.landscapeLeft, over: 0.5), .hold(.landscapeLeft, for: 2),
        .shake(1.5, amplitude: 2, frequency: 4), .hold(.landscapeLeft, for: 2),
        .shake(1.0, amplitude: 1, frequency: 7), .hold(.landscapeLeft, for: 2),
      ]
    case "lying flat":
      steps = [
        .hold(.portrait, for: 2), .turn(.faceUp, over: 0.6), .hold(.faceUp, for: 4),
        .turn(.portrait, over: 0.6), .hold(.portrait, for: 3), .turn(.faceDown, over: 0.8),
        .hold(.faceDown, for: 3),
      ]
    case "pick up":
      steps = [
        .hold(.faceUp, for: 3), .turn(.portrait, over: 0.6), .hold(.portrait, for: 3),
        .turn(.faceUp, over: 0.6), .hold(.faceUp, for: 3), .turn(.landscapeLeft, over: 0.6),
        .hold(.landscapeLeft, for: 3),
      ]
    default:  // near 45°
      steps = [
        .hold(.portrait, for: 2), .turn(.portrait, over: 0.5, angle: 43),
        .hold(.portrait, for: 3, angle: 43), .turn(.portrait, over: 0.5, angle: -43),
        .hold(.portrait, for: 3, angle: -43), .turn(.landscapeLeft, over: 0.6),
        .hold(.landscapeLeft, for: 2), .turn(.landscapeLeft, over: 0.5, angle: -43),
        .hold(.landscapeLeft, for: 3, angle: -43), .turn(.landscapeLeft, over: 0.5, angle: 43),
        .hold(.landscapeLeft, for: 3, angle: 43),
      ]
    }
    return PoseScript(rate: 100, seed: seed, noise: noise, tilt: tilt, steps: steps)
  }
}

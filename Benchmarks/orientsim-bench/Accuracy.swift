import OrientationCore
import OrientationDetection
import OrientationSynthesis

/// Seeds per scenario in the accuracy corpus.
private let accuracySeeds: [UInt64] = Array(1...20)

private func percent(_ value: Double) -> String {
  let tenths = Int((value * 1000).rounded())
  return "\(tenths / 10).\(tenths % 10)%"
}

private func milliseconds(_ seconds: Double?) -> String {
  guard let seconds else { return "—" }
  return "\(Int((seconds * 1000).rounded())) ms"
}

private func padded(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// `orientsim-bench accuracy`: each detector over the generated corpus, scored against its
/// ground truth (holds right, spurious changes during shakes and walking, turn latency).
func runAccuracy() {
  let traces = AccuracyCorpus.scenarios.map { scenario in
    (
      scenario,
      accuracySeeds.map { MotionGenerator.generate(AccuracyCorpus.script(scenario, seed: $0)) }
    )
  }
  let sampleCount = traces.reduce(0) { $0 + $1.1.reduce(0) { $0 + $1.samples.count } }
  print(
    "## accuracy (\(AccuracyCorpus.scenarios.count) scenarios × \(accuracySeeds.count) seeds, \(sampleCount) samples at 100 Hz)"
  )
  print()
  print(
    "| detector | holds right | spurious (shake/walk) | latency median | latency p95 | missed turns |"
  )
  print("|---|---|---|---|---|---|")
  var perScenario: [(DetectorKind, String, AccuracyScore)] = []
  for kind in DetectorKind.allCases {
    var total = AccuracyScore()
    for (scenario, list) in traces {
      var score = AccuracyScore()
      for trace in list { score.merge(evaluate(kind, trace)) }
      perScenario.append((kind, scenario, score))
      total.merge(score)
    }
    print(row(kind.rawValue, total))
  }
  print()
  print("| detector | scenario | holds right | spurious | latency median | latency p95 | missed |")
  print("|---|---|---|---|---|---|---|")
  for (kind, scenario, score) in perScenario {
    print(
      "| \(kind.rawValue) | \(scenario) | \(score.holdsRight)/\(score.holds) | \(score.spuriousChanges) | \(milliseconds(score.latency(quantile: 0.5))) | \(milliseconds(score.latency(quantile: 0.95))) | \(score.missedTurns) |"
    )
  }
  print()
}

private func row(_ name: String, _ score: AccuracyScore) -> String {
  "| \(padded(name, 9)) | \(percent(score.holdAccuracy)) (\(score.holdsRight)/\(score.holds)) | \(score.spuriousChanges) in \(score.motionSpans) spans | \(milliseconds(score.latency(quantile: 0.5))) | \(milliseconds(score.latency(quantile: 0.95))) | \(score.missedTurns) |"
}

private func evaluate(_ kind: DetectorKind, _ trace: SyntheticTrace) -> AccuracyScore {
  switch kind {
  case .android: AccuracyScore.evaluate(AndroidDetector(), on: trace)
  case .iio: AccuracyScore.evaluate(IIODetector(), on: trace)
  case .threshold: AccuracyScore.evaluate(ThresholdDetector(), on: trace)
  }
}

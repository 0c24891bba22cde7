import OrientationCore
import OrientationDetection
import OrientationSynthesis
import Testing

@Suite("Synthetic motion")
struct DetectionSynthesisTests {
  @Test("the generator is deterministic for a seed and differs between seeds")
  func deterministic() {
    let script = AccuracyCorpus.script("walking", seed: 9)
    #expect(MotionGenerator.generate(script) == MotionGenerator.generate(script))
    var other = script
    other.seed = 10
    #expect(MotionGenerator.generate(script).samples != MotionGenerator.generate(other).samples)
  }

  @Test("SplitMix64 matches the reference sequence")
  func splitMix() {
    var random = SplitMix64(seed: 0)
    // Reference values of SplitMix64 seeded with 0.
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test("holds give the exact gravity vector and time steps follow the rate")
  func geometry() {
    let script = PoseScript(
      rate: 50, steps: [.hold(.landscapeLeft, for: 0.1), .hold(.faceUp, for: 0.1)])
    let trace = MotionGenerator.generate(script)
    #expect(trace.samples.count == 10)
    #expect(trace.samples.map(\.time) == (0..<10).map { Double($0) / 50 })
    let first = trace.samples[0]
    #expect(abs(first.x + 1) < 1e-12 && abs(first.y) < 1e-12 && abs(first.z) < 1e-12)
    let last = trace.samples[9]
    #expect(abs(last.z + 1) < 1e-12)
    #expect(
      trace.truth == [
        TruthSpan(
          start: 0, end: 0.1, kind: .hold, orientation: .landscapeLeft, previous: .landscapeLeft),
        TruthSpan(
          start: 0.1, end: 0.2, kind: .hold, orientation: .faceUp, previous: .landscapeLeft),
      ])
  }

  @Test("a turn ends at the target pose; settings take no time")
  func turn() {
    let script = PoseScript(
      rate: 100,
      steps: [
        .hold(.portrait, for: 0.5), PoseStep(.set(noise: nil, tilt: 30), duration: 0),
        .turn(.landscapeRight, over: 0.5), .hold(.landscapeRight, for: 0.1),
      ])
    let trace = MotionGenerator.generate(script)
    #expect(trace.samples.count == 110)
    let end = trace.samples[100]
    let target = MotionGenerator.gravity(angle: 270, tilt: 30)
    #expect(abs(end.x - target.x) < 1e-12 && abs(end.y - target.y) < 1e-12)
    #expect(trace.truth.map(\.kind) == [.hold, .turn, .hold])
    #expect(trace.truth[1].previous == .portrait && trace.truth[1].orientation == .landscapeRight)
  }

  @Test(
    "the Android detector meets the targets on every corpus scenario",
    arguments: AccuracyCorpus.scenarios)
  func androidRoundTrip(scenario: String) {
    var score = AccuracyScore()
    for seed in UInt64(1)...3 {
      score.merge(
        AccuracyScore.evaluate(
          AndroidDetector(),
          on: MotionGenerator.generate(AccuracyCorpus.script(scenario, seed: seed))))
    }
    #expect(score.holdsRight == score.holds)
    #expect(score.spuriousChanges == 0)
    #expect(score.missedTurns == 0)
    #expect((score.latency(quantile: 0.5) ?? 0) <= 0.3)
  }

  @Test("the scorer notices a detector that never turns")
  func scorerCanFail() {
    let trace = MotionGenerator.generate(AccuracyCorpus.script("calm turns", seed: 1))
    let score = AccuracyScore.evaluate(PortraitOnlyDetector(), on: trace)
    #expect(score.holdsRight < score.holds)
    #expect(score.missedTurns > 0)
  }
}

/// A detector that never turns: portrait from the first sample on, whatever the samples say.
struct PortraitOnlyDetector: OrientationDetector {
  private(set) var orientation = DeviceOrientation.unknown
  var kind: DetectorKind { .android }

  mutating func update(_ sample: AccelSample) -> DetectorOutput {
    let changed = orientation != .portrait
    orientation = .portrait
    return DetectorOutput(
      orientation: orientation, explanation: DetectorExplanation(changed: changed))
  }
}

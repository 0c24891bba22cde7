import Foundation
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

  /// Portrait held: shut 1 s, unfolded over 1 s, held open 1 s, half shut to 90° over 0.5 s,
  /// folded over 1 s.
  static let foldScript = PoseScript(
    rate: 100,
    steps: [
      .hold(.portrait, for: 1), .unfold(over: 1), PoseStep(.hold(nil), duration: 1),
      .hinge(to: 90, over: 0.5), .fold(over: 1),
    ])

  @Test("hinge moves ease like turns, from shut, and every sample has an angle")
  func hingeAngles() throws {
    let trace = MotionGenerator.generate(Self.foldScript)
    #expect(trace.samples.count == 450)
    #expect(trace.hinge.map(\.time) == trace.samples.map(\.time))
    func angle(at index: Int) -> Double { trace.hinge[index].angle }
    let eased = { (from: Double, to: Double, u: Double) in
      from + (to - from) * (1 - cos(Double.pi * u)) / 2
    }
    // (sample index, angle): shut, a quarter and half into the unfold, open, half into the
    // move to 90°, half into the fold.
    let expected: [(Int, Double)] = [
      (0, 0), (99, 0), (100, 0), (125, eased(0, 180, 0.25)), (150, 90), (200, 180),
      (299, 180), (325, 135), (350, 90), (400, 45), (449, eased(90, 0, 0.99)),
    ]
    for (index, value) in expected {
      #expect(abs(angle(at: index) - value) < 1e-9, "sample \(index)")
    }
  }

  @Test("samples turn to the inner display's frame as the book detector opens, back as it folds")
  func frameCarry() throws {
    #expect(MotionGenerator.innerFromOuter == DeviceProfile.iphoneDuo.foldable?.innerFromOuter)
    let trace = MotionGenerator.generate(Self.foldScript)
    let thresholds = PostureThresholds.default
    // Opening from shut switches at the first angle above closedAt; folding, once open past
    // foldAt, at the first angle below foldAt (SPEC §6.1).
    let opened = try #require(trace.hinge.firstIndex { $0.angle > thresholds.closedAt })
    let open = try #require(trace.hinge.firstIndex { $0.angle >= thresholds.foldAt })
    let folded = try #require(
      trace.hinge.indices.first { $0 > open && trace.hinge[$0].angle < thresholds.foldAt })
    #expect(opened > 100 && opened < 150)
    #expect(folded > 400)
    let portrait = AccelSample(time: 0, x: 0, y: -1, z: 0)
    let inner = portrait.carried(by: MotionGenerator.innerFromOuter)
    #expect(inner.x == -1 && inner.y == 0)  // landscapeLeft's gravity
    for (index, sample) in trace.samples.enumerated() {
      let expected = index >= opened && index < folded ? inner : portrait
      #expect(
        abs(sample.x - expected.x) < 1e-12 && abs(sample.y - expected.y) < 1e-12,
        "sample \(index) at \(sample.time)")
    }
  }

  @Test("the ground truth follows the hinge, orientations in the frame of the display in use")
  func hingeTruth() {
    let trace = MotionGenerator.generate(Self.foldScript)
    #expect(trace.truth.map(\.kind) == [.hold, .unfold, .hold, .hinge, .fold])
    #expect(
      trace.truth.map(\.hinge) == [
        HingeTruth(angle: 0, posture: .folded), HingeTruth(angle: 180, posture: .open),
        HingeTruth(angle: 180, posture: .open), HingeTruth(angle: 90, posture: .halfOpen),
        HingeTruth(angle: 0, posture: .folded),
      ])
    #expect(trace.truth.map(\.hinge?.display) == [.outer, .inner, .inner, .inner, .outer])
    #expect(
      trace.truth.map(\.orientation) == [
        .portrait, .landscapeLeft, .landscapeLeft, .landscapeLeft, .portrait,
      ])
    #expect(
      trace.truth.map(\.previous) == [
        .portrait, .portrait, .landscapeLeft, .landscapeLeft, .landscapeLeft,
      ])
    #expect(trace.groundTruth.hasHinge)
  }

  @Test("a script without a hinge step has no hinge, and hingeNoise alone changes nothing")
  func noHinge() {
    let plain = PoseScript(
      seed: 3, noise: 0.02, steps: [.hold(.portrait, for: 0.5), .turn(.landscapeLeft, over: 0.5)])
    var noisy = plain
    noisy.hingeNoise = 2
    let trace = MotionGenerator.generate(plain)
    #expect(trace.hinge.isEmpty)
    #expect(trace.truth.allSatisfy { $0.hinge == nil })
    #expect(!trace.groundTruth.hasHinge)
    #expect(MotionGenerator.generate(noisy) == trace)
  }

  @Test("hinge noise is seeded, reproducible, clamped to 0…360° and its own stream")
  func hingeNoise() {
    // Shut all along: σ = 0.5° never reaches closedAt (5°), so the frame stays the outer one.
    let quiet = PoseScript(
      seed: 5, noise: 0.02, steps: [.hold(.portrait, for: 1), .hinge(to: 0, over: 1)])
    var noisy = quiet
    noisy.hingeNoise = 0.5
    let trace = MotionGenerator.generate(noisy)
    #expect(trace == MotionGenerator.generate(noisy))
    #expect(trace.hinge.allSatisfy { $0.angle >= 0 && $0.angle < 5 })
    #expect(trace.hinge.contains { $0.angle > 0 })
    #expect(MotionGenerator.generate(quiet).hinge.allSatisfy { $0.angle == 0 })
    // The accelerometer's noise is the same with or without the hinge's.
    #expect(trace.samples == MotionGenerator.generate(quiet).samples)
    var reseeded = noisy
    reseeded.seed = 6
    #expect(MotionGenerator.generate(reseeded).hinge != trace.hinge)
    // A setting step changes it from there on.
    let later = PoseScript(
      seed: 5,
      steps: [
        .unfold(over: 0.5), PoseStep(.set(noise: nil, tilt: nil, hingeNoise: 1), duration: 0),
        PoseStep(.hold(nil), duration: 0.5),
      ])
    let opened = MotionGenerator.generate(later).hinge
    #expect(
      opened[..<50].allSatisfy {
        abs($0.angle - 180 * (1 - cos(Double.pi * $0.time / 0.5)) / 2) < 1e-9
      })
    #expect(opened[50...].contains { $0.angle != 180 })
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

import OrientationCore
import OrientationDetection
import OrientationSynthesis
import Testing

@Suite("Detector robustness")
struct DetectionRobustnessTests {
  /// A random sample: mostly plausible, sometimes NaN, infinite, zero, huge, or back in time.
  static func hostileSample(_ random: inout SplitMix64, time: inout Double) -> AccelSample {
    let roll = random.next() % 20
    time += roll == 0 ? -0.5 : (roll == 1 ? 2.5 : 0.01)
    func component(_ random: inout SplitMix64) -> Double {
      switch random.next() % 40 {
      case 0: .nan
      case 1: .infinity
      case 2: -.infinity
      case 3: 0
      case 4: 1e300
      case 5: -Double.greatestFiniteMagnitude
      case 6: .leastNonzeroMagnitude
      default: random.nextGaussian()
      }
    }
    var sample = AccelSample(
      time: time, x: component(&random), y: component(&random), z: component(&random))
    if roll == 2 { sample.time = .nan }
    if roll == 3 { sample = AccelSample(time: time, x: 0, y: 0, z: 0) }
    return sample
  }

  @Test(
    "hostile input never crashes, and changes are reported exactly when they happen",
    arguments: DetectorKind.allCases)
  func hostile(kind: DetectorKind) {
    for lock in [false, true] {
      var detector = kind.makeDetector(portraitLock: lock)
      var random = SplitMix64(seed: UInt64(kind.rawValue.count) * 31 + (lock ? 1 : 0))
      var time = 0.0
      var previous = detector.orientation
      for _ in 0..<10_000 {
        let sample = Self.hostileSample(&random, time: &time)
        let output = detector.update(sample)
        #expect(output.orientation == detector.orientation)
        #expect(output.changed == (output.orientation != previous))
        if !sample.isUsable {
          #expect(output.explanation.heldBy == .invalidSample || lock)
          #expect(!output.changed || (lock && previous == .unknown))
        }
        if let tilt = output.explanation.tilt { #expect(tilt.isFinite && abs(tilt) <= 90) }
        if let angle = output.explanation.orientationAngle {
          #expect(angle >= 0 && angle <= 360)
        }
        if lock { #expect(output.orientation == .portrait) }
        previous = output.orientation
      }
    }
  }
}

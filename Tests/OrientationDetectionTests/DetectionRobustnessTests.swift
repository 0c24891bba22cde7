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
    var detector = kind.makeDetector()
    var random = SplitMix64(seed: UInt64(kind.rawValue.count) * 31)
    var time = 0.0
    var previous = detector.orientation
    for _ in 0..<10_000 {
      let sample = Self.hostileSample(&random, time: &time)
      let output = detector.update(sample)
      #expect(output.orientation == detector.orientation)
      #expect(output.changed == (output.orientation != previous))
      if !sample.isUsable {
        #expect(output.explanation.heldBy == .invalidSample)
        #expect(!output.changed)
      }
      if let tilt = output.explanation.tilt { #expect(tilt.isFinite && abs(tilt) <= 90) }
      if let angle = output.explanation.orientationAngle {
        #expect(angle >= 0 && angle <= 360)
      }
      previous = output.orientation
    }
  }

  @Test(
    "under the portrait lock, hostile input leaves UIKit seeing portrait from launch to the end",
    arguments: DetectorKind.allCases)
  func hostileLocked(kind: DetectorKind) throws {
    let simulator = try Simulator(scene: .default)
    var session = Session(
      simulator: simulator, pipeline: DetectionPipeline(detector: kind), locksPortrait: true)
    try session.launch(at: 0)
    #expect(simulator.isPortraitLocked)
    var random = SplitMix64(seed: UInt64(kind.rawValue.count) * 31 + 1)
    var time = 0.0
    var detectorChanges = 0
    var notPortrait: [Double] = []
    for _ in 0..<10_000 {
      let sample = Self.hostileSample(&random, time: &time)
      if try session.feed(sample).changed { detectorChanges += 1 }
      if simulator.deviceOrientation != .portrait || simulator.interfaceOrientation != .portrait {
        notPortrait.append(sample.time)
      }
    }
    try session.finish()
    #expect(notPortrait.isEmpty, "not portrait after the samples at \(notPortrait.prefix(5))")
    // The detector ran unlocked and turned; the engine saw none of it.
    #expect(detectorChanges > 1)
    #expect(!simulator.log.records.contains { $0.kind == .device })
    #expect(simulator.statistics.rotations == 0)
  }
}

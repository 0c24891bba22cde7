import OrientationCore
import OrientationSynthesis
import Testing

@testable import OrientationDetection

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Android detector")
struct DetectionAndroidTests {
  @Test("steady portrait is proposed 40 ms after the first filtered sample")
  func steadyPortrait() {
    // t=0 resets the judge (first sample), t=0.01 predicts rotation 0, settle ends at 0.05.
    let changes = decisions(AndroidDetector(), steady(Vector.portrait, from: 0, to: 1))
    #expect(changes == [Change(0.05, .portrait)])
  }

  @Test(
    "each upright pose from rest is decided at 50 ms",
    arguments: [
      (Vector.portrait, DeviceOrientation.portrait),
      (Vector.landscapeLeft, .landscapeLeft),
      (Vector.portraitUpsideDown, .portraitUpsideDown),
      (Vector.landscapeRight, .landscapeRight),
    ])
  func uprightPoses(vector: (Double, Double, Double), expected: DeviceOrientation) {
    let changes = decisions(AndroidDetector(), steady(vector, from: 0, to: 0.5))
    #expect(changes == [Change(0.05, expected)])
  }

  @Test("a sudden turn to landscapeLeft waits for the filter to pass 67° and settle 40 ms")
  func suddenTurn() {
    let samples =
      steady(Vector.portrait, from: 0, to: 1) + steady(Vector.landscapeLeft, from: 1, to: 3)
    // The 200 ms filter at 100 Hz keeps (20/21)^n of the old vector; the angle rounds to 67°
    // at n = 25 (t = 1.24), and the settle time ends at 1.28.
    #expect(
      decisions(AndroidDetector(), samples) == [
        Change(0.05, .portrait), Change(1.28, .landscapeLeft),
      ])
  }

  @Test("the 45° gap holds the current orientation at 60° and lets go at 70°")
  func adjacentGap() {
    var detector = AndroidDetector()
    for sample in steady(Vector.portrait, from: 0, to: 1) { _ = detector.update(sample) }
    var last = DetectorOutput(orientation: .unknown, explanation: DetectorExplanation())
    for sample in steady(Vector.turned(60), from: 1, to: 3) { last = detector.update(sample) }
    #expect(last.orientation == .portrait)
    #expect(last.explanation.heldBy == .deadZone)
    #expect(last.explanation.proposed == .landscapeLeft)
    #expect(last.explanation.orientationAngle == 60)
    for sample in steady(Vector.turned(70), from: 3, to: 4) { last = detector.update(sample) }
    #expect(last.orientation == .landscapeLeft)
  }

  @Test("lying down reports faceUp 40 ms after the filtered tilt passes 80°")
  func faceUp() {
    let samples = steady(Vector.portrait, from: 0, to: 1) + steady(Vector.faceUp, from: 1, to: 3)
    // Tilt rounds above 80° at n = 40 (t = 1.39); settle ends at 1.43.
    #expect(
      decisions(AndroidDetector(), samples) == [Change(0.05, .portrait), Change(1.43, .faceUp)])
  }

  @Test("face down is reported too")
  func faceDown() {
    let changes = decisions(AndroidDetector(), steady(Vector.faceDown, from: 0, to: 1))
    #expect(changes == [Change(0.05, .faceDown)])
  }

  @Test("picking up from flat waits 500 ms after the flat state ends")
  func pickUp() {
    let samples = steady(Vector.faceUp, from: 0, to: 3) + steady(Vector.portrait, from: 3, to: 5)
    var detector = AndroidDetector()
    var changes: [Change] = []
    var lastFlatLockout = -1.0
    for sample in samples {
      let output = detector.update(sample)
      if output.explanation.heldBy == .flatLockout { lastFlatLockout = sample.time }
      if output.changed { changes.append(Change(sample.time, output.orientation)) }
    }
    #expect(changes.first == Change(0.05, .faceUp))
    #expect(changes.count == 2)
    #expect(changes.last?.orientation == .portrait)
    // Flat (≥ 80° for 1 s) holds while the filtered tilt rounds to 80° or more: the last such
    // sample is t = 3.02 (n = 3, 81°); proposals wait until 3.02 + 0.5.
    #expect(lastFlatLockout == 3.51)
    #expect(changes.last == Change(3.52, .portrait))
  }

  @Test("a gap over 1 s resets the judge; the first sample after it is only a filter seed")
  func gapResets() {
    var detector = AndroidDetector()
    for sample in steady(Vector.portrait, from: 0, to: 0.5) { _ = detector.update(sample) }
    let afterGap = detector.update(AccelSample(time: 2.0, x: -1, y: 0, z: 0))
    #expect(afterGap.explanation.heldBy == .reset)
    #expect(afterGap.orientation == .portrait)
    let rest = decisions(detector, steady(Vector.landscapeLeft, from: 2.01, to: 3))
    #expect(rest == [Change(2.05, .landscapeLeft)])
  }

  @Test("time going backwards resets the judge")
  func timeBackwards() {
    var detector = AndroidDetector()
    for sample in steady(Vector.portrait, from: 0, to: 1) { _ = detector.update(sample) }
    let output = detector.update(AccelSample(time: 0.5, x: 0, y: -1, z: 0))
    #expect(output.explanation.heldBy == .reset)
    #expect(output.orientation == .portrait)
  }

  @Test(
    "non-finite and absurd samples are ignored and named",
    arguments: [
      AccelSample(time: 0.3, x: .nan, y: -1, z: 0),
      AccelSample(time: 0.3, x: 0, y: .infinity, z: 0),
      AccelSample(time: .nan, x: 0, y: -1, z: 0),
      AccelSample(time: 0.3, x: 0, y: -1e300, z: 0),
      AccelSample(time: 1e300, x: 0, y: -1, z: 0),
    ])
  func invalidSamples(bad: AccelSample) {
    var samples = steady(Vector.portrait, from: 0, to: 1)
    samples.insert(bad, at: 3)
    var detector = AndroidDetector()
    var heldBy: [DetectorRule?] = []
    var changes: [Change] = []
    for sample in samples {
      let output = detector.update(sample)
      heldBy.append(output.explanation.heldBy)
      if output.changed { changes.append(Change(sample.time, output.orientation)) }
    }
    #expect(heldBy[3] == .invalidSample)
    #expect(changes == [Change(0.05, .portrait)])
  }

  @Test("a zero vector resets the judge")
  func zeroVector() {
    var detector = AndroidDetector()
    for sample in steady(Vector.portrait, from: 0, to: 1) { _ = detector.update(sample) }
    let output = detector.update(AccelSample(time: 1.0, x: 0, y: 0, z: 0))
    #expect(output.explanation.heldBy == .reset)
  }

  @Test("external acceleration locks proposals out for 500 ms after it ends")
  func accelerationLockout() {
    // Portrait, then a 2 g push along the same axis for 0.3 s, then landscapeLeft at 1 g.
    let samples =
      steady(Vector.portrait, from: 0, to: 1) + steady((0, -2, 0), from: 1, to: 1.3)
      + steady(Vector.landscapeLeft, from: 1.3, to: 3)
    var detector = AndroidDetector()
    var lastAccelerating = -1.0
    var changes: [Change] = []
    var sawLockout = false
    for sample in samples {
      let output = detector.update(sample)
      if let magnitude = output.explanation.magnitude,
        abs(magnitude * AccelUnits.standardGravity - AccelUnits.standardGravity) > 4
      {
        lastAccelerating = sample.time
      }
      if output.explanation.heldBy == .accelerationLockout { sawLockout = true }
      if output.changed { changes.append(Change(sample.time, output.orientation)) }
    }
    #expect(sawLockout)
    #expect(changes.count == 2)
    #expect(changes.last?.orientation == .landscapeLeft)
    #expect(changes.last.map { abs($0.time - (lastAccelerating + 0.5)) < 1e-9 } == true)
  }

  @Test("a screen facing the floor locks rotation until it comes back above −15°")
  func overhead() {
    var detector = AndroidDetector()
    for sample in steady(Vector.portrait, from: 0, to: 1) { _ = detector.update(sample) }
    // Tilt −50° (facing down), device turned to landscape: overhead holds.
    let down = MotionGenerator.gravity(angle: 90, tilt: -50)
    var last = DetectorOutput(orientation: .unknown, explanation: DetectorExplanation())
    for sample in steady((down.x, down.y, down.z), from: 1, to: 3) {
      last = detector.update(sample)
    }
    #expect(last.explanation.heldBy == .overhead)
    #expect(last.orientation == .portrait)
    // −30°: still overhead (hysteresis), and −30° is within the landscape tilt limit.
    let between = MotionGenerator.gravity(angle: 90, tilt: -30)
    for sample in steady((between.x, between.y, between.z), from: 3, to: 5) {
      last = detector.update(sample)
    }
    #expect(last.explanation.heldBy == .overhead)
    // −10°: overhead ends and landscapeLeft is proposed.
    let up = MotionGenerator.gravity(angle: 90, tilt: -10)
    for sample in steady((up.x, up.y, up.z), from: 5, to: 7) { last = detector.update(sample) }
    #expect(last.orientation == .landscapeLeft)
  }

  @Test("tilt beyond a rotation's limit is named")
  func tiltTolerance() {
    var detector = AndroidDetector()
    let steep = MotionGenerator.gravity(angle: 180, tilt: 65)  // upside-down allows 60°
    var last = DetectorOutput(orientation: .unknown, explanation: DetectorExplanation())
    for sample in steady((steep.x, steep.y, steep.z), from: 0, to: 1) {
      last = detector.update(sample)
    }
    #expect(last.orientation == .unknown)
    #expect(last.explanation.heldBy == .tiltTolerance)
    #expect(last.explanation.tilt == 65)
  }

  @Test("the same samples give the same outputs")
  func deterministic() {
    let trace = MotionGenerator.generate(AccuracyCorpus.script("shakes", seed: 4))
    var a = AndroidDetector()
    var b = AndroidDetector()
    for sample in trace.samples { #expect(a.update(sample) == b.update(sample)) }
  }
}

@Suite("Android detector angles")
struct DetectionAndroidAngleTests {
  @Test("the fast rounded angles equal Java's rounding of libm's, everywhere")
  func fastAngles() {
    var random = SplitMix64(seed: 42)
    var checked = 0
    for index in 0..<200_000 {
      var x = random.nextGaussian()
      var y = random.nextGaussian()
      if index % 7 == 0 { x = 0 }
      if index % 11 == 0 { y = -y * 1e-9 }
      // Exact integer and half-integer angles too.
      if index % 13 == 0 {
        let degrees = Double(Int(random.nextUnit() * 720) - 360) / 2
        x = cos(degrees * Double.pi / 180)
        y = sin(degrees * Double.pi / 180)
      }
      let fast = AndroidDetector.roundedDegrees(
        approximately: AndroidDetector.approximateAtan2(y, x)
      ) { atan2(y, x) }
      let exact = AndroidDetector.javaRound(atan2(y, x) * (180 / Double.pi))
      #expect(fast == exact, "atan2(\(y), \(x))")
      if fast != exact { break }
      checked += 1
    }
    #expect(checked == 200_000)
  }
}

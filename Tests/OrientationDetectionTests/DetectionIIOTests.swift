import OrientationCore
import OrientationDetection
import OrientationSynthesis
import Testing

@Suite("iio-sensor-proxy detector")
struct DetectionIIOTests {
  static let oneG = 256.0
  static let scale = 9.81 / 256

  @Test(
    "iio-sensor-proxy's test_orientation cases",
    arguments: [
      (0.0, -256.0, 0.0, IIODetector.Orientation.normal),
      (-256, 0, 0, .rightUp),
      (256, 0, 0, .leftUp),
      (0, 256, 0, .bottomUp),
    ])
  func cardinal(x: Double, y: Double, z: Double, expected: IIODetector.Orientation) {
    let result = IIODetector.orientationCalc(
      previous: .undefined, x: x, y: y, z: z, scale: Self.scale)
    #expect(result == expected)
  }

  @Test("test_orientation_threshold: both readings stay normal")
  func threshold() {
    var previous = IIODetector.Orientation.normal
    for x in [183.0, 176.0] {
      previous = IIODetector.orientationCalc(
        previous: previous, x: x, y: -256, z: 0, scale: Self.scale)
      #expect(previous == .normal)
    }
    // 183 is in the diagonal (both angles over 35°), 176 under the portrait threshold.
    #expect(IIODetector.angles(x: 183, y: -256, z: 0) == (portrait: 36, landscape: -54))
    #expect(IIODetector.angles(x: 176, y: -256, z: 0).portrait == 35)
  }

  @Test(
    "test_mount_matrix_orientation quirk cases (Onda v975, Winbook TW100)",
    arguments: [
      (523.0, 13.0, 5.0, 0.019163, IIODetector.Orientation.normal),
      (8, 521, -67, 0.019163, .rightUp),
      (24, 0, -21, 0.306457, .normal),
      (15, -25, -14, 0.306457, .leftUp),
    ])
  func quirks(x: Double, y: Double, z: Double, scale: Double, expected: IIODetector.Orientation)
    throws
  {
    let matrix = try MountMatrix(parsing: "0, -1, 0; -1, 0, 0; 0, 0, 1")
    let v = matrix.apply(x: x, y: y, z: z)
    let result = IIODetector.orientationCalc(
      previous: .undefined, x: v.x, y: v.y, z: v.z, scale: scale)
    #expect(result == expected)
  }

  @Test(
    "tilt_calc bands",
    arguments: [
      (0.0, -256.0, 0.0, IIODetector.Tilt.vertical),
      (0, 0, 256, .faceUp),
      (0, 0, -256, .faceDown),
      (-25.6, 0, -25.6, .tiltedDown),
      (0, -256, 150, .tiltedUp),
    ])
  func tilt(x: Double, y: Double, z: Double, expected: IIODetector.Tilt) {
    #expect(IIODetector.tiltCalc(x: x, y: y, z: z, scale: Self.scale) == expected)
  }

  @Test(
    "internal-frame poses map to device orientations",
    arguments: [
      (Vector.portrait, DeviceOrientation.portrait),
      (Vector.portraitUpsideDown, .portraitUpsideDown),
      (Vector.landscapeLeft, .landscapeLeft),
      (Vector.landscapeRight, .landscapeRight),
      (Vector.faceUp, .faceUp),
      (Vector.faceDown, .faceDown),
    ])
  func frame(vector: (Double, Double, Double), expected: DeviceOrientation) {
    var detector = IIODetector()
    let output = detector.update(AccelSample(time: 0, x: vector.0, y: vector.1, z: vector.2))
    #expect(output.orientation == expected)
    #expect(output.changed)
  }

  @Test("evaluates at the 700 ms cadence only")
  func cadence() {
    let samples =
      steady(Vector.portrait, from: 0, to: 0.35) + steady(Vector.landscapeLeft, from: 0.35, to: 2)
    #expect(
      decisions(IIODetector(), samples) == [Change(0, .portrait), Change(0.7, .landscapeLeft)])
    var detector = IIODetector()
    _ = detector.update(samples[0])
    #expect(detector.update(samples[1]).explanation.heldBy == .cadence)
  }

  @Test("the diagonal keeps the previous answer")
  func diagonal() {
    var detector = IIODetector()
    _ = detector.update(AccelSample(time: 0, x: 0, y: -1, z: 0))
    let g = Vector.turned(50)
    let output = detector.update(AccelSample(time: 0.7, x: g.0, y: g.1, z: g.2))
    #expect(output.orientation == .portrait)
    #expect(output.explanation.heldBy == .diagonal)
    #expect(output.explanation.proposed == .landscapeLeft)
  }

  @Test("a NaN sample is ignored")
  func nan() {
    var detector = IIODetector()
    let output = detector.update(AccelSample(time: 0, x: .nan, y: -1, z: 0))
    #expect(output.explanation.heldBy == .invalidSample)
    #expect(output.orientation == .unknown)
  }

  @Test("time going backwards restarts the cadence")
  func backwards() {
    var detector = IIODetector()
    _ = detector.update(AccelSample(time: 5, x: 0, y: -1, z: 0))
    let output = detector.update(AccelSample(time: 1, x: -1, y: 0, z: 0))
    #expect(output.orientation == .landscapeLeft)
    #expect(output.changed)
  }
}

@Suite("Threshold detector")
struct DetectionThresholdTests {
  @Test("decides on the first sample and switches past 45° + 15°")
  func bands() {
    let samples =
      steady(Vector.portrait, from: 0, to: 0.1) + steady(Vector.turned(59), from: 0.1, to: 0.2)
      + steady(Vector.turned(61), from: 0.2, to: 0.3)
      + steady(Vector.turned(31), from: 0.3, to: 0.4)
      + steady(Vector.turned(29), from: 0.4, to: 0.5)
    #expect(
      decisions(ThresholdDetector(), samples) == [
        Change(0, .portrait), Change(0.2, .landscapeLeft), Change(0.4, .portrait),
      ])
  }

  @Test("faces enter at 75° and leave below 65°")
  func faces() {
    func pose(_ tilt: Double) -> (Double, Double, Double) {
      let g = MotionGenerator.gravity(angle: 0, tilt: tilt)
      return (g.x, g.y, g.z)
    }
    let samples =
      steady(pose(10), from: 0, to: 0.1) + steady(pose(74), from: 0.1, to: 0.2)
      + steady(pose(76), from: 0.2, to: 0.3) + steady(pose(66), from: 0.3, to: 0.4)
      + steady(pose(64), from: 0.4, to: 0.5) + steady(pose(-80), from: 0.5, to: 0.6)
    #expect(
      decisions(ThresholdDetector(), samples) == [
        Change(0, .portrait), Change(0.2, .faceUp), Change(0.4, .portrait), Change(0.5, .faceDown),
      ])
  }

  @Test("short and invalid vectors are named, not judged")
  func invalid() {
    var detector = ThresholdDetector()
    #expect(
      detector.update(AccelSample(time: 0, x: 0, y: 0, z: 0)).explanation.heldBy
        == .nearZeroMagnitude)
    #expect(
      detector.update(AccelSample(time: 0, x: .nan, y: 0, z: 0)).explanation.heldBy
        == .invalidSample)
    #expect(detector.orientation == .unknown)
  }
}

import OrientationCore
import OrientationDetection
import Testing

/// A foldable's display change carries the accelerometer detector to the new display's frame
/// (SPEC §6.1 "Device frame"): its reports and vectors turn, so the samples that follow, read in
/// the new frame, continue the judgement instead of starting a change.
@Suite("Detector carry across a display change")
struct DetectionCarryTests {
  @Test("a vector turns as a device orientation is carried: portrait's gravity to landscapeLeft's")
  func vector() {
    let portrait = AccelSample(time: 1, x: 0, y: -1, z: 0.25)
    #expect(portrait.carried(by: 1) == AccelSample(time: 1, x: -1, y: 0, z: 0.25))
    #expect(portrait.carried(by: 2) == AccelSample(time: 1, x: 0, y: 1, z: 0.25))
    #expect(portrait.carried(by: -1) == AccelSample(time: 1, x: 1, y: 0, z: 0.25))
    #expect(portrait.carried(by: 4) == portrait)
    #expect(DeviceOrientation.portrait.carried(by: 1) == .landscapeLeft)
  }

  @Test(
    "carried, each detector reports the turned orientation and holds it on the turned samples",
    arguments: DetectorKind.allCases)
  func detector(kind: DetectorKind) {
    var pipeline = DetectionPipeline(detector: kind)
    var time = 0.0
    let upright = AccelSample(time: 0, x: 0, y: -1, z: 0)
    while pipeline.orientation != .portrait && time < 5 {
      _ = pipeline.process(AccelSample(time: time, x: upright.x, y: upright.y, z: upright.z))
      time += 0.01
    }
    #expect(pipeline.orientation == .portrait)
    pipeline.carry(by: 1)
    #expect(pipeline.orientation == .landscapeLeft)
    var changes = 0
    for _ in 0..<300 {
      let sample = upright.carried(by: 1)
      let output = pipeline.process(AccelSample(time: time, x: sample.x, y: sample.y, z: sample.z))
      if output.changed { changes += 1 }
      time += 0.01
    }
    #expect(changes == 0)
    #expect(pipeline.orientation == .landscapeLeft)
  }

  @Test(
    "not carried, the same samples make the detector report a change: the carry is what keeps it")
  func withoutCarry() {
    var pipeline = DetectionPipeline(detector: .android)
    var time = 0.0
    while pipeline.orientation != .portrait && time < 5 {
      _ = pipeline.process(AccelSample(time: time, x: 0, y: -1, z: 0))
      time += 0.01
    }
    var changed = false
    for _ in 0..<300 {
      changed = pipeline.process(AccelSample(time: time, x: -1, y: 0, z: 0)).changed || changed
      time += 0.01
    }
    #expect(changed)
  }

  @Test(
    "Session.feed(hinge:) carries the pipeline when the hinge moves the scene to the other display")
  func session() throws {
    var scene = SceneDescription.default
    scene.profile = .ios27
    scene.device = DeviceProfile.iphoneDuo.id
    scene.launchDeviceOrientation = .portrait
    let simulator = try Simulator(scene: scene, deviceProfile: .iphoneDuo)
    var session = Session(simulator: simulator, pipeline: DetectionPipeline(detector: .threshold))
    try session.launch(at: 0)
    try session.feed(AccelSample(time: 0.1, x: 0, y: -1, z: 0))
    #expect(session.pipeline.orientation == .portrait)
    try session.feed(hinge: .degrees(180), at: 1)
    #expect(simulator.display == .inner)
    #expect(simulator.frameTurns == 1)
    try session.feed(AccelSample(time: 1.1, x: -1, y: 0, z: 0))
    #expect(session.pipeline.orientation == .landscapeLeft)
    #expect(simulator.deviceOrientation == .landscapeLeft)
    try session.feed(hinge: .unreliable, at: 2)
    #expect(simulator.display == .inner)
    try session.feed(hinge: .degrees(0), at: 3)
    #expect(simulator.frameTurns == 0)
    try session.feed(AccelSample(time: 3.1, x: 0, y: -1, z: 0))
    #expect(session.pipeline.orientation == .portrait)
    try session.finish()
    #expect(!simulator.log.records.contains { $0.call == "orientationDidChange" && $0.time > 0 })
  }
}

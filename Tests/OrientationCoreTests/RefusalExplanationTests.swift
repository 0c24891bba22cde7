import OrientationCore
import OrientationDetection
import Testing

/// `--explain` for device changes that do not rotate (SPEC §3.2, §5.6, §8.2): one `decision`
/// record per refusal, naming the rule and saying why in words that are pinned here.
@Suite("Refusal explanations")
struct RefusalExplanationTests {
  /// A refusal case: how to set the simulator up, the device change, and the exact line.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var root = ViewControllerDescription(id: "root")
    var app = AppDescription()
    var device: DeviceOrientation = .landscapeLeft
    var before: @Sendable (Simulator) throws -> Void = { _ in }
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "shouldAutorotate",
      root: ViewControllerDescription(id: "root", shouldAutorotate: false),
      expected:
        "root         noRotation {device: landscapeLeft, rule: shouldAutorotate, because: "
        + "root.shouldAutorotate returned false}  [portrait 393×852]"),
    Case(
      name: "decider mask",
      root: ViewControllerDescription(id: "root", supported: .portrait),
      expected:
        "root         noRotation {device: landscapeLeft, rule: deciderMask, because: "
        + "landscapeRight is not in root's supportedInterfaceOrientations [portrait]}  "
        + "[portrait 393×852]"),
    Case(
      name: "app mask",
      app: AppDescription(supportedOrientations: [.portrait, .landscapeLeft]),
      expected:
        "root         noRotation {device: landscapeLeft, rule: appMask, because: "
        + "landscapeRight is not in the app's supported orientations [portrait, landscapeLeft]}  "
        + "[portrait 393×852]"),
    Case(
      name: "device capability",
      root: ViewControllerDescription(id: "root", supported: .all),
      app: AppDescription(supportedOrientations: .all),
      device: .portraitUpsideDown,
      expected:
        "root         noRotation {device: portraitUpsideDown, rule: deviceCapability, because: "
        + "iphone-15 cannot show portraitUpsideDown (it supports [portrait, landscapeRight, "
        + "landscapeLeft])}  [portrait 393×852]"),
    Case(
      name: "flat",
      device: .faceUp,
      expected:
        "root         noRotation {device: faceUp, rule: flat, because: faceUp names no "
        + "interface orientation; the interface stays portrait}  [portrait 393×852]"),
    Case(
      name: "same orientation",
      device: .portrait,
      expected:
        "root         noRotation {device: portrait, rule: sameOrientation, because: the "
        + "interface is already portrait}  [portrait 393×852]"),
    Case(
      name: "rotation in progress",
      device: .portrait,
      before: { try $0.deviceOrientationChanged(.landscapeLeft, at: 0.9) },
      expected:
        "root         noRotation {device: portrait, rule: rotationInProgress, because: a "
        + "rotation is in progress; the latest device orientation is decided when it ends}  "
        + "[landscapeRight 852×393]"),
    Case(
      name: "portrait lock",
      before: { try $0.setPortraitLock(true, at: 0.5) },
      expected:
        "root         noRotation {device: landscapeLeft, rule: portraitLock, because: the "
        + "portrait-orientation lock is on; UIKit keeps seeing portrait}  [portrait 393×852]"),
    Case(
      name: "no common orientation",
      root: ViewControllerDescription(id: "root", supported: .portraitUpsideDown),
      expected:
        "root         noRotation {device: landscapeLeft, rule: noCommonOrientation, because: "
        + "the decider's, the app's and the device's masks have no orientation in common}  "
        + "[portrait 393×852]"),
  ]

  @Test("each refusal is one decision record with the rule and its sentence", arguments: cases)
  func refusal(_ example: Case) throws {
    let sim = try Simulator(
      scene: SceneDescription(profile: .ios13, app: example.app, root: example.root))
    sim.explainsRefusals = true
    try sim.launch(at: 0)
    try example.before(sim)
    let mark = sim.log.records.count
    try sim.deviceOrientationChanged(example.device, at: 1.0)
    let decisions = sim.log.records.dropFirst(mark).filter { $0.kind == .decision }
    #expect(decisions.count == 1)
    #expect(decisions.map(RecordText.body) == [example.expected])
    #expect(decisions.first?.time == 1.0)
  }

  @Test("a device change before launch is explained as such")
  func beforeLaunch() throws {
    let sim = try Simulator(
      scene: SceneDescription(profile: .ios13, root: ViewControllerDescription(id: "root")))
    sim.explainsRefusals = true
    try sim.deviceOrientationChanged(.landscapeLeft, at: 0)
    let decision = try #require(sim.log.records.first { $0.kind == .decision })
    #expect(decision[arg: "rule"] == .string("notLaunched"))
    #expect(decision[arg: "because"] == .string("the app has not finished launching"))
  }

  @Test("without explainsRefusals a refusal leaves no record")
  func offByDefault() throws {
    let sim = try Simulator(
      scene: SceneDescription(
        profile: .ios13, root: ViewControllerDescription(id: "root", supported: .portrait)))
    try sim.launch(at: 0)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    #expect(!sim.log.records.contains { $0.kind == .decision })
  }

  @Test("a rotation that happens is not explained as a refusal")
  func rotationHasNoRefusal() throws {
    let sim = try Simulator(
      scene: SceneDescription(profile: .ios13, root: ViewControllerDescription(id: "root")))
    sim.explainsRefusals = true
    try sim.launch(at: 0)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    #expect(!sim.log.records.contains { $0.kind == .decision })
    #expect(sim.interfaceOrientation == .landscapeRight)
  }
}

/// The driver that feeds samples through detection into the engine (replay and watch).
@Suite("Sample driver")
struct SessionTests {
  static func samples(_ poses: [(Double, Double, Double, Int)], rate: Double = 50)
    -> [AccelSample]
  {
    var result: [AccelSample] = []
    for (x, y, z, count) in poses {
      for _ in 0..<count {
        result.append(AccelSample(time: Double(result.count) / rate, x: x, y: y, z: z))
      }
    }
    return result
  }

  @Test("a turn to landscapeLeft becomes one device record and a rotation to landscapeRight")
  func turn() throws {
    let sim = try Simulator(scene: .default)
    var driver = Session(simulator: sim, pipeline: DetectionPipeline())
    try driver.launch(at: 0)
    for sample in Self.samples([(0, -1, 0, 50), (-1, 0, 0, 50)]) { try driver.feed(sample) }
    try driver.finish()
    let devices = sim.log.records.filter { $0.kind == .device }
    // The first decision (portrait) agrees with the launch orientation: not news to UIKit.
    #expect(devices.map { $0[arg: "orientation"] } == [.string("landscapeLeft")])
    #expect(sim.interfaceOrientation == .landscapeRight)
    #expect(!sim.log.records.contains { $0.kind == .decision })
  }

  @Test("scene events are performed when the samples pass their time")
  func interleavesEvents() throws {
    var scene = SceneDescription.default
    scene.events = [SceneEvent(at: 0.5, action: .lock(true))]
    let sim = try Simulator(scene: scene)
    var driver = Session(simulator: sim, pipeline: DetectionPipeline())
    try driver.launch(at: 0)
    #expect(driver.nextDeadline == 0.5)
    for sample in Self.samples([(0, -1, 0, 20), (-1, 0, 0, 80)]) { try driver.feed(sample) }
    try driver.finish()
    #expect(sim.isPortraitLocked)
    #expect(sim.interfaceOrientation == .portrait)
    #expect(!sim.log.records.contains { $0.kind == .device })
  }

  @Test("explaining records a decision when the judgement moves, not once per sample")
  func decisions() throws {
    let sim = try Simulator(scene: .default)
    var driver = Session(simulator: sim, pipeline: DetectionPipeline(), explains: true)
    try driver.launch(at: 0)
    let samples = Self.samples([(0, -1, 0, 50), (-1, 0, 0, 50)])
    for sample in samples { try driver.feed(sample) }
    let decisions = sim.log.records.filter { $0.kind == .decision }
    #expect(decisions.count < 10)
    #expect(decisions.filter { $0.call == "change" }.count == 2)
    let last = try #require(decisions.last { $0.call == "change" })
    #expect(last[arg: "orientation"] == .string("landscapeLeft"))
    #expect(last[arg: "because"] == .string("the angles held long enough"))
  }
}

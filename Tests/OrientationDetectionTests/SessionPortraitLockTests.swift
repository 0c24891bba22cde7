import OrientationCore
import OrientationDetection
import OrientationTesting
import Testing

/// `--lock portrait` (SPEC §8.1) is the engine's portrait lock (`Simulator.setPortraitLock`),
/// on before the app launches — the device reports portrait whatever the samples say, at launch
/// too — while the detector runs unlocked.
@Suite("Session: the user's portrait lock")
struct SessionPortraitLockTests {
  /// Samples at 50 Hz, times from 0: each pose held for its count of samples.
  static func samples(_ poses: [((Double, Double, Double), Int)]) -> [AccelSample] {
    var result: [AccelSample] = []
    for (vector, count) in poses {
      for _ in 0..<count {
        result.append(
          AccelSample(time: Double(result.count) / 50, x: vector.0, y: vector.1, z: vector.2))
      }
    }
    return result
  }

  /// Held in landscapeLeft, turned upright, then to landscapeRight.
  static let turns = samples([
    (Vector.landscapeLeft, 50), (Vector.portrait, 25), (Vector.landscapeRight, 50),
  ])

  /// Runs `samples` through a session on `scene`: launched at 0 when `fixedLaunch`, else at the
  /// detector's first decision.
  static func run(
    _ samples: [AccelSample], scene: SceneDescription = .default, fixedLaunch: Bool,
    locksPortrait: Bool, explains: Bool = true
  ) throws -> (Simulator, Session) {
    let simulator = try Simulator(scene: scene)
    var session = Session(
      simulator: simulator, pipeline: DetectionPipeline(), explains: explains,
      locksPortrait: locksPortrait)
    if fixedLaunch {
      try session.launch(at: 0)
    } else {
      session.launchOnFirstDecision()
    }
    for sample in samples { try session.feed(sample) }
    try session.finish()
    return (simulator, session)
  }

  @Test("launched upright: no device change reaches UIKit; the detector's turn is refused")
  func launchedUpright() throws {
    let (simulator, session) = try Self.run(
      Self.samples([(Vector.portrait, 25), (Vector.landscapeLeft, 50)]), fixedLaunch: true,
      locksPortrait: true)
    expectRecords(
      simulator.log,
      [
        "0.000  root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]  [portrait 0×0]",
        "0.000  root viewDidLoad()  [portrait 393×852]",
        "0.000  root viewWillAppear(_:) {animated: false}  [portrait 393×852]",
        "0.000  root viewSafeAreaInsetsDidChange()  [portrait 393×852]",
        "0.000  root viewIsAppearing(_:) {animated: false}  [portrait 393×852]",
        "0.000  root viewWillLayoutSubviews()  [portrait 393×852]",
        "0.000  root view.layoutSubviews()  [portrait 393×852]",
        "0.000  root viewDidLayoutSubviews()  [portrait 393×852]",
        "0.000  root viewDidAppear(_:) {animated: false}  [portrait 393×852]",
        "0.000  (app) didFinishLaunching {deviceOrientation: portrait, interfaceOrientation: portrait}",
        "0.000  (detector) hold {orientation: unknown, proposed: nil, heldBy: reset, tilt: nil, angle: nil, magnitude: nil, changed: false, because: a gap over 1 s, time going backwards or a zero vector reset the detector}",
        "0.020  (detector) hold {orientation: unknown, proposed: portrait, heldBy: settling, tilt: 0, angle: 0, magnitude: 1, changed: false, because: the candidate has not been stable for the settle time yet}",
        "0.060  (detector) change {orientation: portrait, proposed: portrait, heldBy: nil, tilt: 0, angle: 0, magnitude: 1, changed: true, because: the angles held long enough}",
        "0.640  (detector) hold {orientation: portrait, proposed: landscapeLeft, heldBy: deadZone, tilt: 0, angle: 49, magnitude: 0.709, changed: false, because: the angle lies in the dead zone between two orientations}",
        "0.740  (detector) hold {orientation: portrait, proposed: landscapeLeft, heldBy: settling, tilt: 0, angle: 68, magnitude: 0.767, changed: false, because: the candidate has not been stable for the settle time yet}",
        "0.780  (detector) change {orientation: landscapeLeft, proposed: landscapeLeft, heldBy: nil, tilt: 0, angle: 73, magnitude: 0.797, changed: true, because: the angles held long enough}",
        "0.780  root noRotation {device: landscapeLeft, rule: portraitLock, because: the portrait-orientation lock is on; UIKit keeps seeing portrait}  [portrait 393×852]",
      ])
    #expect(session.pipeline.orientation == .landscapeLeft)
    #expect(simulator.deviceOrientation == .portrait)
  }

  @Test(
    "launched on the first decision, held in landscape: the app launches portrait and nothing turns"
  )
  func launchedInLandscape() throws {
    let (simulator, session) = try Self.run(Self.turns, fixedLaunch: false, locksPortrait: true)
    expectRecords(
      simulator.log,
      [
        "0.060  root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]  [portrait 0×0]",
        "0.060  root viewDidLoad()  [portrait 393×852]",
        "0.060  root viewWillAppear(_:) {animated: false}  [portrait 393×852]",
        "0.060  root viewSafeAreaInsetsDidChange()  [portrait 393×852]",
        "0.060  root viewIsAppearing(_:) {animated: false}  [portrait 393×852]",
        "0.060  root viewWillLayoutSubviews()  [portrait 393×852]",
        "0.060  root view.layoutSubviews()  [portrait 393×852]",
        "0.060  root viewDidLayoutSubviews()  [portrait 393×852]",
        "0.060  root viewDidAppear(_:) {animated: false}  [portrait 393×852]",
        "0.060  (app) didFinishLaunching {deviceOrientation: portrait, interfaceOrientation: portrait}",
        "0.060  (detector) change {orientation: landscapeLeft, proposed: landscapeLeft, heldBy: nil, tilt: 0, angle: 90, magnitude: 1, changed: true, because: the angles held long enough}",
        "1.140  (detector) hold {orientation: landscapeLeft, proposed: portrait, heldBy: deadZone, tilt: 0, angle: 41, magnitude: 0.709, changed: false, because: the angle lies in the dead zone between two orientations}",
        "1.240  (detector) hold {orientation: landscapeLeft, proposed: portrait, heldBy: settling, tilt: 0, angle: 22, magnitude: 0.767, changed: false, because: the candidate has not been stable for the settle time yet}",
        "1.280  (detector) change {orientation: portrait, proposed: portrait, heldBy: nil, tilt: 0, angle: 17, magnitude: 0.797, changed: true, because: the angles held long enough}",
        "1.640  (detector) hold {orientation: portrait, proposed: landscapeRight, heldBy: deadZone, tilt: 0, angle: 311, magnitude: 0.648, changed: false, because: the angle lies in the dead zone between two orientations}",
        "1.740  (detector) hold {orientation: portrait, proposed: landscapeRight, heldBy: settling, tilt: 0, angle: 291, magnitude: 0.732, changed: false, because: the candidate has not been stable for the settle time yet}",
        "1.780  (detector) change {orientation: landscapeRight, proposed: landscapeRight, heldBy: nil, tilt: 0, angle: 286, magnitude: 0.77, changed: true, because: the angles held long enough}",
        "1.780  root noRotation {device: landscapeRight, rule: portraitLock, because: the portrait-orientation lock is on; UIKit keeps seeing portrait}  [portrait 393×852]",
      ])
    #expect(session.pipeline.orientation == .landscapeRight)
    #expect(simulator.deviceOrientation == .portrait)
    #expect(simulator.statistics.rotations == 0)
  }

  @Test(
    "a scene that launches in landscape still launches portrait: the lock was on before the app",
    arguments: [BehaviorProfile.ios7, .ios8, .ios13, .ios26])
  func fixedLandscapeLaunch(profile: BehaviorProfile) throws {
    var scene = SceneDescription.default
    scene.profile = profile
    scene.launchDeviceOrientation = .landscapeLeft
    let (simulator, _) = try Self.run(
      Self.turns, scene: scene, fixedLaunch: true, locksPortrait: true, explains: false)
    expectRecords(
      simulator.log, where: RecordFilter(kinds: [.lifecycle, .device]),
      ["(app) didFinishLaunching {deviceOrientation: portrait, interfaceOrientation: portrait}"])
    #expect(simulator.statistics.rotations == 0)
    #expect(simulator.interfaceOrientation == .portrait)
  }

  @Test("a scene's lock: none ends it: the device reports what the detector last decided")
  func sceneUnlocks() throws {
    var scene = SceneDescription.default
    scene.events = [SceneEvent(at: 0.5, action: .lock(false))]
    let (simulator, _) = try Self.run(
      Self.turns, scene: scene, fixedLaunch: true, locksPortrait: true, explains: false)
    expectRecords(
      simulator.log, where: RecordFilter(from: 0.001, to: 1),
      [
        "0.500  (device) orientationDidChange {orientation: landscapeLeft}",
        "0.500  root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]  [portrait 393×852]",
        "0.500  root willTransition(to:with:) {to: {horizontal: compact, vertical: compact}, duration: 0.3}  [portrait 393×852]",
        "0.500  root viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: 90}  [portrait 393×852]",
        "0.500  root viewSafeAreaInsetsDidChange()  [landscapeRight 852×393]",
        "0.500  root traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: regular}}  [landscapeRight 852×393]",
        "0.500  root viewWillLayoutSubviews()  [landscapeRight 852×393]",
        "0.500  root view.layoutSubviews()  [landscapeRight 852×393]",
        "0.500  root viewDidLayoutSubviews()  [landscapeRight 852×393]",
      ])
    #expect(!simulator.isPortraitLocked)
    #expect(simulator.interfaceOrientation == .landscapeLeft)
  }

  /// A way to run the same samples: profile, launch, and the scene's own events.
  struct Variant: CustomTestStringConvertible, Sendable {
    var profile: BehaviorProfile
    var fixedLaunch: Bool
    var launch: DeviceOrientation = .portrait
    var events: [SceneEvent] = []
    var testDescription: String {
      "\(profile.name), "
        + (fixedLaunch ? "launched at 0 in \(launch.name)" : "launched on the first decision")
        + (events.isEmpty ? "" : ", \(events.count) scene event(s)")
    }
  }

  /// Variants that launch upright: only there can a scene's `lock` event at time 0, which runs
  /// after the launch, equal a lock that was on before it.
  static let variants: [Variant] = [
    Variant(profile: .ios26, fixedLaunch: true),
    Variant(profile: .ios26, fixedLaunch: false),
    Variant(profile: .ios13, fixedLaunch: false),
    Variant(profile: .ios8, fixedLaunch: true),
    Variant(profile: .ios8, fixedLaunch: false),
    Variant(profile: .ios7, fixedLaunch: false),
    Variant(
      profile: .ios26, fixedLaunch: true,
      events: [
        SceneEvent(at: 0, action: .device(.landscapeRight)),
        SceneEvent(at: 1.5, action: .lock(false)),
      ]),
  ]

  /// Upright, then landscapeLeft, then landscapeRight.
  static let upright = samples([
    (Vector.portrait, 25), (Vector.landscapeLeft, 50), (Vector.landscapeRight, 50),
  ])

  @Test(
    "launched upright, it is the scene event lock: portrait at time 0, record for record",
    arguments: variants)
  func sameAsSceneEvent(variant: Variant) throws {
    var scene = SceneDescription.default
    scene.profile = variant.profile
    scene.launchDeviceOrientation = variant.launch
    scene.events = variant.events
    let (locked, _) = try Self.run(
      Self.upright, scene: scene, fixedLaunch: variant.fixedLaunch, locksPortrait: true)
    scene.events = [SceneEvent(at: 0, action: .lock(true))] + variant.events
    let (scripted, _) = try Self.run(
      Self.upright, scene: scene, fixedLaunch: variant.fixedLaunch, locksPortrait: false)
    let lines = locked.log.records.map { RecordText.line($0) }
    #expect(lines == scripted.log.records.map { RecordText.line($0) })
    #expect(lines.contains { $0.contains("rule: portraitLock") })
    #expect(locked.isPortraitLocked == scripted.isPortraitLocked)
  }

  @Test("without the option nothing is locked")
  func unlocked() throws {
    let (simulator, _) = try Self.run(
      Self.turns, fixedLaunch: false, locksPortrait: false, explains: false)
    #expect(!simulator.isPortraitLocked)
    #expect(simulator.interfaceOrientation == .landscapeLeft)
  }
}

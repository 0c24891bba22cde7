import OrientationCore
import OrientationTesting
import Testing

/// iPhone Duo's fold and unfold (SPEC §4.4, §5.9): posture events, every record in order.
@Suite("Foldables: fold and unfold as size transitions (SPEC §4.4, §5.9)")
struct FoldableTests {
  static func duo(
    _ profile: BehaviorProfile = .ios27, app: AppDescription = AppDescription(),
    launch: DeviceOrientation = .portrait,
    root: ViewControllerDescription = ViewControllerDescription(id: "root")
  ) throws -> Simulator {
    try Simulator(
      scene: SceneDescription(
        profile: profile, device: "iphone-duo", app: app, launchDeviceOrientation: launch,
        root: root),
      deviceProfile: .iphoneDuo)
  }

  static var geometryApp: AppDescription {
    var app = AppDescription()
    app.sceneDelegateGeometry = true
    return app
  }

  @Test(
    "§5.9 unfolding held upright: the inner display in its own frame, nothing asked, targetTransform 0"
  )
  func unfoldUpright() throws {
    let sim = try Self.duo(app: Self.geometryApp)
    try sim.launch()
    #expect(sim.display == .outer)
    let m = sim.mark
    try sim.setPosture(.open, at: 1)
    expectRecords(
      sim.records(from: m),
      [
        "1.000 (device) postureDidChange {posture: open, display: inner, angle: 180}",
        "root willTransition(to:with:) {to: {horizontal: regular, vertical: regular}, duration: 0.3}  [portrait 466×678 outer]",
        "root viewWillTransition(to:with:) {to: [951, 669], duration: 0.3, targetTransform: 0}  [portrait 466×678 outer]",
        "root traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: regular}}  [landscapeRight 951×669 inner]",
        "root viewWillLayoutSubviews()  [landscapeRight 951×669 inner]",
        "root view.layoutSubviews()  [landscapeRight 951×669 inner]",
        "root viewDidLayoutSubviews()  [landscapeRight 951×669 inner]",
        "(scene) windowScene(_:didUpdateEffectiveGeometry:) {previousInterfaceOrientation: portrait, previousSize: [466, 678], previousInterfaceOrientationLocked: false, previousDisplay: outer}  [landscapeRight 951×669 inner]",
      ])
    // The device did not move: held portrait, it is landscapeLeft in the inner display's frame.
    #expect(sim.deviceOrientation == .landscapeLeft)
    #expect(sim.display == .inner)
    #expect(sim.interfaceOrientation == .landscapeRight)
    try sim.advance(to: 2)
    #expect(sim.records(from: m).count == 8)
  }

  @Test(
    "§5.9 a portrait-only app: the inner display ignores its mask; folded held landscape, it comes back in portrait"
  )
  func foldBackPortraitOnly() throws {
    let sim = try Self.duo(
      app: Self.geometryApp, root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.launch()
    try sim.setPosture(.open, at: 1)
    #expect(sim.interfaceOrientation == .landscapeRight)
    let m = sim.mark
    // On the inner display the device turns upright: no mask counts, nothing is asked.
    try sim.deviceOrientationChanged(.portrait, at: 2)
    expectRecords(
      sim.records(from: m),
      [
        "2.000 (device) orientationDidChange {orientation: portrait}",
        "root viewWillTransition(to:with:) {to: [669, 951], duration: 0.3, targetTransform: -90}  [landscapeRight 951×669 inner]",
        "root viewSafeAreaInsetsDidChange()  [portrait 669×951 inner]",
        "root viewWillLayoutSubviews()  [portrait 669×951 inner]",
        "root view.layoutSubviews()  [portrait 669×951 inner]",
        "root viewDidLayoutSubviews()  [portrait 669×951 inner]",
        "(scene) windowScene(_:didUpdateEffectiveGeometry:) {previousInterfaceOrientation: landscapeRight, previousSize: [951, 669], previousInterfaceOrientationLocked: false, previousDisplay: inner}  [portrait 669×951 inner]",
      ])
    let m2 = sim.mark
    // Folded: the outer display is held landscape (landscapeRight in its frame) and honours the
    // mask, asked as for a present; neither the device's nor the carried orientation is allowed,
    // so the fallback order gives portrait.
    try sim.setPosture(.folded, at: 3)
    expectRecords(
      sim.records(from: m2),
      [
        "3.000 (device) postureDidChange {posture: folded, display: outer, angle: 0}",
        "root ? supportedInterfaceOrientations -> [portrait]  [portrait 669×951 inner]",
        "root willTransition(to:with:) {to: {horizontal: compact, vertical: regular}, duration: 0.3}  [portrait 669×951 inner]",
        "root viewWillTransition(to:with:) {to: [466, 678], duration: 0.3, targetTransform: 0}  [portrait 669×951 inner]",
        "root viewSafeAreaInsetsDidChange()  [portrait 466×678 outer]",
        "root traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: regular, vertical: regular}}  [portrait 466×678 outer]",
        "root viewWillLayoutSubviews()  [portrait 466×678 outer]",
        "root view.layoutSubviews()  [portrait 466×678 outer]",
        "root viewDidLayoutSubviews()  [portrait 466×678 outer]",
        "(scene) windowScene(_:didUpdateEffectiveGeometry:) {previousInterfaceOrientation: portrait, previousSize: [669, 951], previousInterfaceOrientationLocked: false, previousDisplay: inner}  [portrait 466×678 outer]",
      ])
    #expect(sim.deviceOrientation == .landscapeRight)
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test("§5.9 an unfold during a push is held until the push ends; its postureDidChange is not")
  func unfoldDuringPush() throws {
    let sim = try Self.duo(
      app: Self.geometryApp,
      root: ViewControllerDescription(
        id: "nav", kind: .navigation, children: [ViewControllerDescription(id: "a")]))
    try sim.launch()
    try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1)
    let m = sim.mark
    try sim.setPosture(.open, at: 1.1)
    #expect(sim.display == .outer)
    try sim.advance(to: 3)
    expectRecords(
      sim.records(from: m),
      [
        "1.100 (device) postureDidChange {posture: open, display: inner, angle: 180}",
        "1.500 a viewDidDisappear(_:) {animated: true}  [portrait 466×678 outer]",
        "1.500 b viewDidAppear(_:) {animated: true}  [portrait 466×678 outer movingToParent]",
        "1.500 b didMove(toParent:) {toParent: nav}  [portrait 466×678 outer]",
        "1.500 nav willTransition(to:with:) {to: {horizontal: regular, vertical: regular}, duration: 0.3}  [portrait 466×678 outer]",
        "1.500 b willTransition(to:with:) {to: {horizontal: regular, vertical: regular}, duration: 0.3}  [portrait 466×678 outer]",
        "1.500 nav viewWillTransition(to:with:) {to: [951, 669], duration: 0.3, targetTransform: 0}  [portrait 466×678 outer]",
        "1.500 b viewWillTransition(to:with:) {to: [951, 669], duration: 0.3, targetTransform: 0}  [portrait 466×678 outer]",
        "1.500 nav traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: regular}}  [landscapeRight 951×669 inner]",
        "1.500 nav viewWillLayoutSubviews()  [landscapeRight 951×669 inner]",
        "1.500 nav view.layoutSubviews()  [landscapeRight 951×669 inner]",
        "1.500 nav viewDidLayoutSubviews()  [landscapeRight 951×669 inner]",
        "1.500 b traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: regular}}  [landscapeRight 951×669 inner]",
        "1.500 b viewWillLayoutSubviews()  [landscapeRight 951×669 inner]",
        "1.500 b view.layoutSubviews()  [landscapeRight 951×669 inner]",
        "1.500 b viewDidLayoutSubviews()  [landscapeRight 951×669 inner]",
        "1.500 (scene) windowScene(_:didUpdateEffectiveGeometry:) {previousInterfaceOrientation: portrait, previousSize: [466, 678], previousInterfaceOrientationLocked: false, previousDisplay: outer}  [landscapeRight 951×669 inner]",
      ])
  }

  @Test(
    "§5.9 an unfold and a fold held by the same transition: the last one's display is the current one, nothing runs"
  )
  func heldFoldCancelsHeldUnfold() throws {
    let sim = try Self.duo(
      root: ViewControllerDescription(
        id: "nav", kind: .navigation, children: [ViewControllerDescription(id: "a")]))
    try sim.launch()
    try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1)
    let m = sim.mark
    try sim.setPosture(.open, at: 1.1)
    try sim.setPosture(.folded, at: 1.2)
    try sim.advance(to: 3)
    expectRecords(
      sim.records(from: m),
      [
        "1.100 (device) postureDidChange {posture: open, display: inner, angle: 180}",
        "1.200 (device) postureDidChange {posture: folded, display: outer, angle: 0}",
        "1.500 a viewDidDisappear(_:) {animated: true}",
        "1.500 b viewDidAppear(_:) {animated: true}",
        "1.500 b didMove(toParent:) {toParent: nav}",
      ])
    #expect(sim.display == .outer)
    #expect(sim.deviceOrientation == .portrait)
  }

  @Test("§5.5 launched open: the inner display, in its frame, its mask not asked")
  func launchOpen() throws {
    let sim = try Self.duo(root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.setPosture(.open, at: 0)
    try sim.launch()
    expectRecords(
      sim.records(),
      [
        "root viewDidLoad()  [landscapeRight 951×669 inner]",
        "root viewWillAppear(_:) {animated: false}  [landscapeRight 951×669 inner]",
        "root viewSafeAreaInsetsDidChange()  [landscapeRight 951×669 inner]",
        "root viewIsAppearing(_:) {animated: false}  [landscapeRight 951×669 inner]",
        "root viewWillLayoutSubviews()  [landscapeRight 951×669 inner]",
        "root view.layoutSubviews()  [landscapeRight 951×669 inner]",
        "root viewDidLayoutSubviews()  [landscapeRight 951×669 inner]",
        "root viewDidAppear(_:) {animated: false}  [landscapeRight 951×669 inner]",
        "(app) didFinishLaunching {deviceOrientation: landscapeLeft, interfaceOrientation: landscapeRight}",
      ])
    // Half open keeps the display: its record only.
    let m = sim.mark
    try sim.setPosture(.halfOpen, at: 1)
    try sim.advance(to: 2)
    expectRecords(
      sim.records(from: m),
      ["1.000 (device) postureDidChange {posture: halfOpen, display: inner, angle: 120}"])
  }

  @Test("§4.4 the outer display's landscape insets are on the camera's side")
  func outerInsets() {
    let outer = DeviceProfile.iphoneDuo
    #expect(outer.safeArea(for: .landscapeRight) == EdgeInsets(left: 84, bottom: 34))
    #expect(outer.safeArea(for: .landscapeLeft) == EdgeInsets(bottom: 34, right: 84))
    let inner = outer.geometry(of: .inner)
    #expect(inner.safeArea(for: .landscapeRight) == inner.safeArea(for: .landscapeLeft))
    #expect(inner.portraitSize == Size(width: 669, height: 951))
    #expect(inner.capabilities == .allButUpsideDown)
  }

  @Test(
    "§4.4 iPhone Duo needs ios27: an older profile does not launch",
    arguments: [BehaviorProfile.ios17, .ios26])
  func needsIOS27(profile: BehaviorProfile) throws {
    let sim = try Self.duo(profile)
    #expect(throws: OrientationError.self) { try sim.launch() }
    #expect(sim.records().isEmpty)
  }

  @Test("§6.1 a device of one display: a posture changes nothing and records nothing")
  func oneDisplay() throws {
    let sim = try simulator(.ios27)
    try sim.launch()
    let m = sim.mark
    try sim.setPosture(.open, at: 1)
    #expect(sim.records(from: m).isEmpty)
    #expect(sim.display == .outer)
  }

  @Test("§8.4 records on a device of one display name no display")
  func noDisplayElsewhere() throws {
    let sim = try simulator(.ios27)
    try sim.launch()
    #expect(sim.records().allSatisfy { $0.state?.display == nil })
  }
}

extension FoldableTests {
  @Test(
    "§6.1 hinge samples through the book detector: open at once, fold below 45°, tent stickiness, out of range, clamped"
  )
  func hingeSamples() throws {
    let sim = try Self.duo()
    sim.explainsRefusals = true
    try sim.launch()
    let m = sim.mark
    var displays: [Display] = []
    for (time, angle) in [
      (1.0, 30.0), (2, 170), (3, 60), (4, 40), (5, 60), (6, 100), (7, 400), (8, 200),
    ] {
      try sim.setHinge(angle, at: time)
      try sim.advance(to: time + 0.5)
      displays.append(sim.display)
    }
    #expect(displays == [.inner, .inner, .inner, .outer, .outer, .inner, .inner, .inner])
    expectRecords(
      sim.records(from: m),
      where: RecordFilter(kinds: [.device, .decision, .diagnostic, .query]),
      [
        "1.000 (detector) hingeDecision {angle: 30, status: partiallyOpen, display: inner, stickyInner: true, stickyOuter: false, rule: stickyInner}",
        "1.000 (device) postureDidChange {posture: halfOpen, display: inner, angle: 30}",
        "2.000 (detector) hingeDecision {angle: 170, status: fullyOpen, display: inner, stickyInner: false, stickyOuter: false, rule: reopen}",
        "2.000 (device) postureDidChange {posture: open, display: inner, angle: 170}",
        "3.000 (detector) hingeDecision {angle: 60, status: partiallyOpen, display: inner, stickyInner: false, stickyOuter: false, rule: fold}",
        "3.000 (device) postureDidChange {posture: halfOpen, display: inner, angle: 60}",
        "4.000 (detector) hingeDecision {angle: 40, status: partiallyOpen, display: outer, stickyInner: false, stickyOuter: true, rule: fold}",
        "4.000 (device) postureDidChange {posture: folded, display: outer, angle: 40}",
        "4.000 root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
        "6.000 (detector) hingeDecision {angle: 100, status: partiallyOpen, display: inner, stickyInner: false, stickyOuter: false, rule: reopen}",
        "6.000 (device) postureDidChange {posture: halfOpen, display: inner, angle: 100}",
        "7.000 (uikit) ! hingeOutOfRange {reason: a hinge angle outside 0…360° was dropped}",
        "8.000 (uikit) ! hingeClamped {reason: hinge angles above 180° count as 180°}",
        "8.000 (detector) hingeDecision {angle: 180, status: fullyOpen, display: inner, stickyInner: false, stickyOuter: false, rule: clamped}",
        "8.000 (device) postureDidChange {posture: open, display: inner, angle: 180}",
      ])
  }

  @Test("§6.1 on a device of one display a hinge is explained and changes nothing")
  func hingeOnOneDisplay() throws {
    let sim = try simulator(.ios27)
    sim.explainsRefusals = true
    try sim.launch()
    let m = sim.mark
    try sim.setHinge(120, at: 1)
    expectRecords(
      sim.records(from: m),
      [
        "1.000 (detector) hingeDecision {angle: 120, status: partiallyOpen, display: inner, stickyInner: false, stickyOuter: false, rule: reopen}"
      ])
    #expect(sim.display == .outer)
  }

  @Test("§5.5 launch.hinge: a sample at the launch time picks the display")
  func launchHinge() throws {
    var scene = SceneDescription(profile: .ios27, device: "iphone-duo")
    scene.launchHinge = 150
    let sim = try Simulator(scene: scene)
    try sim.launch()
    #expect(sim.display == .inner)
    #expect(sim.posture == .halfOpen)
    #expect(sim.interfaceOrientation == .portrait)
  }
}

/// A view controller that adds a hinge interaction in its viewDidLoad and keeps what it heard.
private final class HingeReader: ViewController {
  var heard: [HingeInteraction.Update] = []
  lazy var interaction = HingeInteraction { [unowned self] _, update in heard.append(update) }
  override func viewDidLoad() {
    super.viewDidLoad()
    addInteraction(interaction)
  }
}

extension FoldableTests {
  @Test(
    "§5.9 hinge interactions: the first update after viewDidLoad, then each status change and each move of 1° or more, never held; off and on again"
  )
  func hingeInteractions() throws {
    let reader = HingeReader(id: "reader")
    let sim = Simulator(profile: .ios27, device: .iphoneDuo, root: reader)
    try sim.launch()
    try sim.setHinge(30, at: 1)
    try sim.setHinge(30.5, at: 1.1)
    try sim.setHinge(31, at: 1.2)
    reader.interaction.isEnabled = false
    try sim.setHinge(170, at: 2)
    reader.interaction.isEnabled = true
    try sim.advance(to: 3)
    expectRecords(
      sim.records(),
      where: RecordFilter(kinds: [.device, .callback]).excluding(calls: [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
        "viewSafeAreaInsetsDidChange()", "viewWillLayoutSubviews()", "view.layoutSubviews()",
        "viewDidLayoutSubviews()", "willTransition(to:with:)", "traitCollectionDidChange(_:)",
      ]),
      [
        "0.000 reader viewDidLoad()",
        "0.000 reader hingeInteraction.update {status: unknown, angle: 0}  [portrait 466×678 outer]",
        "1.000 (device) postureDidChange {posture: halfOpen, display: inner, angle: 30}",
        "1.000 reader hingeInteraction.update {status: partiallyOpen, angle: 30}  [portrait 466×678 outer]",
        "1.000 reader viewWillTransition(to:with:) {to: [951, 669], duration: 0.3, targetTransform: 0}",
        "1.200 reader hingeInteraction.update {status: partiallyOpen, angle: 31}  [landscapeRight 951×669 inner]",
        "2.000 (device) postureDidChange {posture: open, display: inner, angle: 170}",
        "2.000 reader hingeInteraction.update {status: fullyOpen, angle: 170}  [landscapeRight 951×669 inner]",
      ])
    #expect(
      reader.heard.map(\.hinge?.status) == [.unknown, .partiallyOpen, .partiallyOpen, .fullyOpen])
    let radians = try #require(reader.heard.last?.hinge?.angle)
    #expect(abs(radians - 170 * .pi / 180) < 1e-9)
  }

  @Test("§5.9 on a device without a hinge an interaction hears {hinge: nil} once")
  func hingeInteractionWithoutHinge() throws {
    let sim = try simulator(
      .ios27,
      root: {
        var d = ViewControllerDescription(id: "root"); d.hingeInteraction = true; return d
      }())
    try sim.launch()
    try sim.setHinge(120, at: 1)
    expectRecords(
      sim.records(),
      where: RecordFilter(kinds: [.callback]).excluding(calls: [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
        "viewSafeAreaInsetsDidChange()", "viewWillLayoutSubviews()", "view.layoutSubviews()",
        "viewDidLayoutSubviews()",
      ]),
      ["root viewDidLoad()", "root hingeInteraction.update {hinge: nil}"])
  }
}

extension FoldableTests {
  @Test(
    "§6.1 a settle time: the display changes once every sample chose it for that long, at that moment"
  )
  func settle() throws {
    var scene = SceneDescription(profile: .ios27, device: "iphone-duo")
    scene.postureThresholds = try PostureThresholds(
      closedAt: 5, foldAt: 45, reopenAt: 90, fullyOpenAt: 165, settle: 0.5)
    scene.durations.fold = 0.4
    let sim = try Simulator(scene: scene)
    try sim.launch()
    let m = sim.mark
    try sim.setHinge(120, at: 1)
    #expect(sim.display == .outer)
    try sim.setHinge(125, at: 1.2)
    try sim.advance(to: 2)
    expectRecords(
      sim.records(from: m), where: RecordFilter(kinds: [.device]).excluding(calls: []),
      ["1.500 (device) postureDidChange {posture: halfOpen, display: inner, angle: 125}"])
    let unfold = try #require(sim.first("root", "viewWillTransition(to:with:)"))
    #expect(unfold.time == 1.5)
    #expect(unfold.args.first { $0.name == "duration" }?.value == .number(0.4))
    #expect(sim.display == .inner)
    // A sample choosing the current display cancels a pending change.
    try sim.setHinge(30, at: 3)
    try sim.setHinge(120, at: 3.2)
    try sim.advance(to: 4)
    #expect(sim.display == .inner)
  }

  @Test("§5.7 a resize is Split View on the inner display and refused on the outer")
  func resize() throws {
    let sim = try Self.duo()
    try sim.launch()
    let m = sim.mark
    try sim.resize(to: Size(width: 300, height: 678), at: 1)
    expectRecords(
      sim.records(from: m),
      [
        "1.000 (uikit) ! resizeRefused {message: a foldable's outer display never resizes a window}"
      ])
    try sim.setPosture(.open, at: 2)
    try sim.advance(to: 3)
    try sim.resize(to: Size(width: 475.5, height: 669), at: 3)
    try sim.advance(to: 4)
    #expect(sim.windowSize == Size(width: 475.5, height: 669))
    #expect(
      sim.records(from: m).last { $0.call == "viewWillTransition(to:with:)" }?.args.first?.value
        == .list([.number(475.5), .number(669)]))
    // Folded, the other display's full size: the resize is forgotten.
    try sim.setPosture(.folded, at: 5)
    try sim.advance(to: 6)
    #expect(sim.windowSize == Size(width: 466, height: 678))
  }
}

extension FoldableTests {
  @Test("§8.4 --explain names a foldable's keys and events on a device of one display")
  func explainOneDisplay() throws {
    var scene = SceneDescription(profile: .ios27, device: "iphone-15")
    scene.launchPosture = .open
    scene.events = [
      SceneEvent(at: 1, action: .posture(.folded)), SceneEvent(at: 2, action: .hinge(120)),
      SceneEvent(at: 3, action: .hinge(10)),
    ]
    let sim = try Simulator(scene: scene)
    sim.explainsRefusals = true
    try sim.launch()
    expectRecords(
      sim.records(), where: RecordFilter(kinds: [.decision]),
      [
        "root noEffect {setting: launch.posture, because: iphone-15 has one display}",
        "root noEffect {setting: events.posture, because: iphone-15 has one display}",
        "root noEffect {setting: events.hinge, because: iphone-15 has one display}",
      ])
  }
}

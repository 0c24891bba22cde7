import OrientationCore
import OrientationTesting
import Testing

/// The rules `ios27` brought (SPEC §2, §3.1 items 1, 2, 6, 7, §3.3, §5.5, §5.7, §5.8) and
/// targetTransform's sign, every record of each step in order; parameterized over the profiles
/// where the rule differs.
@Suite("ios27: scene masks, resizable environments, the scene life cycle (SPEC §3.1, §5.5, §5.7)")
struct IOS27Tests {
  static let allThree = AppDescription(supportedOrientations: .allButUpsideDown)

  // MARK: §3.1 item 1 the scene delegate's mask

  @Test(
    "§3.1 the scene delegate's mask replaces the list under ios27, asked at launch and at each decision; ignored under ios26",
    arguments: [BehaviorProfile.ios26, .ios27])
  func sceneDelegateMask(profile: BehaviorProfile) throws {
    var app = Self.allThree
    app.sceneDelegateMask = .portrait
    let sim = try simulator(profile, app: app)
    try sim.launch()
    let launch: [ExpectedRecord] =
      profile.hasSceneMask ? ["(scene) ? supportedInterfaceOrientations(for:) -> [portrait]"] : []
    expectRecords(
      sim.records(), where: RecordFilter(kinds: [.query]),
      launch + [
        "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]"
      ])
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    if profile.hasSceneMask {
      expectRecords(
        sim.records(from: m),
        [
          "(device) orientationDidChange {orientation: landscapeLeft}",
          "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
          "(scene) ? supportedInterfaceOrientations(for:) -> [portrait]  [portrait 393×852]",
        ])
      #expect(sim.interfaceOrientation == .portrait)
    } else {
      #expect(sim.interfaceOrientation == .landscapeRight)
    }
  }

  @Test(
    "§3.1 item 2 after launch the app delegate's method is asked and the scene delegate's is not")
  func appDelegateWinsAfterLaunch() throws {
    var app = Self.allThree
    app.sceneDelegateMask = .portrait
    app.delegateMask = .allButUpsideDown
    let sim = try simulator(.ios27, app: app)
    try sim.launch()
    #expect(sim.first("(scene)", "supportedInterfaceOrientations(for:)") != nil)
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    expectRecords(
      sim.records(from: m), where: RecordFilter(kinds: [.query]),
      [
        "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
        "(app) ? application(_:supportedInterfaceOrientationsFor:) -> [portrait, landscapeRight, landscapeLeft]",
      ])
    #expect(sim.interfaceOrientation == .landscapeRight)
  }

  // MARK: §3.1 item 6–7, §5.7 iPad resizing

  @Test(
    "§3.1/§5.7 an iPad app listing only portrait is resized under ios27 (masks stop at the first resize), refused under ios26",
    arguments: [BehaviorProfile.ios26, .ios27])
  func ipadPartialList(profile: BehaviorProfile) throws {
    let sim = try simulator(
      profile, device: "ipad-9th", app: AppDescription(supportedOrientations: .portrait))
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    #expect(sim.interfaceOrientation == .portrait)
    let m = sim.mark
    try sim.resize(to: Size(width: 507, height: 1080), at: 2)
    try sim.finish()
    if profile.ipadMultitasking == .resizable {
      #expect(sim.masksStoppedCounting)
      #expect(abs(sim.windowSize.width - 507) < 1e-9)
      try sim.deviceOrientationChanged(.landscapeRight, at: 3)
      #expect(sim.interfaceOrientation == .landscapeLeft)
    } else {
      expectRecords(
        sim.records(from: m),
        [
          "(uikit) ! resizeRefused {message: an iPad app whose Info.plist does not list all four orientations does not multitask: its window is never resized}"
        ])
      #expect(!sim.masksStoppedCounting)
    }
  }

  @Test("§3.1/§5.7 requiresFullScreen under ios27: one discrete resize, the masks still count")
  func requiresFullScreenDiscrete() throws {
    let app = AppDescription(supportedOrientations: .portrait, requiresFullScreen: true)
    let sim = try simulator(.ios27, device: "ipad-9th", app: app)
    try sim.launch()
    try sim.resize(to: Size(width: 507, height: 1080), at: 1)
    try sim.finish()
    #expect(abs(sim.windowSize.width - 507) < 1e-9)
    #expect(!sim.masksStoppedCounting)
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 2)
    expectRecords(
      sim.records(from: m),
      [
        "(device) orientationDidChange {orientation: landscapeLeft}",
        "root ? supportedInterfaceOrientations -> [portrait, portraitUpsideDown, landscapeRight, landscapeLeft]",
      ])
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test(
    "§3.1 UIRequiresFullScreenIgnoredStartingWithVersion below, at and above the profile's version",
    arguments: [
      (BehaviorProfile.ios26, [26, 2], true), (.ios26, [26], false), (.ios26, [25], false),
      (.ios27, [27], false), (.ios27, [28], true), (.ios17, [17], true),
    ])
  func ignoredFrom(profile: BehaviorProfile, version: [Int], counts: Bool) throws {
    let app = AppDescription(
      supportedOrientations: .all, requiresFullScreen: true,
      requiresFullScreenIgnoredFrom: version)
    let sim = try simulator(profile, device: "ipad-9th", app: app)
    #expect(sim.requiresFullScreen == counts)
  }

  // MARK: §3.1 item 7 phone apps in resizable environments

  @Test("§3.1 iPhone Mirroring stays portrait: turns ask nothing, the resize has no trait step")
  func iPhoneMirroring() throws {
    var app = Self.allThree
    app.environment = .iPhoneMirroring
    let sim = try simulator(.ios27, app: app, launch: .landscapeLeft)
    sim.explainsRefusals = true
    try sim.launch()
    #expect(sim.interfaceOrientation == .portrait)
    expectNoRecords(sim.log, where: RecordFilter(kinds: [.query]))
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeRight, at: 1)
    #expect(sim.records(from: m).last?.call == "noRotation")
    #expect(sim.records(from: m).last?[arg: "rule"] == .string("iPhoneMirroring"))
    let r = sim.mark
    try sim.resize(to: Size(width: 900, height: 600), at: 2)
    expectRecords(
      sim.records(from: r),
      [
        "root viewWillTransition(to:with:) {to: [900, 600], duration: 0.3, targetTransform: 0}  [portrait 393×852]",
        "root viewWillLayoutSubviews()", "root view.layoutSubviews()",
        "root viewDidLayoutSubviews()",
      ])
    try sim.requestGeometryUpdate(.landscape, at: 3)
    try sim.finish()
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test(
    "§3.1 an iPhone app on an iPad: masks count until the first resize, none after; a native iPhone window is never resized",
    arguments: [AppEnvironment.iPadCompatibility, .native])
  func iPadCompatibility(environment: AppEnvironment) throws {
    var app = AppDescription(supportedOrientations: .portrait)
    app.environment = environment
    let sim = try simulator(.ios27, app: app, root: ViewControllerDescription(id: "root"))
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    #expect(sim.interfaceOrientation == .portrait)
    let m = sim.mark
    try sim.resize(to: Size(width: 600, height: 800), at: 2)
    try sim.finish()
    if environment == .native {
      expectRecords(
        sim.records(from: m),
        [
          "(uikit) ! resizeRefused {message: an iPhone app's window is never resized on the iPhone's own screen}"
        ])
      return
    }
    #expect(sim.masksStoppedCounting)
    #expect(sim.first("root", "willTransition(to:with:)", from: m) == nil)
    let t = sim.mark
    try sim.deviceOrientationChanged(.landscapeRight, at: 3)
    expectNoRecords(
      sim.records(from: t), where: RecordFilter(kinds: [.query]))
    #expect(sim.interfaceOrientation == .landscapeLeft)
  }

  // MARK: §5.5 the scene life cycle

  @Test(
    "§5.5 an app without scenes: ios27 does not launch, ios26 and ios17 warn, ios13 says nothing",
    arguments: [BehaviorProfile.ios13, .ios17, .ios26, .ios27])
  func withoutScenes(profile: BehaviorProfile) throws {
    var app = Self.allThree
    app.adoptsSceneLifecycle = false
    let sim = try simulator(profile, app: app)
    switch profile.sceneLifecycleCheck {
    case .required:
      #expect(
        throws: OrientationError(
          name: "sceneLifecycleRequired",
          reason:
            "Application failed to launch: UIScene life cycle is required for apps built with this SDK."
        )
      ) { try sim.launch() }
      expectRecords(
        sim.records(),
        [
          "(uikit) ! sceneLifecycleRequired {reason: Application failed to launch: UIScene life cycle is required for apps built with this SDK.}"
        ])
    case .warning26, .warning18:
      try sim.launch()
      let text =
        profile.sceneLifecycleCheck == .warning26
        ? "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future."
        : "This process does not adopt UIScene lifecycle. This will become an assert in a future version."
      #expect(sim.records().first?.call == "sceneLifecycleNotAdopted")
      #expect(sim.records().first?[arg: "reason"] == .string(text))
      #expect(sim.isLaunched)
    case .none:
      try sim.launch()
      expectNoRecords(sim.log, where: RecordFilter(kinds: [.diagnostic]))
    }
  }

  // MARK: §3.3 non-animated requests, §5.2 targetTransform

  @Test(
    "§3.3 a request made with animations off rotates at once: duration 0, isAnimated false",
    arguments: [true, false])
  func nonAnimatedRequest(animated: Bool) throws {
    let sim = try simulator(.ios27, app: Self.allThree)
    try sim.launch()
    let m = sim.mark
    try sim.requestGeometryUpdate(.landscapeRight, at: 1, animated: animated)
    let call = try #require(sim.first("root", "viewWillTransition(to:with:)", from: m))
    #expect(call[arg: "duration"] == .number(animated ? 0.3 : 0))
    #expect(call[arg: "targetTransform"] == .number(90))
    try sim.advance(to: 1)
    #expect(sim.isRotating == animated)
  }

  @Test(
    "§5.2 targetTransform on the four quarter turns and a half turn of a device",
    arguments: [
      (DeviceOrientation.landscapeLeft, 90.0), (.landscapeRight, -90), (.portraitUpsideDown, 180),
    ])
  func deviceTurns(device: DeviceOrientation, degrees: Double) throws {
    let sim = try simulator(
      .ios27, device: "ipad-9th", app: AppDescription(supportedOrientations: .all))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(device, at: 1)
    let call = try #require(sim.first("root", "viewWillTransition(to:with:)", from: m))
    #expect(call[arg: "targetTransform"] == .number(degrees))
    try sim.finish()
    let back = sim.mark
    try sim.deviceOrientationChanged(.portrait, at: 5)
    let returning = try #require(sim.first("root", "viewWillTransition(to:with:)", from: back))
    #expect(returning[arg: "targetTransform"] == .number(degrees == 180 ? 180 : -degrees))
  }
}

/// `--explain`'s notes on the new app keys a profile gives no effect (SPEC §3.1, §5.5, §8.3).
@Suite("ios27 keys without effect are explained (SPEC §8.3)")
struct IOS27NoEffectTests {
  @Test(
    "noEffect names sceneDelegateMask, requiresFullScreenIgnoredFrom and environment where the profile or device voids them",
    arguments: [BehaviorProfile.ios17, .ios26, .ios27])
  func notes(profile: BehaviorProfile) throws {
    var app = AppDescription(supportedOrientations: .allButUpsideDown)
    app.sceneDelegateMask = .portrait
    app.requiresFullScreenIgnoredFrom = [26]
    app.environment = .iPhoneMirroring
    let sim = try simulator(profile, app: app)
    sim.explainsRefusals = true
    try sim.launch()
    let settings = sim.log.records.filter { $0.call == "noEffect" }.compactMap {
      if case .string(let name)? = $0[arg: "setting"] { name } else { nil }
    }
    var expected: [String] = []
    if !profile.hasSceneMask { expected.append("app.sceneDelegateMask") }
    if !profile.hasFullScreenIgnoredFromKey { expected.append("app.requiresFullScreenIgnoredFrom") }
    if !profile.hasResizableEnvironments { expected.append("app.environment") }
    #expect(settings == expected)
  }

  @Test("noEffect: an app without scenes has no scene delegate for its mask or geometry")
  func withoutScenes() throws {
    var app = AppDescription(supportedOrientations: .allButUpsideDown)
    app.sceneDelegateMask = .portrait
    app.sceneDelegateGeometry = true
    app.adoptsSceneLifecycle = false
    let sim = try simulator(.ios26, app: app)
    sim.explainsRefusals = true
    try sim.launch()
    let notes = sim.log.records.filter { $0.call == "noEffect" }
    #expect(
      notes.map { $0[arg: "setting"] } == [
        .string("app.sceneDelegateGeometry"), .string("app.sceneDelegateMask"),
      ])
    #expect(
      notes.allSatisfy {
        $0[arg: "because"] == .string("an app without scenes has no scene delegate")
          || $0[arg: "because"] == .string("the profile has no sceneMask")
      })
  }
}

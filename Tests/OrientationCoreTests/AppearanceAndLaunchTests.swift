import OrientationCore
import OrientationTesting
import Testing

/// SPEC §5.3 (hidden view controllers), §5.4 (appearance, containment), §5.5 (launch).
@Suite("Appearance and launch (SPEC §5.3–§5.5)")
struct AppearanceAndLaunchTests {
  // MARK: §5.3

  @Test("§5.3 a hidden tab gets nothing at the rotation and catches up when it is selected again")
  func hiddenTabCatchesUp() throws {
    let sim = try simulator(
      root: ViewControllerDescription(
        id: "tabs", kind: .tabBar,
        children: [ViewControllerDescription(id: "t0"), ViewControllerDescription(id: "t1")]))
    try sim.launch()
    try sim.perform(.select(tabBar: "tabs", index: 1), at: 1)
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 2)
    #expect(!sim.records(from: m).contains { $0.vc == "t0" })
    try sim.finish()
    let n = sim.mark
    try sim.perform(.select(tabBar: "tabs", index: 0), at: 3)
    expectRecords(
      sim.records(from: n),
      [
        "t0 willTransition(to:with:)", "t0 traitCollectionDidChange(_:)", "t0 viewWillAppear(_:)",
        "t1 viewWillDisappear(_:)",
      ] + block("t0", safeArea: true) + ["t1 viewDidDisappear(_:)", "t0 viewDidAppear(_:)"])
    #expect(
      sim.first("t0", "viewWillAppear(_:)", from: n)?.state?.bounds == Size(width: 393, height: 852)
    )
    #expect(sim.first("t0", "viewWillAppear(_:)", from: n)?[arg: "animated"] == .bool(false))
    #expect(
      sim.first("t0", "viewWillLayoutSubviews()", from: n)?.state?.bounds
        == Size(width: 852, height: 393))
    #expect(sim.first("t0", "willTransition(to:with:)", from: n)?[arg: "duration"] == .number(0))
  }

  @Test("§5.3 ios7: a covered presenter gets no rotation calls, then appears with a layout pass")
  func ios7CoveredPresenterReappears() throws {
    let sim = try simulator(.ios7, device: "iphone-se-2")
    try sim.launch()
    try sim.present(ViewController(id: "p"), style: .fullScreen, at: 1)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 2)
    try sim.finish()
    let m = sim.mark
    try sim.perform(.dismiss("p"), at: 3)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      ["p viewWillDisappear(_:)", "root viewWillAppear(_:)"] + layout("root")
        + [
          "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
          "root viewDidAppear(_:)", "p viewDidDisappear(_:)",
        ])
    #expect(sim.root.bounds == Size(width: 667, height: 375))
  }

  // MARK: §5.4

  @Test("§5.4 full-screen present and dismiss: appearance order and states")
  func fullScreenAppearance() throws {
    let sim = try simulator()
    try sim.launch()
    let m = sim.mark
    try sim.present(ViewController(id: "p"), style: .fullScreen, animated: true, at: 1)
    #expect(sim.root.appearanceState == .disappearing)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      [
        "p viewDidLoad()",
        "p ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
        "p ? preferredInterfaceOrientationForPresentation -> nil",
        "root viewWillDisappear(_:)", "p viewWillAppear(_:)",
      ] + block("p", safeArea: true) + ["p viewDidAppear(_:)", "root viewDidDisappear(_:)"])
    #expect(sim.root.appearanceState == .disappeared)
    #expect(sim.viewController(id: "p")?.appearanceState == .appeared)
    #expect(sim.first("p", "viewWillAppear(_:)", from: m)?[arg: "animated"] == .bool(true))
  }

  @Test(
    "§5.4 sheets and over-full-screen leave the presenter's appearance untouched",
    arguments: [PresentationStyle.pageSheet, .formSheet, .popover, .overFullScreen])
  func sheetLeavesPresenter(style: PresentationStyle) throws {
    let sim = try simulator(
      .ios13, device: "ipad-9th", app: AppDescription(requiresFullScreen: true))
    try sim.launch()
    try sim.present(ViewController(id: "p"), style: style, at: 1)
    try sim.finish()
    let m = sim.mark
    try sim.dismiss(sim.viewController(id: "p")!, at: 2)
    try sim.finish()
    let query: [ExpectedRecord] =
      style.fillsWindow
      ? [
        "root ? supportedInterfaceOrientations -> [portrait, portraitUpsideDown, landscapeRight, landscapeLeft]"
      ] : []
    expectRecords(
      sim.records(from: m), ["p viewWillDisappear(_:)"] + query + ["p viewDidDisappear(_:)"])
    #expect(sim.root.appearanceState == .appeared)
  }

  @Test("§5.4 addChild and removeFromParent: willMove, appearance, didMove")
  func customContainment() throws {
    let sim = try simulator()
    try sim.launch()
    let m = sim.mark
    try sim.perform(.addChild(parent: "root", vc: ViewControllerDescription(id: "c")), at: 1)
    expectRecords(
      sim.records(from: m),
      ["c willMove(toParent:)", "c viewDidLoad()", "c viewWillAppear(_:)"]
        + block("c", safeArea: true) + ["c viewDidAppear(_:)", "c didMove(toParent:)"])
    #expect(sim.first("c", "willMove(toParent:)", from: m)?[arg: "toParent"] == .string("root"))
    let n = sim.mark
    try sim.perform(.removeChild("c"), at: 2)
    expectRecords(
      sim.records(from: n),
      [
        "c willMove(toParent:)", "c viewWillDisappear(_:)", "c viewDidDisappear(_:)",
        "c didMove(toParent:)",
      ])
    #expect(sim.first("c", "didMove(toParent:)", from: n)?[arg: "toParent"] == .null)
    #expect(sim.root.children.isEmpty)
  }

  @Test("§5.4 pop: willMove(nil), the old top disappears, the one below appears, didMove(nil)")
  func popSequence() throws {
    let sim = try simulator(
      root: ViewControllerDescription(
        id: "nav", kind: .navigation,
        children: [ViewControllerDescription(id: "a"), ViewControllerDescription(id: "b")]))
    try sim.launch()
    let m = sim.mark
    try sim.perform(.pop("nav"), at: 1)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      [
        "b willMove(toParent:)", "b viewWillDisappear(_:)", "a viewDidLoad()",
        "a viewWillAppear(_:)",
      ] + block("a", safeArea: true)
        + ["b viewDidDisappear(_:)", "a viewDidAppear(_:)", "b didMove(toParent:)"])
    let n = sim.mark
    try sim.perform(.pop("nav"), at: 2)
    #expect(sim.records(from: n).isEmpty)
  }

  // MARK: §5.5

  @Test(
    "§5.5 ios7 iPhone (portraitThenFirstEntry): launch in portrait, then rotate to the first plist entry",
    arguments: [BehaviorProfile.ios7])
  func iphoneFirstPlistEntry(profile: BehaviorProfile) throws {
    let sim = try simulator(
      profile, device: "iphone-se-2",
      app: AppDescription(
        supportedOrientations: .landscape,
        supportedOrientationsOrder: [.landscapeLeft, .landscapeRight]))
    try sim.launch()
    let rotation: [ExpectedRecord] =
      profile.callbacks == .legacy
      ? [
        "root willRotate(to:duration:)", "root updateViewConstraints()",
        "root view.updateConstraints()",
      ] + layout("root") + ["root willAnimateRotation(to:duration:)"]
      : [
        "root willTransition(to:with:)", "root viewWillTransition(to:with:)",
        "root traitCollectionDidChange(_:)",
      ] + layout("root")
    expectRecords(
      sim.log,
      [
        "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
        "root viewDidLoad()", "root viewWillAppear(_:)",
      ] + layout("root") + ["root viewDidAppear(_:)", "(app) didFinishLaunching"] + rotation)
    #expect(sim.first("root", "viewWillAppear(_:)")?.state?.bounds == Size(width: 375, height: 667))
    #expect(sim.interfaceOrientation == .landscapeLeft)
  }

  @Test(
    "§5.5 ios7 iPad (portraitThenFirstEntry): best match for the device (mapped, else same axis, else fallback)",
    arguments: [
      (
        InterfaceOrientationMask.all, DeviceOrientation.landscapeLeft,
        InterfaceOrientation.landscapeRight
      ),
      (.landscapeLeft, .landscapeLeft, .landscapeLeft),
      (.portraitUpsideDown, .portrait, .portraitUpsideDown),
      (.landscape, .faceUp, .landscapeRight),
      (.all, .portrait, .portrait),
    ])
  func ipadBestMatch(
    mask: InterfaceOrientationMask, device: DeviceOrientation, expected: InterfaceOrientation
  ) throws {
    let sim = try simulator(
      .ios7, device: "ipad-9th", launch: device,
      root: ViewControllerDescription(id: "root", supported: mask))
    try sim.launch()
    #expect(sim.interfaceOrientation == expected)
    #expect(sim.statistics.rotations == (expected == .portrait ? 0 : 1))
  }

  @Test(
    "§5.5 ios13/ios16 launch straight into the device orientation: no rotation callbacks",
    arguments: [BehaviorProfile.ios13, .ios16])
  func directLaunch(profile: BehaviorProfile) throws {
    let sim = try simulator(profile, launch: .landscapeLeft)
    try sim.launch()
    expectRecords(sim.log, launchPortraitPlain)
    #expect(
      sim.first("root", "viewWillAppear(_:)")?.state
        == StateSnapshot(
          interfaceOrientation: .landscapeRight, bounds: Size(width: 852, height: 393),
          traits: TraitCollection(horizontal: .compact, vertical: .compact), appearance: []))
  }

  @Test("§5.5 ios13: the root's mask excludes the device orientation: only the trait callbacks run")
  func traitOnlyLaunch() throws {
    let sim = try simulator(
      .ios13, launch: .landscapeLeft,
      root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.launch()
    expectRecords(
      sim.log,
      [
        "root ? supportedInterfaceOrientations -> [portrait]", "root viewDidLoad()",
        "root viewWillAppear(_:)", "root willTransition(to:with:)",
        "root traitCollectionDidChange(_:)",
      ] + block("root", safeArea: true) + ["root viewDidAppear(_:)", "(app) didFinishLaunching"])
    #expect(sim.first("root", "viewWillAppear(_:)")?.state?.bounds == Size(width: 852, height: 393))
    #expect(
      sim.first("root", "viewWillLayoutSubviews()")?.state?.bounds == Size(width: 393, height: 852))
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test("§5.5 ios13 iPad trait-only launch has no willTransition (the traits do not change)")
  func traitOnlyLaunchIPad() throws {
    let sim = try simulator(
      .ios13, device: "ipad-9th", app: AppDescription(requiresFullScreen: true),
      launch: .landscapeLeft,
      root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.launch()
    expectRecords(
      sim.log,
      [
        "root ? supportedInterfaceOrientations -> [portrait]", "root viewDidLoad()",
        "root viewWillAppear(_:)",
      ] + block("root", safeArea: true) + ["root viewDidAppear(_:)", "(app) didFinishLaunching"])
  }

  @Test(
    "§5.5 ios13: a device orientation the app excludes starts in the first allowed plist entry, no callbacks"
  )
  func appExcludesDeviceOrientation() throws {
    let sim = try simulator(
      .ios13,
      app: AppDescription(
        supportedOrientations: .landscape,
        supportedOrientationsOrder: [.landscapeLeft, .landscapeRight]), launch: .portrait)
    try sim.launch()
    #expect(sim.interfaceOrientation == .landscapeLeft)
    // viewDidLoad, viewWillAppear, the first insets, viewIsAppearing, the layout pass,
    // viewDidAppear.
    #expect(sim.statistics.callbacks == 8)
  }
}

/// SPEC §5.4 states and presentation-chain edge cases.
@Suite("Appearance states and presentation chains (SPEC §5.4)")
struct AppearanceStateTests {
  @Test("§5.4 states move disappeared → appearing → appeared → disappearing → disappeared")
  func stateMachine() throws {
    final class Watcher: ViewController {
      var states: [AppearanceState] = []
      override func viewWillAppear(_ animated: Bool) { states.append(appearanceState) }
      override func viewDidAppear(_ animated: Bool) { states.append(appearanceState) }
      override func viewWillDisappear(_ animated: Bool) { states.append(appearanceState) }
      override func viewDidDisappear(_ animated: Bool) { states.append(appearanceState) }
    }
    let watcher = Watcher(id: "w")
    let sim = Simulator(profile: .ios13, root: ViewController(id: "root"))
    try sim.launch()
    #expect(watcher.appearanceState == .disappeared)
    try sim.present(watcher, style: .fullScreen, at: 1)
    try sim.dismiss(watcher, at: 2)
    try sim.finish()
    #expect(watcher.states == [.appearing, .appeared, .disappearing, .disappeared])
  }

  @Test(
    "§5.4 dismissing a presenter in a chain dismisses everything above it; only the top one gets calls; the uncovered root appears"
  )
  func dismissChain() throws {
    let sim = try simulator()
    try sim.launch()
    try sim.present(ViewController(id: "a"), style: .fullScreen, at: 1)
    try sim.present(ViewController(id: "b"), style: .overFullScreen, at: 2)
    try sim.finish()
    let m = sim.mark
    try sim.dismiss(sim.viewController(id: "a")!, at: 3)
    try sim.finish()
    // Of a stack being dismissed only the top one gets calls; `a` is simply removed.
    expectRecords(
      sim.records(from: m),
      ["b viewWillDisappear(_:)", "root viewWillAppear(_:)"]
        + block("root")
        + [
          "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
          "root viewDidAppear(_:)", "b viewDidDisappear(_:)",
        ])
    #expect(sim.records(from: m).filter { $0.state?.appearance == .beingDismissed }.count == 2)
    #expect(sim.viewController(id: "a")?.appearanceState == .disappeared)
    #expect(sim.root.presentedViewController == nil)
  }

  @Test("§5.4 presenting on a view controller that already presents is refused with a diagnostic")
  func presentTwiceFromSamePresenter() throws {
    let sim = try simulator()
    try sim.launch()
    try sim.present(ViewController(id: "a"), style: .pageSheet, at: 1)
    try sim.finish()
    let m = sim.mark
    try sim.present(ViewController(id: "b"), style: .pageSheet, from: "root", at: 2)
    expectRecords(sim.records(from: m), ["root ! presentationRefused"])
    #expect(
      sim.records(from: m).first?[arg: "message"]
        == .string("Attempt to present b on root which is already presenting a"))
  }

  @Test("§3.3/§5.7 odd inputs are handled: geometry requests before ios16, invalid resizes")
  func oddInputs() throws {
    let sim = try simulator(.ios13)
    try sim.launch()
    let m = sim.mark
    try sim.requestGeometryUpdate(.landscape, at: 1)
    try sim.resize(to: Size(width: .nan, height: 10), at: 1)
    try sim.resize(to: Size(width: -1, height: 10), at: 1)
    expectRecords(
      sim.records(from: m),
      ["(uikit) ! unavailable", "(uikit) ! resizeRefused", "(uikit) ! resizeRefused"])
    #expect(sim.root.bounds == Size(width: 393, height: 852))
  }
}

@Suite("Cancelled interactive transitions (SPEC §5.4)")
struct CancelledTransitionTests {
  @Test("§5.4 a cancelled interactive pop closes each will with the opposite will")
  func cancelledPop() throws {
    final class Watcher: ViewController {
      var states: [AppearanceState] = []
      override func viewWillAppear(_ animated: Bool) { states.append(appearanceState) }
      override func viewDidAppear(_ animated: Bool) { states.append(appearanceState) }
      override func viewWillDisappear(_ animated: Bool) { states.append(appearanceState) }
      override func viewDidDisappear(_ animated: Bool) { states.append(appearanceState) }
    }
    let nav = NavigationController(id: "nav")
    let below = Watcher(id: "below")
    let top = Watcher(id: "top")
    let sim = Simulator(profile: .ios13, root: nav)
    try sim.push(below, onto: nav, at: 0)
    try sim.launch()
    try sim.push(top, onto: nav, at: 1)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 2)
    try sim.finish()
    below.states.removeAll()
    top.states.removeAll()
    let m = sim.mark
    try sim.cancelInteractivePop(nav, at: 3)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      [
        "top viewWillDisappear(_:)", "below willTransition(to:with:)",
        "below traitCollectionDidChange(_:)", "below viewWillAppear(_:)",
      ] + block("below", safeArea: true) + [
        "below viewWillDisappear(_:)", "below viewDidDisappear(_:)", "top viewWillAppear(_:)",
        "top viewDidAppear(_:)",
      ])
    #expect(top.states == [.disappearing, .appearing, .appeared])
    #expect(below.states == [.appearing, .disappearing, .disappeared])
    #expect(nav.topViewController === top)
    #expect(
      sim.first("below", "viewWillLayoutSubviews()", from: m)?.state?.bounds
        == Size(width: 852, height: 393))
  }
}

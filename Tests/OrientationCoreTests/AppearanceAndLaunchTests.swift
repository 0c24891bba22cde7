import OrientationCore
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
    #expect(
      sim.lines(from: n) == [
        "t1 viewWillDisappear(_:)", "t0 willTransition(to:with:)",
        "t0 traitCollectionDidChange(_:)",
        "t0 viewWillAppear(_:)", "t0 viewSafeAreaInsetsDidChange()",
      ] + layout("t0") + ["t0 viewDidAppear(_:)", "t1 viewDidDisappear(_:)"])
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
    #expect(
      sim.lines(from: m) == ["p viewWillDisappear(_:)", "root viewWillAppear(_:)"] + layout("root")
        + [
          "root viewDidAppear(_:)", "p viewDidDisappear(_:)",
          "? root supportedInterfaceOrientations = [portrait, landscapeRight, landscapeLeft]",
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
    #expect(
      sim.lines(from: m) == [
        "? p supportedInterfaceOrientations = [portrait, landscapeRight, landscapeLeft]",
        "? p preferredInterfaceOrientationForPresentation = null",
        "root viewWillDisappear(_:)", "p viewWillAppear(_:)",
      ] + layout("p") + ["p viewDidAppear(_:)", "root viewDidDisappear(_:)"])
    #expect(sim.root.appearanceState == .disappeared)
    #expect(sim.viewController(id: "p")?.appearanceState == .appeared)
    #expect(sim.first("p", "viewWillAppear(_:)", from: m)?[arg: "animated"] == .bool(true))
  }

  @Test(
    "§5.4 sheets and over-full-screen leave the presenter's appearance untouched",
    arguments: [PresentationStyle.pageSheet, .formSheet, .popover, .overFullScreen])
  func sheetLeavesPresenter(style: PresentationStyle) throws {
    let sim = try simulator(.ios13, device: "ipad-9th")
    try sim.launch()
    try sim.present(ViewController(id: "p"), style: style, at: 1)
    let m = sim.mark
    try sim.dismiss(sim.viewController(id: "p")!, at: 2)
    let tail =
      style.fillsWindow
      ? [
        "? root supportedInterfaceOrientations = [portrait, portraitUpsideDown, landscapeRight, landscapeLeft]"
      ] : []
    #expect(sim.lines(from: m) == ["p viewWillDisappear(_:)", "p viewDidDisappear(_:)"] + tail)
    #expect(sim.root.appearanceState == .appeared)
  }

  @Test("§5.4 addChild and removeFromParent: willMove, appearance, didMove")
  func customContainment() throws {
    let sim = try simulator()
    try sim.launch()
    let m = sim.mark
    try sim.perform(.addChild(parent: "root", vc: ViewControllerDescription(id: "c")), at: 1)
    #expect(
      sim.lines(from: m) == ["c willMove(toParent:)", "c viewWillAppear(_:)"] + layout("c") + [
        "c viewDidAppear(_:)", "c didMove(toParent:)",
      ])
    #expect(sim.first("c", "willMove(toParent:)", from: m)?[arg: "toParent"] == .string("root"))
    let n = sim.mark
    try sim.perform(.removeChild("c"), at: 2)
    #expect(
      sim.lines(from: n) == [
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
    #expect(
      sim.lines(from: m) == [
        "b willMove(toParent:)", "b viewWillDisappear(_:)", "a viewWillAppear(_:)",
      ] + layout("a") + ["a viewDidAppear(_:)", "b viewDidDisappear(_:)", "b didMove(toParent:)"])
    let n = sim.mark
    try sim.perform(.pop("nav"), at: 2)
    #expect(sim.lines(from: n).isEmpty)
  }

  // MARK: §5.5

  @Test(
    "§5.5 ios7/ios8 iPhone: launch in portrait, then rotate to the first plist entry",
    arguments: [BehaviorProfile.ios7, .ios8])
  func iphoneFirstPlistEntry(profile: BehaviorProfile) throws {
    let sim = try simulator(
      profile, device: "iphone-se-2",
      app: AppDescription(
        supportedOrientations: .landscape,
        supportedOrientationsOrder: [.landscapeLeft, .landscapeRight]))
    try sim.launch()
    let rotation =
      profile.callbacks == .legacy
      ? [
        "root willRotate(to:duration:)", "root updateViewConstraints()",
        "root view.updateConstraints()",
      ] + layout("root") + ["root willAnimateRotation(to:duration:)"]
      : [
        "root willTransition(to:with:)", "root viewWillTransition(to:with:)",
        "root traitCollectionDidChange(_:)",
      ] + layout("root")
    #expect(
      sim.lines() == [
        "? root supportedInterfaceOrientations = [portrait, landscapeRight, landscapeLeft]",
        "root viewWillAppear(_:)",
      ] + layout("root") + ["root viewDidAppear(_:)", "didFinishLaunching"] + rotation)
    #expect(sim.first("root", "viewWillAppear(_:)")?.state?.bounds == Size(width: 375, height: 667))
    #expect(sim.interfaceOrientation == .landscapeLeft)
  }

  @Test(
    "§5.5 ios7/ios8 iPad: best match for the device (mapped, else same axis, else fallback)",
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
      .ios8, device: "ipad-9th", launch: device,
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
    #expect(sim.lines() == launchPortraitPlain)
    #expect(
      sim.first("root", "viewWillAppear(_:)")?.state
        == StateSnapshot(
          interfaceOrientation: .landscapeRight, bounds: Size(width: 852, height: 393),
          traits: TraitCollection(horizontal: .compact, vertical: .compact)))
  }

  @Test("§5.5 ios13: the root's mask excludes the device orientation: only the trait callbacks run")
  func traitOnlyLaunch() throws {
    let sim = try simulator(
      .ios13, launch: .landscapeLeft,
      root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.launch()
    #expect(
      sim.lines() == [
        "? root supportedInterfaceOrientations = [portrait]", "root viewWillAppear(_:)",
        "root willTransition(to:with:)", "root traitCollectionDidChange(_:)",
        "root viewSafeAreaInsetsDidChange()",
      ] + layout("root") + ["root viewDidAppear(_:)", "didFinishLaunching"])
    #expect(sim.first("root", "viewWillAppear(_:)")?.state?.bounds == Size(width: 852, height: 393))
    #expect(
      sim.first("root", "viewWillLayoutSubviews()")?.state?.bounds == Size(width: 393, height: 852))
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test("§5.5 ios13 iPad trait-only launch has no willTransition (the traits do not change)")
  func traitOnlyLaunchIPad() throws {
    let sim = try simulator(
      .ios13, device: "ipad-9th", launch: .landscapeLeft,
      root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.launch()
    #expect(
      sim.lines() == [
        "? root supportedInterfaceOrientations = [portrait]", "root viewWillAppear(_:)",
      ] + layout("root") + ["root viewDidAppear(_:)", "didFinishLaunching"])
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
    #expect(sim.statistics.callbacks == 5)
  }
}

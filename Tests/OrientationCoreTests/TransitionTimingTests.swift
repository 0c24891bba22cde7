import OrientationCore
import OrientationTesting
import Testing

/// SPEC §5.6 for appearance transitions: timed phases, settable durations, one transition at a
/// time (inputs held in arrival order, device changes collapsed), and the placement of a
/// presentation's or dismissal's rotation.
@Suite("Timed appearance transitions and held inputs (SPEC §5.6)")
struct TransitionTimingTests {
  let mask = "[portrait, landscapeRight, landscapeLeft]"

  func navigation(_ stack: [String], durations: TransitionDurations = TransitionDurations())
    throws -> Simulator
  {
    let sim = try Simulator(
      scene: SceneDescription(
        profile: .ios13,
        root: ViewControllerDescription(
          id: "nav", kind: .navigation, children: stack.map { ViewControllerDescription(id: $0) }
        ), durations: durations))
    try sim.launch()
    return sim
  }

  /// The ios13 portrait → landscapeRight size transition of a plain view controller `vc`.
  func rotation(_ vcs: [String], safeArea: Bool = true) -> [ExpectedRecord] {
    vcs.map { "\($0) willTransition(to:with:)" } + vcs.map { "\($0) viewWillTransition(to:with:)" }
      + vcs.map { "\($0) traitCollectionDidChange(_:)" }
      + (safeArea ? vcs.map { "\($0) viewSafeAreaInsetsDidChange()" } : []) + vcs.flatMap(layout)
  }

  @Test(
    "§5.6 device changes during a push are held; only the latest is decided, when the push ends")
  func deviceChangesDuringPush() throws {
    let sim = try navigation(["a"])
    let m = sim.mark
    try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1)
    try sim.deviceOrientationChanged(.landscapeRight, at: 1.1)
    try sim.deviceOrientationChanged(.portrait, at: 1.2)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1.3)
    #expect(sim.interfaceOrientation == .portrait)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          "b willMove(toParent:)", "b viewDidLoad()",
          appearance("a", "viewWillDisappear(_:)"),
          appearance("b", "viewWillAppear(_:)", true, "movingToParent"),
        ] + layoutBlock("b", flag: "movingToParent", first: true))
        + at(1.1, [deviceChange("landscapeRight")]) + at(1.2, [deviceChange("portrait")])
        + at(1.3, [deviceChange("landscapeLeft")])
        + at(
          1.5,
          [
            appearance("a", "viewDidDisappear(_:)"),
            appearance("b", "viewDidAppear(_:)", true, "movingToParent"),
            "b didMove(toParent:)",
          ] + queries("nav", mask) + rotation(["nav", "b"])))
    #expect(sim.interfaceOrientation == .landscapeRight)
  }

  @Test(
    "§5.6 a push during a rotation is held until the rotation ends; it appears in the new geometry")
  func pushDuringRotation() throws {
    let sim = try navigation(["a"])
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    let m = sim.mark
    try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1.1)
    #expect(sim.records(from: m).isEmpty)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      at(
        1.3,
        [
          "b willMove(toParent:)", "b viewDidLoad()",
          appearance("a", "viewWillDisappear(_:)"),
          appearance("b", "viewWillAppear(_:)", true, "movingToParent"),
        ] + layoutBlock("b", flag: "movingToParent", first: true))
        + at(
          1.8,
          [
            appearance("a", "viewDidDisappear(_:)"),
            appearance("b", "viewDidAppear(_:)", true, "movingToParent"),
            "b didMove(toParent:)",
          ]))
    #expect(
      sim.first("b", "viewWillAppear(_:)", from: m)?.state?.bounds
        == Size(width: 852, height: 393))
  }

  @Test(
    "§5.6 held inputs run in arrival order when the transition ends, each perhaps starting a transition that holds the rest"
  )
  func heldInArrivalOrder() throws {
    let sim = try navigation(["a"])
    let m = sim.mark
    try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1)
    try sim.perform(
      .present(
        ViewControllerDescription(id: "s"), style: .pageSheet, animated: true, from: nil), at: 1.1)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1.2)
    try sim.perform(.pop("nav", animated: false), at: 1.3)
    try sim.finish()
    expectRecords(
      sim.records(from: m), where: RecordFilter(from: 1.5),
      at(
        1.5,
        [
          appearance("a", "viewDidDisappear(_:)"),
          appearance("b", "viewDidAppear(_:)", true, "movingToParent"), "b didMove(toParent:)",
          "s viewDidLoad()", appearance("s", "viewWillAppear(_:)", true, "beingPresented"),
        ] + layoutBlock("s", flag: "beingPresented", first: true))
        + at(
          2,
          [appearance("s", "viewDidAppear(_:)", true, "beingPresented")]
            + queries("nav", mask)
            + [
              "nav willTransition(to:with:)", "b willTransition(to:with:)",
              "s willTransition(to:with:)", "nav viewWillTransition(to:with:)",
              "b viewWillTransition(to:with:)", "s viewWillTransition(to:with:)",
              "nav traitCollectionDidChange(_:)", "b traitCollectionDidChange(_:)",
              "s traitCollectionDidChange(_:)", "nav viewSafeAreaInsetsDidChange()",
              "b viewSafeAreaInsetsDidChange()", "s viewSafeAreaInsetsDidChange()",
            ] + layout("nav") + layout("b") + layout("s"))
        + at(
          2.3,
          [
            "b willMove(toParent:)",
            appearance("b", "viewWillDisappear(_:)", false, "movingFromParent"),
            // Covered at the turn (SPEC §5.3): its pending trait calls just before its will.
            "a willTransition(to:with:)", "a traitCollectionDidChange(_:)",
            appearance("a", "viewWillAppear(_:)", false),
          ] + layoutBlock("a", animated: false, safeArea: true) + [
            appearance("b", "viewDidDisappear(_:)", false, "movingFromParent"),
            appearance("a", "viewDidAppear(_:)", false), "b didMove(toParent:)",
          ]))
  }

  @Test("§5.6 a resize is a timed transition too: a device change during it waits for its end")
  func deviceChangeDuringResize() throws {
    let sim = try simulator(.ios13, device: "ipad-9th")
    try sim.launch()
    try sim.resize(to: Size(width: 500, height: 1080), at: 1)
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1.1)
    expectRecords(sim.records(from: m), [deviceChange("landscapeLeft")])
    #expect(sim.interfaceOrientation == .portrait)
    try sim.advance(to: 1.3)
    #expect(sim.interfaceOrientation == .landscapeRight)
    #expect(sim.first("root", "viewWillTransition(to:with:)", from: m)?.time == 1.3)
  }

  @Test("§5.6 a present during a dismissal is held and runs when the dismissal ends")
  func presentDuringDismiss() throws {
    let sim = try simulator()
    try sim.launch()
    try sim.perform(
      .present(ViewControllerDescription(id: "p"), style: .fullScreen, animated: true, from: nil),
      at: 1)
    try sim.finish()
    let m = sim.mark
    try sim.perform(.dismiss("p"), at: 2)
    try sim.perform(
      .present(
        ViewControllerDescription(id: "q"), style: .fullScreen, animated: false, from: nil,
        completion: true), at: 2.2)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      at(
        2,
        [
          appearance("p", "viewWillDisappear(_:)", true, "beingDismissed"),
          appearance("root", "viewWillAppear(_:)"),
        ] + layoutBlock("root") + ["root ? supportedInterfaceOrientations -> \(mask)"])
        + at(
          2.5,
          [
            appearance("root", "viewDidAppear(_:)"),
            appearance("p", "viewDidDisappear(_:)", true, "beingDismissed"), "q viewDidLoad()",
            "q ? supportedInterfaceOrientations -> \(mask)",
            "q ? preferredInterfaceOrientationForPresentation -> nil",
            appearance("root", "viewWillDisappear(_:)", false),
            appearance("q", "viewWillAppear(_:)", false, "beingPresented"),
          ] + layoutBlock("q", animated: false, flag: "beingPresented", first: true) + [
            appearance("q", "viewDidAppear(_:)", false, "beingPresented"),
            appearance("root", "viewDidDisappear(_:)", false), "q completion",
          ]))
  }

  @Test("§5.6 a device change during a cancelled interactive pop is decided when it ends")
  func deviceChangeDuringCancelledPop() throws {
    let sim = try navigation(["a", "b"])
    let m = sim.mark
    try sim.perform(.cancelInteractivePop("nav", after: 0.4), at: 1)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1.2)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          appearance("b", "viewWillDisappear(_:)", true, "movingFromParent"),
          "a viewDidLoad()", appearance("a", "viewWillAppear(_:)"),
        ] + layoutBlock("a", first: true))
        + at(1.2, [deviceChange("landscapeLeft")])
        + at(
          1.4,
          [
            appearance("a", "viewWillDisappear(_:)"), appearance("a", "viewDidDisappear(_:)"),
            appearance("b", "viewWillAppear(_:)"), appearance("b", "viewDidAppear(_:)"),
          ] + queries("nav", mask) + rotation(["nav", "b"])))
  }

  @Test(
    "§5.6 a non-animated present that rotates: its rotation lasts 0 s with isAnimated false, and everything runs at t0"
  )
  func notAnimatedPresentWithRotation() throws {
    final class Watch: ViewController {
      var animatedFlags: [Bool] = []
      override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        animatedFlags.append(coordinator.isAnimated)
        super.viewWillTransition(to: size, with: coordinator)
      }
    }
    let root = Watch(id: "root")
    let sim = Simulator(profile: .ios13, root: root)
    try sim.launch()
    let player = ViewController(id: "player")
    player.supportedMask = .landscape
    player.preferredOrientation = .landscapeLeft
    let m = sim.mark
    try sim.present(player, style: .fullScreen, animated: false, at: 1)
    #expect(sim.isTransitioning == false)
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          "player viewDidLoad()",
          "player ? supportedInterfaceOrientations -> [landscapeRight, landscapeLeft]",
          "player ? preferredInterfaceOrientationForPresentation -> landscapeLeft",
        ] + rotation(["root"])
          + [
            appearance("root", "viewWillDisappear(_:)", false),
            appearance("player", "viewWillAppear(_:)", false, "beingPresented"),
          ] + layoutBlock("player", animated: false, flag: "beingPresented", first: true) + [
            appearance("player", "viewDidAppear(_:)", false, "beingPresented"),
            appearance("root", "viewDidDisappear(_:)", false),
          ]))
    #expect(
      sim.first("root", "viewWillTransition(to:with:)", from: m)?[arg: "duration"] == .number(0))
    #expect(root.animatedFlags == [false])
    #expect(
      sim.first("player", "viewWillAppear(_:)", from: m)?.state?.bounds
        == Size(width: 852, height: 393))
  }

  @Test(
    "§5.6 an animated dismissal that rotates: will phase and layout blocks, then the rotation without the dismissed one; the action ends when both have"
  )
  func animatedDismissalWithRotation() throws {
    final class Watch: ViewController {
      var presentedDuringTransition: [String?] = []
      override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        presentedDuringTransition.append(presentedViewController?.id)
        super.viewWillTransition(to: size, with: coordinator)
      }
    }
    let root = Watch(id: "root")
    let sim = Simulator(profile: .ios13, root: root)
    try sim.launch()
    let player = ViewController(id: "player")
    player.supportedMask = .landscape
    player.preferredOrientation = .landscapeLeft
    try sim.present(player, style: .fullScreen, at: 1)
    try sim.finish()
    root.presentedDuringTransition.removeAll()
    let m = sim.mark
    try sim.dismiss(player, at: 2)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 2.4)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      at(
        2,
        [
          appearance("player", "viewWillDisappear(_:)", true, "beingDismissed"),
          appearance("root", "viewWillAppear(_:)"),
        ] + layoutBlock("root") + ["root ? supportedInterfaceOrientations -> \(mask)"]
          + rotation(["root"]))
        + at(2.4, [deviceChange("landscapeLeft")])
        + at(
          2.5,
          [
            appearance("root", "viewDidAppear(_:)"),
            appearance("player", "viewDidDisappear(_:)", true, "beingDismissed"),
          ] + queries("root", mask) + rotation(["root"])))
    #expect(root.presentedDuringTransition == [nil, nil])
    #expect(sim.interfaceOrientation == .landscapeRight)
  }

  @Test(
    "§5.6 durations are settable: did phases move with them, a duration of 0 makes an animated transition instant"
  )
  func settableDurations() throws {
    let sim = try navigation(["a"], durations: TransitionDurations(push: 0.2, pop: 0))
    let m = sim.mark
    try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1)
    try sim.finish()
    #expect(sim.first("b", "viewDidAppear(_:)", from: m)?.time == 1.2)
    let n = sim.mark
    try sim.perform(.pop("nav"), at: 2)
    #expect(sim.isTransitioning == false)
    #expect(sim.records(from: n).allSatisfy { $0.time == 2 })
    #expect(sim.first("a", "viewDidAppear(_:)", from: n)?[arg: "animated"] == .bool(true))
  }

  @Test("§5.6 an input at exactly t0 + d is not held: the did phase runs first, stamped t0 + d")
  func inputAtCompletionTime() throws {
    let sim = try navigation(["a"])
    sim.explainsRefusals = true
    try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1)
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1.5)
    expectRecords(
      Array(sim.records(from: m).prefix(4)),
      at(
        1.5,
        [
          appearance("a", "viewDidDisappear(_:)"),
          appearance("b", "viewDidAppear(_:)", true, "movingToParent"), "b didMove(toParent:)",
          deviceChange("landscapeLeft"),
        ]))
    #expect(!sim.records(from: m).contains { $0.kind == .decision })
  }

  @Test(
    "§5.6/§8.2 with --explain a held input is a `held` decision, a held device change names the transition"
  )
  func explainHeld() throws {
    let sim = try navigation(["a"])
    sim.explainsRefusals = true
    try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1)
    let m = sim.mark
    try sim.perform(.pop("nav"), at: 1.2)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1.3)
    let records = sim.records(from: m)
    #expect(
      records.map(RecordText.body) == [
        "nav          held {input: pop, because: a push transition is in progress until 1.5 s; "
          + "held inputs run in arrival order when it ends}  [portrait 393×852]",
        "(device)     orientationDidChange {orientation: landscapeLeft}",
        "nav          noRotation {device: landscapeLeft, rule: transitionInProgress, because: a "
          + "push transition is in progress; the latest device orientation is decided when it "
          + "ends}  [portrait 393×852]",
      ])
  }

  @Test("§5.6 a simulator dropped with inputs still held is freed, log and all")
  func heldInputsReleaseTheSimulator() throws {
    weak var dropped: Simulator?
    do {
      let sim = try navigation(["a"])
      try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1)
      try sim.perform(.pop("nav"), at: 1.2)
      #expect(sim.isTransitioning)
      dropped = sim
    }
    #expect(dropped == nil)
  }

  @Test("§9 present and dismiss take completion closures, run after their completion records")
  func completionClosures() throws {
    let sim = Simulator(profile: .ios13, root: ViewController(id: "root"))
    try sim.launch()
    var calls: [String] = []
    sim.onRecord = { calls.append("\($0.vc ?? "-") \($0.call)") }
    let p = ViewController(id: "p")
    try sim.root.present(p, style: .fullScreen) { calls.append("presented") }
    try sim.finish()
    try p.dismiss(animated: false) { calls.append("dismissed") }
    #expect(
      calls.suffix(3) == ["p viewDidDisappear(_:)", "p completion", "dismissed"])
    #expect(calls.contains("presented"))
    #expect(calls[calls.firstIndex(of: "presented")! - 1] == "p completion")
    #expect(calls[calls.firstIndex(of: "presented")! - 2] == "root viewDidDisappear(_:)")
  }
}

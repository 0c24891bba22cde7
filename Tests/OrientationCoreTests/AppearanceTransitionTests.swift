import OrientationCore
import OrientationTesting
import Testing

/// SPEC §5.4 (appearance and containment as UIKit runs them): every record of each transition,
/// in order, with its time, `animated` and transition flags.
@Suite("Appearance transitions (SPEC §5.4)")
struct AppearanceTransitionTests {
  static let profiles: [BehaviorProfile] = [.ios7, .ios8, .ios13, .ios16, .ios17, .ios26]

  /// A navigation controller with `stack` (bottom first) as the root, launched.
  func navigation(_ stack: [String], _ profile: BehaviorProfile = .ios13) throws -> Simulator {
    let sim = try simulator(
      profile,
      root: ViewControllerDescription(
        id: "nav", kind: .navigation, children: stack.map { ViewControllerDescription(id: $0) }))
    try sim.launch()
    return sim
  }

  // MARK: Profiles

  @Test(
    "§2 the built-in profiles' viewIsAppearing and tabDidOrder switches follow the SPEC's table",
    arguments: [
      (BehaviorProfile.ios7, false), (.ios8, false), (.ios13, true), (.ios16, true),
    ])
  func profileSwitches(profile: BehaviorProfile, viewIsAppearing: Bool) {
    #expect(profile.hasViewIsAppearing == viewIsAppearing)
    #expect(profile.tabDidOrder == .disappearingFirst)
  }

  // MARK: Launch

  @Test(
    "§5.4 launch of a container root: the tree's wills container first, layout blocks, then the dids, unflagged and not animated",
    arguments: [BehaviorProfile.ios8, .ios13])
  func launchContainer(profile: BehaviorProfile) throws {
    let sim = try simulator(
      profile,
      root: ViewControllerDescription(
        id: "nav", kind: .navigation, children: [ViewControllerDescription(id: "a")]))
    try sim.launch()
    expectRecords(
      sim.log,
      at(
        0,
        [
          "nav ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
          "nav viewDidLoad()", appearance("nav", "viewWillAppear(_:)", false),
          "a viewDidLoad()", appearance("a", "viewWillAppear(_:)", false),
        ] + layoutBlock("nav", profile, animated: false, first: true)
          + layoutBlock("a", profile, animated: false, first: true) + [
            appearance("nav", "viewDidAppear(_:)", false),
            appearance("a", "viewDidAppear(_:)", false), "(app) didFinishLaunching",
          ]
          // ios8 runs §3.2 once after launch with the device orientation (SPEC §5.5).
          + (profile.launch == .portraitThenDevice
            ? queries("nav", "[portrait, landscapeRight, landscapeLeft]") : [])))
  }

  // MARK: Push and pop

  @Test(
    "§5.4 push: willMove, viewDidLoad, the leaving tree's will, the arriving tree's will and layout; at t0 + d the leaving viewDidDisappear before the arriving viewDidAppear, then didMove",
    arguments: profiles)
  func pushOrder(profile: BehaviorProfile) throws {
    let sim = try navigation(["a"], profile)
    let m = sim.mark
    try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          "b willMove(toParent:)", "b viewDidLoad()",
          appearance("a", "viewWillDisappear(_:)"),
          appearance("b", "viewWillAppear(_:)", true, "movingToParent"),
        ] + layoutBlock("b", profile, flag: "movingToParent", first: true))
        + at(
          1.5,
          [
            appearance("a", "viewDidDisappear(_:)"),
            appearance("b", "viewDidAppear(_:)", true, "movingToParent"),
            "b didMove(toParent:)",
          ]))
    #expect(sim.first("b", "willMove(toParent:)", from: m)?[arg: "toParent"] == .string("nav"))
  }

  @Test("§5.4/§5.6 a push that is not animated runs every phase at t0 with animated false")
  func pushNotAnimated() throws {
    let sim = try navigation(["a"])
    let m = sim.mark
    try sim.perform(
      .push(nav: "nav", vc: ViewControllerDescription(id: "b"), animated: false), at: 1)
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          "b willMove(toParent:)", "b viewDidLoad()",
          appearance("a", "viewWillDisappear(_:)", false),
          appearance("b", "viewWillAppear(_:)", false, "movingToParent"),
        ] + layoutBlock("b", animated: false, flag: "movingToParent", first: true) + [
          appearance("a", "viewDidDisappear(_:)", false),
          appearance("b", "viewDidAppear(_:)", false, "movingToParent"),
          "b didMove(toParent:)",
        ]))
    #expect(sim.isTransitioning == false)
  }

  @Test(
    "§5.4 push of a container: the container before its child in both phases; only the pushed one is flagged"
  )
  func pushContainer() throws {
    let sim = try navigation(["home"])
    let m = sim.mark
    let outer = ViewControllerDescription(
      id: "outer", kind: .navigation, children: [ViewControllerDescription(id: "inner")])
    try sim.perform(.push(nav: "nav", vc: outer), at: 1)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          "outer willMove(toParent:)", "outer viewDidLoad()",
          appearance("home", "viewWillDisappear(_:)"),
          appearance("outer", "viewWillAppear(_:)", true, "movingToParent"),
          "inner viewDidLoad()", appearance("inner", "viewWillAppear(_:)"),
        ] + layoutBlock("outer", flag: "movingToParent", first: true)
          + layoutBlock("inner", first: true))
        + at(
          1.5,
          [
            appearance("home", "viewDidDisappear(_:)"),
            appearance("outer", "viewDidAppear(_:)", true, "movingToParent"),
            appearance("inner", "viewDidAppear(_:)"), "outer didMove(toParent:)",
          ]))
  }

  @Test(
    "§5.4 pop: willMove(nil), the popped tree's will, the revealed tree's will and layout; at t0 + d the popped viewDidDisappear, the revealed viewDidAppear, didMove(nil)",
    arguments: profiles)
  func popOrder(profile: BehaviorProfile) throws {
    let sim = try navigation(["a", "b"], profile)
    let m = sim.mark
    try sim.perform(.pop("nav"), at: 1)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          "b willMove(toParent:)",
          appearance("b", "viewWillDisappear(_:)", true, "movingFromParent"),
          "a viewDidLoad()", appearance("a", "viewWillAppear(_:)"),
        ] + layoutBlock("a", profile, first: true))
        + at(
          1.5,
          [
            appearance("b", "viewDidDisappear(_:)", true, "movingFromParent"),
            appearance("a", "viewDidAppear(_:)"), "b didMove(toParent:)",
          ]))
    #expect(sim.first("b", "didMove(toParent:)", from: m)?[arg: "toParent"] == .null)
  }

  @Test("§5.4 pop of a container: the popped container before its child; only it is flagged")
  func popContainer() throws {
    let sim = try simulator(
      root: ViewControllerDescription(
        id: "nav", kind: .navigation,
        children: [
          ViewControllerDescription(id: "home"),
          ViewControllerDescription(
            id: "outer", kind: .navigation, children: [ViewControllerDescription(id: "inner")]),
        ]))
    try sim.launch()
    let m = sim.mark
    try sim.perform(.pop("nav", animated: false), at: 1)
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          "outer willMove(toParent:)",
          appearance("outer", "viewWillDisappear(_:)", false, "movingFromParent"),
          appearance("inner", "viewWillDisappear(_:)", false),
          "home viewDidLoad()", appearance("home", "viewWillAppear(_:)", false),
        ] + layoutBlock("home", animated: false, first: true) + [
          appearance("outer", "viewDidDisappear(_:)", false, "movingFromParent"),
          appearance("inner", "viewDidDisappear(_:)", false),
          appearance("home", "viewDidAppear(_:)", false), "outer didMove(toParent:)",
        ]))
  }

  @Test(
    "§5.4 cancelled interactive pop: the top's flagged will, the revealed tree appearing; at t0 + after the revealed tree disappears and the top reappears",
    arguments: [nil, 0.2] as [Double?])
  func cancelledPop(after: Double?) throws {
    let sim = try navigation(["a", "b"])
    let m = sim.mark
    try sim.perform(.cancelInteractivePop("nav", after: after), at: 1)
    #expect(sim.isTransitioning)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          appearance("b", "viewWillDisappear(_:)", true, "movingFromParent"),
          "a viewDidLoad()", appearance("a", "viewWillAppear(_:)"),
        ] + layoutBlock("a", first: true))
        + at(
          1 + (after ?? 0.5),
          [
            appearance("a", "viewWillDisappear(_:)"), appearance("a", "viewDidDisappear(_:)"),
            appearance("b", "viewWillAppear(_:)"), appearance("b", "viewDidAppear(_:)"),
          ]))
  }

  // MARK: Presentation

  @Test(
    "§5.4 full-screen present over a navigation stack: the covered tree's will, the presented tree; at t0 + d the presented viewDidAppear, the covered viewDidDisappear, completion"
  )
  func fullScreenPresentOverStack() throws {
    let sim = try navigation(["list"])
    let store = TestStore(sim)
    store.skipRecords()
    try store.step(
      "present player", at: 1,
      at(
        1,
        [
          "player viewDidLoad()",
          "player ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
          "player ? preferredInterfaceOrientationForPresentation -> nil",
          appearance("nav", "viewWillDisappear(_:)"), appearance("list", "viewWillDisappear(_:)"),
          appearance("player", "viewWillAppear(_:)", true, "beingPresented"),
        ] + layoutBlock("player", flag: "beingPresented", first: true))
    ) {
      try sim.perform(
        .present(
          ViewControllerDescription(id: "player"), style: .fullScreen, animated: true, from: nil,
          completion: true), at: 1)
    }
    try store.advance(
      to: 1.5,
      at(
        1.5,
        [
          appearance("player", "viewDidAppear(_:)", true, "beingPresented"),
          appearance("nav", "viewDidDisappear(_:)"), appearance("list", "viewDidDisappear(_:)"),
          "player completion {action: present}",
        ]))
    try store.step(
      "dismiss player", at: 2,
      at(
        2,
        [
          appearance("player", "viewWillDisappear(_:)", true, "beingDismissed"),
          appearance("nav", "viewWillAppear(_:)"), appearance("list", "viewWillAppear(_:)"),
        ] + layoutBlock("nav") + layoutBlock("list") + [
          "nav ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]"
        ])
    ) {
      try sim.perform(.dismiss("player", animated: true, completion: true), at: 2)
    }
    store.finish(
      at(
        2.5,
        [
          appearance("nav", "viewDidAppear(_:)"), appearance("list", "viewDidAppear(_:)"),
          appearance("player", "viewDidDisappear(_:)", true, "beingDismissed"),
          "player completion {action: dismiss}",
        ]))
  }

  @Test(
    "§5.4 sheets and over-full-screen leave the presenter untouched; a pre-iOS 13 iPhone adapts a sheet to full screen",
    arguments: [
      (BehaviorProfile.ios13, PresentationStyle.pageSheet, false),
      (.ios13, .overFullScreen, false), (.ios16, .popover, false), (.ios8, .pageSheet, true),
      (.ios7, .formSheet, true),
    ])
  func sheetPresenterUntouched(
    profile: BehaviorProfile, style: PresentationStyle, adapted: Bool
  ) throws {
    let sim = try simulator(profile)
    try sim.launch()
    let m = sim.mark
    try sim.perform(
      .present(
        ViewControllerDescription(id: "s"), style: style, animated: true, from: nil,
        completion: true), at: 1)
    try sim.perform(.dismiss("s", animated: true, completion: true), at: 2)
    try sim.finish()
    let decides = adapted || style.fillsWindow
    let mask = "[portrait, landscapeRight, landscapeLeft]"
    let presentQueries: [ExpectedRecord] =
      decides
      ? ["s ? supportedInterfaceOrientations -> \(mask)"]
        + (adapted ? ["s ? preferredInterfaceOrientationForPresentation -> nil"] : []) : []
    expectRecords(
      sim.records(from: m),
      at(
        1,
        ["s viewDidLoad()"] + presentQueries
          + (adapted ? [appearance("root", "viewWillDisappear(_:)")] : [])
          + [appearance("s", "viewWillAppear(_:)", true, "beingPresented")]
          + layoutBlock("s", profile, flag: "beingPresented", first: true))
        + at(
          1.5,
          [appearance("s", "viewDidAppear(_:)", true, "beingPresented")]
            + (adapted ? [appearance("root", "viewDidDisappear(_:)")] : []) + ["s completion"])
        + at(
          2,
          [appearance("s", "viewWillDisappear(_:)", true, "beingDismissed")]
            + (adapted
              ? [appearance("root", "viewWillAppear(_:)")] + layoutBlock("root", profile) : [])
            + (decides ? ["root ? supportedInterfaceOrientations -> \(mask)"] : []))
        + at(
          2.5,
          (adapted ? [appearance("root", "viewDidAppear(_:)")] : []) + [
            appearance("s", "viewDidDisappear(_:)", true, "beingDismissed"), "s completion",
          ]))
  }

  // MARK: Tabs

  @Test(
    "§5.4 tab selection: the new tab's will before the old one's; the did phase per tabDidOrder; timed only when animated",
    arguments: [
      (BehaviorProfile.ios13, false), (.ios13, true), (.ios7, false),
      (
        {
          var p = BehaviorProfile.ios13
          p.tabDidOrder = .appearingFirst
          return p
        }(), false
      ),
      (
        {
          var p = BehaviorProfile.ios16
          p.tabDidOrder = .appearingFirst
          return p
        }(), true
      ),
    ])
  func tabSelection(profile: BehaviorProfile, animated: Bool) throws {
    let sim = try simulator(
      profile,
      root: ViewControllerDescription(
        id: "tabs", kind: .tabBar,
        children: [ViewControllerDescription(id: "t0"), ViewControllerDescription(id: "t1")]))
    try sim.launch()
    let m = sim.mark
    try sim.perform(.select(tabBar: "tabs", index: 1, animated: animated), at: 1)
    #expect(sim.isTransitioning == animated)
    try sim.finish()
    let will: [ExpectedRecord] = [
      "t1 viewDidLoad()", appearance("t1", "viewWillAppear(_:)", animated),
      appearance("t0", "viewWillDisappear(_:)", animated),
    ]
    let dids: [ExpectedRecord] = [
      appearance("t0", "viewDidDisappear(_:)", animated),
      appearance("t1", "viewDidAppear(_:)", animated),
    ]
    expectRecords(
      sim.records(from: m),
      at(1, will + layoutBlock("t1", profile, animated: animated, first: true))
        + at(
          animated ? 1.3 : 1,
          profile.tabDidOrder == .appearingFirst ? dids.reversed() : dids))
  }

  // MARK: Containment

  @Test(
    "§5.4 addChild and removeChild on screen: willMove, the child's appearance (not animated, flagged), didMove — all at t0"
  )
  func containment() throws {
    let sim = try simulator()
    try sim.launch()
    let m = sim.mark
    try sim.perform(
      .addChild(
        parent: "root",
        vc: ViewControllerDescription(id: "c", children: [ViewControllerDescription(id: "g")])),
      at: 1)
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          "c willMove(toParent:)", "c viewDidLoad()",
          appearance("c", "viewWillAppear(_:)", false, "movingToParent"), "g viewDidLoad()",
          appearance("g", "viewWillAppear(_:)", false),
        ] + layoutBlock("c", animated: false, flag: "movingToParent", first: true)
          + layoutBlock("g", animated: false, first: true) + [
            appearance("c", "viewDidAppear(_:)", false, "movingToParent"),
            appearance("g", "viewDidAppear(_:)", false), "c didMove(toParent:)",
          ]))
    let n = sim.mark
    try sim.perform(.removeChild("c"), at: 2)
    expectRecords(
      sim.records(from: n),
      at(
        2,
        [
          "c willMove(toParent:)",
          appearance("c", "viewWillDisappear(_:)", false, "movingFromParent"),
          appearance("g", "viewWillDisappear(_:)", false),
          appearance("c", "viewDidDisappear(_:)", false, "movingFromParent"),
          appearance("g", "viewDidDisappear(_:)", false), "c didMove(toParent:)",
        ]))
  }

  @Test(
    "§5.4 actions on containers out of the window send only willMove and didMove, untimed")
  func containersOutOfWindow() throws {
    let sim = try simulator(
      root: ViewControllerDescription(
        id: "tabs", kind: .tabBar,
        children: [
          ViewControllerDescription(
            id: "nav", kind: .navigation, children: [ViewControllerDescription(id: "a")]),
          ViewControllerDescription(id: "box"),
        ], selected: 1))
    try sim.launch()
    let m = sim.mark
    try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1)
    #expect(sim.isTransitioning == false)
    try sim.perform(.pop("nav"), at: 1)
    try sim.perform(.addChild(parent: "nav", vc: ViewControllerDescription(id: "c")), at: 1)
    try sim.perform(.removeChild("c"), at: 1)
    try sim.perform(
      .present(
        ViewControllerDescription(id: "cover"), style: .fullScreen, animated: false, from: nil),
      at: 2)
    let n = sim.mark
    try sim.perform(.select(tabBar: "tabs", index: 0, animated: true), at: 3)
    expectRecords(
      Array(sim.records(from: m).prefix(8)),
      at(
        1,
        [
          "b willMove(toParent:)", "b didMove(toParent:)", "b willMove(toParent:)",
          "b didMove(toParent:)", "c willMove(toParent:)", "c didMove(toParent:)",
          "c willMove(toParent:)", "c didMove(toParent:)",
        ]))
    #expect(sim.records(from: n).isEmpty)
    #expect(sim.isTransitioning == false)
    #expect(sim.viewController(id: "b")?.isViewLoaded == false)
  }

  // MARK: viewDidLoad and viewIsAppearing

  @Test("§5.4 viewDidLoad comes once: a view controller pushed again does not load again")
  func viewDidLoadOnce() throws {
    let nav = NavigationController(id: "nav")
    let a = ViewController(id: "a")
    let b = ViewController(id: "b")
    let sim = Simulator(profile: .ios13, root: nav)
    try sim.push(a, onto: nav, at: 0)
    try sim.launch()
    try sim.push(b, onto: nav, animated: false, at: 1)
    try sim.pop(nav, animated: false, at: 2)
    let m = sim.mark
    try sim.push(b, onto: nav, animated: false, at: 3)
    expectRecords(Array(sim.records(from: m).prefix(1)), ["b willMove(toParent:)"])
    #expect(!sim.records(from: m).contains(where: ExpectedRecord("b viewDidLoad()").matches))
    expectRecords(
      sim.log.records.filter { $0.call == "viewDidLoad()" },
      [
        "nav viewDidLoad()", "a viewDidLoad()", "b viewDidLoad()",
      ])
  }

  /// A view controller that adds a child in `viewDidLoad()`, the usual UIKit place.
  final class LoadingContainer: ViewController {
    weak var host: Simulator?
    var childID = "child"

    override func viewDidLoad() {
      super.viewDidLoad()
      guard let host else {
        Issue.record("\(id) loaded without a simulator")
        return
      }
      do {
        try host.addChild(ViewController(id: childID), to: self, at: host.time)
      } catch {
        Issue.record(error)
      }
    }
  }

  @Test(
    "§5.4/§5.5 a child added in the launching root's viewDidLoad is contained silently, then appears with the root, after it in each phase",
    arguments: [BehaviorProfile.ios7, .ios8, .ios13, .ios26])
  func childAddedInViewDidLoadAtLaunch(profile: BehaviorProfile) throws {
    let root = LoadingContainer(id: "root")
    let sim = Simulator(profile: profile, root: root)
    root.host = sim
    try sim.launch()
    let mask = "[portrait, landscapeRight, landscapeLeft]"
    // ios8 runs the decision once after launch (SPEC §5.5 portraitThenDevice).
    let afterLaunch: [ExpectedRecord] =
      profile.launch == .portraitThenDevice ? queries("root", mask) : []
    expectRecords(
      sim.log,
      [
        "root ? supportedInterfaceOrientations -> \(mask)", "root viewDidLoad()",
        "child willMove(toParent:) {toParent: root}", "child didMove(toParent:) {toParent: root}",
        appearance("root", "viewWillAppear(_:)", false), "child viewDidLoad()",
        appearance("child", "viewWillAppear(_:)", false),
      ] + layoutBlock("root", profile, animated: false, first: true)
        + layoutBlock("child", profile, animated: false, first: true)
        + [
          appearance("root", "viewDidAppear(_:)", false),
          appearance("child", "viewDidAppear(_:)", false), "(app) didFinishLaunching",
        ] + afterLaunch)
    #expect(root.children.map(\.id) == ["child"])
    #expect(root.children.first?.appearanceState == .appeared)
  }

  @Test(
    "§5.4/§5.6 a child added in viewDidLoad of a view controller loaded inside an animated present's will phase joins it: not held, after its parent in each phase"
  )
  func childAddedInViewDidLoadDuringAnimatedPresent() throws {
    let sim = try simulator(.ios16)
    try sim.launch()
    let nav = NavigationController(id: "nav")
    let top = LoadingContainer(id: "top")
    top.host = sim
    let m = sim.mark
    try sim.push(top, onto: nav, at: 0)
    // A page sheet: the presenter gets nothing (SPEC §5.4). The nav is the subject, loaded at
    // t0; `top` loads just before its first viewWillAppear, inside the will phase, and its
    // child is contained at once rather than held until the present ends (SPEC §5.6).
    try sim.present(nav, at: 1)
    expectRecords(
      sim.records(from: m),
      at(0, ["top willMove(toParent:) {toParent: nav}", "top didMove(toParent:) {toParent: nav}"])
        + at(
          1,
          [
            "nav viewDidLoad()", appearance("nav", "viewWillAppear(_:)", true, "beingPresented"),
            "top viewDidLoad()", "child willMove(toParent:) {toParent: top}",
            "child didMove(toParent:) {toParent: top}", appearance("top", "viewWillAppear(_:)"),
            "child viewDidLoad()", appearance("child", "viewWillAppear(_:)"),
          ] + layoutBlock("nav", .ios16, flag: "beingPresented", first: true)
            + layoutBlock("top", .ios16, first: true) + layoutBlock("child", .ios16, first: true)))
    let n = sim.mark
    try sim.finish()
    expectRecords(
      sim.records(from: n),
      at(
        1.5,
        [
          appearance("nav", "viewDidAppear(_:)", true, "beingPresented"),
          appearance("top", "viewDidAppear(_:)"), appearance("child", "viewDidAppear(_:)"),
        ]))
  }

  @Test(
    "§5.4 a child added in viewDidLoad of a view controller a pop reveals for the first time appears with it, after it in each phase"
  )
  func childAddedInViewDidLoadOfRevealed() throws {
    let nav = NavigationController(id: "nav")
    let a = LoadingContainer(id: "a")
    let sim = Simulator(profile: .ios16, root: nav)
    a.host = sim
    try sim.push(a, onto: nav, at: 0)
    try sim.push(ViewController(id: "b"), onto: nav, at: 0)
    try sim.launch()
    let m = sim.mark
    try sim.pop(nav, at: 1)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          "b willMove(toParent:) {toParent: nil}",
          appearance("b", "viewWillDisappear(_:)", true, "movingFromParent"), "a viewDidLoad()",
          "child willMove(toParent:) {toParent: a}", "child didMove(toParent:) {toParent: a}",
          appearance("a", "viewWillAppear(_:)"), "child viewDidLoad()",
          appearance("child", "viewWillAppear(_:)"),
        ] + layoutBlock("a", .ios16, first: true) + layoutBlock("child", .ios16, first: true))
        + at(
          1.5,
          [
            appearance("b", "viewDidDisappear(_:)", true, "movingFromParent"),
            appearance("a", "viewDidAppear(_:)"), appearance("child", "viewDidAppear(_:)"),
            "b didMove(toParent:) {toParent: nil}",
          ]))
  }

  @Test(
    "§2/§5.4 viewIsAppearing follows its switch, alone: on in ios8 with it set, off in ios13 with it cleared",
    arguments: [(BehaviorProfile.ios8, true), (.ios13, false)])
  func viewIsAppearingSwitch(base: BehaviorProfile, on: Bool) throws {
    var profile = base
    profile.hasViewIsAppearing = on
    let sim = try simulator(profile)
    try sim.launch()
    let records = sim.log.records
    let index = records.firstIndex(where: ExpectedRecord("root viewIsAppearing(_:)").matches)
    #expect((index != nil) == on)
    if let index {
      expectRecords(
        Array(records[index - 1...index + 1]),
        [
          profile.hasInitialTraitCallback
            ? "root traitCollectionDidChange(_:)" : "root viewWillAppear(_:)",
          "root viewIsAppearing(_:)", "root viewWillLayoutSubviews()",
        ])
    }
  }

  // MARK: Flags

  @Test(
    "§5.4 the transition flags are readable from overrides, true only in the subject's appearance callbacks"
  )
  func flagsFromOverrides() throws {
    final class Flags: ViewController {
      var seen: [String] = []
      func note(_ call: String) {
        let flags = [
          isBeingPresented ? "P" : "", isBeingDismissed ? "D" : "", isMovingToParent ? "T" : "",
          isMovingFromParent ? "F" : "",
        ].joined()
        seen.append("\(call):\(flags)")
      }
      override func viewWillAppear(_ animated: Bool) { note("wA") }
      override func viewIsAppearing(_ animated: Bool) { note("iA") }
      override func viewDidAppear(_ animated: Bool) { note("dA") }
      override func viewWillDisappear(_ animated: Bool) { note("wD") }
      override func viewDidDisappear(_ animated: Bool) { note("dD") }
      override func viewWillLayoutSubviews() { note("layout") }
      override func didMove(toParent parent: ViewController?) { note("dM") }
    }
    let nav = NavigationController(id: "nav")
    let root = Flags(id: "root")
    let pushed = Flags(id: "pushed")
    let presented = Flags(id: "presented")
    let sim = Simulator(profile: .ios13, root: nav)
    try sim.push(root, onto: nav, at: 0)
    try sim.launch()
    try nav.pushViewController(pushed)
    try sim.finish()
    try nav.popViewController()
    try sim.finish()
    try nav.present(presented, style: .fullScreen)
    try sim.finish()
    try presented.dismiss()
    try sim.finish()
    #expect(
      pushed.seen == [
        "wA:T", "iA:T", "layout:", "dA:T", "dM:", "wD:F", "dD:F", "dM:",
      ])
    #expect(
      presented.seen == ["wA:P", "iA:P", "layout:", "dA:P", "wD:D", "dD:D"])
    #expect(
      root.seen == [
        "dM:", "wA:", "iA:", "layout:", "dA:", "wD:", "dD:", "wA:", "iA:", "layout:", "dA:", "wD:",
        "dD:", "wA:", "iA:", "layout:", "dA:",
      ])
    #expect(!pushed.isMovingToParent && !presented.isBeingPresented)
  }

  @Test("§8.2 the text format shows the true flags without `is` inside the state brackets")
  func flagsInText() throws {
    let sim = try navigation(["a"])
    let m = sim.mark
    try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1)
    let records = sim.records(from: m)
    let willAppear = try #require(records.first { $0.call == "viewWillAppear(_:)" })
    #expect(
      RecordText.line(willAppear)
        == "  1.000  b            viewWillAppear(_:) {animated: true}  [portrait 393×852 movingToParent]"
    )
    let willDisappear = try #require(records.first { $0.call == "viewWillDisappear(_:)" })
    #expect(RecordText.line(willDisappear).hasSuffix("{animated: true}  [portrait 393×852]"))
    #expect(willDisappear.state?.appearance == [])
    #expect(records.first { $0.call == "willMove(toParent:)" }?.state?.appearance == nil)
  }
}

/// SPEC §8.3: an id that was dismissed, popped or removed brings that view controller back.
@Suite("View controllers brought back by id (SPEC §8.3)")
struct BroughtBackTests {
  @Test(
    "§8.3/§5.4 a dismissed, popped or removed id comes back as the same view controller, without a second viewDidLoad"
  )
  func broughtBack() throws {
    let sim = try simulator(
      root: ViewControllerDescription(
        id: "nav", kind: .navigation, children: [ViewControllerDescription(id: "list")]))
    try sim.launch()
    try sim.perform(
      .present(
        ViewControllerDescription(id: "p", supported: .portrait), style: .fullScreen,
        animated: false, from: nil), at: 1)
    let first = try #require(sim.viewController(id: "p"))
    try sim.perform(.dismiss("p", animated: false), at: 2)
    try sim.perform(
      .present(
        ViewControllerDescription(id: "p"), style: .fullScreen, animated: false, from: nil), at: 3)
    #expect(sim.viewController(id: "p") === first)
    #expect(first.supportedMask == .portrait)
    try sim.perform(.dismiss("p", animated: false), at: 4)
    try sim.perform(
      .push(nav: "nav", vc: ViewControllerDescription(id: "d"), animated: false), at: 5)
    try sim.perform(.pop("nav", animated: false), at: 6)
    try sim.perform(
      .push(nav: "nav", vc: ViewControllerDescription(id: "d"), animated: false), at: 7)
    try sim.perform(.addChild(parent: "d", vc: ViewControllerDescription(id: "c")), at: 8)
    try sim.perform(.removeChild("c"), at: 9)
    try sim.perform(.addChild(parent: "d", vc: ViewControllerDescription(id: "c")), at: 10)
    expectRecords(
      sim.log.records.filter { $0.call == "viewDidLoad()" },
      [
        "nav viewDidLoad()", "list viewDidLoad()", "p viewDidLoad()", "d viewDidLoad()",
        "c viewDidLoad()",
      ])
    #expect(sim.log.records.filter(ExpectedRecord("p viewWillAppear(_:)").matches).count == 2)
  }
}

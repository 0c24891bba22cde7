import OrientationCore
import OrientationTesting
import Testing

@Suite("Replacing a navigation stack (SPEC §5.4)")
struct NavigationStackTests {
  /// A launched navigation controller holding `ids`, bottom first.
  func stack(_ ids: [String]) throws -> (Simulator, NavigationController) {
    let nav = NavigationController(id: "nav")
    let sim = Simulator(root: nav)
    for id in ids { try sim.push(ViewController(id: id), onto: nav, at: 0) }
    try sim.launch()
    return (sim, nav)
  }

  @Test(
    "§5.4 popping to the root in one step: one pop-like transition; the hidden middle one gets only wM and dM, the root its first viewDidLoad before its wA"
  )
  func popToRoot() throws {
    let (sim, nav) = try stack(["a", "b", "c"])
    let m = sim.mark
    try sim.setViewControllers([nav.children[0]], in: nav, animated: true, at: 1)
    try sim.finish()
    // Pop: at t0 the popped ones' wM(nil), the popped top's tree wD, the revealed tree wA and
    // layout blocks; at t0 + d (0.5 s) the popped top's dD, the revealed dA, then dM(nil).
    // `a` never appeared (launch showed only `c`), so its viewDidLoad comes just before its
    // first wA, and its layout block reports its insets (zero before its first appearance).
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          "b willMove(toParent:)", "c willMove(toParent:)",
          appearance("c", "viewWillDisappear(_:)", true, "movingFromParent"),
          "a viewDidLoad()", appearance("a", "viewWillAppear(_:)"),
        ] + layoutBlock("a", sim.profile, first: true))
        + at(
          1.5,
          [
            appearance("c", "viewDidDisappear(_:)", true, "movingFromParent"),
            appearance("a", "viewDidAppear(_:)"), "b didMove(toParent:)",
            "c didMove(toParent:)",
          ]))
    #expect(nav.viewControllers.map(\.id) == ["a"])
    #expect(sim.viewController(id: "c")?.parent == nil)
  }

  @Test(
    "§5.4 a new stack: leaving and arriving view controllers get containment calls, kept ones none; a new top arrives as a push"
  )
  func replaceStack() throws {
    let (sim, nav) = try stack(["a", "b"])
    let m = sim.mark
    let x = ViewController(id: "x")
    try sim.setViewControllers([nav.children[0], x], in: nav, animated: false, at: 1)
    // Push, not animated: every phase at t0 with animated false. The new top's viewDidLoad
    // comes at the transition's start, after the willMove calls; its layout block, its first,
    // reports its insets; the leaving tree's dD before the arriving tree's dA, then the didMove
    // calls.
    expectRecords(
      sim.records(from: m),
      at(
        1,
        [
          "b willMove(toParent:)", "x willMove(toParent:)", "x viewDidLoad()",
          appearance("b", "viewWillDisappear(_:)", false, "movingFromParent"),
          appearance("x", "viewWillAppear(_:)", false, "movingToParent"),
        ] + layoutBlock("x", sim.profile, animated: false, flag: "movingToParent", first: true)
          + [
            appearance("b", "viewDidDisappear(_:)", false, "movingFromParent"),
            appearance("x", "viewDidAppear(_:)", false, "movingToParent"),
            "b didMove(toParent:)", "x didMove(toParent:)",
          ]))
    #expect(nav.viewControllers.map(\.id) == ["a", "x"])
    #expect(throws: OrientationError.self) { try sim.setViewControllers([], in: nav, at: 2) }
    // `b` leaves its parent, so SPEC §5.4 ("a popped or removed child's disappearing calls")
    // flags its disappearance; the push-like transition flags only the arriving top.
    let leaving = sim.records(from: m).filter { $0.vc == "b" && $0.state?.appearance != nil }
    #expect(leaving.count == 2)
    #expect(leaving.allSatisfy { $0.state?.appearance?.contains(.movingFromParent) == true })
  }

  @Test("§5.4 setViewControllers with a new top, animated: the did phase and didMove at t0 + d")
  func replaceStackAnimated() throws {
    let (sim, nav) = try stack(["a"])
    let store = TestStore(sim)
    store.skipRecords()
    try store.step(
      "setViewControllers", at: 1,
      at(
        1,
        [
          "x willMove(toParent:)", "x viewDidLoad()", appearance("a", "viewWillDisappear(_:)"),
          appearance("x", "viewWillAppear(_:)", true, "movingToParent"),
        ] + layoutBlock("x", sim.profile, flag: "movingToParent", first: true))
    ) {
      try sim.setViewControllers([nav.children[0], ViewController(id: "x")], in: nav, at: 1)
    }
    try store.advance(
      to: 1.5,
      at(
        1.5,
        [
          appearance("a", "viewDidDisappear(_:)"),
          appearance("x", "viewDidAppear(_:)", true, "movingToParent"),
          "x didMove(toParent:)",
        ]))
    store.finish()
  }
}

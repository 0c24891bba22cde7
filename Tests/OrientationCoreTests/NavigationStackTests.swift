import OrientationCore
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

  @Test("§5.4 popping to the root in one step: one appearance transition, no stop in between")
  func popToRoot() throws {
    let (sim, nav) = try stack(["a", "b", "c"])
    let m = sim.mark
    try sim.setViewControllers([nav.children[0]], in: nav, animated: true, at: 1)
    #expect(
      sim.lines(from: m) == [
        "b willMove(toParent:)", "c willMove(toParent:)", "c viewWillDisappear(_:)",
        "a viewWillAppear(_:)",
      ] + layout("a") + [
        "a viewDidAppear(_:)", "c viewDidDisappear(_:)", "b didMove(toParent:)",
        "c didMove(toParent:)",
      ])
    #expect(nav.viewControllers.map(\.id) == ["a"])
    #expect(sim.viewController(id: "c")?.parent == nil)
  }

  @Test(
    "§5.4 a new stack: leaving and arriving view controllers get containment calls, kept ones none")
  func replaceStack() throws {
    let (sim, nav) = try stack(["a", "b"])
    let m = sim.mark
    let x = ViewController(id: "x")
    try sim.setViewControllers([nav.children[0], x], in: nav, animated: false, at: 1)
    #expect(
      sim.lines(from: m) == [
        "b willMove(toParent:)", "x willMove(toParent:)", "b viewWillDisappear(_:)",
        "x viewWillAppear(_:)",
      ] + layout("x") + [
        "x viewDidAppear(_:)", "b viewDidDisappear(_:)", "b didMove(toParent:)",
        "x didMove(toParent:)",
      ])
    #expect(sim.records(from: m)[2][arg: "animated"] == .bool(false))
    #expect(nav.viewControllers.map(\.id) == ["a", "x"])
    #expect(throws: OrientationError.self) { try sim.setViewControllers([], in: nav, at: 2) }
  }
}

import OrientationCore
import OrientationTesting
import Testing

/// Records name their view controller by id, so two view controllers in the hierarchy with one id
/// would make a transcript ambiguous: the engine refuses the second, before any record, from
/// every entry that attaches. An id whose view controller left the hierarchy is free again.
@Suite("Duplicate ids (SPEC §8.3, §9)")
struct DuplicateIdentifierTests {
  /// A launched simulator whose plain root holds children with `ids`.
  func container(_ ids: [String] = []) throws -> (Simulator, ViewController) {
    let root = ViewController(id: "root")
    let sim = Simulator(root: root)
    try sim.launch()
    for id in ids { try sim.addChild(ViewController(id: id), to: root, at: 0) }
    return (sim, root)
  }

  /// A launched navigation controller holding `ids`, bottom first.
  func stack(_ ids: [String]) throws -> (Simulator, NavigationController) {
    let nav = NavigationController(id: "nav")
    let sim = Simulator(root: nav)
    for id in ids { try sim.push(ViewController(id: id), onto: nav, at: 0) }
    try sim.launch()
    return (sim, nav)
  }

  /// Runs `body`, which must throw `DuplicateIdentifier` naming `id`, and checks that it left the
  /// log as it was.
  func expectRefused(
    _ id: String, in sim: Simulator, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) {
    let before = sim.log.records
    let error = #expect(throws: OrientationError.self, sourceLocation: sourceLocation) {
      try body()
    }
    #expect(error?.name == "DuplicateIdentifier", sourceLocation: sourceLocation)
    #expect(error?.reason.contains("'\(id)'") == true, sourceLocation: sourceLocation)
    #expect(
      sim.log.records == before, "a refused call adds no record", sourceLocation: sourceLocation)
  }

  @Test("addChild of a new view controller whose id a child still has is refused, nothing logged")
  func addChildDuplicate() throws {
    let (sim, root) = try container(["a"])
    let first = try #require(sim.viewController(id: "a"))
    let second = ViewController(id: "a")
    expectRefused("a", in: sim) { try sim.addChild(second, to: root, at: 1) }
    #expect(sim.viewController(id: "a") === first)
    #expect(root.children.map { $0 === first } == [true])
    #expect(second.parent == nil)
    // The root's own id is taken too, and so is an id deeper down.
    expectRefused("root", in: sim) {
      try sim.addChild(ViewController(id: "root"), to: first, at: 1)
    }
    try sim.addChild(ViewController(id: "b"), to: first, at: 1)
    expectRefused("b", in: sim) { try sim.addChild(ViewController(id: "b"), to: root, at: 2) }
  }

  @Test("push of a new view controller whose id a stack member has is refused, nothing logged")
  func pushDuplicate() throws {
    let (sim, nav) = try stack(["list", "detail"])
    expectRefused("list", in: sim) {
      try sim.push(ViewController(id: "list"), onto: nav, animated: false, at: 1)
    }
    expectRefused("nav", in: sim) {
      try nav.pushViewController(ViewController(id: "nav"), animated: true)
    }
    #expect(nav.viewControllers.map(\.id) == ["list", "detail"])
    #expect(!sim.isTransitioning)
  }

  @Test("present of a new view controller whose id is in the hierarchy is refused, nothing logged")
  func presentDuplicate() throws {
    let (sim, root) = try container(["a"])
    expectRefused("a", in: sim) {
      try sim.present(ViewController(id: "a"), style: .fullScreen, animated: false, at: 1)
    }
    #expect(root.presentedViewController == nil)
    // A presented view controller holds its id too, and a presented tree is checked whole.
    let sheet = ViewController(id: "sheet")
    try sim.present(sheet, style: .pageSheet, animated: false, at: 1)
    expectRefused("sheet", in: sim) {
      try sheet.present(ViewController(id: "sheet"), style: .pageSheet, animated: false)
    }
    let tree = ViewController.make(
      from: ViewControllerDescription(
        id: "nav2", kind: .navigation, children: [ViewControllerDescription(id: "a")]))
    expectRefused("a", in: sim) { try sheet.present(tree, animated: false) }
    #expect(sheet.presentedViewController == nil)
  }

  @Test(
    "setViewControllers refuses a new view controller with a live id — even one leaving in the same step — and two new ones sharing an id"
  )
  func setViewControllersDuplicate() throws {
    let (sim, nav) = try stack(["a", "b"])
    let kept = nav.children[0]
    expectRefused("b", in: sim) {
      try sim.setViewControllers([kept, ViewController(id: "b")], in: nav, animated: false, at: 1)
    }
    expectRefused("x", in: sim) {
      try sim.setViewControllers(
        [kept, ViewController(id: "x"), ViewController(id: "x")], in: nav, animated: false, at: 1)
    }
    #expect(nav.viewControllers.map(\.id) == ["a", "b"])
    #expect(nav.children[1].parent === nav)
  }

  @Test(
    "an input held by a transition is checked when it runs: the call that runs it throws, after the transition's records"
  )
  func heldDuplicate() throws {
    let (sim, nav) = try stack(["list"])
    try sim.push(ViewController(id: "detail"), onto: nav, animated: true, at: 1)
    // Held until the push ends at 1.5; `detail` is in the stack by then.
    try sim.addChild(ViewController(id: "detail"), to: nav.children[0], at: 1.2)
    #expect(sim.isTransitioning)
    let error = #expect(throws: OrientationError.self) { try sim.advance(to: 2) }
    #expect(error?.name == "DuplicateIdentifier")
    #expect(sim.first("detail", "viewDidAppear(_:)") != nil)
    #expect(nav.children[0].children.isEmpty)
  }

  @Test("a launching root tree with two view controllers of one id is refused before any record")
  func launchingTreeDuplicate() throws {
    let description = ViewControllerDescription(
      id: "tabs", kind: .tabBar,
      children: [
        ViewControllerDescription(id: "a"),
        ViewControllerDescription(id: "b", children: [ViewControllerDescription(id: "a")]),
      ])
    let sim = Simulator(root: ViewController.make(from: description))
    expectRefused("a", in: sim) { try sim.launch(at: 0) }
    #expect(!sim.isLaunched)
    #expect(sim.log.records.isEmpty)
    // The scene initializer refuses the tree at once.
    let error = #expect(throws: OrientationError.self) {
      try Simulator(scene: SceneDescription(root: description))
    }
    #expect(error?.name == "DuplicateIdentifier")
    #expect(error?.reason.contains("'a'") == true)
  }

  @Test("a scene event that brings in a live id is a scene mistake at the event's line")
  func sceneEventDuplicate() throws {
    let (sim, _) = try container(["a"])
    // `a` is still a child: the description names a new view controller, which is refused.
    let event = SceneEvent(
      at: 1,
      action: .present(
        ViewControllerDescription(id: "a"), style: .fullScreen, animated: false, from: nil),
      line: 7)
    let before = sim.log.records
    let error = #expect(throws: OrientationError.self) { try sim.perform(event) }
    #expect(error?.name == "DuplicateIdentifier")
    #expect(error?.isSceneMistake == true)
    #expect(error?.line == 7)
    #expect(sim.log.records == before)
  }

  @Test("an id whose view controller was dismissed, popped or removed may be taken by a new one")
  func reuseAfterLeaving() throws {
    let (sim, nav) = try stack(["list"])
    let p1 = ViewController(id: "p")
    try sim.present(p1, style: .fullScreen, animated: false, at: 1)
    try sim.dismiss(p1, animated: false, at: 2)
    let p2 = ViewController(id: "p")
    try sim.present(p2, style: .fullScreen, animated: false, at: 3)
    #expect(sim.viewController(id: "p") === p2)
    try sim.dismiss(p2, animated: false, at: 4)

    try sim.push(ViewController(id: "d"), onto: nav, animated: false, at: 5)
    try sim.pop(nav, animated: false, at: 6)
    let d2 = ViewController(id: "d")
    try sim.push(d2, onto: nav, animated: false, at: 7)
    #expect(sim.viewController(id: "d") === d2)

    try sim.addChild(ViewController(id: "c"), to: d2, at: 8)
    try sim.removeFromParent(try #require(sim.viewController(id: "c")), at: 9)
    let c2 = ViewController(id: "c")
    try sim.addChild(c2, to: d2, at: 10)
    #expect(sim.viewController(id: "c") === c2)

    // A child of a dismissed container keeps its parent but is out of the hierarchy too.
    let sheet = ViewController.make(
      from: ViewControllerDescription(
        id: "sheet", kind: .navigation, children: [ViewControllerDescription(id: "inner")]))
    try sim.present(sheet, style: .fullScreen, animated: false, at: 11)
    try sim.dismiss(sheet, animated: false, at: 12)
    let inner2 = ViewController(id: "inner")
    try sim.push(inner2, onto: nav, animated: false, at: 13)
    #expect(sim.viewController(id: "inner") === inner2)
    #expect(nav.viewControllers.map(\.id) == ["list", "d", "inner"])
  }

  @Test("the same view controller removed and added again keeps its id, with no second viewDidLoad")
  func sameObjectAgain() throws {
    let (sim, root) = try container()
    let child = ViewController(id: "c")
    try sim.addChild(child, to: root, at: 1)
    try sim.removeFromParent(child, at: 2)
    try sim.addChild(child, to: root, at: 3)
    #expect(sim.viewController(id: "c") === child)
    #expect(root.children.map { $0 === child } == [true])
    #expect(sim.log.records.filter(ExpectedRecord("c viewDidLoad()").matches).count == 1)
  }
}

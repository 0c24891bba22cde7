import OrientationCore
import OrientationTesting
import Testing

/// SPEC §5.1 (legacy rotation) and §5.2 (size transitions): whole sequences.
@Suite("Rotation sequences (SPEC §5.1, §5.2)")
struct RotationSequenceTests {
  // MARK: §5.1

  @Test(
    "§5.1 legacy rotation of one view controller follows seed 001 exactly",
    arguments: ["iphone-se-2", "iphone-8-plus", "ipad-9th"])
  func legacySingle(deviceID: String) throws {
    let sim = try simulator(.ios7, device: deviceID)
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    let d = DeviceProfile.named(deviceID)!
    let mask =
      d.idiom == .pad
      ? "[portrait, portraitUpsideDown, landscapeRight, landscapeLeft]"
      : "[portrait, landscapeRight, landscapeLeft]"
    expectRecords(
      sim.records(from: m),
      [
        deviceChange("landscapeLeft"), "root ? shouldAutorotate -> true",
        "root ? supportedInterfaceOrientations -> \(mask)",
        "root willRotate(to:duration:)", "root updateViewConstraints()",
        "root view.updateConstraints()",
      ] + layout("root") + ["root willAnimateRotation(to:duration:)"])
    let willRotate = try #require(sim.first("root", "willRotate(to:duration:)", from: m))
    #expect(willRotate[arg: "to"] == .string("landscapeRight"))
    #expect(willRotate[arg: "duration"] == .number(d.rotationDuration))
    #expect(willRotate.state?.interfaceOrientation == .portrait)
    #expect(willRotate.state?.bounds == d.portraitSize)
    let willLayout = try #require(sim.first("root", "viewWillLayoutSubviews()", from: m))
    #expect(willLayout.state?.bounds == d.portraitSize.transposed)
    let willAnimate = try #require(sim.first("root", "willAnimateRotation(to:duration:)", from: m))
    #expect(willAnimate.state?.interfaceOrientation == .landscapeRight)
    #expect(willAnimate.state?.bounds == d.portraitSize.transposed)
    #expect(willAnimate.state?.traits == .unspecified)

    let beforeEnd = sim.mark
    try sim.advance(to: 1 + d.rotationDuration - 0.001)
    #expect(sim.records(from: beforeEnd).isEmpty)
    try sim.advance(to: 5)
    expectRecords(sim.records(from: beforeEnd), ["root didRotate(from:)"])
    let didRotate = try #require(sim.first("root", "didRotate(from:)", from: beforeEnd))
    #expect(didRotate.time == 1 + d.rotationDuration)
    #expect(didRotate[arg: "from"] == .string("portrait"))
    #expect(didRotate.state?.interfaceOrientation == .landscapeRight)
  }

  @Test("§5.1 a half turn doubles the duration and keeps the bounds (no layout pass)")
  func legacyHalfTurn() throws {
    let sim = try simulator(.ios7, device: "ipad-9th")
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.portraitUpsideDown, at: 1)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      [
        deviceChange("portraitUpsideDown"), "root ? shouldAutorotate -> true",
        "root ? supportedInterfaceOrientations -> [portrait, portraitUpsideDown, landscapeRight, landscapeLeft]",
        "root willRotate(to:duration:)", "root updateViewConstraints()",
        "root view.updateConstraints()", "root willAnimateRotation(to:duration:)",
        "root didRotate(from:)",
      ])
    #expect(
      sim.first("root", "willRotate(to:duration:)", from: m)?[arg: "duration"] == .number(0.8))
    #expect(sim.first("root", "didRotate(from:)", from: m)?.time == 1.8)
  }

  static let containerTree = ViewControllerDescription(
    id: "root",
    children: [
      ViewControllerDescription(
        id: "nav", kind: .navigation,
        children: [ViewControllerDescription(id: "n1"), ViewControllerDescription(id: "n2")]),
      ViewControllerDescription(id: "side", frame: FractionalFrame(height: 0.5)),
    ])

  @Test(
    "§5.1 containers: willRotate pre-order, constraints post-order, layout pre-order, hidden children get nothing"
  )
  func legacyContainers() throws {
    let sim = try simulator(.ios7, device: "iphone-se-2", root: Self.containerTree)
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeRight, at: 1)
    try sim.finish()
    let order = ["root", "nav", "n2", "side"]
    expectRecords(
      sim.records(from: m),
      [
        deviceChange("landscapeRight"), "root ? shouldAutorotate -> true",
        "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
      ]
        + order.map { "\($0) willRotate(to:duration:)" }
        + ["n2", "nav", "side", "root"].flatMap {
          ["\($0) updateViewConstraints()", "\($0) view.updateConstraints()"]
        }
        + order.flatMap(layout)
        + order.map { "\($0) willAnimateRotation(to:duration:)" }
        + order.map { "\($0) didRotate(from:)" })
    #expect(
      sim.first("side", "viewDidLayoutSubviews()", from: m)?.state?.bounds
        == Size(width: 667, height: 187.5))
  }

  @Test(
    "§5.1 layoutOrder guide: viewWillLayoutSubviews, layoutSubviews, constraints, viewDidLayoutSubviews"
  )
  func legacyGuideOrder() throws {
    var profile = BehaviorProfile.ios7
    profile.layoutOrder = .guide
    let sim = try simulator(profile, device: "iphone-se-2")
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    expectRecords(
      Array(sim.records(from: m).dropFirst(3)),
      [
        "root willRotate(to:duration:)", "root viewWillLayoutSubviews()",
        "root view.layoutSubviews()", "root updateViewConstraints()",
        "root view.updateConstraints()", "root viewDidLayoutSubviews()",
        "root willAnimateRotation(to:duration:)",
      ])
  }

  @Test("§5.1 a presenter covered by a full-screen presentation gets no rotation callbacks")
  func legacyCoveredPresenter() throws {
    let sim = try simulator(.ios7, device: "iphone-se-2")
    try sim.launch()
    try sim.present(ViewController(id: "modal"), style: .fullScreen, at: 1)
    try sim.finish()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 2)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      [
        deviceChange("landscapeLeft"), "modal ? shouldAutorotate -> true",
        "modal ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
        "modal willRotate(to:duration:)", "modal updateViewConstraints()",
        "modal view.updateConstraints()",
      ] + layout("modal") + ["modal willAnimateRotation(to:duration:)", "modal didRotate(from:)"])
  }

  // MARK: §5.2

  @Test(
    "§5.2 size transition of one view controller, per profile and device",
    arguments: [
      (BehaviorProfile.ios8, "iphone-se-2", false, true),
      (.ios13, "iphone-se-2", true, true),
      (.ios13, "iphone-15", true, true),
      (.ios16, "iphone-15", true, false),
      (.ios13, "iphone-15-pro-max", true, true),
    ])
  func sizeTransitionSingle(profile: BehaviorProfile, deviceID: String, safeArea: Bool, asks: Bool)
    throws
  {
    let sim = try simulator(profile, device: deviceID)
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    let d = DeviceProfile.named(deviceID)!
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")]
        + queries("root", "[portrait, landscapeRight, landscapeLeft]", autorotate: asks)
        + [
          "root willTransition(to:with:)", "root viewWillTransition(to:with:)",
          "root traitCollectionDidChange(_:)",
        ]
        + (safeArea ? ["root viewSafeAreaInsetsDidChange()"] : []) + layout("root"))
    let willTransition = try #require(sim.first("root", "willTransition(to:with:)", from: m))
    let landscape = d.landscapeTraits
    #expect(
      willTransition[arg: "to"]
        == .object([
          RecordField("horizontal", .string(landscape.horizontal.rawValue)),
          RecordField("vertical", .string(landscape.vertical.rawValue)),
        ]))
    #expect(willTransition.state?.traits == d.portraitTraits)
    let size = try #require(sim.first("root", "viewWillTransition(to:with:)", from: m))
    #expect(
      size[arg: "to"] == .list([.number(d.portraitSize.height), .number(d.portraitSize.width)]))
    #expect(size[arg: "duration"] == .number(0.3))
    #expect(size[arg: "targetTransform"] == .number(90))
    #expect(size.state?.bounds == d.portraitSize)
    #expect(size.state?.interfaceOrientation == .portrait)
    let traitsChanged = try #require(sim.first("root", "traitCollectionDidChange(_:)", from: m))
    #expect(traitsChanged.state?.bounds == d.portraitSize.transposed)
    #expect(traitsChanged.state?.traits == landscape)
    let didLayout = try #require(sim.first("root", "viewDidLayoutSubviews()", from: m))
    #expect(didLayout.state?.bounds == d.portraitSize.transposed)
    #expect(didLayout.state?.traits == landscape)
    #expect(didLayout.state?.interfaceOrientation == .landscapeRight)
    let end = sim.mark
    try sim.finish()
    #expect(sim.records(from: end).isEmpty)
  }

  @Test("§5.2 containers: traits and sizes forwarded pre-order to shown children only")
  func sizeTransitionContainers() throws {
    let sim = try simulator(.ios13, root: RotationSequenceTests.containerTree)
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    let order = ["root", "nav", "n2", "side"]
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")]
        + queries("root", "[portrait, landscapeRight, landscapeLeft]")
        + order.map { "\($0) willTransition(to:with:)" }
        + order.map { "\($0) viewWillTransition(to:with:)" }
        + order.map { "\($0) traitCollectionDidChange(_:)" }
        + order.map { "\($0) viewSafeAreaInsetsDidChange()" }
        + order.flatMap(layout))
    #expect(
      sim.first("side", "viewWillTransition(to:with:)", from: m)?[arg: "to"]
        == .list([.number(852), .number(196.5)]))
  }

  @Test("§5.2 skip rule: a half turn reaches only the root; unchanged children are not called")
  func halfTurnSkipsChildren() throws {
    let sim = try simulator(
      .ios13, device: "ipad-9th",
      root: ViewControllerDescription(
        id: "root", children: [ViewControllerDescription(id: "child")]))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.portraitUpsideDown, at: 1)
    try sim.finish()
    // An iPad app listing every orientation multitasks: no view controller is asked (§3.1).
    expectRecords(
      sim.records(from: m),
      [deviceChange("portraitUpsideDown"), "root viewWillTransition(to:with:)"])
    let call = try #require(sim.first("root", "viewWillTransition(to:with:)", from: m))
    #expect(call[arg: "to"] == .list([.number(810), .number(1080)]))
    #expect(call[arg: "targetTransform"] == .number(180))
    #expect(call[arg: "duration"] == .number(0.8))
  }

  @Test(
    "§5.2 skip rule: size(forChildContentContainer:) returning the child's size skips its size message, not its trait message"
  )
  func sizeForChildSkips() throws {
    let root = Probe(id: "root")
    let child = ViewController(id: "child")
    root.fixedChildSize = Size(width: 393, height: 852)
    let sim = Simulator(profile: .ios13, root: root)
    try sim.addChild(child, to: root, at: 0)
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")]
        + queries("root", "[portrait, landscapeRight, landscapeLeft]")
        + [
          "root willTransition(to:with:)", "child willTransition(to:with:)",
          "root viewWillTransition(to:with:)",
          "root traitCollectionDidChange(_:)", "child traitCollectionDidChange(_:)",
          "root viewSafeAreaInsetsDidChange()", "child viewSafeAreaInsetsDidChange()",
        ]
        + layout("root") + layout("child"))
  }

  @Test("§5.2 a subclass that does not call super in viewWillTransition cuts its subtree off")
  func overrideWithoutSuperCutsSubtree() throws {
    let root = Probe(id: "root")
    root.callsSuperInViewWillTransition = false
    let sim = Simulator(profile: .ios13, root: root)
    try sim.addChild(ViewController(id: "child"), to: root, at: 0)
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")]
        + queries("root", "[portrait, landscapeRight, landscapeLeft]")
        + [
          "root willTransition(to:with:)", "child willTransition(to:with:)",
          "root viewWillTransition(to:with:)",
          "root traitCollectionDidChange(_:)", "child traitCollectionDidChange(_:)",
          "root viewSafeAreaInsetsDidChange()", "child viewSafeAreaInsetsDidChange()",
        ]
        + layout("root") + layout("child"))
    #expect(root.events == ["viewWillTransition 852×393"])
  }

  @Test(
    "§5.2 a scene's callsSuper false on viewWillTransition cuts the subtree from the size step only"
  )
  func describedOverrideCutsSubtree() throws {
    let sim = try simulator(
      .ios13,
      root: ViewControllerDescription(
        id: "root",
        children: [
          ViewControllerDescription(
            id: "nav", kind: .navigation, children: [ViewControllerDescription(id: "top")],
            skipsSuper: ["viewWillTransition(to:with:)"])
        ]))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    let all = ["root", "nav", "top"]
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")]
        + queries("root", "[portrait, landscapeRight, landscapeLeft]")
        + [
          "root willTransition(to:with:)", "nav willTransition(to:with:)",
          "top willTransition(to:with:)",
          "root viewWillTransition(to:with:)", "nav viewWillTransition(to:with:)",
        ]
        + all.map { "\($0) traitCollectionDidChange(_:)" }
        + all.map { "\($0) viewSafeAreaInsetsDidChange()" } + all.flatMap(layout))
  }

  @Test(
    "§5.2 a scene's callsSuper false on willTransition cuts the subtree from the trait message only",
    arguments: [BehaviorProfile.ios13, .ios26])
  func describedTraitOverrideCutsTraitsOnly(profile: BehaviorProfile) throws {
    let sim = try simulator(
      profile,
      root: ViewControllerDescription(
        id: "root",
        children: [
          ViewControllerDescription(
            id: "nav", kind: .navigation, children: [ViewControllerDescription(id: "top")],
            skipsSuper: ["willTransition(to:with:)"])
        ]))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    let all = ["root", "nav", "top"]
    let decision =
      profile.honorsShouldAutorotate
      ? queries("root", "[portrait, landscapeRight, landscapeLeft]")
      : queries("root", "[portrait, landscapeRight, landscapeLeft]", autorotate: false)
    let commit =
      profile.traitDelivery == .batch
      ? all.map { "\($0) traitCollectionDidChange(_:)" }
        + all.map { "\($0) viewSafeAreaInsetsDidChange()" } + all.flatMap(layout)
      : all.map { "\($0) viewSafeAreaInsetsDidChange()" }
        + all.flatMap { ["\($0) traitCollectionDidChange(_:)"] + layout($0) }
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")] + decision
        + [
          "root willTransition(to:with:)", "nav willTransition(to:with:)",
          "root viewWillTransition(to:with:)", "nav viewWillTransition(to:with:)",
          "top viewWillTransition(to:with:)",
        ] + commit)
  }

  @Test(
    "§5.2 the presented view controller is reached through its presentation, the covered root first"
  )
  func presentedReachedThroughPresentation() throws {
    let sim = try simulator()
    try sim.launch()
    try sim.present(ViewController(id: "modal"), style: .fullScreen, at: 1)
    try sim.finish()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 2)
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")]
        + queries("modal", "[portrait, landscapeRight, landscapeLeft]")
        + [
          "root willTransition(to:with:)", "modal willTransition(to:with:)",
          "root viewWillTransition(to:with:)", "modal viewWillTransition(to:with:)",
          "root traitCollectionDidChange(_:)", "modal traitCollectionDidChange(_:)",
          "modal viewSafeAreaInsetsDidChange()",
        ] + layout("modal"))
  }

  @Test(
    "§5.2 legacy opt-in bridge: willRotate after viewWillTransition, willAnimate before the app's alongside blocks, didRotate before its completions"
  )
  func legacyBridge() throws {
    var child = ViewControllerDescription(id: "old")
    child.legacyCallbacks = true
    let sim = try simulator(
      .ios8, device: "iphone-se-2", root: ViewControllerDescription(id: "root", children: [child]))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")]
        + queries("root", "[portrait, landscapeRight, landscapeLeft]")
        + [
          "root willTransition(to:with:)", "old willTransition(to:with:)",
          "root viewWillTransition(to:with:)", "old viewWillTransition(to:with:)",
          "old willRotate(to:duration:)", "root traitCollectionDidChange(_:)",
          "old traitCollectionDidChange(_:)",
        ] + layout("root") + layout("old")
        + ["old willAnimateRotation(to:duration:)", "old didRotate(from:)"])
    #expect(
      sim.first("old", "willRotate(to:duration:)", from: m)?.state?.bounds
        == Size(width: 375, height: 667))
    #expect(
      sim.first("old", "willAnimateRotation(to:duration:)", from: m)?.state?.bounds
        == Size(width: 667, height: 375))
    #expect(sim.first("old", "didRotate(from:)", from: m)?.time == 1.3)
  }

  @Test(
    "§5.2 alongside blocks run after layout in registration order; completions at t0+d per coordinatorCompletions",
    arguments: [BehaviorProfile.CoordinatorCompletionOrder.registration, .reverse])
  func coordinatorOrdering(order: BehaviorProfile.CoordinatorCompletionOrder) throws {
    final class Tracker: ViewController {
      var trace: [String]
      let tag: String
      init(id: String, tag: String, trace: [String] = []) {
        self.tag = tag
        self.trace = trace
        super.init(id: id)
      }
      var sink: ((String) -> Void)?
      override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        coordinator.animate(
          alongsideTransition: { [tag, sink] _ in sink?("alongside \(tag)") },
          completion: { [tag, sink] c in sink?("completion \(tag) \(c.isCancelled)") })
        super.viewWillTransition(to: size, with: coordinator)
      }
      override func viewDidLayoutSubviews() { sink?("layout \(tag)") }
    }
    var trace: [String] = []
    let root = Tracker(id: "root", tag: "A")
    let child = Tracker(id: "child", tag: "B")
    root.sink = { trace.append($0) }
    child.sink = { trace.append($0) }
    var profile = BehaviorProfile.ios13
    profile.coordinatorCompletions = order
    let sim = Simulator(profile: profile, root: root)
    try sim.addChild(child, to: root, at: 0)
    try sim.launch()
    trace.removeAll()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    #expect(trace == ["layout A", "layout B", "alongside A", "alongside B"])
    try sim.advance(to: 1.2999)
    #expect(trace.count == 4)
    try sim.advance(to: 1.3)
    #expect(
      trace == ["layout A", "layout B", "alongside A", "alongside B"]
        + (order == .registration
          ? ["completion A false", "completion B false"]
          : ["completion B false", "completion A false"]))
  }

  @Test(
    "§5.2 targetTransform is angle(new) − angle(old) normalised to (−180°, 180°]: portrait → landscapeRight is +90°",
    arguments: [
      (InterfaceOrientation.portrait, InterfaceOrientation.landscapeRight, 90.0),
      (.portrait, .landscapeLeft, -90),
      (.landscapeRight, .portrait, -90),
      (.landscapeLeft, .portrait, 90),
      (.landscapeLeft, .portraitUpsideDown, -90),
      (.portraitUpsideDown, .landscapeRight, -90),
      (.landscapeRight, .portraitUpsideDown, 90),
      (.portraitUpsideDown, .landscapeLeft, 90),
      (.portrait, .portraitUpsideDown, 180),
      (.portraitUpsideDown, .portrait, 180),
      (.landscapeLeft, .landscapeRight, 180),
      (.landscapeRight, .landscapeLeft, 180),
      (.portrait, .portrait, 0),
    ])
  func transformRule(old: InterfaceOrientation, new: InterfaceOrientation, degrees: Double) {
    #expect(targetTransform(from: old, to: new) == degrees)
  }

  @Test("§5.2 the coordinator reports duration, transform, animated and not cancelled")
  func coordinatorValues() throws {
    let root = Probe(id: "root")
    var seen: [(Double, Double, Bool, Bool)] = []
    root.onViewWillTransition = {
      seen.append(($0.transitionDuration, $0.targetTransform, $0.isAnimated, $0.isCancelled))
    }
    let sim = Simulator(device: .ipad9th, root: root)
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeRight, at: 1)
    try sim.finish()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 2)
    #expect(seen.count == 2)
    #expect(seen[0] == (0.4, -90, true, false))
    #expect(seen[1] == (0.8, 180, true, false))
  }
}

/// SPEC §5.2 step 3: the constraint pass.
@Suite("Constraint pass (SPEC §5.2 step 3)")
struct ConstraintPassTests {
  @Test(
    "§5.2 only view controllers flagged with setNeedsUpdateConstraints() get the constraint pass, children first"
  )
  func flaggedOnly() throws {
    var parent = ViewControllerDescription(id: "parent")
    parent.setsNeedsUpdateConstraints = true
    var child = ViewControllerDescription(id: "child")
    child.setsNeedsUpdateConstraints = true
    parent.children = [child, ViewControllerDescription(id: "plain")]
    let sim = try simulator(
      .ios8, device: "iphone-se-2", root: ViewControllerDescription(id: "root", children: [parent]))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    let order = ["root", "parent", "child", "plain"]
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")]
        + queries("root", "[portrait, landscapeRight, landscapeLeft]")
        + order.map { "\($0) willTransition(to:with:)" }
        + order.map { "\($0) viewWillTransition(to:with:)" }
        + order.map { "\($0) traitCollectionDidChange(_:)" }
        + [
          "child updateViewConstraints()", "child view.updateConstraints()",
          "parent updateViewConstraints()", "parent view.updateConstraints()",
        ]
        + order.flatMap(layout))
    try sim.finish()
    let n = sim.mark
    try sim.deviceOrientationChanged(.portrait, at: 2)
    #expect(sim.records(from: n).filter { $0.call.contains("onstraints") }.count == 4)
  }

  @Test(
    "§5.2 an updateViewConstraints override without super never reaches the view's updateConstraints"
  )
  func updateViewConstraintsWithoutSuper() throws {
    final class Flagging: ViewController {
      override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        setNeedsUpdateConstraints()
        super.viewWillTransition(to: size, with: coordinator)
      }
      override func updateViewConstraints() {}
    }
    let sim = Simulator(profile: .ios13, device: .ipad9th, root: Flagging(id: "root"))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")]
        + ["root viewWillTransition(to:with:)", "root updateViewConstraints()"] + layout("root"))
  }
}

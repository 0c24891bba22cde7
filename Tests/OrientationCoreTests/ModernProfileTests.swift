import Foundation
import OrientationCore
import OrientationTesting
import Testing

/// SPEC §2 (the profile table), §3.1 item 6 and §3.5 (iPad multitasking, the orientation lock),
/// §5.2–§5.3 (trait delivery, registrations, forwarding), §5.5 (launch per profile) and §5.8
/// (scene geometry): the rules the `ios17` and `ios26` profiles brought, every record in order.
@Suite("Profiles ios17 and ios26 and their switches (SPEC §2, §3.1, §3.5, §5.2–§5.5, §5.8)")
struct ModernProfileTests {
  // MARK: §2 the table

  /// SPEC §2's table, read from `../shared/SPEC.md` beside the package: switch name → its
  /// word per profile column (`=` expanded), and the column names.
  static let specTable: (profiles: [String], rows: [String: [String]])? = {
    let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/SPEC.md")
    guard let text = try? String(contentsOf: spec, encoding: .utf8),
      let start = text.range(of: "| switch | ios7")
    else { return nil }
    var profiles: [String] = []
    var rows: [String: [String]] = [:]
    for line in text[start.lowerBound...].split(separator: "\n") {
      guard line.hasPrefix("|") else { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      if cells[0] == "switch" {
        profiles = cells.dropFirst().dropLast().map { String($0.prefix { $0 != " " }) }
        continue
      }
      guard let name = cells[0].split(separator: "`").first.map(String.init), !name.hasPrefix("-")
      else { continue }
      var values: [String] = []
      for cell in cells.dropFirst().prefix(profiles.count) {
        values.append(cell == "=" ? values.last ?? "" : cell)
      }
      rows[name] = values
    }
    return (profiles, rows)
  }()

  @Test(
    "§2 every built-in profile has SPEC's value for every switch of the registry",
    .enabled(if: specTable != nil, "../shared/SPEC.md is absent"))
  func profileTable() throws {
    let table = try #require(Self.specTable)
    #expect(BehaviorProfile.builtIn.map(\.name) == table.profiles)
    #expect(BehaviorProfile.default == BehaviorProfile.builtIn.last)
    #expect(Set(ProfileSwitch.all.map(\.name)) == Set(table.rows.keys))
    for setting in ProfileSwitch.all {
      let spec = try #require(table.rows[setting.name], "\(setting.name) is not in SPEC §2")
      #expect(
        BehaviorProfile.builtIn.map { setting.word(in: $0) } == spec, "switch \(setting.name)")
    }
    #expect(ProfileDefinition.all.first?.changes.count == ProfileSwitch.all.count)
    #expect(BehaviorProfile.builtIn.map(\.version) == [7, 8, 13, 16, 17, 26, 27])
    #expect(BehaviorProfile(name: "ios17") == .ios17)
    #expect(BehaviorProfile(name: "IOS27") == .ios27)
    #expect(BehaviorProfile(name: "ios18") == nil)
  }

  // MARK: §5.2 trait delivery and registrations

  static let containerRoot = ViewControllerDescription(
    id: "root", children: [ViewControllerDescription(id: "a"), ViewControllerDescription(id: "b")])

  @Test(
    "§5.2 traitDelivery: batch sends every trait callback before the layout pass; beforeLayout just before each view controller's own layout, top-down",
    arguments: [BehaviorProfile.ios16, .ios17, .ios26])
  func traitDeliveryOrder(profile: BehaviorProfile) throws {
    let sim = try simulator(profile, root: Self.containerRoot)
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    let all = ["root", "a", "b"]
    let commit: [ExpectedRecord] =
      profile.traitDelivery == .batch
      ? all.map { "\($0) traitCollectionDidChange(_:)" }
        + all.map { "\($0) viewSafeAreaInsetsDidChange()" } + all.flatMap(layout)
      : all.map { "\($0) viewSafeAreaInsetsDidChange()" }
        + all.flatMap { ["\($0) traitCollectionDidChange(_:)"] + layout($0) }
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")]
        + queries("root", "[portrait, landscapeRight, landscapeLeft]", autorotate: false)
        + all.map { "\($0) willTransition(to:with:)" }
        + all.map { "\($0) viewWillTransition(to:with:)" } + commit)
    // Trait callbacks see the new geometry either way.
    #expect(
      sim.first("b", "traitCollectionDidChange(_:)", from: m)?.state?.bounds
        == Size(width: 852, height: 393))
  }

  /// A view controller that registers for trait changes through the Swift API.
  final class Registering: ViewController {
    var seen: [String] = []
    override func viewDidLoad() {
      registerForTraitChanges([.horizontalSizeClass]) { [unowned self] _, previous in
        seen.append("horizontal from \(previous)")
      }
      registerForTraitChanges([.verticalSizeClass]) { [unowned self] vc, previous in
        seen.append("vertical from \(previous) to \(vc.traitCollection)")
      }
      registerForTraitChanges([.horizontalSizeClass, .verticalSizeClass]) {
        [unowned self] _, _ in seen.append("both")
      }
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      seen.append("traitCollectionDidChange")
    }
  }

  @Test(
    "§5.2 traitRegistrations: after traitCollectionDidChange, one record per registration naming a changed trait, in registration order",
    arguments: [BehaviorProfile.ios16, .ios17, .ios26])
  func registrations(profile: BehaviorProfile) throws {
    let root = Registering(id: "root")
    let sim = Simulator(profile: profile, device: .iphone15, root: root)
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    let portraitTraits = "{horizontal: compact, vertical: regular}"
    let registrations: [ExpectedRecord] =
      profile.hasTraitRegistrations
      ? [
        "root registerForTraitChanges(_:handler:) {traits: [verticalSizeClass], previousTraitCollection: \(portraitTraits)}",
        "root registerForTraitChanges(_:handler:) {traits: [verticalSizeClass], previousTraitCollection: \(portraitTraits)}",
      ] : []
    let trait: [ExpectedRecord] = [
      "root traitCollectionDidChange(_:) {previousTraitCollection: \(portraitTraits)}"
    ]
    let commit: [ExpectedRecord] =
      profile.traitDelivery == .batch
      ? trait + registrations + ["root viewSafeAreaInsetsDidChange()"]
      : ["root viewSafeAreaInsetsDidChange()"] + trait + registrations
    expectRecords(
      sim.records(from: m), where: .callbacks,
      [
        "root willTransition(to:with:)", "root viewWillTransition(to:with:)",
      ] + commit + layout("root"))
    #expect(
      root.seen
        == ["traitCollectionDidChange"]
        + (profile.hasTraitRegistrations
          ? ["vertical from compact×regular to compact×compact", "both"] : []))
  }

  @Test("§8.3 a scene's traitRegistrations register in order; a list is one registration")
  func describedRegistrations() throws {
    let sim = try simulator(
      .ios17, device: "ipad-9th",
      root: ViewControllerDescription(
        id: "root",
        traitRegistrations: [
          [.verticalSizeClass], [.horizontalSizeClass],
          [.verticalSizeClass, .horizontalSizeClass],
        ]))
    try sim.launch()
    let m = sim.mark
    // A split-view width below the regular threshold: only the width class changes.
    try sim.resize(to: Size(width: 320, height: 1080), at: 1)
    let records = sim.records(from: m).filter { $0.call == "registerForTraitChanges(_:handler:)" }
    #expect(
      records.map { $0[arg: "traits"] } == [
        .list([.string("horizontalSizeClass")]), .list([.string("horizontalSizeClass")]),
      ])
    #expect(
      records.first?[arg: "previousTraitCollection"]
        == .object([
          RecordField("horizontal", .string("regular")),
          RecordField("vertical", .string("regular")),
        ]))
  }

  // MARK: §5.3 hidden and covered view controllers

  @Test(
    "§5.3 a view controller popped back into view after a rotation catches up on its traits, under every profile",
    arguments: BehaviorProfile.builtIn)
  func poppedBackCatchesUp(profile: BehaviorProfile) throws {
    let sim = try simulator(
      profile, device: "iphone-se-2",
      root: ViewControllerDescription(
        id: "nav", kind: .navigation, children: [ViewControllerDescription(id: "a")]))
    try sim.launch()
    try sim.perform(.push(nav: "nav", vc: ViewControllerDescription(id: "b")), at: 1)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 2)
    try sim.finish()
    let m = sim.mark
    try sim.perform(.pop("nav"), at: 3)
    try sim.finish()
    let will: [ExpectedRecord] = ["b willMove(toParent:)", "b viewWillDisappear(_:)"]
    let did: [ExpectedRecord] = [
      "b viewDidDisappear(_:)", "a viewDidAppear(_:)", "b didMove(toParent:)",
    ]
    let isAppearing: [ExpectedRecord] =
      (profile.hasSafeAreaInsets ? ["a viewSafeAreaInsetsDidChange()"] : [])
      + (profile.hasViewIsAppearing ? ["a viewIsAppearing(_:)"] : [])
    let expected: [ExpectedRecord]
    if !profile.hasTraitCollections {
      expected = will + ["a viewWillAppear(_:)"] + layout("a") + did
    } else if profile.traitDelivery == .batch {
      expected =
        will + [
          "a willTransition(to:with:)", "a traitCollectionDidChange(_:)", "a viewWillAppear(_:)",
        ] + isAppearing + layout("a") + did
    } else {
      expected =
        will + [
          "a willTransition(to:with:)", "a viewWillAppear(_:)", "a traitCollectionDidChange(_:)",
        ] + isAppearing + layout("a") + did
    }
    expectRecords(sim.records(from: m), expected)
    #expect(sim.viewController(id: "a")?.bounds == Size(width: 667, height: 375))
    if profile.hasTraitCollections {
      #expect(
        sim.first("a", "traitCollectionDidChange(_:)", from: m)?.state?.traits
          == TraitCollection(horizontal: .compact, vertical: .compact))
    }
  }

  @Test(
    "§5.3 a covered presenter under beforeLayout: willTransition at the turn, its trait callbacks only when it returns, no second willTransition",
    arguments: [BehaviorProfile.ios16, .ios26])
  func coveredPresenterTraits(profile: BehaviorProfile) throws {
    let sim = try simulator(profile, device: "iphone-se-2")
    try sim.launch()
    try sim.perform(
      .present(
        ViewControllerDescription(id: "p"), style: .fullScreen, animated: false, from: nil),
      at: 1)
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 2)
    try sim.finish()
    let turn: [ExpectedRecord] =
      profile.traitDelivery == .batch
      ? [
        "root traitCollectionDidChange(_:)", "p traitCollectionDidChange(_:)",
        "p viewSafeAreaInsetsDidChange()",
      ] + layout("p")
      : ["p viewSafeAreaInsetsDidChange()", "p traitCollectionDidChange(_:)"] + layout("p")
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")]
        + queries("p", "[portrait, landscapeRight, landscapeLeft]", autorotate: false)
        + [
          "root willTransition(to:with:)", "p willTransition(to:with:)",
          "root viewWillTransition(to:with:)", "p viewWillTransition(to:with:)",
        ] + turn)
    let n = sim.mark
    try sim.perform(.dismiss("p", animated: false), at: 3)
    let back: [ExpectedRecord] =
      profile.traitDelivery == .batch
      ? ["root viewWillAppear(_:)", "root viewSafeAreaInsetsDidChange()"]
      : [
        "root viewWillAppear(_:)", "root traitCollectionDidChange(_:)",
        "root viewSafeAreaInsetsDidChange()",
      ]
    expectRecords(
      sim.records(from: n),
      ["p viewWillDisappear(_:)"] + back
        + ["root viewIsAppearing(_:)"] + layout("root")
        + [
          "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
          "root viewDidAppear(_:)", "p viewDidDisappear(_:)",
        ])
  }

  // MARK: §5.2 the legacy bridge and the app's blocks

  @Test(
    "§5.2 steps 4–5: UIKit's legacy willAnimateRotation before the app's alongside blocks, didRotate before its completions"
  )
  func legacyBridgeBeforeAppBlocks() throws {
    final class Blocks: ViewController {
      var log: (String) -> Void = { _ in }
      override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        coordinator.animate(
          alongsideTransition: { [log] _ in log("alongside") },
          completion: { [log] _ in log("completion") })
        super.viewWillTransition(to: size, with: coordinator)
      }
    }
    let root = Blocks(id: "root")
    root.legacyCallbacks = true
    let sim = Simulator(profile: .ios8, device: .iphoneSE2, root: root)
    var order: [String] = []
    root.log = { order.append($0) }
    sim.onRecord = { record in
      if record.call.hasPrefix("willAnimateRotation") || record.call.hasPrefix("didRotate") {
        order.append(record.call)
      }
    }
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.finish()
    #expect(
      order == [
        "willAnimateRotation(to:duration:)", "alongside", "didRotate(from:)", "completion",
      ])
  }

  // MARK: §3.1 item 6 iPad multitasking

  @Test(
    "§3.1 an iPad app that lists every orientation and does not require full screen asks no view controller (ipadMultitasking)",
    arguments: BehaviorProfile.builtIn)
  func ipadMultitasking(profile: BehaviorProfile) throws {
    let sim = try simulator(
      profile, device: "ipad-9th",
      root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    if profile.ipadMultitasking != .off {
      expectNoRecords(sim.log, where: RecordFilter(kinds: [.query]))
      #expect(sim.interfaceOrientation == .landscapeRight)
      #expect(sim.takesPartInMultitasking)
    } else {
      expectRecords(
        sim.records(from: m), where: RecordFilter(kinds: [.query]),
        [
          "root ? shouldAutorotate -> true", "root ? supportedInterfaceOrientations -> [portrait]",
        ])
      #expect(sim.interfaceOrientation == .portrait)
    }
  }

  @Test(
    "§3.1 UIRequiresFullScreen, or a plist list that is not all, or an iPhone: the masks count again",
    arguments: [
      (AppDescription(requiresFullScreen: true), "ipad-9th"),
      (AppDescription(supportedOrientations: .allButUpsideDown), "ipad-9th"),
      (AppDescription(supportedOrientations: .all), "iphone-se-2"),
    ])
  func multitaskingOptOut(app: AppDescription, device: String) throws {
    let sim = try simulator(
      .ios26, device: device, app: app,
      root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    #expect(!sim.takesPartInMultitasking)
    expectRecords(
      sim.records(from: m),
      [
        deviceChange("landscapeLeft"), "root ? supportedInterfaceOrientations -> [portrait]",
      ])
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test("§3.1/§3.3 a multitasking app's full-screen presentation asks neither mask nor preference")
  func multitaskingPresentation() throws {
    let sim = try simulator(.ios26, device: "ipad-9th")
    try sim.launch()
    let m = sim.mark
    try sim.perform(
      .present(
        ViewControllerDescription(id: "p", supported: .landscape, preferred: .landscapeLeft),
        style: .fullScreen, animated: false, from: nil), at: 1)
    expectNoRecords(sim.records(from: m), where: RecordFilter(kinds: [.query]))
    #expect(sim.interfaceOrientation == .portrait)
  }

  // MARK: §3.5 the orientation lock

  @Test(
    "§3.5 prefersInterfaceOrientationLocked holds device rotations under interfaceOrientationLock only, asking nothing",
    arguments: [
      (BehaviorProfile.ios16, "iphone-15"), (.ios26, "iphone-15"), (.ios26, "ipad-9th"),
    ])
  func lockHoldsDeviceRotations(profile: BehaviorProfile, device: String) throws {
    let sim = try simulator(
      profile, device: device,
      root: ViewControllerDescription(id: "root", prefersOrientationLocked: true))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.finish()
    if profile.hasInterfaceOrientationLock {
      #expect(sim.isInterfaceOrientationLocked)
      expectRecords(sim.records(from: m), [deviceChange("landscapeLeft")])
      #expect(sim.interfaceOrientation == .portrait)
      // Clearing the lock runs §3.2 once with the current device orientation.
      let n = sim.mark
      try sim.perform(.setOrientationLocked(vc: "root", locked: false), at: 2)
      #expect(
        sim.records(from: n).contains(
          where: ExpectedRecord("root viewWillTransition(to:with:)").matches))
      #expect(sim.interfaceOrientation == .landscapeRight)
    } else {
      #expect(!sim.isInterfaceOrientationLocked)
      #expect(sim.interfaceOrientation == .landscapeRight)
    }
  }

  @Test("§3.5 the lock's whole sequence on an iPhone: held, cleared (one decision), set again")
  func lockSequence() throws {
    let sim = try simulator(
      .ios26, device: "iphone-se-2",
      root: ViewControllerDescription(id: "root", prefersOrientationLocked: true))
    sim.explainsRefusals = true
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.perform(.setOrientationLocked(vc: "root", locked: false), at: 2)
    try sim.finish()
    try sim.perform(.setOrientationLocked(vc: "root", locked: true), at: 3)
    try sim.deviceOrientationChanged(.portrait, at: 4)
    expectRecords(
      sim.records(from: m),
      [
        deviceChange("landscapeLeft"), "root noRotation",
        "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
        "root willTransition(to:with:)", "root viewWillTransition(to:with:)",
        "root viewSafeAreaInsetsDidChange()", "root traitCollectionDidChange(_:)",
      ] + layout("root") + [deviceChange("portrait"), "root noRotation"])
    #expect(sim.records(from: m)[1][arg: "rule"] == .string("orientationLocked"))
    #expect(sim.interfaceOrientation == .landscapeRight)
  }

  @Test(
    "§3.5 a resize that makes the window smaller ends the lock: §3.2 runs once when the resize completes; full screen locks again"
  )
  func lockEndsWithResize() throws {
    let sim = try simulator(
      .ios26, device: "ipad-9th",
      root: ViewControllerDescription(id: "root", prefersOrientationLocked: true))
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    #expect(sim.interfaceOrientation == .portrait)
    let m = sim.mark
    try sim.resize(to: Size(width: 320, height: 1080), at: 2)
    try sim.finish()
    #expect(!sim.isInterfaceOrientationLocked)
    expectRecords(
      sim.records(from: m),
      at(
        2,
        [
          "root willTransition(to:with:)", "root viewWillTransition(to:with:)",
          "root traitCollectionDidChange(_:)",
        ] + layout("root"))
        + at(2.3, ["root viewWillTransition(to:with:)"] + layout("root")))
    #expect(sim.interfaceOrientation == .landscapeRight)
    try sim.resize(to: Size(width: 1080, height: 810), at: 3)
    try sim.finish()
    #expect(sim.isInterfaceOrientationLocked)
    try sim.deviceOrientationChanged(.portrait, at: 4)
    #expect(sim.interfaceOrientation == .landscapeRight)
  }

  @Test("§3.5 only the decider's preference counts: a locked child or sheet locks nothing")
  func lockOnlyDecider() throws {
    let sim = try simulator(
      .ios26,
      root: ViewControllerDescription(
        id: "root", children: [ViewControllerDescription(id: "c", prefersOrientationLocked: true)])
    )
    try sim.launch()
    try sim.perform(
      .present(
        ViewControllerDescription(id: "s", prefersOrientationLocked: true), style: .pageSheet,
        animated: false, from: nil), at: 1)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 2)
    #expect(!sim.isInterfaceOrientationLocked)
    #expect(sim.interfaceOrientation == .landscapeRight)
  }

  // MARK: §3.3 error 101

  @Test(
    "§3.3 error 101 names orientations as portrait, portraitUpsideDown, landscapeLeft, landscapeRight"
  )
  func error101Order() throws {
    let sim = try simulator(
      .ios26, device: "ipad-9th", app: AppDescription(requiresFullScreen: true),
      root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.launch()
    var messages: [String] = []
    try sim.requestGeometryUpdate(
      [.landscapeRight, .portraitUpsideDown, .landscapeLeft], at: 1
    ) { messages.append($0.reason) }
    #expect(
      messages == [
        "None of the requested orientations are supported by the view controller. Requested: portraitUpsideDown, landscapeLeft, landscapeRight; Supported: portrait"
      ])
  }

  @Test(
    "§5.7 an app that does not multitask is never resized: resizeRefused",
    arguments: [
      (AppDescription(requiresFullScreen: true), "ipad-9th"),
      (AppDescription(supportedOrientations: .landscape), "ipad-9th"),
      (AppDescription(requiresFullScreen: true), "iphone-15"),
    ])
  func resizeRefused(app: AppDescription, device: String) throws {
    let sim = try simulator(.ios26, device: device, app: app)
    try sim.launch()
    let size = sim.windowSize
    let m = sim.mark
    try sim.resize(to: Size(width: 320, height: 700), at: 1)
    expectRecords(sim.records(from: m), ["(uikit) ! resizeRefused"])
    #expect(sim.windowSize == size)
  }

  @Test(
    "§3.5 locked, a geometry request still rotates, and setNeedsUpdateOfSupportedInterfaceOrientations still falls back"
  )
  func lockedGeometryRequests() throws {
    let sim = try simulator(
      .ios26, root: ViewControllerDescription(id: "root", prefersOrientationLocked: true))
    try sim.launch()
    try sim.requestGeometryUpdate(.landscape, at: 1)
    try sim.finish()
    #expect(sim.interfaceOrientation == .landscapeRight)
    #expect(sim.isInterfaceOrientationLocked)
    try sim.perform(.setSupported(vc: "root", mask: .portrait), at: 2)
    try sim.perform(.setNeedsUpdateOfSupportedInterfaceOrientations("root"), at: 2)
    try sim.finish()
    #expect(sim.interfaceOrientation == .portrait)
    // A device change is still held back.
    try sim.perform(.setSupported(vc: "root", mask: .allButUpsideDown), at: 3)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 4)
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test("§2/§8.3 with --explain, each setting without effect is named at launch (noEffect)")
  func explainSettingsWithoutEffect() throws {
    var profile = BehaviorProfile.ios7
    profile.name = "custom"
    profile.traitDelivery = .beforeLayout
    profile.sceneGeometryCallback = .didUpdate
    let sim = try simulator(
      profile, device: "iphone-se-2",
      app: AppDescription(requiresFullScreen: true, sceneDelegateGeometry: true),
      root: ViewControllerDescription(
        id: "root", traitRegistrations: [[.verticalSizeClass]], prefersOrientationLocked: true))
    sim.explainsRefusals = true
    try sim.launch()
    let notes = sim.log.records.filter { $0.call == "noEffect" }.compactMap {
      record -> String? in
      guard case .string(let setting) = record[arg: "setting"] ?? .null else { return nil }
      return setting
    }
    #expect(
      notes == [
        "traitDelivery", "sceneGeometryCallback", "root.traitRegistrations",
        "root.prefersOrientationLocked", "app.sceneDelegateGeometry", "app.requiresFullScreen",
      ])
    // Without --explain nothing is recorded, and a consistent built-in profile names nothing.
    let quiet = try simulator(.ios26, root: ViewControllerDescription(id: "root"))
    quiet.explainsRefusals = true
    try quiet.launch()
    #expect(!quiet.log.records.contains { $0.call == "noEffect" })
  }

  @Test(
    "§5.2/§8.3 a scene's coordinatorBlocks: alongside after the layout, completions at t0 + d per coordinatorCompletions",
    arguments: [BehaviorProfile.CoordinatorCompletionOrder.registration, .reverse])
  func describedCoordinatorBlocks(order: BehaviorProfile.CoordinatorCompletionOrder) throws {
    var profile = BehaviorProfile.ios26
    profile.coordinatorCompletions = order
    let sim = try simulator(
      profile, device: "iphone-se-2",
      root: ViewControllerDescription(
        id: "root",
        children: [ViewControllerDescription(id: "child", coordinatorBlocks: [.completion])],
        coordinatorBlocks: [.completion, .alongside, .completion]))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.finish()
    let completions: [ExpectedRecord] =
      order == .registration
      ? [
        "root transitionCompletion {index: 0}", "root transitionCompletion {index: 2}",
        "child transitionCompletion {index: 0}",
      ]
      : [
        "child transitionCompletion {index: 0}", "root transitionCompletion {index: 2}",
        "root transitionCompletion {index: 0}",
      ]
    let records = sim.records(from: m)
    expectRecords(
      records.filter { $0.call.hasPrefix("transition") || $0.call.hasPrefix("animate") },
      ["root animateAlongsideTransition {index: 1}"] + completions)
    let alongside = try #require(
      records.firstIndex(where: ExpectedRecord("root animateAlongsideTransition").matches))
    expectRecords(
      Array(records[alongside - 1...alongside]),
      ["child viewDidLayoutSubviews()", "root animateAlongsideTransition"])
    #expect(sim.first("root", "transitionCompletion", from: m)?.time == 1.3)
  }

  @Test(
    "§3.5 a subclass's prefersInterfaceOrientationLocked and setNeedsUpdateOfPrefersInterfaceOrientationLocked()"
  )
  func lockFromSwift() throws {
    final class Camera: ViewController {
      var locked = true
      override var prefersInterfaceOrientationLocked: Bool { locked }
    }
    let camera = Camera(id: "camera")
    let sim = Simulator(profile: .ios26, device: .iphoneSE2, root: camera)
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    #expect(sim.interfaceOrientation == .portrait)
    let m = sim.mark
    camera.locked = false
    camera.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
    expectRecords(
      sim.records(from: m),
      [
        "camera ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
        "camera willTransition(to:with:)", "camera viewWillTransition(to:with:)",
        "camera viewSafeAreaInsetsDidChange()", "camera traitCollectionDidChange(_:)",
      ] + layout("camera"))
    #expect(sim.interfaceOrientation == .landscapeRight)

    let old = Simulator(profile: .ios16, root: Camera(id: "c"))
    try old.launch()
    let n = old.mark
    old.root.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
    expectRecords(old.records(from: n), ["c ! unavailable"])
  }
}

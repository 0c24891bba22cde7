import OrientationCore
import OrientationTesting
import Testing

/// SPEC §5.5 (launch per profile: `launch`, `initialTraitCallback`, the landscape-held launch, a
/// root whose mask excludes the start) and §5.8 (window-scene geometry records).
@Suite("Launch per profile and scene geometry (SPEC §5.5, §5.8)")
struct LaunchAndSceneTests {
  static let allowBoth = AppDescription(
    supportedOrientations: .allButUpsideDown,
    supportedOrientationsOrder: [.portrait, .landscapeLeft, .landscapeRight])

  @Test(
    "§5.5 an iPhone held in landscape, app allowing both: ios7 stays portrait, ios8 comes up portrait then turns, ios13+ launch straight into landscape",
    arguments: BehaviorProfile.builtIn)
  func landscapeHeldPhone(profile: BehaviorProfile) throws {
    let sim = try simulator(
      profile, device: "iphone-se-2", app: Self.allowBoth, launch: .landscapeLeft)
    try sim.launch()
    try sim.finish()
    let start: [ExpectedRecord] = [
      "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
      "root viewDidLoad()", "root viewWillAppear(_:)",
    ]
    let end: [ExpectedRecord] = ["root viewDidAppear(_:)", "(app) didFinishLaunching"]
    switch profile.launch {
    case .portraitThenFirstEntry:
      // Seed 001: the first plist entry, portrait, is where the interface already is.
      expectRecords(sim.log, start + layout("root") + end)
      #expect(sim.interfaceOrientation == .portrait)
    case .portraitThenDevice:
      expectRecords(
        sim.log,
        start + ["root traitCollectionDidChange(_:)"] + layout("root") + end
          + queries("root", "[portrait, landscapeRight, landscapeLeft]")
          + [
            "root willTransition(to:with:)", "root viewWillTransition(to:with:)",
            "root traitCollectionDidChange(_:)",
          ] + layout("root"))
      #expect(sim.log.records.allSatisfy { $0.time == 0 })
      #expect(
        sim.first("root", "viewWillAppear(_:)")?.state?.bounds == Size(width: 375, height: 667))
      #expect(
        sim.first("root", "traitCollectionDidChange(_:)")?[arg: "previousTraitCollection"]
          == .null)
      #expect(sim.first("root", "viewWillTransition(to:with:)")?[arg: "duration"] == .number(0.3))
      #expect(sim.interfaceOrientation == .landscapeRight)
    default:
      expectRecords(sim.log, start + ["root viewIsAppearing(_:)"] + layout("root") + end)
      #expect(
        sim.first("root", "viewWillAppear(_:)")?.state?.bounds == Size(width: 667, height: 375))
      #expect(sim.interfaceOrientation == .landscapeRight)
    }
  }

  @Test(
    "§5.5 firstEntryThenDevice (iOS 8.x): start in the first plist entry, then turn to the device")
  func firstEntryThenDevice() throws {
    var profile = BehaviorProfile.ios8
    profile.launch = .firstEntryThenDevice
    profile.ipadMultitasking = false
    let sim = try simulator(
      profile, device: "iphone-se-2",
      app: AppDescription(
        supportedOrientations: .allButUpsideDown,
        supportedOrientationsOrder: [.landscapeLeft, .portrait, .landscapeRight]),
      launch: .portrait)
    try sim.launch()
    expectRecords(
      sim.log,
      [
        "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
        "root viewDidLoad()", "root viewWillAppear(_:)", "root traitCollectionDidChange(_:)",
      ] + layout("root") + ["root viewDidAppear(_:)", "(app) didFinishLaunching"]
        + queries("root", "[portrait, landscapeRight, landscapeLeft]")
        + [
          "root willTransition(to:with:)", "root viewWillTransition(to:with:)",
          "root traitCollectionDidChange(_:)",
        ] + layout("root"))
    #expect(sim.first("root", "viewWillAppear(_:)")?.state?.interfaceOrientation == .landscapeLeft)
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test(
    "§5.5 portraitThenDevice on an iPad held in landscape: portrait first, then the turn, no mask asked in multitasking"
  )
  func portraitThenDeviceIPad() throws {
    let sim = try simulator(.ios8, device: "ipad-9th", launch: .landscapeLeft)
    try sim.launch()
    try sim.finish()
    expectRecords(
      sim.log,
      ["root viewDidLoad()", "root viewWillAppear(_:)", "root traitCollectionDidChange(_:)"]
        + layout("root") + [
          "root viewDidAppear(_:)", "(app) didFinishLaunching", "root viewWillTransition(to:with:)",
        ] + layout("root"))
    #expect(sim.log.records.allSatisfy { $0.time == 0 })
    #expect(sim.first("root", "viewWillTransition(to:with:)")?[arg: "duration"] == .number(0.4))
    #expect(sim.interfaceOrientation == .landscapeRight)
  }

  @Test(
    "§5.5 the root's mask excludes the start orientation: willTransition and the trait callback in its layout block, replacing the nil one, no viewWillTransition",
    arguments: [BehaviorProfile.ios8, .ios13, .ios26])
  func rootExcludesStart(profile: BehaviorProfile) throws {
    let sim = try simulator(
      profile, device: "iphone-se-2", app: Self.allowBoth, launch: .portrait,
      root: ViewControllerDescription(id: "root", supported: .landscape))
    try sim.launch()
    try sim.finish()
    let appearing: [ExpectedRecord] = profile.hasViewIsAppearing ? ["root viewIsAppearing(_:)"] : []
    // The root first appears in landscape, where this phone's insets are zero, as they were
    // before it appeared: no viewSafeAreaInsetsDidChange() (SPEC §5.4).
    let safe: [ExpectedRecord] = []
    let after: [ExpectedRecord] =
      profile.launch == .portraitThenDevice
      ? [
        "root ? shouldAutorotate -> true",
        "root ? supportedInterfaceOrientations -> [landscapeRight, landscapeLeft]",
      ]
      : []
    expectRecords(
      sim.log,
      [
        "root ? supportedInterfaceOrientations -> [landscapeRight, landscapeLeft]",
        "root viewDidLoad()",
        "root viewWillAppear(_:)", "root willTransition(to:with:)",
        "root traitCollectionDidChange(_:)",
      ] + safe + appearing + layout("root") + [
        "root viewDidAppear(_:)", "(app) didFinishLaunching",
      ]
        + after)
    #expect(sim.first("root", "willTransition(to:with:)")?[arg: "duration"] == .number(0))
    #expect(sim.interfaceOrientation == .landscapeLeft)
  }

  // MARK: §5.8

  /// Registers an alongside and a completion block, logging their runs.
  final class Blocks: ViewController {
    var log: (String) -> Void = { _ in }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
      coordinator.animate(
        alongsideTransition: { [log] _ in log("alongside") },
        completion: { [log] _ in log("completion") })
      super.viewWillTransition(to: size, with: coordinator)
    }
  }

  @Test(
    "§5.8 scene geometry: one record per rotation, after the alongside blocks and before the completions, named per sceneGeometryCallback",
    arguments: [BehaviorProfile.ios8, .ios13, .ios17, .ios26])
  func sceneGeometry(profile: BehaviorProfile) throws {
    let root = Blocks(id: "root")
    let sim = Simulator(
      profile: profile, device: .iphone15,
      app: AppDescription(supportedOrientations: .allButUpsideDown, sceneDelegateGeometry: true),
      root: root)
    var order: [String] = []
    var delegateCalls: [String] = []
    root.log = { order.append($0) }
    sim.onRecord = { if $0.vc == Simulator.sceneID { order.append($0.call) } }
    sim.onSceneGeometry = { delegateCalls.append("\($0) \($1)") }
    try sim.launch()
    #expect(order.isEmpty)
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.finish()
    let call: String? =
      switch profile.sceneGeometryCallback {
      case .none: nil
      case .didUpdate: "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"
      case .effectiveGeometry: "windowScene(_:didUpdateEffectiveGeometry:)"
      }
    #expect(order == ["alongside"] + (call.map { [$0] } ?? []) + ["completion"])
    let records = sim.records(from: m).filter { $0.vc == Simulator.sceneID }
    #expect(records.count == (call == nil ? 0 : 1))
    if let record = records.first {
      #expect(record.kind == .callback)
      #expect(record.time == 1)
      #expect(record[arg: "previousInterfaceOrientation"] == .string("portrait"))
      #expect(record[arg: "previousSize"] == .list([.number(393), .number(852)]))
      #expect(
        record.state
          == StateSnapshot(
            interfaceOrientation: .landscapeRight, bounds: Size(width: 852, height: 393),
            traits: TraitCollection(horizontal: .compact, vertical: .compact)))
      expectRecords(Array(sim.records(from: m).suffix(1)), ["(scene) \(record.call)"])
      #expect(delegateCalls == ["portrait 393×852"])
    }
  }

  @Test("§5.8 the records are opt-in: no app.sceneDelegateGeometry, none; a resize records one too")
  func sceneGeometryOptIn() throws {
    let off = try simulator(.ios26, device: "ipad-9th")
    try off.launch()
    try off.resize(to: Size(width: 320, height: 1080), at: 1)
    try off.deviceOrientationChanged(.landscapeLeft, at: 2)
    try off.finish()
    #expect(!off.log.records.contains { $0.vc == Simulator.sceneID })

    let on = try simulator(
      .ios26, device: "ipad-9th", app: AppDescription(sceneDelegateGeometry: true))
    try on.launch()
    try on.resize(to: Size(width: 320, height: 1080), at: 1)
    try on.finish()
    let record = try #require(on.log.records.last { $0.vc == Simulator.sceneID })
    #expect(record.call == "windowScene(_:didUpdateEffectiveGeometry:)")
    #expect(record[arg: "previousSize"] == .list([.number(810), .number(1080)]))
    #expect(record.state?.bounds == Size(width: 320, height: 1080))
    #expect(record.state?.traits == TraitCollection(horizontal: .compact, vertical: .regular))
  }
}

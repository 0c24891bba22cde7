import OrientationTesting
import OrientationUIKit
import Testing

/// A UIKit-style view controller that prefers a locked interface orientation (iOS 26) while
/// `locked` is set, and counts how often UIKit asked.
private final class Camera: UIViewController {
  var locked = true
  var asked = 0

  override var prefersInterfaceOrientationLocked: Bool {
    asked += 1
    return locked
  }
}

/// The same view controller against the engine's API.
private final class EngineCamera: ViewController {
  var locked = true
  override var prefersInterfaceOrientationLocked: Bool { locked }
}

/// A view controller that registers an alongside block and a completion in each size
/// transition, logging both to `events`.
private final class Blocks: UIViewController {
  var log: (String) -> Void = { _ in }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(
      alongsideTransition: { [log] _ in log("alongside") },
      completion: { [log] _ in log("completion") })
  }
}

/// A scene delegate that logs each geometry callback with its arguments and the call of the
/// last record at that moment.
private final class SceneDelegate: UIWindowSceneDelegate {
  weak var harness: UIKitHarness?
  var log: (String) -> Void = { _ in }

  func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {
    log(
      "didUpdate from \(previousInterfaceOrientation) \(describe(previousCoordinateSpace.bounds)) "
        + "\(previousTraitCollection.horizontalSizeClass)×"
        + "\(previousTraitCollection.verticalSizeClass) "
        + "\(previousTraitCollection.userInterfaceIdiom); \(now(windowScene))")
  }

  func windowScene(
    _ windowScene: UIWindowScene,
    didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry
  ) {
    log(
      "didUpdateEffectiveGeometry from \(previousEffectiveGeometry.interfaceOrientation) "
        + "\(describe(previousEffectiveGeometry.coordinateSpace.bounds)) "
        + "locked=\(previousEffectiveGeometry.isInterfaceOrientationLocked); \(now(windowScene))")
  }

  private func describe(_ rect: CGRect) -> String {
    "\(Int(rect.origin.x)),\(Int(rect.origin.y)) \(Int(rect.width))×\(Int(rect.height))"
  }

  /// The scene's state and the last record when the callback runs.
  private func now(_ scene: UIWindowScene) -> String {
    let geometry = scene.effectiveGeometry
    let last = harness?.simulator?.log.records.last
    return "now \(geometry.interfaceOrientation) \(describe(geometry.coordinateSpace.bounds)) "
      + "\(scene.traitCollection.horizontalSizeClass)×\(scene.traitCollection.verticalSizeClass)"
      + " after \(last?.vc ?? "-") \(last?.call ?? "-") #\(last?.seq ?? -1)"
  }
}

@Suite("prefersInterfaceOrientationLocked and the window scene delegate")
@MainActor
struct SceneDelegateAndLockTests {
  // MARK: Equivalence with the engine's API

  @Test(
    "prefersInterfaceOrientationLocked and setNeedsUpdateOfPrefersInterfaceOrientationLocked() record as the engine's",
    arguments: [BehaviorProfile.ios17, .ios26])
  func lockEquivalence(profile: BehaviorProfile) throws {
    let app = UIKitHarness(device: .ipad9th, profile: profile)
    let camera = Camera().named("camera")
    try app.launch(camera)
    try app.rotate(to: .landscapeLeft, at: 1)
    try app.perform(at: 2) {
      camera.locked = false
      camera.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
    }
    let facade = try app.records(through: 3)

    let engineCamera = EngineCamera(id: "camera")
    let sim = Simulator(profile: profile, device: .ipad9th, root: engineCamera)
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.advance(to: 2)
    engineCamera.locked = false
    engineCamera.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
    try sim.advance(to: 3)
    expectSame(facade, sim.log.records)
  }

  @Test(
    "a window scene delegate records as app.sceneDelegateGeometry does",
    arguments: [BehaviorProfile.ios8, .ios13, .ios17, .ios26])
  func sceneDelegateEquivalence(profile: BehaviorProfile) throws {
    let app = UIKitHarness(device: .iphone15, profile: profile)
    app.windowScene.delegate = SceneDelegate()
    try app.launch(Configurable("root", supported: .allButUpsideDown))
    try app.rotate(to: .landscapeLeft, at: 1)
    try app.rotate(to: .portrait, at: 2)
    let facade = try app.records(through: 3)

    let sim = Simulator(
      profile: profile, device: .iphone15, app: AppDescription(sceneDelegateGeometry: true),
      root: engineVC("root", supported: .allButUpsideDown))
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.deviceOrientationChanged(.portrait, at: 2)
    try sim.advance(to: 3)
    expectSame(facade, sim.log.records)
    #expect(
      facade.filter { $0.vc == Simulator.sceneID }.count
        == (profile.sceneGeometryCallback == .none ? 0 : 2))
  }

  // MARK: The orientation lock

  @Test("an overridden prefersInterfaceOrientationLocked holds an iPad's interface under ios26")
  func lockHoldsUnderIOS26() throws {
    let app = UIKitHarness(device: .ipad9th, profile: .ios26)
    let camera = Camera().named("camera")
    try app.launch(camera)
    #expect(app.windowScene.effectiveGeometry.isInterfaceOrientationLocked)
    let launched = try app.records().count
    try app.rotate(to: .landscapeLeft, at: 1)
    // Locked, a device change does nothing and asks nothing (SPEC §3.5).
    expectRecords(
      Array(try app.records(through: 2).dropFirst(launched)),
      ["(device) orientationDidChange {orientation: landscapeLeft}"])
    #expect(app.windowScene.interfaceOrientation == .portrait)
    #expect(camera.asked > 0)

    // The preference changes: the decision runs once with the current device orientation.
    let held = try app.records().count
    try app.perform(at: 2) {
      camera.locked = false
      camera.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
    }
    #expect(!app.windowScene.effectiveGeometry.isInterfaceOrientationLocked)
    expectRecords(
      Array(try app.records(through: 3).dropFirst(held)),
      [
        // The iPad keeps its size classes: no trait transition. The state is the one before
        // the change (SPEC §5.2).
        ExpectedRecord(
          "camera viewWillTransition(to:with:) {to: [1080, 810], duration: 0.4, "
            + "targetTransform: 90}  [portrait 810×1080]"),
        "camera viewWillLayoutSubviews()", "camera view.layoutSubviews()",
        "camera viewDidLayoutSubviews()",
      ])
    #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  }

  @Test("prefersInterfaceOrientationLocked is never asked under ios17: the iPad turns")
  func lockIgnoredUnderIOS17() throws {
    let app = UIKitHarness(device: .ipad9th, profile: .ios17)
    let camera = Camera().named("camera")
    try app.launch(camera)
    #expect(!app.windowScene.effectiveGeometry.isInterfaceOrientationLocked)
    try app.rotate(to: .landscapeLeft, at: 1)
    #expect(app.windowScene.interfaceOrientation == .landscapeRight)
    // The method does not exist before iOS 26: a diagnostic, nothing else.
    let turned = try app.records(through: 2).count
    try app.perform(at: 2) { camera.setNeedsUpdateOfPrefersInterfaceOrientationLocked() }
    expectRecords(Array(try app.records().dropFirst(turned)), ["camera ! unavailable"])
    #expect(camera.asked == 0)
  }

  // MARK: The scene delegate

  @Test(
    "the scene delegate's callback runs at its record: after the alongside blocks, before the completions",
    arguments: [BehaviorProfile.ios17, .ios26])
  func sceneDelegateOrder(profile: BehaviorProfile) throws {
    var events: [String] = []
    let app = UIKitHarness(device: .iphone15, profile: profile)
    let delegate = SceneDelegate()
    delegate.harness = app
    delegate.log = { events.append($0) }
    app.windowScene.delegate = delegate
    let root = Blocks().named("root")
    root.log = { events.append($0) }
    try app.launch(root)
    #expect(events.isEmpty)
    let launched = try app.records().count
    try app.rotate(to: .landscapeLeft, at: 1)
    try app.advance(to: 2)
    let records = Array(try app.records().dropFirst(launched))
    let scene = try #require(records.first { $0.vc == Simulator.sceneID })
    let delegateCall: String
    if profile.sceneGeometryCallback == .effectiveGeometry {
      #expect(scene.call == "windowScene(_:didUpdateEffectiveGeometry:)")
      delegateCall =
        "didUpdateEffectiveGeometry from portrait 0,0 393×852 locked=false; "
        + "now landscapeRight 0,0 852×393 compact×compact after (scene) "
        + "windowScene(_:didUpdateEffectiveGeometry:) #\(scene.seq)"
    } else {
      #expect(scene.call == "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)")
      delegateCall =
        "didUpdate from portrait 0,0 393×852 compact×regular phone; "
        + "now landscapeRight 0,0 852×393 compact×compact after (scene) "
        + "windowScene(_:didUpdate:interfaceOrientation:traitCollection:) #\(scene.seq)"
    }
    #expect(events == ["alongside", delegateCall, "completion"])
    let sceneLine =
      "(scene) \(scene.call) {previousInterfaceOrientation: portrait, previousSize: [393, 852]"
      + (profile.sceneGeometryCallback == .effectiveGeometry
        ? ", previousInterfaceOrientationLocked: false}" : "}")
    expectRecords(
      records, where: .callbacks.excluding(calls: ["view.layoutSubviews()"]),
      [
        "root willTransition(to:with:)", "root viewWillTransition(to:with:)",
        "root viewSafeAreaInsetsDidChange()", "root traitCollectionDidChange(_:)",
        "root viewWillLayoutSubviews()", "root viewDidLayoutSubviews()",
        ExpectedRecord(stringLiteral: sceneLine),
      ])
  }

  @Test("a scene delegate set after launch is not modelled")
  func sceneDelegateAfterLaunch() throws {
    let app = UIKitHarness(profile: .ios26)
    try app.launch(Configurable("root"))
    app.windowScene.delegate = SceneDelegate()
    #expect(throws: OrientationError.self) { try app.advance(to: 1) }
  }
}

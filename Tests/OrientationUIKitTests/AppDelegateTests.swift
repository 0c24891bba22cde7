import OrientationTesting
import OrientationUIKit
import Testing

/// An app delegate with the orientation-lock idiom: the app mask is whatever the view controller
/// on screen asks for (SPEC §3.1 item 2), kept in a static property as apps do.
private final class LockingAppDelegate: UIResponder, UIApplicationDelegate {
  static var orientationLock: UIInterfaceOrientationMask = .portrait

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask { Self.orientationLock }
}

/// A player that unlocks landscape while it is on screen, and asks UIKit to look again with the
/// API of its iOS version.
private final class LockedPlayer: UIViewController {
  var usesIOS16API = false
  private(set) var statusBarOrientations: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    LockingAppDelegate.orientationLock = .allButUpsideDown
    updateOrientations()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    LockingAppDelegate.orientationLock = .portrait
    updateOrientations()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    statusBarOrientations.append("\(UIApplication.shared.statusBarOrientation)")
  }

  private func updateOrientations() {
    if usesIOS16API {
      setNeedsUpdateOfSupportedInterfaceOrientations()
    } else {
      UIViewController.attemptRotationToDeviceOrientation()
    }
  }
}

@Suite("UIApplication and its delegate")
@MainActor
struct AppDelegateTests {
  @Test(
    "the app delegate's orientation lock, set in viewWillAppear and reset in viewWillDisappear",
    arguments: [BehaviorProfile.ios13, .ios16])
  func orientationLock(profile: BehaviorProfile) throws {
    let app = UIKitHarness(device: .iphone15, profile: profile)
    LockingAppDelegate.orientationLock = .portrait
    UIApplication.shared.delegate = LockingAppDelegate()
    let nav = UINavigationController(rootViewController: Configurable("list")).named("nav")
    try app.launch(nav)
    let launched = try app.records().count

    // Portrait-locked: the device turns, the app delegate says no (SPEC §3.2: the app mask's
    // source is asked after the decider, `vc` (app)).
    let autorotate: [ExpectedRecord] =
      profile.honorsShouldAutorotate ? ["nav ? shouldAutorotate -> true"] : []
    try app.rotate(to: .landscapeLeft, at: 1)
    expectRecords(
      Array(try app.records().dropFirst(launched)),
      ["1.000 (device) orientationDidChange {orientation: landscapeLeft}"] + autorotate + [
        "nav ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
        "(app) ? application(_:supportedInterfaceOrientationsFor:) -> [portrait]",
      ])

    // The player unlocks landscape in viewWillAppear and asks UIKit to look again: the
    // interface turns to the device, inside the push's will phase.
    let player = LockedPlayer().named("player")
    player.usesIOS16API = profile.hasGeometryRequests
    let turned = try app.records().count
    try app.perform(at: 2) { nav.pushViewController(player, animated: false) }
    expectRecords(
      Array(try app.records().dropFirst(turned)),
      where: .all.excluding(calls: ["view.layoutSubviews()"]),
      [
        "2.000 player willMove(toParent:) {toParent: nav}", "player viewDidLoad()",
        "list viewWillDisappear(_:) {animated: false}",
        "player viewWillAppear(_:) {animated: false}  [portrait 393×852 movingToParent]",
      ] + autorotate + [
        "nav ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
        ExpectedRecord(
          "(app) ? application(_:supportedInterfaceOrientationsFor:) -> "
            + "[portrait, landscapeRight, landscapeLeft]"),
        "nav willTransition(to:with:) {to: {horizontal: compact, vertical: compact}, duration: 0.3}",
        "player willTransition(to:with:)",
        "nav viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: 90}",
        "player viewWillTransition(to:with:)", "nav traitCollectionDidChange(_:)",
        "player traitCollectionDidChange(_:)", "nav viewSafeAreaInsetsDidChange()",
        "player viewSafeAreaInsetsDidChange()", "nav viewWillLayoutSubviews()",
        "nav viewDidLayoutSubviews()", "player viewWillLayoutSubviews()",
        "player viewDidLayoutSubviews()",
        "player viewIsAppearing(_:) {animated: false}  [landscapeRight 852×393 movingToParent]",
        "player viewWillLayoutSubviews()", "player viewDidLayoutSubviews()",
        "list viewDidDisappear(_:) {animated: false}",
        "player viewDidAppear(_:) {animated: false}  [landscapeRight 852×393 movingToParent]",
        "player didMove(toParent:) {toParent: nav}",
      ])
    // UIApplication.statusBarOrientation is still the old orientation in viewWillTransition.
    #expect(player.statusBarOrientations == ["portrait"])
    #expect(app.application.statusBarOrientation == .landscapeRight)

    // The pop: viewWillDisappear locks portrait again. attemptRotationToDeviceOrientation()
    // (ios13) turns only to the device orientation, which is not allowed: the interface stays
    // in landscape. setNeedsUpdateOfSupportedInterfaceOrientations() (ios16) turns to the first
    // allowed orientation (SPEC §3.3). The list's own records (its appearance) are left out.
    try app.advance(to: 3)
    let pushed = try app.records().count
    try app.perform(at: 3) { nav.popViewController(animated: false) }
    let back: [ExpectedRecord] =
      profile.hasGeometryRequests
      ? [
        "nav willTransition(to:with:) {to: {horizontal: compact, vertical: regular}, duration: 0.3}",
        "nav viewWillTransition(to:with:) {to: [393, 852], duration: 0.3, targetTransform: -90}",
        "nav traitCollectionDidChange(_:)", "nav viewSafeAreaInsetsDidChange()",
        "nav viewWillLayoutSubviews()", "nav viewDidLayoutSubviews()",
      ] : []
    expectRecords(
      try app.records().dropFirst(pushed).filter { $0.vc != "list" },
      where: .all.excluding(calls: ["view.layoutSubviews()"]),
      [
        "3.000 player willMove(toParent:) {toParent: nil}",
        "player viewWillDisappear(_:) {animated: false}  [landscapeRight 852×393 movingFromParent]",
      ] + autorotate + [
        "nav ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
        "(app) ? application(_:supportedInterfaceOrientationsFor:) -> [portrait]",
      ] + back + [
        "player viewDidDisappear(_:) {animated: false}  [movingFromParent]",
        "player didMove(toParent:) {toParent: nil}",
      ])
    try app.advance(to: 4)
    #expect(
      app.windowScene.interfaceOrientation
        == (profile.hasGeometryRequests ? .portrait : .landscapeRight))
    #expect(LockingAppDelegate.orientationLock == .portrait)
  }

  @Test("an app delegate that does not implement supportedInterfaceOrientationsFor is never asked")
  func unimplementedMaskIsNotAsked() throws {
    final class PlainDelegate: UIResponder, UIApplicationDelegate {}
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    UIApplication.shared.delegate = PlainDelegate()
    try app.launch(Configurable("root"))
    try app.rotate(to: .landscapeLeft, at: 1)
    let facade = try app.records(through: 2)

    let sim = Simulator(profile: .ios16, device: .iphone15, root: engineVC("root"))
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.advance(to: 2)
    expectSame(facade, sim.log.records)
    #expect(app.application.delegate is PlainDelegate)
  }

  @Test(
    "supportedInterfaceOrientations(for:) is the Info.plist mask or the idiom's default",
    arguments: [
      (DeviceProfile.iphone15, nil, InterfaceOrientationMask.allButUpsideDown),
      (.ipad9th, nil, .all), (.iphone15, .portrait, .portrait),
    ] as [(DeviceProfile, InterfaceOrientationMask?, InterfaceOrientationMask)])
  func defaultMask(
    device: DeviceProfile, list: InterfaceOrientationMask?, expected: InterfaceOrientationMask
  ) throws {
    let app = UIKitHarness(device: device, app: AppDescription(supportedOrientations: list))
    final class LandscapeDelegate: UIResponder, UIApplicationDelegate {
      func application(
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
      ) -> UIInterfaceOrientationMask { .landscapeLeft }
    }
    app.application.delegate = LandscapeDelegate()
    #expect(app.application.supportedInterfaceOrientations(for: nil) == expected)
    try app.launch(Configurable("root"))
    #expect(app.application.supportedInterfaceOrientations(for: app.window) == expected)
  }

  @Test(
    "statusBarOrientation is the old orientation in willRotate and the new one in didRotate (ios7)")
  func statusBarOrientationInLegacyRotation() throws {
    final class Counter: UIViewController {
      var seen: [String] = []
      override func willRotate(
        to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
      ) {
        seen.append("willRotate \(UIApplication.shared.statusBarOrientation)")
      }
      override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        seen.append("didRotate \(UIApplication.shared.statusBarOrientation)")
      }
    }
    let app = UIKitHarness(device: .iphone15, profile: .ios7)
    let root = Counter().named("root")
    try app.launch(root)
    try app.rotate(to: .landscapeLeft, at: 1)
    try app.advance(to: 2)
    #expect(root.seen == ["willRotate portrait", "didRotate landscapeRight"])
  }
}

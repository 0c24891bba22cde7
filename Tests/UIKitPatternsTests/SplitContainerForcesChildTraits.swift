import Testing

// A navigation container that asks for a regular width for its children in landscape, the
// pre-iOS 17 way (`overrideTraitCollection(forChild:)`), and a scene delegate that restores
// its state from the activity it was given.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class RegularWidthNavigationController: UINavigationController {
  override func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    guard view.bounds.width > view.bounds.height else {
      return super.overrideTraitCollection(forChild: childViewController)
    }
    return UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(verticalSizeClass: .compact),
    ])
  }
}

final class RestoringSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let detail = UIViewController()
  private(set) var restoredFrom: NSUserActivity?
  private(set) var openedFrom: String?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    restoredFrom = connectionOptions.userActivities.first ?? session.stateRestorationActivity
    openedFrom = connectionOptions.urlContexts.first?.options.sourceApplication
    scene.userActivity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = RegularWidthNavigationController(rootViewController: detail)
    window.makeKeyAndVisible()
    self.window = window
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }
}

@MainActor
@Test func containerOverrideIsAnsweredButTheChildKeepsItsSizesTraits() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let scene = RestoringSceneDelegate()
  try app.launch(sceneDelegate: scene)
  #expect(scene.restoredFrom == nil)
  #expect(scene.openedFrom == nil)
  #expect(
    scene.stateRestorationActivity(for: app.windowScene)?.activityType
      == "NSUserActivityTypeBrowsingWeb")
  let navigation = try #require(
    scene.window?.rootViewController as? RegularWidthNavigationController)
  #expect(navigation.overrideTraitCollection(forChild: scene.detail) == nil)

  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(
    navigation.overrideTraitCollection(forChild: scene.detail)?.horizontalSizeClass == .regular)
  // Overriding a child's traits is not modelled: the child keeps the traits of its size.
  #expect(scene.detail.traitCollection.horizontalSizeClass == .compact)
  #expect(scene.detail.traitCollection.verticalSizeClass == .compact)
}

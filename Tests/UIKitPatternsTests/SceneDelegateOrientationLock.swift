import Testing

// iOS 27: the window scene delegate answers the scene's orientations; a screen changes its lock
// and asks UIKit to read it again.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LockingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var orientationLock: UIInterfaceOrientationMask = .portrait

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = MapScreenViewController()
    window.makeKeyAndVisible()
    self.window = window
  }

  func supportedInterfaceOrientations(for windowScene: UIWindowScene)
    -> UIInterfaceOrientationMask
  {
    orientationLock
  }
}

final class MapScreenViewController: UIViewController {
  func allowLandscape(_ allowed: Bool) {
    guard let sceneDelegate = view.window?.windowScene?.delegate as? LockingSceneDelegate else {
      return
    }
    sceneDelegate.orientationLock = allowed ? .allButUpsideDown : .portrait
    setNeedsUpdateOfSupportedInterfaceOrientations()
  }
}

@MainActor
@Test func sceneDelegateLockFollowsTheScreensChoice() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27, orientation: .landscapeLeft)
  let sceneDelegate = LockingSceneDelegate()
  try app.launch(sceneDelegate: sceneDelegate)
  #expect(app.windowScene.interfaceOrientation == .portrait)
  let map = try #require(sceneDelegate.window?.rootViewController as? MapScreenViewController)
  try app.perform(at: 1) { map.allowLandscape(true) }
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  try app.perform(at: 3) { map.allowLandscape(false) }
  try app.advance(to: 4)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

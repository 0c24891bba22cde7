import Testing

// iOS 16: a static orientation lock whose didSet asks every window scene for a geometry update
// and tells the root view controller its orientations changed.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class GeometryLockAppDelegate: UIResponder, UIApplicationDelegate {
  static var orientationLock = UIInterfaceOrientationMask.portrait {
    didSet {
      for case let windowScene as UIWindowScene in UIApplication.shared.connectedScenes {
        windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: orientationLock))
        windowScene.keyWindow?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations()
      }
    }
  }

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    Self.orientationLock
  }
}

final class FullScreenToggleViewController: UIViewController {
  func enterFullScreen() { GeometryLockAppDelegate.orientationLock = .landscape }
  func leaveFullScreen() { GeometryLockAppDelegate.orientationLock = .portrait }
}

@MainActor
@Test func lockDidSetTurnsTheSceneWithoutTheDevice() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  GeometryLockAppDelegate.orientationLock = .portrait
  UIApplication.shared.delegate = GeometryLockAppDelegate()
  let screen = FullScreenToggleViewController()
  try app.launch(screen)
  try app.perform(at: 1) { screen.enterFullScreen() }
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation.isLandscape)
  try app.perform(at: 3) { screen.leaveFullScreen() }
  try app.advance(to: 4)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

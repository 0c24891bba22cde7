import Testing

// A tab bar controller subclass that asks its selected tab.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ForwardingTabBarController: UITabBarController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    selectedViewController?.supportedInterfaceOrientations ?? .portrait
  }
}

final class MapTabViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

final class SettingsTabViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

@MainActor
@Test func selectedTabDecidesTheOrientation() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let tabs = ForwardingTabBarController()
  tabs.viewControllers = [SettingsTabViewController(), MapTabViewController()]
  try app.launch(tabs)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .portrait)
  try app.perform(at: 3) { tabs.selectedIndex = 1 }
  try app.perform(at: 4) { UIViewController.attemptRotationToDeviceOrientation() }
  try app.advance(to: 5)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
}

import Testing

// A navigation controller subclass that lets its top view controller decide.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ForwardingNavigationController: UINavigationController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    topViewController?.supportedInterfaceOrientations ?? .portrait
  }
}

final class PortraitFormViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

@MainActor
@Test func portraitTopViewControllerKeepsTheInterfaceUpright() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  try app.launch(ForwardingNavigationController(rootViewController: PortraitFormViewController()))
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

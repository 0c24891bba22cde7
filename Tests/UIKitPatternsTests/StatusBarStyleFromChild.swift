import Testing

// A navigation controller that lets its top view controller choose the status bar style.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class StyledNavigationController: UINavigationController {
  override var childForStatusBarStyle: UIViewController? { topViewController }
  override var childForStatusBarHidden: UIViewController? { topViewController }
}

final class DarkHeaderViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
}

@MainActor
@Test func topViewControllerChoosesTheStyle() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let header = DarkHeaderViewController()
  try app.launch(StyledNavigationController(rootViewController: header))
  #expect(app.statusBarStyle == .lightContent)
  #expect(header.preferredStatusBarUpdateAnimation == .slide)
}

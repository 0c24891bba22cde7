import Testing

// A custom header placed below the status bar, whose height the layout reads from the app's
// window scene's status bar manager; an iPhone hides the status bar in landscape.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class StatusBarHeaderViewController: UIViewController {
  let header = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(header)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    let statusBarHeight = windowScene?.statusBarManager?.statusBarFrame.height ?? 0
    header.frame = CGRect(x: 0, y: statusBarHeight, width: view.bounds.width, height: 44)
  }
}

@MainActor
@Test func headerMovesUpWhenTheStatusBarHidesInLandscape() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios17)
  let screen = StatusBarHeaderViewController()
  try app.launch(screen)
  try app.advance(to: 1)
  #expect(screen.header.frame == CGRect(x: 0, y: 54, width: 393, height: 44))
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.statusBarManager?.isStatusBarHidden == true)
  #expect(screen.header.frame == CGRect(x: 0, y: 0, width: 852, height: 44))
  try app.rotate(to: .portrait, at: 3)
  try app.advance(to: 4)
  #expect(app.windowScene.statusBarManager?.statusBarFrame.height == 54)
  #expect(screen.header.frame.minY == 54)
}

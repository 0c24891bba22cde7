import Testing

// A video player presented full screen, landscape only, status bar and home indicator hidden.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LandscapePlayerViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    .landscapeRight
  }
  override var prefersStatusBarHidden: Bool { true }
  override var prefersHomeIndicatorAutoHidden: Bool { true }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
  }
}

@MainActor
@Test func playerPresentedFullScreenTurnsLandscapeAndHidesTheStatusBar() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let feed = UIViewController()
  try app.launch(feed)
  #expect(!app.statusBarHidden)
  let player = LandscapePlayerViewController()
  player.modalPresentationStyle = .fullScreen
  try app.perform(at: 1) { feed.present(player, animated: false) }
  try app.advance(to: 3)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  #expect(app.statusBarHidden)
  #expect(app.homeIndicatorAutoHidden)
  #expect(player.view.backgroundColor == .black)
}

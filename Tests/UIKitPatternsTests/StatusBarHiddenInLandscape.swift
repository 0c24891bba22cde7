import Testing

// A reader that hides the status bar in landscape and asks for an appearance update.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ImmersiveReaderViewController: UIViewController {
  private var hidesStatusBar = false
  override var prefersStatusBarHidden: Bool { hidesStatusBar }
  override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.hidesStatusBar = size.width > size.height
      self.setNeedsStatusBarAppearanceUpdate()
    })
  }
}

@MainActor
@Test func statusBarHidesInLandscapeAndReturnsInPortrait() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let reader = ImmersiveReaderViewController()
  try app.launch(reader)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.statusBarHidden)
  try app.rotate(to: .portrait, at: 3)
  try app.advance(to: 4)
  #expect(!app.statusBarHidden)
  #expect(reader.statusBarAppearanceUpdateCount == 2)
}

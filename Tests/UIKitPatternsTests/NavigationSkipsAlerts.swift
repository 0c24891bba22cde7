import Testing

// A navigation controller that forwards its visible view controller's orientations but skips
// alerts (`isKind(of: UIAlertController.self)`): an alert asks back the view controller below
// it, so forwarding to it would never end.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class AlertAwareNavigationController: UINavigationController {
  override var shouldAutorotate: Bool {
    visibleViewController?.shouldAutorotate ?? super.shouldAutorotate
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    if visibleViewController?.isKind(of: UIAlertController.self) == true {
      return super.supportedInterfaceOrientations
    }
    return visibleViewController?.supportedInterfaceOrientations
      ?? super.supportedInterfaceOrientations
  }
}

final class LandscapeScoreboardViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeRight }

  func confirmReset() {
    let alert = UIAlertController(
      title: "Reset?", message: "The scores will be lost.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(alert, animated: false)
  }
}

@MainActor
@Test func alertOverForwardingNavigationFallsBackToTheDefaultMask() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let scoreboard = LandscapeScoreboardViewController()
  let navigation = AlertAwareNavigationController(rootViewController: scoreboard)
  try app.launch(navigation)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  #expect(navigation.supportedInterfaceOrientations == .landscapeRight)

  try app.perform(at: 1) { scoreboard.confirmReset() }
  #expect(navigation.visibleViewController is UIAlertController)
  #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
  try app.rotate(to: .portrait, at: 2)
  try app.advance(to: 3)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

import AVKit
import Testing

// A clip player that forces landscape with the key-path form of the orientation hack, unless its
// video is taller than wide.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ClipPlayerViewController: AVPlayerViewController {
  var isPortraitVideo: Bool { videoBounds.height > videoBounds.width }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  func enterFullScreen() {
    guard !isPortraitVideo else { return }
    UIDevice.current.setValue(
      UIInterfaceOrientation.landscapeRight.rawValue, forKeyPath: "orientation")
    UIViewController.attemptRotationToDeviceOrientation()
  }
}

@MainActor
@Test(arguments: [13, 16])
func keyPathHackTurnsTheDeviceBeforeIOS16Only(version: Int) throws {
  let app = UIKitHarness(device: .iphone15, profile: version == 13 ? .ios13 : .ios16)
  let player = ClipPlayerViewController()
  try app.launch(player)
  #expect(player.videoBounds == .zero)
  try app.perform(at: 1) { player.enterFullScreen() }
  try app.advance(to: 2)
  let expected: UIInterfaceOrientation = version < 16 ? .landscapeRight : .portrait
  #expect(app.windowScene.interfaceOrientation == expected)
}

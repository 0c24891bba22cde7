import AVFoundation
import Testing

// A player screen in a file that imports AVFoundation (and, through it, Core Image) beside
// UIKit. Its full-screen button widens the lock and leaves the rest to the main queue's next
// turn: the orientation update through `OperationQueue.main`, playback through `RunLoop.main`.
// The face's main-queue calls must still be the ones this file finds, so that the work runs at
// the end of the turn rather than on a Foundation queue nothing drains.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class FullScreenButtonPlayerViewController: UIViewController {
  let player = AVPlayer()
  var lock: UIInterfaceOrientationMask = .portrait

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lock }

  func fullScreenTapped() {
    lock = .landscape
    OperationQueue.main.addOperation { [weak self] in
      MainActor.assumeIsolated { self?.setNeedsUpdateOfSupportedInterfaceOrientations() }
    }
    RunLoop.main.perform { [player] in
      MainActor.assumeIsolated { player.play() }
    }
  }
}

@MainActor
@Test func aPlayerFileWithAVFoundationStillDefersToTheFacesMainQueue() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let screen = FullScreenButtonPlayerViewController()
  try app.launch(screen)
  try app.perform(at: 0.5) { screen.fullScreenTapped() }
  #expect(screen.player.rate == 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation.isLandscape)
}

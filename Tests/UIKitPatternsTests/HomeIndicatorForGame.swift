import Testing

// A game that hides the home indicator and defers the bottom edge.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class GameViewController: UIViewController {
  var playing = false {
    didSet {
      setNeedsUpdateOfHomeIndicatorAutoHidden()
      setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }
  }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  override var prefersHomeIndicatorAutoHidden: Bool { playing }
  override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
    playing ? .bottom : []
  }
}

@MainActor
@Test func homeIndicatorHidesWhilePlaying() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16, orientation: .landscapeLeft)
  let game = GameViewController()
  try app.launch(game)
  #expect(!app.homeIndicatorAutoHidden)
  try app.perform(at: 1) { game.playing = true }
  #expect(app.homeIndicatorAutoHidden)
  #expect(game.homeIndicatorUpdateCount == 1)
  #expect(game.preferredScreenEdgesDeferringSystemGestures == .bottom)
}

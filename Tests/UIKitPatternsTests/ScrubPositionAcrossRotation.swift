import AVFoundation
import Testing

// A player screen keeps its scrub position through a rotation: it notes the current time when
// the size changes and seeks back to it, exactly, when the transition ends; it asks the asset
// whether "playable" is loaded before enabling its controls.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ScrubbingPlayerViewController: UIViewController {
  let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/match.mov"))
  private(set) var controlsEnabled = false
  private(set) var heldTime = CMTime.invalid
  private(set) var previewSize = CMVideoDimensions(width: 0, height: 0)

  override func viewDidLoad() {
    super.viewDidLoad()
    guard let asset = player.currentItem?.asset else { return }
    var error: NSError?
    controlsEnabled =
      asset.statusOfValue(forKey: "playable", error: &error) == .loaded && asset.isPlayable
      && !asset.hasProtectedContent
    player.seek(to: CMTimeMakeWithSeconds(42, preferredTimescale: 600))
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    heldTime = player.currentTime()
    previewSize = CMVideoDimensions(width: Int32(size.width), height: Int32(size.height))
    coordinator.animate(alongsideTransition: nil) { _ in
      guard self.heldTime.isNumeric, self.player.currentItem?.error == nil else { return }
      self.player.seek(to: self.heldTime, toleranceBefore: .zero, toleranceAfter: .zero)
    }
  }
}

@MainActor
@Test func scrubPositionSurvivesTheTurn() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let screen = ScrubbingPlayerViewController()
  try app.launch(screen)
  #expect(!screen.controlsEnabled)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(screen.heldTime == CMTime(value: 25_200, timescale: 600))
  #expect(CMTimeGetSeconds(screen.player.currentTime()) == 42)
  #expect(screen.previewSize == CMVideoDimensions(width: 852, height: 393))
  #expect(!CMTime.indefinite.isNumeric)
  #expect(kCMMediaType_Video == 0x7669_6465)
}

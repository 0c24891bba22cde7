import AVFoundation
import Testing

// A landscape player screen keeps its play button's symbol in step with the player through
// key-value observing of `timeControlStatus`, the usual replacement for polling `rate`.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ObservingPlayerViewController: UIViewController {
  let player = AVPlayer(url: URL(fileURLWithPath: "/movies/trailer.mp4"))
  let playButton = UIButton(type: .system)
  private var statusObservation: NSKeyValueObservation?
  private(set) var symbols: [String] = []
  private(set) var oldStatuses: [AVPlayer.TimeControlStatus?] = []

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(playButton)
    statusObservation = player.observe(\.timeControlStatus, options: [.initial, .new, .old]) {
      [weak self] player, change in
      MainActor.assumeIsolated {
        let symbol = change.newValue == .playing ? "pause.fill" : "play.fill"
        self?.symbols.append(symbol)
        self?.oldStatuses.append(change.oldValue)
        self?.playButton.setImage(UIImage(systemName: symbol), for: .normal)
      }
    }
  }

  func togglePlayback() {
    player.timeControlStatus == .playing ? player.pause() : player.play()
  }

  func stopObserving() {
    statusObservation?.invalidate()
  }
}

@MainActor
@Test func playButtonFollowsTheObservedTimeControlStatus() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27, orientation: .landscapeLeft)
  let screen = ObservingPlayerViewController()
  try app.launch(screen)
  #expect(screen.symbols == ["play.fill"])
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)

  try app.perform(at: 1) { screen.togglePlayback() }
  #expect(screen.symbols == ["play.fill", "pause.fill"])
  #expect(screen.oldStatuses == [nil, .paused])
  // Muting or seeking does not change the status: nothing is reported.
  try app.perform(at: 2) {
    screen.player.isMuted = true
    screen.player.seek(to: CMTime(seconds: 30, preferredTimescale: 600))
  }
  #expect(screen.symbols.count == 2)
  try app.perform(at: 3) { screen.togglePlayback() }
  #expect(screen.symbols == ["play.fill", "pause.fill", "play.fill"])

  try app.perform(at: 4) {
    screen.stopObserving()
    screen.togglePlayback()
  }
  #expect(screen.symbols.count == 3)
  #expect(screen.player.timeControlStatus == .playing)
}

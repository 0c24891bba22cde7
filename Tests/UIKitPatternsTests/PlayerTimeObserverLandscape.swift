import AVFoundation
import Testing

// A full-screen player presented in landscape: it sets up the audio session for playback,
// observes the playback time to hide its controls, and removes the observer when it goes.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class TimedPlayerViewController: UIViewController {
  let player: AVPlayer
  let playerLayer = AVPlayerLayer()
  private var timeObserver: Any?

  init(url: URL) {
    player = AVPlayer(playerItem: AVPlayerItem(asset: AVURLAsset(url: url)))
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .fullScreen
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    .landscapeRight
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
    try? AVAudioSession.sharedInstance().setActive(true)
    playerLayer.player = player
    playerLayer.videoGravity = .resizeAspect
    view.layer.addSublayer(playerLayer)
    timeObserver = player.addPeriodicTimeObserver(
      forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main
    ) { time in
      _ = CMTimeGetSeconds(time)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    playerLayer.frame = view.bounds
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    player.play()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    player.pause()
    if let timeObserver { player.removeTimeObserver(timeObserver) }
    timeObserver = nil
  }
}

@MainActor
@Test func landscapePlayerLaysOutItsLayerAndCleansUp() throws {
  let app = UIKitHarness(device: .iphone15)
  let home = UIViewController()
  try app.launch(home)
  let player = TimedPlayerViewController(url: URL(fileURLWithPath: "/movies/trailer.mp4"))
  try app.perform(at: 1) { home.present(player, animated: false) }
  try app.finish()
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  #expect(player.playerLayer.frame.size == CGSize(width: 852, height: 393))
  #expect(player.player.timeControlStatus == .playing)
  #expect(player.player.timeObserverCount == 1)
  #expect(AVAudioSession.sharedInstance().category == .playback)
  try app.perform(at: 2) { player.dismiss(animated: false) }
  try app.finish()
  #expect(player.player.timeObserverCount == 0)
  #expect(player.player.timeControlStatus == .paused)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

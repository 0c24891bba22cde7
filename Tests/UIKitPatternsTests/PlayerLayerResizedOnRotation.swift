import AVFoundation
import Testing

// An inline player whose view keeps its video layer at its bounds in layoutSubviews (matching
// a running bounds animation's timing when there is one), waits for its item through a
// block-based status observation, and loads its asset's duration before making the item.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class VideoSurfaceView: UIView {
  let videoLayer = AVPlayerLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    videoLayer.videoGravity = .resizeAspect
    layer.addSublayer(videoLayer)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    if let running = layer.animation(forKey: "bounds.size") {
      CATransaction.begin()
      CATransaction.setAnimationDuration(running.duration)
      CATransaction.setAnimationTimingFunction(running.timingFunction)
      videoLayer.frame = bounds
      CATransaction.commit()
    } else {
      videoLayer.frame = bounds
    }
  }
}

final class HarbourClipViewController: UIViewController {
  let player = AVPlayer()
  private(set) var statusReports: [AVPlayerItem.Status?] = []
  private(set) var endNotifications = 0
  private(set) var assetLoaded = false
  private var statusObservation: NSKeyValueObservation?
  private var endObserver: (any NSObjectProtocol)?

  var surface: VideoSurfaceView { view as! VideoSurfaceView }

  override func loadView() { view = VideoSurfaceView(frame: .zero) }

  override func viewDidLoad() {
    super.viewDidLoad()
    surface.videoLayer.player = player
    let asset = AVURLAsset(url: URL(fileURLWithPath: "/clips/harbour.mov"))
    asset.loadValuesAsynchronously(forKeys: ["duration"]) {
      DispatchQueue.main.async { [weak self] in self?.assetDidLoad(asset) }
    }
  }

  private func assetDidLoad(_ asset: AVURLAsset) {
    assetLoaded = true
    let item = AVPlayerItem(asset: asset)
    statusObservation = item.observe(\.status, options: [.initial, .new]) {
      [weak self] _, change in
      self?.statusReports.append(change.newValue)
    }
    endObserver = NotificationCenter.default.addObserver(
      forName: AVPlayerItem.didPlayToEndTimeNotification, object: item, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.endNotifications += 1 }
    }
    player.replaceCurrentItem(with: item)
    player.play()
  }
}

@MainActor
@Test func theVideoLayerFollowsTheViewThroughARotation() throws {
  let app = UIKitHarness(device: .iphone15)
  let player = HarbourClipViewController()
  try app.launch(player)
  #expect(player.assetLoaded)
  #expect(player.surface.videoLayer.frame.size == CGSize(width: 393, height: 852))

  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(player.surface.videoLayer.frame.size == CGSize(width: 852, height: 393))

  // Nothing loads or plays: the observation reports the item's status once, for .initial, and
  // the item's duration stays unknown.
  #expect(player.statusReports == [.unknown])
  #expect(player.player.currentItem?.duration.isIndefinite == true)
  #expect(player.endNotifications == 0)
  #expect(player.player.timeControlStatus == .playing)
}

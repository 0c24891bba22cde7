import AVKit
import Testing

// A looping full-screen player: a queue player and a looper, a thumbnail strip made by an image
// generator that applies the track's preferred transform (so portrait videos come out upright),
// picture in picture where the device supports it, and an AirPlay button pinned to the top
// right corner by its autoresizing mask.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LoopingPlayerViewController: AVPlayerViewController,
  AVPictureInPictureControllerDelegate
{
  let queue = AVQueuePlayer()
  let route = AVRoutePickerView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
  private(set) var looper: AVPlayerLooper?
  private(set) var pip: AVPictureInPictureController?
  private(set) var thumbnailFailures: [AVAssetImageGenerator.Result] = []
  private(set) var generator: AVAssetImageGenerator?

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  override func viewDidLoad() {
    super.viewDidLoad()
    let item = AVPlayerItem(url: URL(string: "https://example.com/loop.mp4")!)
    item.preferredForwardBufferDuration = 4
    looper = AVPlayerLooper(player: queue, templateItem: item)
    player = queue
    updatesNowPlayingInfoCenter = false
    route.frame.origin = CGPoint(x: view.bounds.width - 60, y: 16)
    route.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
    route.prioritizesVideoDevices = true
    view.addSubview(route)
    if AVPictureInPictureController.isPictureInPictureSupported() {
      pip = AVPictureInPictureController(playerLayer: AVPlayerLayer(player: queue))
      pip?.delegate = self
    }
  }

  func makeThumbnails(of asset: AVAsset) {
    let generator = AVAssetImageGenerator(asset: asset)
    generator.appliesPreferredTrackTransform = true
    generator.maximumSize = CGSize(width: 160, height: 160)
    let times = [0.0, 1.0, 2.0].map { NSValue(time: CMTime(seconds: $0, preferredTimescale: 600)) }
    generator.generateCGImagesAsynchronously(forTimes: times) {
      [weak self] _, image, _, result, _ in
      guard image == nil else { return }
      MainActor.assumeIsolated { self?.thumbnailFailures.append(result) }
    }
    self.generator = generator
  }
}

@MainActor
@Test func aLoopingPlayerQueuesAReplicaAndItsThumbnailsFail() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let screen = LoopingPlayerViewController()
  try app.launch(screen)
  let replica = try #require(screen.looper?.loopingPlayerItems.first)
  #expect(screen.queue.items().count == 1 && screen.queue.currentItem === replica)
  #expect(screen.looper?.status == .ready && screen.looper?.loopCount == 0)
  #expect(screen.pip == nil)
  #expect(screen.route.frame == CGRect(x: 333, y: 16, width: 44, height: 44))

  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(screen.route.frame == CGRect(x: 792, y: 16, width: 44, height: 44))

  try app.perform(at: 3) { screen.makeThumbnails(of: replica.asset) }
  #expect(screen.thumbnailFailures == [.failed, .failed, .failed])
  #expect(screen.generator?.appliesPreferredTrackTransform == true)
  #expect(throws: AVError.self) {
    try AVAssetImageGenerator(asset: replica.asset).copyCGImage(at: .zero, actualTime: nil)
  }
  #expect(NSValue(time: CMTime(seconds: 2, preferredTimescale: 600)).timeValue.seconds == 2)

  screen.looper?.disableLooping()
  #expect(screen.queue.items().isEmpty && screen.queue.currentItem == nil)
  #expect(screen.looper?.status == .cancelled)
}

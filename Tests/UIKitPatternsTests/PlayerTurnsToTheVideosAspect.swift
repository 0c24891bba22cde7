import AVFoundation
import Testing

// A player that turns the interface to its video's aspect: it reads the video track's size
// through its transform (no track is ever read here, so it keeps portrait), serves a custom
// scheme through a resource loader, pulls frames from a video output on a display link, ticks
// its slider every half second, and opens files the user picked as security-scoped resources.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class SchemeLoader: AVAssetResourceLoaderDelegate {
  func resourceLoader(
    _ resourceLoader: AVAssetResourceLoader,
    shouldWaitForLoadingOfRequestedResource loadingRequest: AVAssetResourceLoadingRequest
  ) -> Bool { true }
}

final class MarginCountingView: UIView {
  private(set) var changes = 0
  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    changes += 1
  }
}

final class AspectPlayerViewController: UIViewController {
  let player = AVPlayer()
  let slider = UISlider()
  let loader = SchemeLoader()
  private(set) var videoOutput: AVPlayerItemVideoOutput?
  private(set) var wantsLandscape = false
  private(set) var marginChanges = 0
  private(set) var openedScoped = false

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    wantsLandscape ? .landscape : .portrait
  }

  func open(_ url: URL) {
    openedScoped = url.startAccessingSecurityScopedResource()
    defer { if openedScoped { url.stopAccessingSecurityScopedResource() } }
    let asset = AVURLAsset(url: url)
    asset.resourceLoader.setDelegate(loader, queue: DispatchQueue(label: "loader"))
    if let track = asset.tracks(withMediaType: .video).first {
      let size = track.naturalSize.applying(track.preferredTransform)
      wantsLandscape = abs(size.width) > abs(size.height)
    }
    let item = AVPlayerItem(asset: asset)
    let output = AVPlayerItemVideoOutput(pixelBufferAttributes: [
      kCVPixelBufferPixelFormatTypeKey as String: Int(kCVPixelFormatType_32BGRA)
    ])
    item.add(output)
    videoOutput = output
    player.replaceCurrentItem(with: item)
    slider.thumbTintColor = .white
    _ = CMTime(seconds: 0.5, preferredTimescale: CMTimeScale(NSEC_PER_SEC))
  }

  func frameIsReady(at time: CMTime) -> Bool {
    guard let output = videoOutput, output.hasNewPixelBuffer(forItemTime: time) else {
      return false
    }
    return output.copyPixelBuffer(forItemTime: time, itemTimeForDisplay: nil) != nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(slider)
    slider.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 20)
  }

  override func viewLayoutMarginsDidChange() {
    super.viewLayoutMarginsDidChange()
    marginChanges += 1
  }
}

@MainActor
@Test func aPlayerThatReadsNoTrackKeepsPortraitAndGetsNoFrames() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let screen = AspectPlayerViewController()
  try app.launch(screen)
  try app.perform(at: 1) {
    screen.open(URL(string: "webdav://example.com/clip.mp4")!)
  }
  #expect(!screen.wantsLandscape && !screen.openedScoped)
  let item = try #require(screen.player.currentItem)
  #expect(item.outputs.count == 1 && item.outputs.first === screen.videoOutput)
  #expect((item.asset as? AVURLAsset)?.resourceLoader.delegate === screen.loader)
  #expect(!screen.frameIsReady(at: CMTime(seconds: 1, preferredTimescale: 600)))
  #expect(screen.slider.thumbTintColor == .white)
  #expect(NSEC_PER_SEC == 1_000_000_000)
  // Margins UIKit would derive are not modelled: the view controller hears of none.
  try app.rotate(to: .landscapeLeft, at: 2)
  try app.advance(to: 3)
  #expect(screen.marginChanges == 0)
  // A view hears of the margins its app sets, once per new value.
  let bar = MarginCountingView()
  bar.layoutMargins = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
  bar.layoutMargins = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
  bar.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
  #expect(bar.changes == 2)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

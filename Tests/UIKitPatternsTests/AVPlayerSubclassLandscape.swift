import AVKit
import Testing

// A full-screen player subclassing AVKit's player view controller to force landscape, presented
// from a portrait-only list, its player started in the presentation's completion.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LandscapeMoviePlayerController: AVPlayerViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    .landscapeRight
  }
}

final class TrailerListViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  func playTrailer(_ url: URL) {
    let player = AVPlayer(url: url)
    let controller = LandscapeMoviePlayerController()
    controller.player = player
    controller.videoGravity = .resizeAspectFill
    controller.modalPresentationStyle = .fullScreen
    present(controller, animated: true) { player.play() }
  }
}

@MainActor
@Test func trailerPlaysInLandscapeAndTheListComesBackInPortrait() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let list = TrailerListViewController()
  try app.launch(list)
  try app.perform(at: 1) { list.playTrailer(URL(string: "https://example.com/trailer.m3u8")!) }
  try app.advance(to: 2)
  let player = try #require(list.presentedViewController as? LandscapeMoviePlayerController)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  #expect(player.player?.rate == 1)
  #expect(player.player?.currentItem?.url?.lastPathComponent == "trailer.m3u8")
  try app.perform(at: 3) { player.dismiss(animated: true) }
  try app.advance(to: 4)
  #expect(list.presentedViewController == nil)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

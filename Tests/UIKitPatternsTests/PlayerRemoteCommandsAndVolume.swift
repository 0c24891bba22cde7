import AVFoundation
import MediaPlayer
import Testing

// A full-screen player with a system volume view along its bottom edge (stretched by its
// autoresizing mask when the player turns), the Now Playing info, and the remote play and pause
// commands wired to its player.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class RemotePlayerViewController: UIViewController {
  let player = AVPlayer()
  let volume = MPVolumeView()
  private var targets: [Any] = []

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  override func viewDidLoad() {
    super.viewDidLoad()
    volume.frame = CGRect(
      x: 20, y: view.bounds.height - 60, width: view.bounds.width - 40, height: 40)
    volume.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    volume.showsRouteButton = false
    view.addSubview(volume)

    let commands = MPRemoteCommandCenter.shared()
    targets = [
      commands.playCommand.addTarget { [unowned self] _ in
        player.play()
        return .success
      },
      commands.pauseCommand.addTarget { [unowned self] _ in
        player.pause()
        return .success
      },
    ]
    commands.skipForwardCommand.isEnabled = false
    MPNowPlayingInfoCenter.default().nowPlayingInfo = [
      MPMediaItemPropertyTitle: "Trailer", MPMediaItemPropertyPlaybackDuration: 90.0,
      MPNowPlayingInfoPropertyPlaybackRate: 0.0,
    ]
  }

  func tearDownRemote() {
    let commands = MPRemoteCommandCenter.shared()
    targets.forEach {
      commands.playCommand.removeTarget($0)
      commands.pauseCommand.removeTarget($0)
    }
    MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
  }
}

@MainActor
@Test func theVolumeViewStretchesAndRemoteCommandsDriveThePlayer() throws {
  let app = UIKitHarness(device: .iphone15)
  let screen = RemotePlayerViewController()
  try app.launch(screen)
  #expect(screen.volume.frame == CGRect(x: 20, y: 792, width: 353, height: 40))

  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(screen.volume.frame == CGRect(x: 20, y: 333, width: 812, height: 40))

  let commands = MPRemoteCommandCenter.shared()
  #expect(commands.playCommand.send() == [.success])
  #expect(screen.player.timeControlStatus != .paused)
  #expect(commands.pauseCommand.send() == [.success])
  #expect(screen.player.timeControlStatus == .paused)
  #expect(commands.skipForwardCommand.send().isEmpty)
  #expect(
    MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPMediaItemPropertyTitle] as? String
      == "Trailer")

  screen.tearDownRemote()
  #expect(commands.playCommand.send().isEmpty)
  #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo == nil)
}

import Foundation
import Testing

// A player view reports full-screen changes to a delegate protocol that requires an
// `NSObject` (as many hand-written delegate protocols do), and the app logs class names through
// its own `extension NSObject`. The hosting view controller and the view are both reached.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

@MainActor protocol FullScreenPlayerViewDelegate: NSObject {
  func playerView(_ playerView: FullScreenPlayerView, didChangeFullScreen isFullScreen: Bool)
}

protocol PlayerLogging: NSObjectProtocol {}

extension NSObject {
  var loggedClassName: String { String(describing: type(of: self)) }
}

final class FullScreenPlayerView: UIView {
  weak var delegate: FullScreenPlayerViewDelegate?
  func toggle(_ fullScreen: Bool) { delegate?.playerView(self, didChangeFullScreen: fullScreen) }
}

final class FullScreenHostController: UIViewController, FullScreenPlayerViewDelegate,
  PlayerLogging
{
  let player = FullScreenPlayerView()
  private(set) var log: [String] = []
  var wantsLandscape = false

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    wantsLandscape ? .landscape : .portrait
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    player.delegate = self
    view.addSubview(player)
  }

  func playerView(_ playerView: FullScreenPlayerView, didChangeFullScreen isFullScreen: Bool) {
    log.append("\(playerView.loggedClassName) → \(loggedClassName): \(isFullScreen)")
    wantsLandscape = isFullScreen
    setNeedsUpdateOfSupportedInterfaceOrientations()
  }
}

@MainActor
@Test func nsObjectDelegateTurnsTheHostToLandscape() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let host = FullScreenHostController()
  try app.launch(host)
  #expect(host.isKind(of: UIViewController.self))
  #expect(!host.isMember(of: UIViewController.self))
  #expect(host.player.isKind(of: UIView.self))
  #expect(host.isEqual(host) && !host.isEqual(UIViewController()))
  let views: Set<NSObject> = [host, host.player, host]
  #expect(views.count == 2)
  host.player.toggle(true)
  try app.advance(to: 1)
  #expect(host.log == ["FullScreenPlayerView → FullScreenHostController: true"])
  #expect(app.windowScene.interfaceOrientation.isLandscape)
}

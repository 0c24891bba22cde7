import Testing

// A full-screen toggle button wired with target-action and with UIAction.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class InlinePlayerViewController: UIViewController {
  let fullScreenButton = UIButton(type: .system)
  private(set) var requests = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    fullScreenButton.setTitle("Full screen", for: .normal)
    fullScreenButton.setImage(
      UIImage(systemName: "arrow.up.left.and.arrow.down.right"), for: .normal)
    // `#selector(toggleFullScreen)` needs the Objective-C runtime; the string form compiles
    // everywhere.
    fullScreenButton.addTarget(
      self, action: Selector(("toggleFullScreen")), for: .touchUpInside)
    fullScreenButton.addAction(
      UIAction { [weak self] _ in self?.requests += 1 }, for: .touchUpInside)
    view.addSubview(fullScreenButton)
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func toggleFullScreen() { requests += 1 }
}

@MainActor
@Test func tappingTheButtonRunsItsAction() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let player = InlinePlayerViewController()
  try app.launch(player)
  player.fullScreenButton.sendActions(for: .touchUpInside)
  #expect(player.requests == 1)
  #expect(player.fullScreenButton.currentTitle == "Full screen")
  #expect(
    player.fullScreenButton.actions(forTarget: player, forControlEvent: .touchUpInside)
      == ["toggleFullScreen"])
}

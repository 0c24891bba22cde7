import Testing

// View controllers made in code with their own init(), the idiom of apps without storyboards.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class SettingsViewController: UIViewController {
  private let allowsLandscape: Bool

  init() {
    allowsLandscape = true
    super.init(nibName: nil, bundle: nil)
    title = "Settings"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    allowsLandscape ? .allButUpsideDown : .portrait
  }
}

final class AccountsViewController: UITableViewController {
  init() { super.init(style: .grouped) }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ReaderNavigationController: UINavigationController {
  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    navigationBar.prefersLargeTitles = true
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Test func viewControllersMadeInCodeRotate() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let settings = SettingsViewController()
  let nav = ReaderNavigationController(rootViewController: settings)
  try app.launch(nav)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  #expect(settings.title == "Settings")
  #expect(nav.navigationBar.prefersLargeTitles)
  #expect(AccountsViewController().tableView.style == .grouped)
}

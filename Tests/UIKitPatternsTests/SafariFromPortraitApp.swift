import SafariServices
import Testing

// A portrait-only article list opens links in an in-app browser presented full screen; the
// browser is a plain view controller as far as orientation goes.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ArticleLinksViewController: UIViewController, SFSafariViewControllerDelegate {
  private(set) var browserClosed = false

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  func open(_ url: URL) {
    let configuration = SFSafariViewController.Configuration()
    configuration.entersReaderIfAvailable = true
    let browser = SFSafariViewController(url: url, configuration: configuration)
    browser.delegate = self
    browser.preferredControlTintColor = .systemBlue
    browser.dismissButtonStyle = .close
    browser.modalPresentationStyle = .fullScreen
    present(browser, animated: true)
  }

  func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
    browserClosed = true
  }
}

// SPEC §3.1 items 3–4: a full-screen presented controller is the decider and only its own mask
// counts, intersected with the app's. The browser's mask is a plain view controller's default
// (`allButUpsideDown` on an iPhone): with the Info.plist allowing landscape the browser turns
// with the device although the list below it is portrait only.
@MainActor
@Test func browserOverAPortraitListTurnsWithTheDevice() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let list = ArticleLinksViewController()
  try app.launch(list)
  try app.perform(at: 1) { list.open(URL(string: "https://example.com/articles/42")!) }
  try app.advance(to: 2)
  let browser = try #require(list.presentedViewController as? SFSafariViewController)
  #expect(browser.configuration.entersReaderIfAvailable)
  #expect(browser.dismissButtonStyle == .close)

  try app.rotate(to: .landscapeLeft, at: 3)
  try app.advance(to: 4)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  let asked = try app.records().filter {
    $0.call == "supportedInterfaceOrientations" && $0.time == 3
  }
  #expect(asked.map(\.vc) == ["SFSafariViewController"])

  // Closing the browser (the app's own button: no Done tap reaches the delegate here) hands the
  // decision back to the portrait list.
  try app.perform(at: 5) { browser.dismiss(animated: true) }
  try app.advance(to: 6)
  #expect(app.windowScene.interfaceOrientation == .portrait)
  #expect(list.browserClosed == false)
}

// An app delegate that allows portrait only: the app's mask wins over the browser's.
final class PortraitOnlyLinksAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    .portrait
  }
}

@MainActor
@Test func browserInAPortraitOnlyAppStaysPortrait() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let delegate = PortraitOnlyLinksAppDelegate()
  app.application.delegate = delegate
  let list = ArticleLinksViewController()
  try app.launch(list)
  try app.perform(at: 1) { list.open(URL(string: "https://example.com/articles/42")!) }
  try app.advance(to: 2)
  try app.rotate(to: .landscapeLeft, at: 3)
  try app.advance(to: 4)
  #expect(list.presentedViewController is SFSafariViewController)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

import Testing
import WebKit

// A settings screen in an app whose screens lock portrait opens its help page in a web view
// controller that turns with the device; the web view is resized alongside the rotation.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class HelpPageViewController: UIViewController, WKNavigationDelegate {
  let pageURL: URL
  private(set) var webView: WKWebView!
  private(set) var finishedLoads = 0
  private(set) var transitionSizes: [CGSize] = []

  init(pageURL: URL) {
    self.pageURL = pageURL
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  override func viewDidLoad() {
    super.viewDidLoad()
    let configuration = WKWebViewConfiguration()
    configuration.allowsInlineMediaPlayback = true
    configuration.defaultWebpagePreferences.preferredContentMode = .mobile
    webView = WKWebView(frame: view.bounds, configuration: configuration)
    webView.navigationDelegate = self
    webView.allowsBackForwardNavigationGestures = true
    view.addSubview(webView)
    webView.load(URLRequest(url: pageURL))
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    webView.frame = view.bounds
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    transitionSizes.append(size)
    coordinator.animate(alongsideTransition: { _ in
      self.webView.frame = CGRect(origin: .zero, size: size)
    })
  }

  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
    finishedLoads += 1
    title = webView.title
  }
}

final class PortraitSettingsViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  func showHelp() {
    let help = HelpPageViewController(pageURL: URL(string: "https://example.com/help/rotation")!)
    help.modalPresentationStyle = .fullScreen
    present(help, animated: true)
  }
}

@MainActor
@Test func helpPageTurnsWithTheDeviceAndItsWebViewFollowsTheSize() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let settings = PortraitSettingsViewController()
  try app.launch(settings)
  try app.perform(at: 1) { settings.showHelp() }
  try app.advance(to: 2)
  let help = try #require(settings.presentedViewController as? HelpPageViewController)
  // The request is stored and read back; nothing loads, so no delegate method runs.
  #expect(help.webView.url == URL(string: "https://example.com/help/rotation"))
  #expect(help.webView.isLoading == false)
  #expect(help.webView.frame.size == CGSize(width: 393, height: 852))
  #expect(help.webView.scrollView.frame.size == CGSize(width: 393, height: 852))

  try app.rotate(to: .landscapeLeft, at: 3)
  try app.advance(to: 4)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  #expect(help.transitionSizes == [CGSize(width: 852, height: 393)])
  #expect(help.webView.frame.size == CGSize(width: 852, height: 393))
  // The scroll view fills the web view, as WebKit's does.
  #expect(help.webView.scrollView.frame.size == CGSize(width: 852, height: 393))
  // The covered settings screen is told of the new size too, as UIKit tells it.
  let transitions = try app.records().filter { $0.call == "viewWillTransition(to:with:)" }
  #expect(transitions.map(\.vc) == ["PortraitSettingsViewController", "HelpPageViewController"])
  #expect(help.finishedLoads == 0)
  #expect(help.title == nil)

  // Back to the portrait settings screen: the interface turns back.
  try app.perform(at: 5) { help.dismiss(animated: true) }
  try app.advance(to: 6)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

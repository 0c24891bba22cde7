import Testing

// A base screen with its own navigation bar that fades in as its scroll view scrolls, observed
// with block-based key-value observation of `contentOffset`; it hides the tab bar (iOS 18) while
// it is pushed, and marks a modal overlay for VoiceOver.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class FadingBarViewController: UIViewController {
  let scrollView = UIScrollView()
  let overlay = UIView()
  private(set) var progress: [CGFloat] = []
  private var offsetObservation: NSKeyValueObservation?

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 2_000)
    view.addSubview(scrollView)
    overlay.accessibilityViewIsModal = true
    overlay.isAccessibilityElement = true
    overlay.accessibilityTraits = [.button, .header]
    offsetObservation = scrollView.observe(\.contentOffset, options: [.initial, .new]) {
      [weak self] _, change in
      guard let self, let y = change.newValue?.y else { return }
      progress.append(min(max(y / 100, 0), 1))
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tabBarController?.setTabBarHidden(true, animated: animated)
  }

  func stopObserving() { offsetObservation = nil }
}

@MainActor
@Test func theBarFollowsTheObservedOffsetAndTheTabBarHides() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let screen = FadingBarViewController()
  let tabs = UITabBarController()
  tabs.viewControllers = [screen]
  try app.launch(tabs)
  #expect(tabs.isTabBarHidden && tabs.tabBar.isHidden)
  #expect(screen.progress == [0])  // the initial value

  screen.scrollView.contentOffset = CGPoint(x: 0, y: 50)
  screen.scrollView.setContentOffset(CGPoint(x: 0, y: 250), animated: true)
  // A new inset leaves the offset as it was: nothing to report.
  screen.scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
  #expect(screen.progress == [0, 0.5, 1])

  screen.stopObserving()
  screen.scrollView.contentOffset = .zero
  #expect(screen.progress == [0, 0.5, 1])
  #expect(screen.overlay.accessibilityViewIsModal)
  #expect(screen.overlay.accessibilityTraits.contains(.header))

  tabs.setTabBarHidden(false, animated: false)
  #expect(!tabs.tabBar.isHidden)
}

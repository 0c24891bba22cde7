import Testing

// A paging scroll view that keeps its page when the width changes.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class OnboardingViewController: UIViewController, UIScrollViewDelegate {
  let pager = UIScrollView()
  private(set) var page = 0
  private(set) var scrolls = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    pager.isPagingEnabled = true
    pager.showsHorizontalScrollIndicator = false
    pager.delegate = self
    pager.frame = view.bounds
    pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(pager)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    pager.contentSize = CGSize(width: pager.bounds.width * 3, height: pager.bounds.height)
  }

  func show(page: Int) {
    self.page = page
    pager.setContentOffset(CGPoint(x: CGFloat(page) * pager.bounds.width, y: 0), animated: false)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let current = page
    coordinator.animate(alongsideTransition: { _ in
      self.pager.contentOffset = CGPoint(x: CGFloat(current) * size.width, y: 0)
    })
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@MainActor
@Test func pagerStaysOnItsPage() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let onboarding = OnboardingViewController()
  try app.launch(onboarding)
  try app.perform(at: 0.5) { onboarding.show(page: 2) }
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(onboarding.pager.contentOffset == CGPoint(x: 1704, y: 0))
  #expect(onboarding.pager.bounds.origin == CGPoint(x: 1704, y: 0))
  #expect(onboarding.pager.contentSize.width == CGFloat(852 * 3))
  #expect(onboarding.scrolls == 2)
}

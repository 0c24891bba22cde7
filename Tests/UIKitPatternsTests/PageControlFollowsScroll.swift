import Testing

// A page control driven by scrollViewDidScroll, kept on its page across a rotation.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class TourViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let pageControl = UIPageControl()

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.isPagingEnabled = true
    scrollView.delegate = self
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    pageControl.numberOfPages = 4
    view.addSubview(scrollView)
    view.addSubview(pageControl)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let width = scrollView.bounds.width
    guard width > 0 else { return }
    pageControl.currentPage = Int((scrollView.contentOffset.x / width).rounded())
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let page = pageControl.currentPage
    coordinator.animate(alongsideTransition: { _ in
      self.scrollView.contentSize = CGSize(width: size.width * 4, height: size.height)
      self.scrollView.contentOffset = CGPoint(x: size.width * CGFloat(page), y: 0)
    })
  }
}

@MainActor
@Test func pageSurvivesTheTurn() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let tour = TourViewController()
  try app.launch(tour)
  try app.perform(at: 0.5) { tour.scrollView.contentOffset = CGPoint(x: 393 * 3, y: 0) }
  #expect(tour.pageControl.currentPage == 3)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(tour.pageControl.currentPage == 3)
  #expect(tour.scrollView.contentOffset.x == CGFloat(852 * 3))
  try app.perform(at: 3) { tour.scrollView.contentOffset = CGPoint(x: 852 * 9, y: 0) }
  #expect(tour.pageControl.currentPage == 3)
}

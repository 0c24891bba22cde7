import Testing

// A zoomable scroll view that resets its zoom when the size changes.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class DocumentViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let page = UIView(frame: CGRect(x: 0, y: 0, width: 612, height: 792))

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.delegate = self
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 4
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.addSubview(page)
    scrollView.contentSize = page.bounds.size
    view.addSubview(scrollView)
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { page }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.scrollView.setZoomScale(self.scrollView.minimumZoomScale, animated: false)
    })
  }
}

@MainActor
@Test func zoomResetsWhenTheDeviceTurns() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let document = DocumentViewController()
  try app.launch(document)
  try app.perform(at: 0.5) { document.scrollView.zoomScale = 3 }
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(document.scrollView.zoomScale == 0.5)
  #expect(document.scrollView.frame.size == CGSize(width: 852, height: 393))
  #expect(document.viewForZooming(in: document.scrollView) === document.page)
}

import Testing

// A banner pinned to the top with a flexible width, and a badge pinned to the right.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class NewsViewController: UIViewController {
  let banner = UIView()
  let badge = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    badge.frame = CGRect(x: view.bounds.width - 40, y: 8, width: 32, height: 32)
    badge.autoresizingMask = [.flexibleLeftMargin]
    view.addSubview(banner)
    banner.addSubview(badge)
  }
}

@MainActor
@Test func bannerAndBadgeFollowTheWindowWidth() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let news = NewsViewController()
  try app.launch(news)
  #expect(news.banner.frame.width == 393)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(news.banner.frame == CGRect(x: 0, y: 0, width: 852, height: 44))
  #expect(news.badge.frame == CGRect(x: 812, y: 8, width: 32, height: 32))
}

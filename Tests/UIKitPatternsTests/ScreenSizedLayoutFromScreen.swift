import Testing

// A layout helper that sizes a hero image from UIScreen.main.bounds.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

@MainActor
enum Metrics {
  static var heroHeight: CGFloat {
    let screen = UIScreen.main.bounds.size
    return screen.width > screen.height ? screen.height : screen.width * 9 / 16
  }
  static var isLandscape: Bool {
    UIScreen.main.bounds.width > UIScreen.main.bounds.height
  }
}

final class ArticleHeroViewController: UIViewController {
  let hero = UIImageView(image: UIImage(named: "hero"))

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.contentMode = .scaleAspectFill
    hero.clipsToBounds = true
    view.addSubview(hero)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    hero.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: Metrics.heroHeight)
  }
}

@MainActor
@Test func heroFillsTheScreenHeightInLandscape() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let article = ArticleHeroViewController()
  try app.launch(article)
  #expect(article.hero.frame.height == CGFloat(393) * 9 / 16)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(article.hero.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
}

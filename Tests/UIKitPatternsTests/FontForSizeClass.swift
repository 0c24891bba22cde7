import Testing

// A title label whose font shrinks in compact height, from registerForTraitChanges.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class TitleViewController: UIViewController {
  let titleLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
    titleLabel.adjustsFontForContentSizeCategory = true
    view.addSubview(titleLabel)
    registerForTraitChanges([UITraitVerticalSizeClass.self]) {
      (self: Self, _: UITraitCollection) in
      self.updateFont()
    }
  }

  func updateFont() {
    let compact = traitCollection.verticalSizeClass == .compact
    titleLabel.font =
      compact
      ? .systemFont(ofSize: 22, weight: .semibold) : .preferredFont(forTextStyle: .largeTitle)
  }
}

@MainActor
@Test func titleShrinksInCompactHeight() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios17)
  let screen = TitleViewController()
  try app.launch(screen)
  #expect(screen.titleLabel.font.pointSize == 34)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(screen.titleLabel.font.pointSize == 22)
}

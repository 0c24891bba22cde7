import Testing

// A base view controller that re-themes its navigation bar's title for the orientation it is
// turning to, its attributes typed as UIKit's NSObjects.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

class ThemedBaseViewController: UIViewController {
  func titleAttributes(compact: Bool) -> [NSAttributedString.Key: NSObject] {
    [
      .font: UIFont.systemFont(ofSize: compact ? 15 : 17, weight: .semibold),
      .foregroundColor: compact ? UIColor.white : UIColor.black,
    ]
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let compact = size.width > size.height
    coordinator.animate(alongsideTransition: { _ in
      self.navigationController?.navigationBar.titleTextAttributes = self.titleAttributes(
        compact: compact)
    })
  }
}

@MainActor
@Test func titleThemeFollowsTheTurn() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let screen = ThemedBaseViewController()
  let navigation = UINavigationController(rootViewController: screen)
  try app.launch(navigation)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  let attributes = try #require(navigation.navigationBar.titleTextAttributes)
  #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 15, weight: .semibold))
  #expect(attributes[.foregroundColor] as? UIColor == .white)
  #expect(UIColor(white: 1, alpha: 1).isEqual(UIColor.white))
  #expect(Set([UIColor.white, UIColor(white: 1, alpha: 1), .black]).count == 2)
}

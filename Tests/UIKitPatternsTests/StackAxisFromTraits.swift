import Testing

// A stack view that lays its items out in a row when the height is compact.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ProfileViewController: UIViewController {
  let stack = UIStackView(arrangedSubviews: [UIImageView(image: nil), UILabel()])

  override func viewDidLoad() {
    super.viewDidLoad()
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    stack.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
  }
}

@MainActor
@Test func stackTurnsHorizontalInCompactHeight() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let profile = ProfileViewController()
  try app.launch(profile)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(profile.stack.axis == .horizontal)
  #expect(profile.stack.arrangedSubviews.count == 2)
  #expect(profile.view.constraints.count == 2)
}

import Testing

// A caption sits below a photo at the system spacing in regular height, and beside it when the
// vertical size class turns compact; the choice is made in traitCollectionDidChange.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class SpacedCaptionViewController: UIViewController {
  let photo = UIImageView()
  let caption = UILabel()
  private(set) var stacked: [NSLayoutConstraint] = []
  private(set) var sideBySide: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [photo, caption] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    stacked = [
      caption.topAnchor.constraint(equalToSystemSpacingBelow: photo.bottomAnchor, multiplier: 1),
      caption.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
    ]
    sideBySide = [
      caption.leadingAnchor.constraint(
        equalToSystemSpacingAfter: photo.trailingAnchor, multiplier: 2),
      caption.topAnchor.constraint(equalTo: photo.topAnchor),
    ]
    arrange()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass {
      arrange()
    }
  }

  private func arrange() {
    let compact = traitCollection.verticalSizeClass == .compact
    NSLayoutConstraint.deactivate(compact ? stacked : sideBySide)
    NSLayoutConstraint.activate(compact ? sideBySide : stacked)
  }
}

@MainActor
@Test func captionMovesBesideThePhotoAtTheSystemSpacing() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let screen = SpacedCaptionViewController()
  try app.launch(screen)
  #expect(screen.storyboard == nil)
  #expect(screen.stacked.map(\.constant) == [8, 0])
  #expect(screen.stacked.allSatisfy { $0.isActive })
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(screen.sideBySide.map(\.constant) == [16, 0])
  #expect(screen.sideBySide.allSatisfy { $0.isActive })
  #expect(!screen.stacked.contains { $0.isActive })
}

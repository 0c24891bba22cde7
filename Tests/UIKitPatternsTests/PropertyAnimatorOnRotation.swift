import Testing

// A caption that a property animator fades out when the size changes and back in when the
// animation ends, timed by the transition's duration.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class CaptionedPhotoViewController: UIViewController {
  let caption = UILabel()
  private(set) var endings: [UIViewAnimatingPosition] = []
  private(set) var alphaWhileHidden: CGFloat?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(caption)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let fade = UIViewPropertyAnimator(duration: coordinator.transitionDuration, curve: .easeOut) {
      self.caption.alpha = 0
    }
    fade.addCompletion { position in
      self.alphaWhileHidden = self.caption.alpha
      self.endings.append(position)
      self.caption.alpha = 1
    }
    fade.startAnimation()
  }
}

@MainActor
@Test func propertyAnimatorFadesTheCaptionAroundTheTurn() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios17)
  let photo = CaptionedPhotoViewController()
  try app.launch(photo)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(photo.endings == [.end])
  #expect(photo.alphaWhileHidden == 0)
  #expect(photo.caption.alpha == 1)
}

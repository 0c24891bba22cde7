import Testing

// Spring and keyframe animations run after a rotation.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class BadgeViewController: UIViewController {
  let badge = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
  private(set) var completions: [Bool] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(badge)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { _ in
      UIView.animate(
        withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8,
        options: [.curveEaseOut, .allowUserInteraction],
        animations: { self.badge.center = CGPoint(x: size.width - 20, y: 20) },
        completion: { self.completions.append($0) })
      UIView.animateKeyframes(
        withDuration: 0.6, delay: 0.1, options: [.calculationModeCubic],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            self.badge.transform = CGAffineTransform(scaleX: 1.4, y: 1.4)
          }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            self.badge.transform = .identity
          }
        },
        completion: { self.completions.append($0) })
    }
  }
}

@MainActor
@Test func badgeSettlesInTheNewCorner() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let screen = BadgeViewController()
  try app.launch(screen)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(screen.badge.center == CGPoint(x: 832, y: 20))
  #expect(screen.badge.transform.isIdentity)
  #expect(screen.completions == [true, true])
}

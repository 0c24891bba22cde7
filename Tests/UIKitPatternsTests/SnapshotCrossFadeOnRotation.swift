import Testing

// During a rotation, a snapshot of the old layout fades out over the new one, and badges that
// must stay upright are counter-rotated with the transition's target transform inside a
// Core Animation transaction that turns implicit animations off.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class CrossFadingGalleryViewController: UIViewController {
  let grid = UIView()
  let badges = [UIView(), UIView()]
  private(set) var badgeAnglesDuringRotation: [CGFloat] = []
  private(set) var snapshotsShown = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    grid.frame = view.bounds
    view.addSubview(grid)
    for badge in badges { view.addSubview(badge) }
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    guard let snapshot = grid.snapshotView(afterScreenUpdates: false) else { return }
    snapshot.frame = grid.frame
    view.insertSubview(snapshot, aboveSubview: grid)
    snapshotsShown += 1

    CATransaction.begin()
    CATransaction.setDisableActions(true)
    coordinator.animate(
      alongsideTransition: { context in
        let angle = atan2(context.targetTransform.b, context.targetTransform.a)
        for badge in self.badges { badge.transform = CGAffineTransform(rotationAngle: -angle) }
        self.badgeAnglesDuringRotation.append(-angle)
        snapshot.alpha = 0
        self.grid.frame = CGRect(origin: .zero, size: size)
      },
      completion: { _ in
        CATransaction.commit()
        snapshot.removeFromSuperview()
        UIView.animate(
          withDuration: UIApplication.shared.statusBarOrientationAnimationDuration
        ) {
          for badge in self.badges { badge.transform = .identity }
        }
      })
  }
}

@MainActor
@Test func snapshotFadesAndBadgesCounterRotateDuringTheTurn() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios17)
  let gallery = CrossFadingGalleryViewController()
  try app.launch(gallery)
  let viewsBefore = gallery.view.subviews.count
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 3)
  #expect(gallery.snapshotsShown == 1)
  #expect(gallery.view.subviews.count == viewsBefore)
  #expect(gallery.badgeAnglesDuringRotation.count == 1)
  #expect(abs(abs(gallery.badgeAnglesDuringRotation[0]) - .pi / 2) < 0.0001)
  #expect(gallery.badges.allSatisfy { $0.transform == .identity })
  #expect(gallery.grid.frame.size == CGSize(width: 852, height: 393))
}

import CoreGraphics
import CoreMedia
import QuartzCore
import Testing

// A playback screen whose helpers import the frameworks below UIKit by name: a gradient layer
// (QuartzCore) that follows its view's bounds through a turn, an angle built from
// CoreGraphics, and a CoreMedia time.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

enum ShadeGeometry {
  static func quarterTurn(_ clockwise: Bool) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: clockwise ? .pi / 2 : -.pi / 2)
  }

  static func resume(at seconds: Double) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: 600)
  }
}

final class ShadedPlaybackViewController: UIViewController {
  let shade = CAGradientLayer()
  let badge = UIView()
  private(set) var resumeTime = CMTime.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    shade.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
    view.layer.addSublayer(shade)
    view.addSubview(badge)
    resumeTime = ShadeGeometry.resume(at: 12.5)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    shade.frame = view.bounds
    CATransaction.commit()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.badge.transform = ShadeGeometry.quarterTurn(size.width > size.height)
    })
  }
}

@MainActor
@Test func layersImportedThroughQuartzCoreFollowTheTurn() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let screen = ShadedPlaybackViewController()
  try app.launch(screen)
  #expect(screen.shade.frame.size == CGSize(width: 393, height: 852))
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(screen.shade.frame.size == CGSize(width: 852, height: 393))
  #expect(screen.badge.transform == ShadeGeometry.quarterTurn(true))
  #expect(CMTimeGetSeconds(screen.resumeTime) == 12.5)
}

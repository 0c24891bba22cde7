import Testing

// The pre-iOS 8 way: two constraints added to and removed from the root view as it turns.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class CanvasViewController: UIViewController {
  let palette = UIView()
  var portraitConstraint: NSLayoutConstraint!
  var landscapeConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    palette.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(palette)
    portraitConstraint = NSLayoutConstraint(
      item: palette, attribute: .bottom, relatedBy: .equal, toItem: view, attribute: .bottom,
      multiplier: 1, constant: 0)
    landscapeConstraint = NSLayoutConstraint(
      item: palette, attribute: .trailing, relatedBy: .equal, toItem: view,
      attribute: .trailing, multiplier: 1, constant: 0)
    view.addConstraint(portraitConstraint)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      if size.width > size.height {
        self.view.removeConstraint(self.portraitConstraint)
        self.view.addConstraint(self.landscapeConstraint)
      } else {
        self.view.removeConstraint(self.landscapeConstraint)
        self.view.addConstraint(self.portraitConstraint)
      }
    })
  }
}

@MainActor
@Test func rootViewHoldsTheLandscapeConstraintAfterTheTurn() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let canvas = CanvasViewController()
  try app.launch(canvas)
  #expect(canvas.portraitConstraint.isActive)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(canvas.view.constraints.count == 1)
  #expect(canvas.view.constraints.first === canvas.landscapeConstraint)
  #expect(!canvas.portraitConstraint.isActive)
}

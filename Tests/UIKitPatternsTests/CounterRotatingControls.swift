import Testing

// A camera screen that keeps its controls upright with the inverse of targetTransform.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class CameraViewController: UIViewController {
  let shutter = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(shutter)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let counter = coordinator.targetTransform.inverted()
    coordinator.animate(alongsideTransition: { _ in
      self.shutter.transform = self.shutter.transform.concatenating(counter)
    })
  }
}

@MainActor
@Test func shutterCounterRotatesByAQuarterTurn() throws {
  let app = UIKitHarness(device: .ipadPro129, profile: .ios16)
  let camera = CameraViewController()
  try app.launch(camera)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(!camera.shutter.transform.isIdentity)
  #expect(abs(camera.shutter.transform.a) < 1e-9)
  #expect(camera.shutter.frame.size == CGSize(width: 40, height: 80))
  #expect(camera.shutter.bounds.size == CGSize(width: 80, height: 40))
}

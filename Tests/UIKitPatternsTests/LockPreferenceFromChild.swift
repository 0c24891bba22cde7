import Testing

// iOS 26: a container lets its embedded camera decide whether the interface orientation is
// locked (`childForInterfaceOrientationLock`); the camera unlocks when recording stops.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class RecordingCameraViewController: UIViewController {
  var isRecording = true {
    didSet { setNeedsUpdateOfPrefersInterfaceOrientationLocked() }
  }
  override var prefersInterfaceOrientationLocked: Bool { isRecording }
}

final class CaptureContainerViewController: UIViewController {
  let camera = RecordingCameraViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(camera)
    view.addSubview(camera.view)
    camera.didMove(toParent: self)
  }

  override var childForInterfaceOrientationLock: UIViewController? { camera }
}

@MainActor
@Test func embeddedCameraLocksTheInterfaceWhileRecording() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios26)
  let container = CaptureContainerViewController()
  try app.launch(container)
  #expect(app.windowScene.effectiveGeometry.isInterfaceOrientationLocked)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .portrait)
  try app.perform(at: 3) { container.camera.isRecording = false }
  try app.advance(to: 4)
  #expect(!app.windowScene.effectiveGeometry.isInterfaceOrientationLocked)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
}

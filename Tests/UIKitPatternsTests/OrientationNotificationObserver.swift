import Testing

// A camera screen that observes UIDevice's orientation notification on the main queue and turns
// its shutter button, while the interface itself stays in portrait.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ShutterCameraViewController: UIViewController {
  let shutter = UIButton(type: .custom)
  private var observer: (any NSObjectProtocol)?
  private(set) var seen: [UIDeviceOrientation] = []

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(shutter)
    UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    observer = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.deviceTurned() }
    }
  }

  private func deviceTurned() {
    let orientation = UIDevice.current.orientation
    seen.append(orientation)
    switch orientation {
    case .landscapeLeft: shutter.transform = CGAffineTransform(rotationAngle: .pi / 2)
    case .landscapeRight: shutter.transform = CGAffineTransform(rotationAngle: -.pi / 2)
    case .portraitUpsideDown: shutter.transform = CGAffineTransform(rotationAngle: .pi)
    default: shutter.transform = .identity
    }
  }
}

@MainActor
@Test func shutterTurnsWithTheDeviceWhileTheInterfaceStaysPortrait() throws {
  let app = UIKitHarness(device: .iphone15)
  let camera = ShutterCameraViewController()
  try app.launch(camera)
  try app.rotate(to: .landscapeLeft, at: 1)
  #expect(camera.seen == [.landscapeLeft])
  #expect(camera.shutter.transform == CGAffineTransform(rotationAngle: .pi / 2))
  try app.rotate(to: .faceUp, at: 2)
  try app.rotate(to: .portrait, at: 3)
  #expect(camera.seen == [.landscapeLeft, .faceUp, .portrait])
  #expect(camera.shutter.transform == .identity)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

import AVFoundation
import Testing

// A camera screen that keeps its preview's capture orientation in step with the interface, set
// in viewWillTransition's completion.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ScannerViewController: UIViewController {
  let session = AVCaptureSession()
  lazy var previewLayer = AVCaptureVideoPreviewLayer(session: session)

  override func viewDidLoad() {
    super.viewDidLoad()
    previewLayer.videoGravity = .resizeAspectFill
    view.layer.addSublayer(previewLayer)
    session.startRunning()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { _ in
      self.previewLayer.frame = self.view.bounds
      self.updateCaptureOrientation()
    }
  }

  func updateCaptureOrientation() {
    guard let connection = previewLayer.connection, connection.isVideoOrientationSupported,
      let scene = view.window?.windowScene
    else { return }
    switch scene.interfaceOrientation {
    case .landscapeLeft: connection.videoOrientation = .landscapeLeft
    case .landscapeRight: connection.videoOrientation = .landscapeRight
    case .portraitUpsideDown: connection.videoOrientation = .portraitUpsideDown
    default: connection.videoOrientation = .portrait
    }
  }
}

@MainActor
@Test func previewFollowsTheInterfaceOrientation() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let scanner = ScannerViewController()
  try app.launch(scanner)
  #expect(scanner.session.isRunning)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(scanner.previewLayer.connection?.videoOrientation == .landscapeRight)
  #expect(scanner.previewLayer.frame.size == CGSize(width: 852, height: 393))
}

import AVFoundation
import Testing

// A code scanner that searches only the box drawn near the top of its preview: after each
// rotation it sets the preview connection's orientation from the interface and converts the
// box into the metadata output's rectangle of interest through the preview layer.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class TicketScannerViewController: UIViewController {
  let session = AVCaptureSession()
  let codes = AVCaptureMetadataOutput()
  let preview = AVCaptureVideoPreviewLayer()
  private(set) var scanBox = CGRect.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    if let camera = AVCaptureDevice.default(for: .video),
      let input = try? AVCaptureDeviceInput(device: camera), session.canAddInput(input)
    {
      session.addInput(input)
    }
    if session.canAddOutput(codes) { session.addOutput(codes) }
    codes.setMetadataObjectsDelegate(self, queue: .main)
    codes.metadataObjectTypes = [.qr, .ean13].filter(codes.availableMetadataObjectTypes.contains)
    preview.session = session
    preview.videoGravity = .resize
    view.layer.addSublayer(preview)
    session.startRunning()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    updateScanArea()
  }

  // A half turn keeps the view's size: the transition's completion updates the scan area too.
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { _ in self.updateScanArea() }
  }

  private func updateScanArea() {
    preview.frame = view.bounds
    scanBox = CGRect(x: (view.bounds.width - 240) / 2, y: 80, width: 240, height: 160)
    if let scene = view.window?.windowScene, let connection = preview.connection {
      switch scene.interfaceOrientation {
      case .landscapeLeft: connection.videoOrientation = .landscapeLeft
      case .landscapeRight: connection.videoOrientation = .landscapeRight
      case .portraitUpsideDown: connection.videoOrientation = .portraitUpsideDown
      default: connection.videoOrientation = .portrait
      }
    }
    codes.rectOfInterest = preview.metadataOutputRectConverted(fromLayerRect: scanBox)
  }
}

extension TicketScannerViewController: AVCaptureMetadataOutputObjectsDelegate {
  nonisolated func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection
  ) {
    guard let code = metadataObjects.first as? AVMetadataMachineReadableCodeObject else { return }
    _ = code.stringValue
    AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
  }
}

private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
    && abs(a.height - b.height) < 1e-9
}

@MainActor
@Test func theRectangleOfInterestIsTheScanBoxInTheCamerasFrame() throws {
  let app = UIKitHarness(device: .iphone15)
  let scanner = TicketScannerViewController()
  try app.launch(scanner)
  #expect(scanner.codes.metadataObjectsDelegate === scanner)
  #expect(scanner.codes.metadataObjectTypes == [.qr, .ean13])

  // Portrait (393 × 852): the camera's frame is the screen turned a quarter to the left, so the
  // box's top edge is the rectangle's x and its right edge the rectangle's y.
  let box = CGRect(x: 76.5, y: 80, width: 240, height: 160)
  #expect(scanner.scanBox == box)
  #expect(
    isClose(
      scanner.codes.rectOfInterest,
      CGRect(x: 80.0 / 852, y: 1 - 316.5 / 393, width: 160.0 / 852, height: 240.0 / 393)))
  #expect(
    isClose(
      scanner.preview.layerRectConverted(fromMetadataOutputRect: scanner.codes.rectOfInterest), box)
  )

  // Device landscapeLeft, interface landscapeRight (852 × 393): the camera's own frame.
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(scanner.preview.connection?.videoOrientation == .landscapeRight)
  #expect(
    isClose(
      scanner.codes.rectOfInterest,
      CGRect(x: 306.0 / 852, y: 80.0 / 393, width: 240.0 / 852, height: 160.0 / 393)))

  // Device landscapeRight, interface landscapeLeft: the camera's frame upside down.
  try app.rotate(to: .landscapeRight, at: 3)
  try app.advance(to: 4)
  #expect(scanner.preview.connection?.videoOrientation == .landscapeLeft)
  #expect(
    isClose(
      scanner.codes.rectOfInterest,
      CGRect(x: 1 - 546.0 / 852, y: 1 - 240.0 / 393, width: 240.0 / 852, height: 160.0 / 393)))
}

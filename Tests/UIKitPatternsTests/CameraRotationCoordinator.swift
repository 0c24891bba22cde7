import AVFoundation
import Testing

// A camera screen built the iOS 17 way: a capture session with the back camera and a photo
// output, a rotation coordinator that levels the preview and the captures with the horizon, and
// an interface that stays in portrait while the device turns.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LevelCameraViewController: UIViewController {
  let session = AVCaptureSession()
  let photoOutput = AVCapturePhotoOutput()
  private(set) var previewLayer: AVCaptureVideoPreviewLayer?
  private var coordinator: AVCaptureDevice.RotationCoordinator?
  private var observer: (any NSObjectProtocol)?

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override func viewDidLoad() {
    super.viewDidLoad()
    guard AVCaptureDevice.authorizationStatus(for: .video) == .authorized,
      let camera = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back),
      let input = try? AVCaptureDeviceInput(device: camera)
    else { return }
    session.beginConfiguration()
    session.sessionPreset = .photo
    if session.canAddInput(input) { session.addInput(input) }
    if session.canAddOutput(photoOutput) { session.addOutput(photoOutput) }
    session.commitConfiguration()
    let preview = AVCaptureVideoPreviewLayer(session: session)
    preview.videoGravity = .resizeAspectFill
    preview.frame = view.bounds
    view.layer.addSublayer(preview)
    previewLayer = preview
    coordinator = AVCaptureDevice.RotationCoordinator(device: camera, previewLayer: preview)
    level()
    observer = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.level() }
    }
  }

  private func level() {
    guard let coordinator else { return }
    previewLayer?.connection?.videoRotationAngle =
      coordinator.videoRotationAngleForHorizonLevelPreview
    photoOutput.connection(with: .video)?.videoRotationAngle =
      coordinator.videoRotationAngleForHorizonLevelCapture
  }
}

@MainActor
@Test func cameraCapturesLevelWhileTheInterfaceStaysPortrait() throws {
  let app = UIKitHarness(device: .iphone15)
  let camera = LevelCameraViewController()
  try app.launch(camera)
  #expect(camera.session.inputs.count == 1)
  #expect(camera.photoOutput.connection(with: .video)?.videoRotationAngle == 90)
  try app.rotate(to: .landscapeLeft, at: 1)
  #expect(camera.photoOutput.connection(with: .video)?.videoRotationAngle == 0)
  #expect(camera.previewLayer?.connection?.videoRotationAngle == 0)
  try app.rotate(to: .faceUp, at: 2)
  // Flat: the last level angle stays.
  #expect(camera.photoOutput.connection(with: .video)?.videoRotationAngle == 0)
  try app.rotate(to: .landscapeRight, at: 3)
  #expect(camera.photoOutput.connection(with: .video)?.videoRotationAngle == 180)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

import AVFoundation
import Testing

// A document camera whose interface stays in portrait: the shutter sets the photo connection's
// orientation from the device orientation just before asking for the photo, a frame handler
// watches the video data output, and the front camera's data connections are mirrored.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class FrameTally: AVCaptureVideoDataOutputSampleBufferDelegate {
  func captureOutput(
    _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer,
    from connection: AVCaptureConnection
  ) {
    guard let pixels = CMSampleBufferGetImageBuffer(sampleBuffer) else { return }
    _ = CIImage(cvPixelBuffer: pixels).extent
  }
}

final class DocumentCameraViewController: UIViewController {
  let session = AVCaptureSession()
  let photoOutput = AVCapturePhotoOutput()
  let frameOutput = AVCaptureVideoDataOutput()
  let frameTally = FrameTally()
  private(set) var camera: AVCaptureDevice?
  private(set) var settingsPrepared = false
  let usesFrontCamera: Bool

  init(usesFrontCamera: Bool = false) {
    self.usesFrontCamera = usesFrontCamera
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override func viewDidLoad() {
    super.viewDidLoad()
    let discovery = AVCaptureDevice.DiscoverySession(
      deviceTypes: [.builtInWideAngleCamera], mediaType: .video,
      position: usesFrontCamera ? .front : .back)
    guard let device = discovery.devices.first,
      let input = try? AVCaptureDeviceInput(device: device)
    else { return }
    camera = device
    session.beginConfiguration()
    if session.canAddInput(input) { session.addInput(input) }
    if session.canAddOutput(photoOutput) { session.addOutput(photoOutput) }
    if session.canAddOutput(frameOutput) { session.addOutput(frameOutput) }
    frameOutput.setSampleBufferDelegate(frameTally, queue: DispatchQueue(label: "frames"))
    for connection in frameOutput.connections where connection.isVideoMirroringSupported {
      connection.automaticallyAdjustsVideoMirroring = false
      connection.isVideoMirrored = device.position == .front
    }
    session.commitConfiguration()
    photoOutput.setPreparedPhotoSettingsArray([AVCapturePhotoSettings()]) { prepared, _ in
      MainActor.assumeIsolated { self.settingsPrepared = prepared }
    }
    session.startRunning()
  }

  func shutterTapped() {
    if let connection = photoOutput.connection(with: .video), connection.isVideoOrientationSupported
    {
      connection.videoOrientation = Self.captureOrientation(for: UIDevice.current.orientation)
    }
    let settings = AVCapturePhotoSettings()
    settings.flashMode = .off
    photoOutput.capturePhoto(with: settings, delegate: self)
  }

  // The camera's landscape is the device's, turned: the home button on the right
  // (device landscapeLeft) is the video's landscapeRight.
  static func captureOrientation(for device: UIDeviceOrientation) -> AVCaptureVideoOrientation {
    switch device {
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    case .portraitUpsideDown: .portraitUpsideDown
    default: .portrait
    }
  }
}

extension DocumentCameraViewController: AVCapturePhotoCaptureDelegate {
  nonisolated func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto,
    error: (any Error)?
  ) {
    _ = photo.fileDataRepresentation()
  }
}

@MainActor
@Test func photosAreTakenInTheDeviceOrientationWhileTheInterfaceStaysPortrait() throws {
  let app = UIKitHarness(device: .iphone15)
  let camera = DocumentCameraViewController()
  try app.launch(camera)
  #expect(camera.session.isRunning)
  #expect(camera.session.outputs.count == 2)
  #expect(camera.settingsPrepared)
  #expect(camera.photoOutput.preparedPhotoSettingsArray.count == 1)
  #expect(camera.frameOutput.sampleBufferDelegate === camera.frameTally)
  #expect(camera.frameOutput.connections.allSatisfy { !$0.isVideoMirrored })

  try app.perform(at: 1) { camera.shutterTapped() }
  try app.rotate(to: .landscapeLeft, at: 2)
  try app.perform(at: 3) { camera.shutterTapped() }
  try app.rotate(to: .landscapeRight, at: 4)
  try app.perform(at: 5) { camera.shutterTapped() }

  #expect(
    camera.photoOutput.captureRequests.map(\.videoOrientation) == [
      .portrait, .landscapeRight, .landscapeLeft,
    ])
  #expect(camera.photoOutput.captureRequests.allSatisfy { $0.settings.flashMode == .off })
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

@MainActor
@Test func theFrontCamerasFrameConnectionsAreMirrored() throws {
  let app = UIKitHarness(device: .iphone15)
  let camera = DocumentCameraViewController(usesFrontCamera: true)
  try app.launch(camera)
  #expect(camera.camera?.position == .front)
  #expect(camera.frameOutput.connections.allSatisfy { $0.isVideoMirrored })
}

import AVFoundation
import ImageIO
import Testing

// A selfie camera that asks for access with async/await, mirrors every connection of its
// session (the output's and the preview's) through `session.connections`, finds its preview
// layer back from those connections, and tags each frame's metadata with the EXIF orientation
// of the interface through Image I/O's key.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class SelfieCameraViewController: UIViewController {
  let session = AVCaptureSession()
  let frames = AVCaptureVideoDataOutput()
  private(set) var isReady = false

  func configure() async {
    guard await AVCaptureDevice.requestAccess(for: .video),
      let camera = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .front),
      let input = try? AVCaptureDeviceInput(device: camera)
    else { return }
    session.beginConfiguration()
    session.addInput(input)
    session.addOutput(frames)
    let preview = AVCaptureVideoPreviewLayer(session: session)
    view.layer.addSublayer(preview)
    session.connections.forEach { $0.automaticallyAdjustsVideoMirroring = false }
    session.connections.forEach { $0.isVideoMirrored = true }
    session.commitConfiguration()
    isReady = true
  }

  var previewLayer: AVCaptureVideoPreviewLayer? {
    session.connections.compactMap(\.videoPreviewLayer).first
  }

  func frameMetadata() -> [String: Any] {
    let exif: CGImagePropertyOrientation
    switch view.window?.windowScene?.interfaceOrientation ?? .portrait {
    case .landscapeLeft: exif = .downMirrored
    case .landscapeRight: exif = .upMirrored
    case .portraitUpsideDown: exif = .rightMirrored
    default: exif = .leftMirrored
    }
    return [kCGImagePropertyOrientation as String: exif.rawValue]
  }
}

@MainActor
@Test func aSelfieCameraMirrorsEveryConnectionOfItsSession() async throws {
  let app = UIKitHarness(device: .iphone15)
  let camera = SelfieCameraViewController()
  try app.launch(camera)
  await camera.configure()
  #expect(camera.isReady)

  let connections = camera.session.connections
  #expect(connections.count == 2)
  #expect(connections.first?.output === camera.frames)
  #expect(connections.first?.videoPreviewLayer == nil)
  #expect(connections.allSatisfy { $0.isVideoMirrored && !$0.automaticallyAdjustsVideoMirroring })
  let preview = try #require(camera.previewLayer)
  #expect(preview.connection === connections.last)
  #expect(preview.connection?.output == nil)

  #expect(camera.frameMetadata()["Orientation"] as? UInt32 == 5)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(camera.frameMetadata()["Orientation"] as? UInt32 == 2)

  preview.session = nil
  #expect(camera.session.connections.count == 1)
  #expect(camera.previewLayer == nil)
}

import AVFoundation
import Testing
import VideoToolbox

// A scanner screen snapshots camera frames: the frame's pixel buffer becomes a `CGImage` through
// VideoToolbox, wrapped in a `UIImage` whose orientation follows the interface, and the movie
// output caps its recordings. No pixel exists here; sizes and settings are read back.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class FrameSnapshotController: UIViewController {
  let movieOutput = AVCaptureMovieFileOutput()
  private(set) var snapshots: [UIImage] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    movieOutput.maxRecordedDuration = CMTime(seconds: 30, preferredTimescale: 600)
  }

  func snapshot(_ pixelBuffer: CVPixelBuffer) {
    var cgImage: CGImage?
    VTCreateCGImageFromCVPixelBuffer(pixelBuffer, options: nil, imageOut: &cgImage)
    guard let cgImage else { return }
    let orientation: UIImage.Orientation
    switch view.window?.windowScene?.interfaceOrientation {
    case .landscapeLeft: orientation = .down
    case .landscapeRight: orientation = .up
    case .portraitUpsideDown: orientation = .left
    default: orientation = .right
    }
    snapshots.append(UIImage(cgImage: cgImage, scale: 1, orientation: orientation))
  }
}

@MainActor
@Test func frameSnapshotsTakeTheBufferSizeAndTheInterfaceOrientation() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let scanner = FrameSnapshotController()
  try app.launch(scanner)
  var buffer: CVPixelBuffer?
  CVPixelBufferCreate(kCFAllocatorDefault, 1920, 1080, kCVPixelFormatType_32BGRA, nil, &buffer)
  let frame = try #require(buffer)
  scanner.snapshot(frame)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  scanner.snapshot(frame)
  #expect(scanner.snapshots.map(\.imageOrientation) == [.right, .up])
  #expect(scanner.snapshots.map { $0.cgImage?.width } == [1920, 1920])
  #expect(scanner.snapshots.map { $0.cgImage?.height } == [1080, 1080])
  #expect(scanner.movieOutput.maxRecordedDuration.seconds == 30)
  #expect(scanner.movieOutput.recordedFileSize == 0)
}

@MainActor
@Test func virtualCamerasSwitchOverAndFormatsHaveDimensions() throws {
  let devices = AVCaptureDevice.DiscoverySession(
    deviceTypes: [.builtInTripleCamera, .builtInWideAngleCamera], mediaType: .video,
    position: .back
  ).devices
  #expect(devices.map(\.isVirtualDevice) == [true, false])
  #expect(
    devices.map { $0.virtualDeviceSwitchOverVideoZoomFactors.map(\.doubleValue) } == [[2, 6], []])
  let format = try #require(devices.last?.activeFormat)
  let dimensions = CMVideoFormatDescriptionGetDimensions(format.formatDescription)
  #expect(dimensions == CMVideoDimensions(width: 1920, height: 1080))
  #expect(format.isVideoStabilizationModeSupported(.cinematicExtended))
  #expect(AVCaptureSession().canSetSessionPreset(.inputPriority))
}

@MainActor
@Test func tapToFocusConvertsThroughThePreviewOrientation() throws {
  let preview = AVCaptureVideoPreviewLayer(session: AVCaptureSession())
  preview.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
  preview.videoGravity = .resize
  // Portrait shows the camera's landscape frame turned a quarter: a point a quarter across and
  // down the layer is a quarter across and three quarters down the camera's frame.
  preview.connection?.videoOrientation = .portrait
  #expect(
    preview.captureDevicePointConverted(fromLayerPoint: CGPoint(x: 100, y: 200))
      == CGPoint(x: 0.25, y: 0.75))
  #expect(
    preview.layerPointConverted(fromCaptureDevicePoint: CGPoint(x: 0.25, y: 0.75))
      == CGPoint(x: 100, y: 200))
  preview.connection?.videoOrientation = .landscapeRight
  #expect(
    preview.captureDevicePointConverted(fromLayerPoint: CGPoint(x: 100, y: 200))
      == CGPoint(x: 0.25, y: 0.25))
  #expect(AVCapturePhotoOutput().supportedFlashModes == [.off])
  #expect(AVCaptureSession.wasInterruptedNotification == .AVCaptureSessionWasInterrupted)
}

@MainActor
@Test func squareCropsKeepTheImagesGeometry() throws {
  var buffer: CVPixelBuffer?
  CVPixelBufferCreate(kCFAllocatorDefault, 1920, 1080, kCVPixelFormatType_32BGRA, nil, &buffer)
  var cgImage: CGImage?
  VTCreateCGImageFromCVPixelBuffer(try #require(buffer), options: nil, imageOut: &cgImage)
  let frame = try #require(cgImage)
  let square = try #require(frame.cropping(to: CGRect(x: 420, y: 0, width: 1080, height: 1080)))
  #expect((square.width, square.height) == (1080, 1080))
  // Clipped to the image, and nothing left outside it.
  #expect(frame.cropping(to: CGRect(x: 1800, y: 1000, width: 500, height: 500))?.width == 120)
  #expect(frame.cropping(to: CGRect(x: 2000, y: 0, width: 10, height: 10)) == nil)
  let image = UIImage(cgImage: square, scale: 2, orientation: .right)
  #expect(image.imageRendererFormat.scale == 2)
  let zoomStops = AVCaptureDevice.DiscoverySession(
    deviceTypes: [.builtInTripleCamera], mediaType: .video, position: .back
  ).devices.first?.virtualDeviceSwitchOverVideoZoomFactors.map { CGFloat(truncating: $0) }
  #expect(zoomStops == [2, 6])
}

@MainActor
@Test func legacyImageContextsMakeImagesOfTheirSize() throws {
  #expect(UIGraphicsGetCurrentContext() == nil)
  UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 50), false, 2)
  let context = try #require(UIGraphicsGetCurrentContext())
  #expect((context.width, context.height) == (200, 100))
  let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
  #expect(image.size == CGSize(width: 100, height: 50))
  #expect(image.scale == 2)
  UIGraphicsEndImageContext()
  #expect(UIGraphicsGetCurrentContext() == nil)
  #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
}

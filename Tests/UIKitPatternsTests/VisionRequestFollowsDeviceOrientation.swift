import CoreImage
import CoreML
import Testing
import Vision

// A face-finding camera screen locked to portrait: UIKit never rotates it, so each frame handed
// to Vision carries the device orientation as an EXIF orientation, as camera apps pass it with
// the back camera's frames.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class FaceFinderViewController: UIViewController {
  private(set) var lastHandler: VNImageRequestHandler?
  private(set) var completions: [[VNObservation]?] = []
  private(set) var faces: [VNFaceObservation] = []

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override var shouldAutorotate: Bool { false }

  static func exifOrientation(for device: UIDeviceOrientation) -> CGImagePropertyOrientation {
    switch device {
    case .portraitUpsideDown: .left
    case .landscapeLeft: .upMirrored
    case .landscapeRight: .down
    default: .up
    }
  }

  func findFaces(in pixelBuffer: CVPixelBuffer) {
    let request = VNDetectFaceRectanglesRequest { [weak self] request, error in
      guard let self, error == nil else { return }
      completions.append(request.results)
      faces = request.results as? [VNFaceObservation] ?? []
    }
    let handler = VNImageRequestHandler(
      cvPixelBuffer: pixelBuffer,
      orientation: Self.exifOrientation(for: UIDevice.current.orientation), options: [:])
    lastHandler = handler
    do {
      try handler.perform([request])
    } catch {
      return
    }
  }
}

func cameraFrame(width: Int = 1920, height: Int = 1080) -> CVPixelBuffer? {
  var buffer: CVPixelBuffer?
  CVPixelBufferCreate(
    kCFAllocatorDefault, width, height, kCVPixelFormatType_32BGRA, nil, &buffer)
  return buffer
}

@MainActor
@Test(arguments: [
  (UIDeviceOrientation.portrait, CGImagePropertyOrientation.up),
  (.landscapeLeft, .upMirrored), (.portraitUpsideDown, .left), (.landscapeRight, .down),
])
func visionGetsTheDeviceOrientationOfAPortraitCamera(
  device: UIDeviceOrientation, exif: CGImagePropertyOrientation
) throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let camera = FaceFinderViewController()
  try app.launch(camera)
  let frame = try #require(cameraFrame())
  try app.rotate(to: device, at: 1)
  try app.perform(at: 2) { camera.findFaces(in: frame) }
  #expect(camera.lastHandler?.orientation == exif)
  #expect(camera.lastHandler?.imageSize == CGSize(width: 1920, height: 1080))
  #expect(camera.completions.count == 1)
  #expect(camera.completions.first??.isEmpty == true)
  #expect(camera.faces.isEmpty)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

@Test func coreImageComputesTheExtentsOfAFrame() throws {
  let frame = try #require(cameraFrame())
  let image = CIImage(cvPixelBuffer: frame)
  #expect(image.extent == CGRect(x: 0, y: 0, width: 1920, height: 1080))
  #expect(image.oriented(.right).extent.size == CGSize(width: 1080, height: 1920))
  #expect(image.oriented(.down).extent.size == CGSize(width: 1920, height: 1080))
  let cropped = image.cropped(to: CGRect(x: 1800, y: 100, width: 400, height: 300))
  #expect(cropped.extent == CGRect(x: 1800, y: 100, width: 120, height: 300))
  let still = try #require(CIContext().createCGImage(cropped, from: cropped.extent))
  #expect((still.width, still.height) == (120, 300))
  let photo = UIImage(ciImage: cropped, scale: 2, orientation: .right)
  #expect(photo.size == CGSize(width: 150, height: 60))
  #expect(photo.ciImage === cropped)
}

@Test func coreMLReadsNoModel() {
  #expect(throws: MLModelError.self) {
    try MLModel(contentsOf: URL(fileURLWithPath: "/models/FaceParts.mlmodelc"))
  }
}

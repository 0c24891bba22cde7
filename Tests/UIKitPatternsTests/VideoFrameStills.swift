import AVFoundation
import CoreVideo
import Testing

// A camera screen that turns the latest video frame into a still: the frame handler locks the
// pixel buffer, draws its BGRA pixels through a bitmap context and wraps the result in a UIImage
// turned for the interface orientation, which the screen updates after each rotation. The
// thumbnail keeps a fixed width and the still's aspect.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class FrameStillMaker: AVCaptureVideoDataOutputSampleBufferDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var turn = UIImage.Orientation.right
  private var latest: UIImage?

  // How the back camera's landscape frames are turned to be upright in the interface.
  var orientation: UIImage.Orientation {
    get { lock.withLock { turn } }
    set { lock.withLock { turn = newValue } }
  }
  var latestStill: UIImage? { lock.withLock { latest } }

  static func orientation(for interface: UIInterfaceOrientation) -> UIImage.Orientation {
    switch interface {
    case .landscapeRight: .up
    case .landscapeLeft: .down
    case .portraitUpsideDown: .left
    default: .right
    }
  }

  func captureOutput(
    _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer,
    from connection: AVCaptureConnection
  ) {
    guard let pixelBuffer = CMSampleBufferGetImageBuffer(sampleBuffer) else { return }
    let still = still(from: pixelBuffer)
    lock.withLock { latest = still }
  }

  func still(from pixelBuffer: CVPixelBuffer) -> UIImage? {
    CVPixelBufferLockBaseAddress(pixelBuffer, .readOnly)
    defer { CVPixelBufferUnlockBaseAddress(pixelBuffer, .readOnly) }
    return still(
      fromBGRA: CVPixelBufferGetBaseAddress(pixelBuffer), width: CVPixelBufferGetWidth(pixelBuffer),
      height: CVPixelBufferGetHeight(pixelBuffer),
      bytesPerRow: CVPixelBufferGetBytesPerRow(pixelBuffer))
  }

  func still(fromBGRA base: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int)
    -> UIImage?
  {
    let bitmapInfo =
      CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue
    guard
      let context = CGContext(
        data: base, width: width, height: height, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo),
      let bitmap = context.makeImage()
    else { return nil }
    return UIImage(cgImage: bitmap, scale: 1, orientation: orientation)
  }
}

final class StillCameraViewController: UIViewController {
  let session = AVCaptureSession()
  let frameOutput = AVCaptureVideoDataOutput()
  let stills = FrameStillMaker()
  let thumbnail = UIImageView(image: nil)
  lazy var previewLayer = AVCaptureVideoPreviewLayer(session: session)

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  override func viewDidLoad() {
    super.viewDidLoad()
    session.beginConfiguration()
    session.sessionPreset = session.canSetSessionPreset(.hd1920x1080) ? .hd1920x1080 : .high
    if let camera = AVCaptureDevice.default(for: .video),
      let input = try? AVCaptureDeviceInput(device: camera), session.canAddInput(input)
    {
      session.addInput(input)
    }
    frameOutput.videoSettings = [
      kCVPixelBufferPixelFormatTypeKey as String: kCVPixelFormatType_32BGRA
    ]
    frameOutput.alwaysDiscardsLateVideoFrames = true
    frameOutput.setSampleBufferDelegate(stills, queue: DispatchQueue(label: "stills"))
    if session.canAddOutput(frameOutput) { session.addOutput(frameOutput) }
    session.commitConfiguration()
    view.layer.addSublayer(previewLayer)
    view.addSubview(thumbnail)
    session.startRunning()
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    followInterfaceOrientation()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { _ in self.followInterfaceOrientation() }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    previewLayer.frame = view.bounds
    layOutThumbnail()
  }

  func layOutThumbnail() {
    let width: CGFloat = 120
    let size = thumbnail.image?.size ?? .zero
    let height = size.width > 0 ? (width * size.height / size.width).rounded() : 0
    thumbnail.frame = CGRect(
      x: view.bounds.maxX - width - 16, y: view.safeAreaInsets.top + 16, width: width,
      height: height)
  }

  func followInterfaceOrientation() {
    guard let scene = view.window?.windowScene else { return }
    stills.orientation = FrameStillMaker.orientation(for: scene.interfaceOrientation)
  }

  func show(_ still: UIImage?) {
    thumbnail.image = still
    layOutThumbnail()
  }
}

// What the frame handler gets for a 1920 × 1080 BGRA frame here, where a pixel buffer has no
// base address.
@MainActor
private func stillOfAFullHDFrame(_ camera: StillCameraViewController) -> UIImage? {
  camera.stills.still(fromBGRA: nil, width: 1920, height: 1080, bytesPerRow: 1920 * 4)
}

@MainActor
@Test func aFramesStillIsTurnedUprightForTheInterfaceOrientation() throws {
  let app = UIKitHarness(device: .iphone15)
  let camera = StillCameraViewController()
  try app.launch(camera)
  #expect(camera.session.isRunning)
  #expect(camera.session.sessionPreset == .hd1920x1080)
  #expect(camera.frameOutput.sampleBufferDelegate === camera.stills)

  let portrait = try #require(stillOfAFullHDFrame(camera))
  #expect(portrait.imageOrientation == .right)
  #expect(portrait.size == CGSize(width: 1080, height: 1920))
  #expect(portrait.cgImage?.width == 1920)
  #expect(portrait.cgImage?.height == 1080)
  try app.perform(at: 1) { camera.show(portrait) }
  try app.advance(to: 2)
  #expect(camera.thumbnail.frame.size == CGSize(width: 120, height: 213))

  try app.rotate(to: .landscapeLeft, at: 3)
  try app.advance(to: 4)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  let landscape = try #require(stillOfAFullHDFrame(camera))
  #expect(landscape.imageOrientation == .up)
  #expect(landscape.size == CGSize(width: 1920, height: 1080))
  try app.perform(at: 5) { camera.show(landscape) }
  try app.advance(to: 6)
  #expect(camera.thumbnail.frame.size == CGSize(width: 120, height: 68))
  #expect(camera.thumbnail.frame.maxX == camera.view.bounds.maxX - 16)

  try app.rotate(to: .landscapeRight, at: 7)
  try app.advance(to: 8)
  #expect(stillOfAFullHDFrame(camera)?.imageOrientation == .down)
}

@MainActor
@Test func aFrameWithNoPixelsOrTooShortARowMakesNoStill() throws {
  let app = UIKitHarness(device: .iphone15)
  let camera = StillCameraViewController()
  try app.launch(camera)
  #expect(camera.stills.still(fromBGRA: nil, width: 0, height: 1080, bytesPerRow: 0) == nil)
  #expect(camera.stills.still(fromBGRA: nil, width: 1920, height: 1080, bytesPerRow: 1920) == nil)
  let unpadded = try #require(
    camera.stills.still(fromBGRA: nil, width: 640, height: 480, bytesPerRow: 0))
  #expect(unpadded.cgImage?.bytesPerRow == 640 * 4)
  #expect(camera.stills.latestStill == nil)
}

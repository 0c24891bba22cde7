import OrientationUIKit

/// `VNImageOption`.
public struct VNImageOption: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let properties = Self(rawValue: "VNImageOptionProperties")
  public static let cameraIntrinsics = Self(rawValue: "VNImageOptionCameraIntrinsics")
  public static let ciContext = Self(rawValue: "VNImageOptionCIContext")
}

/// `VNImageRequestHandler`: one image and the orientation it was given; performing requests
/// detects nothing.
open class VNImageRequestHandler {
  /// The EXIF orientation the handler was made with (`up` when none was passed): orientsim's,
  /// so that a test can check what a frame handler told Vision.
  public let orientation: CGImagePropertyOrientation
  /// The image's size in pixels, when made from a buffer or bitmap (orientsim's).
  public let imageSize: CGSize?
  /// The options it was made with.
  public let options: [VNImageOption: Any]

  init(size: CGSize?, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any]) {
    imageSize = size
    self.orientation = orientation
    self.options = options
  }

  /// A handler of `pixelBuffer`, `up`.
  public convenience init(
    cvPixelBuffer pixelBuffer: CVPixelBuffer, options: [VNImageOption: Any] = [:]
  ) {
    self.init(cvPixelBuffer: pixelBuffer, orientation: .up, options: options)
  }
  /// A handler of `pixelBuffer` stored as `orientation` says.
  public convenience init(
    cvPixelBuffer pixelBuffer: CVPixelBuffer, orientation: CGImagePropertyOrientation,
    options: [VNImageOption: Any] = [:]
  ) {
    let size = CGSize(
      width: CVPixelBufferGetWidth(pixelBuffer), height: CVPixelBufferGetHeight(pixelBuffer))
    self.init(size: size, orientation: orientation, options: options)
  }
  /// A handler of `image`, `up`.
  public convenience init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {
    self.init(cgImage: image, orientation: .up, options: options)
  }
  /// A handler of `image` stored as `orientation` says.
  public convenience init(
    cgImage image: CGImage, orientation: CGImagePropertyOrientation,
    options: [VNImageOption: Any] = [:]
  ) {
    let size = CGSize(width: image.width, height: image.height)
    self.init(size: size, orientation: orientation, options: options)
  }
  /// A handler of `image`, `up`.
  public convenience init(ciImage image: CIImage, options: [VNImageOption: Any] = [:]) {
    self.init(ciImage: image, orientation: .up, options: options)
  }
  /// A handler of `image` stored as `orientation` says.
  public convenience init(
    ciImage image: CIImage, orientation: CGImagePropertyOrientation,
    options: [VNImageOption: Any] = [:]
  ) {
    self.init(size: image.extent.size, orientation: orientation, options: options)
  }
  /// A handler of encoded image data (never decoded: no size), `up`.
  public convenience init(data imageData: Data, options: [VNImageOption: Any] = [:]) {
    self.init(size: nil, orientation: .up, options: options)
  }
  /// A handler of encoded image data (never decoded), stored as `orientation` says.
  public convenience init(
    data imageData: Data, orientation: CGImagePropertyOrientation,
    options: [VNImageOption: Any] = [:]
  ) {
    self.init(size: nil, orientation: orientation, options: options)
  }
  /// A handler of an image file (never read: no size), `up`.
  public convenience init(url imageURL: URL, options: [VNImageOption: Any] = [:]) {
    self.init(size: nil, orientation: .up, options: options)
  }
  /// A handler of an image file (never read), stored as `orientation` says.
  public convenience init(
    url imageURL: URL, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]
  ) {
    self.init(size: nil, orientation: orientation, options: options)
  }

  /// Runs each request's completion handler at once, in order, its ``VNRequest/results`` set
  /// to an empty array and no error: nothing is detected. Never throws here.
  open func perform(_ requests: [VNRequest]) throws {
    for request in requests { request.complete() }
  }
}

/// `VNSequenceRequestHandler`: requests over a sequence of frames; each perform detects nothing
/// and keeps the frame's orientation.
open class VNSequenceRequestHandler {
  /// The orientation of each frame performed on, in order (orientsim's, for tests).
  public private(set) var orientations: [CGImagePropertyOrientation] = []

  /// A handler.
  public init() {}

  /// Runs each request's completion handler at once with empty results.
  open func perform(_ requests: [VNRequest], on pixelBuffer: CVPixelBuffer) throws {
    try perform(requests, on: pixelBuffer, orientation: .up)
  }
  /// Runs each request's completion handler at once with empty results.
  open func perform(
    _ requests: [VNRequest], on pixelBuffer: CVPixelBuffer, orientation: CGImagePropertyOrientation
  ) throws {
    run(requests, orientation)
  }
  /// Runs each request's completion handler at once with empty results.
  open func perform(_ requests: [VNRequest], on image: CGImage) throws {
    try perform(requests, on: image, orientation: .up)
  }
  /// Runs each request's completion handler at once with empty results.
  open func perform(
    _ requests: [VNRequest], on image: CGImage, orientation: CGImagePropertyOrientation
  ) throws {
    run(requests, orientation)
  }
  /// Runs each request's completion handler at once with empty results.
  open func perform(_ requests: [VNRequest], on image: CIImage) throws {
    try perform(requests, on: image, orientation: .up)
  }
  /// Runs each request's completion handler at once with empty results.
  open func perform(
    _ requests: [VNRequest], on image: CIImage, orientation: CGImagePropertyOrientation
  ) throws {
    run(requests, orientation)
  }

  private func run(_ requests: [VNRequest], _ orientation: CGImagePropertyOrientation) {
    orientations.append(orientation)
    for request in requests { request.complete() }
  }
}

/// `VNNormalizedIdentityRect`: the whole image, normalized.
public let VNNormalizedIdentityRect = CGRect(x: 0, y: 0, width: 1, height: 1)

/// `VNImageRectForNormalizedRect(_:_:_:)`: a normalized rectangle in an image of `imageWidth` ×
/// `imageHeight` pixels.
public func VNImageRectForNormalizedRect(
  _ normalizedRect: CGRect, _ imageWidth: Int, _ imageHeight: Int
) -> CGRect {
  let (width, height) = (CGFloat(imageWidth), CGFloat(imageHeight))
  return CGRect(
    x: normalizedRect.minX * width, y: normalizedRect.minY * height,
    width: normalizedRect.width * width, height: normalizedRect.height * height)
}

/// `VNNormalizedRectForImageRect(_:_:_:)`: a rectangle of an image of `imageWidth` ×
/// `imageHeight` pixels, normalized.
public func VNNormalizedRectForImageRect(
  _ imageRect: CGRect, _ imageWidth: Int, _ imageHeight: Int
) -> CGRect {
  let (width, height) = (CGFloat(imageWidth), CGFloat(imageHeight))
  return CGRect(
    x: imageRect.minX / width, y: imageRect.minY / height, width: imageRect.width / width,
    height: imageRect.height / height)
}

/// `VNImagePointForNormalizedPoint(_:_:_:)`: a normalized point in an image of `imageWidth` ×
/// `imageHeight` pixels.
public func VNImagePointForNormalizedPoint(
  _ normalizedPoint: CGPoint, _ imageWidth: Int, _ imageHeight: Int
) -> CGPoint {
  CGPoint(x: normalizedPoint.x * CGFloat(imageWidth), y: normalizedPoint.y * CGFloat(imageHeight))
}

/// `VNNormalizedPointForImagePoint(_:_:_:)`: a point of an image of `imageWidth` ×
/// `imageHeight` pixels, normalized.
public func VNNormalizedPointForImagePoint(
  _ imagePoint: CGPoint, _ imageWidth: Int, _ imageHeight: Int
) -> CGPoint {
  CGPoint(x: imagePoint.x / CGFloat(imageWidth), y: imagePoint.y / CGFloat(imageHeight))
}

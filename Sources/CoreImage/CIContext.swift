import OrientationUIKit

/// `CIContext`: renders nothing; ``createCGImage(_:from:)`` makes an image of the rectangle's
/// size that holds no pixels.
open class CIContext {
  /// A context (`options` ignored).
  public init(options: [CIContextOption: Any]? = nil) {}
  /// A context.
  public convenience init() { self.init(options: nil) }

  /// A bitmap of `fromRect`'s size (its integral rectangle), 8-bit RGBA, holding no pixels;
  /// `nil` for an empty, null or infinite rectangle, as Core Image.
  open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
    guard !fromRect.isNull, !fromRect.isInfinite else { return nil }
    let rect = fromRect.integral
    guard rect.width > 0, rect.height > 0 else { return nil }
    return CGContext(
      data: nil, width: Int(rect.width), height: Int(rect.height), bitsPerComponent: 8,
      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue
    )?.makeImage()
  }
  /// Does nothing: no pixel is drawn.
  open func render(_ image: CIImage, to buffer: CVPixelBuffer) {}
  /// Does nothing: no pixel is drawn.
  open func render(
    _ image: CIImage, to buffer: CVPixelBuffer, bounds: CGRect, colorSpace: CGColorSpace?
  ) {}
}

/// `CIContextOption`.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let useSoftwareRenderer = Self(rawValue: "kCIContextUseSoftwareRenderer")
  public static let workingColorSpace = Self(rawValue: "kCIContextWorkingColorSpace")
  public static let outputColorSpace = Self(rawValue: "kCIContextOutputColorSpace")
  public static let cacheIntermediates = Self(rawValue: "kCIContextCacheIntermediates")
}

/// `CIFilter`: a filter's name and parameters, stored; its ``outputImage`` is its input image,
/// unfiltered.
open class CIFilter {
  /// The filter's name, as given.
  public let name: String
  private var parameters: [String: Any]

  /// A filter named `name`: always made (Core Image's catalogue of names is not checked).
  public init?(name: String) {
    self.name = name
    parameters = [:]
  }
  /// A filter named `name` with `params` set.
  public convenience init?(name: String, parameters params: [String: Any]?) {
    self.init(name: name)
    for (key, value) in params ?? [:] { setValue(value, forKey: key) }
  }

  /// Stores `value` for `key` (removes it for `nil`).
  open func setValue(_ value: Any?, forKey key: String) { parameters[key] = value }
  /// The value stored for `key`.
  open func value(forKey key: String) -> Any? { parameters[key] }
  /// Does nothing: no default is known here.
  open func setDefaults() {}
  /// The image stored for ``kCIInputImageKey``, unfiltered.
  open var outputImage: CIImage? { parameters[kCIInputImageKey] as? CIImage }
}

public let kCIInputImageKey = "inputImage"
public let kCIOutputImageKey = "outputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputScaleKey = "inputScale"
public let kCIInputAspectRatioKey = "inputAspectRatio"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputExtentKey = "inputExtent"
public let kCIInputColorKey = "inputColor"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"

/// `CIDetector`: finds nothing.
open class CIDetector {
  /// A detector of `type` (`context` and `options` ignored); always made.
  public init?(ofType type: String, context: CIContext?, options: [String: Any]? = nil) {}
  /// Always empty: nothing is detected.
  open func features(in image: CIImage) -> [CIFeature] { [] }
  /// Always empty: nothing is detected.
  open func features(in image: CIImage, options: [String: Any]? = nil) -> [CIFeature] { [] }
}

/// `CIFeature`: a feature found in an image. None is ever found here.
open class CIFeature {
  /// The feature's rectangle.
  open var bounds: CGRect { .zero }
  /// The feature's type.
  open var type: String { "" }
}

/// `CIFaceFeature`: a face found in an image. None is ever found here.
open class CIFaceFeature: CIFeature {
  open var hasLeftEyePosition: Bool { false }
  open var leftEyePosition: CGPoint { .zero }
  open var hasRightEyePosition: Bool { false }
  open var rightEyePosition: CGPoint { .zero }
  open var hasMouthPosition: Bool { false }
  open var mouthPosition: CGPoint { .zero }
  open var hasFaceAngle: Bool { false }
  open var faceAngle: Float { 0 }
  open var hasSmile: Bool { false }
}

public let CIDetectorTypeFace = "CIDetectorTypeFace"
public let CIDetectorTypeRectangle = "CIDetectorTypeRectangle"
public let CIDetectorTypeQRCode = "CIDetectorTypeQRCode"
public let CIDetectorTypeText = "CIDetectorTypeText"
public let CIDetectorAccuracy = "CIDetectorAccuracy"
public let CIDetectorAccuracyLow = "CIDetectorAccuracyLow"
public let CIDetectorAccuracyHigh = "CIDetectorAccuracyHigh"
public let CIDetectorImageOrientation = "CIDetectorImageOrientation"
public let CIDetectorSmile = "CIDetectorSmile"
public let CIDetectorEyeBlink = "CIDetectorEyeBlink"

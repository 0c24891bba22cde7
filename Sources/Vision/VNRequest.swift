@_exported import CoreImage
@_exported import CoreML
@_exported import Foundation
import OrientationUIKit

// The `Vision` module on Linux: a compile surface only, so that a camera screen that turns the
// device orientation into an EXIF orientation for Vision compiles unchanged, and a test can read
// the orientation it passed. Nothing is ever detected: performing a request runs its completion
// handler at once with empty results and no error. Depend on it only where the system has no
// Vision: `.product(name: "Vision", package: "orientsim", condition: .when(platforms: [.linux]))`.

/// `VNRequestCompletionHandler`: called with the request and the error, if any.
public typealias VNRequestCompletionHandler = (VNRequest, (any Error)?) -> Void

/// `VNRequest`: a request's settings, stored; performed, its ``results`` become empty.
open class VNRequest {
  /// The completion handler it was made with.
  open private(set) var completionHandler: VNRequestCompletionHandler?
  /// Empty once performed (nothing is detected); `nil` before.
  open internal(set) var results: [VNObservation]?
  /// Stored.
  open var preferBackgroundProcessing = false
  /// Stored.
  open var usesCPUOnly = false
  /// Stored.
  open var revision = 1
  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  /// A request without a completion handler.
  public convenience init() { self.init(completionHandler: nil) }
  /// A request calling `completionHandler` when performed.
  public init(completionHandler: VNRequestCompletionHandler?) {
    self.completionHandler = completionHandler
  }
  /// Marks the request cancelled (nothing runs to be cancelled).
  open func cancel() { isCancelled = true }

  func complete() {
    results = []
    completionHandler?(self, nil)
  }
}

/// `VNImageBasedRequest`: a request on an image, with its region of interest stored.
open class VNImageBasedRequest: VNRequest {
  /// The normalized region to look in; the whole image by default.
  open var regionOfInterest = VNNormalizedIdentityRect
}

/// `VNDetectFaceRectanglesRequest`: finds no face.
open class VNDetectFaceRectanglesRequest: VNImageBasedRequest {}

/// `VNDetectFaceLandmarksRequest`: finds no face.
open class VNDetectFaceLandmarksRequest: VNImageBasedRequest {
  /// Stored; no face is looked at.
  open var inputFaceObservations: [VNFaceObservation]?
}

/// `VNRequestTextRecognitionLevel`.
public enum VNRequestTextRecognitionLevel: Int, Sendable, Hashable {
  case accurate = 0, fast
}

/// `VNRecognizeTextRequest`: its settings stored; recognizes no text.
open class VNRecognizeTextRequest: VNImageBasedRequest {
  open var recognitionLevel = VNRequestTextRecognitionLevel.accurate
  open var recognitionLanguages = ["en-US"]
  open var customWords: [String] = []
  open var usesLanguageCorrection = true
  open var automaticallyDetectsLanguage = false
  /// Stored, as a fraction of the image's height.
  open var minimumTextHeight: Float = 0
  /// The languages Apple's recognizer knows are not known here: empty.
  open func supportedRecognitionLanguages() throws -> [String] { [] }
}

/// `VNBarcodeSymbology`.
public struct VNBarcodeSymbology: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let aztec = Self(rawValue: "VNBarcodeSymbologyAztec")
  public static let code128 = Self(rawValue: "VNBarcodeSymbologyCode128")
  public static let code39 = Self(rawValue: "VNBarcodeSymbologyCode39")
  public static let dataMatrix = Self(rawValue: "VNBarcodeSymbologyDataMatrix")
  public static let ean13 = Self(rawValue: "VNBarcodeSymbologyEAN13")
  public static let ean8 = Self(rawValue: "VNBarcodeSymbologyEAN8")
  public static let pdf417 = Self(rawValue: "VNBarcodeSymbologyPDF417")
  public static let qr = Self(rawValue: "VNBarcodeSymbologyQR")
  public static let upce = Self(rawValue: "VNBarcodeSymbologyUPCE")
}

/// `VNDetectBarcodesRequest`: its symbologies stored; finds no barcode.
open class VNDetectBarcodesRequest: VNImageBasedRequest {
  open var symbologies: [VNBarcodeSymbology] = [.qr]
  /// The symbologies Apple's detector reads are not known here: empty.
  open func supportedSymbologies() throws -> [VNBarcodeSymbology] { [] }
}

/// `VNDetectRectanglesRequest`: its settings stored; finds no rectangle.
open class VNDetectRectanglesRequest: VNImageBasedRequest {
  open var minimumAspectRatio: Float = 0.5
  open var maximumAspectRatio: Float = 1
  open var quadratureTolerance: Float = 30
  open var minimumSize: Float = 0.2
  open var minimumConfidence: Float = 0
  open var maximumObservations = 1
}

/// `VNDetectHumanBodyPoseRequest`: finds no body.
open class VNDetectHumanBodyPoseRequest: VNImageBasedRequest {}

/// `VNDetectHumanHandPoseRequest`: finds no hand.
open class VNDetectHumanHandPoseRequest: VNImageBasedRequest {
  /// Stored.
  open var maximumHandCount = 2
}

/// `VNClassifyImageRequest`: classifies nothing.
open class VNClassifyImageRequest: VNImageBasedRequest {}

/// `VNGenerateAttentionBasedSaliencyImageRequest`: finds no salient region.
open class VNGenerateAttentionBasedSaliencyImageRequest: VNImageBasedRequest {}

/// `VNImageCropAndScaleOption`: how an image is fitted to a model's input.
public enum VNImageCropAndScaleOption: UInt, Sendable, Hashable {
  case centerCrop = 0, scaleFit = 1, scaleFill = 2
  case scaleFitRotate90CCW = 0x101, scaleFillRotate90CCW = 0x102
}

/// `VNCoreMLModel`: a CoreML model for Vision. Since no ``MLModel`` is ever loaded on Linux,
/// none is ever made.
open class VNCoreMLModel {
  /// The model.
  public let model: MLModel
  /// A Vision model of `model`.
  public init(for model: MLModel) throws { self.model = model }
  /// Stored.
  open var inputImageFeatureName = ""
  /// Stored.
  open var featureProvider: (any MLFeatureProvider)?
}

/// `VNCoreMLRequest`: runs no model.
open class VNCoreMLRequest: VNImageBasedRequest {
  /// The model it was made with.
  public let model: VNCoreMLModel
  /// Stored.
  open var imageCropAndScaleOption = VNImageCropAndScaleOption.centerCrop
  /// A request running `model`, calling `completionHandler` when performed.
  public init(model: VNCoreMLModel, completionHandler: VNRequestCompletionHandler? = nil) {
    self.model = model
    super.init(completionHandler: completionHandler)
  }
}

/// `VNTrackObjectRequest`: tracks nothing; its observation is stored.
open class VNTrackObjectRequest: VNImageBasedRequest {
  /// The observation to track from.
  open var inputObservation: VNDetectedObjectObservation
  /// Stored.
  open var isLastFrame = false
  /// Stored.
  open var trackingLevel = VNRequestTrackingLevel.accurate
  /// A request tracking `observation`.
  public init(
    detectedObjectObservation observation: VNDetectedObjectObservation,
    completionHandler: VNRequestCompletionHandler? = nil
  ) {
    inputObservation = observation
    super.init(completionHandler: completionHandler)
  }
}

/// `VNRequestTrackingLevel`.
public enum VNRequestTrackingLevel: UInt, Sendable, Hashable {
  case accurate = 0, fast
}

import OrientationUIKit

// Vision's observations, as app code reads them from a request's results. No request ever
// produces one here; they exist so that the code reading results compiles, and a test may make
// one to drive it.

/// `VNConfidence`: a confidence from 0 to 1.
public typealias VNConfidence = Float

/// `VNObservation`: a result, with its identifier and confidence.
open class VNObservation {
  /// A fresh identifier.
  public let uuid = UUID()
  /// The confidence, 1 unless made with another.
  open var confidence: VNConfidence
  /// An observation of confidence 1 (orientsim's, for tests).
  public init(confidence: VNConfidence = 1) { self.confidence = confidence }
}

/// `VNDetectedObjectObservation`: an object's normalized bounding box (origin bottom-left).
open class VNDetectedObjectObservation: VNObservation {
  /// The normalized bounding box.
  open var boundingBox: CGRect
  /// An observation of `boundingBox`.
  public init(boundingBox: CGRect) {
    self.boundingBox = boundingBox
    super.init()
  }
}

/// `VNFaceLandmarks2D`: a face's landmarks. None is ever found here.
open class VNFaceLandmarks2D {
  init() {}
}

/// `VNFaceObservation`: a face's box and angles; no landmarks.
open class VNFaceObservation: VNDetectedObjectObservation {
  /// Always nil: no landmarks are found.
  open var landmarks: VNFaceLandmarks2D? { nil }
  /// The head's roll in radians, nil unless made with one.
  open var roll: NSNumber?
  /// The head's yaw in radians, nil unless made with one.
  open var yaw: NSNumber?
  /// The head's pitch in radians, nil unless made with one.
  open var pitch: NSNumber?
  /// A face of `boundingBox` with these angles.
  public init(boundingBox: CGRect, roll: NSNumber? = nil, yaw: NSNumber? = nil) {
    self.roll = roll
    self.yaw = yaw
    super.init(boundingBox: boundingBox)
  }
}

/// `VNClassificationObservation`: a label and its confidence.
open class VNClassificationObservation: VNObservation {
  /// The label.
  public let identifier: String
  /// A label with its confidence.
  public init(identifier: String, confidence: VNConfidence) {
    self.identifier = identifier
    super.init(confidence: confidence)
  }
}

/// `VNRecognizedObjectObservation`: an object's box and its labels.
open class VNRecognizedObjectObservation: VNDetectedObjectObservation {
  /// The labels, most confident first.
  public let labels: [VNClassificationObservation]
  /// An object of `boundingBox` with `labels`.
  public init(boundingBox: CGRect, labels: [VNClassificationObservation]) {
    self.labels = labels
    super.init(boundingBox: boundingBox)
  }
}

/// `VNRectangleObservation`: a quadrilateral's normalized corners.
open class VNRectangleObservation: VNDetectedObjectObservation {
  public let topLeft: CGPoint
  public let topRight: CGPoint
  public let bottomLeft: CGPoint
  public let bottomRight: CGPoint
  /// A quadrilateral of these corners, its box enclosing them.
  public init(topLeft: CGPoint, topRight: CGPoint, bottomLeft: CGPoint, bottomRight: CGPoint) {
    (self.topLeft, self.topRight) = (topLeft, topRight)
    (self.bottomLeft, self.bottomRight) = (bottomLeft, bottomRight)
    let xs = [topLeft.x, topRight.x, bottomLeft.x, bottomRight.x]
    let ys = [topLeft.y, topRight.y, bottomLeft.y, bottomRight.y]
    super.init(
      boundingBox: CGRect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
  }
}

/// `VNRecognizedText`: a candidate string and its confidence.
open class VNRecognizedText {
  /// The text.
  public let string: String
  /// The confidence.
  public let confidence: VNConfidence
  /// A candidate `string` with its confidence.
  public init(string: String, confidence: VNConfidence) {
    self.string = string
    self.confidence = confidence
  }
}

/// `VNRecognizedTextObservation`: a line of text's corners and its candidates.
open class VNRecognizedTextObservation: VNRectangleObservation {
  private var candidates: [VNRecognizedText] = []
  /// A line of `candidates` (most confident first) in the rectangle `boundingBox`.
  public convenience init(boundingBox: CGRect, candidates: [VNRecognizedText]) {
    self.init(
      topLeft: CGPoint(x: boundingBox.minX, y: boundingBox.maxY),
      topRight: CGPoint(x: boundingBox.maxX, y: boundingBox.maxY),
      bottomLeft: CGPoint(x: boundingBox.minX, y: boundingBox.minY),
      bottomRight: CGPoint(x: boundingBox.maxX, y: boundingBox.minY))
    self.candidates = candidates
  }
  /// The first `maxCandidateCount` candidates.
  open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] {
    Array(candidates.prefix(max(0, maxCandidateCount)))
  }
}

/// `VNBarcodeObservation`: a barcode's corners, symbology and payload.
open class VNBarcodeObservation: VNRectangleObservation {
  /// The symbology, `qr` unless made with another.
  open var symbology = VNBarcodeSymbology.qr
  /// The payload as text, if made with one.
  open var payloadStringValue: String?
}

/// `VNCoreMLFeatureValueObservation`: a model's output value.
open class VNCoreMLFeatureValueObservation: VNObservation {
  /// The value.
  public let featureValue: MLFeatureValue
  /// The output's name.
  public let featureName: String
  /// An output `featureName` of `featureValue`.
  public init(featureValue: MLFeatureValue, featureName: String) {
    self.featureValue = featureValue
    self.featureName = featureName
    super.init()
  }
}

/// `VNPixelBufferObservation`: an image a request produced.
open class VNPixelBufferObservation: VNObservation {
  /// The image.
  public let pixelBuffer: CVPixelBuffer
  /// An observation of `pixelBuffer`.
  public init(pixelBuffer: CVPixelBuffer) {
    self.pixelBuffer = pixelBuffer
    super.init()
  }
}

/// `VNRecognizedPoint`: a named normalized point and its confidence.
open class VNRecognizedPoint {
  /// The normalized location.
  public let location: CGPoint
  /// The confidence.
  public let confidence: VNConfidence
  /// A point at `location` with `confidence`.
  public init(location: CGPoint, confidence: VNConfidence) {
    self.location = location
    self.confidence = confidence
  }
  /// The x coordinate.
  public var x: CGFloat { location.x }
  /// The y coordinate.
  public var y: CGFloat { location.y }
}

/// `VNHumanBodyPoseObservation`: a body's joints; none recognized here.
open class VNHumanBodyPoseObservation: VNObservation {
  /// `VNHumanBodyPoseObservation.JointName`.
  public struct JointName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nose = Self(rawValue: "head_joint")
    public static let leftEye = Self(rawValue: "left_eye_joint")
    public static let rightEye = Self(rawValue: "right_eye_joint")
    public static let neck = Self(rawValue: "neck_1_joint")
    public static let leftShoulder = Self(rawValue: "left_shoulder_1_joint")
    public static let rightShoulder = Self(rawValue: "right_shoulder_1_joint")
    public static let leftElbow = Self(rawValue: "left_forearm_joint")
    public static let rightElbow = Self(rawValue: "right_forearm_joint")
    public static let leftWrist = Self(rawValue: "left_hand_joint")
    public static let rightWrist = Self(rawValue: "right_hand_joint")
    public static let root = Self(rawValue: "root")
    public static let leftHip = Self(rawValue: "left_upLeg_joint")
    public static let rightHip = Self(rawValue: "right_upLeg_joint")
    public static let leftKnee = Self(rawValue: "left_leg_joint")
    public static let rightKnee = Self(rawValue: "right_leg_joint")
    public static let leftAnkle = Self(rawValue: "left_foot_joint")
    public static let rightAnkle = Self(rawValue: "right_foot_joint")
  }
  /// `VNHumanBodyPoseObservation.JointsGroupName`.
  public struct JointsGroupName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let all = Self(rawValue: "VNIPOAll")
  }
  /// Always empty: no joint is recognized.
  open func recognizedPoints(_ jointsGroupName: JointsGroupName) throws -> [JointName:
    VNRecognizedPoint]
  { [:] }
  /// Throws: no joint is recognized.
  open func recognizedPoint(_ jointName: JointName) throws -> VNRecognizedPoint {
    throw VNError(.invalidOperation, "no joint is recognized")
  }
}

/// `VNHumanHandPoseObservation`: a hand's joints; none recognized here.
open class VNHumanHandPoseObservation: VNObservation {
  /// `VNHumanHandPoseObservation.JointName`.
  public struct JointName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let wrist = Self(rawValue: "VNHLKWRI")
    public static let thumbTip = Self(rawValue: "VNHLKTTIP")
    public static let indexTip = Self(rawValue: "VNHLKITIP")
    public static let middleTip = Self(rawValue: "VNHLKMTIP")
    public static let ringTip = Self(rawValue: "VNHLKRTIP")
    public static let littleTip = Self(rawValue: "VNHLKPTIP")
  }
  /// `VNHumanHandPoseObservation.JointsGroupName`.
  public struct JointsGroupName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let all = Self(rawValue: "VNIPOAll")
  }
  /// Always empty: no joint is recognized.
  open func recognizedPoints(_ jointsGroupName: JointsGroupName) throws -> [JointName:
    VNRecognizedPoint]
  { [:] }
  /// Throws: no joint is recognized.
  open func recognizedPoint(_ jointName: JointName) throws -> VNRecognizedPoint {
    throw VNError(.invalidOperation, "no joint is recognized")
  }
}

/// `VNError`: the errors of Vision's calls.
public struct VNError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `VNError.Code`.
  public enum Code: Int, Sendable, Hashable {
    case ok = 0, requestCancelled, invalidFormat, operationFailed, outOfBoundsError, invalidOption
    case ioError, missingOption, notImplemented, internalError, outOfMemory, unknownError
    case invalidOperation, invalidImage, invalidArgument, invalidModel, unsupportedRevision
  }
  /// The error's code.
  public let code: Code
  let message: String
  init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }
  public var description: String { "VNError(\(code)): \(message)" }
}

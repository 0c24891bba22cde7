@_exported import Foundation

// The `CoreML` module on Linux: a compile surface only, so that a camera screen that runs a model
// through Vision compiles unchanged around its orientation code. No model file is read and no
// prediction is made: `MLModel(contentsOf:)` throws. The class Xcode generates for each
// `.mlmodel` is the app's own code, to stub on Linux. Feature values and multi-arrays hold real
// values. Depend on it only where the system has no CoreML:
// `.product(name: "CoreML", package: "orientsim", condition: .when(platforms: [.linux]))`.

/// `MLComputeUnits`: the hardware a model may run on.
public enum MLComputeUnits: Int, Sendable, Hashable {
  case cpuOnly = 0, cpuAndGPU, all, cpuAndNeuralEngine
}

/// `MLModelConfiguration`: its settings, stored.
open class MLModelConfiguration: @unchecked Sendable {
  /// The hardware the model may run on.
  open var computeUnits: MLComputeUnits = .all
  /// Whether low-precision GPU accumulation is allowed.
  open var allowLowPrecisionAccumulationOnGPU = false
  /// A configuration with the defaults.
  public init() {}
}

/// `MLModelError`: the errors of CoreML's calls; ``io`` for a model that cannot be read.
public struct MLModelError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `MLModelError.Code`.
  public enum Code: Int, Sendable, Hashable {
    case generic = 0, featureType, io = 3, customLayer, customModel, update, parameters
    case modelDecryptionKeyFetch, modelDecryption, modelCollection
  }
  /// The error's code.
  public let code: Code
  /// What went wrong.
  public let message: String
  init(_ code: Code, _ message: String = "") {
    self.code = code
    self.message = message
  }
  public static let generic = Code.generic
  public static let featureType = Code.featureType
  public static let io = Code.io
  public var description: String { "MLModelError(\(code)): \(message)" }
}

extension MLModelError.Code {
  /// Whether `error` is an ``MLModelError`` of this code (`catch MLModelError.io`).
  public static func ~= (code: Self, error: any Error) -> Bool {
    (error as? MLModelError)?.code == code
  }
}

/// `MLFeatureType`: the kind of a feature's value.
public enum MLFeatureType: Int, Sendable, Hashable {
  case invalid = 0, int64, double, string, image, multiArray, dictionary, sequence, state
}

/// `MLMultiArrayDataType`.
public enum MLMultiArrayDataType: Int, Sendable, Hashable {
  case double = 65600, float64 = 65601, float32 = 65568, float16 = 65552, float = 65569
  case int32 = 131104
}

/// `MLMultiArray`: a shaped array of numbers, stored as `Double`s whatever its data type.
open class MLMultiArray {
  /// The size of each dimension.
  public let shape: [NSNumber]
  /// The element type it was made with.
  public let dataType: MLMultiArrayDataType
  private var storage: [Double]

  /// An array of `shape`, zero-filled; throws for a negative dimension.
  public init(shape: [NSNumber], dataType: MLMultiArrayDataType) throws {
    guard shape.allSatisfy({ $0.intValue >= 0 }) else {
      throw MLModelError(.generic, "a multi-array's dimensions cannot be negative")
    }
    self.shape = shape
    self.dataType = dataType
    storage = Array(repeating: 0, count: shape.reduce(1) { $0 * $1.intValue })
  }
  /// The number of elements.
  open var count: Int { storage.count }
  /// The strides of a row-major layout.
  open var strides: [NSNumber] {
    var result: [Int] = []
    var stride = 1
    for dimension in shape.reversed() {
      result.insert(stride, at: 0)
      stride *= dimension.intValue
    }
    return result.map { NSNumber(value: $0) }
  }
  /// The element at a linear index.
  open subscript(index: Int) -> NSNumber {
    get { NSNumber(value: storage[index]) }
    set { storage[index] = newValue.doubleValue }
  }
  /// The element at a multi-dimensional index.
  open subscript(key: [NSNumber]) -> NSNumber {
    get { self[linearIndex(key)] }
    set { self[linearIndex(key)] = newValue }
  }
  private func linearIndex(_ key: [NSNumber]) -> Int {
    zip(key, strides).reduce(0) { $0 + $1.0.intValue * $1.1.intValue }
  }
}

/// `MLFeatureValue`: one value of a model's input or output, stored.
open class MLFeatureValue {
  /// The kind of value.
  public let type: MLFeatureType
  /// The integer (0 when another kind).
  public let int64Value: Int64
  /// The number (0 when another kind).
  public let doubleValue: Double
  /// The string (empty when another kind).
  public let stringValue: String
  /// The multi-array, when one.
  public let multiArrayValue: MLMultiArray?
  /// The dictionary (empty when another kind).
  public let dictionaryValue: [AnyHashable: NSNumber]

  private init(
    type: MLFeatureType, int64: Int64 = 0, double: Double = 0, string: String = "",
    multiArray: MLMultiArray? = nil, dictionary: [AnyHashable: NSNumber] = [:]
  ) {
    self.type = type
    int64Value = int64
    doubleValue = double
    stringValue = string
    multiArrayValue = multiArray
    dictionaryValue = dictionary
  }
  public convenience init(int64 value: Int64) { self.init(type: .int64, int64: value) }
  public convenience init(double value: Double) { self.init(type: .double, double: value) }
  public convenience init(string value: String) { self.init(type: .string, string: value) }
  public convenience init(multiArray value: MLMultiArray) {
    self.init(type: .multiArray, multiArray: value)
  }
  public convenience init(dictionary value: [AnyHashable: NSNumber]) throws {
    self.init(type: .dictionary, dictionary: value)
  }
}

/// `MLFeatureProvider`: a model's named inputs or outputs.
public protocol MLFeatureProvider {
  /// The names of the features.
  var featureNames: Set<String> { get }
  /// The value named `featureName`.
  func featureValue(for featureName: String) -> MLFeatureValue?
}

/// `MLDictionaryFeatureProvider`: features from a dictionary.
open class MLDictionaryFeatureProvider: MLFeatureProvider {
  /// The features.
  public let dictionary: [String: MLFeatureValue]
  /// Features of `dictionary`'s values: feature values, numbers, strings and multi-arrays;
  /// throws for another kind.
  public init(dictionary: [String: Any]) throws {
    var values: [String: MLFeatureValue] = [:]
    for (name, value) in dictionary {
      switch value {
      case let value as MLFeatureValue: values[name] = value
      case let value as MLMultiArray: values[name] = MLFeatureValue(multiArray: value)
      case let value as String: values[name] = MLFeatureValue(string: value)
      case let value as Int: values[name] = MLFeatureValue(int64: Int64(value))
      case let value as Double: values[name] = MLFeatureValue(double: value)
      default: throw MLModelError(.featureType, "feature '\(name)' has a type CoreML cannot hold")
      }
    }
    self.dictionary = values
  }
  public var featureNames: Set<String> { Set(dictionary.keys) }
  public func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}

/// `MLFeatureDescription`: a feature's name and type.
open class MLFeatureDescription {
  public let name: String
  public let type: MLFeatureType
  init(name: String, type: MLFeatureType) {
    self.name = name
    self.type = type
  }
}

/// `MLModelDescription`: a model's inputs, outputs and metadata; empty here (no model is read).
open class MLModelDescription {
  open var inputDescriptionsByName: [String: MLFeatureDescription] { [:] }
  open var outputDescriptionsByName: [String: MLFeatureDescription] { [:] }
  open var predictedFeatureName: String? { nil }
  open var predictedProbabilitiesName: String? { nil }
  open var classLabels: [Any]? { nil }
  open var metadata: [MLModelMetadataKey: Any] { [:] }
  init() {}
}

/// `MLModelMetadataKey`.
public struct MLModelMetadataKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let author = Self(rawValue: "MLModelAuthorKey")
  public static let description = Self(rawValue: "MLModelDescriptionKey")
  public static let versionString = Self(rawValue: "MLModelVersionStringKey")
  public static let license = Self(rawValue: "MLModelLicenseKey")
}

/// `MLPredictionOptions`: stored, unused.
open class MLPredictionOptions {
  public init() {}
}

/// `MLModel`: a model that is never loaded. Its initializers throw ``MLModelError`` (`io`):
/// no model file is read on Linux.
open class MLModel: @unchecked Sendable {
  /// The model's description: empty.
  open var modelDescription: MLModelDescription { MLModelDescription() }
  /// The configuration it was made with.
  public let configuration: MLModelConfiguration

  /// Throws ``MLModelError`` (`io`): no model file is read here.
  public convenience init(contentsOf url: URL) throws {
    try self.init(contentsOf: url, configuration: MLModelConfiguration())
  }
  /// Throws ``MLModelError`` (`io`): no model file is read here.
  public init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
    self.configuration = configuration
    throw MLModelError(
      .io, "orientsim's CoreML reads no model: \(url.lastPathComponent) was not loaded")
  }
  /// Throws ``MLModelError`` (`io`): no model file is compiled here.
  open class func compileModel(at modelURL: URL) throws -> URL {
    throw MLModelError(
      .io, "orientsim's CoreML compiles no model: \(modelURL.lastPathComponent) was not compiled")
  }
  /// Throws ``MLModelError`` (`generic`): no prediction is made (no model is ever loaded).
  open func prediction(from input: any MLFeatureProvider) throws -> any MLFeatureProvider {
    throw MLModelError(.generic, "orientsim's CoreML makes no prediction")
  }
  /// Throws ``MLModelError`` (`generic`): no prediction is made.
  open func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions) throws
    -> any MLFeatureProvider
  {
    try prediction(from: input)
  }
}

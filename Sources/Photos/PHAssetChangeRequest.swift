/// `PHChangeRequest`: a change to the library, made in a change block; nothing is saved.
open class PHChangeRequest {
  public required init() {}
}

/// `PHAssetChangeRequest`: a request to create or edit an asset, its values stored; nothing is
/// ever saved (`PHPhotoLibrary.performChanges(_:completionHandler:)` fails).
open class PHAssetChangeRequest: PHChangeRequest {
  /// The placeholder of the asset a creation request would create, `nil` for an edit.
  open internal(set) var placeholderForCreatedAsset: PHObjectPlaceholder?
  /// The creation date to set, stored.
  open var creationDate: Date?
  /// Whether to mark the asset a favourite, stored.
  open var isFavorite = false
  /// Whether to hide the asset, stored.
  open var isHidden = false

  public required init() { super.init() }

  /// A request to edit `asset`.
  public convenience init(for asset: PHAsset) {
    self.init()
    creationDate = asset.creationDate
    isFavorite = asset.isFavorite
    isHidden = asset.isHidden
  }

  /// A request to create a photo from `image`, with a placeholder; nothing is saved.
  @discardableResult
  open class func creationRequestForAsset(from image: UIImage) -> Self { creationRequest() }

  /// A request to create a photo from the file at `fileURL`, with a placeholder; the file is
  /// not read (Photos answers `nil` when it cannot), and nothing is saved.
  @discardableResult
  open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? {
    creationRequest()
  }

  /// A request to create a video from the file at `fileURL`, with a placeholder; the file is
  /// not read (Photos answers `nil` when it cannot), and nothing is saved.
  @discardableResult
  open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? {
    creationRequest()
  }

  /// A creation request with a placeholder whose local identifier has Photos' shape
  /// (`UUID/L0/001`).
  static func creationRequest() -> Self {
    let request = self.init()
    request.placeholderForCreatedAsset = PHObjectPlaceholder(
      localIdentifier: UUID().uuidString + "/L0/001")
    return request
  }
}

/// `PHAssetResourceType`: the role of a resource of an asset.
public enum PHAssetResourceType: Int, Sendable, Hashable {
  case photo = 1, video, audio, alternatePhoto, fullSizePhoto, fullSizeVideo, adjustmentData
  case adjustmentBasePhoto, pairedVideo, fullSizePairedVideo, adjustmentBasePairedVideo
  case adjustmentBaseVideo
}

/// `PHAssetResourceCreationOptions`: how a resource is added, stored.
open class PHAssetResourceCreationOptions {
  /// The file name to keep, stored.
  open var originalFilename: String?
  /// The resource's uniform type identifier, stored.
  open var uniformTypeIdentifier: String?
  /// Whether the file is moved rather than copied, stored (nothing is moved).
  open var shouldMoveFile = false
  public init() {}
}

/// `PHAssetCreationRequest`: a request to create an asset from resources, which are stored and
/// never read or saved.
open class PHAssetCreationRequest: PHAssetChangeRequest {
  /// The resources added, in order.
  private(set) var resources: [(type: PHAssetResourceType, source: Any)] = []

  public required init() { super.init() }

  /// A request to create an asset, with a placeholder; nothing is saved.
  @discardableResult
  open class func forAsset() -> Self { creationRequest() }

  /// Stores the file at `fileURL` as a resource of `type` (the file is not read).
  open func addResource(
    with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?
  ) {
    resources.append((type, fileURL))
  }

  /// Stores `data` as a resource of `type`.
  open func addResource(
    with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?
  ) {
    resources.append((type, data))
  }
}

import AVFoundation

/// `PHImageRequestID`: names an image request.
public typealias PHImageRequestID = Int32
/// `PHInvalidImageRequestID`.
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// `PHImageManagerMaximumSize`: the asset's full size.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
/// `PHImageResultRequestIDKey`: the request's ``PHImageRequestID`` in a result's info.
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
/// `PHImageResultIsDegradedKey`: whether the result is a low-quality stand-in.
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// `PHImageCancelledKey`: whether the request was cancelled.
public let PHImageCancelledKey = "PHImageCancelledKey"
/// `PHImageErrorKey`: the request's error.
public let PHImageErrorKey = "PHImageErrorKey"
/// `PHImageResultIsInCloudKey`: whether the asset is in iCloud only.
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"

/// `PHImageContentMode`: how an image fits the size asked for.
public enum PHImageContentMode: Int, Sendable, Hashable {
  case aspectFit = 0, aspectFill
  /// `aspectFit`.
  public static let `default` = PHImageContentMode.aspectFit
}

/// `PHImageRequestOptions`: how an image is delivered, stored.
open class PHImageRequestOptions {
  /// Whether the handler is called before the request returns, honoured.
  open var isSynchronous = false
  /// The quality to deliver, stored.
  open var deliveryMode: PHImageRequestOptionsDeliveryMode = .opportunistic
  /// How to resize, stored.
  open var resizeMode: PHImageRequestOptionsResizeMode = .fast
  /// Which version of the asset, stored.
  open var version: PHImageRequestOptionsVersion = .current
  /// Whether iCloud may be asked, stored (nothing is asked).
  open var isNetworkAccessAllowed = false
  public init() {}
}

/// `PHImageRequestOptionsDeliveryMode`.
public enum PHImageRequestOptionsDeliveryMode: Int, Sendable, Hashable {
  case opportunistic = 0, highQualityFormat, fastFormat
}

/// `PHImageRequestOptionsResizeMode`.
public enum PHImageRequestOptionsResizeMode: Int, Sendable, Hashable {
  case none = 0, fast, exact
}

/// `PHImageRequestOptionsVersion`.
public enum PHImageRequestOptionsVersion: Int, Sendable, Hashable {
  case current = 0, unadjusted, original
}

/// `PHVideoRequestOptions`: how a video is delivered, stored.
open class PHVideoRequestOptions {
  /// The quality to deliver, stored.
  open var deliveryMode: PHVideoRequestOptionsDeliveryMode = .automatic
  /// Which version of the asset, stored.
  open var version: PHVideoRequestOptionsVersion = .current
  /// Whether iCloud may be asked, stored (nothing is asked).
  open var isNetworkAccessAllowed = false
  public init() {}
}

/// `PHVideoRequestOptionsDeliveryMode`.
public enum PHVideoRequestOptionsDeliveryMode: Int, Sendable, Hashable {
  case automatic = 0, highQualityFormat, mediumQualityFormat, fastFormat
}

/// `PHVideoRequestOptionsVersion`.
public enum PHVideoRequestOptionsVersion: Int, Sendable, Hashable {
  case current = 0, original
}

/// `PHImageManager`: asks for an asset's image or video, which never comes: no asset is ever
/// read. Each handler gets `nil` and an info dictionary holding the request's
/// `PHImageResultRequestIDKey` and `PHImageResultIsDegradedKey` (`false`), on the main queue
/// after the request returns, as iOS calls an asynchronous image request's handler on the main
/// queue (a synchronous one, before it returns).
open class PHImageManager: @unchecked Sendable {
  private static let defaultManager = PHImageManager()
  private let lock = NSLock()
  private var lastRequestID: PHImageRequestID = 0

  public init() {}

  /// The shared manager.
  open class func `default`() -> PHImageManager { defaultManager }

  /// Calls `resultHandler` with no image (see the type).
  @discardableResult
  open func requestImage(
    for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode,
    options: PHImageRequestOptions?,
    resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    let id = nextRequestID()
    if options?.isSynchronous == true {
      resultHandler(nil, Self.info(id))
    } else {
      onMainQueue { resultHandler(nil, Self.info(id)) }
    }
    return id
  }

  /// Calls `resultHandler` with no asset (see the type).
  @discardableResult
  open func requestAVAsset(
    forVideo asset: PHAsset, options: PHVideoRequestOptions?,
    resultHandler: @escaping (AVAsset?, AVAudioMix?, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    let id = nextRequestID()
    onMainQueue { resultHandler(nil, nil, Self.info(id)) }
    return id
  }

  /// Calls `resultHandler` with no item (see the type).
  @discardableResult
  open func requestPlayerItem(
    forVideo asset: PHAsset, options: PHVideoRequestOptions?,
    resultHandler: @escaping (AVPlayerItem?, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    let id = nextRequestID()
    onMainQueue { resultHandler(nil, Self.info(id)) }
    return id
  }

  /// Does nothing: a handler still due is called.
  open func cancelImageRequest(_ requestID: PHImageRequestID) {}

  private func nextRequestID() -> PHImageRequestID {
    lock.lock()
    defer { lock.unlock() }
    lastRequestID += 1
    return lastRequestID
  }

  private static func info(_ id: PHImageRequestID) -> [AnyHashable: Any] {
    [PHImageResultRequestIDKey: id, PHImageResultIsDegradedKey: false]
  }
}

/// `PHCachingImageManager`: an image manager that would prepare images ahead; nothing is
/// prepared.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
  /// Whether high-quality images are cached, stored.
  open var allowsCachingHighQualityImages = true

  public override init() { super.init() }

  /// Does nothing: no image is read.
  open func startCachingImages(
    for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
    options: PHImageRequestOptions?
  ) {}

  /// Does nothing.
  open func stopCachingImages(
    for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
    options: PHImageRequestOptions?
  ) {}

  /// Does nothing.
  open func stopCachingImagesForAllAssets() {}
}

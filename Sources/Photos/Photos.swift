// The `Photos` module on Linux: a compile surface only, so that a camera, gallery or sharing
// screen written for iOS compiles unchanged around its orientation code. The photo library is
// empty and no user grants access: the authorization status is `notDetermined`, a request for
// access answers `denied`, a change is never saved and a fetch finds nothing. Handlers iOS calls
// later are called later here too: on the main queue, after the call that asked returns (while a
// harness's app code runs, at the end of its turn: the face's `DispatchQueue.main.async`, SPEC
// §9.1). Depend on it only where the system has no Photos:
// `.product(name: "Photos", package: "orientsim", condition: .when(platforms: [.linux]))`.
// Re-exports AVFoundation, as Apple's does (its image manager's headers import AVFoundation
// for the video requests' `AVAsset` and `AVPlayerItem`).
@_exported import AVFoundation
@_exported import OrientationUIKit

/// `PHAuthorizationStatus`: the app's access to the photo library.
public enum PHAuthorizationStatus: Int, Sendable, Hashable {
  case notDetermined = 0, restricted, denied, authorized, limited
}

/// `PHAccessLevel`: the access an app asks for.
public enum PHAccessLevel: Int, Sendable, Hashable {
  case addOnly = 1, readWrite
}

/// `PHPhotoLibrary`: the photo library, always empty. Its authorization status is always
/// `notDetermined` and a request for access answers `denied` (ours: no user is there to grant
/// it, and the status does not remember the answer). A change block runs, and nothing is saved.
open class PHPhotoLibrary: @unchecked Sendable {
  private static let sharedLibrary = PHPhotoLibrary()
  private let lock = NSLock()
  private var observers: [WeakChangeObserver] = []

  init() {}

  /// The one library.
  open class func shared() -> PHPhotoLibrary { sharedLibrary }

  /// Always `notDetermined`.
  open class func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }

  /// Always `notDetermined`, for either access level.
  open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
    .notDetermined
  }

  /// Calls `handler` with `denied` on the main queue, after this call returns (iOS asks the
  /// user, then calls it on a queue of its own).
  open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
    onMainQueue { handler(.denied) }
  }

  /// Calls `handler` with `denied` on the main queue, after this call returns (iOS asks the
  /// user, then calls it on a queue of its own).
  open class func requestAuthorization(
    for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
  ) {
    DispatchQueue.main.async { handler(.denied) }
  }

  /// `denied`, at once.
  open class func requestAuthorization(for accessLevel: PHAccessLevel) async
    -> PHAuthorizationStatus
  {
    .denied
  }

  /// On the main queue, after this call returns, runs `changeBlock` (its change requests are
  /// made and dropped) and then calls `completionHandler` with `false` and a `PHPhotosError` with
  /// code `accessUserDenied`: nothing is saved. iOS runs both on a queue of its own.
  open func performChanges(
    _ changeBlock: @escaping @Sendable () -> Void,
    completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil
  ) {
    DispatchQueue.main.async {
      changeBlock()
      completionHandler?(false, PHPhotosError(.accessUserDenied))
    }
  }

  /// Runs `changeBlock` at once, then throws a `PHPhotosError` with code `accessUserDenied`:
  /// nothing is saved.
  open func performChanges(_ changeBlock: @escaping @Sendable () -> Void) async throws {
    changeBlock()
    throw PHPhotosError(.accessUserDenied)
  }

  /// Runs `changeBlock`, then throws a `PHPhotosError` with code `accessUserDenied`: nothing is
  /// saved.
  open func performChangesAndWait(_ changeBlock: () -> Void) throws {
    changeBlock()
    throw PHPhotosError(.accessUserDenied)
  }

  /// Stores `observer` (weakly, as Photos holds it); it is never called, since the library
  /// never changes.
  open func register(_ observer: any PHPhotoLibraryChangeObserver) {
    lock.lock()
    defer { lock.unlock() }
    observers.removeAll { $0.observer == nil || $0.observer === observer }
    observers.append(WeakChangeObserver(observer: observer))
  }

  /// Removes `observer`.
  open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {
    lock.lock()
    defer { lock.unlock() }
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }

  private struct WeakChangeObserver {
    weak var observer: (any PHPhotoLibraryChangeObserver)?
  }
}

/// Calls `work` on the main queue after the current call returns: at the end of the turn while
/// a harness's app code runs (the face's `DispatchQueue.main.async`).
func onMainQueue(_ work: @escaping () -> Void) {
  nonisolated(unsafe) let work = work
  DispatchQueue.main.async { work() }
}

/// `PHPhotoLibraryChangeObserver`: told of the library's changes; never called here (the
/// library never changes).
public protocol PHPhotoLibraryChangeObserver: AnyObject {
  func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// `PHChange`: the library's changes; Photos makes one for a change observer, which never
/// happens here.
open class PHChange: @unchecked Sendable {
  init() {}
  /// Always `nil`: nothing changes.
  open func changeDetails<ObjectType>(for fetchResult: PHFetchResult<ObjectType>)
    -> PHFetchResultChangeDetails<ObjectType>?
  {
    nil
  }
  /// Always `nil`: nothing changes.
  open func changeDetails(for object: PHObject) -> PHObjectChangeDetails<PHObject>? { nil }
}

/// `PHFetchResultChangeDetails`: how a fetch result changed; never made here.
open class PHFetchResultChangeDetails<ObjectType: AnyObject>: @unchecked Sendable {
  /// The result before.
  public let fetchResultBeforeChanges: PHFetchResult<ObjectType>
  /// The result after.
  public let fetchResultAfterChanges: PHFetchResult<ObjectType>
  /// Whether the indexes below describe the change.
  public let hasIncrementalChanges = false
  /// The removed objects' indexes.
  public let removedIndexes: IndexSet? = nil
  /// The inserted objects' indexes.
  public let insertedIndexes: IndexSet? = nil
  /// The changed objects' indexes.
  public let changedIndexes: IndexSet? = nil
  /// Whether objects moved.
  public let hasMoves = false
  init(before: PHFetchResult<ObjectType>, after: PHFetchResult<ObjectType>) {
    fetchResultBeforeChanges = before
    fetchResultAfterChanges = after
  }
}

/// `PHObjectChangeDetails`: how an object changed; never made here.
open class PHObjectChangeDetails<ObjectType: PHObject>: @unchecked Sendable {
  /// The object before.
  public let objectBeforeChanges: ObjectType
  /// The object after, `nil` when deleted.
  public let objectAfterChanges: ObjectType?
  init(before: ObjectType, after: ObjectType?) {
    objectBeforeChanges = before
    objectAfterChanges = after
  }
}

/// `PHPhotosError`: Photos' errors (domain `PHPhotosErrorDomain`).
public struct PHPhotosError: Error, CustomNSError, Hashable, Sendable {
  /// `PHPhotosError.Code`.
  public enum Code: Int, Sendable, Hashable {
    case internalError = -1
    case userCancelled = 3072
    case accessRestricted = 3310
    case accessUserDenied = 3311
  }
  /// The error's code.
  public let code: Code
  /// An error with `code`.
  public init(_ code: Code) { self.code = code }
  /// `PHPhotosErrorDomain`.
  public static var errorDomain: String { "PHPhotosErrorDomain" }
  /// The code's raw value.
  public var errorCode: Int { code.rawValue }
  public static var internalError: Code { .internalError }
  public static var userCancelled: Code { .userCancelled }
  public static var accessRestricted: Code { .accessRestricted }
  public static var accessUserDenied: Code { .accessUserDenied }
}

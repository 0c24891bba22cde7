// The `PhotosUI` module on Linux: `PHPickerViewController` as the view controller it is, so
// that a screen that lets the user pick photos compiles unchanged and its picker is presented,
// rotated and dismissed as orientsim models any view controller. The picker never picks: no
// library is shown and its delegate is never called. Re-exports Photos, as Apple's does. Depend
// on it only where the system has no PhotosUI:
// `.product(name: "PhotosUI", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import Photos

/// `PHPickerFilter`: which assets a picker offers, stored (it offers none).
public struct PHPickerFilter: Hashable, Sendable {
  indirect enum Kind: Hashable, Sendable {
    case images, videos, livePhotos, screenshots, panoramas
    case any([PHPickerFilter])
    case all([PHPickerFilter])
    case not(PHPickerFilter)
  }
  let kind: Kind
  /// Photos.
  public static let images = PHPickerFilter(kind: .images)
  /// Videos.
  public static let videos = PHPickerFilter(kind: .videos)
  /// Live Photos.
  public static let livePhotos = PHPickerFilter(kind: .livePhotos)
  /// Screenshots.
  public static let screenshots = PHPickerFilter(kind: .screenshots)
  /// Panoramas.
  public static let panoramas = PHPickerFilter(kind: .panoramas)
  /// Assets any of `subfilters` offers.
  public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(kind: .any(subfilters))
  }
  /// Assets all of `subfilters` offer.
  public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(kind: .all(subfilters))
  }
  /// Assets `filter` does not offer.
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
    PHPickerFilter(kind: .not(filter))
  }
}

/// `PHPickerConfiguration`: what a picker offers and how many may be picked, stored.
public struct PHPickerConfiguration: Sendable {
  /// `PHPickerConfiguration.AssetRepresentationMode`: the form picked assets come in.
  public enum AssetRepresentationMode: Int, Sendable, Hashable {
    case automatic = 0, current, compatible
  }
  /// `PHPickerConfiguration.Selection`: how the picker selects.
  public enum Selection: Int, Sendable, Hashable {
    case `default` = 0, ordered, continuous, continuousAndOrdered
  }
  /// Which assets are offered; `nil` for all.
  public var filter: PHPickerFilter?
  /// How many may be picked; 0 for no limit.
  public var selectionLimit = 1
  /// The form picked assets come in.
  public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
  /// How the picker selects.
  public var selection: Selection = .default
  /// The assets selected when it opens.
  public var preselectedAssetIdentifiers: [String] = []
  /// Whether results name their assets (only with a library: ``init(photoLibrary:)``).
  let hasPhotoLibrary: Bool

  /// A configuration without a photo library: results carry no asset identifier.
  public init() { hasPhotoLibrary = false }
  /// A configuration for `photoLibrary`: results would carry asset identifiers.
  public init(photoLibrary: PHPhotoLibrary) { hasPhotoLibrary = true }
}

/// `PHPickerResult`: a picked asset; the picker never makes one here.
public struct PHPickerResult: Hashable, @unchecked Sendable {
  /// The picked asset's data.
  public let itemProvider: NSItemProvider
  /// The asset's identifier, with a photo library in the configuration.
  public let assetIdentifier: String?
  init(itemProvider: NSItemProvider, assetIdentifier: String?) {
    self.itemProvider = itemProvider
    self.assetIdentifier = assetIdentifier
  }
  public static func == (lhs: PHPickerResult, rhs: PHPickerResult) -> Bool {
    lhs.itemProvider === rhs.itemProvider && lhs.assetIdentifier == rhs.assetIdentifier
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(itemProvider))
    hasher.combine(assetIdentifier)
  }
}

/// `PHPickerViewControllerDelegate`: told what the user picked; never called here (the picker
/// never picks).
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// `PHPickerViewController`: a `UIViewController` whose orientation overrides, presentation,
/// rotation and size transitions are orientsim's, as for any view controller. Its configuration
/// and delegate are stored; it shows no library, nothing is ever picked and the delegate is
/// never called (dismiss it as any presented view controller).
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
  /// The configuration it was made with.
  public let configuration: PHPickerConfiguration
  /// The delegate, stored (weakly, as PhotosUI holds it); never called.
  open weak var delegate: (any PHPickerViewControllerDelegate)?

  /// A picker with `configuration`.
  public init(configuration: PHPickerConfiguration) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  /// Archives are not read; it returns `nil`, as the face's `UIViewController` does.
  public required init?(coder: NSCoder) { return nil }
}

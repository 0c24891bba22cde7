/// `PHObject`: an object of the photo library, named by its local identifier.
open class PHObject: Hashable, @unchecked Sendable {
  /// The identifier in the library (empty for an object made in code: it is in no library).
  public let localIdentifier: String
  init(localIdentifier: String) { self.localIdentifier = localIdentifier }
  /// Equal means identical, as for Photos' `NSObject`s.
  public static func == (lhs: PHObject, rhs: PHObject) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `PHObjectPlaceholder`: the identifier a creation request gives the asset it would create
/// (never created here: fetching it finds nothing).
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}

/// `PHAssetMediaType`.
public enum PHAssetMediaType: Int, Sendable, Hashable {
  case unknown = 0, image, video, audio
}

/// `PHAssetMediaSubtype`.
public struct PHAssetMediaSubtype: OptionSet, Hashable, Sendable {
  public var rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let photoPanorama = Self(rawValue: 1 << 0)
  public static let photoHDR = Self(rawValue: 1 << 1)
  public static let photoScreenshot = Self(rawValue: 1 << 2)
  public static let photoLive = Self(rawValue: 1 << 3)
  public static let photoDepthEffect = Self(rawValue: 1 << 4)
  public static let videoStreamed = Self(rawValue: 1 << 16)
  public static let videoHighFrameRate = Self(rawValue: 1 << 17)
  public static let videoTimelapse = Self(rawValue: 1 << 18)
}

/// `PHAsset`: a photo or video of the library. The library is empty, so no fetch returns one;
/// one made in code (`PHAsset()`) describes nothing: unknown media, no pixels, no dates.
open class PHAsset: PHObject, @unchecked Sendable {
  /// The kind of media.
  public let mediaType: PHAssetMediaType
  /// The media's subtypes.
  public let mediaSubtypes: PHAssetMediaSubtype
  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  /// When it was taken.
  public let creationDate: Date?
  /// When it was last changed.
  public let modificationDate: Date?
  /// A video's length in seconds (0 for a photo).
  public let duration: TimeInterval
  /// Whether the user marked it a favourite.
  public let isFavorite: Bool
  /// Whether the user hid it.
  public let isHidden: Bool

  /// An asset in no library.
  public init() {
    mediaType = .unknown
    mediaSubtypes = []
    pixelWidth = 0
    pixelHeight = 0
    creationDate = nil
    modificationDate = nil
    duration = 0
    isFavorite = false
    isHidden = false
    super.init(localIdentifier: "")
  }

  /// An empty result: the library has no assets.
  open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?)
    -> PHFetchResult<PHAsset>
  {
    PHFetchResult()
  }

  /// An empty result: the library has no assets.
  open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }

  /// An empty result: the library has no assets, whatever the identifiers.
  open class func fetchAssets(
    withLocalIdentifiers identifiers: [String], options: PHFetchOptions?
  ) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
}

/// `PHFetchOptions`: how to filter, sort and limit a fetch, stored (every fetch is empty). On
/// Linux, Foundation makes `NSSortDescriptor`s and `NSPredicate`s from key paths and blocks
/// only: the key and format-string forms do not compile.
open class PHFetchOptions {
  /// The order, stored.
  open var sortDescriptors: [NSSortDescriptor]?
  /// The filter, stored.
  open var predicate: NSPredicate?
  /// The largest number of objects (0: no limit), stored.
  open var fetchLimit = 0
  /// Whether hidden assets are included, stored.
  open var includeHiddenAssets = false
  /// Whether every photo of a burst is included, stored.
  open var includeAllBurstAssets = false
  public init() {}
}

/// `PHFetchResult`: the objects a fetch found, in order. Every fetch here finds none.
open class PHFetchResult<ObjectType: AnyObject>: @unchecked Sendable {
  private let objects: [ObjectType]
  /// An empty result.
  public init() { objects = [] }
  /// How many objects it holds.
  open var count: Int { objects.count }
  /// The first object, if any.
  open var firstObject: ObjectType? { objects.first }
  /// The last object, if any.
  open var lastObject: ObjectType? { objects.last }
  /// The object at `index`; past the end traps, as Photos raises an exception.
  open func object(at index: Int) -> ObjectType { objects[index] }
  /// The object at `index`.
  open subscript(index: Int) -> ObjectType { objects[index] }
  /// The objects at `indexes`.
  open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
  /// Whether it holds `object`.
  open func contains(_ object: ObjectType) -> Bool { objects.contains { $0 === object } }
  /// The index of `object`, or `NSNotFound`.
  open func index(of object: ObjectType) -> Int {
    objects.firstIndex { $0 === object } ?? NSNotFound
  }
  /// Calls `block` with each object and its index, in order, until it sets its last argument.
  open func enumerateObjects(
    _ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    var stop = ObjCBool(false)
    for (index, object) in objects.enumerated() {
      block(object, index, &stop)
      if stop.boolValue { return }
    }
  }
}

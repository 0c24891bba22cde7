#if !canImport(ObjectiveC)
  /// `NSItemProviderReading`: a class an item provider can make from its data (swift-corelibs-
  /// foundation has no item providers). The face's `UIImage` adopts it.
  public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers it can be made from.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
  }

  extension UIImage: NSItemProviderReading {
    /// Images: `public.image`.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.image"] }
  }

  /// `NSItemProvider` (Foundation's on Apple platforms; swift-corelibs-foundation has none): the
  /// data of a picked or dropped item. One here holds no item: it can load nothing, and each
  /// load calls its handler with `nil` and an error on the main queue, after the call returns.
  open class NSItemProvider: @unchecked Sendable {
    /// An empty provider.
    public init() {}
    /// The type identifiers of its representations: none.
    open var registeredTypeIdentifiers: [String] { [] }
    /// A name for the item, stored.
    open var suggestedName: String?
    /// Always `false`: it holds no item.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }
    /// Always `false`: it holds no item.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { false }

    /// Calls `completionHandler` with `nil` and an error, on the main queue after this call
    /// returns; the progress is complete at once.
    @discardableResult
    open func loadObject(
      ofClass aClass: any NSItemProviderReading.Type,
      completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
      DispatchQueue.main.async { completionHandler(nil, Self.noItem) }
      return Self.finished()
    }

    /// Calls `completionHandler` with `nil` and an error, on the main queue after this call
    /// returns; the progress is complete at once.
    @discardableResult
    open func loadFileRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
      DispatchQueue.main.async { completionHandler(nil, Self.noItem) }
      return Self.finished()
    }

    /// Calls `completionHandler` with `nil` and an error, on the main queue after this call
    /// returns; the progress is complete at once.
    @discardableResult
    open func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      DispatchQueue.main.async { completionHandler(nil, Self.noItem) }
      return Self.finished()
    }

    /// Foundation's error for a representation that is not there
    /// (`NSItemProviderItemUnavailableError`).
    private static var noItem: NSError {
      NSError(domain: "NSItemProviderErrorDomain", code: -1000)
    }

    private static func finished() -> Progress {
      let progress = Progress(totalUnitCount: 1)
      progress.completedUnitCount = 1
      return progress
    }
  }
#endif

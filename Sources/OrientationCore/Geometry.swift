/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
  /// The size with width and height swapped.
  public var transposed: Size { Size(width: height, height: width) }
  /// `W×H` with integral values printed without a fraction (`393×852`, `540.5×620`).
  public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

/// A rectangle in points.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public init(origin: (Double, Double) = (0, 0), size: Size) {
    self.init(x: origin.0, y: origin.1, width: size.width, height: size.height)
  }
  public var size: Size { Size(width: width, height: height) }
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}

/// Insets in points (top, left, bottom, right), as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = EdgeInsets()
}

/// A size class, as `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
  case unspecified, compact, regular
}

/// The part of `UITraitCollection` that rotation changes: the two size classes.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
  public var horizontal: SizeClass
  public var vertical: SizeClass
  public init(horizontal: SizeClass, vertical: SizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// The trait collection of a view controller before it has any (ios7 has no size classes).
  public static let unspecified = TraitCollection(horizontal: .unspecified, vertical: .unspecified)
  /// `horizontal×vertical`, e.g. `compact×regular`.
  public var description: String { "\(horizontal.rawValue)×\(vertical.rawValue)" }
}

/// Formats a point or second value without a trailing `.0` (`393`, `0.3`, `540.5`).
public func formatPoints(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return "\(value)"
}

/// A trait a `registerForTraitChanges(_:handler:)` registration can name (SPEC §5.2): the two
/// size classes orientsim models.
public enum TraitKind: String, Hashable, Sendable, CaseIterable {
  case horizontalSizeClass, verticalSizeClass

  /// Whether this trait differs between `a` and `b`.
  public func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
    switch self {
    case .horizontalSizeClass: a.horizontal != b.horizontal
    case .verticalSizeClass: a.vertical != b.vertical
    }
  }
}

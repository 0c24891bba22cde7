import Foundation
import OrientationCore

/// `UITraitCollection`: the size classes the engine tracks, with the device's idiom and scale.
public final class UITraitCollection: Hashable, CustomStringConvertible, Sendable {
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let displayScale: CGFloat
  /// Light or dark: `light` in the traits the engine gives (no appearance change is modelled),
  /// `unspecified` in a collection made without it.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// `leftToRight` in the traits the engine gives, else `unspecified`.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    userInterfaceIdiom == .unspecified ? .unspecified : .leftToRight
  }
  /// `large` in the traits the engine gives (Dynamic Type is not modelled), else `unspecified`.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    userInterfaceIdiom == .unspecified ? .unspecified : .large
  }
  /// `normal` in the traits the engine gives, else `unspecified`.
  public var accessibilityContrast: UIAccessibilityContrast {
    userInterfaceIdiom == .unspecified ? .unspecified : .normal
  }
  /// `base` in the traits the engine gives, else `unspecified`.
  public var userInterfaceLevel: UIUserInterfaceLevel {
    userInterfaceIdiom == .unspecified ? .unspecified : .base
  }

  /// The collection set with the setter or ``performAsCurrent(_:)``, if any.
  @MainActor private static var explicitCurrent: UITraitCollection?

  /// `UITraitCollection.current` (iOS 13): on the main actor, the one set last (with this
  /// setter or inside ``performAsCurrent(_:)``), else the traits of the running harness's window
  /// scene (``UIWindowScene/traitCollection``), else an unspecified collection; elsewhere an
  /// unspecified collection, and setting it there does nothing. UIKit sets it to a view's or
  /// view controller's own traits around its layout and trait callbacks; here it is the
  /// scene's, which a view controller that fills the window shares.
  nonisolated public static var current: UITraitCollection {
    get {
      guard isOnMainActor else { return UITraitCollection() }
      return MainActor.assumeIsolated {
        explicitCurrent ?? UIKitHarness.current?.windowScene.traitCollection
          ?? UITraitCollection()
      }
    }
    set {
      guard isOnMainActor else { return }
      MainActor.assumeIsolated { explicitCurrent = newValue }
    }
  }

  /// Marks the main queue, which runs the main actor: on Linux under `swift test` a thread of
  /// libdispatch's drains it, not the main thread.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main actor, asked without trapping.
  private static var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Runs `actions` with this collection as ``current``, then restores the previous one.
  @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let saved = Self.explicitCurrent
    Self.explicitCurrent = self
    defer { Self.explicitCurrent = saved }
    try actions()
  }

  /// Whether the two collections differ in appearance (light or dark, contrast): always false,
  /// as orientsim has no appearance traits and the appearance never changes.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    false
  }

  /// A collection of the traits given; the others unspecified.
  init(
    horizontal: UIUserInterfaceSizeClass = .unspecified,
    vertical: UIUserInterfaceSizeClass = .unspecified,
    idiom: UIUserInterfaceIdiom = .unspecified, scale: CGFloat = 0,
    style: UIUserInterfaceStyle = .unspecified
  ) {
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    userInterfaceIdiom = idiom
    displayScale = scale
    userInterfaceStyle = style
  }

  /// A collection with every trait unspecified.
  public convenience init() { self.init(horizontal: .unspecified) }
  /// A collection with only the appearance set.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(style: userInterfaceStyle)
  }
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontal: horizontalSizeClass)
  }
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(vertical: verticalSizeClass)
  }
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(idiom: userInterfaceIdiom)
  }
  public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

  /// The traits of every collection combined; later collections win where they specify a trait.
  public init(traitsFrom collections: [UITraitCollection]) {
    horizontalSizeClass =
      collections.last { $0.horizontalSizeClass != .unspecified }?.horizontalSizeClass
      ?? .unspecified
    verticalSizeClass =
      collections.last { $0.verticalSizeClass != .unspecified }?.verticalSizeClass ?? .unspecified
    userInterfaceIdiom =
      collections.last { $0.userInterfaceIdiom != .unspecified }?.userInterfaceIdiom ?? .unspecified
    displayScale = collections.last { $0.displayScale != 0 }?.displayScale ?? 0
    userInterfaceStyle =
      collections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle
      ?? .unspecified
  }

  init(_ traits: TraitCollection, device: DeviceProfile?) {
    horizontalSizeClass = UIUserInterfaceSizeClass(traits.horizontal)
    verticalSizeClass = UIUserInterfaceSizeClass(traits.vertical)
    userInterfaceIdiom = device.map { UIUserInterfaceIdiom($0.idiom) } ?? .unspecified
    displayScale = device.map { CGFloat($0.scale) } ?? 0
    userInterfaceStyle = device == nil ? .unspecified : .light
  }

  var engine: TraitCollection {
    TraitCollection(horizontal: horizontalSizeClass.engine, vertical: verticalSizeClass.engine)
  }

  /// Whether every trait `trait` specifies has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return
      (trait.horizontalSizeClass == .unspecified
      || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.userInterfaceIdiom == .unspecified
        || trait.userInterfaceIdiom == userInterfaceIdiom)
      && (trait.userInterfaceStyle == .unspecified
        || trait.userInterfaceStyle == userInterfaceStyle)
  }

  public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
    a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
      && a.userInterfaceIdiom == b.userInterfaceIdiom && a.displayScale == b.displayScale
      && a.userInterfaceStyle == b.userInterfaceStyle
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceIdiom)
    hasher.combine(displayScale)
  }

  public var description: String {
    "<UITraitCollection: HorizontalSizeClass = \(horizontalSizeClass), "
      + "VerticalSizeClass = \(verticalSizeClass), UserInterfaceIdiom = \(userInterfaceIdiom)>"
  }
}

/// `UITraitEnvironment`: view controllers and views.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  var traitCollection: UITraitCollection { get }
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
  case unspecified = -1, leftToRight, rightToLeft
}

/// `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
  case unspecified = -1, normal, high
}

/// `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
  case unspecified = -1, base, elevated
}

/// `UIContentSizeCategory`: Dynamic Type sizes, by UIKit's names.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  private static let order: [UIContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
    .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]
  /// Whether it is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
  public static func < (a: Self, b: Self) -> Bool {
    (order.firstIndex(of: a) ?? 0) < (order.firstIndex(of: b) ?? 0)
  }
}

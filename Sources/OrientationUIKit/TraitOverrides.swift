import OrientationCore

/// `UITraitOverrides` (iOS 17): traits a view controller sets for itself and its children. Stored
/// and read back, nothing more: the engine gives each view controller the traits of its size
/// (SPEC §4.2), whatever is overridden here.
@preconcurrency @MainActor
public struct UITraitOverrides {
  /// The overridden horizontal size class (`unspecified`: not overridden).
  public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
  /// The overridden vertical size class (`unspecified`: not overridden).
  public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
  /// The overridden appearance (`unspecified`: not overridden).
  public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified

  /// Whether a trait is overridden.
  public func contains(_ trait: UITrait) -> Bool {
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass != .unspecified
    case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass != .unspecified
    default: false
    }
  }

  /// Stops overriding a trait.
  public mutating func remove(_ trait: UITrait) {
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass = .unspecified
    case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass = .unspecified
    default: break
    }
  }
}

extension UIViewController {
  /// The traits this view controller overrides (iOS 17): stored and read back, nothing more. The
  /// engine's traits stay those of the view controller's size (not modelled).
  public var traitOverrides: UITraitOverrides {
    get { storedTraitOverrides }
    set { storedTraitOverrides = newValue }
  }

  /// Sets the traits a child should have (deprecated in iOS 17): stored and read back with
  /// ``overrideTraitCollection(forChild:)``, nothing more. The child's traits, its
  /// `traitCollectionDidChange(_:)` and `willTransition(to:with:)` stay the engine's, from its
  /// size (SPEC §4.2; overriding is not modelled).
  public func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    overriddenChildTraits[ObjectIdentifier(childViewController)] = collection
  }
}

extension UIView {
  /// The traits this view overrides (iOS 17): stored and read back, nothing more.
  public var traitOverrides: UITraitOverrides {
    get { storedTraitOverrides }
    set { storedTraitOverrides = newValue }
  }
}

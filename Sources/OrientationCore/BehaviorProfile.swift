/// The switches of SPEC §2: how UIKit's behaviour differs between iOS versions.
///
/// A simulation runs under one profile; every switch can also be set on its own, so a user can
/// pin one behaviour and keep the rest.
public struct BehaviorProfile: Hashable, Sendable {
  /// How rotation callbacks are delivered.
  public enum CallbackStyle: String, Hashable, Sendable {
    /// `willRotate` / `willAnimateRotation` / `didRotate` to every visible view controller (§5.1).
    case legacy
    /// `viewWillTransition(to:with:)` and trait transitions (§5.2).
    case sizeTransition
  }
  /// How the app launches when the device is not in portrait (§5.5).
  public enum LaunchStyle: String, Hashable, Sendable {
    /// Start in portrait, then run the rotation machinery once.
    case portraitThenRotate
    /// Start directly in the device orientation when allowed.
    case direct
  }
  /// What an empty app ∩ view-controller mask does (§3.4).
  public enum EmptyMaskBehavior: String, Hashable, Sendable {
    /// Throw `UIApplicationInvalidInterfaceOrientation`.
    case exception
    /// Record a diagnostic and do not rotate.
    case diagnostic
  }
  /// The order of the constraint and layout passes in a legacy rotation (§5.1).
  public enum LayoutOrder: String, Hashable, Sendable {
    /// Constraint pass, then `viewWillLayoutSubviews`, `layoutSubviews`, `viewDidLayoutSubviews`.
    case uikit
    /// `viewWillLayoutSubviews`, `layoutSubviews`, constraint pass, `viewDidLayoutSubviews`.
    case guide
  }
  /// The order of the did phase of a tab selection (SPEC §5.4).
  public enum TabDidOrder: String, Hashable, Sendable {
    /// The new tab's `viewDidAppear` first, then the old tab's `viewDidDisappear` (iOS 18.6+).
    case appearingFirst
    /// The old tab's `viewDidDisappear` first (older logs).
    case disappearingFirst
  }
  /// The default `modalPresentationStyle`.
  public enum PresentationStyleDefault: String, Hashable, Sendable {
    case fullScreen, pageSheet
  }

  /// The profile's name (`ios13`), or `custom` once a switch was changed by hand.
  public var name: String
  public var callbacks: CallbackStyle
  /// Whether view controllers have size classes and receive trait callbacks.
  public var hasTraitCollections: Bool
  public var launch: LaunchStyle
  public var emptyMask: EmptyMaskBehavior
  /// Whether `shouldAutorotate` is asked (false from iOS 16, where it is deprecated).
  public var honorsShouldAutorotate: Bool
  /// Whether `setNeedsUpdateOfSupportedInterfaceOrientations` and `requestGeometryUpdate` exist.
  public var hasGeometryRequests: Bool
  /// Whether an iPhone shows the status bar (20 pt) in landscape.
  public var showsStatusBarInLandscapeOnPhone: Bool
  public var defaultPresentationStyle: PresentationStyleDefault
  public var layoutOrder: LayoutOrder
  /// Whether view controllers have safe-area insets and receive `viewSafeAreaInsetsDidChange()`
  /// (iOS 11 and later, so ios13 and ios16; ios7 and ios8 predate the API).
  public var hasSafeAreaInsets: Bool
  /// Whether exception reasons use the iOS 13 wording that names the orientations (SPEC §3.4).
  public var namesOrientationsInExceptions: Bool
  /// Whether appearing view controllers get `viewIsAppearing(_:)` in their layout block (switch
  /// `viewIsAppearing`; called since iOS 13, SPEC §5.4).
  public var hasViewIsAppearing: Bool
  /// The order of a tab selection's did phase (switch `tabDidOrder`, SPEC §5.4).
  public var tabDidOrder: TabDidOrder

  public init(
    name: String, callbacks: CallbackStyle, hasTraitCollections: Bool, launch: LaunchStyle,
    emptyMask: EmptyMaskBehavior, honorsShouldAutorotate: Bool, hasGeometryRequests: Bool,
    showsStatusBarInLandscapeOnPhone: Bool, defaultPresentationStyle: PresentationStyleDefault,
    layoutOrder: LayoutOrder = .uikit, hasSafeAreaInsets: Bool? = nil,
    namesOrientationsInExceptions: Bool? = nil, hasViewIsAppearing: Bool? = nil,
    tabDidOrder: TabDidOrder = .disappearingFirst
  ) {
    self.name = name
    self.callbacks = callbacks
    self.hasTraitCollections = hasTraitCollections
    self.launch = launch
    self.emptyMask = emptyMask
    self.honorsShouldAutorotate = honorsShouldAutorotate
    self.hasGeometryRequests = hasGeometryRequests
    self.showsStatusBarInLandscapeOnPhone = showsStatusBarInLandscapeOnPhone
    self.defaultPresentationStyle = defaultPresentationStyle
    self.layoutOrder = layoutOrder
    // Both arrived with iOS 11–13, the releases that also made sheets the default style.
    self.hasSafeAreaInsets = hasSafeAreaInsets ?? (defaultPresentationStyle == .pageSheet)
    self.namesOrientationsInExceptions =
      namesOrientationsInExceptions ?? (defaultPresentationStyle == .pageSheet)
    self.hasViewIsAppearing = hasViewIsAppearing ?? (defaultPresentationStyle == .pageSheet)
    self.tabDidOrder = tabDidOrder
  }

  public static let ios7 = BehaviorProfile(
    name: "ios7", callbacks: .legacy, hasTraitCollections: false, launch: .portraitThenRotate,
    emptyMask: .exception, honorsShouldAutorotate: true, hasGeometryRequests: false,
    showsStatusBarInLandscapeOnPhone: true, defaultPresentationStyle: .fullScreen)
  public static let ios8 = BehaviorProfile(
    name: "ios8", callbacks: .sizeTransition, hasTraitCollections: true,
    launch: .portraitThenRotate, emptyMask: .exception, honorsShouldAutorotate: true,
    hasGeometryRequests: false, showsStatusBarInLandscapeOnPhone: false,
    defaultPresentationStyle: .fullScreen)
  public static let ios13 = BehaviorProfile(
    name: "ios13", callbacks: .sizeTransition, hasTraitCollections: true, launch: .direct,
    emptyMask: .diagnostic, honorsShouldAutorotate: true, hasGeometryRequests: false,
    showsStatusBarInLandscapeOnPhone: false, defaultPresentationStyle: .pageSheet)
  public static let ios16 = BehaviorProfile(
    name: "ios16", callbacks: .sizeTransition, hasTraitCollections: true, launch: .direct,
    emptyMask: .diagnostic, honorsShouldAutorotate: false, hasGeometryRequests: true,
    showsStatusBarInLandscapeOnPhone: false, defaultPresentationStyle: .pageSheet)

  /// The built-in profiles, oldest first.
  public static let builtIn: [BehaviorProfile] = [.ios7, .ios8, .ios13, .ios16]
  /// The default profile (SPEC §2).
  public static let `default` = BehaviorProfile.ios13

  /// Looks up a built-in profile by name (`ios13`).
  public init?(name: String) {
    guard let found = Self.builtIn.first(where: { $0.name == name.lowercased() }) else {
      return nil
    }
    self = found
  }
}

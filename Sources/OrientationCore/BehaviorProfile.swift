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
  /// How the app launches when the device is not in portrait (SPEC §5.5).
  public enum LaunchStyle: String, Hashable, Sendable {
    /// Start in portrait; after launch, rotate on iPhone to the first allowed Info.plist entry,
    /// on iPad to the allowed orientation best matching the device (iOS 6–7, seeds 000/001).
    case portraitThenFirstEntry
    /// Start in portrait (if allowed, else the first allowed entry); after launch, run the
    /// decision once with the device orientation (iOS 9–10).
    case portraitThenDevice
    /// Start in the first allowed Info.plist entry; after launch, run the decision once with the
    /// device orientation (iOS 8.x).
    case firstEntryThenDevice
    /// Start directly in the device orientation when allowed, with no rotation (iOS 11 and later).
    case direct

    /// The old name of ``portraitThenFirstEntry``.
    public static let portraitThenRotate = LaunchStyle.portraitThenFirstEntry
  }
  /// When trait callbacks reach the view controllers of a size transition (SPEC §5.2, §5.3).
  public enum TraitDelivery: String, Hashable, Sendable {
    /// All at once at the commit, pre-order, before the layout pass (iOS 8–16).
    case batch
    /// Each view controller in the window just before its own layout, top-down; those outside
    /// the window when they return (iOS 17 and later).
    case beforeLayout
  }
  /// The order the app's coordinator completion blocks run in (SPEC §5.2 step 5).
  public enum CoordinatorCompletionOrder: String, Hashable, Sendable {
    /// First registered first (UIKit's).
    case registration
    /// Last registered first (as a widely copied test stub claims).
    case reverse
  }
  /// Which window-scene geometry callback the scene delegate gets (SPEC §5.8).
  public enum SceneGeometryCallback: String, Hashable, Sendable {
    /// None (before iOS 13 there are no scenes).
    case none
    /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` (iOS 13–18).
    case didUpdate
    /// `windowScene(_:didUpdateEffectiveGeometry:)` (iOS 26).
    case effectiveGeometry
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
  /// Whether a view controller's first appearance brings `traitCollectionDidChange(nil)`
  /// (switch `initialTraitCallback`, iOS 8–12, SPEC §5.4).
  public var hasInitialTraitCallback: Bool
  /// Whether an iPad app whose Info.plist lists all four orientations and that does not require
  /// full screen takes part in multitasking and asks no view controller (switch
  /// `ipadMultitasking`, iOS 9 and later, SPEC §3.1 item 6).
  public var ipadMultitasking: Bool
  /// When trait callbacks arrive (switch `traitDelivery`, SPEC §5.2, §5.3).
  public var traitDelivery: TraitDelivery
  /// Whether `registerForTraitChanges(_:handler:)` registrations are called (switch
  /// `traitRegistrations`, iOS 17 and later, SPEC §5.2).
  public var hasTraitRegistrations: Bool
  /// The order of the app's coordinator completion blocks (switch `coordinatorCompletions`).
  public var coordinatorCompletions: CoordinatorCompletionOrder
  /// The scene delegate's geometry callback (switch `sceneGeometryCallback`, SPEC §5.8).
  public var sceneGeometryCallback: SceneGeometryCallback
  /// Whether `prefersInterfaceOrientationLocked` locks the interface orientation (switch
  /// `interfaceOrientationLock`, iOS 26, SPEC §3.5).
  public var hasInterfaceOrientationLock: Bool

  public init(
    name: String, callbacks: CallbackStyle, hasTraitCollections: Bool, launch: LaunchStyle,
    emptyMask: EmptyMaskBehavior, honorsShouldAutorotate: Bool, hasGeometryRequests: Bool,
    showsStatusBarInLandscapeOnPhone: Bool, defaultPresentationStyle: PresentationStyleDefault,
    layoutOrder: LayoutOrder = .uikit, hasSafeAreaInsets: Bool? = nil,
    namesOrientationsInExceptions: Bool? = nil, hasViewIsAppearing: Bool? = nil,
    tabDidOrder: TabDidOrder = .disappearingFirst, hasInitialTraitCallback: Bool = false,
    ipadMultitasking: Bool = false, traitDelivery: TraitDelivery = .batch,
    hasTraitRegistrations: Bool = false,
    coordinatorCompletions: CoordinatorCompletionOrder = .registration,
    sceneGeometryCallback: SceneGeometryCallback = .none,
    hasInterfaceOrientationLock: Bool = false
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
    self.hasInitialTraitCallback = hasInitialTraitCallback
    self.ipadMultitasking = ipadMultitasking
    self.traitDelivery = traitDelivery
    self.hasTraitRegistrations = hasTraitRegistrations
    self.coordinatorCompletions = coordinatorCompletions
    self.sceneGeometryCallback = sceneGeometryCallback
    self.hasInterfaceOrientationLock = hasInterfaceOrientationLock
  }

  /// iOS 6–7: legacy rotation callbacks, no trait collections (the seeds).
  public static let ios7 = BehaviorProfile(
    name: "ios7", callbacks: .legacy, hasTraitCollections: false,
    launch: .portraitThenFirstEntry, emptyMask: .exception, honorsShouldAutorotate: true,
    hasGeometryRequests: false, showsStatusBarInLandscapeOnPhone: true,
    defaultPresentationStyle: .fullScreen)
  /// iOS 8–10: size transitions and trait collections, a portrait launch that then turns to the
  /// device, `traitCollectionDidChange(nil)` at a first appearance, iPad multitasking (iOS 9).
  /// iOS 8.x is this with `launch: firstEntryThenDevice` and `ipadMultitasking: false`; iOS 11–12
  /// with `launch: direct` and `safeAreaInsets: true`.
  public static let ios8 = BehaviorProfile(
    name: "ios8", callbacks: .sizeTransition, hasTraitCollections: true,
    launch: .portraitThenDevice, emptyMask: .exception, honorsShouldAutorotate: true,
    hasGeometryRequests: false, showsStatusBarInLandscapeOnPhone: false,
    defaultPresentationStyle: .fullScreen, hasInitialTraitCallback: true, ipadMultitasking: true)
  /// iOS 13–15: direct launch, sheets by default, safe areas, `viewIsAppearing`, diagnostics
  /// instead of the empty-mask exception, the scene delegate's `didUpdate` geometry callback.
  public static let ios13 = BehaviorProfile(
    name: "ios13", callbacks: .sizeTransition, hasTraitCollections: true, launch: .direct,
    emptyMask: .diagnostic, honorsShouldAutorotate: true, hasGeometryRequests: false,
    showsStatusBarInLandscapeOnPhone: false, defaultPresentationStyle: .pageSheet,
    ipadMultitasking: true, sceneGeometryCallback: .didUpdate)
  /// iOS 16: `shouldAutorotate` no longer asked; geometry requests.
  public static let ios16 = BehaviorProfile(
    name: "ios16", callbacks: .sizeTransition, hasTraitCollections: true, launch: .direct,
    emptyMask: .diagnostic, honorsShouldAutorotate: false, hasGeometryRequests: true,
    showsStatusBarInLandscapeOnPhone: false, defaultPresentationStyle: .pageSheet,
    ipadMultitasking: true, sceneGeometryCallback: .didUpdate)
  /// iOS 17–18: traits delivered just before each view controller's layout, top-down;
  /// `registerForTraitChanges(_:handler:)`; a tab selection's new tab appears first.
  public static let ios17 = BehaviorProfile(
    name: "ios17", callbacks: .sizeTransition, hasTraitCollections: true, launch: .direct,
    emptyMask: .diagnostic, honorsShouldAutorotate: false, hasGeometryRequests: true,
    showsStatusBarInLandscapeOnPhone: false, defaultPresentationStyle: .pageSheet,
    tabDidOrder: .appearingFirst, ipadMultitasking: true, traitDelivery: .beforeLayout,
    hasTraitRegistrations: true, sceneGeometryCallback: .didUpdate)
  /// iOS 26: `windowScene(_:didUpdateEffectiveGeometry:)` and
  /// `prefersInterfaceOrientationLocked`.
  public static let ios26 = BehaviorProfile(
    name: "ios26", callbacks: .sizeTransition, hasTraitCollections: true, launch: .direct,
    emptyMask: .diagnostic, honorsShouldAutorotate: false, hasGeometryRequests: true,
    showsStatusBarInLandscapeOnPhone: false, defaultPresentationStyle: .pageSheet,
    tabDidOrder: .appearingFirst, ipadMultitasking: true, traitDelivery: .beforeLayout,
    hasTraitRegistrations: true, sceneGeometryCallback: .effectiveGeometry,
    hasInterfaceOrientationLock: true)

  /// The built-in profiles, oldest first.
  public static let builtIn: [BehaviorProfile] = [.ios7, .ios8, .ios13, .ios16, .ios17, .ios26]
  /// The default profile: the newest (SPEC §2).
  public static let `default` = BehaviorProfile.ios26

  /// Looks up a built-in profile by name (`ios13`).
  public init?(name: String) {
    guard let found = Self.builtIn.first(where: { $0.name == name.lowercased() }) else {
      return nil
    }
    self = found
  }
}

/// The switches of SPEC §2: how UIKit's behaviour differs between iOS versions.
///
/// A simulation runs under one profile; every switch can also be set on its own, so a user can
/// pin one behaviour and keep the rest.
public struct BehaviorProfile: Hashable, Sendable {
  /// How rotation callbacks are delivered.
  public enum CallbackStyle: String, Hashable, Sendable, CaseIterable, ProfileSwitchValue {
    /// `willRotate` / `willAnimateRotation` / `didRotate` to every visible view controller (§5.1).
    case legacy
    /// `viewWillTransition(to:with:)` and trait transitions (§5.2).
    case sizeTransition
  }
  /// How the app launches when the device is not in portrait (SPEC §5.5).
  public enum LaunchStyle: String, Hashable, Sendable, CaseIterable, ProfileSwitchValue {
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
  public enum TraitDelivery: String, Hashable, Sendable, CaseIterable, ProfileSwitchValue {
    /// All at once at the commit, pre-order, before the layout pass (iOS 8–16).
    case batch
    /// Each view controller in the window just before its own layout, top-down; those outside
    /// the window when they return (iOS 17 and later).
    case beforeLayout
  }
  /// The order the app's coordinator completion blocks run in (SPEC §5.2 step 5).
  public enum CoordinatorCompletionOrder: String, Hashable, Sendable, CaseIterable,
    ProfileSwitchValue
  {
    /// First registered first (UIKit's).
    case registration
    /// Last registered first (as a widely copied test stub claims).
    case reverse
  }
  /// Which window-scene geometry callback the scene delegate gets (SPEC §5.8).
  public enum SceneGeometryCallback: String, Hashable, Sendable, CaseIterable, ProfileSwitchValue {
    /// None (before iOS 13 there are no scenes).
    case none
    /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` (iOS 13–18).
    case didUpdate
    /// `windowScene(_:didUpdateEffectiveGeometry:)` (iOS 26).
    case effectiveGeometry
  }
  /// What an empty app ∩ view-controller mask does (§3.4).
  public enum EmptyMaskBehavior: String, Hashable, Sendable, CaseIterable, ProfileSwitchValue {
    /// Throw `UIApplicationInvalidInterfaceOrientation`.
    case exception
    /// Record a diagnostic and do not rotate.
    case diagnostic
  }
  /// The order of the constraint and layout passes in a legacy rotation (§5.1).
  public enum LayoutOrder: String, Hashable, Sendable, CaseIterable, ProfileSwitchValue {
    /// Constraint pass, then `viewWillLayoutSubviews`, `layoutSubviews`, `viewDidLayoutSubviews`.
    case uikit
    /// `viewWillLayoutSubviews`, `layoutSubviews`, constraint pass, `viewDidLayoutSubviews`.
    case guide
  }
  /// The order of the did phase of a tab selection (SPEC §5.4).
  public enum TabDidOrder: String, Hashable, Sendable, CaseIterable, ProfileSwitchValue {
    /// The new tab's `viewDidAppear` first, then the old tab's `viewDidDisappear` (iOS 18.6+).
    case appearingFirst
    /// The old tab's `viewDidDisappear` first (older logs).
    case disappearingFirst
  }
  /// The default `modalPresentationStyle`.
  public enum PresentationStyleDefault: String, Hashable, Sendable, CaseIterable, ProfileSwitchValue
  {
    case fullScreen, pageSheet
  }

  /// Whether an iPad app takes part in multitasking (SPEC §3.1 item 6, §5.7).
  public enum IPadMultitasking: String, Hashable, Sendable, CaseIterable, ProfileSwitchValue,
    ExpressibleByBooleanLiteral
  {
    /// No split view: every iPad window keeps the screen (iOS 8.x).
    case off = "false"
    /// An iPad app whose Info.plist lists all four orientations and that does not require full
    /// screen multitasks and asks no view controller (iOS 9–26).
    case on = "true"
    /// Every iPad app that does not require full screen resizes, whatever its list; its masks
    /// stop counting at its first resize (iOS 27).
    case resizable

    /// `true` is ``on``, `false` ``off``.
    public init(booleanLiteral value: Bool) { self = value ? .on : .off }
  }
  /// What `UIRequiresFullScreen` does (SPEC §3.1 item 1, §5.7).
  public enum FullScreenRequirement: String, Hashable, Sendable, CaseIterable, ProfileSwitchValue {
    /// It opts a pad-idiom app out of multitasking and resizing (before iOS 27).
    case optOut
    /// The window still resizes, in discrete steps, and the masks keep counting; it counts for a
    /// phone-idiom app in a resizable environment too (iOS 27).
    case discreteResize
  }
  /// What an app without the scene life cycle gets at launch (SPEC §5.5).
  public enum SceneLifecycleCheck: String, Hashable, Sendable, CaseIterable, ProfileSwitchValue {
    /// Nothing (before iOS 18.4).
    case none
    /// The iOS 18.4 warning (a `diagnostic`); launch goes on.
    case warning18
    /// The iOS 26 warning (a `diagnostic`); launch goes on.
    case warning26
    /// The app does not launch (iOS 27 SDK).
    case required
  }

  /// The profile's name (`ios13`), or `custom` once a switch was changed by hand.
  public var name: String
  /// The iOS version whose rules it follows: the number in a built-in profile's name; a
  /// `custom` profile keeps its base's (SPEC §3.1 item 1).
  public var version: Int
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
  /// Which iPad apps take part in multitasking and ask no view controller (switch
  /// `ipadMultitasking`, iOS 9 and later, SPEC §3.1 item 6).
  public var ipadMultitasking: IPadMultitasking
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
  /// Whether a scene delegate's `supportedInterfaceOrientations(for:)` replaces the Info.plist
  /// list (switch `sceneMask`, iOS 27, SPEC §3.1 item 1).
  public var hasSceneMask: Bool
  /// What `UIRequiresFullScreen` does (switch `fullScreenRequirement`, SPEC §3.1, §5.7).
  public var fullScreenRequirement: FullScreenRequirement
  /// Whether `UIRequiresFullScreenIgnoredStartingWithVersion` is read (switch
  /// `fullScreenIgnoredFromKey`, iOS 26.2 and later, SPEC §3.1 item 1).
  public var hasFullScreenIgnoredFromKey: Bool
  /// Whether a phone-idiom app can run in a resizable environment, iPhone Mirroring or an
  /// iPad (switch `resizableEnvironments`, iOS 27, SPEC §3.1 item 7).
  public var hasResizableEnvironments: Bool
  /// What an app without the scene life cycle gets at launch (switch `sceneLifecycleCheck`,
  /// SPEC §5.5).
  public var sceneLifecycleCheck: SceneLifecycleCheck

  public init(
    name: String, callbacks: CallbackStyle, hasTraitCollections: Bool, launch: LaunchStyle,
    emptyMask: EmptyMaskBehavior, honorsShouldAutorotate: Bool, hasGeometryRequests: Bool,
    showsStatusBarInLandscapeOnPhone: Bool, defaultPresentationStyle: PresentationStyleDefault,
    layoutOrder: LayoutOrder = .uikit, hasSafeAreaInsets: Bool? = nil,
    namesOrientationsInExceptions: Bool? = nil, hasViewIsAppearing: Bool? = nil,
    tabDidOrder: TabDidOrder = .disappearingFirst, hasInitialTraitCallback: Bool = false,
    ipadMultitasking: IPadMultitasking = .off, traitDelivery: TraitDelivery = .batch,
    hasTraitRegistrations: Bool = false,
    coordinatorCompletions: CoordinatorCompletionOrder = .registration,
    sceneGeometryCallback: SceneGeometryCallback = .none,
    hasInterfaceOrientationLock: Bool = false, hasSceneMask: Bool = false,
    fullScreenRequirement: FullScreenRequirement = .optOut,
    hasFullScreenIgnoredFromKey: Bool = false, hasResizableEnvironments: Bool = false,
    sceneLifecycleCheck: SceneLifecycleCheck = .none, version: Int? = nil
  ) {
    self.name = name
    self.version = version ?? Int(name.drop(while: { !$0.isNumber })) ?? 0
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
    self.hasSceneMask = hasSceneMask
    self.fullScreenRequirement = fullScreenRequirement
    self.hasFullScreenIgnoredFromKey = hasFullScreenIgnoredFromKey
    self.hasResizableEnvironments = hasResizableEnvironments
    self.sceneLifecycleCheck = sceneLifecycleCheck
  }

  /// The built-in profiles, oldest first, built from ``ProfileDefinition/all`` (SPEC §2).
  public static let builtIn: [BehaviorProfile] = {
    var profiles: [BehaviorProfile] = []
    // The first definition sets every switch; the start value is only its canvas.
    var previous = BehaviorProfile(
      name: "", callbacks: .legacy, hasTraitCollections: false, launch: .direct,
      emptyMask: .exception, honorsShouldAutorotate: true, hasGeometryRequests: false,
      showsStatusBarInLandscapeOnPhone: false, defaultPresentationStyle: .fullScreen)
    for definition in ProfileDefinition.all {
      previous = definition.profile(after: previous)
      profiles.append(previous)
    }
    return profiles
  }()

  /// iOS 6–7: legacy rotation callbacks, no trait collections (the seeds).
  public static let ios7 = builtIn[0]
  /// iOS 8–10: size transitions and trait collections, a portrait launch that then turns to the
  /// device, `traitCollectionDidChange(nil)` at a first appearance, iPad multitasking (iOS 9).
  /// iOS 8.x is this with `launch: firstEntryThenDevice` and `ipadMultitasking: false`; iOS 11–12
  /// with `launch: direct` and `safeAreaInsets: true`.
  public static let ios8 = builtIn[1]
  /// iOS 13–15: direct launch, sheets by default, safe areas, `viewIsAppearing`, diagnostics
  /// instead of the empty-mask exception, the scene delegate's `didUpdate` geometry callback.
  public static let ios13 = builtIn[2]
  /// iOS 16: `shouldAutorotate` no longer asked; geometry requests.
  public static let ios16 = builtIn[3]
  /// iOS 17–18: traits delivered just before each view controller's layout, top-down;
  /// `registerForTraitChanges(_:handler:)`; a tab selection's new tab appears first.
  public static let ios17 = builtIn[4]
  /// iOS 26: `windowScene(_:didUpdateEffectiveGeometry:)` and
  /// `prefersInterfaceOrientationLocked`.
  public static let ios26 = builtIn[5]
  /// iOS 27 with the 27 SDK: the scene delegate's mask, resizable environments, discrete
  /// full-screen resizing, the scene life cycle required.
  public static let ios27 = builtIn[6]
  /// The default profile: the newest (SPEC §2).
  public static let `default` = builtIn[builtIn.count - 1]

  /// Looks up a built-in profile by name (`ios13`).
  public init?(name: String) {
    guard let found = Self.builtIn.first(where: { $0.name == name.lowercased() }) else {
      return nil
    }
    self = found
  }
}

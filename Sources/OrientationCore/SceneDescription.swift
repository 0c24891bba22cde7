/// A scene as data: the app, the view-controller tree, the launch state and the timed events
/// (SPEC §8.3). Scene files parse into this; ``Simulator`` runs it. Names (profile, device
/// profile) are already resolved and validated by whoever built the value.
public struct SceneDescription: Sendable, Hashable {
  public var profile: BehaviorProfile
  /// A device-profile id (`iphone-15`); resolved by the simulator against its device table.
  public var device: String
  public var app: AppDescription
  /// The device orientation at launch (default portrait).
  public var launchDeviceOrientation: DeviceOrientation
  public var root: ViewControllerDescription
  /// Events in time order.
  public var events: [SceneEvent]
  /// How long animated appearance transitions last (SPEC §5.6, scene key `durations`).
  public var durations: TransitionDurations
  /// A foldable's posture at launch (`launch.posture`, SPEC §5.9): the display the app launches
  /// on, `launchDeviceOrientation` being in that display's frame. `nil`: folded. No effect on a
  /// device of one display.
  public var launchPosture: Posture? = nil
  /// A foldable's hinge angle at launch, in degrees (`launch.hinge`, SPEC §5.9): a sample at the
  /// launch time, no settling; `launchPosture` wins when both are set.
  public var launchHinge: Double? = nil
  /// The `book` posture detector's thresholds and settle time (scene key `posture`, SPEC §6.1).
  public var postureThresholds = PostureThresholds.default

  public init(
    profile: BehaviorProfile = .default, device: String = "iphone-15",
    app: AppDescription = AppDescription(),
    launchDeviceOrientation: DeviceOrientation = .portrait,
    root: ViewControllerDescription = ViewControllerDescription(id: "root"),
    events: [SceneEvent] = [], durations: TransitionDurations = TransitionDurations()
  ) {
    self.durations = durations
    self.profile = profile
    self.device = device
    self.app = app
    self.launchDeviceOrientation = launchDeviceOrientation
    self.root = root
    self.events = events
  }

  /// The scene used when none is given (SPEC §8.1): one plain root view controller on iphone-15
  /// under the default profile (``BehaviorProfile/default``), app mask allButUpsideDown.
  public static let `default` = SceneDescription(
    app: AppDescription(supportedOrientations: .allButUpsideDown))
}

/// The application: its Info.plist orientations and the optional delegate override (SPEC §3.1).
public struct AppDescription: Sendable, Hashable {
  /// `UISupportedInterfaceOrientations` as it applies to this device (after choosing the
  /// `~ipad` / `~iphone` variant); `nil` when the key is missing (idiom default applies).
  public var supportedOrientations: InterfaceOrientationMask?
  /// The plist array in its original order; its first entry is the ios7/ios8 iPhone launch
  /// orientation (SPEC §5.5). Derived from the mask when not given.
  public var supportedOrientationsOrder: [InterfaceOrientation]?
  /// `application(_:supportedInterfaceOrientationsFor:)`, when the app defines it.
  public var delegateMask: InterfaceOrientationMask?
  /// `UIRequiresFullScreen`: the app opts out of iPad multitasking (SPEC §3.1 item 1).
  public var requiresFullScreen: Bool
  /// Whether the scene delegate implements the window-scene geometry callback (SPEC §5.8).
  public var sceneDelegateGeometry: Bool
  /// The scene delegate's `supportedInterfaceOrientations(for:)`, when it defines it (switch
  /// `sceneMask`, iOS 27, SPEC §3.1 item 1): it replaces the Info.plist list for the scene.
  public var sceneDelegateMask: InterfaceOrientationMask?
  /// `UIRequiresFullScreenIgnoredStartingWithVersion` as version numbers (`[26, 2]`): from that
  /// iOS version on, `requiresFullScreen` counts as false (switch `fullScreenIgnoredFromKey`,
  /// SPEC §3.1 item 1).
  public var requiresFullScreenIgnoredFrom: [Int]?
  /// Where a phone-idiom app runs (switch `resizableEnvironments`, SPEC §3.1 item 7).
  public var environment: AppEnvironment
  /// Whether the app adopted the scene life cycle (SPEC §5.5); `false` does not launch under
  /// `sceneLifecycleCheck: required`.
  public var adoptsSceneLifecycle: Bool

  public init(
    supportedOrientations: InterfaceOrientationMask? = nil,
    supportedOrientationsOrder: [InterfaceOrientation]? = nil,
    delegateMask: InterfaceOrientationMask? = nil, requiresFullScreen: Bool = false,
    sceneDelegateGeometry: Bool = false, sceneDelegateMask: InterfaceOrientationMask? = nil,
    requiresFullScreenIgnoredFrom: [Int]? = nil, environment: AppEnvironment = .native,
    adoptsSceneLifecycle: Bool = true
  ) {
    self.supportedOrientations = supportedOrientations
    self.supportedOrientationsOrder = supportedOrientationsOrder
    self.delegateMask = delegateMask
    self.requiresFullScreen = requiresFullScreen
    self.sceneDelegateGeometry = sceneDelegateGeometry
    self.sceneDelegateMask = sceneDelegateMask
    self.requiresFullScreenIgnoredFrom = requiresFullScreenIgnoredFrom
    self.environment = environment
    self.adoptsSceneLifecycle = adoptsSceneLifecycle
  }
}

/// Where a phone-idiom app's window lives (SPEC §3.1 item 7, scene key `app.environment`).
public enum AppEnvironment: String, Sendable, Hashable, CaseIterable {
  /// On the iPhone's own screen.
  case native
  /// Mirrored in a resizable window on a Mac: always portrait.
  case iPhoneMirroring
  /// An iPhone-only app in a resizable window on an iPad.
  case iPadCompatibility
}

/// The kind of a described view controller.
public enum ViewControllerKind: String, Sendable, Hashable, CaseIterable {
  case plain, navigation, tabBar
}

/// A modal presentation style (SPEC §8.3).
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
  case fullScreen, overFullScreen, pageSheet, formSheet, popover, custom

  /// Whether a presentation in this style fills the window (and so may decide orientation).
  public var fillsWindow: Bool {
    switch self {
    case .fullScreen, .overFullScreen, .custom: true
    case .pageSheet, .formSheet, .popover: false
    }
  }
  /// Whether the presenter's view leaves the window (it gets disappearance callbacks).
  public var removesPresenterView: Bool { self == .fullScreen }
}

/// A child's frame in a custom container, as fractions of the parent's bounds.
public struct FractionalFrame: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public init(x: Double = 0, y: Double = 0, width: Double = 1, height: Double = 1) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  /// The whole parent.
  public static let fill = FractionalFrame()
}

/// A view controller in a scene (SPEC §8.3 "A view-controller description").
public struct ViewControllerDescription: Sendable, Hashable {
  /// How many view controllers the description holds, itself included; iterative.
  public var count: Int {
    var total = 0
    var stack = [self]
    while let description = stack.popLast() {
      total += 1
      stack.append(contentsOf: description.children)
    }
    return total
  }

  /// How many view controllers deep the description nests (1 without children); iterative.
  public var depth: Int {
    var deepest = 0
    var stack = [(self, 1)]
    while let (description, level) = stack.popLast() {
      deepest = max(deepest, level)
      for child in description.children { stack.append((child, level + 1)) }
    }
    return deepest
  }

  public var id: String
  public var kind: ViewControllerKind
  public var children: [ViewControllerDescription]
  /// The selected tab (tab bars).
  public var selected: Int
  /// `supportedInterfaceOrientations`; `nil` means the idiom default.
  public var supported: InterfaceOrientationMask?
  public var shouldAutorotate: Bool
  /// `preferredInterfaceOrientationForPresentation`, when defined.
  public var preferred: InterfaceOrientation?
  /// Receives willRotate / willAnimateRotation / didRotate under ios8+.
  public var legacyCallbacks: Bool
  /// Method names whose override does not call `super` (e.g. `viewWillTransition(to:with:)`).
  public var skipsSuper: Set<String>
  /// The frame in a custom container (default: fill).
  public var frame: FractionalFrame
  /// Calls `setNeedsUpdateConstraints()` in `viewWillTransition(to:with:)`.
  public var setsNeedsUpdateConstraints: Bool
  /// For navigation and tab bar controllers: the mask their delegate's
  /// `…SupportedInterfaceOrientations` returns, when a delegate is set.
  public var delegateSupported: InterfaceOrientationMask?
  /// `registerForTraitChanges(_:handler:)` registrations, in order (SPEC §5.2, §8.3).
  public var traitRegistrations: [[TraitKind]]
  /// `prefersInterfaceOrientationLocked` (SPEC §3.5).
  public var prefersOrientationLocked: Bool
  /// Coordinator blocks registered, in this order, in `viewWillTransition(to:with:)` (§8.3).
  public var coordinatorBlocks: [CoordinatorBlock]
  /// Whether its view has a hinge interaction (SPEC §5.9, scene key `hingeInteraction`).
  public var hingeInteraction = false

  public init(
    id: String, kind: ViewControllerKind = .plain, children: [ViewControllerDescription] = [],
    selected: Int = 0, supported: InterfaceOrientationMask? = nil, shouldAutorotate: Bool = true,
    preferred: InterfaceOrientation? = nil, legacyCallbacks: Bool = false,
    skipsSuper: Set<String> = [], frame: FractionalFrame = .fill,
    setsNeedsUpdateConstraints: Bool = false, delegateSupported: InterfaceOrientationMask? = nil,
    traitRegistrations: [[TraitKind]] = [], prefersOrientationLocked: Bool = false,
    coordinatorBlocks: [CoordinatorBlock] = []
  ) {
    self.coordinatorBlocks = coordinatorBlocks
    self.traitRegistrations = traitRegistrations
    self.prefersOrientationLocked = prefersOrientationLocked
    self.id = id
    self.kind = kind
    self.children = children
    self.selected = selected
    self.supported = supported
    self.shouldAutorotate = shouldAutorotate
    self.preferred = preferred
    self.legacyCallbacks = legacyCallbacks
    self.skipsSuper = skipsSuper
    self.frame = frame
    self.setsNeedsUpdateConstraints = setsNeedsUpdateConstraints
    self.delegateSupported = delegateSupported
  }
}

/// One timed action of a scene (SPEC §8.3).
public struct SceneEvent: Sendable, Hashable {
  /// Seconds from the start of the scene.
  public var at: Double
  public var action: SceneAction
  /// The 1-based line of the event in its file, for messages; 0 when built in code.
  public var line: Int
  public init(at: Double, action: SceneAction, line: Int = 0) {
    self.at = at
    self.action = action
    self.line = line
  }
}

/// How long animated appearance transitions last, in seconds (SPEC §5.6). No measurement pins
/// them: push and pop follow react-native-screens' native match, the rest are the SPEC's choice.
public struct TransitionDurations: Sendable, Hashable {
  public var push: Double
  public var pop: Double
  public var present: Double
  public var dismiss: Double
  /// An animated tab selection (a delegate's animator).
  public var select: Double
  /// A foldable's fold or unfold (SPEC §4.4; ours).
  public var fold: Double

  public init(
    push: Double = 0.5, pop: Double = 0.5, present: Double = 0.5, dismiss: Double = 0.5,
    select: Double = 0.3, fold: Double = 0.3
  ) {
    self.fold = fold
    self.push = push
    self.pop = pop
    self.present = present
    self.dismiss = dismiss
    self.select = select
  }
}

/// The action of a ``SceneEvent``.
public enum SceneAction: Sendable, Hashable {
  case device(DeviceOrientation)
  /// `from` is the presenting view controller's id; `nil` means the topmost. `completion` true
  /// records the completion handler's call (SPEC §8.2).
  case present(
    ViewControllerDescription, style: PresentationStyle?, animated: Bool, from: String?,
    completion: Bool = false)
  case dismiss(String, animated: Bool = true, completion: Bool = false)
  case push(nav: String, vc: ViewControllerDescription, animated: Bool = true)
  case pop(String, animated: Bool = true)
  /// The edge-swipe back gesture, cancelled after `after` seconds (`nil`: the pop duration).
  case cancelInteractivePop(String, after: Double? = nil)
  case select(tabBar: String, index: Int, animated: Bool = false)
  case addChild(parent: String, vc: ViewControllerDescription)
  case removeChild(String)
  case setSupported(vc: String, mask: InterfaceOrientationMask)
  /// `animated` false: called inside `UIView.performWithoutAnimation(_:)`, so its rotation lasts
  /// 0 s (SPEC §3.3).
  case setNeedsUpdateOfSupportedInterfaceOrientations(String, animated: Bool = true)
  case attemptRotationToDeviceOrientation(animated: Bool = true)
  case requestGeometryUpdate(InterfaceOrientationMask, animated: Bool = true)
  case resize(Size)
  case inCallStatusBar(Bool)
  /// The user's portrait-orientation lock: `true` locks to portrait.
  case lock(Bool)
  /// A view controller's `prefersInterfaceOrientationLocked` changes (SPEC §3.5).
  case setOrientationLocked(vc: String, locked: Bool)
  /// A foldable's posture, bypassing detection (SPEC §5.9, scene event `posture`).
  case posture(Posture)
  /// A hinge sample in degrees, through the posture detector (SPEC §6.1, scene event `hinge`).
  case hinge(Double)
  /// Turns the hinge interaction of a view controller off or on (scene event
  /// `hingeInteraction: {vc, enabled}`, SPEC §8.4).
  case hingeInteraction(vc: String, enabled: Bool)
}

/// A block a described view controller registers with the transition coordinator in its
/// `viewWillTransition(to:with:)` (SPEC §8.3 `coordinatorBlocks`); each run is recorded as
/// `animateAlongsideTransition` or `transitionCompletion` with its `index` in the list (§8.2).
public enum CoordinatorBlock: String, Sendable, Hashable, CaseIterable {
  case alongside, completion
}

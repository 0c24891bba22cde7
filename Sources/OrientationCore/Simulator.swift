/// Totals of a run (SPEC §8.2 `summary`).
public struct SimulatorStatistics: Sendable, Hashable {
  /// Interface-orientation changes started (launch rotations included, resizes not).
  public var rotations = 0
  /// `callback` records appended.
  public var callbacks = 0
  /// `device` records appended.
  public var deviceChanges = 0
  public init() {}
}

/// The window's geometry inputs: interface orientation, the window's share of the screen
/// (split view / Slide Over) and the in-call status bar.
struct WindowState: Hashable {
  var orientation: InterfaceOrientation
  /// Window size as fractions of the screen size; kept across rotations (SPEC §5.7).
  var fraction: Size
  var inCall: Bool
  /// The display the window is on: a foldable's inner or outer one (SPEC §4.4); `outer` on a
  /// device of one display.
  var display: Display = .outer
}

/// The window scene's geometry before a rotation or resize, as the scene delegate's callback
/// receives it (SPEC §5.8).
package struct PreviousSceneGeometry {
  package var interfaceOrientation: InterfaceOrientation
  package var size: Size
  /// The window's size classes (`unspecified` on profiles without trait collections).
  package var traits: TraitCollection
  /// Whether the interface orientation was locked (SPEC §3.5), by the current decider's
  /// preference.
  package var isInterfaceOrientationLocked: Bool
}

/// A timed transition whose end is still to come: a rotation, a resize or an animated
/// appearance transition (SPEC §5.6).
struct PendingTransition {
  var end: Double
  var isRotation: Bool
  var coordinator: TransitionCoordinator?
  var from: InterfaceOrientation
  /// View controllers that get `didRotate(from:)` at the end, in pre-order.
  var didRotate: [ViewController]
  /// What it is, for explanations: `rotation`, `resize`, `push`, `present`, …
  var name: String = "rotation"
  /// The did phase of an appearance transition (SPEC §5.4), run at the end instead of the
  /// coordinator's completions.
  var didPhase: (() throws -> Void)? = nil
}

/// An input that arrived during a timed transition, run when no transition is left (SPEC §5.6).
enum HeldInput {
  /// A device orientation still to decide (only the latest is kept).
  case device(DeviceOrientation)
  /// A re-run of the decision (SPEC §3.3).
  case reevaluation(Reevaluation)
  /// A held action (a scene event or an API call), run at the completion time.
  case action(() throws -> Void)
  /// A foldable's move to a display (SPEC §5.9; only the latest is kept).
  case display(Display)
}

/// The inputs timed transitions hold, in arrival order (SPEC §5.6). Of held device
/// orientations only the latest is decided, so holding one drops any held before.
struct HeldInputs {
  private var inputs: [HeldInput] = []

  var isEmpty: Bool { inputs.isEmpty }

  /// Holds `input` behind the others.
  mutating func append(_ input: HeldInput) { inputs.append(input) }

  /// Holds a device orientation to decide, in place of any held before (SPEC §5.6).
  mutating func holdDevice(_ orientation: DeviceOrientation) {
    inputs.removeAll { if case .device = $0 { true } else { false } }
    inputs.append(.device(orientation))
  }

  /// Holds a move to `display` in place of any held before, ahead of a held device
  /// orientation, which is evaluated after the move, in the new display's frame (SPEC §5.9).
  mutating func holdDisplay(_ display: Display) {
    inputs.removeAll { if case .display = $0 { true } else { false } }
    let device = inputs.firstIndex { if case .device = $0 { true } else { false } }
    inputs.insert(.display(display), at: device ?? inputs.endIndex)
  }

  /// Turns a held device orientation `turns` quarter turns on: the detector's display changed
  /// (SPEC §6.1).
  mutating func carryDevice(by turns: Int) {
    for index in inputs.indices {
      if case .device(let orientation) = inputs[index] {
        inputs[index] = .device(orientation.carried(by: turns))
      }
    }
  }

  /// Whether a move to a display is held.
  var holdsDisplay: Bool { inputs.contains { if case .display = $0 { true } else { false } } }

  /// The input held longest, no longer held.
  mutating func next() -> HeldInput? { inputs.isEmpty ? nil : inputs.removeFirst() }
}

/// Argument arrays reused across records of one pass (they are values; sharing saves the
/// allocations that dominate a large rotation).
struct ArgumentCache {
  var size: (size: Size, coordinator: TransitionCoordinator, args: [RecordField])?
  var traits: (traits: TraitCollection, coordinator: TransitionCoordinator, args: [RecordField])?
  var previous: (traits: TraitCollection, args: [RecordField])?
  var rotation: (to: InterfaceOrientation, duration: Double, args: [RecordField])?
  var from: (from: InterfaceOrientation, args: [RecordField])?
}

/// A re-run of the decision (SPEC §3.3) held while a transition is in flight.
enum Reevaluation {
  case presentation(presented: ViewController?)
  /// `attemptRotationToDeviceOrientation()` or `setNeedsUpdateOfSupportedInterfaceOrientations()`;
  /// `animated` false when animations were off at the call (SPEC §3.3).
  case attempt(animated: Bool)
  case geometry(
    InterfaceOrientationMask, animated: Bool, errorHandler: ((OrientationError) -> Void)?)
}

/// The UIKit orientation engine: a synchronous state machine that turns device-orientation
/// changes and view-controller actions into UIKit's callbacks, in UIKit's order (SPEC §3–§5).
///
/// Time is a value: every input carries its timestamp and transition completions fire when
/// ``advance(to:)`` passes t0 + d. Records are appended to ``log`` (and streamed to
/// ``onRecord``) before the view controller's override runs.
///
/// Where SPEC is silent, the engine decides as follows (each also noted where it is coded):
/// - Queries are recorded in the order UIKit's window asks: `shouldAutorotate`, the decider's
///   `supportedInterfaceOrientations`, then the app delegate's method.
/// - Launch asks only the root's `supportedInterfaceOrientations` (not `shouldAutorotate`) and
///   uses the Info.plist mask: the delegate override applies after `didFinishLaunching`. The
///   root's first appearance (`viewWillAppear(false)`, layout, `viewDidAppear(false)`) comes
///   before `didFinishLaunching`; an ios7/ios8 launch rotation comes after it, animated.
/// - A completion fires when time reaches t0 + d (`>=`), before any input at that same time.
/// - `traitCollectionDidChange(_:)` goes to the view controllers that got `willTransition`
///   plus every visible one whose traits changed; others catch up when they appear (§5.3) with a
///   coordinator of duration 0.
/// - The layout pass of a size transition runs for visible view controllers whose bounds *or*
///   safe area changed; covered view controllers keep their old bounds until they reappear.
/// - A view controller never shown (a lower navigation entry, an unselected tab) loads its
///   view lazily: it takes the current geometry silently on first appearance, with no trait
///   callbacks.
/// - Animated pushes, pops, presentations, dismissals, tab selections and cancelled pops are
///   timed (will phase at t0, did phase at t0 + d, ``durations``); non-animated ones and
///   containment are instantaneous. Every input arriving during a timed transition is held and
///   runs in arrival order when no transition is left (§5.6).
/// - Window resizes do not send the legacy bridge calls (there is no rotation).
/// - The in-call bar changes frames and safe areas with the layout pass only (§5.7): no
///   `viewSafeAreaInsetsDidChange()`.
///
/// Stored properties are `@exclusivity(unchecked)`: the engine runs on one thread of control and
/// the dynamic exclusivity checks cost a third of a rotation (BENCHMARKS.md "The engine"). The
/// attribute does in the source what a compiler flag would, so the package needs no `unsafeFlags`.
public final class Simulator {
  /// The behaviour profile (SPEC §2).
  public let profile: BehaviorProfile
  /// The device geometry (SPEC §4).
  public let device: DeviceProfile
  /// A foldable's inner display (SPEC §4.4), kept apart so that geometry reads it in place.
  let innerDisplay: DeviceProfile?
  /// The application's masks (SPEC §3.1).
  public let app: AppDescription
  /// The window's root view controller.
  public let root: ViewController
  /// The scene's events, run by ``runScene()``.
  public let events: [SceneEvent]

  /// Streaming sink, called with every record as it is appended.
  @exclusivity(unchecked) public var onRecord: ((CallbackRecord) -> Void)?
  /// The scene delegate's geometry callback (SPEC §5.8), called after its record with the
  /// previous interface orientation and window size, when `app.sceneDelegateGeometry` is set
  /// and the profile has a `sceneGeometryCallback`.
  @exclusivity(unchecked) public var onSceneGeometry: ((InterfaceOrientation, Size) -> Void)?
  /// The same callback for a scene delegate of another API (OrientationUIKit's
  /// `UIWindowSceneDelegate`), called just after ``onSceneGeometry`` with the whole previous
  /// geometry.
  @exclusivity(unchecked) package var onSceneDelegateGeometry: ((PreviousSceneGeometry) -> Void)?
  /// Called at every rotation's and resize's scene-geometry point, after the scene delegate's
  /// callback if any, whether or not a scene delegate hears it: where the UIKit face tells the
  /// key-value observers of its window scene's geometry. Records nothing.
  @exclusivity(unchecked) package var onWindowGeometryChange: (() -> Void)?
  /// Called just after each `device` `orientationDidChange` record, before the decision: the
  /// UIKit face posts `UIDevice.orientationDidChangeNotification` there.
  @exclusivity(unchecked) package var onDeviceOrientationChange: ((DeviceOrientation) -> Void)?
  /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)` as app code answers
  /// it (OrientationUIKit's `UIApplicationDelegate`): when set, it is asked wherever SPEC §3
  /// reads `app.delegateMask`, each answer that key's `query` record.
  @exclusivity(unchecked) package var appDelegateMask: (() -> InterfaceOrientationMask)?
  /// The scene delegate's `supportedInterfaceOrientations(for:)` as app code answers it
  /// (OrientationUIKit's `UIWindowSceneDelegate`): when set, it is asked wherever SPEC §3 reads
  /// `app.sceneDelegateMask` (`sceneMask`, §3.1 item 1).
  @exclusivity(unchecked) package var sceneDelegateMask: (() -> InterfaceOrientationMask)?
  /// Whether UIKit animations are on (`UIView.areAnimationsEnabled`): off, a rotation that app
  /// code starts by a request runs with duration 0 and `isAnimated` false (SPEC §3.3, §9.1).
  /// Read when the request is made.
  @exclusivity(unchecked) public var areAnimationsEnabled = true
  /// Whether ``log`` keeps records; false streams them to ``onRecord`` only, so long replays do
  /// not grow memory (sequence numbers keep counting).
  @exclusivity(unchecked) public var retainsRecords = true
  /// Everything reported so far.
  @exclusivity(unchecked) public internal(set) var log = CallbackLog()
  /// Totals so far.
  @exclusivity(unchecked) public internal(set) var statistics = SimulatorStatistics()
  /// The current virtual time in seconds.
  @exclusivity(unchecked) public private(set) var time: Double = 0
  /// The device orientation UIKit sees (portrait while the portrait lock is on).
  @exclusivity(unchecked) public internal(set) var deviceOrientation: DeviceOrientation
  /// Whether ``launch(at:)`` ran.
  @exclusivity(unchecked) public internal(set) var isLaunched = false
  /// Whether the user's portrait-orientation lock is on.
  @exclusivity(unchecked) public internal(set) var isPortraitLocked = false
  /// Whether every device change that does not rotate the interface is explained by a
  /// `decision` record naming the rule that refused (`--explain`, SPEC §8.2). Off by default so
  /// transcripts without `--explain` stay as they are.
  @exclusivity(unchecked) public var explainsRefusals = false

  /// The decider and app masks of the last ``allowedOrientations(decider:)``, for explanations.
  @exclusivity(unchecked) var lastMasks:
    (decider: InterfaceOrientationMask, app: InterfaceOrientationMask)?

  /// The order "the first Info.plist entry" reads at launch: the plist array, or the fallback
  /// order for a scene delegate's mask (SPEC §3.1 item 1, §5.5).
  @exclusivity(unchecked) var launchOrder: [InterfaceOrientation]?
  /// The view controller a full-screen presentation is making the decider, while its §3.3
  /// decision runs (the chain links it only in its will phase).
  @exclusivity(unchecked) var presentingDecider: ViewController?
  /// The orientation lock's state as the scene delegate last heard it (SPEC §5.8).
  @exclusivity(unchecked) var reportedLockState = false
  /// Whether the window's first resize ended the masks' say (SPEC §3.1 item 7).
  @exclusivity(unchecked) public internal(set) var masksStoppedCounting = false
  /// Whether the scene set `launch.posture` or `launch.hinge` (for `--explain` on a device of
  /// one display).
  @exclusivity(unchecked) var launchPostureSet = false
  /// The hinge interactions whose views loaded, in that order (SPEC §5.9).
  @exclusivity(unchecked) var hingeInteractions: [HingeInteraction] = []
  /// The `book` posture detector a foldable's hinge input goes through (SPEC §6.1).
  @exclusivity(unchecked) public internal(set) var postureDetector = PostureDetector()
  /// See ``frameTurns``.
  var carriedTurns = 0
  @exclusivity(unchecked) var window: WindowState
  @exclusivity(unchecked) var physicalOrientation: DeviceOrientation
  @exclusivity(unchecked) var launching = false
  @exclusivity(unchecked) var registry: [String: ViewController] = [:]
  /// View controllers whose id a later one took after they had left the hierarchy (a new view
  /// controller reusing the id of a dismissed, popped or removed one, which ``attach(_:)``
  /// allows); no longer in `registry`, kept so that they stay alive while the simulator does and
  /// `deinit` can clear their `unowned` back references to it.
  @exclusivity(unchecked) var replaced: [ViewController] = []
  /// Why the root tree given to ``init(profile:device:app:root:launchDeviceOrientation:)`` may
  /// not launch (two of its view controllers share an id); ``launch(at:)`` throws it.
  @exclusivity(unchecked) var rootRefusal: OrientationError?
  @exclusivity(unchecked) var pending: [PendingTransition] = []
  /// Inputs held by a timed transition, in arrival order (SPEC §5.6).
  @exclusivity(unchecked) var held = HeldInputs()
  /// Whether held inputs are being run (they are run by one loop, not re-entrantly).
  @exclusivity(unchecked) var drainingHeld = false
  /// Greater than 0 while an animated transition runs its will phase (it holds inputs already).
  @exclusivity(unchecked) var startingTransition = 0
  /// The name of the animated transition whose will phase is running.
  @exclusivity(unchecked) var startingTransitionName = ""
  /// How long animated appearance transitions last (SPEC §5.6; settable).
  @exclusivity(unchecked) public var durations = TransitionDurations()
  @exclusivity(unchecked) var generation = 0
  /// The rotation the running size transition performs (for the legacy bridge); `nil` for resizes.
  @exclusivity(unchecked) var activeRotation: (to: InterfaceOrientation, duration: Double)?
  @exclusivity(unchecked) var activeLegacy: [ViewController] = []
  @exclusivity(unchecked) var lastVisibleCount = 16
  /// The view controllers whose `viewDidLoad()` is running, outermost first: their views are
  /// not in the window yet (SPEC §5.4).
  @exclusivity(unchecked) var loadingViews: [ViewController] = []
  /// How many containment changes ran silently inside a `viewDidLoad()` so far.
  @exclusivity(unchecked) var silentContainments = 0
  @exclusivity(unchecked) var argsCache = ArgumentCache()

  /// The current interface orientation.
  public var interfaceOrientation: InterfaceOrientation { window.orientation }
  /// Whether the in-call (double-height) status bar is shown.
  public var isInCallStatusBarShown: Bool { window.inCall }
  /// The window's size in points.
  public var windowSize: Size { windowSize(window) }

  /// Creates a simulator for a scene. Throws `UnknownDeviceProfile` when `scene.device` is not a
  /// built-in profile and no `deviceProfile` is given, and `DuplicateIdentifier` when two view
  /// controllers of `scene.root` share an id (records name view controllers by id).
  public init(scene: SceneDescription, deviceProfile: DeviceProfile? = nil) throws {
    guard let device = deviceProfile ?? DeviceProfile.named(scene.device) else {
      let known = (DeviceProfile.builtIn + DeviceProfile.foldables).map(\.id).joined(
        separator: ", ")
      throw OrientationError(
        name: "UnknownDeviceProfile",
        reason: "unknown device profile '\(scene.device)'; known: \(known)")
    }
    self.profile = scene.profile
    self.device = device
    self.innerDisplay = device.foldable?.inner
    self.app = scene.app
    self.root = ViewController.make(from: scene.root)
    self.events = scene.events
    self.durations = scene.durations
    self.deviceOrientation = scene.launchDeviceOrientation
    self.physicalOrientation = scene.launchDeviceOrientation
    self.window = WindowState(
      orientation: .portrait, fraction: Size(width: 1, height: 1), inCall: false)
    postureDetector = PostureDetector(thresholds: scene.postureThresholds)
    launchPostureSet = scene.launchPosture != nil || scene.launchHinge != nil
    // The launch orientation is in the launch display's frame: nothing is carried.
    if let posture = scene.launchPosture {
      _ = postureDetector.step(.posture(posture, time: 0))
    } else if let angle = scene.launchHinge {
      _ = postureDetector.step(.posture(.folded, time: 0))
      _ = postureDetector.step(.sample(HingeSample(time: 0, angle: angle)))
    }
    if device.foldable != nil { window.display = postureDetector.display }
    if let refusal = duplicateIdentifier(arriving: [root]) { throw refusal }
    attach(root)
  }

  /// Creates a simulator around a view-controller tree built in Swift (your own subclasses).
  /// A tree in which two view controllers share an id is refused by ``launch(at:)``
  /// (`DuplicateIdentifier`): records name view controllers by id.
  public init(
    profile: BehaviorProfile = .default, device: DeviceProfile = .iphone15,
    app: AppDescription = AppDescription(), root: ViewController,
    launchDeviceOrientation: DeviceOrientation = .portrait
  ) {
    self.profile = profile
    self.device = device
    self.innerDisplay = device.foldable?.inner
    self.app = app
    self.root = root
    self.events = []
    self.deviceOrientation = launchDeviceOrientation
    self.physicalOrientation = launchDeviceOrientation
    self.window = WindowState(
      orientation: .portrait, fraction: Size(width: 1, height: 1), inCall: false)
    rootRefusal = duplicateIdentifier(arriving: [root])
    attach(root)
  }

  deinit {
    // A view controller belongs to one simulator, so no identity check (reading an `unowned`
    // reference to an object in its deinit traps).
    for vc in registry.values { vc.simulator = nil }
    for vc in replaced { vc.simulator = nil }
  }

  /// The view controller with this id, if it is or was part of the hierarchy.
  public func viewController(id: String) -> ViewController? { registry[id] }

  /// Whether a rotation is under way (device changes are held until it completes, SPEC §5.6).
  public var isRotating: Bool { pending.contains { $0.isRotation } }

  /// Whether a timed transition is under way — a rotation, a resize or an animated appearance
  /// transition: inputs are held until none is left (SPEC §5.6).
  public var isTransitioning: Bool { !pending.isEmpty || startingTransition > 0 }

  /// The animated appearance transition under way, if any: `push`, `pop`, `present`,
  /// `dismiss`, `select` or `cancelInteractivePop` (SPEC §5.4, §5.6).
  public var appearanceTransitionInProgress: String? {
    pending.first { $0.didPhase != nil }?.name
  }

  /// The name of the transition that holds inputs now (the first to end), for explanations.
  var runningTransitionName: String {
    if let index = nextPendingIndex() { return pending[index].name }
    return startingTransitionName
  }

  /// The time the last pending completion fires, if any.
  public var nextCompletionTime: Double? { pending.map(\.end).min() }

  /// The next time the engine has something to do without input: a transition's completion or
  /// a hinge display change settling (SPEC §6.1), whichever is first. A live loop waits for
  /// input at most until then.
  public var nextDeadline: Double? {
    switch (nextCompletionTime, postureDetector.nextDeadline) {
    case (let a?, let b?): min(a, b)
    case (let a?, nil): a
    case (nil, let b): b
    }
  }

  // MARK: Inputs

  /// Sets the device orientation the app launches into (SPEC §5.5), as a scene's
  /// `launch.deviceOrientation` does; ignored once launched. While the portrait lock is on the
  /// device still reports portrait: only its physical orientation changes.
  public func setLaunchDeviceOrientation(_ orientation: DeviceOrientation) {
    guard !isLaunched else { return }
    deviceOrientation = isPortraitLocked ? .portrait : orientation
    physicalOrientation = orientation
  }

  /// Launches the app (SPEC §5.5). Throws `DuplicateIdentifier`, before any record, when two
  /// view controllers of the root tree share an id.
  public func launch(at time: Double = 0) throws {
    guard !isLaunched else { return }
    if let rootRefusal { throw rootRefusal }
    if device.foldable != nil, profile.version < 27 {
      throw OrientationError(
        name: "InvalidDeviceProfile",
        reason:
          "\(device.id) needs the ios27 profile or a custom profile based on it (running "
          + "\(profile.name))")
    }
    setTime(time)
    try runLaunch()
  }

  /// The device turned (SPEC §3.2). Logged as a `device` record; decided now, or held when a
  /// timed transition (a rotation, a resize, an animated appearance transition) is in flight
  /// (SPEC §5.6). While the portrait lock is on the device keeps
  /// reporting portrait, so nothing is logged.
  public func deviceOrientationChanged(_ orientation: DeviceOrientation, at time: Double) throws {
    try advance(to: time)
    physicalOrientation = orientation
    if isPortraitLocked {
      if orientation != deviceOrientation {
        explainRefusal(.portraitLock, device: orientation, decider: decider)
      }
      return
    }
    try setDeviceOrientation(orientation)
  }

  /// Moves virtual time forward, firing every completion due at or before `time` at its own
  /// time (t0 + d). Earlier times and NaN leave the clock where it is.
  ///
  /// A foldable's display change that settles on the way (SPEC §6.1) takes effect at its own
  /// time, in order with the completions.
  public func advance(to time: Double) throws {
    while true {
      let settles = postureDetector.nextDeadline.flatMap { $0 <= time ? $0 : nil }
      if let index = nextPendingIndex(), pending[index].end <= min(time, settles ?? time) {
        let next = pending.remove(at: index)
        if next.end > self.time { self.time = next.end }
        try complete(next)
        try runHeldInputs()
        continue
      }
      guard let settles else { break }
      if settles > self.time { self.time = settles }
      try settleHinge(at: settles)
    }
    setTime(time)
  }

  /// Runs the held inputs in arrival order while no transition is under way; one that starts a
  /// transition holds the rest again (SPEC §5.6).
  func runHeldInputs() throws {
    guard !drainingHeld else { return }
    drainingHeld = true
    defer { drainingHeld = false }
    while !isTransitioning, let input = held.next() {
      switch input {
      case .device(let orientation): try decideDeviceChange(orientation)
      case .reevaluation(let reevaluation): try run(reevaluation)
      case .action(let body): try body()
      case .display(let display): try changeDisplay(to: display)
      }
    }
  }

  /// The gate every action passes (SPEC §5.6): the clock advances to `time`, then `body` runs
  /// now — or, while a timed transition is under way, is held, and passes the gate again at the
  /// moment the transitions end, in arrival order. (A device turn and a re-run of the decision
  /// — `attemptRotationToDeviceOrientation()`, a geometry request — are recorded or refused on
  /// arrival and hold only their decision: `setDeviceOrientation`, `run(_:)`.) `input` names it for
  /// `--explain`. An input made inside `loading`'s `viewDidLoad()` runs now, as UIKit's do.
  ///
  /// `body` reads the time from ``time``: a held input runs later than it arrived.
  func admit(
    _ input: String, at time: Double, unlessLoading loading: ViewController? = nil,
    _ body: @escaping () throws -> Void
  ) throws {
    try advance(to: time)
    guard isTransitioning, !(loading.map(isLoadingView) ?? false) else { return try body() }
    held.append(
      .action { [unowned self] in
        try self.admit(input, at: self.time, unlessLoading: loading, body)
      })
    explainHeld(input)
  }

  /// Advances until no completion is pending.
  public func finish() throws {
    while let end = nextCompletionTime, end.isFinite { try advance(to: end) }
  }

  /// Performs one scene action at `time` (SPEC §8.3).
  public func perform(_ action: SceneAction, at time: Double) throws {
    switch action {
    case .device(let orientation):
      try deviceOrientationChanged(orientation, at: time)
    // A scene action passes the gate as it is read: the view controller it names is looked up,
    // and one it adds is made, when it runs (after the transition that held it).
    case .present(let description, let style, let animated, let from, let completion):
      try admit("present", at: time) { [unowned self] in
        try self.checkNesting(
          adding: description, below: try from.map(self.lookup) ?? self.chain().last ?? self.root)
        try self.present(
          self.viewController(for: description), style: style, animated: animated, from: from,
          at: self.time, completion: completion ? {} : nil)
      }
    case .dismiss(let id, let animated, let completion):
      try admit("dismiss", at: time) { [unowned self] in
        try self.dismiss(
          try self.lookup(id), animated: animated, at: self.time,
          completion: completion ? {} : nil)
      }
    case .push(let nav, let description, let animated):
      try admit("push", at: time) { [unowned self] in
        let navigation = try self.navigation(nav)
        try self.checkNesting(adding: description, below: navigation)
        try self.push(
          self.viewController(for: description), onto: navigation, animated: animated,
          at: self.time)
      }
    case .pop(let nav, let animated):
      try admit("pop", at: time) { [unowned self] in
        try self.pop(try self.navigation(nav), animated: animated, at: self.time)
      }
    case .cancelInteractivePop(let nav, let after):
      try admit("cancelInteractivePop", at: time) { [unowned self] in
        try self.cancelInteractivePop(try self.navigation(nav), after: after, at: self.time)
      }
    case .select(let tabBar, let index, let animated):
      try admit("select", at: time) { [unowned self] in
        guard let tabs = try self.lookup(tabBar) as? TabBarController else {
          throw OrientationError(
            name: "InvalidAction", reason: "'\(tabBar)' is not a tab bar controller")
        }
        try self.select(index: index, in: tabs, animated: animated, at: self.time)
      }
    case .addChild(let parent, let description):
      try admit("addChild", at: time) { [unowned self] in
        let parent = try self.lookup(parent)
        try self.checkNesting(adding: description, below: parent)
        try self.addChild(self.viewController(for: description), to: parent, at: self.time)
      }
    case .removeChild(let id):
      try admit("removeChild", at: time) { [unowned self] in
        try self.removeFromParent(try self.lookup(id), at: self.time)
      }
    case .setSupported(let id, let mask):
      try admit("setSupported", at: time) { [unowned self] in
        try self.lookup(id).supportedMask = mask
      }
    case .setNeedsUpdateOfSupportedInterfaceOrientations(let id, let animated):
      try admit("setNeedsUpdateOfSupportedInterfaceOrientations", at: time) { [unowned self] in
        try self.setNeedsUpdateOfSupportedInterfaceOrientations(
          from: try self.lookup(id), throwing: true, animated: animated)
      }
    case .attemptRotationToDeviceOrientation(let animated):
      try attemptRotationToDeviceOrientation(at: time, animated: animated)
    case .requestGeometryUpdate(let mask, let animated):
      try requestGeometryUpdate(mask, at: time, animated: animated)
    case .resize(let size):
      try resize(to: size, at: time)
    case .inCallStatusBar(let on):
      try setInCallStatusBar(on, at: time)
    case .lock(let locked):
      try setPortraitLock(locked, at: time)
    case .setOrientationLocked(let id, let locked):
      try setOrientationLocked(locked, for: try lookup(id), at: time)
    case .posture(let posture):
      try setPosture(posture, at: time)
    case .hinge(let angle):
      try setHinge(angle, at: time)
    case .hingeInteraction(let id, let enabled):
      try advance(to: time)
      for interaction in try lookup(id).hingeInteractions { interaction.isEnabled = enabled }
    }
  }

  /// Launches, performs every scene event in order (advancing time), then advances past the
  /// last pending completion.
  public func runScene() throws {
    try launch(at: 0)
    for event in events { try perform(event) }
    try finish()
  }

  // MARK: Records

  /// The display records name in their state: the window's on a foldable, else none.
  var recordedDisplay: Display? { innerDisplay == nil ? nil : window.display }

  /// Appends a record (and streams it) before the override runs.
  @inline(__always)
  func emit(
    _ kind: RecordKind, _ vc: ViewController?, _ call: String, _ args: [RecordField] = [],
    result: RecordValue? = nil, appearance: AppearanceFlags? = nil
  ) {
    var state: StateSnapshot?
    if let vc {
      state = StateSnapshot(
        interfaceOrientation: window.orientation, bounds: vc.bounds, traits: vc.traitCollection,
        appearance: appearance, display: recordedDisplay)
    }
    let record = CallbackRecord(
      time: time, seq: log.nextSeq, kind: kind, vc: vc?.id, call: call, args: args, state: state,
      result: result)
    if kind == .callback { statistics.callbacks += 1 }
    onRecord?(record)
    log.add(consume record, retain: retainsRecords)
  }

  /// A `diagnostic` record whose `args` are `{reason}` (SPEC §8.2).
  func diagnostic(_ vc: ViewController?, _ name: String, reason: String) {
    emit(.diagnostic, vc, name, [RecordField("reason", .string(reason))])
  }

  /// A `diagnostic` record `call` `{reason}` at the current time, for another API over the
  /// engine (OrientationUIKit's calls that UIKit answers with a log line, SPEC §9.1).
  package func recordDiagnostic(_ call: String, reason: String, vc: ViewController? = nil) {
    diagnostic(vc, call, reason: reason)
  }

  func diagnostic(_ vc: ViewController?, _ name: String, _ message: String, code: Int? = nil) {
    var args = [RecordField]()
    if let code { args.append(RecordField("code", .number(Double(code)))) }
    args.append(RecordField("message", .string(message)))
    emit(.diagnostic, vc, name, args)
  }

  // MARK: Helpers

  func setTime(_ t: Double) {
    if t > time { time = t }
  }

  func nextPendingIndex() -> Int? {
    guard !pending.isEmpty else { return nil }
    var best = 0
    for index in pending.indices where pending[index].end < pending[best].end { best = index }
    return best
  }

  /// The view controller a scene event's description names: the one that had this id, when it
  /// was dismissed, popped or removed and is out of the hierarchy (it comes back as it was, its
  /// view already loaded; SPEC §8.3), else a new one built from the description.
  func viewController(for description: ViewControllerDescription) -> ViewController {
    if let old = registry[description.id], old !== root, old.parent == nil,
      old.presentingViewController == nil
    {
      return old
    }
    return ViewController.make(from: description)
  }

  func navigation(_ id: String) throws -> NavigationController {
    guard let navigation = try lookup(id) as? NavigationController else {
      throw OrientationError(
        name: "InvalidAction", reason: "'\(id)' is not a navigation controller")
    }
    return navigation
  }

  func lookup(_ id: String) throws -> ViewController {
    guard let vc = registry[id] else {
      throw OrientationError(
        name: "UnknownViewController", reason: "no view controller with id '\(id)'")
    }
    return vc
  }

  /// Whether `vc` is still in the hierarchy: the root, or joined to it through parents (a child,
  /// a navigation stack member, a tab) and presenters (a presented view controller), at any
  /// depth. A view controller that was dismissed, popped or removed is out, and so is everything
  /// below it, even though it keeps its own children and what it presents.
  func isInHierarchy(_ vc: ViewController) -> Bool {
    var next: ViewController? = vc
    while let current = next {
      if current === root { return true }
      next = current.parent ?? current.presentingViewController
    }
    return false
  }

  /// The `DuplicateIdentifier` refusal of attaching `arriving` (each with its children and what
  /// it presents), if any: an id among them that a different view controller still in the
  /// hierarchy (``isInHierarchy(_:)``) holds, or that two of them share. Records name view
  /// controllers by id, so either would make a transcript ambiguous. The id of a view controller
  /// that left the hierarchy is free: a new view controller may take it (the old one goes to
  /// `replaced`), and the old one may come back.
  func duplicateIdentifier(arriving: [ViewController]) -> OrientationError? {
    var seen: [String: ViewController] = [:]
    var stack = Array(arriving.reversed())
    while let vc = stack.popLast() {
      if let other = seen[vc.id] {
        if other === vc { continue }
        return OrientationError(
          name: "DuplicateIdentifier",
          reason: "id '\(vc.id)' names two view controllers of the tree being attached")
      }
      seen[vc.id] = vc
      if let holder = registry[vc.id], holder !== vc, isInHierarchy(holder) {
        return OrientationError(
          name: "DuplicateIdentifier",
          reason: "id '\(vc.id)' is taken by a view controller still in the hierarchy")
      }
      if let presented = vc.presentedViewController { stack.append(presented) }
      stack.append(contentsOf: vc.children.reversed())
    }
    return nil
  }

  /// Refuses (`DuplicateIdentifier`) attaching `arriving` when ``duplicateIdentifier(arriving:)``
  /// finds an id in use; every entry that attaches calls it before its first record.
  func checkIdentifiers(_ arriving: ViewController...) throws {
    if let refusal = duplicateIdentifier(arriving: arriving) { throw refusal }
  }

  /// Registers a subtree (and what it presents) with this simulator, parents first. An id held by
  /// a view controller out of the hierarchy passes to the newcomer (callers have refused ids in
  /// use with ``checkIdentifiers(_:)``).
  func attach(_ top: ViewController) {
    var stack = [top]
    while let vc = stack.popLast() {
      vc.simulator = self
      if let previous = registry[vc.id], previous !== vc { replaced.append(previous) }
      registry[vc.id] = vc
      if let presented = vc.presentedViewController { stack.append(presented) }
      stack.append(contentsOf: vc.children.reversed())
    }
  }

  /// How deep view controllers may nest, counting both containment and presentation from the
  /// root: a scene that goes deeper is refused (`NestingTooDeep`) rather than run in time and
  /// stack that grow with the depth. UIKit apps nest a handful deep.
  public static let maximumNesting = 100

  /// How many distinct view controllers one run may create: every structural change walks the
  /// visible tree, so a scene adding thousands would take time quadratic in their number; it is
  /// refused (`TooManyViewControllers`) instead.
  public static let maximumViewControllers = 1000

  /// The number of view controllers from the root down to `vc`, through parents and presenters.
  func nestingDepth(of vc: ViewController) -> Int {
    var depth = 0
    var next: ViewController? = vc
    while let current = next {
      depth += 1
      next = current.parent ?? current.presentingViewController
    }
    return depth
  }

  /// Refuses adding `description` below `anchor` when that would pass ``maximumNesting`` or
  /// ``maximumViewControllers``.
  func checkNesting(adding description: ViewControllerDescription, below anchor: ViewController)
    throws
  {
    let count = registry.count + description.count
    if count > Self.maximumViewControllers {
      throw OrientationError(
        name: "TooManyViewControllers",
        reason:
          "'\(description.id)' would make \(count) view controllers; the limit is "
          + "\(Self.maximumViewControllers)")
    }
    let depth = nestingDepth(of: anchor) + description.depth
    guard depth > Self.maximumNesting else { return }
    throw OrientationError(
      name: "NestingTooDeep",
      reason:
        "'\(description.id)' would nest \(depth) view controllers deep (containment and "
        + "presentation together); the limit is \(Self.maximumNesting)")
  }

  /// Performs one scene event; a scene mistake it makes (an unknown id, an action on the wrong
  /// kind of view controller, nesting too deep, a new view controller taking an id still in the
  /// hierarchy) carries the event's line.
  public func perform(_ event: SceneEvent) throws {
    do {
      try perform(event.action, at: event.at)
    } catch var error as OrientationError where error.isSceneMistake && error.line == 0 {
      error.line = event.line
      throw error
    }
  }
}

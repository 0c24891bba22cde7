import OrientationCore

/// Stands up a simulated device for view controllers written against UIKit: a device profile, a
/// behaviour profile, a scene and its window. Build the root in plain UIKit style, launch, turn
/// the device, advance the virtual clock and read the log:
///
/// ```swift
/// let app = UIKitHarness(device: .iphone15, profile: .ios16)
/// try app.launch(UINavigationController(rootViewController: ReaderViewController()))
/// try app.rotate(to: .landscapeLeft, at: 1)
/// let records = try app.records(through: 2)
/// ```
///
/// `launch(_:at:)` is `UIWindow(windowScene: app.windowScene)`, `rootViewController`,
/// `makeKeyAndVisible()` in one call; app code may do the same itself.
///
/// The harness is main-actor isolated, as UIKit's classes are: drive it from `@MainActor` tests.
///
/// Misuse fails loudly: reading the log before launch, a time earlier than the clock (or not
/// finite), and a `restorationIdentifier` used twice throw. UIKit calls cannot throw, so what
/// goes wrong inside one (an engine exception such as `UIApplicationInvalidInterfaceOrientation`,
/// a change the engine does not model) is kept and thrown by the harness's next call, or handed
/// over by ``takeProblems()``.
@preconcurrency @MainActor
public final class UIKitHarness {
  /// The device geometry.
  public let device: DeviceProfile
  /// The iOS behaviour.
  public let profile: BehaviorProfile
  /// The app's Info.plist masks and app-delegate answer.
  public let app: AppDescription
  /// The scene; create the window with `UIWindow(windowScene:)`.
  public private(set) var windowScene: UIWindowScene!
  /// The app: `UIApplication.shared` while this harness's app code runs. Set its `delegate`
  /// before launch, or launch with ``launch(delegate:sceneDelegate:at:)``.
  public let application = UIApplication()
  /// The shown window, after launch.
  public private(set) var window: UIWindow?
  /// The engine, after launch.
  public private(set) var simulator: Simulator?
  /// The device orientation at launch (changed by ``rotate(to:at:)`` before launch).
  public private(set) var launchOrientation: UIDeviceOrientation
  /// The posture or hinge angle set before the launch (``setPosture(_:at:)``,
  /// ``setHinge(_:at:)``).
  var launchPosture: (posture: Posture?, hinge: Double?) = (nil, nil)
  /// How long animated pushes, pops, presentations, dismissals and tab selections last
  /// (SPEC §5.6; default 0.5 s, tab selection 0.3 s). Set before launch; after it, the
  /// simulator's `durations` is the one that counts.
  public var durations = TransitionDurations()

  private var clock: TimeInterval = 0
  /// Work app code put on the main queue, run at the end of the turn (SPEC §9.1).
  var mainQueue: [() -> Void] = []
  /// How deep the harness steps and UIKit calls running now are nested.
  var turnDepth = 0
  var drainingMainQueue = false
  /// `UIView.areAnimationsEnabled`, kept until the simulator exists.
  var animationsEnabled = true
  /// Whether the scene connected (the launch called the delegates).
  var hasConnectedScene = false
  /// Whether the launch finished and the app became active.
  var isActive = false
  private var problems: [any Error] = []
  private var takenIDs: Set<String> = []
  private let reference: HarnessReference

  /// A device in `orientation`, not launched yet.
  public init(
    device: DeviceProfile = .iphone15, profile: BehaviorProfile = .default,
    app: AppDescription = AppDescription(), orientation: UIDeviceOrientation = .portrait
  ) {
    self.device = device
    self.profile = profile
    self.app = app
    self.launchOrientation = orientation
    self.reference = HarnessReference()
    reference.harness = self
    windowScene = UIWindowScene(harness: self)
    application.harness = self
    Self.latest = self
  }

  // MARK: Driving

  /// The virtual time in seconds.
  public var time: TimeInterval { simulator?.time ?? clock }

  /// Shows a window whose root is `root` at `time`: the app launches (SPEC §5.5). An app
  /// delegate set on ``application`` and a scene delegate set on ``windowScene`` are called
  /// first, as ``launch(delegate:sceneDelegate:at:)`` calls them; when they show no window, the
  /// harness shows one with `root`.
  @discardableResult
  public func launch(_ root: UIViewController, at time: TimeInterval = 0) throws -> Simulator {
    try launchApp(root: root, at: time)
  }

  /// The device turns at `time` (before launch: the orientation the app launches in).
  public func rotate(to orientation: UIDeviceOrientation, at time: TimeInterval) throws {
    try setClock(time)
    guard let simulator else {
      launchOrientation = orientation
      return
    }
    try turn {
      try runDue(through: time, simulator)
      try simulator.deviceOrientationChanged(orientation, at: time)
    }
    try throwProblems()
  }

  /// Moves the clock to `time`, running every transition completion due by then (each moment's
  /// main-queue work just after it).
  public func advance(to time: TimeInterval) throws {
    try setClock(time)
    if let simulator { try turn { try runDue(through: time, simulator) } }
    try throwProblems()
  }

  /// Runs every pending transition to its end.
  public func finish() throws {
    if let simulator {
      try turn {
        while let end = simulator.nextCompletionTime, end.isFinite {
          try runDue(through: end, simulator)
        }
      }
    }
    try throwProblems()
  }

  /// Moves the clock to `time`, then runs `body` there, as app code: UIKit calls made in it
  /// (`pushViewController`, `present`, `requestGeometryUpdate`…) happen at `time`, and
  /// `UIDevice.current` is this device.
  public func perform(at time: TimeInterval, _ body: () throws -> Void) throws {
    try advance(to: time)
    try turn(body)
    try throwProblems()
  }

  // MARK: Reading

  /// Every record so far. Throws before launch, and throws what went wrong in a UIKit call.
  public func records() throws -> [CallbackRecord] {
    try log().records
  }

  /// Advances to `time`, then returns every record so far.
  public func records(through time: TimeInterval) throws -> [CallbackRecord] {
    try advance(to: time)
    return try records()
  }

  /// The engine's log. Throws before launch, and throws what went wrong in a UIKit call.
  public func log() throws -> CallbackLog {
    guard let simulator else {
      throw OrientationError(
        name: "NotLaunched",
        reason: "the log is read before launch: call launch(_:) or makeKeyAndVisible() first")
    }
    try throwProblems()
    return simulator.log
  }

  /// What went wrong inside UIKit calls since the last check, oldest first; the list is
  /// emptied.
  public func takeProblems() -> [any Error] {
    defer { problems = [] }
    return problems
  }

  // MARK: The current harness

  /// The harness whose app code is running now — inside a UIKit call, a harness step or
  /// ``perform(at:_:)`` — and `nil` elsewhere: what `UIDevice.current` and UIKit's class methods
  /// act on, and what the CoreMotion module's motion manager reads.
  nonisolated public static var current: UIKitHarness? { HarnessReference.current?.harness }
  /// The harness made last: `UIApplication.shared` outside app code, so that a test may set the
  /// app's delegate before launch as an app does.
  static weak var latest: UIKitHarness?
  /// The harness a UIKit class method or the app's singletons act on: the current one, else the
  /// one made last.
  static var currentOrLatest: UIKitHarness? { current ?? latest }

  func asCurrent<T>(_ body: () throws -> T) rethrows -> T {
    if HarnessReference.current === reference { return try body() }
    return try HarnessReference.$current.withValue(reference, operation: body)
  }

  // MARK: For the UIKit classes

  /// Runs a UIKit call against the engine at the current time; an error is kept as a problem.
  func perform(_ body: (Simulator) throws -> Void) {
    guard let simulator else {
      problems.append(
        OrientationError(
          name: "NotLaunched", reason: "a UIKit call reached a harness before launch"))
      return
    }
    turn {
      do { try body(simulator) } catch { problems.append(error) }
    }
  }

  /// Keeps `error` for the harness's next call.
  func keep(_ error: any Error) { problems.append(error) }

  /// A completion block of app code, run by the engine with this harness as the current one.
  func appCode(_ block: (() -> Void)?) -> (() -> Void)? {
    guard let block else { return nil }
    return { [weak self] in
      guard let self else { return block() }
      self.asCurrent(block)
    }
  }

  /// `makeKeyAndVisible()`: creates the engine around the root and launches.
  func show(_ window: UIWindow) {
    guard simulator == nil else {
      if window !== self.window {
        problems.append(
          OrientationError(name: "NotModelled", reason: "a harness shows one window"))
      }
      return
    }
    guard let root = window.rootViewController else {
      problems.append(
        OrientationError(
          name: "NoRootViewController", reason: "makeKeyAndVisible() needs a rootViewController"))
      return
    }
    self.window = window
    do {
      let node = try makeNode(root)
      var app = self.app
      if windowScene.delegate is any UIWindowSceneDelegate { app.sceneDelegateGeometry = true }
      let simulator = Simulator(
        profile: profile, device: device, app: app, root: node,
        launchDeviceOrientation: launchOrientation)
      simulator.durations = durations
      if let posture = launchPosture.posture { try simulator.setPosture(posture, at: clock) }
      if let hinge = launchPosture.hinge { try simulator.setHinge(hinge, at: clock) }
      simulator.onSceneDelegateGeometry = { [weak self] in self?.sceneGeometryChanged($0) }
      simulator.onWindowGeometryChange = { [weak self] in
        guard let self else { return }
        let scene: UIWindowScene = windowScene
        asCurrent { scene.geometryDidChange() }
      }
      simulator.onDeviceOrientationChange = { [weak self] _ in
        self?.asCurrent {
          NotificationCenter.default.post(
            name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
        }
      }
      connectAppCode(to: simulator)
      self.simulator = simulator
      try asCurrent {
        try simulator.advance(to: clock)
        try connectPendingChildren(of: root, simulator)
        try simulator.launch(at: clock)
      }
    } catch {
      problems.append(error)
    }
  }

  /// The scene's delegate changed: after launch, only a window shown with a scene delegate
  /// records its callbacks.
  func sceneDelegateChanged() {
    guard let simulator, !simulator.app.sceneDelegateGeometry,
      windowScene.delegate is any UIWindowSceneDelegate
    else { return }
    problems.append(
      OrientationError(
        name: "NotModelled",
        reason: "a window scene delegate is set after launch: set it before the window is shown"))
  }

  /// Calls the scene delegate's geometry callback of the profile, just after the engine
  /// recorded it (SPEC §5.8).
  private func sceneGeometryChanged(_ previous: PreviousSceneGeometry) {
    guard let delegate = windowScene.delegate as? any UIWindowSceneDelegate else { return }
    let scene: UIWindowScene = windowScene
    asCurrent {
      switch profile.sceneGeometryCallback {
      case .none: break
      case .didUpdate:
        delegate.windowScene(
          scene, didUpdate: SceneCoordinateSpace(size: CGSize(previous.size)),
          interfaceOrientation: previous.interfaceOrientation,
          traitCollection: UITraitCollection(previous.traits, device: device))
      case .effectiveGeometry:
        delegate.windowScene(
          scene,
          didUpdateEffectiveGeometry: UIWindowScene.Geometry(
            interfaceOrientation: previous.interfaceOrientation, size: CGSize(previous.size),
            isInterfaceOrientationLocked: previous.isInterfaceOrientationLocked))
      }
    }
  }

  /// The engine view controller of `face`, created (with its pending children connected)
  /// when `face` joins the hierarchy.
  func materialize(_ face: UIViewController) throws -> ViewController {
    if let node = face.node {
      guard node.harness === self else {
        throw OrientationError(
          name: "NotModelled", reason: "\(node.id) belongs to another harness's window")
      }
      return node
    }
    guard let simulator else {
      throw OrientationError(name: "NotLaunched", reason: "the harness has not launched")
    }
    let node = try makeNode(face)
    try connectPendingChildren(of: face, simulator)
    return node
  }

  private func makeNode(_ face: UIViewController) throws -> ViewController {
    let id = try identifier(for: face)
    let node: ViewController =
      switch face {
      case is UINavigationController: NavigationController(id: id)
      case is UITabBarController: TabBarController(id: id)
      default: ViewController(id: id)
      }
    node.behavior = FaceBehavior(face: face, harness: self)
    face.node = node
    return node
  }

  /// Hands the children `face` was given before it joined to the engine, inner first:
  /// a navigation stack as one `setViewControllers`, tabs and custom children with `addChild`.
  private func connectPendingChildren(of face: UIViewController, _ simulator: Simulator) throws {
    guard let node = face.node else { return }
    let pending = face.pendingChildren
    face.pendingChildren = []
    for child in pending { child.pendingParent = nil }
    var nodes: [ViewController] = []
    for child in pending { nodes.append(try materialize(child)) }
    switch node {
    case let nav as NavigationController:
      if !nodes.isEmpty {
        try simulator.setViewControllers(nodes, in: nav, animated: false, at: simulator.time)
      }
    case let tabs as TabBarController:
      for child in nodes { try simulator.addChild(child, to: tabs, at: simulator.time) }
      let selected = (face as? UITabBarController)?.pendingSelectedIndex ?? 0
      if selected != 0 { try simulator.select(index: selected, in: tabs, at: simulator.time) }
    default:
      // The app called `didMove(toParent:)` itself when it added the child.
      for (child, face) in zip(nodes, pending) {
        face.suppressedContainmentCall = "didMove"
        defer { face.suppressedContainmentCall = nil }
        try simulator.addChild(child, to: node, at: simulator.time)
      }
    }
  }

  /// The record name of `face`: its `restorationIdentifier` (which must be unused), else its
  /// class name, numbered from the second instance on.
  private func identifier(for face: UIViewController) throws -> String {
    if let explicit = face.restorationIdentifier {
      guard takenIDs.insert(explicit).inserted else {
        throw OrientationError(
          name: "DuplicateIdentifier",
          reason: "restorationIdentifier '\(explicit)' names two view controllers in one window")
      }
      return explicit
    }
    let base = String(describing: type(of: face))
    var candidate = base
    var number = 1
    while takenIDs.contains(candidate) {
      number += 1
      candidate = "\(base)#\(number)"
    }
    takenIDs.insert(candidate)
    return candidate
  }

  func setClock(_ time: TimeInterval) throws {
    guard time.isFinite else {
      throw OrientationError(name: "InvalidTime", reason: "time \(time) is not finite")
    }
    guard time >= self.time else {
      throw OrientationError(
        name: "TimeWentBackwards",
        reason: "time \(time) s is before the clock (\(self.time) s)")
    }
    clock = time
  }

  func throwProblems() throws {
    let found = takeProblems()
    guard let first = found.first else { return }
    guard found.count > 1 else { throw first }
    throw OrientationError(
      name: "UIKitProblems",
      reason: found.map { "\($0)" }.joined(separator: "; "))
  }
}

/// A weak reference to a harness, carried as a task-local value.
final class HarnessReference: @unchecked Sendable {
  // Written once, before the reference is shared; read on the harness's own thread of control.
  weak var harness: UIKitHarness?

  /// The reference of the harness whose app code is running.
  @TaskLocal static var current: HarnessReference?
}

import OrientationCore

/// `UIViewController`, as a face of the engine's `ViewController`.
///
/// Subclass it as in UIKit and override UIKit's members. Each view controller gets an engine view
/// controller when it joins a window's hierarchy; the engine then decides and delivers every
/// callback (recording it first, as it does for its own view controllers), and the base
/// implementations here call the engine's. An override that does not call `super` therefore
/// cuts off what the engine's base implementation does — forwarding a size or trait transition
/// to the children, the view's `updateConstraints()` — exactly as the engine models an override
/// that forgets `super`.
///
/// Before it joins a window, a view controller keeps the children it was given
/// (`UINavigationController(rootViewController:)`, `addChild(_:)`, a tab bar's
/// `viewControllers`); they are handed to the engine, inner first, when the window is shown or
/// the view controller is pushed, presented or added.
///
/// In records, a view controller is named by its `restorationIdentifier` when set (a name used
/// twice in one window is an error), otherwise by its class name, with `#2`, `#3`… for further
/// instances in the order they join.
@preconcurrency @MainActor
open class UIViewController: NSObject, UIContentContainer, UITraitEnvironment {
  /// The engine's view controller, once this one joined a window's hierarchy. Weak: the
  /// simulator keeps it (and it keeps this face), so a view controller nobody else holds — a
  /// pushed one — lives as long as it is in the hierarchy.
  weak var node: ViewController?
  /// Children given before joining a window, bottom (or first) first.
  var pendingChildren: [UIViewController] = []
  /// The parent given before joining a window.
  weak var pendingParent: UIViewController?
  /// What the next delivery of `willMove`/`didMove` must not pass to the override, because the
  /// app calls it itself in UIKit's custom-containment idiom.
  var suppressedContainmentCall: String?
  /// Handlers of `registerForTraitChanges(_:handler:)`, in registration order.
  var traitChangeRegistrations: [TraitChangeRegistration] = []
  /// The key commands added with `addKeyCommand(_:)`.
  var addedKeyCommands: [UIKeyCommand] = []
  /// The key commands of the view controller: those added (overridable, as in UIKit). No
  /// hardware keyboard exists, so none is ever performed.
  open var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
  /// Whether the view controller can become first responder: `false` unless a subclass says
  /// so, as in UIKit (apps say so to receive key commands or shake motion).
  open var canBecomeFirstResponder: Bool { false }
  /// `traitOverrides` (stored only).
  var storedTraitOverrides = UITraitOverrides()
  /// The coordinator of the size transition delivered last, for ``transitionCoordinator``.
  var sizeTransitionCoordinator: EngineTransitionCoordinator?
  /// The presentation controllers made for ``presentationController`` and its kinds, by kind.
  var madePresentationControllers: [ObjectIdentifier: UIPresentationController] = [:]
  /// `transitioningDelegate` (weak, as UIKit's; stored only).
  weak var storedTransitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// `setOverrideTraitCollection(_:forChild:)`'s collections, by child (stored only).
  var overriddenChildTraits: [ObjectIdentifier: UITraitCollection] = [:]
  /// Set by the base `preferredInterfaceOrientationForPresentation`.
  var usedDefaultPreferredOrientation = false
  private var loadedView: UIView?

  /// The identifier UIKit uses for state restoration; here also the view controller's name in
  /// records.
  open var restorationIdentifier: String?
  /// The title (shown by containers in UIKit; not used by the engine).
  open var title: String?
  /// The style `present(_:animated:completion:)` uses (default `automatic`).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The preferred size of the view's content (not used by the engine). Setting a new value
  /// tells the parent through ``preferredContentSizeDidChange(forChildContentContainer:)``, as
  /// UIKit does.
  open var preferredContentSize: CGSize = .zero {
    didSet {
      if preferredContentSize != oldValue {
        parent?.preferredContentSizeDidChange(forChildContentContainer: self)
      }
    }
  }
  /// A child's ``preferredContentSize`` changed: called on the parent when a child sets a new
  /// one. The default does nothing (UIKit's containers resize their child; the engine's do not).
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
  /// A child's Auto Layout fitting size changed: never called (Auto Layout is not solved here).
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// A view controller without a nib. A convenience initialiser, as `NSObject`'s `init()` is for
  /// UIKit's view controllers: a subclass's own `init()` calls
  /// `super.init(nibName: nil, bundle: nil)` and needs no `override`.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }
  /// UIKit's designated initialiser; nibs are not loaded.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  /// Storyboards and archives are not read: this initialiser exists so that subclasses keep
  /// UIKit's `required init?(coder:)`; it returns `nil`.
  public required init?(coder: NSCoder) { return nil }

  // MARK: The view

  /// The root view, loaded on first use through ``loadView()``. Reading it does not call
  /// ``viewDidLoad()``: the engine does, when the view controller first appears (SPEC §5.4).
  public var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      if loadedView == nil { loadedView = UIView() }
      loadedView?.owner = self
      return loadedView
    }
    set {
      loadedView?.owner = nil
      loadedView = newValue
      newValue?.owner = self
    }
  }
  /// The view if loaded.
  public var viewIfLoaded: UIView? { loadedView }
  /// Whether the view was loaded.
  public var isViewLoaded: Bool { loadedView != nil }
  /// Creates the root view; override to install your own `UIView` subclass (its
  /// `layoutSubviews()` and `updateConstraints()` then receive the engine's view calls).
  open func loadView() { view = UIView() }
  /// Loads the view if it is not loaded yet.
  public func loadViewIfNeeded() { _ = view }
  /// The view was loaded. The engine calls it once, when the view controller first appears:
  /// for the subject of a push, a presentation or a tab selection at the transition's start,
  /// for the others just before their first ``viewWillAppear(_:)`` (SPEC §5.4). The view is
  /// loaded (through ``loadView()``) just before.
  open func viewDidLoad() {}

  /// The traits set for `childViewController` with `setOverrideTraitCollection(_:forChild:)`,
  /// if any. A container may override it, as in UIKit; the engine never asks it (overriding a
  /// child's traits is not modelled: its traits stay those of its size, SPEC §4.2).
  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    overriddenChildTraits[ObjectIdentifier(childViewController)]
  }

  /// Never called: no touches are delivered (the responder chain is not modelled).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Never called: no touches are delivered.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Never called: no touches are delivered.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Never called: no touches are delivered.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Never called: no motion event (a shake) is delivered.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// Never called: no motion event (a shake) is delivered.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// Never called: no motion event (a shake) is delivered.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// Never called: no remote-control event is delivered.
  open func remoteControlReceived(with event: UIEvent?) {}

  // MARK: Hierarchy

  /// The containing view controller.
  public var parent: UIViewController? {
    node.map { $0.parent.flatMap(\.face) } ?? pendingParent
  }
  /// The child view controllers, in containment order.
  public var children: [UIViewController] {
    node.map { $0.children.compactMap(\.face) } ?? pendingChildren
  }
  /// The view controller this one presents, or that its nearest presenting ancestor presents
  /// (UIKit's presentations are made by the top-level ancestor).
  public var presentedViewController: UIViewController? {
    var current: UIViewController? = self
    while let vc = current {
      if let presented = vc.node?.presentedViewController.flatMap(\.face) { return presented }
      current = vc.parent
    }
    return nil
  }
  /// The view controller that presents this one (for a child: its nearest presented
  /// ancestor's presenter).
  public var presentingViewController: UIViewController? {
    var current: UIViewController? = self
    while let vc = current {
      if let presenter = vc.node?.presentingViewController.flatMap(\.face) { return presenter }
      current = vc.parent
    }
    return nil
  }
  /// The nearest ancestor of type `T`, up the parent chain.
  func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
    var current = parent
    while let vc = current {
      if let match = vc as? T { return match }
      current = vc.parent
    }
    return nil
  }
  /// The nearest ancestor navigation controller.
  public var navigationController: UINavigationController? {
    nearestAncestor(UINavigationController.self)
  }
  /// The storyboard the view controller came from: always `nil`, as no view controller comes
  /// from a storyboard here (``UIStoryboard`` reads none).
  public var storyboard: UIStoryboard? { nil }
  /// The nearest ancestor split view controller.
  public var splitViewController: UISplitViewController? {
    nearestAncestor(UISplitViewController.self)
  }
  /// The nearest ancestor tab bar controller.
  public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
  /// Whether this view controller is being presented: true in its appearing calls
  /// (`viewWillAppear`, `viewIsAppearing`, `viewDidAppear`) of the presentation that shows it,
  /// false for its descendants and elsewhere (SPEC §5.4).
  public var isBeingPresented: Bool { node?.isBeingPresented ?? false }
  /// Whether this view controller is being dismissed: true in its disappearing calls
  /// (`viewWillDisappear`, `viewDidDisappear`) of the dismissal that removes it (SPEC §5.4).
  public var isBeingDismissed: Bool { node?.isBeingDismissed ?? false }
  /// Whether this view controller is being added to a container: true in its appearing calls
  /// when it is pushed or added as a child (SPEC §5.4).
  public var isMovingToParent: Bool { node?.isMovingToParent ?? false }
  /// Whether this view controller is being removed from a container: true in its disappearing
  /// calls when it is popped or removed, and in its `viewWillDisappear` of a cancelled
  /// interactive pop (SPEC §5.4).
  public var isMovingFromParent: Bool { node?.isMovingFromParent ?? false }

  /// Adds a child (custom containment). UIKit's idiom — `addChild(child)`,
  /// `view.addSubview(child.view)`, `child.didMove(toParent: self)` — is one engine action:
  /// `willMove(toParent:)`, the child's appearance when this view is in the window, and the
  /// `didMove(toParent:)` record. The override of `didMove(toParent:)` runs once, from your
  /// explicit call, as in UIKit.
  open func addChild(_ childController: UIViewController) {
    guard let harness = node?.harness else {
      childController.detachFromPending()
      pendingChildren.append(childController)
      childController.pendingParent = self
      return
    }
    harness.perform { simulator in
      let child = try harness.materialize(childController)
      childController.suppressedContainmentCall = "didMove"
      defer { childController.suppressedContainmentCall = nil }
      try simulator.addChild(child, to: try self.attachedNode(), at: simulator.time)
    }
  }

  /// Removes this view controller from its parent. UIKit's idiom — `willMove(toParent: nil)`,
  /// `view.removeFromSuperview()`, `removeFromParent()` — is one engine action: the
  /// `willMove(toParent:)` record, the disappearance, then `didMove(toParent: nil)`. The
  /// override of `willMove(toParent:)` runs once, from your explicit call, as in UIKit.
  open func removeFromParent() {
    guard let node, let harness = node.harness else {
      detachFromPending()
      return
    }
    harness.perform { simulator in
      self.suppressedContainmentCall = "willMove"
      defer { self.suppressedContainmentCall = nil }
      try simulator.removeFromParent(node, at: simulator.time)
    }
  }

  func detachFromPending() {
    if let parent = pendingParent {
      parent.pendingChildren.removeAll { $0 === self }
      pendingParent = nil
    }
  }

  func attachedNode() throws -> ViewController {
    guard let node else {
      throw OrientationError(
        name: "NotInHierarchy", reason: "\(Self.self) is not in a window's hierarchy")
    }
    return node
  }

  /// Called just before the view controller is added to or removed from a container.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the view controller was added to or removed from a container.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Presentation

  /// Presents `viewControllerToPresent` with its ``modalPresentationStyle`` (SPEC §3.3, §5.4):
  /// the engine re-runs the decision for a window-filling style and delivers the appearance
  /// calls. A presentation from a child is made by its top-level ancestor, as UIKit does.
  /// Animated, the did phase and `completion` come after the presentation's duration (the
  /// simulator's `durations.present`); not animated, at once. A given `completion` is recorded
  /// (`completion {action: present}`) just before it runs.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard let harness = node?.harness else { return }
    if let alert = viewControllerToPresent as? UIAlertController {
      // The view controller that decides until the alert is shown: this one's top ancestor.
      var anchor: UIViewController = self
      while let parent = anchor.parent { anchor = parent }
      alert.presenter = anchor
    }
    harness.perform { simulator in
      let presented = try harness.materialize(viewControllerToPresent)
      if viewControllerToPresent.modalPresentationStyle == .none {
        throw OrientationError(
          name: "NSInvalidArgumentException",
          reason: "modalPresentationStyle none cannot be presented")
      }
      try simulator.present(
        presented, style: viewControllerToPresent.modalPresentationStyle.engine, animated: flag,
        from: try self.attachedNode().id, at: simulator.time,
        completion: harness.appCode(completion))
    }
  }

  /// Dismisses what this view controller presents, or this view controller when it presents
  /// nothing (UIKit forwards the call to the presenter). Animated, the did phase and
  /// `completion` come after the dismissal's duration; not animated, at once. A given
  /// `completion` is recorded (`completion {action: dismiss}`) just before it runs.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let harness = node?.harness else { return }
    // What this view controller (or its presenting ancestor) presents; else the presented
    // view controller this one is, or is inside of.
    var target = presentedViewController
    var current: UIViewController? = self
    while target == nil, let vc = current {
      if vc.node?.presentingViewController != nil { target = vc }
      current = vc.parent
    }
    guard let node = target?.node else { return }
    harness.perform { simulator in
      try simulator.dismiss(
        node, animated: flag, at: simulator.time, completion: harness.appCode(completion))
    }
  }

  // MARK: Orientation policy (SPEC §3)

  /// The orientations this view controller supports when it decides. Default: `all` on iPad,
  /// `allButUpsideDown` on iPhone.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    node?.baseSupportedInterfaceOrientations ?? .allButUpsideDown
  }
  /// Whether device rotations may rotate the interface while this view controller decides
  /// (asked before iOS 16). Default `true`.
  open var shouldAutorotate: Bool { node?.baseShouldAutorotate ?? true }
  /// The orientation to present in. The default keeps the current orientation (the engine
  /// records the query's answer as `null`).
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    usedDefaultPreferredOrientation = true
    return node?.harness?.simulator?.interfaceOrientation ?? .portrait
  }
  /// The interface orientation at this moment (deprecated in iOS 8), as
  /// ``UIApplication/statusBarOrientation``: still the old one inside
  /// `viewWillTransition(to:with:)` and `willRotate(to:duration:)`; `unknown` before launch.
  public var interfaceOrientation: UIInterfaceOrientation {
    (node?.harness ?? UIKitHarness.current)?.simulator?.interfaceOrientation ?? .unknown
  }
  /// Whether a container forwards appearance calls to its children itself (`true`, UIKit's
  /// default). Asked by nothing: the engine sends children their appearance calls whatever the
  /// answer (SPEC §5.4), so a container that answers `false` and forwards by hand with
  /// ``beginAppearanceTransition(_:animated:)`` is not modelled.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  /// Starts a manual appearance transition of this view controller: does nothing, as the engine
  /// sends appearance calls itself (see ``shouldAutomaticallyForwardAppearanceMethods``).
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
  /// Ends a manual appearance transition: does nothing (see
  /// ``beginAppearanceTransition(_:animated:)``).
  open func endAppearanceTransition() {}
  /// Tells the system (iOS 16) that ``supportedInterfaceOrientations`` changed.
  public func setNeedsUpdateOfSupportedInterfaceOrientations() {
    guard let node, let harness = node.harness else { return }
    harness.perform { _ in node.setNeedsUpdateOfSupportedInterfaceOrientations() }
  }
  /// Whether the interface orientation should stay as it is (iOS 26). Considered while this view
  /// controller decides the orientation (the top-most window-filling one) and the scene fills
  /// the screen: the interface then ignores device rotations, and
  /// `UIWindowScene.effectiveGeometry.isInterfaceOrientationLocked` is true. Presentations,
  /// dismissals and geometry requests still rotate (SPEC §3.5). Earlier profiles never read it.
  /// Default `false`. When the answer changes, call
  /// ``setNeedsUpdateOfPrefersInterfaceOrientationLocked()``.
  open var prefersInterfaceOrientationLocked: Bool {
    node?.basePrefersInterfaceOrientationLocked ?? false
  }
  /// The child whose ``prefersInterfaceOrientationLocked`` counts instead of this view
  /// controller's (iOS 26): while this view controller decides, the engine reads the preference
  /// of the last view controller of the `childForInterfaceOrientationLock` chain (Apple docs).
  /// Default `nil`. Call ``setNeedsUpdateOfPrefersInterfaceOrientationLocked()`` when the answer
  /// changes.
  open var childForInterfaceOrientationLock: UIViewController? { nil }
  /// Tells the system (iOS 26) that ``prefersInterfaceOrientationLocked`` changed: when the
  /// interface is no longer locked, it turns to the device orientation if the decider allows it.
  /// Before iOS 26 the engine records a diagnostic (the method does not exist there).
  public func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {
    guard let node, let harness = node.harness else { return }
    harness.perform { _ in node.setNeedsUpdateOfPrefersInterfaceOrientationLocked() }
  }
  /// Asks the system to rotate to the device orientation if the decider now allows it (the
  /// harness whose app code is running; outside app code, the one made last).
  public class func attemptRotationToDeviceOrientation() {
    guard let harness = UIKitHarness.currentOrLatest else { return }
    harness.perform { simulator in
      try simulator.attemptRotationToDeviceOrientation(at: simulator.time)
    }
  }

  // MARK: Size and trait transitions (SPEC §5.2)

  /// The size a child gets when this view controller's size becomes `parentSize`.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    guard let node, let child = (container as? UIViewController)?.node else { return parentSize }
    return CGSize(
      node.baseSize(forChildContentContainer: child, withParentContainerSize: parentSize.engine))
  }

  /// The view's size is about to change. The base implementation forwards the transition to the
  /// shown children and the presented view controller; an override that skips `super` cuts
  /// them off.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    guard let engine = (coordinator as? EngineTransitionCoordinator)?.engine else { return }
    node?.baseViewWillTransition(to: size.engine, with: engine)
  }

  /// The trait collection is about to change. The base implementation forwards it like
  /// ``viewWillTransition(to:with:)``.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    guard let engine = (coordinator as? EngineTransitionCoordinator)?.engine else { return }
    node?.baseWillTransition(to: newCollection.engine, with: engine)
  }

  /// The trait collection: size classes from the engine, idiom and scale from the device.
  /// Overridable as in UIKit; what an override answers is what the face's own code reads.
  open var traitCollection: UITraitCollection {
    UITraitCollection(
      node?.traitCollection ?? .unspecified, device: node?.harness?.device)
  }
  /// The trait collection changed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The view's safe-area insets changed.
  open func viewSafeAreaInsetsDidChange() {}
  /// The root view's layout margins changed (iOS 11): not called, as the margins UIKit derives
  /// from the safe area and the system minimums are not modelled.
  open func viewLayoutMarginsDidChange() {}
  /// The system's minimum margins for the root view (iOS 11): 16 points on the sides, none
  /// above and below, as UIKit gives on iPhones (ours for every device).
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
  }
  /// Whether the root view's margins respect ``systemMinimumLayoutMargins``, stored.
  open var viewRespectsSystemMinimumLayoutMargins = true

  // MARK: Legacy rotation (iOS 7, SPEC §5.1)

  /// The interface is about to rotate (iOS 7 profile).
  open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
  }
  /// Inside the rotation animation (iOS 7 profile).
  open func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {}
  /// The rotation finished (iOS 7 profile).
  open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

  // MARK: Layout

  /// The constraint pass reached this view controller. The base implementation sends the
  /// view's `updateConstraints()`; call `super` last, as UIKit requires.
  open func updateViewConstraints() { node?.baseUpdateViewConstraints() }
  /// The view is about to lay out its subviews; bounds are final.
  open func viewWillLayoutSubviews() {}
  /// The view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  // MARK: Appearance (SPEC §5.4)

  /// The view is about to be added to the window.
  open func viewWillAppear(_ animated: Bool) {}
  /// The view is being added to the window, with its final geometry and traits (iOS 13 and
  /// later, under profiles with the `viewIsAppearing` switch): after ``viewWillAppear(_:)``,
  /// before the layout pass (SPEC §5.4).
  open func viewIsAppearing(_ animated: Bool) {}
  /// The view was added to the window.
  open func viewDidAppear(_ animated: Bool) {}
  /// The view is about to be removed from the window.
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view was removed from the window.
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: Status bar and home indicator (StatusBar.swift)
  // Declared here, not in an extension, so that subclasses can override them as in UIKit.

  /// Whether the status bar should be hidden while this view controller decides its appearance.
  /// Answered, never drawn: the engine's geometry keeps the profile's status bar (SPEC §4.3).
  open var prefersStatusBarHidden: Bool { false }
  /// The status bar's style (default `.default`).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// How a change of ``prefersStatusBarHidden`` animates (default `.fade`).
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// The child whose ``prefersStatusBarHidden`` counts instead of this one's (default `nil`).
  open var childForStatusBarHidden: UIViewController? { nil }
  /// The child whose ``preferredStatusBarStyle`` counts instead of this one's (default `nil`).
  open var childForStatusBarStyle: UIViewController? { nil }
  /// Whether a presented view controller that does not fill the screen takes over the status
  /// bar's appearance.
  open var modalPresentationCapturesStatusBarAppearance = false
  /// How many times ``setNeedsStatusBarAppearanceUpdate()`` was called (orientsim's, for tests).
  public internal(set) var statusBarAppearanceUpdateCount = 0
  /// How many times ``setNeedsUpdateOfHomeIndicatorAutoHidden()`` was called (orientsim's).
  public internal(set) var homeIndicatorUpdateCount = 0
  /// Tells the system the status bar answers changed; counted in
  /// ``statusBarAppearanceUpdateCount``.
  open func setNeedsStatusBarAppearanceUpdate() { statusBarAppearanceUpdateCount += 1 }
  /// Whether the home indicator may hide (default `false`).
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The child whose ``prefersHomeIndicatorAutoHidden`` counts instead of this one's.
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// Tells the system the home indicator answer changed; counted in
  /// ``homeIndicatorUpdateCount``.
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() { homeIndicatorUpdateCount += 1 }
  /// Whether the pointer should be locked while this controller's scene is in front (default
  /// `false`); no pointer exists here, so nothing asks.
  open var prefersPointerLocked: Bool { false }
  /// The child whose ``prefersPointerLocked`` counts instead of this one's.
  open var childViewControllerForPointerLock: UIViewController? { nil }
  /// Tells the system the pointer-lock answer changed; nothing asks again (no pointer exists).
  open func setNeedsUpdateOfPrefersPointerLocked() {}
  /// The screen edges whose system gestures come second to the app's (default none).
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  /// Tells the system the deferred edges changed; nothing else happens.
  open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
  /// The child whose ``preferredScreenEdgesDeferringSystemGestures`` counts instead of this
  /// one's (default `nil`): asked by nothing, as no system gesture arrives.
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

  // MARK: Bars and presentation settings (Bars.swift), stored

  /// What a navigation bar shows for this view controller (stored; nothing is drawn).
  open var navigationItem: UINavigationItem { storedNavigationItem }
  private lazy var storedNavigationItem = UINavigationItem()
  /// The tab's item (stored).
  open var tabBarItem: UITabBarItem! = UITabBarItem()
  /// Stored; the engine's containers do not hide bars.
  open var hidesBottomBarWhenPushed = false
  /// The items a navigation controller's toolbar shows while this controller is on top:
  /// stored (the toolbar is not drawn, and the navigation controller does not copy them into
  /// its `toolbar`).
  open var toolbarItems: [UIBarButtonItem]?
  /// Sets ``toolbarItems`` at once.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }
  /// Stored; the engine's safe area does not include them.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero
  /// Stored; presentation contexts are not modelled (see `modalPresentationStyle`).
  open var definesPresentationContext = false
  /// Stored; presentation contexts are not modelled (see `modalPresentationStyle`).
  open var providesPresentationContextTransitionStyle = false
  /// Stored; no interactive dismissal exists to be refused.
  open var isModalInPresentation = false
  /// Stored; presentations take the engine's timing.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Stored; colours do not change with it.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// Stored; views extend under the bars whatever it says (SPEC §4.3).
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// Stored.
  open var extendedLayoutIncludesOpaqueBars = false

  // MARK: Members the engine never calls (Bars.swift), so that overrides compile

  /// Never called: memory warnings are not modelled.
  open func didReceiveMemoryWarning() {}
  /// Never called: nibs and storyboards are not read.
  open func awakeFromNib() {}
  /// Never called: storyboards are not read.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// Never asked: storyboards are not read.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// Storyboards are not read: the harness reports the call as `NotModelled`.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    node?.harness?.perform { _ in
      throw OrientationError(
        name: "NotModelled",
        reason: "performSegue(withIdentifier: \"\(identifier)\"): storyboards are not read")
    }
  }
}

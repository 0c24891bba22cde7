/// Where a view controller is in its appearance cycle (SPEC §5.4, seed 004).
///
/// disappeared → appearing → appeared → disappearing → disappeared; a `will` is closed by its
/// `did` or by the opposite `will`.
public enum AppearanceState: String, Sendable, Hashable {
  case disappeared, appearing, appeared, disappearing
}

/// A view controller, as `UIViewController`: subclass it and override UIKit's members.
///
/// The ``Simulator`` appends a ``CallbackRecord`` for each call *before* the override runs, so the
/// log shows every call even when an override does not call `super`. Base implementations do what
/// UIKit's do: ``viewWillTransition(to:with:)`` forwards to children and the presented view
/// controller (an override that skips `super` cuts its subtree off, SPEC §5.2 step 2),
/// ``updateViewConstraints()`` sends the view's `updateConstraints()`.
///
/// The view is not modelled as an object; its `layoutSubviews()` and `updateConstraints()` are
/// the hooks ``viewLayoutSubviews()`` and ``viewUpdateConstraints()``, logged as
/// `view.layoutSubviews()` and `view.updateConstraints()`.
open class ViewController {
  /// The id used in records and scene files.
  public let id: String

  /// The containing view controller.
  ///
  /// Back references are `unowned` rather than `weak`: a weakly referenced object pays for a
  /// side table on every retain, which doubles the cost of a rotation. Parents clear them when
  /// they go away (`deinit`), and the simulator keeps every attached view controller alive; were
  /// that ever broken, a read traps instead of touching freed memory (`unowned(unsafe)` saved
  /// about 1 ms of a 10,000-VC rotation: BENCHMARKS.md "The engine").
  public internal(set) unowned var parent: ViewController?
  /// Child view controllers in containment order.
  @exclusivity(unchecked) public internal(set) var children: [ViewController] = []
  /// The view controller this one presents.
  @exclusivity(unchecked) public internal(set) var presentedViewController: ViewController?
  /// The view controller that presents this one.
  public internal(set) unowned var presentingViewController: ViewController?
  /// The style this view controller was presented with (after adaptation); `nil` when not
  /// presented.
  @exclusivity(unchecked) public internal(set) var modalPresentationStyle: PresentationStyle?
  /// `isBeingPresented`: true only inside the appearance callbacks of the transition that
  /// presents this view controller (SPEC §5.4).
  public var isBeingPresented: Bool { transitionFlags.contains(.beingPresented) }
  /// `isBeingDismissed`: true only inside the appearance callbacks of the transition that
  /// dismisses this view controller.
  public var isBeingDismissed: Bool { transitionFlags.contains(.beingDismissed) }
  /// `isMovingToParent`: true only inside the appearance callbacks of the push or `addChild`
  /// that adds this view controller to its parent.
  public var isMovingToParent: Bool { transitionFlags.contains(.movingToParent) }
  /// `isMovingFromParent`: true only inside the appearance callbacks of the pop or removal that
  /// takes this view controller from its parent (and its `viewWillDisappear` in a cancelled
  /// interactive pop).
  public var isMovingFromParent: Bool { transitionFlags.contains(.movingFromParent) }
  /// Whether `viewDidLoad()` was sent (SPEC §5.4: once, lazily, when it first appears).
  @exclusivity(unchecked) public internal(set) var isViewLoaded = false
  /// The appearance state (SPEC §5.4).
  @exclusivity(unchecked) public internal(set) var appearanceState: AppearanceState = .disappeared
  /// The view's bounds size.
  @exclusivity(unchecked) public internal(set) var bounds: Size = .zero
  /// The view's frame in window coordinates (SPEC §4.3), as last laid out.
  @exclusivity(unchecked) public internal(set) var frame: Rect = .zero
  /// The view controller's trait collection.
  @exclusivity(unchecked) public internal(set) var traitCollection: TraitCollection = .unspecified
  /// The view's safe-area insets.
  @exclusivity(unchecked) public internal(set) var safeAreaInsets: EdgeInsets = .zero
  /// Whether `setNeedsUpdateConstraints()` was called since the last constraint pass.
  @exclusivity(unchecked) public internal(set) var needsUpdateConstraints = false

  /// Receives `willRotate` / `willAnimateRotation` / `didRotate` under ios8+ (SPEC §5.2: the
  /// opt-in bridge for classes that still implement the legacy methods).
  @exclusivity(unchecked) public var legacyCallbacks = false
  /// The frame this view controller takes in a custom container, as fractions of the parent.
  @exclusivity(unchecked) public var frameInParent: FractionalFrame = .fill
  /// What the default ``supportedInterfaceOrientations`` returns; `nil` means the idiom default.
  @exclusivity(unchecked) public var supportedMask: InterfaceOrientationMask?
  /// What the default ``shouldAutorotate`` returns.
  @exclusivity(unchecked) public var autorotates = true
  /// What the default ``preferredInterfaceOrientationForPresentation`` returns.
  @exclusivity(unchecked) public var preferredOrientation: InterfaceOrientation?
  /// Calls `setNeedsUpdateConstraints()` from `viewWillTransition(to:with:)` (scene option).
  @exclusivity(unchecked) public var setsNeedsUpdateConstraintsOnTransition = false
  /// Methods whose override forgets to call `super`, by Swift name (`viewWillTransition(to:with:)`
  /// or its base name). Models, for scene files, what a subclass does by not calling `super`.
  @exclusivity(unchecked) public var skipsSuper: Set<String> = [] {
    didSet {
      let bases = Set(skipsSuper.map { String($0.prefix(while: { $0 != "(" })) })
      cutsSizeTransition = bases.contains("viewWillTransition")
      cutsTraitTransition = bases.contains("willTransition")
      cutsViewConstraints = bases.contains("updateViewConstraints")
    }
  }

  // Precomputed from `skipsSuper`, read on the hot path.
  @exclusivity(unchecked) var cutsSizeTransition = false
  @exclusivity(unchecked) var cutsTraitTransition = false
  @exclusivity(unchecked) var cutsViewConstraints = false

  /// What the default ``prefersInterfaceOrientationLocked`` returns (SPEC §3.5; scene key
  /// `prefersOrientationLocked`). Change it through ``Simulator/setOrientationLocked(_:for:at:)``
  /// so that the end of a lock re-runs the decision.
  @exclusivity(unchecked) public var prefersOrientationLocked = false
  /// The hinge interactions on this view controller's view, in the order added (SPEC §5.9).
  public internal(set) var hingeInteractions: [HingeInteraction] = []
  /// Coordinator blocks the view controller registers in `viewWillTransition(to:with:)`, in
  /// order (scene key `coordinatorBlocks`); their runs are recorded (SPEC §8.2).
  @exclusivity(unchecked) public var coordinatorBlocks: [CoordinatorBlock] = []
  /// The trait-change registrations, in registration order (SPEC §5.2).
  @exclusivity(unchecked) var traitRegistrations:
    [(traits: [TraitKind], handler: (ViewController, TraitCollection) -> Void)] = []
  /// The traits last announced by `willTransition(to:with:)` (SPEC §5.3: no second one on return).
  @exclusivity(unchecked) var announcedTraits: TraitCollection?
  /// Whether the view controller has had its first appearance's layout block (SPEC §5.4).
  @exclusivity(unchecked) var hasAppearedOnce = false

  /// The simulator the view controller belongs to, once attached (cleared by its `deinit`).
  unowned var simulator: Simulator?
  /// Absolute frame the current layout assigns (computed before each commit).
  @exclusivity(unchecked) var targetFrame: Rect = .zero
  /// Marks set by the sequencer, compared against its generation counters (no sets needed).
  @exclusivity(unchecked) var traitMark = 0
  @exclusivity(unchecked) var sizeMark = 0
  @exclusivity(unchecked) var visibleMark = 0
  @exclusivity(unchecked) var afterMark = 0
  /// Whether the view controller was just attached and takes its geometry without callbacks.
  @exclusivity(unchecked) var isFresh = true
  /// The flags of the appearance callback under way (set around the override's call only).
  @exclusivity(unchecked) var transitionFlags: AppearanceFlags = []
  /// What answers this view controller's overridable members in place of a subclass, when set
  /// (a view controller of another API, such as a `UIViewController`, standing behind this one).
  @exclusivity(unchecked) package var behavior: (any ViewControllerBehavior)?

  /// Creates a plain view controller.
  public init(id: String) {
    self.id = id
  }

  deinit {
    // Current children and the presented view controller point back here by construction; no
    // identity check (reading an `unowned` reference to an object in its deinit traps).
    for child in children { child.parent = nil }
    presentedViewController?.presentingViewController = nil
  }

  /// The class name UIKit would print in exception reasons (`UIViewController` for the built-in
  /// classes, the Swift type name for subclasses).
  open var className: String {
    if let behavior { return behavior.className }
    let name = String(describing: type(of: self))
    return Self.uikitClassNames[name] ?? name
  }

  /// UIKit's names of the built-in classes.
  static let uikitClassNames = [
    "ViewController": "UIViewController", "NavigationController": "UINavigationController",
    "TabBarController": "UITabBarController",
  ]

  // MARK: Orientation policy (SPEC §3)

  /// The orientations this view controller supports when it decides (SPEC §3.1 item 4).
  /// Default: ``supportedMask``, else `all` on iPad and `allButUpsideDown` on iPhone.
  open var supportedInterfaceOrientations: InterfaceOrientationMask {
    behavior?.supportedInterfaceOrientations(of: self) ?? baseSupportedInterfaceOrientations
  }

  /// This class's own ``supportedInterfaceOrientations``, without ``behavior``.
  package var baseSupportedInterfaceOrientations: InterfaceOrientationMask {
    supportedMask ?? defaultSupportedInterfaceOrientations
  }

  /// The idiom default of `supportedInterfaceOrientations`.
  public var defaultSupportedInterfaceOrientations: InterfaceOrientationMask {
    simulator?.device.idiom == .pad ? .all : .allButUpsideDown
  }

  /// Whether device rotations may rotate the interface while this view controller decides.
  open var shouldAutorotate: Bool { behavior?.shouldAutorotate(of: self) ?? baseShouldAutorotate }

  /// This class's own ``shouldAutorotate``, without ``behavior``.
  package var baseShouldAutorotate: Bool { autorotates }

  /// The orientation to present in, or `nil` when the view controller does not define one
  /// (UIKit's default then keeps the current orientation, SPEC §3.3).
  open var preferredInterfaceOrientationForPresentation: InterfaceOrientation? {
    if let behavior { return behavior.preferredInterfaceOrientationForPresentation(of: self) }
    return basePreferredInterfaceOrientationForPresentation
  }

  /// This class's own ``preferredInterfaceOrientationForPresentation``, without ``behavior``.
  package var basePreferredInterfaceOrientationForPresentation: InterfaceOrientation? {
    preferredOrientation
  }

  /// Whether the interface orientation should stay as it is while this view controller decides
  /// (ios26 `prefersInterfaceOrientationLocked`, SPEC §3.5). Default: ``prefersOrientationLocked``.
  open var prefersInterfaceOrientationLocked: Bool {
    behavior?.prefersInterfaceOrientationLocked(of: self) ?? basePrefersInterfaceOrientationLocked
  }

  /// This class's own ``prefersInterfaceOrientationLocked``, without ``behavior``.
  package var basePrefersInterfaceOrientationLocked: Bool { prefersOrientationLocked }

  /// The current interface orientation (the window's).
  public var interfaceOrientation: InterfaceOrientation {
    simulator?.interfaceOrientation ?? .portrait
  }

  // MARK: Size transitions (SPEC §5.2)

  /// The size a child gets when this view controller's size becomes `parentSize`. Default: the
  /// child's frame rule applied to `parentSize` (the whole parent unless the child has a
  /// fractional frame in a custom container).
  open func size(
    forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size
  )
    -> Size
  {
    if let behavior {
      return behavior.size(
        of: self, forChildContentContainer: child, withParentContainerSize: parentSize)
    }
    return baseSize(forChildContentContainer: child, withParentContainerSize: parentSize)
  }

  /// This class's own ``size(forChildContentContainer:withParentContainerSize:)``, without
  /// ``behavior``.
  package func baseSize(
    forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    let f = child.frameInParent
    return Size(width: parentSize.width * f.width, height: parentSize.height * f.height)
  }

  /// The view's size is about to change. The base implementation forwards to the shown
  /// children whose size changes and to the presented view controller; not calling `super`
  /// cuts them off.
  open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    if let behavior {
      behavior.viewWillTransition(of: self, to: size, with: coordinator)
    } else {
      baseViewWillTransition(to: size, with: coordinator)
    }
  }

  /// This class's own ``viewWillTransition(to:with:)``, without ``behavior``.
  package func baseViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    if !coordinatorBlocks.isEmpty { registerCoordinatorBlocks(coordinator) }
    guard !cutsSizeTransition else { return }
    if setsNeedsUpdateConstraintsOnTransition { setNeedsUpdateConstraints() }
    coordinator.simulator?.forwardSizeTransition(from: self, size: size, coordinator: coordinator)
  }

  /// The trait collection is about to change. The base implementation forwards to every shown
  /// child and then the presented view controller, whatever their sizes (SPEC §5.2 step 1). An
  /// override that skips `super` here cuts trait forwarding below it; skipping `super` in
  /// ``viewWillTransition(to:with:)`` does not (UIKit forwards the two separately).
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: TransitionCoordinator
  ) {
    if let behavior {
      behavior.willTransition(of: self, to: newCollection, with: coordinator)
    } else {
      baseWillTransition(to: newCollection, with: coordinator)
    }
  }

  /// This class's own ``willTransition(to:with:)``, without ``behavior``.
  package func baseWillTransition(
    to newCollection: TraitCollection, with coordinator: TransitionCoordinator
  ) {
    guard !cutsTraitTransition else { return }
    coordinator.simulator?.forwardTraitTransition(
      from: self, traits: newCollection, coordinator: coordinator)
  }

  /// Registers the described ``coordinatorBlocks``; each run appends its record.
  func registerCoordinatorBlocks(_ coordinator: TransitionCoordinator) {
    for (index, block) in coordinatorBlocks.enumerated() {
      let args = [RecordField("index", .number(Double(index)))]
      switch block {
      case .alongside:
        coordinator.animate(alongsideTransition: { [unowned self] c in
          c.simulatorRef?.emit(.callback, self, "animateAlongsideTransition", args)
        })
      case .completion:
        coordinator.animate(
          alongsideTransition: nil,
          completion: { [unowned self] c in
            c.simulatorRef?.emit(.callback, self, "transitionCompletion", args)
          })
      }
    }
  }

  /// The trait collection changed.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    behavior?.traitCollectionDidChange(of: self, previousTraitCollection)
  }

  /// The view's safe-area insets changed.
  open func viewSafeAreaInsetsDidChange() { behavior?.viewSafeAreaInsetsDidChange(of: self) }

  /// Registers `handler` for changes of `traits` (UIKit's `registerForTraitChanges(_:handler:)`,
  /// iOS 17; profiles with `traitRegistrations`, SPEC §5.2). The handler gets this view
  /// controller and the previous trait collection; each call is recorded first as a
  /// `registerForTraitChanges(_:handler:)` record with the registered traits that changed.
  public func registerForTraitChanges(
    _ traits: [TraitKind],
    handler: @escaping (ViewController, TraitCollection) -> Void = { _, _ in }
  ) {
    traitRegistrations.append((traits, handler))
  }

  // MARK: Legacy rotation (SPEC §5.1)

  /// The interface is about to rotate; bounds and `interfaceOrientation` are still old.
  open func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {
    behavior?.willRotate(of: self, to: toInterfaceOrientation, duration: duration)
  }
  /// Inside the rotation animation; bounds and orientation are new.
  open func willAnimateRotation(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {
    behavior?.willAnimateRotation(of: self, to: toInterfaceOrientation, duration: duration)
  }
  /// The rotation finished.
  open func didRotate(from fromInterfaceOrientation: InterfaceOrientation) {
    behavior?.didRotate(of: self, from: fromInterfaceOrientation)
  }

  // MARK: Layout (seed 003)

  /// The constraint pass reached this view controller. The base implementation sends the view's
  /// `updateConstraints()`; an override that skips `super` stops it.
  open func updateViewConstraints() {
    if let behavior {
      behavior.updateViewConstraints(of: self)
    } else {
      baseUpdateViewConstraints()
    }
  }

  /// This class's own ``updateViewConstraints()``, without ``behavior``.
  package func baseUpdateViewConstraints() {
    guard !cutsViewConstraints else { return }
    simulator?.deliverViewUpdateConstraints(self)
  }
  /// The view's `updateConstraints()`.
  open func viewUpdateConstraints() { behavior?.viewUpdateConstraints(of: self) }
  /// The view is about to lay out its subviews; bounds are final.
  open func viewWillLayoutSubviews() { behavior?.viewWillLayoutSubviews(of: self) }
  /// The view's `layoutSubviews()`.
  open func viewLayoutSubviews() { behavior?.viewLayoutSubviews(of: self) }
  /// The view laid out its subviews.
  open func viewDidLayoutSubviews() { behavior?.viewDidLayoutSubviews(of: self) }

  /// Flags the view for the next constraint pass (SPEC §5.2 step 3).
  public func setNeedsUpdateConstraints() { needsUpdateConstraints = true }

  // MARK: Appearance and containment (SPEC §5.4)

  /// The view was loaded: once, just before the view controller first appears (the subject of
  /// a push, presentation or tab selection at the transition's start).
  open func viewDidLoad() { behavior?.viewDidLoad(of: self) }
  /// The view is about to be added to the window.
  open func viewWillAppear(_ animated: Bool) { behavior?.viewWillAppear(of: self, animated) }
  /// The view is being added to the window, with its geometry and traits final: once per
  /// appearance, after `viewWillAppear(_:)` and before the layout pass (profiles with the
  /// `viewIsAppearing` switch, iOS 13 and later).
  open func viewIsAppearing(_ animated: Bool) { behavior?.viewIsAppearing(of: self, animated) }
  /// The view was added to the window.
  open func viewDidAppear(_ animated: Bool) { behavior?.viewDidAppear(of: self, animated) }
  /// The view is about to be removed from the window.
  open func viewWillDisappear(_ animated: Bool) { behavior?.viewWillDisappear(of: self, animated) }
  /// The view was removed from the window.
  open func viewDidDisappear(_ animated: Bool) { behavior?.viewDidDisappear(of: self, animated) }
  /// The view controller is about to move to `parent` (`nil`: it is being removed).
  open func willMove(toParent parent: ViewController?) {
    behavior?.willMove(of: self, toParent: parent)
  }
  /// The view controller moved to `parent` (`nil`: it was removed).
  open func didMove(toParent parent: ViewController?) {
    behavior?.didMove(of: self, toParent: parent)
  }

  /// Tells UIKit (ios26) that ``prefersInterfaceOrientationLocked`` changed: when the interface
  /// is not locked now, the decision runs once with the current device orientation (SPEC §3.5;
  /// when it was not locked before either, that decision changes nothing but its queries). Before
  /// ios26 a diagnostic says the method does not exist.
  public func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {
    simulator?.orientationLockPreferenceChanged(from: self)
  }

  /// Tells UIKit (ios16) that ``supportedInterfaceOrientations`` changed: the decision runs
  /// again now (SPEC §3.3). Errors in the re-run are recorded as diagnostics, since this call
  /// cannot throw in UIKit either.
  public func setNeedsUpdateOfSupportedInterfaceOrientations() {
    simulator?.setNeedsUpdateOfSupportedInterfaceOrientations(from: self)
  }

  // MARK: Hierarchy helpers

  /// Calls `body` for each child whose view is shown: every child of a custom container.
  func forEachShownChild(_ body: (ViewController) -> Void) {
    for child in children { body(child) }
  }

  /// Whether shown children fill this view controller (navigation and tab bar controllers) or
  /// take their ``frameInParent``.
  var childrenFill: Bool { false }

  /// Builds a view controller tree from a scene description.
  /// Iterative, so a deep description costs no stack.
  public static func make(from description: ViewControllerDescription) -> ViewController {
    func single(_ description: ViewControllerDescription) -> ViewController {
      let vc: ViewController
      switch description.kind {
      case .plain: vc = ViewController(id: description.id)
      case .navigation: vc = NavigationController(id: description.id)
      case .tabBar:
        let tabs = TabBarController(id: description.id)
        tabs.selectedIndex = description.selected
        vc = tabs
      }
      vc.configure(from: description)
      return vc
    }
    let top = single(description)
    var stack = [(top, description)]
    while let (vc, description) = stack.popLast() {
      for child in description.children {
        let made = single(child)
        made.parent = vc
        vc.children.append(made)
        stack.append((made, child))
      }
    }
    return top
  }

  func configure(from d: ViewControllerDescription) {
    supportedMask = d.supported
    autorotates = d.shouldAutorotate
    preferredOrientation = d.preferred
    legacyCallbacks = d.legacyCallbacks
    skipsSuper = d.skipsSuper
    frameInParent = d.frame
    setsNeedsUpdateConstraintsOnTransition = d.setsNeedsUpdateConstraints
    prefersOrientationLocked = d.prefersOrientationLocked
    coordinatorBlocks = d.coordinatorBlocks
    for traits in d.traitRegistrations { registerForTraitChanges(traits) }
    if d.hingeInteraction { addInteraction(HingeInteraction { _, _ in }) }
  }
}

/// What `UINavigationController` and `UITabBarController` share: children that fill the
/// container, and a supported-orientations answer that never asks them (SPEC §3.1 item 4).
open class ContainerViewController: ViewController {
  /// What the container's delegate returns from its supported-orientations method
  /// (`navigationControllerSupportedInterfaceOrientations(_:)`,
  /// `tabBarControllerSupportedInterfaceOrientations(_:)`), when a delegate is set.
  @exclusivity(unchecked) public var delegateSupportedInterfaceOrientations:
    InterfaceOrientationMask?

  /// An explicit ``ViewController/supportedMask`` (a subclass override), else the delegate's
  /// answer, else the idiom default — never a child's mask.
  package override var baseSupportedInterfaceOrientations: InterfaceOrientationMask {
    supportedMask ?? delegateSupportedInterfaceOrientations ?? defaultSupportedInterfaceOrientations
  }

  override var childrenFill: Bool { true }

  override func configure(from d: ViewControllerDescription) {
    super.configure(from: d)
    delegateSupportedInterfaceOrientations = d.delegateSupported
  }
}

/// A navigation controller, as `UINavigationController`: only the top child is shown, and only
/// it receives forwarded size transitions.
open class NavigationController: ContainerViewController {
  /// The stack, bottom first.
  public var viewControllers: [ViewController] { children }
  /// The top of the stack.
  public var topViewController: ViewController? { children.last }

  override func forEachShownChild(_ body: (ViewController) -> Void) {
    if let top = children.last { body(top) }
  }
}

/// A tab bar controller, as `UITabBarController`: only the selected child is shown.
open class TabBarController: ContainerViewController {
  /// The index of the selected tab (changed through ``Simulator/select(index:in:animated:at:)``).
  @exclusivity(unchecked) public internal(set) var selectedIndex = 0

  /// The selected child.
  public var selectedViewController: ViewController? {
    children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
  }

  override func forEachShownChild(_ body: (ViewController) -> Void) {
    if let selected = selectedViewController { body(selected) }
  }
}

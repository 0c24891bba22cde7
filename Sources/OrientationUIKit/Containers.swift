import OrientationCore

/// `UINavigationController`: the engine's navigation controller. Only the top view controller
/// is shown; pushes and pops never rotate the interface (SPEC §3.3).
open class UINavigationController: UIViewController {
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { return nil }
  /// A navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  var navigationNode: NavigationController? { node as? NavigationController }
  /// Set by the delegate protocol's default orientation method.
  var delegateLeftOrientationsUnanswered = false

  /// The delegate; its `navigationControllerSupportedInterfaceOrientations(_:)`, when it
  /// implements it, answers for the navigation controller.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// What the navigation controller supports when it decides: the delegate's answer, else the
  /// idiom default. A navigation controller never asks its children (SPEC §3.1 item 4); override
  /// to ask `topViewController`.
  open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    delegateSupportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }

  /// The stack, bottom first.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }
  /// The top of the stack.
  public var topViewController: UIViewController? { children.last }
  /// What is on screen for this navigation controller: the view controller presented on top of
  /// it, else the top of the stack.
  public var visibleViewController: UIViewController? {
    var presented = presentedViewController
    while let next = presented?.presentedViewController { presented = next }
    return presented ?? topViewController
  }

  /// Replaces the stack in one transition: leaving view controllers get `willMove(toParent: nil)`
  /// and `didMove(toParent: nil)`, new ones `willMove(toParent:)` and `didMove(toParent:)`.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard let nav = navigationNode, let harness = node?.harness else {
      for vc in pendingChildren { vc.pendingParent = nil }
      pendingChildren = []
      for vc in viewControllers {
        vc.detachFromPending()
        vc.pendingParent = self
        pendingChildren.append(vc)
      }
      return
    }
    harness.perform { simulator in
      let stack = try viewControllers.map { try harness.materialize($0) as ViewController }
      try simulator.setViewControllers(stack, in: nav, animated: animated, at: simulator.time)
    }
  }

  /// Pushes `viewController`: `willMove(toParent:)`, the appearance transition,
  /// `didMove(toParent:)`.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard let nav = navigationNode, let harness = node?.harness else {
      viewController.detachFromPending()
      viewController.pendingParent = self
      pendingChildren.append(viewController)
      return
    }
    harness.perform { simulator in
      let pushed = try harness.materialize(viewController)
      try simulator.push(pushed, onto: nav, animated: animated, at: simulator.time)
    }
  }

  /// Pops the top view controller unless it is the only one; returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    let stack = children
    guard stack.count > 1, let top = stack.last else { return nil }
    guard let nav = navigationNode, let harness = node?.harness else {
      top.detachFromPending()
      return top
    }
    harness.perform { simulator in try simulator.pop(nav, animated: animated, at: simulator.time) }
    return top
  }

  /// Pops everything above the root in one transition; returns what was popped.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops everything above `viewController` in one transition; returns what was popped, or
  /// `nil` when `viewController` is not in the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    let stack = children
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    if !popped.isEmpty { setViewControllers(Array(stack[...index]), animated: animated) }
    return popped
  }

  // MARK: Bars (Bars.swift), stored: children fill the container under the bars (SPEC §4.3)

  /// The navigation bar (its settings are stored).
  public let navigationBar = UINavigationBar()
  /// The toolbar (its settings are stored).
  public let toolbar: UIToolbar! = UIToolbar()
  /// Whether the navigation bar is hidden (stored).
  open var isNavigationBarHidden = false
  /// Whether the toolbar is hidden (stored; default `true`).
  open var isToolbarHidden = true
  /// Stored: no bar hides on its own.
  open var hidesBarsWhenVerticallyCompact = false
  /// Stored: no tap arrives.
  open var hidesBarsOnTap = false
  /// Stored: no swipe arrives.
  open var hidesBarsOnSwipe = false
  /// Hides or shows the navigation bar at once.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }
  /// Hides or shows the toolbar at once.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
  /// The edge-swipe back gesture's recognizer: its settings (`isEnabled`, `delegate`) are stored;
  /// no swipe arrives, so it never pops (the interactive pop is not modelled).
  public let interactivePopGestureRecognizer: UIGestureRecognizer? =
    UIScreenEdgePanGestureRecognizer()
}

/// `UITabBarController`: the engine's tab bar controller. Only the selected view controller is
/// shown.
open class UITabBarController: UIViewController {
  var pendingSelectedIndex = 0

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) { return nil }

  var tabBarNode: TabBarController? { node as? TabBarController }
  /// Set by the delegate protocol's default orientation method.
  var delegateLeftOrientationsUnanswered = false

  /// The delegate; its `tabBarControllerSupportedInterfaceOrientations(_:)`, when it implements
  /// it, answers for the tab bar controller.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// What the tab bar controller supports when it decides: the delegate's answer, else the
  /// idiom default. A tab bar controller never asks its children (SPEC §3.1 item 4).
  open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    delegateSupportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }

  /// The tabs' view controllers; `nil` when there are none.
  open var viewControllers: [UIViewController]? {
    get { children.isEmpty ? nil : children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Sets the tabs. Before the tab bar controller joins a window only: the engine does not
  /// change tabs later, so doing so is reported as a problem by the harness.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    guard let harness = node?.harness else {
      for vc in pendingChildren { vc.pendingParent = nil }
      pendingChildren = []
      for vc in viewControllers ?? [] {
        vc.detachFromPending()
        vc.pendingParent = self
        pendingChildren.append(vc)
      }
      return
    }
    harness.perform { _ in
      throw OrientationError(
        name: "NotModelled",
        reason: "a tab bar controller's tabs can be set only before it joins a window")
    }
  }

  /// The index of the selected tab; setting it selects the tab as a tap would, not animated
  /// (UIKit's setter takes no `animated`; the engine's tab selection is timed only when a
  /// delegate's animator is modelled).
  open var selectedIndex: Int {
    get { tabBarNode?.selectedIndex ?? pendingSelectedIndex }
    set {
      guard let tabs = tabBarNode, let harness = node?.harness else {
        pendingSelectedIndex = newValue
        return
      }
      harness.perform { simulator in
        try simulator.select(index: newValue, in: tabs, animated: false, at: simulator.time)
      }
    }
  }

  /// The selected tab's view controller; setting it selects that tab.
  open var selectedViewController: UIViewController? {
    get {
      let tabs = children
      return tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
    }
    set {
      guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else {
        return
      }
      selectedIndex = index
    }
  }

  // MARK: Bars (Bars.swift), stored: tabs fill the container under the bar (SPEC §4.3)

  /// The tab bar (its settings are stored).
  public let tabBar = UITabBar()

  /// Whether the tab bar is hidden (iOS 18): the tab bar's `isHidden`. The tabs' geometry is
  /// the engine's whatever it says (SPEC §4.3).
  open var isTabBarHidden: Bool {
    get { tabBar.isHidden }
    set { tabBar.isHidden = newValue }
  }
  /// Hides or shows the tab bar (iOS 18), at once: the animation is not modelled.
  open func setTabBarHidden(_ hidden: Bool, animated: Bool) { isTabBarHidden = hidden }
}

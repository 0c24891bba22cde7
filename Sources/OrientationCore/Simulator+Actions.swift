/// View-controller actions: presentation, navigation, tabs, containment, window changes.
extension Simulator {
  /// The style a presentation really gets. Before iOS 13 (profiles whose default style is
  /// fullScreen) sheets and popovers in a compact-width window adapt to fullScreen, as iOS 7/8
  /// iPhones show them; from iOS 13 they stay sheets (full-width cards).
  func adaptedStyle(_ style: PresentationStyle) -> PresentationStyle {
    switch style {
    case .pageSheet, .formSheet, .popover:
      let compact = device.idiom == .phone || windowTraits(window).horizontal == .compact
      return compact && profile.defaultPresentationStyle == .fullScreen ? .fullScreen : style
    default:
      return style
    }
  }

  /// Presents `vc` (SPEC §3.3, §5.4). `from` names the presenting view controller (default: the
  /// topmost); a presentation from a child is made by its top-level ancestor (root or presented
  /// view controller), as UIKit forwards it to the nearest full-screen presenter. `style` `nil`
  /// means the profile's default `modalPresentationStyle`.
  ///
  /// A window-filling presentation re-runs the decision first; when the interface must rotate,
  /// the rotation runs before the presented view controller appears, so it appears in its
  /// orientation.
  public func present(
    _ vc: ViewController, style: PresentationStyle? = nil, animated: Bool = true,
    from presenterID: String? = nil, at time: Double
  ) throws {
    try advance(to: time)
    let requested =
      style ?? (profile.defaultPresentationStyle == .fullScreen ? .fullScreen : .pageSheet)
    let effective = adaptedStyle(requested)
    var anchor = chain().last ?? root
    if let presenterID { anchor = try lookup(presenterID) }
    while let parent = anchor.parent { anchor = parent }
    if let already = anchor.presentedViewController {
      diagnostic(
        anchor, "presentationRefused",
        "Attempt to present \(vc.id) on \(anchor.id) which is already presenting \(already.id)")
      return
    }
    attach(vc)
    vc.modalPresentationStyle = effective
    vc.isBeingDismissed = false
    if isLaunched, effective.fillsWindow {
      if isRotating {
        heldReevaluation = .presentation(presented: vc)
      } else {
        try reevaluateForPresentation(decider: vc, presented: vc)
      }
    }
    changeStructure(animated: animated) {
      anchor.presentedViewController = vc
      vc.presentingViewController = anchor
    }
  }

  /// Dismisses `vc` and everything it presents (SPEC §3.3, §5.4). When a window-filling
  /// presentation goes away the decision runs again after the dismissal, so the presenter hears
  /// `viewWillTransition` when `presentedViewController` is already nil (research §2.4).
  public func dismiss(_ vc: ViewController, animated: Bool = true, at time: Double) throws {
    try advance(to: time)
    guard let presenter = vc.presentingViewController else {
      diagnostic(vc, "dismissalIgnored", "\(vc.id) is not presented")
      return
    }
    var changesDecider = false
    var next: ViewController? = vc
    while let current = next {
      if current.modalPresentationStyle?.fillsWindow ?? false { changesDecider = true }
      next = current.presentedViewController
    }
    vc.isBeingDismissed = true
    changeStructure(animated: animated) {
      presenter.presentedViewController = nil
      vc.presentingViewController = nil
    }
    vc.isBeingDismissed = false
    if isLaunched, changesDecider { try run(.presentation(presented: nil)) }
  }

  /// Pushes `vc` onto `nav` (SPEC §5.4): `willMove(toParent:)`, the appearance transition,
  /// `didMove(toParent:)`. Never rotates (SPEC §3.3).
  public func push(
    _ vc: ViewController, onto nav: NavigationController, animated: Bool = true, at time: Double
  ) throws {
    try advance(to: time)
    attach(vc)
    deliverWillMove(vc, toParent: nav)
    changeStructure(animated: animated) {
      vc.parent = nav
      nav.children.append(vc)
    }
    deliverDidMove(vc, toParent: nav)
  }

  /// Pops the top of `nav`; a stack of one is left alone, as UIKit does.
  public func pop(_ nav: NavigationController, animated: Bool = true, at time: Double) throws {
    try advance(to: time)
    guard nav.children.count > 1, let top = nav.children.last else { return }
    deliverWillMove(top, toParent: nil)
    changeStructure(animated: animated) {
      nav.children.removeLast()
      top.parent = nil
    }
    deliverDidMove(top, toParent: nil)
  }

  /// Selects a tab (not animated, as a tap on the tab bar).
  public func select(index: Int, in tabs: TabBarController, at time: Double) throws {
    try advance(to: time)
    guard tabs.children.indices.contains(index) else {
      throw OrientationError(
        name: "InvalidAction",
        reason:
          "tab bar controller '\(tabs.id)' has no tab \(index) (it has \(tabs.children.count))")
    }
    guard index != tabs.selectedIndex else { return }
    changeStructure(animated: false) { tabs.selectedIndex = index }
  }

  /// Custom containment (SPEC §5.4): `addChild` sends `willMove(toParent:)`, the child's view
  /// appears when the parent's is in the window, then the container calls `didMove(toParent:)`.
  public func addChild(_ vc: ViewController, to parent: ViewController, at time: Double) throws {
    try advance(to: time)
    attach(vc)
    deliverWillMove(vc, toParent: parent)
    changeStructure(animated: false) {
      vc.parent = parent
      parent.children.append(vc)
    }
    deliverDidMove(vc, toParent: parent)
  }

  /// Removes a child (SPEC §5.4): the container calls `willMove(toParent: nil)`, the view
  /// disappears, then `removeFromParent()` sends `didMove(toParent: nil)`.
  public func removeFromParent(_ vc: ViewController, at time: Double) throws {
    try advance(to: time)
    guard let parent = vc.parent else { return }
    deliverWillMove(vc, toParent: nil)
    changeStructure(animated: false) {
      if let index = parent.children.firstIndex(where: { $0 === vc }) {
        parent.children.remove(at: index)
        if let tabs = parent as? TabBarController, index < tabs.selectedIndex {
          tabs.selectedIndex -= 1
        }
      }
      vc.parent = nil
    }
    deliverDidMove(vc, toParent: nil)
  }

  /// Resizes the window (iPad split view, Slide Over; SPEC §5.7). The size is for the current
  /// orientation and is kept as a share of the screen across later rotations. Under ios8+ it is a
  /// size transition with `targetTransform` 0 lasting 0.3 s; under ios7 only the layout pass
  /// runs. Sizes that are not positive and finite are refused with a diagnostic.
  public func resize(to size: Size, at time: Double) throws {
    try advance(to: time)
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      diagnostic(nil, "resizeRefused", "window size \(size) is not positive and finite")
      return
    }
    let screen = device.screenSize(for: window.orientation)
    var next = window
    next.fraction = Size(
      width: min(1, size.width / screen.width), height: min(1, size.height / screen.height))
    guard next != window else { return }
    guard isLaunched else {
      window = next
      return
    }
    if profile.callbacks == .legacy {
      relayout(to: next)
    } else {
      runSizeTransition(to: next, duration: Self.resizeDuration, transform: 0, isRotation: false)
    }
  }

  /// Shows or hides the in-call (40 pt) status bar: a layout pass only (SPEC §5.7).
  public func setInCallStatusBar(_ shown: Bool, at time: Double) throws {
    try advance(to: time)
    var next = window
    next.inCall = shown
    guard next != window else { return }
    if isLaunched { relayout(to: next) } else { window = next }
  }
}

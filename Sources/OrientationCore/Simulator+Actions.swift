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

  /// Presents `vc` (SPEC §3.3, §5.4, §5.6). `from` names the presenting view controller
  /// (default: the topmost); a presentation from a child is made by its top-level ancestor (root
  /// or presented view controller), as UIKit forwards it to the nearest full-screen presenter.
  /// `style` `nil` means the profile's default `modalPresentationStyle`.
  ///
  /// At t0: `vc`'s `viewDidLoad()` (first time), the decision's queries and the rotation if the
  /// presentation needs one (`vc` takes the new geometry silently), then the will phase and
  /// layout blocks. The did phase and `completion` (recorded when given) come at t0 + d when
  /// animated, else at t0 with a rotation of duration 0.
  public func present(
    _ vc: ViewController, style: PresentationStyle? = nil, animated: Bool = true,
    from presenterID: String? = nil, at time: Double, completion: (() -> Void)? = nil
  ) throws {
    try admit("present", at: time) { [unowned self] in
      try self.presentAdmitted(
        vc, style: style, animated: animated, from: presenterID,
        completion: completion)
    }
  }

  /// `present` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func presentAdmitted(
    _ vc: ViewController, style: PresentationStyle?, animated: Bool,
    from presenterID: String?, completion: (() -> Void)?
  ) throws {
    try checkIdentifiers(vc)
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
    if isLaunched {
      loadView(vc)
      if effective.fillsWindow {
        // `vc` decides from here on, though the chain links it only in the will phase.
        presentingDecider = vc
        defer { presentingDecider = nil }
        try reevaluateForPresentation(decider: vc, presented: vc, animated: animated)
        reportLockStateChange()
        if !animated { try completeDue() }
      }
    }
    try runAppearanceTransition(
      .present, animated: animated, subject: vc,
      change: {
        anchor.presentedViewController = vc
        vc.presentingViewController = anchor
      },
      end: { [unowned self] in deliverCompletion(vc, .present, completion) })
    try runHeldInputs()
  }

  /// Dismisses `vc` and everything it presents (SPEC §3.3, §5.4, §5.6). At t0 the will phase
  /// and layout blocks; then, when a window-filling presentation goes away, the decision runs
  /// again, so the presenter hears `viewWillTransition` when `presentedViewController` is already
  /// nil (research §2.4). The did phase and `completion` (recorded when given) come at t0 + d
  /// when animated.
  public func dismiss(
    _ vc: ViewController, animated: Bool = true, at time: Double,
    completion: (() -> Void)? = nil
  ) throws {
    try admit("dismiss", at: time) { [unowned self] in
      try self.dismissAdmitted(vc, animated: animated, completion: completion)
    }
  }

  /// `dismiss` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func dismissAdmitted(
    _ vc: ViewController, animated: Bool,
    completion: (() -> Void)?
  ) throws {
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
    try runAppearanceTransition(
      .dismiss, animated: animated, subject: vc,
      change: {
        presenter.presentedViewController = nil
        vc.presentingViewController = nil
      },
      afterWill: {
        guard self.isLaunched, changesDecider else { return }
        try self.reevaluateForPresentation(
          decider: self.decider, presented: nil, animated: animated)
        self.reportLockStateChange()
        if !animated { try self.completeDue() }
      },
      end: { [unowned self] in deliverCompletion(vc, .dismiss, completion) })
    try runHeldInputs()
  }

  /// Pushes `vc` onto `nav` (SPEC §5.4): at t0 `willMove(toParent:)`, `vc`'s `viewDidLoad()`,
  /// the old top's tree `viewWillDisappear`, `vc`'s tree `viewWillAppear` and layout blocks; at
  /// t0 + d (animated) the old tree's `viewDidDisappear`, the new tree's `viewDidAppear`, then
  /// `didMove(toParent:)`. Never rotates (SPEC §3.3).
  public func push(
    _ vc: ViewController, onto nav: NavigationController, animated: Bool = true, at time: Double
  ) throws {
    try admit("push", at: time, unlessLoading: nav) { [unowned self] in
      try self.pushAdmitted(vc, onto: nav, animated: animated)
    }
  }

  /// `push` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func pushAdmitted(_ vc: ViewController, onto nav: NavigationController, animated: Bool)
    throws
  {
    let loading = isLoadingView(nav)
    try checkIdentifiers(vc)
    attach(vc)
    let shown = isLaunched && !loading && isVisible(nav)
    try runAppearanceTransition(
      .push, animated: animated, subject: vc, inLoadingView: loading,
      start: {
        deliverWillMove(vc, toParent: nav)
        if shown { loadView(vc) }
      },
      change: {
        vc.parent = nav
        nav.children.append(vc)
      },
      end: { [unowned self] in deliverDidMove(vc, toParent: nav) })
    try runHeldInputs()
  }

  /// Pops the top of `nav`; a stack of one is left alone, as UIKit does. At t0 the popped one's
  /// `willMove(toParent: nil)`, its tree's `viewWillDisappear`, the revealed tree's
  /// `viewWillAppear` and layout blocks; at t0 + d the popped tree's `viewDidDisappear`, the
  /// revealed tree's `viewDidAppear`, then `didMove(toParent: nil)` (SPEC §5.4).
  public func pop(_ nav: NavigationController, animated: Bool = true, at time: Double) throws {
    try admit("pop", at: time, unlessLoading: nav) { [unowned self] in
      try self.popAdmitted(nav, animated: animated)
    }
  }

  /// `pop` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func popAdmitted(_ nav: NavigationController, animated: Bool) throws {
    let loading = isLoadingView(nav)
    guard nav.children.count > 1, let top = nav.children.last else { return }
    try runAppearanceTransition(
      .pop, animated: animated, subject: top, inLoadingView: loading,
      start: { deliverWillMove(top, toParent: nil) },
      change: {
        nav.children.removeLast()
        top.parent = nil
      },
      end: { [unowned self] in deliverDidMove(top, toParent: nil) })
    try runHeldInputs()
  }

  /// Selects a tab, as a tap on the tab bar (not animated by default; `animated` models a
  /// delegate's animator). The new tab's tree `viewWillAppear`, then the old one's
  /// `viewWillDisappear`, layout blocks; the did phase in the profile's `tabDidOrder`
  /// (SPEC §5.4).
  public func select(
    index: Int, in tabs: TabBarController, animated: Bool = false, at time: Double
  ) throws {
    try admit("select", at: time, unlessLoading: tabs) { [unowned self] in
      try self.selectAdmitted(index: index, in: tabs, animated: animated)
    }
  }

  /// `select` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func selectAdmitted(index: Int, in tabs: TabBarController, animated: Bool) throws {
    let loading = isLoadingView(tabs)
    guard tabs.children.indices.contains(index) else {
      throw OrientationError(
        name: "InvalidAction",
        reason:
          "tab bar controller '\(tabs.id)' has no tab \(index) (it has \(tabs.children.count))")
    }
    guard index != tabs.selectedIndex else { return }
    let shown = isLaunched && !loading && isVisible(tabs)
    try runAppearanceTransition(
      .select, animated: animated, subject: nil, inLoadingView: loading,
      start: { if shown { loadView(tabs.children[index]) } },
      change: { tabs.selectedIndex = index })
    try runHeldInputs()
  }

  /// Custom containment (SPEC §5.4): `addChild` sends `willMove(toParent:)`, the child's view
  /// appears when the parent's is in the window (not animated, not timed), then the container
  /// calls `didMove(toParent:)`. Inside the `viewDidLoad()` of `parent` or an ancestor the view
  /// is not in the window yet: only `willMove(toParent:)` and `didMove(toParent:)`, at once,
  /// and the child appears with the appearance that loads its parent (SPEC §5.4).
  public func addChild(_ vc: ViewController, to parent: ViewController, at time: Double) throws {
    try admit("addChild", at: time, unlessLoading: parent) { [unowned self] in
      try self.addChildAdmitted(vc, to: parent)
    }
  }

  /// `addChild` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func addChildAdmitted(_ vc: ViewController, to parent: ViewController) throws {
    let loading = isLoadingView(parent)
    try checkIdentifiers(vc)
    attach(vc)
    try runAppearanceTransition(
      .addChild, animated: false, subject: vc, inLoadingView: loading,
      start: { deliverWillMove(vc, toParent: parent) },
      change: {
        vc.parent = parent
        parent.children.append(vc)
      },
      end: { [unowned self] in deliverDidMove(vc, toParent: parent) })
    try runHeldInputs()
  }

  /// Removes a child (SPEC §5.4): the container calls `willMove(toParent: nil)`, the view
  /// disappears, then `removeFromParent()` sends `didMove(toParent: nil)`.
  public func removeFromParent(_ vc: ViewController, at time: Double) throws {
    try admit("removeChild", at: time, unlessLoading: vc) { [unowned self] in
      try self.removeFromParentAdmitted(vc)
    }
  }

  /// `removeFromParent` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func removeFromParentAdmitted(_ vc: ViewController) throws {
    let loading = isLoadingView(vc)
    guard let parent = vc.parent else { return }
    try runAppearanceTransition(
      .removeChild, animated: false, subject: vc, inLoadingView: loading,
      start: { deliverWillMove(vc, toParent: nil) },
      change: {
        if let index = parent.children.firstIndex(where: { $0 === vc }) {
          parent.children.remove(at: index)
          if let tabs = parent as? TabBarController, index < tabs.selectedIndex {
            tabs.selectedIndex -= 1
          }
        }
        vc.parent = nil
      },
      end: { [unowned self] in deliverDidMove(vc, toParent: nil) })
    try runHeldInputs()
  }

  /// Whether `vc`'s view is in the window now.
  func isVisible(_ vc: ViewController) -> Bool {
    var found = false
    forEachVisible { if $0 === vc { found = true } }
    return found
  }

  /// Resizes the window (iPad split view, Slide Over, a resizable environment; SPEC §5.7). The
  /// size is for the current orientation and is kept as a share of the screen across later
  /// rotations. Under ios8+ it is a size transition with `targetTransform` 0 lasting 0.3 s (a
  /// phone-idiom window keeps its size classes, so no trait step); under ios7 only the layout
  /// pass runs. A size that is not positive and finite, or a window the profile and the app do
  /// not let resize (`resizeRefusal`), is refused with a `resizeRefused` diagnostic; a resize
  /// to the current size does nothing. In a resizable environment the first resize ends the
  /// masks' say (SPEC §3.1 item 7).
  public func resize(to size: Size, at time: Double) throws {
    try admit("resize", at: time) { [unowned self] in
      try self.resizeAdmitted(to: size)
    }
  }

  /// `resize` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func resizeAdmitted(to size: Size) throws {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      diagnostic(nil, "resizeRefused", "window size \(size) is not positive and finite")
      return
    }
    if let refusal = resizeRefusal {
      diagnostic(nil, "resizeRefused", refusal)
      return
    }
    let screen = screenSize(window)
    // A mirrored or iPad-hosted phone window is not on the phone's screen: it may outgrow it.
    let bound = environment == .native ? 1.0 : .infinity
    var next = window
    next.fraction = Size(
      width: min(bound, size.width / screen.width), height: min(bound, size.height / screen.height))
    guard next != window else { return }
    if masksStopAtFirstResize { masksStoppedCounting = true }
    guard isLaunched else {
      window = next
      return
    }
    if profile.callbacks == .legacy {
      relayout(to: next)
    } else {
      let wasLocked = isInterfaceOrientationLocked
      runSizeTransition(to: next, duration: Self.resizeDuration, transform: 0, isRotation: false)
      // A smaller window ends the orientation lock: §3.2 runs once when the resize completes
      // (SPEC §3.5).
      if wasLocked, !isInterfaceOrientationLocked { held.append(.device(deviceOrientation)) }
    }
  }

  /// Why the window may not be resized, or `nil` (SPEC §5.7): a phone-idiom window outside a
  /// resizable environment; an iPad app that requires full screen under `optOut`; any iPad
  /// window without `ipadMultitasking`, and with `true` one whose Info.plist list is not `all`.
  var resizeRefusal: String? {
    if device.foldable != nil {
      // Split View on the display that ignores masks; never on the other (SPEC §5.7, §5.9).
      guard masksIgnored else {
        return "a foldable's \(window.display) display never resizes a window"
      }
      return nil
    }
    if device.idiom == .phone {
      guard environment == .native else { return nil }
      return "an iPhone app's window is never resized on the iPhone's own screen"
    }
    if requiresFullScreen, profile.fullScreenRequirement == .optOut {
      return "the app requires full screen (UIRequiresFullScreen): its window is never resized"
    }
    switch profile.ipadMultitasking {
    case .off:
      return "the profile has no iPad multitasking: the window is never resized"
    case .on:
      guard plistMask != .all else { return nil }
      return "an iPad app whose Info.plist does not list all four orientations does not "
        + "multitask: its window is never resized"
    case .resizable:
      return nil
    }
  }

  /// Shows or hides the in-call (40 pt) status bar: a layout pass only (SPEC §5.7).
  public func setInCallStatusBar(_ shown: Bool, at time: Double) throws {
    try admit("inCallStatusBar", at: time) { [unowned self] in
      try self.setInCallStatusBarAdmitted(shown)
    }
  }

  /// `setInCallStatusBar` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func setInCallStatusBarAdmitted(_ shown: Bool) throws {
    var next = window
    next.inCall = shown
    guard next != window else { return }
    if isLaunched { relayout(to: next) } else { window = next }
  }
}

extension Simulator {
  /// An interactive pop (the edge-swipe back gesture) that the user cancels after `after`
  /// seconds (`nil`: the pop duration; SPEC §5.4, §5.6). At t0 the top's `viewWillDisappear`
  /// (flagged `isMovingFromParent`), the revealed tree's `viewWillAppear` and layout blocks; at
  /// t0 + `after` the revealed tree's `viewWillDisappear` and `viewDidDisappear`, then the top's
  /// `viewWillAppear` and `viewDidAppear` (no layout block). All animated; the stack is
  /// unchanged and no containment callbacks are sent. A stack of one, or a navigation
  /// controller out of the window, is left alone.
  public func cancelInteractivePop(
    _ nav: NavigationController, after: Double? = nil, at time: Double
  ) throws {
    try admit("cancelInteractivePop", at: time) { [unowned self] in
      try self.cancelInteractivePopAdmitted(nav, after: after)
    }
  }

  /// `cancelInteractivePop` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func cancelInteractivePopAdmitted(_ nav: NavigationController, after: Double?) throws {
    guard isLaunched, nav.children.count > 1, let top = nav.children.last, isVisible(top) else {
      return
    }
    let below = nav.children[nav.children.count - 2]
    let requested = after ?? durations.pop
    let d = requested.isFinite && requested > 0 ? requested : 0
    if d > 0 {
      startingTransition += 1
      startingTransitionName = "cancelInteractivePop"
    }
    defer { if d > 0 { startingTransition -= 1 } }
    // The view below is shown for the gesture: it takes the current geometry now.
    nav.children.removeLast()
    computeTargets(window)
    nav.children.append(top)
    deliverAppearance(top, "viewWillDisappear(_:)", true, .movingFromParent)
    let traits = windowTraits(window)
    var subtree: [ViewController] = []
    visitPreOrder(below) { subtree.append($0) }
    for vc in subtree { loadIfFresh(vc, traits: traits) }
    var catchUp: TransitionCoordinator?
    for vc in subtree {
      catchUpTraits(vc, traits, animated: true, coordinator: &catchUp)
      deliverAppearance(vc, "viewWillAppear(_:)", true)
    }
    if let catchUp {
      catchUp.runAlongside()
      catchUp.runCompletions()
    }
    layoutBlocks(subtree, animated: true)
    let cancel = { [unowned self] in
      for vc in subtree { deliverAppearance(vc, "viewWillDisappear(_:)", true) }
      for vc in subtree { deliverAppearance(vc, "viewDidDisappear(_:)", true) }
      deliverAppearance(top, "viewWillAppear(_:)", true)
      deliverAppearance(top, "viewDidAppear(_:)", true)
    }
    if d > 0 {
      pending.append(
        PendingTransition(
          end: time + d, isRotation: false, coordinator: nil, from: window.orientation,
          didRotate: [], name: "cancelInteractivePop", didPhase: cancel))
    } else {
      cancel()
    }
  }
}

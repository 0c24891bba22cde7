/// Appearance transitions (SPEC §5.3, §5.4, §5.6): the will phase, the layout blocks and the
/// did phase of launch, push, pop, presentation, dismissal, tab selection and containment.
extension Simulator {
  /// The kind of an appearance transition: it fixes the order of each phase, which view
  /// controller carries a transition flag, and the duration when animated.
  enum AppearanceKind: String {
    case launch, push, pop, present, dismiss, select, addChild, removeChild

    /// Whether the will phase sends the appearing tree's `viewWillAppear` before the
    /// disappearing tree's `viewWillDisappear` (tab selection only).
    var appearingFirstInWillPhase: Bool { self == .select }
  }

  // MARK: Deliveries

  /// `viewDidLoad()`, once per view controller. While it runs the view is not in the window
  /// (UIKit loads a view before adding it), so containment it performs is silent (SPEC §5.4).
  func loadView(_ vc: ViewController) {
    guard !vc.isViewLoaded else { return }
    vc.isViewLoaded = true
    emit(.callback, vc, "viewDidLoad()")
    loadingViews.append(vc)
    vc.viewDidLoad()
    loadingViews.removeLast()
    // Its hinge interactions hear the hinge's state right after (SPEC §5.9).
    if !vc.hingeInteractions.isEmpty { startHingeInteractions(of: vc) }
  }

  /// Whether `vc` or one of its ancestors is running `viewDidLoad()`: its view is not in the
  /// window yet, so a containment change below it sends only `willMove(toParent:)` and
  /// `didMove(toParent:)`, at once, and its children appear with the appearance that loads it.
  func isLoadingView(_ vc: ViewController) -> Bool {
    guard !loadingViews.isEmpty else { return false }
    var next: ViewController? = vc
    while let current = next {
      if loadingViews.contains(where: { $0 === current }) { return true }
      next = current.parent
    }
    return false
  }

  /// Loads the view of `appearing[index]`, which is about to get its first `viewWillAppear`.
  /// Children its `viewDidLoad()` contained (silently: its view was not in the window) join
  /// the appearing trees in its place, pre-order, so they appear after it in each phase, as
  /// UIKit forwards a container's appearance to its children (SPEC §5.4).
  func loadAppearing(
    _ appearing: inout [ViewController], at index: Int, traits: TraitCollection
  ) {
    let vc = appearing[index]
    guard !vc.isViewLoaded else { return }
    let changes = silentContainments
    var before: [ViewController] = []
    if !vc.children.isEmpty { visitPreOrder(vc) { before.append($0) } }
    loadView(vc)
    // Most views load without containing anything: no walk, no allocation.
    guard silentContainments != changes else { return }
    if before.isEmpty { before = [vc] }
    var after: [ViewController] = []
    visitPreOrder(vc) { after.append($0) }
    guard !after.elementsEqual(before, by: ===) else { return }
    // The entries of `appearing` that were the old tree (all of it, unless a view controller
    // of it was already in view).
    var end = index
    while end < appearing.count, end - index < before.count,
      appearing[end] === before[end - index]
    {
      end += 1
    }
    computeTargets(window)
    for joined in after { loadIfFresh(joined, traits: traits) }
    appearing.replaceSubrange(index..<end, with: after)
  }

  /// An appearance callback with its transition flags: the state moves, the record carries the
  /// flags (SPEC §8.2), and the override reads them through `isBeingPresented` and the rest.
  /// A view controller's first `viewWillAppear` is preceded by its `viewDidLoad()`.
  func deliverAppearance(
    _ vc: ViewController, _ call: String, _ animated: Bool, _ flags: AppearanceFlags = []
  ) {
    switch call {
    case "viewWillAppear(_:)":
      loadView(vc)
      vc.appearanceState = .appearing
    case "viewDidAppear(_:)": vc.appearanceState = .appeared
    case "viewWillDisappear(_:)": vc.appearanceState = .disappearing
    case "viewDidDisappear(_:)": vc.appearanceState = .disappeared
    default: break
    }
    emit(
      .callback, vc, call, animated ? Self.animatedArgs : Self.notAnimatedArgs, appearance: flags)
    vc.transitionFlags = flags
    defer { vc.transitionFlags = [] }
    switch call {
    case "viewWillAppear(_:)": vc.viewWillAppear(animated)
    case "viewIsAppearing(_:)": vc.viewIsAppearing(animated)
    case "viewDidAppear(_:)": vc.viewDidAppear(animated)
    case "viewWillDisappear(_:)": vc.viewWillDisappear(animated)
    default: vc.viewDidDisappear(animated)
    }
  }

  /// The `completion` record of a presentation or dismissal (SPEC §8.2), then the handler.
  func deliverCompletion(
    _ vc: ViewController, _ action: AppearanceKind, _ handler: (() -> Void)?
  ) {
    guard let handler else { return }
    emit(.callback, vc, "completion", [RecordField("action", .string(action.rawValue))])
    handler()
  }

  // MARK: Transitions

  /// How long `kind` lasts when animated (SPEC §5.6); launch and containment are never timed.
  func duration(of kind: AppearanceKind) -> Double {
    let d: Double
    switch kind {
    case .push: d = durations.push
    case .pop: d = durations.pop
    case .present: d = durations.present
    case .dismiss: d = durations.dismiss
    case .select: d = durations.select
    case .launch, .addChild, .removeChild: d = 0
    }
    return d.isFinite && d > 0 ? d : 0
  }

  /// Runs an appearance transition (SPEC §5.4, §5.6) around a structural `change`.
  ///
  /// `start` runs first (a push's `willMove(toParent:)`, the subject's `viewDidLoad()`), then
  /// the change; the view controllers that left or entered the window form the disappearing and
  /// appearing trees (pre-order). Then the will phase, the layout blocks, `afterWill` (a
  /// dismissal's rotation) and — at t0 + d when animated, else at once — the did phase and
  /// `end` (`didMove(toParent:)`, the completion). Before launch, and for a change `inLoadingView`
  /// (below a view controller whose `viewDidLoad()` runs), only `start`, the change and `end`
  /// run; a change that shows or hides nothing (a container out of the window) is not timed and
  /// runs `start`, the change, `afterWill` and `end` only.
  func runAppearanceTransition(
    _ kind: AppearanceKind, animated: Bool, subject: ViewController?,
    leaving: [ViewController] = [], inLoadingView: Bool = false,
    start: () -> Void = {}, change: () -> Void, afterWill: () throws -> Void = {},
    end: @escaping () -> Void = {}
  ) throws {
    guard isLaunched, !inLoadingView else {
      if inLoadingView { silentContainments &+= 1 }
      start()
      change()
      end()
      return
    }
    let before = visibleList()
    // The subject of a dismissal and what it presents, captured before the chain is cut.
    var dismissed: [ViewController] = []
    if kind == .dismiss, let subject {
      var next: ViewController? = subject
      while let vc = next {
        dismissed.append(vc)
        next = vc.presentedViewController
      }
    }
    start()
    change()
    try runAppearance(
      kind, animated: animated, subject: subject, leaving: leaving, dismissed: dismissed,
      previouslyVisible: before, afterWill: afterWill, end: end)
  }

  /// The phases of an appearance transition once the structure changed; `before` were visible
  /// before it.
  func runAppearance(
    _ kind: AppearanceKind, animated: Bool, subject: ViewController?,
    leaving: [ViewController] = [],
    dismissed: [ViewController] = [], previouslyVisible before: [ViewController],
    afterWill: () throws -> Void = {}, end: @escaping () -> Void = {}
  ) throws {
    generation += 1
    let beforeGen = generation
    for vc in before { vc.visibleMark = beforeGen }
    computeTargets(window)
    let after = visibleList()
    generation += 1
    let afterGen = generation
    for vc in after { vc.afterMark = afterGen }
    var disappearing = before.filter { $0.afterMark != afterGen }
    var appearing = after.filter { $0.visibleMark != beforeGen }
    if dismissed.count > 1 {
      // Of a stack being dismissed only the top one gets calls; the ones under it are simply
      // removed (Apple docs: dismiss(animated:completion:); SPEC §5.4).
      generation += 1
      let intermediate = generation
      for vc in dismissed.dropLast() { visitPreOrder(vc) { $0.visibleMark = intermediate } }
      for vc in disappearing where vc.visibleMark == intermediate {
        vc.appearanceState = .disappeared
      }
      disappearing.removeAll { $0.visibleMark == intermediate }
    }
    guard !disappearing.isEmpty || !appearing.isEmpty else {
      // Out of the window: not timed, no appearance calls (SPEC §5.4, ours).
      try afterWill()
      end()
      return
    }

    // Only the subject carries a flag, never its descendants (SPEC §5.4); so does each view
    // controller `leaving` its parent in the same change (a stack replaced in one step).
    func flags(_ vc: ViewController, appearing: Bool) -> AppearanceFlags {
      if !appearing, leaving.contains(where: { $0 === vc }) { return .movingFromParent }
      return switch kind {
      case .push, .addChild: appearing && vc === subject ? .movingToParent : []
      case .pop, .removeChild: !appearing && vc === subject ? .movingFromParent : []
      case .present: appearing && vc === subject ? .beingPresented : []
      case .dismiss: !appearing && dismissed.contains { $0 === vc } ? .beingDismissed : []
      case .launch, .select: []
      }
    }

    let d = animated ? duration(of: kind) : 0
    let timed = d > 0
    if timed {
      startingTransition += 1
      startingTransitionName = kind.rawValue
    }
    defer { if timed { startingTransition -= 1 } }

    // Will phase.
    let traits = windowTraits(window)
    for vc in appearing { loadIfFresh(vc, traits: traits) }
    var catchUp: TransitionCoordinator?
    let willAppear = {
      var index = 0
      while index < appearing.count {
        let vc = appearing[index]
        self.catchUpTraits(vc, traits, animated: animated, coordinator: &catchUp)
        self.loadAppearing(&appearing, at: index, traits: traits)
        self.deliverAppearance(
          vc, "viewWillAppear(_:)", animated, flags(vc, appearing: true))
        index += 1
      }
    }
    if kind.appearingFirstInWillPhase {
      willAppear()
      for vc in disappearing {
        deliverAppearance(vc, "viewWillDisappear(_:)", animated, flags(vc, appearing: false))
      }
    } else {
      for vc in disappearing {
        deliverAppearance(vc, "viewWillDisappear(_:)", animated, flags(vc, appearing: false))
      }
      willAppear()
    }
    if let catchUp {
      catchUp.runAlongside()
      catchUp.runCompletions()
    }
    layoutBlocks(appearing, animated: animated) { flags($0, appearing: true) }
    try afterWill()

    // Did phase.
    let appearingFirst: Bool
    switch kind {
    case .present, .dismiss, .launch: appearingFirst = true
    case .select: appearingFirst = profile.tabDidOrder == .appearingFirst
    case .push, .pop, .addChild, .removeChild: appearingFirst = false
    }
    let didPhase = { [unowned self, appearing] in
      if appearingFirst {
        for vc in appearing {
          deliverAppearance(vc, "viewDidAppear(_:)", animated, flags(vc, appearing: true))
        }
      }
      for vc in disappearing {
        deliverAppearance(vc, "viewDidDisappear(_:)", animated, flags(vc, appearing: false))
      }
      if !appearingFirst {
        for vc in appearing {
          deliverAppearance(vc, "viewDidAppear(_:)", animated, flags(vc, appearing: true))
        }
      }
      end()
    }
    if timed {
      pending.append(
        PendingTransition(
          end: time + d, isRotation: false, coordinator: nil, from: window.orientation,
          didRotate: [], name: kind.rawValue, didPhase: didPhase))
    } else {
      didPhase()
    }
  }

  /// A view controller back in view with traits other than those it was last given gets a
  /// pending `willTransition(to:with:)` (duration 0; none when it had one at the turn) just
  /// before its own `viewWillAppear`, and under `batch` its trait callbacks there too; under
  /// `beforeLayout` those come in its layout block (SPEC §5.3).
  func catchUpTraits(
    _ vc: ViewController, _ traits: TraitCollection, animated: Bool,
    coordinator: inout TransitionCoordinator?
  ) {
    guard profile.hasTraitCollections, vc.traitCollection != traits else { return }
    if vc.announcedTraits != traits {
      let shared =
        coordinator
        ?? TransitionCoordinator(
          duration: 0, targetTransform: 0, isAnimated: animated, simulator: self, forwards: false)
      coordinator = shared
      deliverWillTransition(vc, traits, shared)
    }
    // Under `beforeLayout` the trait callbacks wait for the layout block (SPEC §5.3).
    guard profile.traitDelivery == .batch else { return }
    let previous = vc.traitCollection
    vc.traitCollection = traits
    deliverTraitCollectionDidChange(vc, previous: previous)
  }

  /// The layout blocks of the appearing view controllers, pre-order (SPEC §5.4): the new
  /// geometry; the flagged constraint updates (children first); then for each one its pending
  /// trait callbacks (`beforeLayout`) or, on a first appearance with `initialTraitCallback`,
  /// `traitCollectionDidChange(nil)`; `viewSafeAreaInsetsDidChange()` if its insets changed, `viewIsAppearing(_:)` (switch
  /// `viewIsAppearing`, with `viewWillAppear`'s flags) and its layout pass.
  func layoutBlocks(
    _ appearing: [ViewController], animated: Bool,
    flags: (ViewController) -> AppearanceFlags = { _ in [] }
  ) {
    var safeChanged: [Bool] = []
    safeChanged.reserveCapacity(appearing.count)
    for vc in appearing {
      vc.bounds = vc.targetFrame.size
      vc.frame = vc.targetFrame
      let safe = safeArea(for: vc.targetFrame, in: window)
      safeChanged.append(safe != vc.safeAreaInsets)
      vc.safeAreaInsets = safe
    }
    for vc in appearing.reversed() where vc.needsUpdateConstraints {
      deliverUpdateViewConstraints(vc)
    }
    let traits = windowTraits(window)
    for (vc, changed) in zip(appearing, safeChanged) {
      if profile.hasTraitCollections {
        if profile.traitDelivery == .beforeLayout, vc.traitCollection != traits {
          let previous = vc.traitCollection
          vc.traitCollection = traits
          deliverTraitCollectionDidChange(vc, previous: previous)
        } else if profile.hasInitialTraitCallback, !vc.hasAppearedOnce {
          deliverTraitCollectionDidChange(vc, previous: nil)
        }
      }
      vc.hasAppearedOnce = true
      if changed { deliverSafeAreaChange(vc) }
      if profile.hasViewIsAppearing {
        deliverAppearance(vc, "viewIsAppearing(_:)", animated, flags(vc))
      }
      layoutPass(vc)
    }
  }

  /// The launch's appearance of the root's tree: `viewWillAppear(false)`, layout blocks,
  /// `viewDidAppear(false)` (SPEC §5.4, §5.5).
  func launchAppearance() throws {
    try runAppearance(.launch, animated: false, subject: nil, previouslyVisible: [])
  }
}

/// The callback sequences (SPEC §5): legacy rotation, size transitions, layout-only changes,
/// launch and completion.
extension Simulator {
  // MARK: Deliveries (record first, then the override)

  func deliverViewWillTransition(
    _ vc: ViewController, _ size: Size, _ coordinator: TransitionCoordinator
  ) {
    vc.sizeMark = generation
    emit(
      .callback, vc, "viewWillTransition(to:with:)",
      [
        RecordField("to", .list([.number(size.width), .number(size.height)])),
        RecordField("duration", .number(coordinator.transitionDuration)),
        RecordField("targetTransform", .number(coordinator.targetTransform)),
      ])
    vc.viewWillTransition(to: size, with: coordinator)
  }

  func deliverWillTransition(
    _ vc: ViewController, _ traits: TraitCollection, _ coordinator: TransitionCoordinator
  ) {
    vc.traitMark = generation
    emit(
      .callback, vc, "willTransition(to:with:)",
      [
        RecordField("to", traitsValue(traits)),
        RecordField("duration", .number(coordinator.transitionDuration)),
      ])
    vc.willTransition(to: traits, with: coordinator)
  }

  func traitsValue(_ traits: TraitCollection) -> RecordValue {
    .object([
      RecordField("horizontal", .string(traits.horizontal.rawValue)),
      RecordField("vertical", .string(traits.vertical.rawValue)),
    ])
  }

  func deliverTraitCollectionDidChange(_ vc: ViewController, previous: TraitCollection) {
    emit(
      .callback, vc, "traitCollectionDidChange(_:)",
      [RecordField("previousTraitCollection", traitsValue(previous))])
    vc.traitCollectionDidChange(previous)
  }

  func deliverWillRotate(_ vc: ViewController, _ to: InterfaceOrientation, _ duration: Double) {
    emit(
      .callback, vc, "willRotate(to:duration:)",
      [RecordField("to", .string(to.name)), RecordField("duration", .number(duration))])
    vc.willRotate(to: to, duration: duration)
  }

  func deliverWillAnimateRotation(
    _ vc: ViewController, _ to: InterfaceOrientation, _ duration: Double
  ) {
    emit(
      .callback, vc, "willAnimateRotation(to:duration:)",
      [RecordField("to", .string(to.name)), RecordField("duration", .number(duration))])
    vc.willAnimateRotation(to: to, duration: duration)
  }

  func deliverDidRotate(_ vc: ViewController, from: InterfaceOrientation) {
    emit(.callback, vc, "didRotate(from:)", [RecordField("from", .string(from.name))])
    vc.didRotate(from: from)
  }

  func deliverUpdateViewConstraints(_ vc: ViewController) {
    vc.needsUpdateConstraints = false
    emit(.callback, vc, "updateViewConstraints()")
    vc.updateViewConstraints()
  }

  /// Sent by the base `updateViewConstraints()`.
  func deliverViewUpdateConstraints(_ vc: ViewController) {
    emit(.callback, vc, "view.updateConstraints()")
    vc.viewUpdateConstraints()
  }

  func deliverSafeAreaChange(_ vc: ViewController) {
    emit(.callback, vc, "viewSafeAreaInsetsDidChange()")
    vc.viewSafeAreaInsetsDidChange()
  }

  /// The layout pass of one view controller (seed 001 / SPEC §5.1 step 4).
  func layoutPass(_ vc: ViewController) {
    emit(.callback, vc, "viewWillLayoutSubviews()")
    vc.viewWillLayoutSubviews()
    emit(.callback, vc, "view.layoutSubviews()")
    vc.viewLayoutSubviews()
    emit(.callback, vc, "viewDidLayoutSubviews()")
    vc.viewDidLayoutSubviews()
  }

  func deliverAppearance(_ vc: ViewController, _ call: String, _ animated: Bool) {
    switch call {
    case "viewWillAppear(_:)": vc.appearanceState = .appearing
    case "viewDidAppear(_:)": vc.appearanceState = .appeared
    case "viewWillDisappear(_:)": vc.appearanceState = .disappearing
    default: vc.appearanceState = .disappeared
    }
    emit(.callback, vc, call, [RecordField("animated", .bool(animated))])
    switch call {
    case "viewWillAppear(_:)": vc.viewWillAppear(animated)
    case "viewDidAppear(_:)": vc.viewDidAppear(animated)
    case "viewWillDisappear(_:)": vc.viewWillDisappear(animated)
    default: vc.viewDidDisappear(animated)
    }
  }

  func deliverWillMove(_ vc: ViewController, toParent parent: ViewController?) {
    emit(
      .callback, vc, "willMove(toParent:)",
      [RecordField("toParent", parent.map { .string($0.id) } ?? .null)])
    vc.willMove(toParent: parent)
  }

  func deliverDidMove(_ vc: ViewController, toParent parent: ViewController?) {
    emit(
      .callback, vc, "didMove(toParent:)",
      [RecordField("toParent", parent.map { .string($0.id) } ?? .null)])
    vc.didMove(toParent: parent)
  }

  // MARK: Forwarding (called by the base implementations)

  /// The base `viewWillTransition(to:with:)`: the legacy bridge, then the shown children whose
  /// size changes (skip rule), then the presented view controller (SPEC §5.2 step 2).
  ///
  /// Opted-in view controllers get `willRotate(to:duration:)` here, right after their own
  /// `viewWillTransition` record and before their children: UIKit's bridge lives in the base
  /// implementation, so an override that skips `super` gets no legacy calls either.
  func forwardSizeTransition(
    from vc: ViewController, size: Size, coordinator: TransitionCoordinator
  ) {
    if vc.legacyCallbacks, let rotation = activeRotation {
      activeLegacy.append(vc)
      deliverWillRotate(vc, rotation.to, rotation.duration)
    }
    vc.forEachShownChild { child in
      let childSize = vc.size(forChildContentContainer: child, withParentContainerSize: size)
      if childSize != child.bounds { deliverViewWillTransition(child, childSize, coordinator) }
    }
    if let presented = vc.presentedViewController {
      deliverViewWillTransition(presented, presented.targetFrame.size, coordinator)
    }
  }

  /// The base `willTransition(to:with:)`: the same set as step 2 (SPEC §5.2 step 1).
  func forwardTraitTransition(
    from vc: ViewController, traits: TraitCollection, coordinator: TransitionCoordinator
  ) {
    let size = vc.targetFrame.size
    vc.forEachShownChild { child in
      let childSize = vc.size(forChildContentContainer: child, withParentContainerSize: size)
      if childSize != child.bounds { deliverWillTransition(child, traits, coordinator) }
    }
    if let presented = vc.presentedViewController {
      deliverWillTransition(presented, traits, coordinator)
    }
  }

  // MARK: Rotation

  func startRotation(to target: InterfaceOrientation) throws {
    statistics.rotations += 1
    let old = window.orientation
    let duration = rotationDuration(from: old, to: target)
    if profile.callbacks == .legacy {
      runLegacyRotation(to: target, duration: duration)
    } else {
      var next = window
      next.orientation = target
      runSizeTransition(
        to: next, duration: duration, transform: targetTransform(from: old, to: target),
        isRotation: true)
    }
  }

  /// SPEC §5.1, seed 001.
  func runLegacyRotation(to target: InterfaceOrientation, duration: Double) {
    let old = window.orientation
    var next = window
    next.orientation = target
    computeTargets(next)
    let visible = visibleList()
    for vc in visible { deliverWillRotate(vc, target, duration) }
    window = next
    generation += 1
    let gen = generation
    for vc in visible {
      loadIfFresh(vc, traits: .unspecified)
      if vc.bounds != vc.targetFrame.size {
        vc.bounds = vc.targetFrame.size
        vc.visibleMark = gen
      }
    }
    switch profile.layoutOrder {
    case .uikit:
      forEachVisiblePostOrder { deliverUpdateViewConstraints($0) }
      for vc in visible where vc.visibleMark == gen { layoutPass(vc) }
    case .guide:
      // Seed 003: the view's layoutSubviews runs the constraint update before the VC hears
      // viewDidLayoutSubviews.
      for vc in visible {
        let moved = vc.visibleMark == gen
        if moved {
          emit(.callback, vc, "viewWillLayoutSubviews()")
          vc.viewWillLayoutSubviews()
          emit(.callback, vc, "view.layoutSubviews()")
          vc.viewLayoutSubviews()
        }
        deliverUpdateViewConstraints(vc)
        if moved {
          emit(.callback, vc, "viewDidLayoutSubviews()")
          vc.viewDidLayoutSubviews()
        }
      }
    }
    for vc in visible { deliverWillAnimateRotation(vc, target, duration) }
    pending.append(
      PendingTransition(
        end: time + duration, isRotation: true, coordinator: nil, from: old, didRotate: visible))
  }

  /// SPEC §5.2 (rotations) and §5.7 (window resizes, `targetTransform` 0).
  func runSizeTransition(
    to next: WindowState, duration: Double, transform: Double, isRotation: Bool
  ) {
    let old = window
    let oldTraits = windowTraits(old)
    let newTraits = windowTraits(next)
    computeTargets(next)
    generation += 1
    let gen = generation
    let coordinator = TransitionCoordinator(
      duration: duration, targetTransform: transform, isAnimated: true, simulator: self,
      forwards: true)
    activeRotation =
      isRotation && next.orientation != old.orientation ? (next.orientation, duration) : nil
    activeLegacy = []

    // 1. Trait transition over the forwarding set.
    let traitsChange = profile.hasTraitCollections && newTraits != oldTraits
    if traitsChange { deliverWillTransition(root, newTraits, coordinator) }
    // 2. Size transition from the window's root, covered or not.
    deliverViewWillTransition(root, root.targetFrame.size, coordinator)
    let legacy = activeLegacy
    activeRotation = nil
    activeLegacy = []

    // 3. Commit.
    window = next
    let visible = visibleList()
    for vc in visible { vc.visibleMark = gen }
    if traitsChange {
      var changed: [(ViewController, TraitCollection)] = []
      forEachActive { vc in
        guard vc.visibleMark == gen || vc.traitMark == gen, !vc.isFresh,
          vc.traitCollection != newTraits
        else { return }
        changed.append((vc, vc.traitCollection))
        vc.traitCollection = newTraits
      }
      for (vc, previous) in changed { deliverTraitCollectionDidChange(vc, previous: previous) }
    }
    var safeChanged: [ViewController] = []
    var moved: [ViewController] = []
    for vc in visible {
      if vc.isFresh {
        loadIfFresh(vc, traits: newTraits)
        continue
      }
      let safe = safeArea(for: vc.targetFrame, in: next)
      let size = vc.targetFrame.size
      var layout = false
      if safe != vc.safeAreaInsets {
        vc.safeAreaInsets = safe
        safeChanged.append(vc)
        layout = true
      }
      if size != vc.bounds {
        vc.bounds = size
        layout = true
      }
      if layout { moved.append(vc) }
    }
    for vc in safeChanged { deliverSafeAreaChange(vc) }
    forEachVisiblePostOrder { vc in
      if vc.needsUpdateConstraints { deliverUpdateViewConstraints(vc) }
    }
    for vc in moved { layoutPass(vc) }

    // 4. Alongside blocks, then the legacy bridge.
    coordinator.runAlongside()
    for vc in legacy { deliverWillAnimateRotation(vc, next.orientation, duration) }

    // 5. Completion at t0 + d.
    pending.append(
      PendingTransition(
        end: time + duration, isRotation: isRotation, coordinator: coordinator,
        from: old.orientation, didRotate: legacy))
  }

  /// Completion at t0 + d: completion blocks (reverse order), legacy `didRotate(from:)`, then
  /// the held device change and re-evaluation (SPEC §5.6).
  func complete(_ transition: PendingTransition) throws {
    transition.coordinator?.runCompletions()
    for vc in transition.didRotate { deliverDidRotate(vc, from: transition.from) }
    guard transition.isRotation, !isRotating else { return }
    if let held = heldDevice {
      heldDevice = nil
      try decideDeviceChange(held)
    }
    if !isRotating, let reevaluation = heldReevaluation {
      heldReevaluation = nil
      try run(reevaluation)
    }
  }

  /// A geometry change without rotation callbacks (in-call status bar; ios7 resize): visible
  /// view controllers whose bounds changed get the layout pass, pre-order (SPEC §5.7).
  func relayout(to next: WindowState) {
    computeTargets(next)
    window = next
    var moved: [ViewController] = []
    let traits = windowTraits(next)
    forEachVisible { vc in
      if vc.isFresh {
        loadIfFresh(vc, traits: traits)
        return
      }
      vc.safeAreaInsets = safeArea(for: vc.targetFrame, in: next)
      if vc.bounds != vc.targetFrame.size {
        vc.bounds = vc.targetFrame.size
        moved.append(vc)
      }
    }
    for vc in moved { layoutPass(vc) }
  }

  // MARK: Launch (SPEC §5.5)

  func runLaunch() throws {
    launching = true
    isLaunched = true
    defer { launching = false }
    let rootMask = root.supportedInterfaceOrientations
    emit(
      .query, root, "supportedInterfaceOrientations",
      result: .list(rootMask.names.map { .string($0) }))
    let appAllowed = plistMask.intersection(device.capabilities)
    let allowed = rootMask.intersection(appAllowed)
    if rootMask.isEmpty || allowed.isEmpty {
      try fail(
        root,
        rootMask.isEmpty
          ? "supportedInterfaceOrientations must not return an empty mask"
          : "Supported orientations has no common orientation with the application, and "
            + "[\(root.className) shouldAutorotate] is returning YES")
      window.orientation = .portrait
      appear(animated: false, previouslyVisible: [])
      finishLaunching()
      return
    }
    let mapped = deviceOrientation.interfaceOrientation
    switch profile.launch {
    case .portraitThenRotate:
      window.orientation = .portrait
      appear(animated: false, previouslyVisible: [])
      finishLaunching()
      let target = launchTarget(allowed)
      if target != .portrait { try startRotation(to: target) }
    case .direct:
      if let mapped, allowed.allows(mapped) {
        window.orientation = mapped
        appear(animated: false, previouslyVisible: [])
      } else if let mapped, appAllowed.allows(mapped) {
        launchWithTraitsOnly(from: mapped, to: launchTarget(allowed))
      } else {
        window.orientation = launchTarget(allowed)
        appear(animated: false, previouslyVisible: [])
      }
      finishLaunching()
    }
  }

  func finishLaunching() {
    launching = false
    emit(.lifecycle, nil, "didFinishLaunching")
  }

  /// The launch orientation when the device's is not usable: on iPhone the first allowed entry
  /// of the plist array; on iPad the best match for the device (its mapped orientation, else the
  /// other one of the same axis); else the fallback order (SPEC §5.5).
  func launchTarget(_ allowed: InterfaceOrientationMask) -> InterfaceOrientation {
    let mapped = deviceOrientation.interfaceOrientation
    if device.idiom == .phone {
      let order = app.supportedOrientationsOrder ?? Self.fallbackOrder.filter(plistMask.allows)
      if let first = order.first(where: allowed.allows) { return first }
    } else if let mapped {
      if allowed.allows(mapped) { return mapped }
      let other: InterfaceOrientation =
        switch mapped {
        case .portrait: .portraitUpsideDown
        case .portraitUpsideDown: .portrait
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown: .unknown
        }
      if allowed.allows(other) { return other }
    }
    return Self.fallbackOrder.first(where: allowed.allows) ?? .portrait
  }

  /// ios13+ launch when the app allows the device's orientation but the root view controller
  /// does not: the window starts in the device's orientation, the root appears, then moves to
  /// `final` with the trait callbacks only — no `viewWillTransition` (research §3.4, iOS 11/15).
  func launchWithTraitsOnly(from initial: InterfaceOrientation, to final: InterfaceOrientation) {
    window.orientation = initial
    computeTargets(window)
    let initialTraits = windowTraits(window)
    let visible = visibleList()
    for vc in visible { loadIfFresh(vc, traits: initialTraits) }
    for vc in visible { deliverAppearance(vc, "viewWillAppear(_:)", false) }
    var next = window
    next.orientation = final
    let newTraits = windowTraits(next)
    computeTargets(next)
    if profile.hasTraitCollections, newTraits != initialTraits {
      let coordinator = TransitionCoordinator(
        duration: 0, targetTransform: 0, isAnimated: false, simulator: self, forwards: false)
      for vc in visible { deliverWillTransition(vc, newTraits, coordinator) }
      window = next
      for vc in visible { vc.traitCollection = newTraits }
      for vc in visible { deliverTraitCollectionDidChange(vc, previous: initialTraits) }
      coordinator.runAlongside()
      coordinator.runCompletions()
    }
    window = next
    var safeChanged: [ViewController] = []
    for vc in visible {
      vc.bounds = vc.targetFrame.size
      let safe = safeArea(for: vc.targetFrame, in: next)
      if safe != vc.safeAreaInsets {
        vc.safeAreaInsets = safe
        safeChanged.append(vc)
      }
    }
    for vc in safeChanged { deliverSafeAreaChange(vc) }
    for vc in visible { layoutPass(vc) }
    for vc in visible { deliverAppearance(vc, "viewDidAppear(_:)", false) }
  }

  // MARK: Appearance (SPEC §5.3, §5.4)

  /// Runs the appearance callbacks after a structural change: `previouslyVisible` were visible
  /// before it. Order: disappearing `viewWillDisappear`; for appearing view controllers with
  /// stale traits, the pending `willTransition(to:with:)` then `traitCollectionDidChange(_:)`;
  /// appearing `viewWillAppear`; new geometry (and `viewSafeAreaInsetsDidChange()`); flagged
  /// constraint updates; the layout pass; `viewDidAppear`; then disappearing `viewDidDisappear`.
  ///
  /// Appearance transitions are not timed: every call happens at the action's time (the
  /// simulator models order, not animation curves).
  func appear(animated: Bool, previouslyVisible before: [ViewController]) {
    generation += 1
    let beforeGen = generation
    for vc in before { vc.visibleMark = beforeGen }
    computeTargets(window)
    let after = visibleList()
    generation += 1
    let afterGen = generation
    for vc in after { vc.afterMark = afterGen }
    let disappearing = before.filter { $0.afterMark != afterGen }
    let appearing = after.filter { $0.visibleMark != beforeGen }
    let traits = windowTraits(window)

    for vc in disappearing { deliverAppearance(vc, "viewWillDisappear(_:)", animated) }
    for vc in appearing { loadIfFresh(vc, traits: traits) }
    if profile.hasTraitCollections {
      let stale = appearing.filter { $0.traitCollection != traits }
      if !stale.isEmpty {
        let coordinator = TransitionCoordinator(
          duration: 0, targetTransform: 0, isAnimated: animated, simulator: self, forwards: false)
        for vc in stale { deliverWillTransition(vc, traits, coordinator) }
        var previous: [TraitCollection] = []
        for vc in stale {
          previous.append(vc.traitCollection)
          vc.traitCollection = traits
        }
        for (vc, old) in zip(stale, previous) { deliverTraitCollectionDidChange(vc, previous: old) }
        coordinator.runAlongside()
        coordinator.runCompletions()
      }
    }
    for vc in appearing { deliverAppearance(vc, "viewWillAppear(_:)", animated) }
    var safeChanged: [ViewController] = []
    for vc in appearing {
      vc.bounds = vc.targetFrame.size
      let safe = safeArea(for: vc.targetFrame, in: window)
      if safe != vc.safeAreaInsets {
        vc.safeAreaInsets = safe
        safeChanged.append(vc)
      }
    }
    for vc in safeChanged { deliverSafeAreaChange(vc) }
    for vc in appearing.reversed() where vc.needsUpdateConstraints {
      deliverUpdateViewConstraints(vc)
    }
    for vc in appearing { layoutPass(vc) }
    for vc in appearing { deliverAppearance(vc, "viewDidAppear(_:)", animated) }
    for vc in disappearing { deliverAppearance(vc, "viewDidDisappear(_:)", animated) }
  }

  /// Applies a structural change with its appearance callbacks (none before launch).
  func changeStructure(animated: Bool, _ change: () -> Void) {
    guard isLaunched else {
      change()
      return
    }
    let before = visibleList()
    change()
    appear(animated: animated, previouslyVisible: before)
  }
}

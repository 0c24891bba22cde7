/// The callback sequences (SPEC §5): legacy rotation, size transitions, layout-only changes,
/// launch and completion.
extension Simulator {
  static let animatedArgs = [RecordField("animated", .bool(true))]
  static let notAnimatedArgs = [RecordField("animated", .bool(false))]

  // MARK: Deliveries (record first, then the override)

  func deliverViewWillTransition(
    _ vc: ViewController, _ size: Size, _ coordinator: TransitionCoordinator
  ) {
    vc.sizeMark = generation
    emit(.callback, vc, "viewWillTransition(to:with:)", sizeTransitionArgs(size, coordinator))
    vc.viewWillTransition(to: size, with: coordinator)
  }

  /// Arguments of `viewWillTransition(to:with:)`. Siblings usually share a size, so the last
  /// array is reused (arrays are values: sharing one costs a retain, not an allocation).
  func sizeTransitionArgs(_ size: Size, _ coordinator: TransitionCoordinator) -> [RecordField] {
    if let cached = argsCache.size, cached.size == size, cached.coordinator === coordinator {
      return cached.args
    }
    let args = [
      RecordField("to", .list([.number(size.width), .number(size.height)])),
      RecordField("duration", .number(coordinator.transitionDuration)),
      RecordField("targetTransform", .number(coordinator.targetTransform)),
    ]
    argsCache.size = (size, coordinator, args)
    return args
  }

  func deliverWillTransition(
    _ vc: ViewController, _ traits: TraitCollection, _ coordinator: TransitionCoordinator
  ) {
    vc.traitMark = generation
    vc.announcedTraits = traits
    let args: [RecordField]
    if let cached = argsCache.traits, cached.traits == traits, cached.coordinator === coordinator {
      args = cached.args
    } else {
      args = [
        RecordField("to", traitsValue(traits)),
        RecordField("duration", .number(coordinator.transitionDuration)),
      ]
      argsCache.traits = (traits, coordinator, args)
    }
    emit(.callback, vc, "willTransition(to:with:)", args)
    vc.willTransition(to: traits, with: coordinator)
  }

  func traitsValue(_ traits: TraitCollection) -> RecordValue {
    .object([
      RecordField("horizontal", .string(traits.horizontal.rawValue)),
      RecordField("vertical", .string(traits.vertical.rawValue)),
    ])
  }

  /// `traitCollectionDidChange(_:)` (previous `nil` on a first appearance, SPEC §5.4), then,
  /// with `traitRegistrations`, each registration naming a changed trait, in registration order
  /// (SPEC §5.2).
  func deliverTraitCollectionDidChange(_ vc: ViewController, previous: TraitCollection?) {
    let args: [RecordField]
    if let previous {
      if let cached = argsCache.previous, cached.traits == previous {
        args = cached.args
      } else {
        args = [RecordField("previousTraitCollection", traitsValue(previous))]
        argsCache.previous = (previous, args)
      }
    } else {
      args = [RecordField("previousTraitCollection", .null)]
    }
    emit(.callback, vc, "traitCollectionDidChange(_:)", args)
    vc.traitCollectionDidChange(previous)
    guard let previous, profile.hasTraitRegistrations, !vc.traitRegistrations.isEmpty else {
      return
    }
    for registration in vc.traitRegistrations {
      let changed = registration.traits.filter { $0.differs(previous, vc.traitCollection) }
      guard !changed.isEmpty else { continue }
      emit(
        .callback, vc, "registerForTraitChanges(_:handler:)",
        [
          RecordField("traits", .list(changed.map { .string($0.rawValue) })),
          RecordField("previousTraitCollection", traitsValue(previous)),
        ])
      registration.handler(vc, previous)
    }
  }

  /// Arguments `{to, duration}` of the legacy calls, shared by every view controller.
  func rotationArgs(_ to: InterfaceOrientation, _ duration: Double) -> [RecordField] {
    if let cached = argsCache.rotation, cached.to == to, cached.duration == duration {
      return cached.args
    }
    let args = [RecordField("to", .string(to.name)), RecordField("duration", .number(duration))]
    argsCache.rotation = (to, duration, args)
    return args
  }

  func deliverWillRotate(_ vc: ViewController, _ to: InterfaceOrientation, _ duration: Double) {
    emit(.callback, vc, "willRotate(to:duration:)", rotationArgs(to, duration))
    vc.willRotate(to: to, duration: duration)
  }

  func deliverWillAnimateRotation(
    _ vc: ViewController, _ to: InterfaceOrientation, _ duration: Double
  ) {
    emit(.callback, vc, "willAnimateRotation(to:duration:)", rotationArgs(to, duration))
    vc.willAnimateRotation(to: to, duration: duration)
  }

  func deliverDidRotate(_ vc: ViewController, from: InterfaceOrientation) {
    let args: [RecordField]
    if let cached = argsCache.from, cached.from == from {
      args = cached.args
    } else {
      args = [RecordField("from", .string(from.name))]
      argsCache.from = (from, args)
    }
    emit(.callback, vc, "didRotate(from:)", args)
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

  /// The base `willTransition(to:with:)`: every shown child, then the presented view
  /// controller, with no size condition (SPEC §5.2 step 1; R2-B17/B18).
  func forwardTraitTransition(
    from vc: ViewController, traits: TraitCollection, coordinator: TransitionCoordinator
  ) {
    vc.forEachShownChild { child in deliverWillTransition(child, traits, coordinator) }
    if let presented = vc.presentedViewController {
      deliverWillTransition(presented, traits, coordinator)
    }
  }

  // MARK: Rotation

  /// Starts a rotation to `target`. Not animated (a non-animated presentation's or dismissal's
  /// rotation, SPEC §5.6) it lasts 0 s and its coordinator says `isAnimated` false.
  func startRotation(to target: InterfaceOrientation, animated: Bool = true) throws {
    statistics.rotations += 1
    let old = window.orientation
    let duration = animated ? rotationDuration(from: old, to: target) : 0
    if profile.callbacks == .legacy {
      runLegacyRotation(to: target, duration: duration)
    } else {
      var next = window
      next.orientation = target
      runSizeTransition(
        to: next, duration: duration, transform: targetTransform(from: old, to: target),
        isRotation: true, isAnimated: animated)
    }
  }

  /// SPEC §5.1, seed 001.
  func runLegacyRotation(to target: InterfaceOrientation, duration: Double) {
    let old = window.orientation
    var next = window
    next.orientation = target
    computeTargets(next)
    let visible = visibleList()
    if retainsRecords { log.reserve(additional: visible.count * 8 + 8) }
    for vc in visible { deliverWillRotate(vc, target, duration) }
    window = next
    generation += 1
    let gen = generation
    for vc in visible {
      loadIfFresh(vc, traits: .unspecified)
      if vc.bounds != vc.targetFrame.size {
        vc.bounds = vc.targetFrame.size
        vc.frame = vc.targetFrame
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
    to next: WindowState, duration: Double, transform: Double, isRotation: Bool,
    isAnimated: Bool = true
  ) {
    let old = window
    let oldTraits = windowTraits(old)
    let newTraits = windowTraits(next)
    computeTargets(next)
    generation += 1
    let gen = generation
    let coordinator = TransitionCoordinator(
      duration: duration, targetTransform: transform, isAnimated: isAnimated, simulator: self,
      forwards: true)
    if retainsRecords { log.reserve(additional: lastVisibleCount * 8 + 8) }
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
    var safeChanged: [ViewController] = []
    var moved: [ViewController] = []
    for vc in visible {
      if vc.isFresh {
        loadIfFresh(vc, traits: newTraits)
        continue
      }
      let safe = safeArea(for: vc.targetFrame, in: next)
      let size = vc.targetFrame.size
      vc.frame = vc.targetFrame
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
    // Geometry is committed first (SPEC §5.2 step 3): trait callbacks see the new bounds.
    switch profile.traitDelivery {
    case .batch:
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
      for vc in safeChanged { deliverSafeAreaChange(vc) }
      forEachVisiblePostOrder { vc in
        if vc.needsUpdateConstraints { deliverUpdateViewConstraints(vc) }
      }
      for vc in moved { layoutPass(vc) }
    case .beforeLayout:
      // iOS 17+: one pre-order walk over the window, each view controller's trait callbacks
      // just before its own layout; those outside the window catch up on return (SPEC §5.3).
      for vc in safeChanged { deliverSafeAreaChange(vc) }
      forEachVisiblePostOrder { vc in
        if vc.needsUpdateConstraints { deliverUpdateViewConstraints(vc) }
      }
      var movedMark = generation
      if !moved.isEmpty {
        generation += 1
        movedMark = generation
        for vc in moved { vc.sizeMark = movedMark }
      }
      for vc in visible {
        if traitsChange, !vc.isFresh, vc.traitCollection != newTraits {
          let previous = vc.traitCollection
          vc.traitCollection = newTraits
          deliverTraitCollectionDidChange(vc, previous: previous)
        }
        if !moved.isEmpty, vc.sizeMark == movedMark { layoutPass(vc) }
      }
    }

    // 4. UIKit's alongside work (the legacy bridge), then the app's blocks.
    for vc in legacy { deliverWillAnimateRotation(vc, next.orientation, duration) }
    coordinator.runAlongside()
    deliverSceneGeometry(previous: old, traits: newTraits)

    // 5. Completion at t0 + d.
    pending.append(
      PendingTransition(
        end: time + duration, isRotation: isRotation, coordinator: coordinator,
        from: old.orientation, didRotate: legacy, name: isRotation ? "rotation" : "resize"))
  }

  /// The scene delegate's geometry callback of a rotation or resize (SPEC §5.8): opt-in
  /// (`app.sceneDelegateGeometry`), per the profile's `sceneGeometryCallback`; `vc` `(scene)`,
  /// `state` the window's new orientation, size and traits. Under `effectiveGeometry` its
  /// `args` add `previousInterfaceOrientationLocked`, the lock state last reported (§3.5).
  func deliverSceneGeometry(previous old: WindowState, traits: TraitCollection) {
    defer { onWindowGeometryChange?() }
    let previousLock = reportedLockState
    reportedLockState = isInterfaceOrientationLocked
    guard app.sceneDelegateGeometry, app.adoptsSceneLifecycle,
      profile.callbacks == .sizeTransition
    else { return }
    let call: String
    switch profile.sceneGeometryCallback {
    case .none: return
    case .didUpdate: call = "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"
    case .effectiveGeometry: call = "windowScene(_:didUpdateEffectiveGeometry:)"
    }
    let previousSize = windowSize(old)
    var args = [
      RecordField("previousInterfaceOrientation", .string(old.orientation.name)),
      RecordField(
        "previousSize", .list([.number(previousSize.width), .number(previousSize.height)])),
    ]
    if profile.sceneGeometryCallback == .effectiveGeometry {
      args.append(RecordField("previousInterfaceOrientationLocked", .bool(previousLock)))
    }
    if device.foldable != nil {
      args.append(RecordField("previousDisplay", .string(old.display.rawValue)))
    }
    emitScene(.callback, call, args, traits: traits)
    onSceneGeometry?(old.orientation, previousSize)
    if let onSceneDelegateGeometry {
      onSceneDelegateGeometry(
        PreviousSceneGeometry(
          interfaceOrientation: old.orientation, size: previousSize, traits: windowTraits(old),
          isInterfaceOrientationLocked: previousLock))
    }
  }

  /// Reports a change of the orientation lock's state that no rotation or resize reported
  /// (SPEC §5.8): under `effectiveGeometry` the scene delegate's record, with the window's
  /// current geometry as the previous one. Called where a rotation's record would come.
  func reportLockStateChange() {
    guard isLaunched, isInterfaceOrientationLocked != reportedLockState else { return }
    guard profile.sceneGeometryCallback == .effectiveGeometry else {
      reportedLockState = isInterfaceOrientationLocked
      return
    }
    deliverSceneGeometry(previous: window, traits: windowTraits(window))
  }

  /// Appends a record of the window scene (`vc` `(scene)`): `state` the window's orientation,
  /// size and `traits` (its own when `nil`), or none without `withState`.
  func emitScene(
    _ kind: RecordKind, _ call: String, _ args: [RecordField] = [], result: RecordValue? = nil,
    traits: TraitCollection? = nil, withState: Bool = true
  ) {
    let state =
      withState
      ? StateSnapshot(
        interfaceOrientation: window.orientation, bounds: windowSize(window),
        traits: profile.hasTraitCollections ? traits ?? windowTraits(window) : .unspecified,
        appearance: nil, display: recordedDisplay) : nil
    let record = CallbackRecord(
      time: time, seq: log.nextSeq, kind: kind, vc: Self.sceneID, call: call, args: args,
      state: state, result: result)
    if kind == .callback { statistics.callbacks += 1 }
    onRecord?(record)
    log.add(consume record, retain: retainsRecords)
  }

  /// The `vc` of scene-delegate records (SPEC §8.2).
  public static let sceneID = "(scene)"

  /// The end of a timed transition at t0 + d: an appearance transition's did phase, or a size
  /// transition's completion blocks and legacy `didRotate(from:)`. Held inputs run afterwards
  /// (``advance(to:)``, SPEC §5.6).
  func complete(_ transition: PendingTransition) throws {
    if let didPhase = transition.didPhase {
      try didPhase()
      return
    }
    for vc in transition.didRotate { deliverDidRotate(vc, from: transition.from) }
    transition.coordinator?.runCompletions()
  }

  /// Completes, now, the transitions already due (a non-animated action's rotation of
  /// duration 0), without running held inputs: the action is still under way.
  func completeDue() throws {
    while let index = nextPendingIndex(), pending[index].end <= time {
      try complete(pending.remove(at: index))
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
      vc.frame = vc.targetFrame
      if vc.bounds != vc.targetFrame.size {
        vc.bounds = vc.targetFrame.size
        vc.frame = vc.targetFrame
        moved.append(vc)
      }
    }
    for vc in moved { layoutPass(vc) }
  }

  // MARK: Launch (SPEC §5.5)

  func runLaunch() throws {
    explainSettingsWithoutEffect()
    try checkSceneLifecycle()
    launching = true
    isLaunched = true
    defer {
      launching = false
      reportedLockState = isInterfaceOrientationLocked
    }
    // In iPhone Mirroring the app starts in portrait and asks nothing (SPEC §3.1 item 7).
    if environment == .iPhoneMirroring {
      window.orientation = .portrait
      try launchAppearance()
      finishLaunching()
      return
    }
    // The app mask at launch: the scene delegate's when it has one (asked once), else the
    // plist's (SPEC §3.1 items 1–2, §5.5); none once a resize ended the masks' say.
    let sceneMask = masksIgnored ? nil : querySceneDelegateMask()
    launchOrder =
      sceneMask == nil
      ? app.supportedOrientationsOrder : Self.fallbackOrder.filter(sceneMask!.allows)
    let appMask = masksIgnored ? .all : sceneMask ?? plistMask
    // In iPad multitasking the root is not asked (SPEC §3.1 item 6, §5.5).
    let multitasking = asksNoViewController
    let appAllowed = appMask.intersection(device.capabilities)
    var rootMask = InterfaceOrientationMask.all
    if !multitasking {
      rootMask = root.supportedInterfaceOrientations
      emit(
        .query, root, "supportedInterfaceOrientations",
        result: .list(rootMask.names.map { .string($0) }))
    }
    let allowed = rootMask.intersection(appAllowed)
    if rootMask.isEmpty || allowed.isEmpty || appMask.isEmpty {
      try fail(
        root,
        rootMask.isEmpty
          ? "supportedInterfaceOrientations must not return an empty mask"
          : Self.noCommonOrientation(root))
      window.orientation = .portrait
      try launchAppearance()
      finishLaunching()
      return
    }
    // The start orientation: only the plist and the device count (SPEC §5.5).
    let portraitOrFirst = appAllowed.allows(.portrait) ? .portrait : firstEntry(in: appAllowed)
    let start: InterfaceOrientation
    switch profile.launch {
    case .portraitThenFirstEntry: start = .portrait
    case .portraitThenDevice: start = portraitOrFirst
    case .firstEntryThenDevice: start = firstEntry(in: appAllowed)
    case .direct:
      if let mapped = deviceOrientation.interfaceOrientation, appAllowed.allows(mapped) {
        start = mapped
      } else {
        start = portraitOrFirst
      }
    }
    if profile.launch == .portraitThenFirstEntry || allowed.allows(start) {
      window.orientation = start
      try launchAppearance()
    } else if profile.hasTraitCollections, profile.callbacks == .sizeTransition {
      // The root's mask excludes the start: it switches in its layout block (R2-B24).
      launchWithTraitsOnly(from: start, to: firstEntry(in: allowed))
    } else {
      window.orientation = firstEntry(in: allowed)
      try launchAppearance()
    }
    finishLaunching()
    switch profile.launch {
    case .portraitThenFirstEntry:
      let target = launchTarget(allowed)
      if target != window.orientation { try startRotation(to: target) }
    case .portraitThenDevice, .firstEntryThenDevice:
      // §3.2 once with the launch device orientation, timed (R2-B22).
      try decideDeviceChange(deviceOrientation)
    case .direct: break
    }
  }

  /// An app that has not adopted the scene life cycle (SPEC §5.5): under `required` a
  /// `sceneLifecycleRequired` diagnostic and a thrown ``OrientationError`` of that name, the
  /// launch's end; under the warnings a `sceneLifecycleNotAdopted` diagnostic.
  func checkSceneLifecycle() throws {
    guard !app.adoptsSceneLifecycle else { return }
    switch profile.sceneLifecycleCheck {
    case .none: return
    case .warning18:
      diagnostic(
        nil, Self.sceneLifecycleNotAdopted,
        reason:
          "This process does not adopt UIScene lifecycle. This will become an assert in a "
          + "future version.")
    case .warning26:
      diagnostic(
        nil, Self.sceneLifecycleNotAdopted,
        reason:
          "UIScene lifecycle will soon be required. Failure to adopt will result in an assert "
          + "in the future.")
    case .required:
      diagnostic(nil, OrientationError.sceneLifecycleRequired, reason: Self.sceneLifecycleReason)
      throw OrientationError(
        name: OrientationError.sceneLifecycleRequired, reason: Self.sceneLifecycleReason)
    }
  }

  static let sceneLifecycleNotAdopted = "sceneLifecycleNotAdopted"
  /// UIKit's log line when a 27-SDK app without scenes fails to launch (SPEC §5.5).
  public static let sceneLifecycleReason =
    "Application failed to launch: UIScene life cycle is required for apps built with this SDK."

  /// The first Info.plist entry in `mask` (no list: the fallback order of SPEC §3.3).
  func firstEntry(in mask: InterfaceOrientationMask) -> InterfaceOrientation {
    let order = launchOrder ?? Self.fallbackOrder.filter(plistMask.allows)
    return order.first(where: mask.allows) ?? Self.fallbackOrder.first(where: mask.allows)
      ?? .portrait
  }

  /// `didFinishLaunching`, with the device and interface orientations the app launched in
  /// (SPEC §5.5, §8.2).
  func finishLaunching() {
    launching = false
    emit(
      .lifecycle, nil, "didFinishLaunching",
      [
        RecordField("deviceOrientation", .string(deviceOrientation.name)),
        RecordField("interfaceOrientation", .string(window.orientation.name)),
      ])
  }

  /// The `portraitThenFirstEntry` (ios7) target after launch: on iPhone the first allowed entry
  /// of the plist array; on iPad the best match for the device (its mapped orientation, else the
  /// other one of the same axis); else the fallback order (SPEC §5.5).
  func launchTarget(_ allowed: InterfaceOrientationMask) -> InterfaceOrientation {
    let mapped = deviceOrientation.interfaceOrientation
    if device.idiom == .phone {
      let order = launchOrder ?? Self.fallbackOrder.filter(plistMask.allows)
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

  /// A launch whose start orientation the root view controller does not allow: the window
  /// starts there, the root's tree gets `viewWillAppear`, then moves to `final` with the trait
  /// callbacks only — `willTransition(to:with:)` when the traits change, then
  /// `traitCollectionDidChange(_:)` (replacing a first appearance's `nil` one), no
  /// `viewWillTransition` — and then its layout blocks (SPEC §5.5; R2-B24, iOS 10/11).
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
      for vc in visible {
        deliverTraitCollectionDidChange(vc, previous: initialTraits)
        vc.hasAppearedOnce = true
      }
      coordinator.runAlongside()
      coordinator.runCompletions()
    }
    window = next
    layoutBlocks(visible, animated: false)
    for vc in visible { deliverAppearance(vc, "viewDidAppear(_:)", false) }
  }
}

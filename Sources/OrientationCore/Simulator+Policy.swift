/// The orientation policy (SPEC §3): decider, masks, the decision and its re-runs.
extension Simulator {
  /// The order SPEC §3.3 falls back through.
  public static let fallbackOrder: [InterfaceOrientation] = [
    .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
  ]

  /// Query results for every mask value, built once (a mask is 5 bits wide).
  static let maskResults: [RecordValue] = (0..<32).map { raw in
    .list(InterfaceOrientationMask(rawValue: UInt(raw)).names.map { .string($0) })
  }

  /// The query result of a mask: the list of its orientation names.
  static func result(_ mask: InterfaceOrientationMask) -> RecordValue {
    mask.rawValue < 32
      ? maskResults[Int(mask.rawValue)] : .list(mask.names.map { .string($0) })
  }

  /// `orientationDidChange` arguments for every device orientation.
  static let deviceArgs: [[RecordField]] = DeviceOrientation.allCases.map {
    [RecordField("orientation", .string($0.name))]
  }

  /// The idiom default of the app mask when the plist key is missing (SPEC §3.1 item 1).
  var idiomDefaultMask: InterfaceOrientationMask {
    device.idiom == .pad ? .all : .allButUpsideDown
  }

  /// The Info.plist mask (or the idiom default).
  var plistMask: InterfaceOrientationMask { app.supportedOrientations ?? idiomDefaultMask }

  /// Whether `UIRequiresFullScreen` counts (SPEC §3.1 item 1): the app requires it, the
  /// profile does not ignore it from the app's `UIRequiresFullScreenIgnoredStartingWithVersion`,
  /// and under `optOut` the app is an iPad app; under `discreteResize` an iPad app or a phone app
  /// in a resizable environment (item 7).
  public var requiresFullScreen: Bool {
    guard app.requiresFullScreen, !ignoresFullScreenRequirement else { return false }
    switch profile.fullScreenRequirement {
    case .optOut: return device.idiom == .pad
    case .discreteResize: return device.idiom == .pad || environment != .native
    }
  }

  /// Whether the profile's iOS version is at least the app's
  /// `UIRequiresFullScreenIgnoredStartingWithVersion` (switch `fullScreenIgnoredFromKey`),
  /// compared number by number with missing numbers 0 (SPEC §3.1 item 1).
  var ignoresFullScreenRequirement: Bool {
    guard profile.hasFullScreenIgnoredFromKey, let from = app.requiresFullScreenIgnoredFrom
    else { return false }
    let ours = [profile.version]
    for index in 0..<max(ours.count, from.count) {
      let a = index < ours.count ? ours[index] : 0
      let b = index < from.count ? from[index] : 0
      if a != b { return a > b }
    }
    return true
  }

  /// Where a phone-idiom app runs: `app.environment` with `resizableEnvironments` on a phone,
  /// else `native` (SPEC §3.1 item 7).
  public var environment: AppEnvironment {
    profile.hasResizableEnvironments && device.idiom == .phone && device.foldable == nil
      ? app.environment : .native
  }

  /// Whether the app takes part in iPad multitasking (SPEC §3.1 item 6): an iPad app that does
  /// not require full screen, whose Info.plist list is `all` under `ipadMultitasking: true`,
  /// with any list under `resizable`. Its view controllers are never asked for
  /// `shouldAutorotate` or masks.
  public var takesPartInMultitasking: Bool {
    guard device.idiom == .pad, !requiresFullScreen else { return false }
    switch profile.ipadMultitasking {
    case .off: return false
    case .on: return plistMask == .all
    case .resizable: return true
    }
  }

  /// Whether the app's masks stop counting at the window's first resize (SPEC §3.1 item 7): an
  /// iPad app multitasking under `resizable`, or a phone app in iPhone Mirroring or on an iPad —
  /// unless it requires full screen (discrete resizing keeps the masks).
  var masksStopAtFirstResize: Bool {
    guard !requiresFullScreen else { return false }
    return (profile.ipadMultitasking == .resizable && takesPartInMultitasking)
      || environment != .native
  }

  /// Whether no view controller is asked in §3.2–§3.3: in iPad multitasking, or once the masks
  /// stopped counting (SPEC §3.1 items 6–7).
  var asksNoViewController: Bool { masksIgnored || takesPartInMultitasking }

  /// Whether no mask counts: once a resize ended the masks' say (SPEC §3.1 item 7), and on a
  /// foldable's display that does not honour them (`iphone-duo`'s inner, SPEC §4.4).
  var masksIgnored: Bool {
    masksStoppedCounting || !(device.foldable?.honoursMasks(window.display) ?? true)
  }

  /// Whether the interface orientation is locked (SPEC §3.5): under `interfaceOrientationLock`,
  /// while the decider prefers it and no resize made the window smaller than the screen.
  /// `prefersInterfaceOrientationLocked` is read unrecorded.
  public var isInterfaceOrientationLocked: Bool {
    profile.hasInterfaceOrientationLock && window.fraction == Size(width: 1, height: 1)
      && (presentingDecider ?? decider).prefersInterfaceOrientationLocked
  }

  /// The names of a mask in the order of UISceneErrorDomain 101 messages: portrait,
  /// portraitUpsideDown, landscapeLeft, landscapeRight (SPEC §3.3).
  static func sceneErrorNames(_ mask: InterfaceOrientationMask) -> String {
    let order: [InterfaceOrientation] = [
      .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
    return order.filter(mask.allows).map(\.name).joined(separator: ", ")
  }

  /// The allowed set of an app in multitasking: app mask ∩ device capabilities, no view
  /// controller asked (SPEC §3.2). `nil` (and the §3.4 handling) when empty.
  func multitaskingAllowed() throws -> InterfaceOrientationMask? {
    let appMask = queryAppMask()
    lastMasks = (.all, appMask)
    let allowed = appMask.intersection(device.capabilities)
    if allowed.isEmpty {
      try fail(decider, Self.noCommonOrientation(decider))
      return nil
    }
    return allowed
  }

  /// The view controller that decides (SPEC §3.1 item 3): the topmost presented view controller
  /// whose presentation fills the window, else the root. A dismissed view controller leaves the
  /// chain when its dismissal starts (SPEC §5.6), so it no longer decides.
  public var decider: ViewController { lastPresented { $0.fillsWindow } }

  /// The last view controller up the presentation chain from the root whose (adapted)
  /// presentation style passes `test`; the root when none does.
  func lastPresented(where test: (PresentationStyle) -> Bool) -> ViewController {
    var result = root
    var next = root.presentedViewController
    while let vc = next {
      if let style = vc.modalPresentationStyle, test(style) { result = vc }
      next = vc.presentedViewController
    }
    return result
  }

  /// The app mask: the app delegate's answer after launch when it defines the method, else
  /// under `sceneMask` the scene delegate's when it defines its method, each queried and
  /// recorded, else the plist mask (SPEC §3.1 items 1–2).
  /// App code's answers (``appDelegateMask``, ``sceneDelegateMask``) replace the scene's keys.
  func queryAppMask() -> InterfaceOrientationMask {
    if !launching, let mask = appDelegateMask?() ?? app.delegateMask {
      emit(
        .query, nil, "application(_:supportedInterfaceOrientationsFor:)",
        result: Self.result(mask))
      return mask
    }
    return querySceneDelegateMask() ?? plistMask
  }

  /// Whether the scene delegate's `supportedInterfaceOrientations(for:)` counts: under
  /// `sceneMask`, in an app with scenes whose scene delegate defines it (SPEC §3.1 item 1).
  var hasSceneDelegateMask: Bool {
    profile.hasSceneMask && app.adoptsSceneLifecycle
      && (sceneDelegateMask != nil || app.sceneDelegateMask != nil)
  }

  /// Asks the scene delegate for its mask (a `query` record, `vc` `(scene)`, with the window's
  /// state — none while launching, before the start orientation exists); `nil` when
  /// ``hasSceneDelegateMask`` is false.
  func querySceneDelegateMask() -> InterfaceOrientationMask? {
    guard hasSceneDelegateMask, let mask = sceneDelegateMask?() ?? app.sceneDelegateMask else {
      return nil
    }
    emitScene(
      .query, "supportedInterfaceOrientations(for:)", result: Self.result(mask),
      withState: !launching)
    return mask
  }

  /// §3.2's allowed set for the app's case, with its queries: the device's capabilities alone
  /// once the masks stopped counting, app mask ∩ capabilities in iPad multitasking, else
  /// decider ∩ app mask ∩ capabilities. `nil` (after §3.4) when it is empty.
  func allowedSet(decider: ViewController) throws -> InterfaceOrientationMask? {
    if masksIgnored {
      lastMasks = (.all, .all)
      return device.capabilities
    }
    return try takesPartInMultitasking
      ? multitaskingAllowed() : allowedOrientations(decider: decider)
  }

  /// Asks `shouldAutorotate` when the profile honours it; records the query.
  func queryShouldAutorotate(_ decider: ViewController) -> Bool {
    guard profile.honorsShouldAutorotate else { return true }
    let answer = decider.shouldAutorotate
    emit(.query, decider, "shouldAutorotate", result: .bool(answer))
    return answer
  }

  /// decider mask ∩ app mask ∩ device capabilities, with the §3.4 checks. Returns `nil` when the
  /// result is empty and the profile records a diagnostic instead of throwing.
  func allowedOrientations(decider: ViewController) throws -> InterfaceOrientationMask? {
    let vcMask = decider.supportedInterfaceOrientations
    emit(
      .query, decider, "supportedInterfaceOrientations",
      result: Self.result(vcMask))
    let appMask = queryAppMask()
    lastMasks = (vcMask, appMask)
    if vcMask.isEmpty {
      try fail(decider, "supportedInterfaceOrientations must not return an empty mask")
      return nil
    }
    let allowed = vcMask.intersection(appMask).intersection(device.capabilities)
    if allowed.isEmpty {
      try fail(decider, Self.noCommonOrientation(decider))
      return nil
    }
    return allowed
  }

  /// UIKit's reason when `decider`'s mask and the app's have no orientation in common.
  static func noCommonOrientation(_ decider: ViewController) -> String {
    "Supported orientations has no common orientation with the application, and "
      + "[\(decider.className) shouldAutorotate] is returning YES"
  }

  /// Raises `UIApplicationInvalidInterfaceOrientation` (ios7, ios8) or records the same text as
  /// a diagnostic (ios13, ios16) — SPEC §3.4. An empty `supportedInterfaceOrientations` follows
  /// the same switch: UIKit's later behaviour is undocumented and iOS 26 does not raise.
  func fail(_ decider: ViewController, _ reason: String) throws {
    switch profile.emptyMask {
    case .exception:
      throw OrientationError(name: OrientationError.invalidInterfaceOrientation, reason: reason)
    case .diagnostic:
      diagnostic(decider, OrientationError.invalidInterfaceOrientation, reason)
    }
  }

  /// The §3.3 target after the allowed set changed: the device's mapped orientation, else the
  /// current one, else the first allowed in the fallback order.
  func fallbackTarget(_ allowed: InterfaceOrientationMask) -> InterfaceOrientation {
    if let mapped = deviceOrientation.interfaceOrientation, allowed.allows(mapped) { return mapped }
    if allowed.allows(window.orientation) { return window.orientation }
    return Self.fallbackOrder.first(where: allowed.allows) ?? window.orientation
  }

  // MARK: Device changes (SPEC §3.2)

  func setDeviceOrientation(_ orientation: DeviceOrientation) throws {
    deviceOrientation = orientation
    emit(
      .device, nil, "orientationDidChange", Self.deviceArgs[orientation.rawValue])
    statistics.deviceChanges += 1
    onDeviceOrientationChange?(orientation)
    guard isLaunched else {
      explainRefusal(.notLaunched, device: orientation, decider: root)
      return
    }
    if isTransitioning {
      // Of several held device orientations only the latest counts (SPEC §5.6).
      held.holdDevice(orientation)
      explainRefusal(
        isRotating ? .rotationInProgress : .transitionInProgress(runningTransitionName),
        device: orientation, decider: decider)
      return
    }
    try decideDeviceChange(orientation)
  }

  /// SPEC §3.2, step by step; every query is recorded. With ``explainsRefusals`` each way out
  /// that leaves the interface where it is records the rule that refused.
  func decideDeviceChange(_ orientation: DeviceOrientation, animated: Bool = true) throws {
    guard let target = orientation.interfaceOrientation else {
      explainRefusal(.noInterfaceOrientation, device: orientation, decider: decider)
      return
    }
    let decider = self.decider
    if environment == .iPhoneMirroring {
      explainRefusal(.iPhoneMirroring, device: orientation, decider: decider)
      return
    }
    if isInterfaceOrientationLocked {
      explainRefusal(.orientationLocked, device: orientation, decider: decider)
      return
    }
    guard asksNoViewController || queryShouldAutorotate(decider) else {
      explainRefusal(.shouldAutorotate, device: orientation, decider: decider)
      return
    }
    guard let allowed = try allowedSet(decider: decider) else {
      explainRefusal(.noCommonOrientation, device: orientation, decider: decider)
      return
    }
    guard allowed.allows(target) else {
      let reason: RotationRefusal
      if let masks = lastMasks, !masks.decider.allows(target) {
        reason = .deciderMask(masks.decider)
      } else if let masks = lastMasks, !masks.app.allows(target) {
        reason = .appMask(masks.app)
      } else {
        reason = .deviceCapability(device.capabilities)
      }
      explainRefusal(reason, device: orientation, decider: decider)
      return
    }
    guard target != window.orientation else {
      explainRefusal(.sameOrientation, device: orientation, decider: decider)
      return
    }
    try startRotation(to: target, animated: animated)
  }

  // MARK: Re-runs (SPEC §3.3)

  func run(_ reevaluation: Reevaluation) throws {
    if isTransitioning {
      held.append(.reevaluation(reevaluation))
      return
    }
    // In iPhone Mirroring nothing is asked and nothing rotates (SPEC §3.1 item 7).
    guard environment != .iPhoneMirroring else { return }
    switch reevaluation {
    case .presentation(let presented):
      try reevaluateForPresentation(decider: decider, presented: presented)
    case .attempt(let animated):
      try reevaluateForAttempt(animated: animated)
    case .geometry(let mask, let animated, let handler):
      try reevaluateForGeometryRequest(mask, animated: animated, errorHandler: handler)
    }
  }

  /// A full-screen presentation or dismissal changed the decider. `shouldAutorotate` is not
  /// asked: a presentation rotates the interface even when the new decider refuses device
  /// rotations (UIKit forces the presented orientation). `preferredInterfaceOrientationForPresentation`
  /// is asked for fullScreen and custom presentations only: overFullScreen does not honour it
  /// (`research/uikit-rotation.md` §2.4).
  func reevaluateForPresentation(
    decider: ViewController, presented: ViewController?, animated: Bool = true
  ) throws {
    guard environment != .iPhoneMirroring else { return }
    let asksNone = asksNoViewController
    guard let allowed = try allowedSet(decider: decider) else { return }
    var target: InterfaceOrientation?
    if !asksNone, let presented, presented === decider,
      presented.modalPresentationStyle == .fullScreen || presented.modalPresentationStyle == .custom
    {
      let preferred = presented.preferredInterfaceOrientationForPresentation
      emit(
        .query, presented, "preferredInterfaceOrientationForPresentation",
        result: preferred.map { .string($0.name) } ?? .null)
      if let preferred {
        guard allowed.allows(preferred) else {
          let reason =
            profile.namesOrientationsInExceptions
            ? "preferredInterfaceOrientationForPresentation '\(preferred.name)' must match a "
              + "supported interface orientation: '\(allowed.description)'!"
            : "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
          throw OrientationError(name: OrientationError.invalidInterfaceOrientation, reason: reason)
        }
        target = preferred
      }
    }
    let chosen = target ?? fallbackTarget(allowed)
    if chosen != window.orientation { try startRotation(to: chosen, animated: animated) }
  }

  /// `attemptRotationToDeviceOrientation()`: §3.2 with the current device orientation; in ios16
  /// a now-disallowed current orientation falls back (SPEC §3.3).
  func reevaluateForAttempt(animated: Bool) throws {
    let decider = self.decider
    guard asksNoViewController || queryShouldAutorotate(decider) else { return }
    guard let allowed = try allowedSet(decider: decider) else { return }
    if let target = deviceOrientation.interfaceOrientation, allowed.allows(target),
      !isInterfaceOrientationLocked
    {
      if target != window.orientation { try startRotation(to: target, animated: animated) }
      return
    }
    if profile.hasGeometryRequests, !allowed.allows(window.orientation) {
      let target = fallbackTarget(allowed)
      if target != window.orientation { try startRotation(to: target, animated: animated) }
    }
  }

  /// ios16 `requestGeometryUpdate` (SPEC §3.3).
  func reevaluateForGeometryRequest(
    _ mask: InterfaceOrientationMask, animated: Bool,
    errorHandler: ((OrientationError) -> Void)?
  ) throws {
    let decider = self.decider
    guard let allowed = try allowedSet(decider: decider) else { return }
    let usable = mask.intersection(allowed)
    guard !usable.isEmpty else {
      let message =
        "None of the requested orientations are supported by the view controller. "
        + "Requested: \(Self.sceneErrorNames(mask)); Supported: \(Self.sceneErrorNames(allowed))"
      diagnostic(decider, "UISceneErrorDomain", message, code: 101)
      errorHandler?(OrientationError(name: "UISceneErrorDomain", reason: message))
      return
    }
    if mask.allows(window.orientation) { return }
    guard let target = Self.fallbackOrder.first(where: usable.allows) else { return }
    try startRotation(to: target, animated: animated)
  }

  /// `attemptRotationToDeviceOrientation()` at `time` (all profiles). Not `animated` (or with
  /// ``areAnimationsEnabled`` off when it is called), its rotation lasts 0 s (SPEC §3.3).
  public func attemptRotationToDeviceOrientation(at time: Double, animated: Bool = true) throws {
    let animated = animated && areAnimationsEnabled
    try advance(to: time)
    guard isLaunched else { return }
    try run(.attempt(animated: animated))
  }

  /// ios16 `setNeedsUpdateOfSupportedInterfaceOrientations()` sent by `vc`. Before ios16 the
  /// method does not exist: a diagnostic says so and nothing happens.
  func setNeedsUpdateOfSupportedInterfaceOrientations(
    from vc: ViewController, throwing: Bool = false, animated: Bool = true
  )
    throws
  {
    let animated = animated && areAnimationsEnabled
    guard isLaunched else { return }
    guard profile.hasGeometryRequests else {
      diagnostic(
        vc, "unavailable",
        "setNeedsUpdateOfSupportedInterfaceOrientations() needs the ios16 profile (running \(profile.name))"
      )
      return
    }
    try run(.attempt(animated: animated))
  }

  /// The non-throwing form a view controller calls: exceptions are recorded as diagnostics.
  func setNeedsUpdateOfSupportedInterfaceOrientations(from vc: ViewController) {
    do {
      try setNeedsUpdateOfSupportedInterfaceOrientations(from: vc, throwing: false)
    } catch let error as OrientationError {
      diagnostic(vc, error.name, error.reason)
    } catch {
      diagnostic(vc, "error", "\(error)")
    }
  }

  /// ios16 `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))` at `time`. A
  /// refusal goes to `errorHandler` and is recorded as a `diagnostic` (UISceneErrorDomain 101);
  /// it is not thrown.
  public func requestGeometryUpdate(
    _ orientations: InterfaceOrientationMask, at time: Double, animated: Bool = true,
    errorHandler: ((OrientationError) -> Void)? = nil
  ) throws {
    let animated = animated && areAnimationsEnabled
    try advance(to: time)
    guard isLaunched else { return }
    guard profile.hasGeometryRequests else {
      diagnostic(
        nil, "unavailable",
        "requestGeometryUpdate needs the ios16 profile (running \(profile.name))")
      return
    }
    try run(.geometry(orientations, animated: animated, errorHandler: errorHandler))
  }

  /// Sets `vc`'s `prefersInterfaceOrientationLocked` at `time` (ios26, SPEC §3.5). When the
  /// interface was locked and no longer is, the decision runs once with the current device
  /// orientation.
  public func setOrientationLocked(_ locked: Bool, for vc: ViewController, at time: Double) throws {
    try admit("setOrientationLocked", at: time) { [unowned self] in
      try self.setOrientationLockedAdmitted(locked, for: vc)
    }
  }

  /// `setOrientationLocked` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func setOrientationLockedAdmitted(_ locked: Bool, for vc: ViewController) throws {
    let wasLocked = isLaunched && isInterfaceOrientationLocked
    vc.prefersOrientationLocked = locked
    reportLockStateChange()
    if wasLocked, !isInterfaceOrientationLocked { try decideDeviceChange(deviceOrientation) }
  }

  /// ``ViewController/setNeedsUpdateOfPrefersInterfaceOrientationLocked()`` sent by `vc`: §3.2
  /// once when not locked (held during a transition); errors become diagnostics.
  func orientationLockPreferenceChanged(from vc: ViewController) {
    guard isLaunched else { return }
    guard profile.hasInterfaceOrientationLock else {
      diagnostic(
        vc, "unavailable",
        "setNeedsUpdateOfPrefersInterfaceOrientationLocked() needs the ios26 profile (running "
          + "\(profile.name))")
      return
    }
    if isTransitioning {
      held.holdDevice(deviceOrientation)
      return
    }
    reportLockStateChange()
    guard !isInterfaceOrientationLocked else { return }
    do {
      try decideDeviceChange(deviceOrientation, animated: areAnimationsEnabled)
    } catch let error as OrientationError {
      diagnostic(vc, error.name, error.reason)
    } catch {
      diagnostic(vc, "error", "\(error)")
    }
  }

  /// The user's portrait-orientation lock: on, the device reports portrait whatever it does;
  /// off, it reports the physical orientation again. A change of the reported orientation is a
  /// device change like any other. Set before the launch, it is the orientation the app
  /// launches into (SPEC §5.5): the lock was on before the app started, so nothing is recorded.
  public func setPortraitLock(_ locked: Bool, at time: Double) throws {
    try admit("lock", at: time) { [unowned self] in
      try self.setPortraitLockAdmitted(locked)
    }
  }

  /// `setPortraitLock` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func setPortraitLockAdmitted(_ locked: Bool) throws {
    guard locked != isPortraitLocked else { return }
    isPortraitLocked = locked
    let reported: DeviceOrientation = locked ? .portrait : physicalOrientation
    guard isLaunched else {
      deviceOrientation = reported
      return
    }
    if reported != deviceOrientation { try setDeviceOrientation(reported) }
  }
}

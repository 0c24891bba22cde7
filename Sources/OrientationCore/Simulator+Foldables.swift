/// Foldable devices (SPEC §5.9): posture changes and the display changes they make.
extension Simulator {
  /// The display the scene is on: a foldable's `outer` or `inner` (SPEC §4.4); `outer` on a
  /// device of one display.
  public var display: Display { window.display }

  /// A posture change (the scene's `posture` event, SPEC §5.9): a `device` record
  /// `postureDidChange {posture, display, angle}` — the angle a sample of that posture stands
  /// for (0°, 120°, 180°) — then, when the posture's display is not the scene's, a display
  /// change: at once, or held while a timed transition runs (a later one replaces it). The
  /// device orientation, and a held one, are carried to the new display's frame (§4.4, §6.1)
  /// without a record. Before the launch it sets the display the app launches on, silently. On
  /// a device of one display it changes nothing and records nothing (§6.1).
  public func setPosture(_ posture: Posture, at time: Double) throws {
    try advance(to: time)
    guard let foldable = device.foldable else { return }
    let before = self.posture.display
    self.posture = posture
    if posture.display != before {
      let turns = posture.display == .inner ? foldable.innerFromOuter : -foldable.innerFromOuter
      deviceOrientation = deviceOrientation.carried(by: turns)
      physicalOrientation = physicalOrientation.carried(by: turns)
      held.carryDevice(by: turns)
    }
    guard isLaunched else {
      window.display = posture.display
      return
    }
    emit(
      .device, nil, "postureDidChange",
      [
        RecordField("posture", .string(posture.rawValue)),
        RecordField("display", .string(posture.display.rawValue)),
        RecordField("angle", .number(posture.angle)),
      ])
    if isTransitioning {
      held.holdDisplay(posture.display)
      explainHeld("posture")
      return
    }
    try changeDisplay(to: posture.display)
  }

  /// Moves the scene to `target` (SPEC §5.9), unless it is there: the target interface
  /// orientation — the device's in the target display's frame unless locked, else the current
  /// one carried there, else §3.3's fallback order, among what the target display allows (its
  /// capabilities on a display that ignores masks, nothing asked; else §3.2's set, asked as for
  /// a present) — then §5.2's sequence with the target display's full-screen size, traits and
  /// insets, `targetTransform` 0, lasting `durations.fold`, and the scene's geometry record.
  func changeDisplay(to target: Display) throws {
    guard let foldable = device.foldable, target != window.display else { return }
    let turns = target == .inner ? foldable.innerFromOuter : -foldable.innerFromOuter
    var next = window
    next.display = target
    next.fraction = Size(width: 1, height: 1)
    let capabilities = device.geometry(of: target).capabilities
    var allowed = capabilities
    if foldable.honoursMasks(target) {
      allowed = try allowedOrientations(decider: decider) ?? capabilities
    }
    let carried = window.orientation.carried(by: turns)
    if !isInterfaceOrientationLocked, let device = deviceOrientation.interfaceOrientation,
      allowed.allows(device)
    {
      next.orientation = device
    } else if allowed.allows(carried) {
      next.orientation = carried
    } else {
      next.orientation = Self.fallbackOrder.first(where: allowed.allows) ?? carried
    }
    if profile.callbacks == .legacy {
      relayout(to: next)
    } else {
      runSizeTransition(
        to: next, duration: foldable.foldDuration, transform: 0, isRotation: false)
    }
  }
}

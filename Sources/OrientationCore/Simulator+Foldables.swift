/// Foldable devices (SPEC §5.9): posture changes and the display changes they make.
extension Simulator {
  /// The display the scene is on: a foldable's `outer` or `inner` (SPEC §4.4); `outer` on a
  /// device of one display.
  public var display: Display { window.display }

  /// The posture the detector reports (SPEC §6.1).
  public var posture: Posture { postureDetector.posture }

  /// A posture set directly (the scene's `posture` event, SPEC §5.9): the detector takes the
  /// state of a sample at 0°, 120° or 180° (§6.1), and the engine records a `device`
  /// `postureDidChange {posture, display, angle}`, always; then, when the posture's display is
  /// not the scene's, a display change — at once, or held while a timed transition runs (a later
  /// one replaces it). When the detector's display changes, the device orientation, and a held
  /// one, are carried to the new display's frame (§4.4, §6.1), without a record. Before the
  /// launch it sets the display the app launches on, silently. On a device of one display only
  /// `--explain`'s `hingeDecision` is recorded (§6.1).
  public func setPosture(_ posture: Posture, at time: Double) throws {
    try advance(to: time)
    try apply(postureDetector.step(.posture(posture, time: time)), postureEvent: true)
  }

  /// A hinge sample of `angle` degrees (the scene's `hinge` event, SPEC §6.1): through the
  /// detector, whose decisions act as ``setPosture(_:at:)`` does, with `postureDidChange` only
  /// when the posture changed. An angle outside 0…360 or not finite is dropped with a
  /// `hingeOutOfRange` diagnostic; above 180 counts as 180, with one `hingeClamped`.
  public func setHinge(_ angle: Double, at time: Double) throws {
    try advance(to: time)
    try apply(
      postureDetector.step(.sample(HingeSample(time: time, angle: angle))), postureEvent: false)
  }

  /// A reading the hinge source could not measure (cros-ec-lid-angle's 500, SPEC §6.1): no
  /// sample; `--explain` records a `hingeDecision` with rule `unreliable`.
  public func hingeUnreliable(at time: Double) throws {
    try advance(to: time)
    try apply(postureDetector.step(.unreliable(time: time)), postureEvent: false)
  }

  /// Quarter turns the device frame has been carried since the start, modulo 4: each display
  /// change the hinge chose adds the display's turns (SPEC §4.4, §6.1). A reader of a
  /// display-located sensor carries its own detector's state whenever this moves.
  public var frameTurns: Int { carriedTurns }

  /// The display change the hinge chose settles now (SPEC §6.1 "Settle").
  func settleHinge(at due: Double) throws {
    try apply(postureDetector.step(.advance(to: due)), postureEvent: false)
  }

  /// What the detector decided, as records and display changes (SPEC §5.9, §6.1); then the
  /// hinge interactions hear an angle that moved without a decision.
  private func apply(_ output: PostureOutput, postureEvent: Bool) throws {
    defer { if isLaunched { updateHingeInteractions() } }
    for note in output.diagnostics {
      switch note {
      case .hingeOutOfRange:
        diagnostic(nil, "hingeOutOfRange", reason: "a hinge angle outside 0…360° was dropped")
      case .hingeClamped:
        diagnostic(nil, "hingeClamped", reason: "hinge angles above 180° count as 180°")
      }
    }
    for decision in output.decisions {
      let explanation = decision.explanation
      if explainsRefusals {
        emit(
          .decision, nil, "hingeDecision",
          [
            RecordField("angle", explanation.angle.map { .number($0) } ?? .null),
            RecordField("status", .string(explanation.status.rawValue)),
            RecordField("display", .string(explanation.display.rawValue)),
            RecordField("stickyInner", .bool(explanation.stickyInner)),
            RecordField("stickyOuter", .bool(explanation.stickyOuter)),
            RecordField("rule", .string(explanation.rule.rawValue)),
          ])
      }
      guard let foldable = device.foldable else { continue }
      if decision.displayChanged {
        let turns =
          explanation.display == .inner ? foldable.innerFromOuter : -foldable.innerFromOuter
        carriedTurns = (carriedTurns + turns + 4) % 4
        deviceOrientation = deviceOrientation.carried(by: turns)
        physicalOrientation = physicalOrientation.carried(by: turns)
        held.carryDevice(by: turns)
      }
      guard isLaunched else {
        window.display = explanation.display
        continue
      }
      if postureEvent || decision.postureChanged {
        emit(
          .device, nil, "postureDidChange",
          [
            RecordField("posture", .string(decision.posture.rawValue)),
            RecordField("display", .string(explanation.display.rawValue)),
            RecordField("angle", .number(explanation.angle ?? 0)),
          ])
      }
      // The sample's hinge-interaction records follow it, never held (SPEC §5.9).
      updateHingeInteractions()
      guard postureEvent || decision.displayChanged else { continue }
      if isTransitioning {
        // A posture on the display the scene is on, with no move held, has nothing to hold.
        guard explanation.display != window.display || held.holdsDisplay else { continue }
        held.holdDisplay(explanation.display)
        explainHeld("posture")
      } else {
        try changeDisplay(to: explanation.display)
      }
    }
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
      runSizeTransition(to: next, duration: durations.fold, transform: 0, isRotation: false)
    }
  }
}

/// The transition coordinator of one size transition, as `UIViewControllerTransitionCoordinator`
/// (SPEC §5.2). It is also the transition context passed to the blocks.
///
/// Alongside blocks run in registration order right after the layout pass; completion blocks run
/// at t0 + d in registration order, or last registered first under `coordinatorCompletions:
/// reverse` (SPEC §5.2 steps 4–5).
public final class TransitionCoordinator {
  /// Duration in seconds (0 for the catch-up of a view controller that reappears).
  public let transitionDuration: Double
  /// The rotation the transition applies, in degrees: 0, 90, −90 or 180 (SPEC §5.2 rule).
  public let targetTransform: Double
  /// Always true for rotations and resizes.
  public let isAnimated: Bool
  /// Always false: rotations are not interactive.
  public let isCancelled = false

  /// The simulator that runs the transition; forwarding goes through it. Weak: a coordinator
  /// kept by app code must not keep the simulator alive or dangle after it is gone.
  weak var simulatorRef: Simulator?
  /// Whether base implementations forward to children (false for a catch-up delivered to one
  /// reappearing view controller, SPEC §5.3).
  let forwards: Bool
  private var alongside: [(TransitionCoordinator) -> Void] = []
  private var completions: [(TransitionCoordinator) -> Void] = []
  private var ranAlongside = false
  private var ranCompletions = false

  init(
    duration: Double, targetTransform: Double, isAnimated: Bool, simulator: Simulator,
    forwards: Bool
  ) {
    self.transitionDuration = duration
    self.targetTransform = targetTransform
    self.isAnimated = isAnimated
    self.simulatorRef = simulator
    self.forwards = forwards
  }

  var simulator: Simulator? { forwards ? simulatorRef : nil }

  /// Whether the transition ended: its completion blocks have run (SPEC §5.2 step 5); false
  /// while they run.
  public private(set) var isFinished = false

  /// Queues `animation` to run with the transition and `completion` to run when it ends.
  /// Returns true (the blocks are queued). Blocks registered after their phase ran run at once.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
    completion: ((TransitionCoordinator) -> Void)? = nil
  ) -> Bool {
    if let animation {
      if ranAlongside { animation(self) } else { alongside.append(animation) }
    }
    if let completion {
      if ranCompletions { completion(self) } else { completions.append(completion) }
    }
    return true
  }

  /// Runs the alongside blocks in registration order (SPEC §5.2 step 4).
  func runAlongside() {
    var index = 0
    while index < alongside.count {
      alongside[index](self)
      index += 1
    }
    ranAlongside = true
    alongside.removeAll()
  }

  /// Runs the completion blocks in the profile's `coordinatorCompletions` order (SPEC §5.2
  /// step 5).
  func runCompletions() {
    ranCompletions = true
    let blocks = completions
    completions.removeAll()
    if simulatorRef?.profile.coordinatorCompletions == .reverse {
      for block in blocks.reversed() { block(self) }
    } else {
      for block in blocks { block(self) }
    }
    isFinished = true
  }
}

/// The `targetTransform` rule of SPEC §5.2: angle(new) − angle(old) normalised to (−180°, 180°],
/// with portrait 0°, landscapeRight 90°, portraitUpsideDown 180°, landscapeLeft −90°: portrait →
/// landscapeRight (the device turned to landscapeLeft) is +90°. UIKit does not document the sign;
/// a decompiled transform and two apps' counter-rotation code that works only with it agree.
public func targetTransform(from old: InterfaceOrientation, to new: InterfaceOrientation) -> Double
{
  func angle(_ o: InterfaceOrientation) -> Double {
    switch o {
    case .portrait, .unknown: 0
    case .landscapeRight: 90
    case .portraitUpsideDown: 180
    case .landscapeLeft: -90
    }
  }
  var delta = angle(new) - angle(old)
  while delta <= -180 { delta += 360 }
  while delta > 180 { delta -= 360 }
  return delta
}

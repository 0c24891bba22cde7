import Foundation

/// `UIViewAnimatingPosition`: where an animator ended.
public enum UIViewAnimatingPosition: Int, Sendable, Hashable {
  case end = 0
  case start = 1
  case current = 2
}

/// `UIViewAnimatingState`: an animator's state.
public enum UIViewAnimatingState: Int, Sendable, Hashable {
  case inactive = 0
  case active = 1
  case stopped = 2
}

/// `UIViewPropertyAnimator`: an interruptible animation, as ``UIView/animate(withDuration:animations:completion:)``
/// runs it here (orientsim animates no views, SPEC §9.1): ``startAnimation()`` runs the
/// animations at once, then the completions with `.end`, last added last. Durations, curves,
/// delays and `fractionComplete` are stored and read back, nothing more.
@MainActor
open class UIViewPropertyAnimator {
  /// The animation's duration: stored and read back, nothing more.
  public let duration: TimeInterval
  /// How far the animation is: 0 until it ends, then 1.
  open var fractionComplete: CGFloat = 0
  /// Whether the animation runs: never between calls, as it ends when it starts.
  public private(set) var isRunning = false
  /// Whether the animation plays backwards: stored and read back, nothing more.
  open var isReversed = false
  /// Whether it can be interrupted: stored and read back, nothing more.
  open var isInterruptible = true
  /// The animator's state: `inactive` before it starts and after it ends.
  public private(set) var state: UIViewAnimatingState = .inactive

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  /// An animator with a timing curve.
  public required init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// An animator with a spring's damping ratio.
  public init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// Adds animations, run with the others when the animator starts (at once if it ran).
  open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }
  /// Adds animations; the delay factor is not waited for.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    animations.append(animation)
  }
  /// Adds a completion, run with the position the animation ended at.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Runs the animations at once, then the completions with `.end`.
  open func startAnimation() {
    guard state == .inactive else { return }
    state = .active
    isRunning = true
    let toRun = animations
    animations = []
    for animation in toRun { animation() }
    finish(at: .end)
  }
  /// As ``startAnimation()``: the delay is not waited for.
  open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
  /// Nothing to pause: an animation ends when it starts.
  open func pauseAnimation() {}
  /// Stops the animator: with `withoutFinishing` false it waits for ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
  }
  /// Ends a stopped animator at `finalPosition`, running the completions.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }
  private func finish(at position: UIViewAnimatingPosition) {
    isRunning = false
    state = .inactive
    fractionComplete = position == .start ? 0 : 1
    let toRun = completions
    completions = []
    for completion in toRun { completion(position) }
  }

  /// An animator started at once: its animations run now, then `completion` with `.end`.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = Self(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }
}

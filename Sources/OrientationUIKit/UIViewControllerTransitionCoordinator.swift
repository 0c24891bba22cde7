import OrientationCore

/// `UIViewControllerTransitionCoordinatorContext`: what the blocks of a transition see.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  /// The curve of the transition's end: `easeInOut`, UIKit's default (nothing is animated here).
  var completionCurve: UIView.AnimationCurve { get }
  var targetTransform: CGAffineTransform { get }
  /// The view the transition's views are in: the window (a view outside any window when none is
  /// shown). Nothing is animated in it.
  var containerView: UIView { get }
  /// The view controllers on either side of the transition are not given (`nil`): the engine
  /// models size transitions, not custom presentation animations.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// `nil`, as ``viewController(forKey:)``.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// `UITransitionContextViewControllerKey`: `.from` and `.to`.
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// `UITransitionContextViewKey`: `.from` and `.to`.
public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = Self(rawValue: "UITransitionContextFromViewKey")
  public static let to = Self(rawValue: "UITransitionContextToViewKey")
}

/// `UIViewControllerTransitionCoordinator`, passed to `viewWillTransition(to:with:)` and
/// `willTransition(to:with:)`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Queues `animation` to run with the transition and `completion` to run when it ends.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Interactive transitions are not modelled: the handler is never called.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// `animate(alongsideTransition:completion:)` with no completion.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// `animateAlongsideTransition(in:animation:completion:)`: as
  /// `animate(alongsideTransition:completion:)` (a view outside the transition's container is
  /// animated the same way here, as nothing is drawn).
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }
}

/// The engine's `TransitionCoordinator` seen through UIKit's protocol: blocks
/// are queued on the engine's coordinator, which runs them when UIKit would.
final class EngineTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let engine: TransitionCoordinator

  init(_ engine: TransitionCoordinator) { self.engine = engine }

  var isAnimated: Bool { engine.isAnimated }
  var presentationStyle: UIModalPresentationStyle { .none }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { engine.isCancelled }
  var transitionDuration: TimeInterval { engine.transitionDuration }
  var percentComplete: CGFloat { 0 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var containerView: UIView { UIKitHarness.current?.window ?? UIView() }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    nil
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
  /// The engine's angle in degrees as a rotation transform.
  var targetTransform: CGAffineTransform {
    CGAffineTransform(rotationAngle: CGFloat(engine.targetTransform) * .pi / 180)
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    engine.animate(
      alongsideTransition: animation.map { block in { _ in block(self) } },
      completion: completion.map { block in { _ in block(self) } })
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}
}

/// `UIContentContainer`: what a view controller answers about its children and size changes.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
  var preferredContentSize: CGSize { get }
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  )
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
}

extension UIViewController {
  /// The coordinator of the size transition this view controller is in: from its
  /// `viewWillTransition(to:with:)` (or `willTransition(to:with:)`) until the transition's
  /// completion blocks have run, the same coordinator those calls were given; `nil` otherwise.
  /// The appearance transitions of a push, a pop, a presentation or a dismissal hand out no
  /// coordinator here (not modelled): code that falls back to doing its work at once when this
  /// is `nil`, as UIKit code must, does that.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    guard let coordinator = sizeTransitionCoordinator, !coordinator.engine.isFinished else {
      return nil
    }
    return coordinator
  }
}

import OrientationCore

/// `UIPresentationController`: the object that would lay out a custom presentation. Custom
/// presentations are not modelled: the engine presents a view controller by its
/// ``UIViewController/modalPresentationStyle`` (SPEC §3.3, §5.4) and never creates, asks or
/// calls a presentation controller, so the type and its overridable members exist so that
/// custom presentation code compiles, nothing more.
@preconcurrency @MainActor
open class UIPresentationController: UIContentContainer {
  /// The view controller being presented.
  public let presentedViewController: UIViewController
  /// The view controller presenting it: its argument, or the presented view controller's
  /// `presentingViewController`.
  public var presentingViewController: UIViewController {
    presenting ?? presentedViewController.presentingViewController ?? presentedViewController
  }
  private weak var presenting: UIViewController?
  /// Stored; never called (interactive dismissal and adaptation are not modelled). A popover's
  /// or a sheet's delegate is set here too.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// A presentation controller for `presentedViewController`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presenting = presentingViewController
  }

  /// The view the presentation happens in: the window of the presenting view controller's
  /// view, if it is in one.
  public var containerView: UIView? { presentingViewController.viewIfLoaded?.window }
  /// The presented view controller's view.
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }
  /// The presented view's frame in the container: the container's bounds (never asked).
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  /// Whether the presentation covers the screen (never asked).
  open var shouldPresentInFullscreen: Bool { true }
  /// Whether the presenting view controller's view leaves the window (never asked).
  open var shouldRemovePresentersView: Bool { false }
  /// The style the presentation adapts to (never asked).
  open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }
  /// The presented content's preferred size: stored and read back, nothing more.
  open var preferredContentSize: CGSize = .zero
  /// The presented controller's preferred size changed: does nothing by default.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
  /// Never called (Auto Layout is not solved here).
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Never called.
  open func presentationTransitionWillBegin() {}
  /// Never called.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Never called.
  open func dismissalTransitionWillBegin() {}
  /// Never called.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Never called.
  open func containerViewWillLayoutSubviews() {}
  /// Never called.
  open func containerViewDidLayoutSubviews() {}
  /// Never called: the presented view controller's own `viewWillTransition(to:with:)` is.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  /// Never called.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  /// The parent's size (never asked).
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }
}

/// `UIViewControllerTransitioningDelegate`: the provider of custom presentation objects. Never
/// asked (custom presentations are not modelled: see ``UIPresentationController``); each method
/// has a default that returns `nil`, as UIKit's optional ones are absent.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The presentation controller for a custom presentation (never asked).
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
  /// The animator of a presentation (never asked).
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator of a dismissal (never asked).
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  /// The interactive driver of a presentation (never asked).
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The interactive driver of a dismissal (never asked).
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// `UIViewControllerContextTransitioning`: the context of a custom transition. The engine never
/// makes one (custom transitions are not modelled), so an animator is never handed one.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func completeTransition(_ didComplete: Bool)
}

/// `UIViewControllerAnimatedTransitioning`: a custom transition's animator. Never asked or
/// called: the engine animates every transition itself.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// Never called.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Never called.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Never called.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// `UIViewControllerInteractiveTransitioning`: a custom transition's interactive driver. Never
/// asked or called.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Never called.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// `UIPercentDrivenInteractiveTransition`: an interactive driver whose progress is stored and
/// read back, nothing more (it never drives a transition here).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
  /// The progress last set with ``update(_:)``.
  open private(set) var percentComplete: CGFloat = 0
  /// The speed of the completion, stored.
  open var completionSpeed: CGFloat = 1
  /// Whether the driver animates after ``finish()`` or ``cancel()``, stored.
  open var wantsInteractiveStart = true
  public init() {}
  /// Never called.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {}
  /// Stores `percentComplete`.
  open func update(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }
  /// Does nothing: no transition is driven.
  open func cancel() {}
  /// Does nothing: no transition is driven.
  open func finish() {}
  /// Does nothing: no transition is driven.
  open func pause() {}
}

extension UIViewController {
  /// The delegate of custom presentations: stored and read back, nothing more (never asked).
  public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { storedTransitioningDelegate }
    set { storedTransitioningDelegate = newValue }
  }
}

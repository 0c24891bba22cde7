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
}

extension UIViewControllerTransitioningDelegate {
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

extension UIViewController {
  /// The delegate of custom presentations: stored and read back, nothing more (never asked).
  public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { storedTransitioningDelegate }
    set { storedTransitioningDelegate = newValue }
  }
}

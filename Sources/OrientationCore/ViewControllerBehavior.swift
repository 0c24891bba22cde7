/// What answers a ``ViewController``'s overridable members in place of a subclass: set as a view
/// controller's `behavior`, it receives each call the engine makes to those members (after the
/// call is recorded, as an override would), whatever the view controller's class.
///
/// One behaviour therefore serves a plain view controller, a navigation controller and a tab bar
/// controller alike, where a subclass would have to be written once per class (its `super` names
/// the class). For the members whose base implementation does something, the behaviour reaches
/// that class's own implementation through the view controller's `base…` members
/// (`baseViewWillTransition(to:with:)` …), as an override calls `super`.
///
/// Not public: the API of another framework's view controllers (OrientationUIKit's
/// `UIViewController`) is built on it; apps subclass ``ViewController`` instead.
package protocol ViewControllerBehavior: AnyObject {
  /// ``ViewController/className``.
  var className: String { get }
  /// ``ViewController/supportedInterfaceOrientations``.
  func supportedInterfaceOrientations(of vc: ViewController) -> InterfaceOrientationMask
  /// ``ViewController/shouldAutorotate``.
  func shouldAutorotate(of vc: ViewController) -> Bool
  /// ``ViewController/preferredInterfaceOrientationForPresentation``.
  func preferredInterfaceOrientationForPresentation(of vc: ViewController) -> InterfaceOrientation?
  /// ``ViewController/prefersInterfaceOrientationLocked``.
  func prefersInterfaceOrientationLocked(of vc: ViewController) -> Bool
  /// ``ViewController/size(forChildContentContainer:withParentContainerSize:)``.
  func size(
    of vc: ViewController, forChildContentContainer child: ViewController,
    withParentContainerSize parentSize: Size
  ) -> Size
  /// ``ViewController/viewWillTransition(to:with:)``.
  func viewWillTransition(
    of vc: ViewController, to size: Size, with coordinator: TransitionCoordinator)
  /// ``ViewController/willTransition(to:with:)``.
  func willTransition(
    of vc: ViewController, to newCollection: TraitCollection,
    with coordinator: TransitionCoordinator)
  /// ``ViewController/traitCollectionDidChange(_:)``.
  func traitCollectionDidChange(of vc: ViewController, _ previousTraitCollection: TraitCollection?)
  /// ``ViewController/viewSafeAreaInsetsDidChange()``.
  func viewSafeAreaInsetsDidChange(of vc: ViewController)
  /// ``ViewController/willRotate(to:duration:)``.
  func willRotate(
    of vc: ViewController, to toInterfaceOrientation: InterfaceOrientation, duration: Double)
  /// ``ViewController/willAnimateRotation(to:duration:)``.
  func willAnimateRotation(
    of vc: ViewController, to toInterfaceOrientation: InterfaceOrientation, duration: Double)
  /// ``ViewController/didRotate(from:)``.
  func didRotate(of vc: ViewController, from fromInterfaceOrientation: InterfaceOrientation)
  /// ``ViewController/updateViewConstraints()``.
  func updateViewConstraints(of vc: ViewController)
  /// ``ViewController/viewUpdateConstraints()``.
  func viewUpdateConstraints(of vc: ViewController)
  /// ``ViewController/viewWillLayoutSubviews()``.
  func viewWillLayoutSubviews(of vc: ViewController)
  /// ``ViewController/viewLayoutSubviews()``.
  func viewLayoutSubviews(of vc: ViewController)
  /// ``ViewController/viewDidLayoutSubviews()``.
  func viewDidLayoutSubviews(of vc: ViewController)
  /// ``ViewController/viewDidLoad()``.
  func viewDidLoad(of vc: ViewController)
  /// ``ViewController/viewWillAppear(_:)``.
  func viewWillAppear(of vc: ViewController, _ animated: Bool)
  /// ``ViewController/viewIsAppearing(_:)``.
  func viewIsAppearing(of vc: ViewController, _ animated: Bool)
  /// ``ViewController/viewDidAppear(_:)``.
  func viewDidAppear(of vc: ViewController, _ animated: Bool)
  /// ``ViewController/viewWillDisappear(_:)``.
  func viewWillDisappear(of vc: ViewController, _ animated: Bool)
  /// ``ViewController/viewDidDisappear(_:)``.
  func viewDidDisappear(of vc: ViewController, _ animated: Bool)
  /// ``ViewController/willMove(toParent:)``.
  func willMove(of vc: ViewController, toParent parent: ViewController?)
  /// ``ViewController/didMove(toParent:)``.
  func didMove(of vc: ViewController, toParent parent: ViewController?)
}

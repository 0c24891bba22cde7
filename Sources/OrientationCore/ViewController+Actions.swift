/// UIKit-style actions on view controllers, performed at the simulator's current time. They let
/// an override present, dismiss, push or select from inside a callback, as app code does.
extension ViewController {
  /// The simulator this view controller is attached to, or an error naming the view controller.
  func attachedSimulator() throws -> Simulator {
    guard let simulator else {
      throw OrientationError(
        name: "NotInHierarchy", reason: "view controller '\(id)' is not attached to a simulator")
    }
    return simulator
  }

  /// `present(_:animated:completion:)`: presents `vc` from this view controller (SPEC §3.3,
  /// §5.4); `style` `nil` is the profile's default `modalPresentationStyle`. `completion` runs
  /// after the presented view controller's `viewDidAppear` (at t0 + d when animated), after its
  /// `completion` record.
  public func present(
    _ vc: ViewController, style: PresentationStyle? = nil, animated: Bool = true,
    completion: (() -> Void)? = nil
  ) throws {
    let simulator = try attachedSimulator()
    try simulator.present(
      vc, style: style, animated: animated, from: id, at: simulator.time, completion: completion)
  }

  /// `dismiss(animated:completion:)`: dismisses what this view controller presents, or this
  /// view controller itself when it presents nothing (UIKit forwards the call to the presenter).
  /// `completion` runs after the dismissed view controller's `viewDidDisappear`.
  public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) throws {
    let simulator = try attachedSimulator()
    guard let target = presentedViewController ?? (presentingViewController != nil ? self : nil)
    else { return }
    try simulator.dismiss(target, animated: animated, at: simulator.time, completion: completion)
  }
}

extension NavigationController {
  /// `pushViewController(_:animated:)` (SPEC §5.4; never rotates, §3.3).
  public func pushViewController(_ vc: ViewController, animated: Bool = true) throws {
    let simulator = try attachedSimulator()
    try simulator.push(vc, onto: self, animated: animated, at: simulator.time)
  }

  /// `popViewController(animated:)`: pops the top unless it is the only one.
  public func popViewController(animated: Bool = true) throws {
    let simulator = try attachedSimulator()
    try simulator.pop(self, animated: animated, at: simulator.time)
  }

  /// The edge-swipe back gesture, cancelled after `after` seconds (`nil`: the pop duration;
  /// SPEC §5.4).
  public func cancelInteractivePop(after: Double? = nil) throws {
    let simulator = try attachedSimulator()
    try simulator.cancelInteractivePop(self, after: after, at: simulator.time)
  }
}

extension TabBarController {
  /// Selects the tab at `index`, as a tap on the tab bar (`animated` models a delegate's
  /// animator, SPEC §5.4).
  public func select(_ index: Int, animated: Bool = false) throws {
    let simulator = try attachedSimulator()
    try simulator.select(index: index, in: self, animated: animated, at: simulator.time)
  }
}

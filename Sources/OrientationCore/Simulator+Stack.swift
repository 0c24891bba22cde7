/// Replacing a navigation stack in one step, as `UINavigationController.setViewControllers(_:animated:)`
/// and `popToRootViewController(animated:)` do.
extension Simulator {
  /// Replaces the stack of `nav` with `stack` in one structural change (SPEC §5.4): view
  /// controllers that leave get `willMove(toParent: nil)`, new ones `willMove(toParent: nav)`;
  /// then one appearance transition from the old top to the new; then `didMove(toParent: nil)`
  /// for those that left and `didMove(toParent: nav)` for the new ones. View controllers kept in
  /// the stack get no containment callbacks, whatever their new position. Never rotates
  /// (SPEC §3.3). An empty stack is refused, as UIKit requires a root.
  public func setViewControllers(
    _ stack: [ViewController], in nav: NavigationController, animated: Bool = true,
    at time: Double
  ) throws {
    try admit("setViewControllers", at: time) { [unowned self] in
      try self.setViewControllersAdmitted(stack, in: nav, animated: animated)
    }
  }

  /// `setViewControllers` once admitted (SPEC §5.6), at the clock\'s ``time``.
  private func setViewControllersAdmitted(
    _ stack: [ViewController], in nav: NavigationController, animated: Bool
  ) throws {
    guard let newTop = stack.last else {
      throw OrientationError(
        name: "InvalidAction",
        reason: "navigation controller '\(nav.id)' needs at least one view controller")
    }
    let old = nav.children
    let leaving = old.filter { vc in !stack.contains { $0 === vc } }
    let arriving = stack.filter { vc in !old.contains { $0 === vc } }
    if let refusal = duplicateIdentifier(arriving: arriving) { throw refusal }
    for vc in arriving { attach(vc) }
    // A new top that was not in the stack arrives as a push does; a top already in the stack
    // is revealed as by a pop, the old top being the one that leaves (SPEC §5.4).
    // Every view controller that leaves the stack is moving from its parent; one that only
    // changes place is not (SPEC §5.4).
    let kind: AppearanceKind = arriving.contains { $0 === newTop } ? .push : .pop
    let subject = kind == .push ? newTop : nil
    let shown = isLaunched && isVisible(nav)
    try runAppearanceTransition(
      kind, animated: animated, subject: subject, leaving: leaving,
      start: {
        for vc in leaving { deliverWillMove(vc, toParent: nil) }
        for vc in arriving { deliverWillMove(vc, toParent: nav) }
        if shown && kind == .push { loadView(newTop) }
      },
      change: {
        for vc in leaving { vc.parent = nil }
        for vc in stack { vc.parent = nav }
        nav.children = stack
      },
      end: { [unowned self] in
        for vc in leaving { deliverDidMove(vc, toParent: nil) }
        for vc in arriving { deliverDidMove(vc, toParent: nav) }
      })
    try runHeldInputs()
  }
}

import OrientationCore

/// `UIHinge`: the hinge's state as a `UIHingeInteraction` update carries it (iOS 27.1, SPEC §9.2).
public struct UIHinge: Hashable, Sendable {
  /// `UIHinge.Status`.
  public enum Status: Int, Sendable, Hashable {
    case unknown = 0
    case closed = 1
    case partiallyOpen = 2
    case fullyOpen = 3
  }
  /// The angle in radians: 0 shut, π flat.
  public var angle: CGFloat
  /// How far the hinge is open.
  public var status: Status
}

/// `UIHingeInteraction`: attached to a view with `addInteraction(_:)`, it hears the hinge's state
/// when the view's view controller loads its view and at each change (SPEC §5.9): every status
/// change and every move of 1° or more, whether or not the view is in the window, never held by a
/// transition. Each update is recorded (`hingeInteraction.update`) on the view controller whose
/// view holds the interaction's view, then `updateHandler` runs. On a device without a hinge the
/// one update has `hinge` `nil`. Turned off, updates are dropped; turned on again, the current
/// state comes at once.
///
/// Attach it to a view that is a view controller's view or inside one (found through
/// `superview`) when it is attached; an interaction on a view outside any view controller hears
/// nothing.
@preconcurrency @MainActor
public final class UIHingeInteraction: @MainActor UIInteraction {
  /// `UIHingeInteraction.Update`.
  public struct Update: Hashable, Sendable {
    /// The hinge, or `nil` where there is none.
    public var hinge: UIHinge?
  }

  /// The view it is attached to.
  public private(set) weak var view: UIView?
  let engine: HingeInteraction

  /// An interaction whose `updateHandler` runs at each update.
  public init(updateHandler: @escaping (UIHingeInteraction, UIHingeInteraction.Update) -> Void) {
    weak var interaction: UIHingeInteraction?
    engine = HingeInteraction { _, update in
      guard let interaction else { return }
      let hinge = update.hinge.map {
        UIHinge(
          angle: CGFloat($0.angle), status: UIHinge.Status(rawValue: $0.status.rawValue) ?? .unknown
        )
      }
      MainActor.assumeIsolated { updateHandler(interaction, Update(hinge: hinge)) }
    }
    interaction = self
  }

  /// Whether updates are delivered; turning it on again delivers the current state at once.
  public var isEnabled: Bool {
    get { engine.isEnabled }
    set {
      guard let harness = UIKitHarness.currentOrLatest else {
        engine.isEnabled = newValue
        return
      }
      harness.asCurrent { engine.isEnabled = newValue }
    }
  }

  public func willMove(to view: UIView?) {}

  /// Joins the engine's view controller of the view controller whose view holds `view`.
  public func didMove(to view: UIView?) {
    self.view = view
    var next = view
    while let current = next, current.owner == nil { next = current.superview }
    guard let owner = next?.owner, let node = owner.node, let harness = node.harness else {
      return
    }
    harness.asCurrent { node.addInteraction(engine) }
  }
}

extension UIKitHarness {
  /// A posture set directly (a scene's `posture` event, SPEC §5.9) at `time`: on a foldable
  /// device profile, folding or unfolding as `Simulator.setPosture(_:at:)` does. Before the
  /// launch, the display the app launches on (the launch orientation is carried to its frame).
  public func setPosture(_ posture: Posture, at time: TimeInterval) throws {
    try hingeInput(at: time, beforeLaunch: { $0.launchPosture = (posture, nil) }) {
      try $0.setPosture(posture, at: time)
    }
  }

  /// A hinge sample of `degrees` at `time`, through the posture detector (SPEC §6.1), as
  /// `Simulator.setHinge(_:at:)`. Before the launch, the hinge the app launches with.
  public func setHinge(_ degrees: Double, at time: TimeInterval) throws {
    try hingeInput(at: time, beforeLaunch: { $0.launchPosture = (nil, degrees) }) {
      try $0.setHinge(degrees, at: time)
    }
  }

  /// A hinge input at `time`: kept for the launch before it, else given to the engine after the
  /// transitions due by then.
  private func hingeInput(
    at time: TimeInterval, beforeLaunch: (UIKitHarness) -> Void,
    _ input: (Simulator) throws -> Void
  ) throws {
    try setClock(time)
    guard let simulator else { return beforeLaunch(self) }
    try turn {
      try runDue(through: time, simulator)
      try input(simulator)
    }
    try throwProblems()
  }
}

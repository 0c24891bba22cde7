/// `UITouch`: a compile surface, so that the touch overrides of views and view controllers
/// compile. No touch is ever made or delivered here.
@preconcurrency @MainActor
open class UITouch: Hashable {
  public init() {}
  /// The view the touch began in: none.
  open var view: UIView? { nil }
  /// The touch's location in `view`'s coordinates: the origin.
  open func location(in view: UIView?) -> CGPoint { .zero }
  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UIEvent`: a compile surface; no event is ever delivered here.
@preconcurrency @MainActor
open class UIEvent {
  public init() {}
}

import OrientationCore

/// `UIGestureRecognizerDelegate`: every method has a default.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

/// `UIGestureRecognizer`: targets, settings and the view it is attached to, stored. No touch
/// arrives, so nothing is recognized: `state` stays `possible` and no action is sent.
@preconcurrency @MainActor
open class UIGestureRecognizer {
  /// `UIGestureRecognizer.State`.
  public enum State: Int, Sendable, Hashable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  /// The view it is attached to.
  public internal(set) weak var view: UIView?
  open var state: State = .possible
  open var isEnabled = true
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  open var name: String?
  private var targets: [(target: AnyObject?, action: Selector)] = []
  private var failureRequirements: [UIGestureRecognizer] = []

  /// A recognizer that would send `action` to `target`.
  public init(target: Any?, action: Selector?) {
    if let action { targets.append((target as AnyObject?, action)) }
  }
  /// A recognizer with no target.
  public convenience init() { self.init(target: nil, action: nil) }

  /// Stores another target and action.
  open func addTarget(_ target: Any, action: Selector) {
    targets.append((target as AnyObject, action))
  }
  /// Forgets a target's actions.
  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll {
      (target == nil || $0.target === (target as AnyObject?))
        && (action == nil || $0.action == action)
    }
  }
  /// Stored: this recognizer waits for `otherGestureRecognizer` to fail.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(otherGestureRecognizer)
  }
  /// The touch location: zero (no touch arrives).
  open func location(in view: UIView?) -> CGPoint { .zero }
  /// No touches.
  open var numberOfTouches: Int { 0 }
  /// Nothing to reset.
  open func reset() {}

  // What `UIKit.UIGestureRecognizerSubclass` exposes for subclasses. No touch or press ever
  // arrives here, so the face calls none of these; a subclass's overrides are its own code,
  // and a test may call them with touches it makes.

  /// Touches began: does nothing by default.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches moved: does nothing by default.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches ended: does nothing by default.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches were cancelled: does nothing by default.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Stops tracking `touch`: does nothing (no touch is tracked).
  open func ignore(_ touch: UITouch, for event: UIEvent) {}
  /// Whether this recognizer may prevent `preventedGestureRecognizer`: true, as UIKit's default.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer` may prevent this one: true, as UIKit's default.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether this recognizer waits for `otherGestureRecognizer` to fail: false by default.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  /// Whether `otherGestureRecognizer` waits for this one to fail: false by default.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}

/// `UITapGestureRecognizer`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1
}

/// `UIPanGestureRecognizer`: its translation is stored by `setTranslation(_:in:)`.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  private var translation: CGPoint = .zero
  /// The stored translation.
  open func translation(in view: UIView?) -> CGPoint { translation }
  /// Stores a translation.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    self.translation = translation
  }
  /// Zero: nothing moves.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// `UIPinchGestureRecognizer`.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  open var scale: CGFloat = 1
  /// Zero: nothing moves.
  open var velocity: CGFloat { 0 }
}

/// `UIRotationGestureRecognizer`: a two-finger rotation. No touch arrives, so it never
/// recognizes; the rotation set is stored and read back.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation in radians since the gesture began (stored).
  open var rotation: CGFloat = 0
  /// Zero: nothing moves.
  open var velocity: CGFloat { 0 }
}

/// `UISwipeGestureRecognizer`.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }
  open var direction: Direction = .right
  open var numberOfTouchesRequired = 1
}

/// `UILongPressGestureRecognizer`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
  open var numberOfTouchesRequired = 1
  open var allowableMovement: CGFloat = 10
}

/// `UIScreenEdgePanGestureRecognizer`: a pan from a screen edge. Attached like any recognizer;
/// no touch arrives, so it never recognizes.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges it watches: stored and read back, nothing more.
  open var edges: UIRectEdge = []
}

/// Gesture recognizers compare and hash by identity, as NSObjects do (`gestureRecognizer ==
/// navigationController.interactivePopGestureRecognizer`).
extension UIGestureRecognizer: Hashable {
  nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool {
    lhs === rhs
  }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

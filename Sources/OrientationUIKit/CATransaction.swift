import Foundation

/// `CATransaction`: Core Animation's transactions, so that code that groups or silences layer
/// changes around a rotation compiles. orientsim animates nothing: the settings are stored and
/// read back, nothing more, and a completion block runs when the outermost transaction commits,
/// as every change in it is already complete.
@preconcurrency @MainActor
open class CATransaction {
  private static var depth = 0
  private static var disablesActions = false
  private static var duration: TimeInterval = 0.25
  private static var completion: (@MainActor () -> Void)?
  private static var timingFunction: CAMediaTimingFunction?

  /// Begins a transaction (transactions nest).
  open class func begin() { depth += 1 }

  /// Commits the transaction; the outermost commit runs the completion block, if any.
  open class func commit() {
    depth = max(0, depth - 1)
    guard depth == 0, let block = completion else { return }
    completion = nil
    block()
  }

  /// Nothing to flush: changes are never deferred.
  open class func flush() {}

  /// Whether layer changes are not animated: stored and read back, nothing more.
  open class func disableActions() -> Bool { disablesActions }
  /// Sets ``disableActions()``: stored and read back, nothing more.
  open class func setDisableActions(_ flag: Bool) { disablesActions = flag }

  /// The duration of the transaction's animations: stored and read back, nothing more.
  open class func animationDuration() -> TimeInterval { duration }
  /// Sets ``animationDuration()``: stored and read back, nothing more.
  open class func setAnimationDuration(_ dur: TimeInterval) { duration = dur }

  /// The timing function of the transaction's animations: stored and read back, nothing more.
  open class func animationTimingFunction() -> CAMediaTimingFunction? { timingFunction }
  /// Sets ``animationTimingFunction()``: stored and read back, nothing more.
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    timingFunction = function
  }

  /// The block that runs when the outermost transaction commits.
  open class func completionBlock() -> (@MainActor () -> Void)? { completion }
  /// Sets ``completionBlock()``; outside a transaction the block runs at once.
  open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    guard depth > 0 else {
      block?()
      return
    }
    completion = block
  }
}

/// `CAMediaTimingFunction`: the curve of an animation, by name; stored, never evaluated.
public final class CAMediaTimingFunction: Sendable {
  /// The curve's name.
  public let name: CAMediaTimingFunctionName
  /// The curve named `name`.
  public init(name: CAMediaTimingFunctionName) { self.name = name }
}

/// `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let easeIn = Self(rawValue: "easeIn")
  public static let easeOut = Self(rawValue: "easeOut")
  public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
  public static let `default` = Self(rawValue: "default")
}

/// `CFTimeInterval`: seconds, as Core Foundation counts them.
public typealias CFTimeInterval = Double

/// `CACurrentMediaTime()`: seconds of the host's monotonic clock (its uptime), as Core
/// Animation's media time is the device's. It is real time, not a harness's virtual clock.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = Self(rawValue: "forwards")
  public static let backwards = Self(rawValue: "backwards")
  public static let both = Self(rawValue: "both")
  public static let removed = Self(rawValue: "removed")
}

/// `CAAnimationDelegate`: told when an animation given to a layer starts and stops (both on the
/// main queue, as it is complete at once here); each method has a default.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: CAAnimation)
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAnimation`: an animation's timing, stored. Nothing is animated here: an animation given to
/// a layer with ``CALayer/add(_:forKey:)`` is complete at once (the layer's properties keep the
/// values set on them), its delegate hears `animationDidStart(_:)` and then
/// `animationDidStop(_:finished:)` with `true` on the main queue (at the end of the turn, in a
/// harness's app code), and the layer keeps it only when ``isRemovedOnCompletion`` is false, as
/// Core Animation keeps a finished one.
@preconcurrency @MainActor
open class CAAnimation {
  open var duration: CFTimeInterval = 0
  open var beginTime: CFTimeInterval = 0
  open var timeOffset: CFTimeInterval = 0
  open var speed: Float = 1
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed
  open var isRemovedOnCompletion = true
  open var timingFunction: CAMediaTimingFunction?
  /// Stored (strongly, as Core Animation holds it); told the animation started and finished.
  open var delegate: (any CAAnimationDelegate)?
  public init() {}
}

/// `CAPropertyAnimation`: an animation of one key path, stored.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
  open var keyPath: String?
  open var isAdditive = false
  open var isCumulative = false
  public override init() { super.init() }
  public init(keyPath path: String?) {
    keyPath = path
    super.init()
  }
}

/// `CABasicAnimation`: from, to and by values, stored.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

/// `CAKeyframeAnimation`: key frames, stored.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
  open var path: CGPath?
  open var timingFunctions: [CAMediaTimingFunction]?
  open var calculationMode: CAAnimationCalculationMode = .linear
  open var rotationMode: CAAnimationRotationMode?
}

/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let discrete = Self(rawValue: "discrete")
  public static let paced = Self(rawValue: "paced")
  public static let cubic = Self(rawValue: "cubic")
  public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateAuto = Self(rawValue: "auto")
  public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// `CASpringAnimation`: a spring's parameters, stored. Its settling duration is the damped
/// spring's (the time its envelope takes to fall under 0.1 % of the start, ours), since code
/// sets the duration from it.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  /// The time the spring takes to settle.
  open var settlingDuration: CFTimeInterval {
    guard mass > 0, damping > 0 else { return 0 }
    let decay = damping / (2 * mass)
    return Double(log(1000) / decay)
  }
}

/// `CAAnimationGroup`: animations run together, stored.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?
}

/// `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = Self(rawValue: "fade")
  public static let moveIn = Self(rawValue: "moveIn")
  public static let push = Self(rawValue: "push")
  public static let reveal = Self(rawValue: "reveal")
}

/// `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = Self(rawValue: "fromRight")
  public static let fromLeft = Self(rawValue: "fromLeft")
  public static let fromTop = Self(rawValue: "fromTop")
  public static let fromBottom = Self(rawValue: "fromBottom")
}

/// `CATransition`: a layer transition, stored.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
  open var type: CATransitionType = .fade
  open var subtype: CATransitionSubtype?
  open var startProgress: Float = 0
  open var endProgress: Float = 1
}

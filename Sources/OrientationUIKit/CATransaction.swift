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

/// `CAAnimation`: an animation's timing, stored. No layer runs one here: see
/// ``CALayer/animation(forKey:)``.
@preconcurrency @MainActor
open class CAAnimation {
  /// The duration, stored.
  open var duration: TimeInterval = 0
  /// The curve, stored.
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the animation leaves the layer when done, stored.
  open var isRemovedOnCompletion = true
  public init() {}
}

extension CALayer {
  /// Always nil: nothing is animated here, so a layer never has a running animation — not even
  /// during a rotation, when UIKit animates a view's `bounds.size` and `position`.
  public func animation(forKey key: String) -> CAAnimation? { nil }
  /// Always nil: see ``animation(forKey:)``.
  public func animationKeys() -> [String]? { nil }
}

/// `CFTimeInterval`: seconds, as Core Foundation counts them.
public typealias CFTimeInterval = Double

/// `CACurrentMediaTime()`: seconds of the host's monotonic clock (its uptime), as Core
/// Animation's media time is the device's. It is real time, not a harness's virtual clock.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

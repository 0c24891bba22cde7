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

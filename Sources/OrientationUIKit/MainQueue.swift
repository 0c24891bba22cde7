import Dispatch
import OrientationCore

// The main queue (SPEC §9.1). Work app code puts on the main queue runs at the same virtual
// time, in the order it was queued, after the UIKit call or harness step that queued it returns
// and before the next input: the main run loop's next turn.
//
// Foundation's own main queue cannot give that on Linux: under `swift test` the main thread has
// handed the main queue to libdispatch (`dispatchMain()`), which runs its work on a thread of its
// own, concurrently with the test; `RunLoop.main` never runs; and a test cannot wait for the
// queue from the main actor, which is that queue. So the face takes the work when it is queued:
// while a harness's app code runs (the harness is current), `DispatchQueue.main.async(execute:)`,
// `OperationQueue.main.addOperation(_:)` and `RunLoop.main.perform(_:)` hand their block to the
// harness, which runs it when the turn ends. Outside a harness, and for every other queue, the
// calls do what Foundation's do.
//
// A notification observer added for the main queue (`queue: .main`) runs in the post when the
// post is made on the main actor, as iOS runs it before `post` returns; Foundation's on Linux
// would queue the block and wait for the main queue from the main queue, which never returns.
//
// These are overloads visible where OrientationUIKit is imported: `async(execute:)` is preferred
// to Dispatch's `async(group:qos:flags:execute:)` because it needs no default argument, and the
// other two shadow Foundation's methods of the same signature. Other forms (`asyncAfter`, a
// `DispatchWorkItem`, `Task { @MainActor in … }`) are not taken.

extension UIKitHarness {
  /// Runs `body` as app code in one turn; when the outermost turn ends, the main queue runs.
  func turn<T>(_ body: () throws -> T) rethrows -> T {
    turnDepth += 1
    defer {
      turnDepth -= 1
      if turnDepth == 0 { drainMainQueue() }
    }
    return try asCurrent(body)
  }

  /// Advances `simulator` to `time` one completion moment at a time, running the main queue
  /// after each (work queued by a completion runs at its time, before later ones).
  func runDue(through time: TimeInterval, _ simulator: Simulator) throws {
    while let end = simulator.nextCompletionTime, end <= time {
      try simulator.advance(to: end)
      drainMainQueue()
    }
    try simulator.advance(to: time)
  }

  /// Queues `work` on this harness's main queue.
  func enqueueOnMain(_ work: @escaping () -> Void) { mainQueue.append(work) }

  /// Runs the main queue's work in order, including work queued meanwhile, until it is empty.
  func drainMainQueue() {
    guard !drainingMainQueue else { return }
    drainingMainQueue = true
    turnDepth += 1
    defer {
      turnDepth -= 1
      drainingMainQueue = false
    }
    while !mainQueue.isEmpty {
      let work = mainQueue.removeFirst()
      asCurrent(work)
    }
  }
}

extension DispatchQueue {
  /// Submits `work` to the queue. On the main queue while a harness's app code runs, the
  /// harness runs it at the end of the turn (SPEC §9.1); otherwise as Dispatch's
  /// `async(group:qos:flags:execute:)`.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    if label == DispatchQueue.main.label, let harness = UIKitHarness.current {
      MainActor.assumeIsolated { harness.enqueueOnMain(work) }
      return
    }
    async(execute: DispatchWorkItem(block: work))
  }
}

extension OperationQueue {
  /// Adds an operation running `block`. On the main queue while a harness's app code runs, the
  /// harness runs it at the end of the turn (SPEC §9.1); otherwise as Foundation's.
  ///
  /// It has Foundation's signature, so a file sees this one only when it reaches Foundation
  /// through `UIKit` or `OrientationUIKit`; in a file that also says `import Foundation`,
  /// Foundation's is the one called (this one is disfavoured rather than ambiguous), and the
  /// block runs on Foundation's main queue at an unspecified moment.
  @_disfavoredOverload
  public func addOperation(_ block: @escaping @Sendable () -> Void) {
    if self === OperationQueue.main, let harness = UIKitHarness.current {
      MainActor.assumeIsolated { harness.enqueueOnMain(block) }
      return
    }
    addOperation(BlockOperation(block: block))
  }
}

extension RunLoop {
  /// Schedules `block` on the run loop. On the main run loop while a harness's app code runs,
  /// the harness runs it at the end of the turn (SPEC §9.1); otherwise as Foundation's, in the
  /// default mode.
  ///
  /// As the main-queue `OperationQueue.addOperation(_:)` above, it has Foundation's signature: in a file
  /// that also says `import Foundation`, Foundation's is the one called.
  @_disfavoredOverload
  public func perform(_ block: @escaping @Sendable () -> Void) {
    if self === RunLoop.main, let harness = UIKitHarness.current {
      MainActor.assumeIsolated { harness.enqueueOnMain(block) }
      return
    }
    perform(inModes: [.default], block: block)
  }
}

extension NotificationCenter {
  /// Adds an observer whose block runs on `queue`. For the main queue, a notification posted
  /// while a harness's app code runs (the face's own
  /// `UIDevice.orientationDidChangeNotification` included) runs the block in the post, before
  /// `post` returns, as on iOS; posted elsewhere, the block goes to Foundation's main queue. For
  /// any other queue, as Foundation's. (A non-optional `queue` makes this overload the one a call
  /// with `.main` finds; `queue: nil` is Foundation's, which runs the block in the post.)
  @discardableResult
  public func addObserver(
    forName name: NSNotification.Name?, object: Any?, queue: OperationQueue,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    guard queue === OperationQueue.main else {
      let other: OperationQueue? = queue
      return addObserver(forName: name, object: object, queue: other, using: block)
    }
    return addObserver(forName: name, object: object, queue: nil) { notification in
      if UIKitHarness.current != nil {
        block(notification)
      } else {
        nonisolated(unsafe) let notification = notification
        OperationQueue.main.addOperation(BlockOperation { block(notification) })
      }
    }
  }
}

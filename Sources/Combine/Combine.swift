// The `Combine` module on Linux, for app code that says `import Combine` beside `import UIKit`:
// OpenCombine (an open-source implementation of Combine's API) re-exported under Combine's
// module name, with its Foundation and Dispatch parts — `NotificationCenter.default.publisher(for:)`,
// `ObservableObject`, `@Published`, `sink`, `assign`, the subjects and operators — with the
// combining operators it lacks (Combining.swift), and one change: `receive(on:)` with the main queue, the main run loop or the main operation queue
// hands its work to the UIKit face's main queue (SPEC §9.1), so a subscriber that hops to the
// main queue runs at the virtual time of the value, after the UIKit call or harness step that
// sent it, as on iOS. Depend on it only where the system has no Combine:
// `.product(name: "Combine", package: "orientsim", condition: .when(platforms: [.linux]))`.
//
// Not modelled: time. Schedulers' delayed work (`debounce`, `throttle`, `delay`, `timeout`,
// `Timer.publish`) runs on the real clock through Dispatch or the run loop, never in virtual
// time; under a harness, nothing waits for it.

import Dispatch
import Foundation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
import OrientationUIKit

/// A main-thread scheduler whose immediate work goes to the UIKit face's main queue while a
/// harness's app code runs (SPEC §9.1), else to the wrapped scheduler; delayed work always goes
/// to the wrapped scheduler, on the real clock.
///
/// What `receive(on:)` returns for `DispatchQueue.main`, `RunLoop.main` and
/// `OperationQueue.main` (`Publishers.ReceiveOn<Upstream, MainQueueScheduler<…>>`); other queues
/// pass through to their own scheduler unchanged. Code that names the publisher's type (rather
/// than erasing it with `eraseToAnyPublisher()`) names this scheduler instead of the queue.
public struct MainQueueScheduler<Wrapped: Scheduler>: Scheduler {
  public typealias SchedulerTimeType = Wrapped.SchedulerTimeType
  public typealias SchedulerOptions = Wrapped.SchedulerOptions

  /// The queue's own scheduler.
  public let wrapped: Wrapped
  /// Whether the wrapped scheduler is the main one (else this passes everything through).
  public let isMain: Bool

  /// Wraps `wrapped`; `isMain` says whether it runs on the main queue.
  public init(_ wrapped: Wrapped, isMain: Bool) {
    self.wrapped = wrapped
    self.isMain = isMain
  }

  public var now: SchedulerTimeType { wrapped.now }
  public var minimumTolerance: SchedulerTimeType.Stride { wrapped.minimumTolerance }

  /// On the main queue, through the face's `DispatchQueue.main.async(execute:)`: the harness
  /// takes the work while its app code runs; otherwise Dispatch's main queue.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    guard isMain else { return wrapped.schedule(options: options, action) }
    nonisolated(unsafe) let work = action
    DispatchQueue.main.async(execute: { work() })
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    wrapped.schedule(after: date, tolerance: tolerance, options: options, action)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    wrapped.schedule(
      after: date, interval: interval, tolerance: tolerance, options: options, action)
  }
}

extension Publisher {
  /// Delivers elements on `queue`: on the main queue, at the end of the face's current turn
  /// (SPEC §9.1); on another queue, as Dispatch does.
  public func receive(
    on queue: DispatchQueue, options: DispatchQueue.OCombine.SchedulerOptions? = nil
  ) -> Publishers.ReceiveOn<Self, MainQueueScheduler<DispatchQueue.OCombine>> {
    receive(
      on: MainQueueScheduler(queue.ocombine, isMain: queue.label == DispatchQueue.main.label),
      options: options)
  }

  /// Delivers elements on `runLoop`: on the main run loop, at the end of the face's current
  /// turn (SPEC §9.1); on another, as Foundation does.
  public func receive(
    on runLoop: RunLoop, options: RunLoop.OCombine.SchedulerOptions? = nil
  ) -> Publishers.ReceiveOn<Self, MainQueueScheduler<RunLoop.OCombine>> {
    receive(
      on: MainQueueScheduler(runLoop.ocombine, isMain: runLoop === RunLoop.main), options: options)
  }

  /// Delivers elements on `queue`: on the main operation queue, at the end of the face's
  /// current turn (SPEC §9.1); on another, as Foundation does.
  public func receive(
    on queue: OperationQueue, options: OperationQueue.OCombine.SchedulerOptions? = nil
  ) -> Publishers.ReceiveOn<Self, MainQueueScheduler<OperationQueue.OCombine>> {
    receive(
      on: MainQueueScheduler(queue.ocombine, isMain: queue === OperationQueue.main),
      options: options)
  }
}

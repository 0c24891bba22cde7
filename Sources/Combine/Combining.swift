// Combine's combining operators that OpenCombine 0.14 lacks: `combineLatest` (two to four
// publishers, with or without a transform) and `merge(with:)` (two to four, and `MergeMany`),
// with Combine's semantics — CombineLatest publishes the tuple of the latest values once every
// upstream has published and each time any publishes after that; Merge republishes every value
// in the order it arrives; both finish when every upstream has finished and fail with the first
// failure, cancelling the others.
//
// Demand (ours where Apple's differs): each upstream is asked for unlimited values. Merge keeps
// the values its subscriber has not asked for yet, in order; CombineLatest keeps only the
// latest combination, sent when the subscriber next asks.

import Foundation

/// The subscription a combining publisher gives its subscriber; each upstream feeds it through
/// a ``CombiningInput``.
final class CombiningSubscription<Output, Failure: Error>: Subscription {
  private enum Mode {
    case latest(build: ([Any]) -> Output)
    case merge
  }

  private let lock = NSRecursiveLock()
  private let mode: Mode
  private var downstream: AnySubscriber<Output, Failure>?
  private var upstreams: [(any Subscription)?]
  private var latest: [Any?]
  private var finished: [Bool]
  private var demand = Subscribers.Demand.none
  private var pendingLatest = false
  private var queued: [Output] = []
  private var upstreamDone = false

  private init(count: Int, mode: Mode, downstream: AnySubscriber<Output, Failure>) {
    self.mode = mode
    self.downstream = downstream
    upstreams = Array(repeating: nil, count: count)
    latest = Array(repeating: nil, count: count)
    finished = Array(repeating: false, count: count)
  }

  /// Combines the latest values of `count` upstreams with `build`.
  static func latest(
    count: Int, downstream: AnySubscriber<Output, Failure>, build: @escaping ([Any]) -> Output
  ) -> CombiningSubscription {
    CombiningSubscription(count: count, mode: .latest(build: build), downstream: downstream)
  }

  /// Merges the values of `count` upstreams.
  static func merge(count: Int, downstream: AnySubscriber<Output, Failure>)
    -> CombiningSubscription
  { CombiningSubscription(count: count, mode: .merge, downstream: downstream) }

  /// Subscribes to each upstream in order, then hands the subscription to the subscriber.
  func start(_ subscribeEach: [(CombiningSubscription) -> Void]) {
    lock.lock()
    let subscriber = downstream
    lock.unlock()
    subscriber?.receive(subscription: self)
    for subscribe in subscribeEach { subscribe(self) }
    if subscribeEach.isEmpty {
      lock.lock()
      upstreamDone = true
      deliver()
      lock.unlock()
    }
  }

  func received(subscription: any Subscription, at index: Int) {
    lock.lock()
    guard downstream != nil, upstreams[index] == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstreams[index] = subscription
    lock.unlock()
    subscription.request(.unlimited)
  }

  func received(_ value: Any, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    guard downstream != nil, !finished[index] else { return }
    switch mode {
    case .latest:
      latest[index] = value
      guard latest.allSatisfy({ $0 != nil }) else { return }
      pendingLatest = true
    case .merge:
      // The merged publishers share one output type.
      guard let output = value as? Output else { return }
      queued.append(output)
    }
    deliver()
  }

  func received(completion: Subscribers.Completion<Failure>, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    guard let subscriber = downstream, !finished[index] else { return }
    finished[index] = true
    if case .failure = completion {
      downstream = nil
      let others = upstreams
      upstreams = Array(repeating: nil, count: upstreams.count)
      for (other, subscription) in others.enumerated() where other != index {
        subscription?.cancel()
      }
      subscriber.receive(completion: completion)
      return
    }
    if finished.allSatisfy({ $0 }) {
      upstreamDone = true
      deliver()
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    defer { lock.unlock() }
    guard downstream != nil else { return }
    self.demand += demand
    deliver()
  }

  func cancel() {
    lock.lock()
    let others = upstreams
    downstream = nil
    upstreams = Array(repeating: nil, count: upstreams.count)
    queued = []
    lock.unlock()
    for subscription in others { subscription?.cancel() }
  }

  /// Sends what the subscriber has asked for, then the completion once every upstream finished
  /// and nothing is left to send. Called with the lock held (it is recursive, so the
  /// subscriber may ask for more from inside `receive(_:)`).
  private func deliver() {
    while let subscriber = downstream, demand > 0, let output = takeNext() {
      demand -= 1
      demand += subscriber.receive(output)
    }
    guard upstreamDone, !hasNext, let subscriber = downstream else { return }
    downstream = nil
    subscriber.receive(completion: .finished)
  }

  /// Whether a value waits for the subscriber's demand.
  private var hasNext: Bool {
    switch mode {
    case .latest: pendingLatest
    case .merge: !queued.isEmpty
    }
  }

  /// The next value to send, taken from what waits.
  private func takeNext() -> Output? {
    guard hasNext else { return nil }
    switch mode {
    case .latest(let build):
      pendingLatest = false
      return build(latest.map { $0! })
    case .merge:
      return queued.removeFirst()
    }
  }
}

/// One upstream's subscriber, feeding a ``CombiningSubscription`` at its index.
struct CombiningInput<Input, Output, Failure: Error>: Subscriber {
  let combine: CombiningSubscription<Output, Failure>
  let index: Int
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: any Subscription) {
    combine.received(subscription: subscription, at: index)
  }
  func receive(_ input: Input) -> Subscribers.Demand {
    combine.received(input, at: index)
    return .none
  }
  func receive(completion: Subscribers.Completion<Failure>) {
    combine.received(completion: completion, at: index)
  }
}

extension Publisher {
  /// Subscribes a combining subscription's input `index` to this publisher.
  fileprivate func feed<Output>(_ combine: CombiningSubscription<Output, Failure>, at index: Int) {
    subscribe(CombiningInput<Self.Output, Output, Failure>(combine: combine, index: index))
  }
}

extension Publishers {
  /// `Publishers.CombineLatest`: the latest values of two publishers, as a pair.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombiningSubscription<Output, Failure>.latest(
        count: 2, downstream: AnySubscriber(subscriber),
        build: { ($0[0] as! A.Output, $0[1] as! B.Output) }
      ).start([{ a.feed($0, at: 0) }, { b.feed($0, at: 1) }])
    }
  }

  /// `Publishers.CombineLatest3`: the latest values of three publishers.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombiningSubscription<Output, Failure>.latest(
        count: 3, downstream: AnySubscriber(subscriber),
        build: { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
      ).start([{ a.feed($0, at: 0) }, { b.feed($0, at: 1) }, { c.feed($0, at: 2) }])
    }
  }

  /// `Publishers.CombineLatest4`: the latest values of four publishers.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombiningSubscription<Output, Failure>.latest(
        count: 4, downstream: AnySubscriber(subscriber),
        build: { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) }
      ).start([
        { a.feed($0, at: 0) }, { b.feed($0, at: 1) }, { c.feed($0, at: 2) },
        { d.feed($0, at: 3) },
      ])
    }
  }

  /// `Publishers.Merge`: the values of two publishers, as they arrive.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombiningSubscription<Output, Failure>.merge(count: 2, downstream: AnySubscriber(subscriber))
        .start([{ a.feed($0, at: 0) }, { b.feed($0, at: 1) }])
    }
  }

  /// `Publishers.Merge3`: the values of three publishers, as they arrive.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombiningSubscription<Output, Failure>.merge(count: 3, downstream: AnySubscriber(subscriber))
        .start([{ a.feed($0, at: 0) }, { b.feed($0, at: 1) }, { c.feed($0, at: 2) }])
    }
  }

  /// `Publishers.MergeMany`: the values of any number of publishers of one type.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let publishers: [Upstream]
    public init(_ upstream: Upstream...) { publishers = upstream }
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      publishers = Array(upstream)
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let combine = CombiningSubscription<Output, Failure>.merge(
        count: publishers.count, downstream: AnySubscriber(subscriber))
      combine.start(
        publishers.enumerated().map { index, publisher in { publisher.feed($0, at: index) } })
    }
    public func merge(with other: Upstream) -> MergeMany {
      MergeMany(publishers + [other])
    }
  }
}

extension Publisher {
  /// `combineLatest(_:)`.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure { Publishers.CombineLatest(self, other) }

  /// `combineLatest(_:_:)`: the pair made into one value.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// `combineLatest(_:_:)` with two others.
  public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q)
    -> Publishers.CombineLatest3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure { Publishers.CombineLatest3(self, p, q) }

  /// `combineLatest(_:_:_:)` with two others and a transform.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, p, q).map(transform)
  }

  /// `combineLatest(_:_:_:)` with three others.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R)
    -> Publishers.CombineLatest4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, p, q, r)
  }

  /// `combineLatest(_:_:_:_:)` with three others and a transform.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, p, q, r).map(transform)
  }

  /// `merge(with:)`.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where Output == P.Output, Failure == P.Failure { Publishers.Merge(self, other) }

  /// `merge(with:_:)`.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where Output == B.Output, B.Output == C.Output, Failure == B.Failure, B.Failure == C.Failure {
    Publishers.Merge3(self, b, c)
  }
}

import Foundation

// SwiftUI's phase and keyframe animators (iOS 17). Time is not modelled here, so no animation
// runs: a `PhaseAnimator` is built in its first phase, and the `phaseAnimator` and
// `keyframeAnimator` modifiers build the view as it is, without running their content
// closures. The keyframes an app declares are values that compile and are never played.

/// SwiftUI's `PhaseAnimator`: built in its first phase (no phase ever advances here).
public struct PhaseAnimator<Phase: Equatable, Content: View> {
  let first: Phase?
  let content: (Phase) -> Content

  /// Phases that would advance each time `trigger` changes.
  public init<S: Sequence, T: Equatable>(
    _ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where S.Element == Phase {
    first = phases.first(where: { _ in true })
    self.content = content
  }
  /// Phases that would advance one after another, forever.
  public init<S: Sequence>(
    _ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where S.Element == Phase {
    first = phases.first(where: { _ in true })
    self.content = content
  }
}

extension PhaseAnimator: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    if let first { walker.walk(content(first)) }
  }
}

extension View {
  /// Builds the view as it is: `content` is never run (no phase advances here).
  public func phaseAnimator<Phase: Equatable, S: Sequence, V: View>(
    _ phases: S, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View where S.Element == Phase { stored("phaseAnimator") }
  /// Builds the view as it is: `content` is never run (no phase advances here).
  public func phaseAnimator<Phase: Equatable, S: Sequence, T: Equatable, V: View>(
    _ phases: S, trigger: T,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View where S.Element == Phase { stored("phaseAnimator") }
  /// Builds the view as it is: neither `content` nor `keyframes` is run (no time passes).
  public func keyframeAnimator<Value, V: View, K: Keyframes>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> some View where K.Value == Value { stored("keyframeAnimator") }
  /// Builds the view as it is: neither `content` nor `keyframes` is run (no time passes).
  public func keyframeAnimator<Value, T: Equatable, V: View, K: Keyframes>(
    initialValue: Value, trigger: T,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> some View where K.Value == Value { stored("keyframeAnimator") }
}

/// SwiftUI's `PlaceholderContentView`: the view an animator's content closure modifies. Never
/// made here (those closures do not run).
public struct PlaceholderContentView<Value>: View {
  public var body: some View { EmptyView() }
}

/// SwiftUI's `Keyframes`: keyframes for a value. Stored, never played.
public protocol Keyframes<Value> {
  associatedtype Value
}

/// SwiftUI's `KeyframeTrackContent`: the keyframes of one track.
public protocol KeyframeTrackContent<Value> {
  associatedtype Value
}

/// Keyframes of one of several tracks, kept as a list.
public struct _KeyframeList<Value>: Keyframes, KeyframeTrackContent {
  /// How many keyframes or tracks were declared.
  public let count: Int
}

/// SwiftUI's `KeyframeTrack`: the keyframes of one property of the animated value.
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes
where Content.Value == TrackValue {
  public typealias Value = Root
  let content: Content
  public init(
    _ keyPath: WritableKeyPath<Root, TrackValue>,
    @KeyframeTrackContentBuilder<TrackValue> content: () -> Content
  ) { self.content = content() }
}

extension KeyframeTrack where Root == TrackValue {
  public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
    self.content = content()
  }
}

/// SwiftUI's `UnitCurve`: a timing curve. Stored.
public struct UnitCurve: Hashable, Sendable {
  let name: String
  public static let linear = UnitCurve(name: "linear")
  public static let easeIn = UnitCurve(name: "easeIn")
  public static let easeOut = UnitCurve(name: "easeOut")
  public static let easeInOut = UnitCurve(name: "easeInOut")
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(name: "bezier")
  }
}

/// SwiftUI's `Spring`: a spring's duration and bounce. Stored.
public struct Spring: Hashable, Sendable {
  public var duration: TimeInterval
  public var bounce: Double
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }
  public init(response: Double, dampingRatio: Double) {
    self.init(duration: response, bounce: 1 - dampingRatio)
  }
  public static let smooth = Spring()
  public static let snappy = Spring(bounce: 0.15)
  public static let bouncy = Spring(bounce: 0.3)
}

/// SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
  public let to: Value
  public let duration: TimeInterval
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
  }
}

/// SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
  public let to: Value
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) { self.to = to }
}

/// SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
  public let to: Value
  public let duration: TimeInterval
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
  }
}

/// SwiftUI's `MoveKeyframe`: a jump to a value.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
  public let to: Value
  public init(_ to: Value) { self.to = to }
}

/// SwiftUI's `KeyframesBuilder`: the tracks of a keyframe animator.
@resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> K where K.Value == Value {
    keyframes
  }
  /// Keyframes of the whole value, as a track of its own.
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value>
  where K.Value == Value { _KeyframeList(count: 1) }
  public static func buildBlock<each K: Keyframes>(_ tracks: repeat each K) -> _KeyframeList<Value>
  {
    var count = 0
    for _ in repeat each tracks { count += 1 }
    return _KeyframeList(count: count)
  }
}

/// SwiftUI's `KeyframeTrackContentBuilder`: the keyframes of one track.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> K { keyframe }
  public static func buildBlock<each K: KeyframeTrackContent>(_ keyframes: repeat each K)
    -> _KeyframeList<Value>
  {
    var count = 0
    for _ in repeat each keyframes { count += 1 }
    return _KeyframeList(count: count)
  }
}

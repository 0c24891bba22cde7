import Foundation

// SwiftUI's gestures, as values: a gesture and its actions are stored on the view and never
// recognized (nothing touches the screen), so `onChanged`, `onEnded` and `updating` never run
// and a `GestureState` keeps its initial value. App code that wants a gesture's effect calls
// its own action.

/// SwiftUI's `Gesture`: an input a view responds to. Stored, never recognized.
@preconcurrency @MainActor
public protocol Gesture<Value> {
  /// What the gesture reports while it changes and when it ends.
  associatedtype Value
  /// The type of the gesture's content.
  associatedtype Body: Gesture
  /// The gesture's content. Gestures built into this module have `Never` here.
  var body: Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

/// A gesture built into this module: it has no `body` of its own.
@MainActor
protocol PrimitiveGesture: Gesture where Body == Never {}

extension PrimitiveGesture {
  /// A built-in gesture has no `body`; SwiftUI stops the program when one is read, as here.
  public var body: Never { fatalError("\(Self.self) is a built-in gesture without a body") }
}

/// SwiftUI's `TapGesture`: stored, never recognized.
public struct TapGesture {
  /// The taps required.
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

/// SwiftUI's `SpatialTapGesture`: stored, never recognized.
public struct SpatialTapGesture {
  /// The taps required.
  public var count: Int
  /// The space of the reported location.
  public var coordinateSpace: CoordinateSpace
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  /// Where a tap landed.
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }
}

/// SwiftUI's `LongPressGesture`: stored, never recognized.
public struct LongPressGesture {
  /// How long the press must last, in seconds.
  public var minimumDuration: Double
  /// How far the finger may move, in points.
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// SwiftUI's `DragGesture`: stored, never recognized.
public struct DragGesture {
  /// How far the finger must move before the drag starts, in points.
  public var minimumDistance: CGFloat
  /// The space of the reported locations.
  public var coordinateSpace: CoordinateSpace
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// A drag's state.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }
  }
}

/// SwiftUI's `MagnificationGesture` (deprecated in iOS 17): stored, never recognized.
public struct MagnificationGesture {
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// SwiftUI's `MagnifyGesture` (iOS 17): stored, never recognized.
public struct MagnifyGesture {
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  /// A pinch's state.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
}

/// SwiftUI's `RotationGesture` (deprecated in iOS 17): stored, never recognized.
public struct RotationGesture {
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// SwiftUI's `RotateGesture` (iOS 17): stored, never recognized.
public struct RotateGesture {
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  /// A rotation's state.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
}

extension TapGesture: Gesture, PrimitiveGesture {
  public typealias Value = Void
}
extension SpatialTapGesture: Gesture, PrimitiveGesture {}
extension LongPressGesture: Gesture, PrimitiveGesture {
  public typealias Value = Bool
}
extension DragGesture: Gesture, PrimitiveGesture {}
extension MagnificationGesture: Gesture, PrimitiveGesture {
  public typealias Value = CGFloat
}
extension MagnifyGesture: Gesture, PrimitiveGesture {}
extension RotationGesture: Gesture, PrimitiveGesture {
  public typealias Value = Angle
}
extension RotateGesture: Gesture, PrimitiveGesture {}

// MARK: Combined gestures

/// A gesture with an `onChanged` action: stored, never run.
public struct _ChangedGesture<Content: Gesture> {
  let content: Content
  let action: (Content.Value) -> Void
}

/// A gesture with an `onEnded` action: stored, never run.
public struct _EndedGesture<Content: Gesture> {
  let content: Content
  let action: (Content.Value) -> Void
}

/// A gesture whose values are mapped: the mapping is stored, never run.
public struct _MapGesture<Content: Gesture, Value> {
  let content: Content
  let transform: (Content.Value) -> Value
}

/// A gesture that requires modifier keys: stored.
public struct _ModifiersGesture<Content: Gesture> {
  let content: Content
  let modifiers: EventModifiers
}

/// SwiftUI's `GestureStateGesture`: a gesture that updates a ``GestureState``. Stored, never run.
public struct GestureStateGesture<Base: Gesture, State> {
  /// The gesture.
  public var gesture: Base
  /// The state it would update.
  public var state: GestureState<State>
  /// The update, never run.
  public var body: (Base.Value, inout State, inout Transaction) -> Void
}

/// SwiftUI's `SimultaneousGesture`: two gestures recognized together. Stored.
public struct SimultaneousGesture<First: Gesture, Second: Gesture> {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The values of both gestures.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
}

/// SwiftUI's `SequenceGesture`: one gesture, then another. Stored.
public struct SequenceGesture<First: Gesture, Second: Gesture> {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The first gesture's value, then both.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
}

/// SwiftUI's `ExclusiveGesture`: one gesture or the other. Stored.
public struct ExclusiveGesture<First: Gesture, Second: Gesture> {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The value of the gesture recognized.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
}

/// SwiftUI's `AnyGesture`: a gesture, its type erased. Stored.
public struct AnyGesture<Value> {
  let gesture: Any
  public init<T: Gesture>(_ gesture: T) where Value == T.Value { self.gesture = gesture }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension _ChangedGesture: Gesture, PrimitiveGesture {
  public typealias Value = Content.Value
}
extension _EndedGesture: Gesture, PrimitiveGesture {
  public typealias Value = Content.Value
}
extension _MapGesture: Gesture, PrimitiveGesture {}
extension _ModifiersGesture: Gesture, PrimitiveGesture {
  public typealias Value = Content.Value
}
extension GestureStateGesture: Gesture, PrimitiveGesture {
  public typealias Value = Base.Value
}
extension SimultaneousGesture: Gesture, PrimitiveGesture {}
extension SequenceGesture: Gesture, PrimitiveGesture {}
extension ExclusiveGesture: Gesture, PrimitiveGesture {}
extension AnyGesture: Gesture, PrimitiveGesture {}

extension Gesture where Value: Equatable {
  /// Stored, never run: no gesture is recognized.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

extension Gesture {
  /// Stored, never run: no gesture is recognized.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Stored, never run: no gesture is recognized, so `state` keeps its initial value.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(gesture: self, state: state, body: body)
  }

  /// Stored, never run.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }

  /// This gesture and `other`, together. Stored.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<
    Self, Other
  > { SimultaneousGesture(self, other) }

  /// This gesture, then `other`. Stored.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture, else `other`. Stored.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }

  /// This gesture with modifier keys held. Stored.
  public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
    _ModifiersGesture(content: self, modifiers: modifiers)
  }
}

// MARK: Views with gestures

/// SwiftUI's `GestureMask`: which gestures of a view and its subviews are enabled. Stored.
public struct GestureMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none: GestureMask = []
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

/// SwiftUI's `ContentShapeKinds`: what a content shape is for. Stored.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1)
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  public static let accessibility = ContentShapeKinds(rawValue: 16)
}

extension View {
  /// Stored, never recognized.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    stored("gesture")
  }

  /// Stored, never recognized.
  public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    stored("gesture")
  }

  /// Stored, never recognized.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { stored("simultaneousGesture") }

  /// Stored, never recognized.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { stored("highPriorityGesture") }

  /// Stored, never run: nothing presses.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View { stored("onLongPressGesture") }

  /// Stored, never run: nothing presses (the form deprecated in iOS 17).
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View { stored("onLongPressGesture") }

  /// Stored, never run: nothing taps.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View { stored("onTapGesture") }

  /// Stored: nothing touches the view.
  public func allowsHitTesting(_ enabled: Bool) -> some View { stored("allowsHitTesting") }

  /// Stored, never run: no pointer hovers.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    stored("onHover")
  }

  /// Stored: nothing touches the view.
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  { stored("contentShape") }
}

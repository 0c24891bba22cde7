import Foundation

// More of SwiftUI's data flow, as values held and read back: focus, namespaces, bindings to
// `@Observable` models, scene storage, objects passed down the tree a hosting controller builds,
// and the `@Previewable` state of a `#Preview`. Nothing is focused, matched or animated.

/// SwiftUI's `DynamicProperty`: a stored property of a view that SwiftUI updates before it reads
/// the view's `body`. Nothing calls ``update()`` here; the protocol exists so that an app's own
/// property wrappers built from `@State` and `@Environment` compile.
public protocol DynamicProperty {
  /// Updates the property's value: never called here.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
extension AppStorage: DynamicProperty {}

// MARK: Bindings

extension Binding {
  /// A binding to an optional of `base`'s value; writing `nil` leaves `base` as it is.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      get: { base.wrappedValue },
      set: { newValue in
        if let newValue { base.wrappedValue = newValue }
      })
  }

  /// A binding to `base`'s value unwrapped, or `nil` when `base` reads `nil` now. Reads the last
  /// value that was not `nil` once `base` becomes `nil`, as SwiftUI's does.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    let last = StateBox(initial)
    self.init(
      get: {
        if let value = base.wrappedValue { last.value = value }
        return last.value
      },
      set: { newValue in
        last.value = newValue
        base.wrappedValue = newValue
      })
  }

  /// A binding to `base`'s value as an `AnyHashable`; writes of another type are ignored.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) },
      set: { newValue in
        if let value = newValue.base as? V { base.wrappedValue = value }
      })
  }

  /// A binding whose writes also get the transaction (always an empty ``Transaction`` here).
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: { set($0, Transaction()) })
  }

  /// The same binding: the animation is not modelled.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// The same binding: the transaction is not modelled.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

  /// An empty ``Transaction``; setting it changes nothing.
  public var transaction: Transaction {
    get { Transaction() }
    set {}
  }
}

// MARK: Focus

/// SwiftUI's `FocusState`: which field has the keyboard focus, as the app's code set it. No field
/// takes or gives up focus by itself here (nothing is typed), so it reads back what was written.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let box: StateBox<Value>

  /// The focused value, as last set.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the focus, for `focused(_:)` and `focused(_:equals:)`.
  public var projectedValue: Binding {
    Binding(box: box)
  }

  /// Nothing focused: `false`.
  public init() where Value == Bool { box = StateBox(false) }

  /// Nothing focused: `nil`.
  public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

  /// SwiftUI's `FocusState.Binding`: the focus of a ``FocusState``, read and written.
  @propertyWrapper
  public struct Binding {
    let box: StateBox<Value>

    /// The focused value, as last set.
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }

    /// This binding.
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

extension View {
  /// Stored: no field takes focus by itself; the ``FocusState`` reads what the code set.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  { stored("focused") }

  /// Stored: no field takes focus by itself; the ``FocusState`` reads what the code set.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { stored("focused") }

  /// Stored, never applied.
  public func focusable(_ isFocusable: Bool = true) -> some View { stored("focusable") }
}

// MARK: Namespaces

/// SwiftUI's `Namespace`: an identity for matched geometry. Each ``Namespace`` made has an ID of
/// its own; no geometry is matched.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// The namespace's identity.
  public let wrappedValue: ID

  public init() { wrappedValue = ID(token: NamespaceToken()) }

  /// The identity of a ``Namespace``: equal only to itself.
  public struct ID: Hashable, Sendable {
    let token: NamespaceToken

    public static func == (lhs: ID, rhs: ID) -> Bool { lhs.token === rhs.token }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
  }
}

/// What makes a ``Namespace/ID`` unique.
final class NamespaceToken: Sendable {}

/// SwiftUI's `MatchedGeometryProperties`: stored.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Stored: no geometry is matched or animated.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View { stored("matchedGeometryEffect") }
}

// MARK: Observable models

/// SwiftUI's `Bindable`: bindings to the properties of an `@Observable` object. The toolchain's
/// Observation module on Linux has no `Bindable`, so this module declares it. A write through a
/// binding sets the object's property; no view is rebuilt.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// This wrapper, for `$model.property`.
  public var projectedValue: Bindable<Value> { self }

  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> SwiftUI.Binding<Subject> where Value: AnyObject
  {
    let object = wrappedValue
    return SwiftUI.Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

// MARK: Objects passed down the tree

/// The key of an object in the environment, by its type.
struct EnvironmentObjectKey<T>: Hashable {}

extension EnvironmentValues {
  /// The object of type `T` an ancestor set, if any.
  func object<T>(_ type: T.Type) -> T? {
    values[ObjectIdentifier(EnvironmentObjectKey<T>.self)] as? T
  }

  /// Sets the object of type `T` for the subtree.
  mutating func setObject<T>(_ object: T?) {
    values[ObjectIdentifier(EnvironmentObjectKey<T>.self)] = object
  }

  /// The `@Observable` object of type `T`, for `@Environment(T.self)`, if an ancestor set one.
  subscript<T>(optionalObject key: EnvironmentObjectKey<T>) -> T? { object(T.self) }

  /// The `@Observable` object of type `T`, for `@Environment(T.self)`: stops the program when no
  /// ancestor set one, as SwiftUI does.
  subscript<T>(object key: EnvironmentObjectKey<T>) -> T {
    guard let object = object(T.self) else {
      fatalError(
        "No Observable object of type \(T.self) found: no ancestor set it with environment(_:)")
    }
    return object
  }
}

extension Environment {
  /// The `@Observable` object of `objectType` an ancestor set with `environment(_:)` in the tree
  /// the hosting controller built. Reading it when none was set stops the program.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(\EnvironmentValues.[object: EnvironmentObjectKey<Value>()])
  }

  /// The `@Observable` object of `objectType` an ancestor set with `environment(_:)`, or `nil`.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init(\EnvironmentValues.[optionalObject: EnvironmentObjectKey<T>()])
  }
}

extension View {
  /// Passes `object` down this view's tree when a hosting controller builds it, for the
  /// `@Environment(T.self)` properties of the views inside.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentWritingModifier { $0.setObject(object) })
  }
}

// MARK: Scene storage

/// The values of every ``SceneStorage``, by key, for the life of the process.
enum SceneStore {
  nonisolated(unsafe) static var values: [String: Any] = [:]
}

/// SwiftUI's `SceneStorage`: a value kept under its key in memory for the life of the process,
/// shared by every ``SceneStorage`` of that key. Not written to disk and not kept per scene
/// (orientsim has one scene).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value

  /// The value under the key, else the default.
  public var wrappedValue: Value {
    get { SceneStore.values[key] as? Value ?? defaultValue }
    nonmutating set { SceneStore.values[key] = newValue }
  }

  /// A binding to the value under the key.
  public var projectedValue: SwiftUI.Binding<Value> {
    let key = self.key
    let defaultValue = self.defaultValue
    return SwiftUI.Binding(
      get: { SceneStore.values[key] as? Value ?? defaultValue },
      set: { SceneStore.values[key] = $0 })
  }

  init(default value: Value, key: String) {
    self.key = key
    self.defaultValue = value
  }
}

extension SceneStorage where Value == Bool {
  public init(wrappedValue: Value, _ key: String) { self.init(default: wrappedValue, key: key) }
}

extension SceneStorage where Value == Int {
  public init(wrappedValue: Value, _ key: String) { self.init(default: wrappedValue, key: key) }
}

extension SceneStorage where Value == Double {
  public init(wrappedValue: Value, _ key: String) { self.init(default: wrappedValue, key: key) }
}

extension SceneStorage where Value == String {
  public init(wrappedValue: Value, _ key: String) { self.init(default: wrappedValue, key: key) }
}

extension SceneStorage where Value == URL {
  public init(wrappedValue: Value, _ key: String) { self.init(default: wrappedValue, key: key) }
}

extension SceneStorage where Value == Data {
  public init(wrappedValue: Value, _ key: String) { self.init(default: wrappedValue, key: key) }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
  public init(wrappedValue: Value, _ key: String) { self.init(default: wrappedValue, key: key) }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
  public init(wrappedValue: Value, _ key: String) { self.init(default: wrappedValue, key: key) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// No value under the key yet: `nil`.
  public init(_ key: String) { self.init(default: nil, key: key) }
}

// MARK: Gesture state

/// SwiftUI's `GestureState`: a value a gesture sets while it lasts. No gesture is recognized
/// here, so it always reads its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let initialValue: Value

  /// The initial value: no gesture is under way.
  public var wrappedValue: Value { initialValue }

  /// This state, for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  public init(wrappedValue: Value) { initialValue = wrappedValue }
  public init(initialValue: Value) { self.initialValue = initialValue }
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    initialValue = wrappedValue
  }
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.initialValue = initialValue
  }
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initialValue = wrappedValue
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// `nil` while no gesture is under way.
  public init(resetTransaction: Transaction = Transaction()) { initialValue = nil }
}

// MARK: Previews

/// Xcode's `@Previewable`: marks the state of a `#Preview`'s body. Type-checked; expands to
/// nothing, as `#Preview` does.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewMacros", type: "PreviewableMacro")

import Foundation

// SwiftUI's data flow, as values: each wrapper holds its value and reads it back. No view is
// rebuilt when a value changes (nothing is drawn), so a change reaches app code only through
// the app's own reads.

/// A reference holding a value, shared by a ``State`` and its bindings.
final class StateBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// SwiftUI's `State`: the value, held and read back.
@propertyWrapper
public struct State<Value> {
  let box: StateBox<Value>
  public init(wrappedValue value: Value) { box = StateBox(value) }
  public init(initialValue value: Value) { self.init(wrappedValue: value) }
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

/// SwiftUI's `Binding`: a value read and written through closures.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
  public var projectedValue: Binding<Value> { self }
  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      get: { self.get()[keyPath: keyPath] },
      set: { newValue in
        var value = self.get()
        value[keyPath: keyPath] = newValue
        self.set(value)
      })
  }
}

/// SwiftUI's `StateObject`: the object, made once from its autoclosure when first read.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  let box: StateBox<ObjectType?>
  let make: () -> ObjectType
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateBox(nil)
    make = thunk
  }
  public var wrappedValue: ObjectType {
    if let object = box.value { return object }
    let object = make()
    box.value = object
    return object
  }
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

/// SwiftUI's `ObservedObject`: the object, held.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  public var wrappedValue: ObjectType
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Bindings to the object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

/// SwiftUI's `EnvironmentObject`: the object an ancestor gave with `environmentObject(_:)` in
/// the tree a hosting controller built. Reading one that no ancestor gave, or before the build,
/// stops the program, as SwiftUI stops when no ancestor gave one.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: EnvironmentReading {
  let box = StateBox<ObjectType?>(nil)
  public init() {}
  public var wrappedValue: ObjectType {
    guard let object = box.value else {
      fatalError(
        "@EnvironmentObject \(ObjectType.self): no ancestor gave one with environmentObject(_:) in the tree a hosting controller built"
      )
    }
    return object
  }
  /// Bindings to the object's properties: `$model.property`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
  func bind(_ environment: EnvironmentValues) { box.value = environment.object(ObjectType.self) }

  /// Bindings to the object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

extension View {
  /// Passes `object` down this view's tree when a hosting controller builds it, for the
  /// ``EnvironmentObject`` properties of the views inside.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentWritingModifier { $0.setObject(object) })
  }
  /// Sets `keyPath` to `value` for this view's tree when a hosting controller builds it, for
  /// the ``Environment`` properties of the views inside.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  { modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value }) }
}

/// `environment(_:_:)`, `environmentObject(_:)`: changes the environment of the content's walk.
struct EnvironmentWritingModifier: PrimitiveModifier {
  let write: (inout EnvironmentValues) -> Void

  func walk<Content: View>(_ content: Content, _ walker: inout ViewWalker) {
    let outer = walker.environment
    write(&walker.environment)
    walker.walk(content)
    walker.environment = outer
  }
}

/// SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// SwiftUI's `EnvironmentValues`: the defaults, with the size classes and display scale of the
/// hosting controller that built the tree and what `environment(_:_:)`, `environment(_:)` and
/// `environmentObject(_:)` set above a view in that tree.
public struct EnvironmentValues {
  var values: [ObjectIdentifier: Any] = [:]
  public init() {}
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
  /// The size class of the hosting controller that built the tree, else `nil`.
  public var horizontalSizeClass: UserInterfaceSizeClass? = nil
  /// The size class of the hosting controller that built the tree, else `nil`.
  public var verticalSizeClass: UserInterfaceSizeClass? = nil
  public var colorScheme: ColorScheme = .light
  /// `.active`: the default.
  public var scenePhase: ScenePhase = .active
  /// Does nothing: no presentation is modelled from SwiftUI.
  public var dismiss: DismissAction { DismissAction() }
  public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}

/// SwiftUI's `DismissAction`: calling it does nothing.
public struct DismissAction {
  public func callAsFunction() {}
}

/// SwiftUI's `PresentationMode`: never presented.
public struct PresentationMode {
  public var isPresented: Bool { false }
  public mutating func dismiss() {}
}

/// An ``Environment`` that a hosting controller's build gives its values.
protocol EnvironmentReading {
  func bind(_ environment: EnvironmentValues)
}

/// SwiftUI's `Environment`: the value of its key path in the ``EnvironmentValues`` of the
/// hosting controller that last built a tree holding the view (its size classes and display
/// scale, what the modifiers above the view set; defaults otherwise), as it was at that build;
/// before any build, the defaults.
@propertyWrapper
public struct Environment<Value>: EnvironmentReading {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = StateBox<EnvironmentValues?>(nil)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  public var wrappedValue: Value { (box.value ?? EnvironmentValues())[keyPath: keyPath] }
  func bind(_ environment: EnvironmentValues) { box.value = environment }
}

/// SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
  /// Sets `key`'s value for this view's tree: a hosting controller's build reduces the values
  /// of a subtree, in the order walked, for the `onPreferenceChange` above it.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceModifier<K>(value: value))
  }

  /// Runs `action` with `key`'s value reduced over this view's tree — `K.defaultValue` when the
  /// tree sets none — once per hosting controller build, before the tree's `onAppear` actions
  /// (orientsim's order). No view is rebuilt, so later changes are not seen.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: action))
  }
}

/// The preference values a walk has met so far, by key, each reduced in walk order.
struct PreferenceValues {
  private var values: [ObjectIdentifier: (value: Any, merge: (Any, Any) -> Any)] = [:]

  /// `value` for `K`, reduced after the values already met.
  mutating func add<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
    add(
      ObjectIdentifier(key), value,
      merge: { old, next in
        var reduced = old as! K.Value
        K.reduce(value: &reduced, nextValue: { next as! K.Value })
        return reduced
      })
  }

  private mutating func add(
    _ id: ObjectIdentifier, _ value: Any, merge: @escaping (Any, Any) -> Any
  ) {
    if let old = values[id] {
      values[id] = (old.merge(old.value, value), old.merge)
    } else {
      values[id] = (value, merge)
    }
  }

  /// `K`'s reduced value, or its default.
  func value<K: PreferenceKey>(_ key: K.Type) -> K.Value {
    values[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue
  }

  /// `other`'s values, met after these.
  mutating func merge(_ other: PreferenceValues) {
    for (id, entry) in other.values { add(id, entry.value, merge: entry.merge) }
  }
}

/// `preference(key:value:)`.
struct PreferenceModifier<K: PreferenceKey>: PrimitiveModifier {
  let value: K.Value

  func walk<Content: View>(_ content: Content, _ walker: inout ViewWalker) {
    walker.walk(content)
    walker.preferences.add(K.self, value)
  }
}

/// `onPreferenceChange(_:perform:)`.
struct PreferenceChangeModifier<K: PreferenceKey>: PrimitiveModifier {
  let action: (K.Value) -> Void

  func walk<Content: View>(_ content: Content, _ walker: inout ViewWalker) {
    let outer = walker.preferences
    walker.preferences = PreferenceValues()
    walker.walk(content)
    // A value of the tree, handed to the action on the main actor that walks it.
    nonisolated(unsafe) let value = walker.preferences.value(K.self)
    let action = self.action
    walker.preferenceActions.append { action(value) }
    var merged = outer
    merged.merge(walker.preferences)
    walker.preferences = merged
  }
}

/// SwiftUI's `AppStorage`: the value in `UserDefaults` under its key, read and written there.
@propertyWrapper
public struct AppStorage<Value> {
  let read: () -> Value
  let write: (Value) -> Void
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }
  public var projectedValue: Binding<Value> { Binding(get: read, set: write) }
}

extension AppStorage {
  init(default value: Value, key: String, store: UserDefaults?) {
    nonisolated(unsafe) let defaults = store ?? .standard
    read = { defaults.object(forKey: key) as? Value ?? value }
    write = { defaults.set($0, forKey: key) }
  }
}

extension AppStorage where Value == Bool {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(default: wrappedValue, key: key, store: store)
  }
}

extension AppStorage where Value == Int {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(default: wrappedValue, key: key, store: store)
  }
}

extension AppStorage where Value == Double {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(default: wrappedValue, key: key, store: store)
  }
}

extension AppStorage where Value == String {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(default: wrappedValue, key: key, store: store)
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    nonisolated(unsafe) let defaults = store ?? .standard
    read = { (defaults.object(forKey: key) as? Int).flatMap(Value.init(rawValue:)) ?? wrappedValue }
    write = { defaults.set($0.rawValue, forKey: key) }
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    nonisolated(unsafe) let defaults = store ?? .standard
    read = {
      (defaults.object(forKey: key) as? String).flatMap(Value.init(rawValue:)) ?? wrappedValue
    }
    write = { defaults.set($0.rawValue, forKey: key) }
  }
}

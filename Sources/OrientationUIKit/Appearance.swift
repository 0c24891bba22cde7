/// `UIAppearance`: types whose look can be set for all their instances through a proxy.
/// Views adopt it; so do bar items (`UIBarButtonItem`, `UITabBarItem`).
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

/// `UIAppearanceContainer`: types that can contain views styled through
/// `appearance(whenContainedInInstancesOf:)`. Views and view controllers adopt it.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

/// The proxy `appearance()` returns: what an app sets on it (`UINavigationBar.appearance()
/// .tintColor = .systemOrange`) is recorded, property by property, and applied to every view of
/// the class (or a subclass) made afterwards, when its `init(frame:)` finishes — before the
/// app's own settings in its initializer, which therefore win, as explicitly set values win in
/// UIKit. UIKit applies them when the view joins a window instead; the outcome for a view's
/// own properties is the same. Reading a property gives the value set on the proxy, or `nil`
/// (`false`, zero) when none was set, as UIKit's proxy does.
///
/// A proxy made with `appearance(whenContainedInInstancesOf:)` records its values but never
/// applies them (ours: containment is not tracked), and a bar item's proxy records only (bar
/// items are not views here).
@dynamicMemberLookup
@preconcurrency @MainActor
public final class UIAppearanceProxy<Target: AnyObject> {
  var values: [AnyKeyPath: Any] = [:]
  var order: [AnyKeyPath] = []
  var appliers: [AnyKeyPath: (Target) -> Void] = [:]
  /// The container classes of a `whenContainedInInstancesOf` proxy; nil for `appearance()`.
  public let containerTypes: [any UIAppearanceContainer.Type]?
  init(containerTypes: [any UIAppearanceContainer.Type]?) { self.containerTypes = containerTypes }

  /// The value set for `keyPath`, or nil (`false`, zero) when none was.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value
  {
    get {
      if let value = values[keyPath] as? Value { return value }
      return AppearanceDefault.unset(Value.self)
    }
    set {
      if values[keyPath] == nil { order.append(keyPath) }
      values[keyPath] = newValue
      appliers[keyPath] = { $0[keyPath: keyPath] = newValue }
    }
  }

  /// Applies the recorded values to `target`, in the order first set.
  func apply(to target: Target) {
    for keyPath in order { appliers[keyPath]?(target) }
  }
}

/// The value a proxy reads for a property nothing was set for.
enum AppearanceDefault {
  static func unset<Value>(_ type: Value.Type) -> Value {
    if let optional = type as? any ExpressibleByNilLiteral.Type {
      return optional.init(nilLiteral: ()) as! Value
    }
    if let bool = false as? Value { return bool }
    if let number = type as? any Numeric.Type { return number.zero as! Value }
    preconditionFailure(
      "appearance proxy: \(type) has no value to read before one is set (set it first)")
  }
}

/// The proxies of the running process, by class, in the order they were made.
@MainActor
enum AppearanceRegistry {
  /// Each class's proxy (and its applier for views of that class or a subclass).
  static var proxies: [(key: ObjectIdentifier, proxy: AnyObject, apply: (AnyObject) -> Void)] = []

  static func proxy<Target: AnyObject>(for type: Target.Type) -> UIAppearanceProxy<Target> {
    let key = ObjectIdentifier(type)
    if let existing = proxies.first(where: { $0.key == key })?.proxy as? UIAppearanceProxy<Target> {
      return existing
    }
    let made = UIAppearanceProxy<Target>(containerTypes: nil)
    proxies.append(
      (key, made, { object in if let target = object as? Target { made.apply(to: target) } }))
    return made
  }

  /// Applies every proxy whose class `view` is an instance of, superclasses' first.
  static func apply(to view: AnyObject) {
    guard !proxies.isEmpty else { return }
    var chain: [ObjectIdentifier] = []
    var mirror: Mirror? = Mirror(reflecting: view)
    while let current = mirror {
      chain.append(ObjectIdentifier(current.subjectType))
      mirror = current.superclassMirror
    }
    for key in chain.reversed() {
      for entry in proxies where entry.key == key { entry.apply(view) }
    }
  }
}

extension UIAppearance {
  /// The class's appearance proxy (see ``UIAppearanceProxy``).
  public static func appearance() -> UIAppearanceProxy<Self> {
    AppearanceRegistry.proxy(for: Self.self)
  }
  /// A proxy for instances inside `containerTypes`: recorded, never applied.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIAppearanceProxy<Self> { UIAppearanceProxy<Self>(containerTypes: containerTypes) }
  /// A proxy for the given traits: recorded, never applied (traits are not matched).
  public static func appearance(for trait: UITraitCollection) -> UIAppearanceProxy<Self> {
    UIAppearanceProxy<Self>(containerTypes: [])
  }
}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIBarButtonItem: UIAppearance {}
extension UITabBarItem: UIAppearance {}

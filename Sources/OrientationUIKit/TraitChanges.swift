import OrientationCore

/// `UITraitDefinition` (iOS 17): a trait that `registerForTraitChanges(_:handler:)` can observe.
public protocol UITraitDefinition {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// `UITrait`: a trait definition's type, as `registerForTraitChanges` takes them.
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
  public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}
/// The vertical size class trait.
public struct UITraitVerticalSizeClass: UITraitDefinition {
  public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}
/// The idiom trait (it does not change while an app runs).
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
  public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
}
/// The display scale trait (it does not change while an app runs).
public struct UITraitDisplayScale: UITraitDefinition {
  public static var defaultValue: CGFloat { 0 }
}

/// `UITraitChangeRegistration`: what `registerForTraitChanges(_:handler:)` returns.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

final class TraitChangeRegistration: UITraitChangeRegistration {
  let traits: Set<ObjectIdentifier>
  let handler: (UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping (UITraitCollection) -> Void) {
    self.traits = Set(traits.map { ObjectIdentifier($0) })
    self.handler = handler
  }

  /// A registration of `traits` that calls `handler` with `object` (when it is an
  /// `Environment`) and the previous trait collection: the one body of the view controller's
  /// and the view's `registerForTraitChanges(_:handler:)`.
  static func calling<Environment>(
    _ handler: @escaping (Environment, UITraitCollection) -> Void, with object: AnyObject,
    traits: [UITrait]
  ) -> TraitChangeRegistration {
    TraitChangeRegistration(traits: traits) { [unowned object] previous in
      if let environment = object as? Environment { handler(environment, previous) }
    }
  }

  /// Runs the handlers of `registrations` whose traits changed from `previous` to `current`.
  static func notify(
    _ registrations: [TraitChangeRegistration], previous: UITraitCollection,
    current: UITraitCollection
  ) {
    for registration in registrations
    where registration.observesChange(from: previous, to: current) {
      registration.handler(previous)
    }
  }

  /// Whether a trait this registration observes differs between the two collections.
  func observesChange(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
    func changed(_ trait: UITrait, _ differs: Bool) -> Bool {
      differs && traits.contains(ObjectIdentifier(trait))
    }
    return changed(
      UITraitHorizontalSizeClass.self, previous.horizontalSizeClass != current.horizontalSizeClass)
      || changed(
        UITraitVerticalSizeClass.self, previous.verticalSizeClass != current.verticalSizeClass)
      || changed(
        UITraitUserInterfaceIdiom.self, previous.userInterfaceIdiom != current.userInterfaceIdiom)
      || changed(UITraitDisplayScale.self, previous.displayScale != current.displayScale)
  }
}

extension UIViewController {
  /// Calls `handler` with this view controller and the previous trait collection whenever one
  /// of `traits` changes (iOS 17), right after `traitCollectionDidChange(_:)`. The engine
  /// records `traitCollectionDidChange(_:)`; handlers are not recorded separately.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration.calling(handler, with: self, traits: traits)
    traitChangeRegistrations.append(registration)
    return registration
  }

  /// Stops the handler of `registration`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeRegistrations.removeAll { $0 === registration }
  }

  /// The target-action form (iOS 17), with this view controller as the target: registered, but
  /// the action is never sent (there is no Objective-C runtime to send it). Use
  /// ``registerForTraitChanges(_:handler:)``.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector)
    -> any UITraitChangeRegistration
  {
    TraitChangeRegistration(traits: traits) { _ in }
  }

  /// The target-action form (iOS 17): registered, but the action is never sent (there is no
  /// Objective-C runtime to send it). Use ``registerForTraitChanges(_:handler:)``.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
    -> any UITraitChangeRegistration
  {
    TraitChangeRegistration(traits: traits) { _ in }
  }

  /// Runs the registered handlers whose traits changed: the view controller's, then those of
  /// the views of its view's tree, parents first (not those under a child view controller's
  /// view, which it notifies itself).
  func notifyTraitChanges(previous: UITraitCollection) {
    let current = traitCollection
    TraitChangeRegistration.notify(traitChangeRegistrations, previous: previous, current: current)
    guard let view = viewIfLoaded else { return }
    view.notifyTraitChanges(previous: previous, current: current, owner: self)
  }
}

extension UIView {
  /// Calls `handler` with this view and the previous trait collection whenever one of `traits`
  /// changes (iOS 17): right after its view controller's handlers, when the view is in the tree
  /// of a view controller's view (ours: UIKit tells each view). Not recorded.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration.calling(handler, with: self, traits: traits)
    traitChangeRegistrations.append(registration)
    return registration
  }

  /// Stops the handler of `registration`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeRegistrations.removeAll { $0 === registration }
  }

  /// Runs this view's handlers whose traits changed, then its subviews', stopping at the view of
  /// another view controller.
  func notifyTraitChanges(
    previous: UITraitCollection, current: UITraitCollection, owner: UIViewController
  ) {
    if let viewOwner = self.owner, viewOwner !== owner { return }
    TraitChangeRegistration.notify(traitChangeRegistrations, previous: previous, current: current)
    for subview in subviews {
      subview.notifyTraitChanges(previous: previous, current: current, owner: owner)
    }
  }
}

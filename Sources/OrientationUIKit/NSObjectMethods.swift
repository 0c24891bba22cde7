// NSObjectProtocol's class tests, which UIKit code calls on views and view controllers
// (`visibleViewController?.isKind(of: UIAlertController.self)`). The face's classes are Swift
// classes, not NSObjects; `self is T` is the Swift form.

extension UIViewController {
  /// `NSObjectProtocol`'s `isKind(of:)`: whether the view controller is an instance of `aClass`
  /// or of one of its subclasses.
  nonisolated public func isKind(of aClass: AnyClass) -> Bool { isInstance(self, of: aClass) }
  /// `NSObjectProtocol`'s `isMember(of:)`: whether it is an instance of exactly `aClass`.
  nonisolated public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

extension UIView {
  /// `NSObjectProtocol`'s `isKind(of:)`: whether the view is an instance of `aClass` or of one
  /// of its subclasses.
  nonisolated public func isKind(of aClass: AnyClass) -> Bool { isInstance(self, of: aClass) }
  /// `NSObjectProtocol`'s `isMember(of:)`: whether it is an instance of exactly `aClass`.
  nonisolated public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

/// Views compare and hash by identity, as NSObjects do, so a window can key a dictionary
/// (`[UIWindow: UIInterfaceOrientationMask]`) or join a set.
extension UIView: Hashable {
  nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

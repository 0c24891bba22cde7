/// A UIKit exception (or a simulator misuse) as a thrown value: UIKit's exception name and the
/// reason text, exactly as SPEC §3.4 gives them.
public struct OrientationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The exception name, e.g. `UIApplicationInvalidInterfaceOrientation`.
  public var name: String
  /// The reason sentence, e.g. `preferredInterfaceOrientationForPresentation must return a
  /// supported interface orientation!`.
  public var reason: String

  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }

  /// `name: reason`, the form UIKit prints for an uncaught exception.
  public var description: String { "\(name): \(reason)" }

  /// `UIApplicationInvalidInterfaceOrientation`, the name of every orientation exception.
  public static let invalidInterfaceOrientation = "UIApplicationInvalidInterfaceOrientation"
}

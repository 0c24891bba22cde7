/// A UIKit exception (or a simulator misuse) as a thrown value: UIKit's exception name and the
/// reason text, exactly as SPEC §3.4 gives them.
public struct OrientationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The exception name, e.g. `UIApplicationInvalidInterfaceOrientation`.
  public var name: String
  /// The reason sentence, e.g. `preferredInterfaceOrientationForPresentation must return a
  /// supported interface orientation!`.
  public var reason: String
  /// The line of the scene event that raised it, when a scene event did (0 otherwise).
  public var line: Int

  public init(name: String, reason: String, line: Int = 0) {
    self.name = name
    self.reason = reason
    self.line = line
  }

  /// Whether this is a mistake in the scene (an unknown id, an action on the wrong kind of view
  /// controller, nesting too deep, a new view controller taking an id still in use) rather than
  /// an exception UIKit would raise: a command reports it as bad input at its line, not as an
  /// app crash.
  public var isSceneMistake: Bool {
    switch name {
    case "InvalidAction", "UnknownViewController", "NotInHierarchy", "NestingTooDeep",
      "TooManyViewControllers", "UnknownDeviceProfile", "DuplicateIdentifier":
      true
    default: false
    }
  }

  /// `name: reason`, the form UIKit prints for an uncaught exception.
  public var description: String { "\(name): \(reason)" }

  /// `sceneLifecycleRequired`: an app built with the iOS 27 SDK that has not adopted the scene
  /// life cycle does not launch (SPEC §5.5; UIKit traps, the name is orientsim's).
  public static let sceneLifecycleRequired = "sceneLifecycleRequired"

  /// `UIApplicationInvalidInterfaceOrientation`, the name of every orientation exception.
  public static let invalidInterfaceOrientation = "UIApplicationInvalidInterfaceOrientation"
}

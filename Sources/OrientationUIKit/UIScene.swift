import Foundation
import OrientationCore

/// `UIScene`: a scene of the app. A harness has one, its ``UIWindowScene``
/// (``UIKitHarness/windowScene``), connected at launch.
open class UIScene: UIResponder {
  weak var harness: UIKitHarness?

  /// The scene's session.
  public let session: UISceneSession
  /// Where the scene is in its life cycle: `unattached` before launch, `foregroundActive` after.
  public internal(set) var activationState: ActivationState = .unattached
  /// The scene's title (not shown anywhere).
  open var title: String = ""
  /// The scene's delegate (kept strongly, as UIKit's scene does). Set it before the scene
  /// connects — the launch sets the configuration's `delegateClass` — or before the window is
  /// shown; setting one after launch is not modelled (thrown as `NotModelled`) unless the window
  /// was shown with one.
  public var delegate: (any UISceneDelegate)? {
    didSet { harness?.sceneDelegateChanged() }
  }

  /// A scene for `session`.
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }

  /// A scene with a session of its own.
  public required convenience init() {
    self.init(
      session: UISceneSession(
        role: .windowApplication,
        configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
      connectionOptions: ConnectionOptions())
  }

  /// `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable, Hashable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// `UIScene.ConnectionOptions`: why the scene connects. The harness connects its scene with
  /// none (no URL, no user activity, no notification).
  @preconcurrency @MainActor
  public final class ConnectionOptions {
    /// URLs to open: none.
    public var urlContexts: Set<UIOpenURLContext> { [] }
    /// User activities to continue: none.
    public var userActivities: Set<NSUserActivity> { [] }
    /// The source application: none.
    public var sourceApplication: String? { nil }
    /// The Handoff activity type: none.
    public var handoffUserActivityType: String? { nil }
    /// The Home Screen quick action that launched the app: none.
    public var shortcutItem: UIApplicationShortcutItem? { nil }
    /// The notification response that launched the app: none.
    public var notificationResponse: Any? { nil }
    init() {}
  }
}

/// `UISceneSession`: the session of the harness's one scene.
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
  /// The session's identifier, the same in every run (UIKit's is a fresh UUID).
  public let persistentIdentifier: String
  /// The session's role: `windowApplication`.
  public let role: Role
  /// The configuration the scene connected with.
  public internal(set) var configuration: UISceneConfiguration
  /// The session's scene.
  public internal(set) weak var scene: UIScene?
  /// The app's own data for the session.
  public var userInfo: [String: Any]?
  /// The activity the scene was saved with: none (state is never restored here).
  public var stateRestorationActivity: NSUserActivity? { nil }

  init(role: Role, configuration: UISceneConfiguration) {
    self.persistentIdentifier = "00000000-0000-0000-0000-000000000001"
    self.role = role
    self.configuration = configuration
  }

  nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool {
    lhs === rhs
  }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// `UISceneSession.Role`: the kind of scene a session is for.
  public struct Role: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The app's interactive window scene.
    public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    /// A non-interactive window on an external display (not modelled).
    public static let windowExternalDisplayNonInteractive = Role(
      "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
}

/// `UISceneConfiguration`: what a connecting scene is made of. The harness instantiates
/// ``delegateClass`` (a `UIResponder` subclass conforming to ``UISceneDelegate``) with `init()`;
/// ``sceneClass`` is ignored (the scene is always a ``UIWindowScene``).
@preconcurrency @MainActor
public final class UISceneConfiguration {
  /// The configuration's name (in UIKit, its Info.plist entry).
  public let name: String?
  /// The session role it is for.
  public let role: UISceneSession.Role
  /// The class of the scene's delegate.
  public var delegateClass: AnyClass?
  /// The class of the scene (ignored).
  public var sceneClass: AnyClass?
  /// The storyboard of the scene's window: stored, never read (storyboards are not loaded).
  public var storyboard: UIStoryboard?

  /// A configuration named `name` for `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
  }
}

/// `UISceneDelegate`: what a scene tells its delegate. Every method is optional in UIKit, so
/// each has an empty default implementation.
///
/// The harness calls `scene(_:willConnectTo:options:)` once, after the app delegate's
/// `application(_:didFinishLaunchingWithOptions:)` and before anything is shown — make the
/// window there — then `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)` after the
/// launch (SPEC §9.1; unrecorded). The other methods exist so that scene delegates compile: the
/// scene never disconnects or leaves the foreground.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene connects: create its window (`UIWindow(windowScene:)`), set the root view
  /// controller and call `makeKeyAndVisible()`; the app launches then (SPEC §5.5).
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene disconnected (never called).
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active, after the launch.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to become inactive (never called).
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to enter the foreground, after the launch.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene entered the background (never called).
  func sceneDidEnterBackground(_ scene: UIScene)
  /// URLs to open (never called: nothing opens a URL).
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
  /// A user activity to continue (never called).
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
  /// The activity that restores the scene (never called: the scene is never restored).
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

/// `UIOpenURLContext`: a URL the scene is asked to open. The harness never asks: the type exists
/// so that scene delegates that open URLs compile.
@preconcurrency @MainActor
public final class UIOpenURLContext: Hashable {
  /// The URL.
  public let url: URL
  /// How the URL was opened: no source application or annotation (no other app opens one).
  public let options = UIScene.OpenURLOptions()
  /// A context for `url`.
  public init(url: URL) { self.url = url }
  nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool {
    lhs === rhs
  }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `NSUserActivity` (Foundation on Apple platforms; swift-corelibs-foundation has none): an
/// activity a scene could continue or restore. Its properties are stored and read back, nothing
/// more; the harness never hands one to the app.
public final class NSUserActivity: Hashable {
  /// The activity's type.
  public let activityType: String
  /// A title: stored and read back, nothing more.
  public var title: String?
  /// The activity's information: stored and read back, nothing more.
  public var userInfo: [AnyHashable: Any]?
  /// A web page for the activity: stored and read back, nothing more.
  public var webpageURL: URL?
  /// An activity of `activityType`.
  public init(activityType: String) { self.activityType = activityType }
  public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIScene {
  /// `UIScene.OpenURLOptions`: how a URL was opened; empty here (no other app opens one).
  public final class OpenURLOptions: Sendable {
    /// The bundle identifier of the app that opened the URL: none.
    public var sourceApplication: String? { nil }
    /// The annotation the opening app passed: none.
    public var annotation: Any? { nil }
    /// Whether the file is opened in place: `false`.
    public var openInPlace: Bool { false }
    init() {}
  }
}

/// `NSUserActivityTypeBrowsingWeb`: the activity type of a web page continued in the app.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

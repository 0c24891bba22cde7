import OrientationCore

/// `UIResponder`: the base class of the app, its scenes and their delegates, so that
/// `class AppDelegate: UIResponder, UIApplicationDelegate` compiles. The responder chain is not
/// modelled. Equal means identical, as for UIKit's `NSObject`s.
///
/// The initialiser is `required`: the harness creates a scene delegate from its
/// `UISceneConfiguration.delegateClass` and an app delegate from its class (`@main`,
/// ``UIApplicationMain(_:_:_:_:)``) as UIKit does, through `init()`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  public required override init() { super.init() }

  /// The next responder: always `nil` (the responder chain is not modelled).
  open var next: UIResponder? { nil }

  /// Restores the state of `activity`: does nothing here (the harness never continues one).
  open func restoreUserActivityState(_ activity: NSUserActivity) {}
  /// The user activity the responder manages (a scene's: the one to restore it with): stored
  /// and read back, nothing more.
  open var userActivity: NSUserActivity?
}

/// `UIUserActivityRestoring`: what a continued activity's restoration handler is given.
/// Responders conform, as in UIKit; the harness never continues an activity, so nothing calls it.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: AnyObject {
  func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}

/// `UIApplication`: `UIApplication.shared` is the app of the harness whose app code is running
/// (SPEC §9.1), as ``UIDevice/current`` is its device; outside app code, the app of the harness
/// made last, so that a test can write `UIApplication.shared.delegate = AppDelegate()` between
/// creating a harness and launching it, as an app's `main` does. With no harness alive it is an
/// app that was never launched, with no scenes; what is set on it then is lost. A harness's app
/// is also ``UIKitHarness/application``.
public final class UIApplication: UIResponder {
  weak var harness: UIKitHarness?
  /// Set by the default `application(_:supportedInterfaceOrientationsFor:)`: the app delegate
  /// does not implement it.
  var answeredByDefault = false

  /// The app of the harness whose app code is running.
  public class var shared: UIApplication {
    UIKitHarness.currentOrLatest?.application ?? UIApplication()
  }

  /// The app's delegate (kept strongly: nothing else keeps it in a test). Set it before launch:
  /// it gets `application(_:didFinishLaunchingWithOptions:)` once, before the scene connects,
  /// and, when it implements `application(_:supportedInterfaceOrientationsFor:)`, is asked for
  /// the app mask wherever UIKit asks it (SPEC §3.1 item 2, §3.2, §3.3).
  public var delegate: (any UIApplicationDelegate)?

  /// The interface orientation at this moment (deprecated in iOS 13); `unknown` before launch.
  /// Inside `viewWillTransition(to:with:)` and `willRotate(to:duration:)` it is still the
  /// orientation the interface turns from.
  public var statusBarOrientation: UIInterfaceOrientation {
    harness?.simulator?.interfaceOrientation ?? .unknown
  }

  /// The connected scenes: the harness's one window scene, from launch on.
  public var connectedScenes: Set<UIScene> {
    guard let harness, harness.hasConnectedScene else { return [] }
    return [harness.windowScene]
  }

  /// Whether the app supports more than one scene: `false` (the harness connects one scene).
  public var supportsMultipleScenes: Bool { false }

  /// The app's layout direction: left to right (the engine's traits are).
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// The sessions of the connected scenes.
  public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

  /// Whether the app keeps the screen from sleeping: stored and read back, nothing more (the
  /// simulated screen never sleeps).
  public var isIdleTimerDisabled = false
  /// The badge number of the app's icon: stored and read back, nothing more.
  public var applicationIconBadgeNumber = 0
  /// The user's text size: Large, the default (no accessibility setting is modelled).
  public var preferredContentSizeCategory: UIContentSizeCategory { .large }
  /// The Home Screen quick actions the app set: stored and read back (never shown).
  public var shortcutItems: [UIApplicationShortcutItem]?
  /// The identifier the next background task gets.
  private var nextBackgroundTask = 1
  /// Begins a background task: a new identifier. The app never goes to the background here, so
  /// the expiration handler is never called.
  public func beginBackgroundTask(
    withName taskName: String? = nil, expirationHandler handler: (@MainActor () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    defer { nextBackgroundTask += 1 }
    return UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
  }
  /// Begins a background task (without a name).
  public func beginBackgroundTask(expirationHandler handler: (@MainActor () -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  { beginBackgroundTask(withName: nil, expirationHandler: handler) }
  /// Ends a background task: nothing to end, as none runs in the background here.
  public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
  /// The time left to background tasks: unlimited, as iOS reports it in the foreground.
  public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

  /// `UIApplication.OpenURLOptionsKey`: the options an app delegate's
  /// `application(_:open:options:)` is given (never called here: no URL is opened).
  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    public static let annotation = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    public static let openInPlace = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }

  /// `UIApplication.OpenExternalURLOptionsKey`: options of ``open(_:options:completionHandler:)``.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only a universal link with an app installed to handle it.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Whether ``registerForRemoteNotifications()`` was called last (no device token is ever
  /// delivered: there is no push service).
  public private(set) var isRegisteredForRemoteNotifications = false
  /// Registers for remote notifications: stored; the app delegate is never given a token.
  public func registerForRemoteNotifications() { isRegisteredForRemoteNotifications = true }
  /// Ends the registration.
  public func unregisterForRemoteNotifications() { isRegisteredForRemoteNotifications = false }
  /// Whether an app can open `url`: always false, as nothing outside the simulated app exists.
  public func canOpenURL(_ url: URL) -> Bool { false }

  /// Opens `url` in another app: nothing opens it, and `completion`, if any, runs at once with
  /// `false`.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    completion?(false)
  }

  /// The app's windows: the shown window, if any.
  public var windows: [UIWindow] { harness?.window.map { [$0] } ?? [] }
  /// The key window (deprecated in iOS 13): the shown window, if any.
  public var keyWindow: UIWindow? { harness?.window }

  /// Whether the app is active, inactive or in the background.
  public var applicationState: State {
    harness?.isActive == true
      ? .active : harness?.hasConnectedScene == true ? .inactive : .background
  }

  /// `UIApplication.State`.
  public enum State: Int, Sendable, Hashable {
    case active = 0
    case inactive = 1
    case background = 2
  }

  /// The app's default orientations (Apple docs: "the default set"): the Info.plist list for
  /// this device's idiom (``UIKitHarness/app``), or the idiom's default when the list is missing
  /// — `all` on iPad, `allButUpsideDown` on iPhone. It asks no delegate and is not recorded.
  public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
    guard let harness else { return .allButUpsideDown }
    return harness.app.supportedOrientations
      ?? (harness.device.idiom == .pad ? .all : .allButUpsideDown)
  }

  /// `UIApplication.LaunchOptionsKey`: the keys of the launch options. The harness launches with
  /// none; the type exists so that app delegates compile.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The app was launched to open a URL.
    public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that asked to open the URL.
    public static let sourceApplication = LaunchOptionsKey(
      "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The app was launched for a remote notification.
    public static let remoteNotification = LaunchOptionsKey(
      "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The app was launched for a location event.
    public static let location = LaunchOptionsKey("UIApplicationLaunchOptionsLocationKey")
    /// The app was launched from a Home screen quick action.
    public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
  }
}

/// `UIApplicationDelegate`: the app's delegate. Every method is optional in UIKit, so each has a
/// default implementation here that does what UIKit does when the method is missing.
///
/// The harness calls `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)` once, before the scene connects, then — when
/// the launch names no scene delegate — `application(_:configurationForConnecting:options:)` for
/// the scene's configuration; after the launch, `applicationDidBecomeActive(_:)` when no scene
/// delegate took the scene (SPEC §9.1; none of these is recorded). The other life-cycle methods
/// exist so that app delegates compile: the simulated app never leaves the foreground.
///
/// A Swift protocol cannot tell whether a conforming class implemented a method or uses the
/// default. The default `application(_:supportedInterfaceOrientationsFor:)` marks the app as
/// answered by default; the harness calls the method once when the window is shown, unrecorded,
/// to learn whether the delegate implements it, and only then has the engine ask it.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window, for app delegates that show one themselves (before scenes). UIKit's
  /// requirement is optional, so through the protocol it reads as `UIWindow??`:
  /// `UIApplication.shared.delegate?.window??.rootViewController`. The default reads the
  /// delegate's stored `window` property (`nil` when it has none; a computed one is not seen).
  var window: UIWindow?? { get }
  /// Launch is about to finish; return `false` to refuse a URL (ignored).
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Launch finished, before the scene connects (R3-24). An app without a scene delegate shows
  /// its window here.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The app mask (SPEC §3.1 item 2): when implemented, it replaces the Info.plist list after
  /// launch, and each answer is a `query` record `(app)`.
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask
  /// The configuration of a connecting scene; its `delegateClass` becomes the scene's delegate.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// Scene sessions were discarded (never called: the one session stays).
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// The app became active (an app without a scene delegate, after its launch).
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to become inactive (never called).
  func applicationWillResignActive(_ application: UIApplication)
  /// The app entered the background (never called).
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to enter the foreground (never called).
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to terminate (never called).
  func applicationWillTerminate(_ application: UIApplication)
  /// A Home Screen quick action was chosen (never called: nothing chooses one).
  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void)
}

extension UIApplicationDelegate {
  /// The delegate's stored `window` property, as UIKit's optional requirement reads it.
  public var window: UIWindow?? { delegateWindow(of: self) }
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Without an implementation UIKit uses the app's default orientations; this one returns them
  /// and marks the app as answered by default, so the engine never asks it.
  public func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    application.answeredByDefault = true
    return application.supportedInterfaceOrientations(for: window)
  }
  /// Without an implementation the scene has no delegate here (there is no Info.plist scene
  /// manifest to name one).
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {}
}

extension UIApplicationDelegate {
  /// The entry point of an app delegate marked `@main`, as UIKit provides it: creates the
  /// delegate with `init()` and runs ``UIApplicationMain(_:_:_:_:)``'s launch. The delegate must
  /// be a `UIResponder` subclass. It returns once nothing is pending; when the launch throws, the
  /// process exits with status 1, the reason on standard error. A test target has its own entry
  /// point: tests launch the app delegate through
  /// ``UIKitHarness/launch(delegate:sceneDelegate:at:)`` instead.
  public static func main() {
    guard let type = Self.self as? UIResponder.Type,
      let delegate = type.init() as? any UIApplicationDelegate
    else {
      preconditionFailure("@main: \(Self.self) must be a UIResponder subclass")
    }
    let status = UIKitHarness.runApplication(delegate)
    if status != 0 { exit(status) }
  }
}

/// `UIApplicationMain`: creates the app delegate of class `delegateClassName`
/// (`NSStringFromClass(AppDelegate.self)`; a `UIResponder` subclass) and launches it on a default
/// harness (``UIKitHarness/init(device:profile:app:orientation:)``'s defaults), then runs every
/// pending transition and returns 0 — where UIKit's never returns. It returns 1, with the reason
/// on standard error, when the class cannot be found or the launch throws. `principalClassName`
/// is ignored: the app is always `UIApplication`.
@discardableResult
@preconcurrency @MainActor
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
  guard let name = delegateClassName, let type = NSClassFromString(name) as? UIResponder.Type,
    let delegate = type.init() as? any UIApplicationDelegate
  else {
    FileHandle.standardError.write(
      Data(
        "UIApplicationMain: no UIApplicationDelegate class named \(delegateClassName ?? "nil")\n"
          .utf8))
    return 1
  }
  return UIKitHarness.runApplication(delegate)
}

/// The stored property named `window` of an app or window scene delegate, seen through UIKit's
/// optional `window` requirement: `nil` when the delegate has no such stored property (UIKit's
/// "not implemented"), else its value. A Swift protocol has no optional requirements, so the
/// protocols' default reads the property by reflection; a computed `window` is not seen and
/// reads as `nil` (read it through the delegate's own type instead).
@MainActor
func delegateWindow(of delegate: AnyObject) -> UIWindow?? {
  var mirror: Mirror? = Mirror(reflecting: delegate)
  while let current = mirror {
    if let child = current.children.first(where: { $0.label == "window" }) {
      return child.value as? UIWindow?
    }
    mirror = current.superclassMirror
  }
  return nil
}

/// `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task.
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

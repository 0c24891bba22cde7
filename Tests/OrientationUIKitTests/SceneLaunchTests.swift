import OrientationTesting
import OrientationUIKit
import Testing

/// What the delegates saw, in order, shared by the app and scene delegates of one launch.
final class LaunchEvents: @unchecked Sendable {
  // Written only by app code a harness runs, on the test's thread.
  var events: [String] = []
}

/// A scene delegate that builds its window the way Xcode's template does.
private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var events = LaunchEvents()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    events.events.append(
      "willConnectTo \(session.role.rawValue) \(scene.activationState) "
        + "windows=\(windowScene.windows.count)")
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(
      rootViewController: Configurable("list", supported: .allButUpsideDown)
    ).named("nav")
    self.window = window
    window.makeKeyAndVisible()
    events.events.append("shown \(windowScene.interfaceOrientation)")
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    events.events.append("sceneWillEnterForeground \(scene.activationState)")
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    events.events.append("sceneDidBecomeActive \(scene.activationState)")
  }
}

/// An app delegate that names its scene delegate class in the scene's configuration.
private final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
  var events = LaunchEvents()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    events.events.append(
      "didFinishLaunching scenes=\(application.connectedScenes.count) "
        + "windows=\(application.windows.count)")
    return true
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    events.events.append("configurationForConnecting")
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    events.events.append("applicationDidBecomeActive")
  }
}

/// An app delegate of the days before scenes: it shows its own window.
private final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var events = LaunchEvents()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow()
    window?.rootViewController = Configurable("root")
    window?.makeKeyAndVisible()
    events.events.append("didFinishLaunching \(application.statusBarOrientation)")
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    events.events.append("applicationDidBecomeActive")
  }
}

/// The app delegate `@main` and `UIApplicationMain` launch: it counts its launches.
final class MainAppDelegate: UIResponder, UIApplicationDelegate {
  nonisolated(unsafe) static var launches = 0
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Self.launches += 1
    window = UIWindow()
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
    return true
  }
}

@Suite("Launching as iOS does: the app delegate, then the scene")
@MainActor
struct SceneLaunchTests {
  @Test(
    "a scene delegate from the app delegate's configuration builds the window",
    arguments: [BehaviorProfile.ios13, .ios17, .ios26])
  func sceneDelegateBuildsTheWindow(profile: BehaviorProfile) throws {
    let app = UIKitHarness(device: .iphone15, profile: profile)
    let delegate = SceneAppDelegate()
    try app.launch(delegate: delegate)
    let sceneDelegate = try #require(app.windowScene.delegate as? SceneDelegate)
    // Before the scene connects, the app has no scene and no window (SPEC §9.1; R3-24).
    #expect(
      delegate.events.events == [
        "didFinishLaunching scenes=0 windows=0", "configurationForConnecting",
      ])
    #expect(
      sceneDelegate.events.events == [
        "willConnectTo UIWindowSceneSessionRoleApplication unattached windows=0",
        "shown portrait", "sceneWillEnterForeground foregroundInactive",
        "sceneDidBecomeActive foregroundActive",
      ])
    #expect(app.application.connectedScenes == [app.windowScene])
    #expect(app.windowScene.session.configuration.name == "Default Configuration")
    #expect(sceneDelegate.window === app.window)
    try app.rotate(to: .landscapeLeft, at: 1)
    let viaDelegates = try app.records(through: 2)

    // The same window launched by the harness, with a scene delegate set before.
    final class PlainSceneDelegate: UIWindowSceneDelegate {}
    let direct = UIKitHarness(device: .iphone15, profile: profile)
    direct.windowScene.delegate = PlainSceneDelegate()
    try direct.launch(
      UINavigationController(
        rootViewController: Configurable("list", supported: .allButUpsideDown)
      ).named("nav"))
    try direct.rotate(to: .landscapeLeft, at: 1)
    expectSame(viaDelegates, try direct.records(through: 2))
    #expect(viaDelegates.contains { $0.vc == Simulator.sceneID })
  }

  @Test(
    "an app delegate without scenes shows its own window in didFinishLaunching",
    arguments: [BehaviorProfile.ios7, .ios8, .ios16])
  func appDelegateShowsTheWindow(profile: BehaviorProfile) throws {
    let app = UIKitHarness(device: .iphone15, profile: profile)
    let delegate = WindowAppDelegate()
    try app.perform(at: 0) { UIApplication.shared.delegate = delegate }
    try app.launch()
    // The launch ran inside makeKeyAndVisible(); the app becomes active after it.
    #expect(
      delegate.events.events == [
        "didFinishLaunching portrait", "applicationDidBecomeActive",
      ])
    #expect(app.window === delegate.window)
    #expect(delegate.window?.windowScene === app.windowScene)
    let records = try app.records(through: 2)

    let sim = Simulator(profile: profile, device: .iphone15, root: engineVC("root"))
    try sim.launch()
    try sim.advance(to: 2)
    expectSame(records, sim.log.records)
  }

  @Test("a launch whose app code shows no window throws")
  func noWindow() throws {
    final class Idle: UIResponder, UIApplicationDelegate {}
    let app = UIKitHarness()
    #expect(throws: OrientationError.self) { try app.launch(delegate: Idle()) }
  }

  @Test("UIApplicationMain and @main's main() launch the app delegate class")
  func applicationMain() throws {
    let before = MainAppDelegate.launches
    #expect(
      UIApplicationMain(
        CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(MainAppDelegate.self))
        == 0)
    #expect(MainAppDelegate.launches == before + 1)
    MainAppDelegate.main()
    #expect(MainAppDelegate.launches == before + 2)
    #expect(
      UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "NoSuchDelegate") == 1)
  }
}

/// A window scene delegate with the iOS 27 mask method.
private final class MaskSceneDelegate: UIWindowSceneDelegate {
  var asked = 0
  func supportedInterfaceOrientations(for windowScene: UIWindowScene)
    -> UIInterfaceOrientationMask
  {
    asked += 1
    return .landscape
  }
}

@Suite("The delegates' masks reach the engine only when implemented")
@MainActor
struct DelegateMaskHookTests {
  @Test("a window scene delegate's supportedInterfaceOrientations(for:) is the engine's scene mask")
  func sceneMaskHook() throws {
    let app = UIKitHarness(device: .iphone15, profile: .ios17)
    let delegate = MaskSceneDelegate()
    app.windowScene.delegate = delegate
    try app.launch(Configurable("root"))
    // Called once when the window is shown, to learn that it is implemented.
    #expect(delegate.asked == 1)
    let hook = try #require(app.simulator?.sceneDelegateMask)
    #expect(hook() == .landscape)
    #expect(delegate.asked == 2)
    #expect(app.simulator?.appDelegateMask == nil)
  }

  @Test("without the method, the engine has no scene mask")
  func noSceneMaskHook() throws {
    final class Plain: UIWindowSceneDelegate {}
    let app = UIKitHarness(device: .iphone15, profile: .ios17)
    app.windowScene.delegate = Plain()
    try app.launch(Configurable("root"))
    #expect(app.simulator != nil)
    #expect(app.simulator?.sceneDelegateMask == nil)
  }
}

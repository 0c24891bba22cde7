import OrientationCore

extension UIKitHarness {
  /// Launches the app as iOS does (SPEC §9.1), at `time`: the app delegate (`delegate`, or the
  /// one set on ``application`` before) gets `application(_:willFinishLaunchingWithOptions:)`
  /// and `application(_:didFinishLaunchingWithOptions:)`; then the scene connects — its delegate
  /// is `sceneDelegate`, else the one set on ``windowScene``, else an instance of the
  /// `delegateClass` of the app delegate's
  /// `application(_:configurationForConnecting:options:)` — and gets
  /// `scene(_:willConnectTo:options:)`. The app's own code makes the window there (or, without a
  /// scene delegate, in `didFinishLaunchingWithOptions`): `makeKeyAndVisible()` launches as
  /// SPEC §5.5 says. Then the scene delegate gets `sceneWillEnterForeground(_:)` and
  /// `sceneDidBecomeActive(_:)` (without one, the app delegate gets
  /// `applicationDidBecomeActive(_:)`), and the main queue runs. None of these calls is
  /// recorded.
  ///
  /// ```swift
  /// let app = UIKitHarness(device: .iphone15, profile: .ios16)
  /// try app.launch(delegate: AppDelegate(), sceneDelegate: SceneDelegate())
  /// try app.rotate(to: .landscapeLeft, at: 1)
  /// ```
  ///
  /// Throws `NotLaunched` when no window was shown, and what went wrong in the app's UIKit calls.
  @discardableResult
  public func launch(
    delegate: (any UIApplicationDelegate)? = nil, sceneDelegate: (any UISceneDelegate)? = nil,
    at time: TimeInterval = 0
  ) throws -> Simulator {
    if let delegate { application.delegate = delegate }
    if let sceneDelegate { windowScene.delegate = sceneDelegate }
    return try launchApp(root: nil, at: time)
  }

  /// The launch: the delegates in UIKit's order, then `root` in a window when the app showed
  /// none.
  func launchApp(root: UIViewController?, at time: TimeInterval) throws -> Simulator {
    try setClock(time)
    guard simulator == nil, !hasConnectedScene else {
      throw OrientationError(name: "AlreadyLaunched", reason: "the harness has launched already")
    }
    turn {
      let app = application
      if let delegate = app.delegate {
        _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
      }
      hasConnectedScene = true
      if simulator == nil { connectScene() }
      if let root {
        if simulator == nil {
          let window = UIWindow(windowScene: windowScene)
          window.rootViewController = root
          window.makeKeyAndVisible()
        } else {
          keep(
            OrientationError(
              name: "NotModelled",
              reason:
                "the app's delegates showed a window: launch them with launch(delegate:sceneDelegate:at:)"
            ))
        }
      }
      if simulator != nil { becomeActive() }
    }
    try throwProblems()
    guard let simulator else {
      throw OrientationError(
        name: "NotLaunched",
        reason:
          "the app showed no window: make one with UIWindow(windowScene:) in "
          + "scene(_:willConnectTo:options:), set its rootViewController and call makeKeyAndVisible()"
      )
    }
    return simulator
  }

  /// Connects the scene: its delegate from the app delegate's configuration when none is set,
  /// then `scene(_:willConnectTo:options:)`.
  private func connectScene() {
    let options = UIScene.ConnectionOptions()
    let session = windowScene.session
    if windowScene.delegate == nil, let delegate = application.delegate {
      let configuration = delegate.application(
        application, configurationForConnecting: session, options: options)
      session.configuration = configuration
      if let delegateClass = configuration.delegateClass {
        if let type = delegateClass as? UIResponder.Type,
          let sceneDelegate = type.init() as? any UISceneDelegate
        {
          windowScene.delegate = sceneDelegate
        } else {
          keep(
            OrientationError(
              name: "NotModelled",
              reason:
                "the scene configuration's delegateClass \(delegateClass) is not a UIResponder "
                + "conforming to UISceneDelegate"))
        }
      }
    }
    windowScene.delegate?.scene(windowScene, willConnectTo: session, options: options)
  }

  /// After the launch: the scene (or the app) enters the foreground and becomes active.
  private func becomeActive() {
    let scene: UIWindowScene = windowScene
    scene.activationState = .foregroundInactive
    scene.delegate?.sceneWillEnterForeground(scene)
    scene.activationState = .foregroundActive
    isActive = true
    if let sceneDelegate = scene.delegate {
      sceneDelegate.sceneDidBecomeActive(scene)
    } else {
      application.delegate?.applicationDidBecomeActive(application)
    }
    asCurrent {
      NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
      NotificationCenter.default.post(
        name: UIApplication.didBecomeActiveNotification, object: application)
    }
  }

  /// Hands the engine app code's answers, when the window is shown: the app delegate's
  /// `application(_:supportedInterfaceOrientationsFor:)` and the window scene delegate's
  /// `supportedInterfaceOrientations(for:)` when they implement them, and whether animations
  /// are on.
  ///
  /// Whether a delegate implements a method is learnt by calling it once here, unrecorded: the
  /// protocol extension's default marks the app (or the scene) as answered by default.
  func connectAppCode(to simulator: Simulator) {
    simulator.areAnimationsEnabled = animationsEnabled
    let app = application
    if let delegate = app.delegate {
      app.answeredByDefault = false
      _ = delegate.application(app, supportedInterfaceOrientationsFor: window)
      if !app.answeredByDefault {
        simulator.appDelegateMask = { [weak self] in
          guard let self else {
            return delegate.application(app, supportedInterfaceOrientationsFor: nil)
          }
          return self.asCurrent {
            delegate.application(app, supportedInterfaceOrientationsFor: self.window)
          }
        }
      }
      app.answeredByDefault = false
    }
    let scene: UIWindowScene = windowScene
    if let delegate = scene.delegate as? any UIWindowSceneDelegate {
      scene.answeredByDefault = false
      _ = delegate.supportedInterfaceOrientations(for: scene)
      if !scene.answeredByDefault {
        simulator.sceneDelegateMask = { [weak self, weak scene] in
          guard let self, let scene else { return .all }
          return self.asCurrent { delegate.supportedInterfaceOrientations(for: scene) }
        }
      }
      scene.answeredByDefault = false
    }
  }

  /// Launches `delegate` on a default harness and runs every pending transition: the entry
  /// point of `@main` and ``UIApplicationMain(_:_:_:_:)``. Returns 0, or 1 with the reason on
  /// standard error.
  @discardableResult
  static func runApplication(_ delegate: any UIApplicationDelegate) -> Int32 {
    let harness = UIKitHarness()
    do {
      try harness.launch(delegate: delegate)
      try harness.finish()
      return 0
    } catch {
      FileHandle.standardError.write(Data("UIApplicationMain: \(error)\n".utf8))
      return 1
    }
  }
}

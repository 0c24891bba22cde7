// The app and scene delegates, as Xcode's template writes them, with the orientation lock most
// apps keep in their app delegate.
import UIKit

/// The app delegate: names the scene delegate and answers the orientations from a lock that
/// screens set (a reading mode keeps the app in portrait).
public final class AppDelegate: UIResponder, UIApplicationDelegate {
  /// The orientations the app allows now; the reading mode sets `.portrait`.
  public static var orientationLock: UIInterfaceOrientationMask = .all

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }

  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }

  public func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    Self.orientationLock
  }
}

/// The scene delegate: builds the window with the reader's navigation stack, and counts the
/// scene's geometry updates (iOS 13 to 25 call the first method, iOS 26 and later the second).
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  public var window: UIWindow?
  public private(set) var geometryUpdates = 0

  public func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {
    geometryUpdates += 1
  }

  public func windowScene(
    _ windowScene: UIWindowScene,
    didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry
  ) {
    geometryUpdates += 1
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = makeReaderRoot()
    self.window = window
    window.makeKeyAndVisible()
  }
}

/// Reading mode: the app stays in portrait while it is on, as the settings screen's switch sets
/// it. Turning it off lets the app follow the device again.
@MainActor
public func setReadingMode(_ on: Bool) {
  AppDelegate.orientationLock = on ? .portrait : .all
  let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
  scene?.windows.first?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations()
}

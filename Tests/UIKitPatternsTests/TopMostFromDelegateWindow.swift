import Testing

// A helper that finds the top-most view controller from the app delegate's window
// (`delegate?.window??`), through navigation, tab bar and presented view controllers, and
// presents a landscape video from there.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class WindowedAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let feed = UIViewController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: feed)]
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = tabs
    window?.makeKeyAndVisible()
    return true
  }
}

extension UIViewController {
  static var topMost: UIViewController? {
    topMost(from: UIApplication.shared.delegate?.window??.rootViewController)
  }

  private static func topMost(from base: UIViewController?) -> UIViewController? {
    if let navigation = base as? UINavigationController {
      return topMost(from: navigation.visibleViewController)
    }
    if let tabs = base as? UITabBarController, let selected = tabs.selectedViewController {
      return topMost(from: selected)
    }
    if let presented = base?.presentedViewController {
      return topMost(from: presented)
    }
    return base
  }
}

final class LandscapeVideoViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    .landscapeRight
  }
}

@MainActor
@Test func videoPresentedFromTheTopMostViewControllerTurnsTheInterface() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let delegate = WindowedAppDelegate()
  try app.launch(delegate: delegate)
  let video = LandscapeVideoViewController()
  video.modalPresentationStyle = .fullScreen
  try app.perform(at: 1) {
    #expect(UIViewController.topMost === delegate.feed)
    UIViewController.topMost?.present(video, animated: true)
  }
  try app.advance(to: 2)
  try app.perform(at: 2) { #expect(UIViewController.topMost === video) }
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
}

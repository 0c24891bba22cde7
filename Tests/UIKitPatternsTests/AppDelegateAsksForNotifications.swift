import Testing
import UserNotifications

// An app delegate that locks the app to portrait also asks for notification permission at
// launch and registers for remote notifications, as most app delegates do.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class NotifyingAppDelegate: UIResponder, UIApplicationDelegate,
  UNUserNotificationCenterDelegate
{
  var window: UIWindow?
  static var orientationLock = UIInterfaceOrientationMask.portrait
  private(set) var answers: [Bool] = []

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let center = UNUserNotificationCenter.current()
    center.delegate = self
    center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in
      MainActor.assumeIsolated { self.answers.append(granted) }
    }
    application.registerForRemoteNotifications()
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
    return true
  }

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    Self.orientationLock
  }
}

@MainActor
@Test func launchAsksForNotificationsAndKeepsTheLock() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let delegate = NotifyingAppDelegate()
  try app.launch(delegate: delegate)
  #expect(delegate.answers == [false])
  #expect(app.application.isRegisteredForRemoteNotifications)
  #expect(UNUserNotificationCenter.current().delegate === delegate)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

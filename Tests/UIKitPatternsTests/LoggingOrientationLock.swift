import OSLog
import Testing

// An app delegate that logs each change of its orientation lock with `Logger`, and a legacy
// `os_log` call beside it. Nothing is logged on Linux; the lock still decides the app's mask.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LoggingLockAppDelegate: UIResponder, UIApplicationDelegate {
  static let logger = Logger(subsystem: "com.example.player", category: "orientation")
  var window: UIWindow?
  var lock = UIInterfaceOrientationMask.portrait {
    didSet {
      Self.logger.info(
        "lock \(self.lock.rawValue, privacy: .public) from \(oldValue.rawValue, format: .hex)")
      os_log("lock changed", log: .default, type: .debug)
    }
  }

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask { lock }
}

@MainActor
@Test func loggedLockStillDecidesTheMask() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let delegate = LoggingLockAppDelegate()
  app.application.delegate = delegate
  try app.launch(UIViewController())
  delegate.lock = .landscape
  try app.perform(at: 1) { UIViewController.attemptRotationToDeviceOrientation() }
  try app.rotate(to: .landscapeLeft, at: 2)
  try app.advance(to: 3)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  let message: OSLogMessage = "turned \(2, privacy: .private) times"
  #expect(message.text == "turned 2 times")
  #expect(!OSLog.default.isEnabled(type: .info))
}

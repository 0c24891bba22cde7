import Foundation

extension UIApplication {
  /// Posted on `NotificationCenter.default` with the app as its object when the app becomes
  /// active: once, after the launch, just after `sceneDidBecomeActive(_:)` (or the app
  /// delegate's `applicationDidBecomeActive(_:)`) and ``UIScene/didActivateNotification``.
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Never posted: the simulated app never becomes inactive.
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Never posted: the simulated app never enters the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Never posted: the simulated app never returns from the background.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Never posted: the simulated app never terminates.
  nonisolated public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Never posted.
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Never posted: there are no memory warnings.
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// Never posted (deprecated in iOS 13): observe the rotation with
  /// `viewWillTransition(to:with:)` or the window scene delegate instead.
  nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarOrientationNotification")
  /// Never posted (deprecated in iOS 13): observe the rotation with
  /// `viewWillTransition(to:with:)` or the window scene delegate instead.
  nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarOrientationNotification")
  /// The status-bar notifications' user-info key for the orientation (deprecated in iOS 13;
  /// the notifications are never posted).
  nonisolated public static let statusBarOrientationUserInfoKey =
    "UIApplicationStatusBarOrientationUserInfoKey"
  /// The status-bar notifications' user-info key for the frame (deprecated in iOS 13).
  nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
}

extension UIScene {
  /// Never posted: the harness connects its scene before app code can observe it.
  nonisolated public static let willConnectNotification = Notification.Name(
    "UISceneWillConnectNotification")
  /// Never posted: the scene never disconnects.
  nonisolated public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
  /// Posted on `NotificationCenter.default` with the scene as its object when the scene becomes
  /// active: once, after the launch, just after its delegate (if any) got
  /// `sceneDidBecomeActive(_:)`.
  nonisolated public static let didActivateNotification = Notification.Name(
    "UISceneDidActivateNotification")
  /// Never posted: the scene never becomes inactive.
  nonisolated public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  /// Never posted: the scene never returns from the background.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Never posted: the scene never enters the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}

extension UIScreen {
  /// Never posted: no other screen connects here.
  nonisolated public static let didConnectNotification = Notification.Name(
    "UIScreenDidConnectNotification")
  /// Never posted: no other screen connects, so none disconnects.
  nonisolated public static let didDisconnectNotification = Notification.Name(
    "UIScreenDidDisconnectNotification")
  /// Never posted: the screen's mode never changes.
  nonisolated public static let modeDidChangeNotification = Notification.Name(
    "UIScreenModeDidChangeNotification")
  /// Never posted: the screen's brightness never changes.
  nonisolated public static let brightnessDidChangeNotification = Notification.Name(
    "UIScreenBrightnessDidChangeNotification")
  /// Never posted: the screen is never captured or mirrored.
  nonisolated public static let capturedDidChangeNotification = Notification.Name(
    "UIScreenCapturedDidChangeNotification")
}

import Testing

// The app delegate owns the orientation lock; a helper sets it and turns the device with the
// old key-value hack; a reading screen locks portrait while it is shown.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LockOwningAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var orientationLock = UIInterfaceOrientationMask.allButUpsideDown
  let shelf = UIViewController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UINavigationController(rootViewController: shelf)
    window?.makeKeyAndVisible()
    return true
  }

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    orientationLock
  }
}

enum OrientationLockUtility {
  @MainActor static func lock(_ mask: UIInterfaceOrientationMask) {
    if let delegate = UIApplication.shared.delegate as? LockOwningAppDelegate {
      delegate.orientationLock = mask
    }
  }

  @MainActor static func lock(
    _ mask: UIInterfaceOrientationMask, andRotateTo orientation: UIInterfaceOrientation
  ) {
    lock(mask)
    UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
    UINavigationController.attemptRotationToDeviceOrientation()
  }
}

final class LockedReadingViewController: UIViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    OrientationLockUtility.lock(.portrait, andRotateTo: .portrait)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    OrientationLockUtility.lock(.allButUpsideDown)
  }
}

@MainActor
@Test func readingScreenLocksPortraitThroughTheAppDelegate() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios13, orientation: .landscapeLeft)
  let delegate = LockOwningAppDelegate()
  try app.launch(delegate: delegate)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  #expect(UIApplication.shared.delegate?.window??.rootViewController is UINavigationController)

  try app.perform(at: 1) {
    delegate.shelf.navigationController?.pushViewController(
      LockedReadingViewController(), animated: false)
  }
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .portrait)
  try app.rotate(to: .landscapeLeft, at: 3)
  try app.advance(to: 4)
  #expect(app.windowScene.interfaceOrientation == .portrait)

  try app.perform(at: 5) {
    _ = delegate.shelf.navigationController?.popViewController(animated: false)
  }
  try app.rotate(to: .landscapeRight, at: 6)
  try app.advance(to: 7)
  #expect(app.windowScene.interfaceOrientation == .landscapeLeft)
}

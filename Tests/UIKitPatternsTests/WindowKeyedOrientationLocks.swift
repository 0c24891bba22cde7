import Testing

// An app delegate that keeps a stack of orientation locks per window: a screen pushes a lock
// for its own window while it is shown and pops it when it goes.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LockStackAppDelegate: UIResponder, UIApplicationDelegate {
  private var orientationLocks: [UIWindow: [UIInterfaceOrientationMask]] = [:]

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    if let window, let top = orientationLocks[window]?.last { return top }
    return .allButUpsideDown
  }

  func pushLock(_ mask: UIInterfaceOrientationMask, for window: UIWindow?) {
    guard let window else { return }
    orientationLocks[window, default: []].append(mask)
  }

  func popLock(for window: UIWindow?) {
    guard let window else { return }
    orientationLocks[window]?.removeLast()
  }
}

final class SignatureCaptureViewController: UIViewController {
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appDelegate?.pushLock(.landscapeRight, for: view.window)
    setNeedsUpdateOfSupportedInterfaceOrientations()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appDelegate?.popLock(for: view.window)
    setNeedsUpdateOfSupportedInterfaceOrientations()
  }

  private var appDelegate: LockStackAppDelegate? {
    UIApplication.shared.delegate as? LockStackAppDelegate
  }
}

@MainActor
@Test func perWindowLockTurnsTheInterfaceWhileTheScreenShows() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  UIApplication.shared.delegate = LockStackAppDelegate()
  let home = UIViewController()
  let navigation = UINavigationController(rootViewController: home)
  try app.launch(navigation)
  try app.perform(at: 1) {
    navigation.pushViewController(SignatureCaptureViewController(), animated: false)
  }
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  try app.perform(at: 3) { _ = navigation.popViewController(animated: false) }
  try app.advance(to: 4)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

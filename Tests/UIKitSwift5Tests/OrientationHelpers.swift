// Orientation helpers as apps in the Swift 5 language mode write them: plain types, no actor
// annotations, calling UIKit from the main thread. They compile against the face without errors
// or warnings (the target treats warnings as errors) because its types are
// `@preconcurrency @MainActor`, as UIKit's imported ones are.
import Testing
import UIKit

final class LockingAppDelegate: UIResponder, UIApplicationDelegate {
  static var orientationLock = UIInterfaceOrientationMask.portrait

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    Self.orientationLock
  }
}

struct AppUtility {
  static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
    LockingAppDelegate.orientationLock = orientation
  }

  static func lockOrientation(
    _ orientation: UIInterfaceOrientationMask,
    andRotateTo rotateOrientation: UIInterfaceOrientation
  ) {
    lockOrientation(orientation)
    UIDevice.current.setValue(rotateOrientation.rawValue, forKey: "orientation")
    UIViewController.attemptRotationToDeviceOrientation()
  }
}

enum OrientationManager {
  static var isLandscape: Bool {
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    return scene?.interfaceOrientation.isLandscape ?? false
  }
}

final class PlayerViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

@MainActor
@Test func swift5HelpersDriveTheOrientationUnderIOS13() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios13)
  UIApplication.shared.delegate = LockingAppDelegate()
  try app.launch(UIViewController())
  #expect(!OrientationManager.isLandscape)
  try app.perform(at: 1) {
    AppUtility.lockOrientation(.landscape, andRotateTo: .landscapeRight)
  }
  try app.advance(to: 2)
  #expect(OrientationManager.isLandscape)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
}

import Testing

// An app delegate that builds its window from the main storyboard: storyboards are not read, so
// the launch fails loudly instead of showing nothing.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    window.rootViewController = storyboard.instantiateInitialViewController()
    window.isExclusiveTouch = true
    self.window = window
    window.makeKeyAndVisible()
    return true
  }

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask { .allButUpsideDown }
}

@MainActor
@Test func storyboardLaunchIsReportedAsNotModelled() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let error = #expect(throws: (any Error).self) {
    try app.launch(delegate: StoryboardAppDelegate())
  }
  #expect("\(error.map { "\($0)" } ?? "")".contains("storyboards are not read"))
}

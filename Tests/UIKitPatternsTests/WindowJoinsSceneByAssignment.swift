import Testing

// A window made with a frame, as before scenes, that joins the scene by assignment before it is
// shown; the shown window then stays in its scene.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class GreetingViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .cyan
  }
}

@MainActor
func showGreeting(in windowScene: UIWindowScene) -> UIWindow {
  let window = UIWindow(frame: .zero)
  window.windowScene = windowScene
  window.rootViewController = GreetingViewController()
  window.isExclusiveTouch = true
  window.makeKeyAndVisible()
  return window
}

@MainActor
@Test func windowAssignedToTheSceneLaunchesAndCannotLeaveIt() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let window = showGreeting(in: app.windowScene)
  #expect(window.windowScene === app.windowScene)
  #expect(app.windowScene.keyWindow === window)
  #expect(window.rootViewController?.view.backgroundColor == .cyan)
  try app.rotate(to: .landscapeLeft, at: 1)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)

  window.windowScene = nil
  #expect(throws: (any Error).self) { try app.advance(to: 2) }
}

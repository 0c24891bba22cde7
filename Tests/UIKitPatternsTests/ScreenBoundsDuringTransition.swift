import Testing

// Reading UIScreen.main.bounds before and after a rotation.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ScreenReaderViewController: UIViewController {
  var boundsInWillTransition: CGRect = .zero
  var boundsInCompletion: CGRect = .zero

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    boundsInWillTransition = UIScreen.main.bounds
    coordinator.animate(alongsideTransition: nil) { _ in
      self.boundsInCompletion = UIScreen.main.bounds
    }
  }
}

@MainActor
@Test func screenBoundsSwapAtTheCommit() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let reader = ScreenReaderViewController()
  try app.launch(reader)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(reader.boundsInWillTransition.size == CGSize(width: 393, height: 852))
  #expect(reader.boundsInCompletion.size == CGSize(width: 852, height: 393))
}

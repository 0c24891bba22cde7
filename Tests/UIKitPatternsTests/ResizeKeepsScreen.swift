import Testing

// An iPad app in split view: the window shrinks, UIScreen.main does not.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class NotesViewController: UIViewController {
  private(set) var windowWidths: [CGFloat] = []
  private(set) var screenWidths: [CGFloat] = []

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    windowWidths.append(size.width)
    coordinator.animate(alongsideTransition: nil) { _ in
      self.screenWidths.append(UIScreen.main.bounds.width)
    }
  }
}

@MainActor
@Test func splitViewResizeLeavesTheScreenAlone() throws {
  let app = UIKitHarness(device: .ipad9th, profile: .ios16, orientation: .landscapeLeft)
  let notes = NotesViewController()
  try app.launch(notes)
  try app.resize(to: CGSize(width: 507, height: 810), at: 1)
  try app.advance(to: 2)
  #expect(notes.windowWidths == [507])
  #expect(notes.screenWidths == [1080])
}

import Testing

// A gallery that lays out its grid through `transitionCoordinator` when a transition is under
// way and at once otherwise, the usual shape of a shared `updateLayout()` helper.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class GalleryGridViewController: UIViewController {
  private(set) var columnsApplied: [Int] = []
  private(set) var throughCoordinator: [Bool] = []
  private(set) var sawCoordinatorInCompletion = false

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    updateLayout(columns: size.width > size.height ? 5 : 3)
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      self?.sawCoordinatorInCompletion = self?.transitionCoordinator != nil
    }
  }

  func updateLayout(columns: Int) {
    if let coordinator = transitionCoordinator {
      throughCoordinator.append(true)
      coordinator.animate(alongsideTransition: { _ in self.columnsApplied.append(columns) })
    } else {
      throughCoordinator.append(false)
      columnsApplied.append(columns)
    }
  }
}

@MainActor
@Test func layoutGoesThroughTheCoordinatorOnlyDuringATransition() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let gallery = GalleryGridViewController()
  try app.launch(gallery)
  #expect(gallery.transitionCoordinator == nil)

  try app.rotate(to: .landscapeLeft, at: 1)
  #expect(gallery.throughCoordinator == [true])
  #expect(gallery.transitionCoordinator != nil)
  try app.advance(to: 3)
  #expect(gallery.columnsApplied == [5])
  #expect(gallery.transitionCoordinator == nil)
  #expect(gallery.sawCoordinatorInCompletion)

  try app.perform(at: 4) { gallery.updateLayout(columns: 4) }
  #expect(gallery.throughCoordinator == [true, false])
  #expect(gallery.columnsApplied == [5, 4])
}

import Testing

// Swapping artwork for the orientation with UIView.transition(with:).
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class AlbumViewController: UIViewController {
  let artwork = UIImageView(image: UIImage(named: "cover-portrait"))

  override func viewDidLoad() {
    super.viewDidLoad()
    artwork.contentMode = .scaleAspectFit
    view.addSubview(artwork)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let landscape = size.width > size.height
    UIView.transition(
      with: artwork, duration: coordinator.transitionDuration, options: .transitionCrossDissolve,
      animations: {
        self.artwork.image = UIImage(named: landscape ? "cover-landscape" : "cover-portrait")
        self.artwork.contentMode = landscape ? .scaleAspectFill : .scaleAspectFit
      })
  }
}

@MainActor
@Test func artworkSwapsForLandscape() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let album = AlbumViewController()
  try app.launch(album)
  try app.rotate(to: .landscapeLeft, at: 1)
  #expect(album.artwork.image == UIImage(named: "cover-landscape"))
  #expect(album.artwork.contentMode == .scaleAspectFill)
}

import Testing

// A grid whose flow layout is invalidated alongside the rotation.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class GalleryViewController: UIViewController, UICollectionViewDataSource {
  let layout = UICollectionViewFlowLayout()
  lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dataSource = self
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    view.addSubview(collectionView)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.collectionView.collectionViewLayout.invalidateLayout()
    })
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 12 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) }
}

@MainActor
@Test func galleryInvalidatesItsLayoutWhenTheDeviceTurns() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios17)
  let gallery = GalleryViewController()
  try app.launch(gallery)
  let before = gallery.layout.invalidationCount
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(gallery.layout.invalidationCount > before)
  #expect(gallery.collectionView.bounds.size == CGSize(width: 852, height: 393))
  #expect(gallery.collectionView.numberOfItems(inSection: 0) == 12)
}

import Testing

// A flow layout whose item width is recomputed from the collection view width.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ProductGridViewController: UICollectionViewController {
  private let columnsPortrait: CGFloat = 2
  private let columnsLandscape: CGFloat = 4

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return }
    let width = collectionView.bounds.width
    let columns = width > collectionView.bounds.height ? columnsLandscape : columnsPortrait
    let available =
      width - flow.sectionInset.left - flow.sectionInset.right
      - flow.minimumInteritemSpacing * (columns - 1)
    flow.itemSize = CGSize(width: (available / columns).rounded(.down), height: 120)
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 20 }
}

@MainActor
@Test func gridShowsFourColumnsInLandscape() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let grid = ProductGridViewController()
  try app.launch(grid)
  let flow = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
  #expect(flow.itemSize.width == 184)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(flow.itemSize.width == 203)
  #expect(flow.invalidationCount >= 1)
}

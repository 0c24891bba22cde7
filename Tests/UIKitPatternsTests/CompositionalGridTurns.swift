import Testing

// A photo grid with a compositional layout whose section provider picks its columns from the
// container's width, a diffable data source fed by a cell registration, and a layout
// invalidated when the device turns.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

struct GridPhoto: Hashable, Sendable {
  let id: Int
  var title: String { "Photo \(id)" }
}

final class PhotoThumbnailCell: UICollectionViewCell {
  let titleLabel = UILabel()
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(titleLabel)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class PhotoGridViewController: UIViewController {
  enum Section: Hashable, Sendable { case library }

  private(set) var collectionView: UICollectionView!
  private(set) var dataSource: UICollectionViewDiffableDataSource<Section, GridPhoto>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let registration = UICollectionView.CellRegistration<PhotoThumbnailCell, GridPhoto> {
      cell, _, photo in
      cell.titleLabel.text = photo.title
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, photo in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, GridPhoto>()
    snapshot.appendSections([.library])
    snapshot.appendItems((1...24).map(GridPhoto.init(id:)))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    collectionView.collectionViewLayout.invalidateLayout()
  }

  func remove(_ photo: GridPhoto) {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([photo])
    dataSource.apply(snapshot)
  }

  private func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let columns = environment.container.effectiveContentSize.width < 500 ? 2 : 4
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / CGFloat(columns)),
          heightDimension: .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: .fractionalWidth(1 / CGFloat(columns))),
        repeatingSubitem: item, count: columns)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 4
      return section
    }
  }
}

@MainActor
@Test func photoGridShowsItsAppliedPhotosThroughTheRegistration() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let grid = PhotoGridViewController()
  try app.launch(grid)
  let collectionView = try #require(grid.collectionView)
  #expect(collectionView.numberOfSections == 1)
  #expect(collectionView.numberOfItems(inSection: 0) == 24)
  let dataSource = try #require(collectionView.dataSource)
  let cell = dataSource.collectionView(
    collectionView, cellForItemAt: IndexPath(item: 2, section: 0))
  let thumbnail = try #require(cell as? PhotoThumbnailCell)
  #expect(thumbnail.titleLabel.text == "Photo 3")
  #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === thumbnail)
}

@MainActor
@Test func photoGridPicksFourColumnsForTheLandscapeWidth() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let grid = PhotoGridViewController()
  try app.launch(grid)
  let layout = try #require(
    grid.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
  #expect(layout.preparedEnvironment?.container.effectiveContentSize.width == 393)
  #expect(layout.preparedSections.map(\.group.itemCount) == [2])
  let preparations = layout.preparationCount
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(layout.preparationCount > preparations)
  #expect(layout.preparedEnvironment?.container.contentSize == CGSize(width: 852, height: 393))
  #expect(layout.preparedSections.map(\.group.itemCount) == [4])
}

@MainActor
@Test func photoGridDeletingAPhotoUpdatesTheCountsAndIdentifiers() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let grid = PhotoGridViewController()
  try app.launch(grid)
  let reloads = grid.collectionView.reloadCount
  grid.remove(GridPhoto(id: 1))
  #expect(grid.collectionView.reloadCount == reloads + 1)
  #expect(grid.collectionView.numberOfItems(inSection: 0) == 23)
  #expect(grid.dataSource.snapshot().numberOfItems == 23)
  #expect(grid.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == GridPhoto(id: 2))
  #expect(grid.dataSource.indexPath(for: GridPhoto(id: 1)) == nil)
  #expect(grid.dataSource.indexPath(for: GridPhoto(id: 24)) == IndexPath(item: 22, section: 0))
}

@Test func snapshotKeepsSectionsAndItemsInOrder() {
  var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
  snapshot.appendSections(["recent", "favourites"])
  snapshot.appendItems([1, 2, 3], toSection: "recent")
  snapshot.appendItems([10, 11])
  snapshot.insertSections(["pinned"], beforeSection: "recent")
  snapshot.appendItems([20], toSection: "pinned")
  snapshot.insertItems([4], afterItem: 3)
  snapshot.moveItem(1, afterItem: 4)
  snapshot.reloadItems([2])
  snapshot.reconfigureItems([10])
  snapshot.deleteItems([11])
  #expect(snapshot.sectionIdentifiers == ["pinned", "recent", "favourites"])
  #expect(snapshot.itemIdentifiers == [20, 2, 3, 4, 1, 10])
  #expect(snapshot.itemIdentifiers(inSection: "recent") == [2, 3, 4, 1])
  #expect(snapshot.numberOfItems(inSection: "favourites") == 1)
  #expect(snapshot.sectionIdentifier(containingItem: 10) == "favourites")
  #expect(snapshot.indexOfItem(4) == 3)
  #expect(snapshot.indexOfSection("favourites") == 2)
  #expect(snapshot.reloadedItemIdentifiers == [2])
  #expect(snapshot.reconfiguredItemIdentifiers == [10])
  snapshot.deleteSections(["recent"])
  #expect(snapshot.numberOfItems == 2)
  #expect(snapshot.reloadedItemIdentifiers.isEmpty)
}

final class DownloadsViewController: UITableViewController {
  private var dataSource: UITableViewDiffableDataSource<Int, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "download")
    dataSource = UITableViewDiffableDataSource(tableView: tableView) {
      tableView, indexPath, name in
      let cell = tableView.dequeueReusableCell(withIdentifier: "download", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Lecture 1", "Lecture 2", "Lecture 3"])
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
@Test func downloadsListAnswersItsRowsFromTheAppliedSnapshot() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let downloads = DownloadsViewController(style: .plain)
  try app.launch(downloads)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  let tableView = try #require(downloads.tableView)
  #expect(tableView.numberOfRows(inSection: 0) == 3)
  let source = try #require(tableView.dataSource)
  let cell = source.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 0))
  let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
  #expect(content.text == "Lecture 2")
  #expect(tableView.reloadCount >= 1)
}

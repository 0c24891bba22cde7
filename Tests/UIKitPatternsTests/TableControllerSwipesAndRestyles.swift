import Testing

// A settings list built on `UITableViewController`: it overrides the data source and delegate
// methods apps override (section titles, editing, swipe actions), and restyles its cells from
// their configuration state, as iOS 14 cells do. The list follows the device's rotation like
// any root view controller.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class SwipeListController: UITableViewController {
  let rows = ["Brightness", "Sounds", "Rotation lock"]
  private(set) var deleted: [IndexPath] = []
  private(set) var styles: [String: UIColor] = [:]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let title = rows[indexPath.row]
    cell.configurationUpdateHandler = { [weak self] _, state in
      var background = UIBackgroundConfiguration.listCell()
      background.backgroundColor = state.isSelected ? .systemTeal : .systemGray5
      self?.styles[title] = background.backgroundColor
    }
    return cell
  }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { "Display" }
  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    indexPath.row != 2
  }
  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      self.deleted.append(indexPath)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}

@MainActor
@Test func tableControllerOverridesAreItsTableViewsAnswers() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let list = SwipeListController(style: .insetGrouped)
  try app.launch(list)
  let table = try #require(list.tableView)
  let source = try #require(table.dataSource)
  // The face's `delegate` is the scroll view's, typed as such: cast to the table's.
  let delegate = try #require(table.delegate as? any UITableViewDelegate)
  #expect(source.tableView(table, titleForHeaderInSection: 0) == "Display")
  #expect(source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
  #expect(!source.tableView(table, canEditRowAt: IndexPath(row: 2, section: 0)))
  let swipe = delegate.tableView(
    table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0))
  #expect(swipe?.actions.map(\.title) == ["Delete"])
  // Nothing the controller does not override answers for it: UIKit's defaults.
  #expect(source.tableView(table, titleForFooterInSection: 0) == nil)
  #expect(
    delegate.tableView(
      table, leadingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0))
      == nil)
}

@MainActor
@Test func cellsRestyleFromTheirStateWhenSelected() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let list = SwipeListController(style: .insetGrouped)
  try app.launch(list)
  let table = try #require(list.tableView)
  for row in 0..<2 {
    _ = list.tableView(table, cellForRowAt: IndexPath(row: row, section: 0))
  }
  // Setting the handler runs it once with the cell's current state.
  #expect(list.styles == ["Brightness": .systemGray5, "Sounds": .systemGray5])
  table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
  #expect(list.styles == ["Brightness": .systemGray5, "Sounds": .systemTeal])
  table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
  #expect(list.styles == ["Brightness": .systemTeal, "Sounds": .systemGray5])
  #expect(
    table.cellForRow(at: IndexPath(row: 0, section: 0))?.configurationState.isSelected == true)
  table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
  #expect(list.styles == ["Brightness": .systemGray5, "Sounds": .systemGray5])
  // The list turns with the phone; its cells keep their state.
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  #expect(list.view.bounds.size.width > list.view.bounds.size.height)
}

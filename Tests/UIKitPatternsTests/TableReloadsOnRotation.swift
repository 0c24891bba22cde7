import Testing

// A table view controller that reloads its rows after a size change.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class InboxViewController: UITableViewController {
  let messages = ["Lunch?", "Build is green", "Rotation bug"]
  private(set) var widthAtReload: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 44
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { _ in
      self.widthAtReload = self.tableView.bounds.width
      self.tableView.reloadData()
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    cell.textLabel?.text = messages[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

@MainActor
@Test func inboxReloadsWithTheNewWidth() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let inbox = InboxViewController(style: .insetGrouped)
  try app.launch(UINavigationController(rootViewController: inbox))
  let cell = inbox.tableView(inbox.tableView, cellForRowAt: IndexPath(row: 2, section: 0))
  #expect(cell.textLabel?.text == "Rotation bug")
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(inbox.tableView.reloadCount == 1)
  #expect(inbox.widthAtReload == 852)
  #expect(inbox.tableView.numberOfRows(inSection: 0) == 3)
  #expect(inbox.tableView.visibleCells.isEmpty)
}

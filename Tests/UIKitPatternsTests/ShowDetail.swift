import Testing

// A list that opens its detail with show(_:sender:): pushed inside a navigation controller.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class RecipeDetailViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

final class RecipeListViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { _ in })
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    show(RecipeDetailViewController(), sender: self)
  }
}

@MainActor
@Test func selectingARowPushesTheDetail() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let list = RecipeListViewController()
  let nav = UINavigationController(rootViewController: list)
  try app.launch(nav)
  try app.perform(at: 1) {
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
  }
  try app.advance(to: 2)
  #expect(nav.topViewController is RecipeDetailViewController)
  #expect(nav.viewControllers.count == 2)
}

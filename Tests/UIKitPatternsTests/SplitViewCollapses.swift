import Testing

// A split view controller that is collapsed on iPhone and expanded on iPad.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class MailSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
  let accountName: String

  init(accountName: String) {
    self.accountName = accountName
    super.init(style: .doubleColumn)
    preferredDisplayMode = .oneBesideSecondary
    setViewController(UIViewController(), for: .primary)
    setViewController(UIViewController(), for: .secondary)
    delegate = self
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { true }
}

@MainActor
@Test(arguments: [true, false])
func splitCollapsesOnPhonesOnly(onPhone: Bool) throws {
  let app = UIKitHarness(device: onPhone ? .iphone15 : .ipad9th, profile: .ios17)
  let split = MailSplitViewController(accountName: "work")
  try app.launch(split)
  #expect(split.isCollapsed == onPhone)
  #expect(split.viewControllers.count == 2)
}

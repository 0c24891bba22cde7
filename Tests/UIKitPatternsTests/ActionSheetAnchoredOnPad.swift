import Testing

// A photo screen offers "Rotate" and "Share" in an action sheet anchored on its button, as iPad
// requires of an action sheet (a popover there), with a haptic tap; its button is set up with
// an iOS 15 configuration, and its style follows the scene's appearance.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class PhotoActionsViewController: UIViewController {
  let moreButton = UIButton(configuration: .filled())
  let haptics = UIImpactFeedbackGenerator(style: .light)
  private(set) var sheet: UIAlertController?
  private(set) var updates = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = UIButton.Configuration.filled()
    configuration.image = UIImage(systemName: "ellipsis.circle")
    configuration.cornerStyle = .capsule
    configuration.baseBackgroundColor =
      traitCollection.userInterfaceStyle == .dark ? .white : .black
    moreButton.configurationUpdateHandler = { [weak self] _ in self?.updates += 1 }
    moreButton.configuration = configuration
    view.addSubview(moreButton)
  }

  func showActions() {
    haptics.impactOccurred()
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Rotate", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    if let popover = sheet.popoverPresentationController {
      popover.sourceView = moreButton
      popover.sourceRect = moreButton.bounds
      popover.permittedArrowDirections = [.up, .down]
    }
    present(sheet, animated: false)
    self.sheet = sheet
  }
}

@MainActor
@Test(arguments: [false, true])
func actionSheetIsAnchoredOnlyWhereItIsAPopover(onPad: Bool) throws {
  let app = UIKitHarness(device: onPad ? .ipad9th : .iphone15)
  let screen = PhotoActionsViewController()
  try app.launch(screen)
  #expect(screen.moreButton.configuration?.cornerStyle == .capsule)
  #expect(screen.moreButton.configuration?.baseBackgroundColor == .black)
  #expect(screen.updates == 1)
  #expect(screen.traitCollection.userInterfaceStyle == .light)

  try app.perform(at: 1) { screen.showActions() }
  let sheet = try #require(screen.sheet)
  #expect(screen.presentedViewController === sheet)
  #expect(screen.haptics.impactsOccurred == 1)
  if onPad {
    #expect(sheet.modalPresentationStyle == .popover)
    let popover = try #require(sheet.popoverPresentationController)
    #expect(popover.sourceView === screen.moreButton)
    #expect(popover.permittedArrowDirections == [.up, .down])
    #expect(sheet.presentationController === popover)
    #expect(sheet.sheetPresentationController == nil)
  } else {
    #expect(sheet.modalPresentationStyle == .custom)
    #expect(sheet.popoverPresentationController == nil)
  }
}

final class DetailsSheetViewController: UIViewController, UISheetPresentationControllerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    if let sheet = sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.delegate = self
    }
  }
}

@MainActor
@Test func sheetDetentsAreKeptAndTheSheetTurnsWithTheApp() throws {
  let app = UIKitHarness(device: .iphone15)
  let list = UIViewController()
  try app.launch(list)
  let details = DetailsSheetViewController()
  try app.perform(at: 1) { list.present(details, animated: false) }
  let sheet = try #require(details.sheetPresentationController)
  #expect(sheet.detents.map(\.identifier) == [.medium, .large])
  #expect(sheet.prefersGrabberVisible)
  #expect(sheet.delegate === details)
  #expect(details.popoverPresentationController == nil)
  try app.rotate(to: .landscapeLeft, at: 2)
  try app.advance(to: 3)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
}

import Testing

// A message composer lays out its field and send button with the visual format language, puts
// the cursor in the field when it appears, and closes the keyboard when the device turns.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class MessageComposerViewController: UIViewController, UITextFieldDelegate {
  let field = UITextField()
  let sendButton = UIButton(type: .system)
  private(set) var formatConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [field, sendButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    field.delegate = self
    let views: [String: Any] = ["field": field, "send": sendButton]
    formatConstraints =
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[field]-(>=12)-[send(margin)]-16-|", options: [],
        metrics: ["margin": 60], views: views)
      + NSLayoutConstraint.constraints(
        withVisualFormat: "V:[field(44@750)]-|", options: [], metrics: nil, views: views)
    NSLayoutConstraint.activate(formatConstraints)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    field.becomeFirstResponder()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    view.endEditing(true)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }
}

@MainActor
@Test func composerClosesTheKeyboardWhenTheDeviceTurns() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let composer = MessageComposerViewController()
  try app.launch(composer)
  #expect(composer.field.isFirstResponder)
  #expect(!composer.sendButton.becomeFirstResponder())
  try app.rotate(to: .landscapeLeft, at: 1)
  #expect(!composer.field.isFirstResponder)
  try app.perform(at: 2) { _ = composer.field.becomeFirstResponder() }
  #expect(composer.field.isFirstResponder)
  #expect(composer.textFieldShouldReturn(composer.field))
  #expect(!composer.field.isFirstResponder)
}

@MainActor
@Test func visualFormatMakesUIKitsConstraints() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let composer = MessageComposerViewController()
  try app.launch(composer)
  let made = composer.formatConstraints.map {
    "\($0.firstAttribute) \($0.relation) \($0.secondAttribute) \($0.constant) \($0.priority.rawValue)"
  }
  #expect(
    made == [
      "leading equal leading 8.0 1000.0",
      "width equal notAnAttribute 60.0 1000.0",
      "leading greaterThanOrEqual trailing 12.0 1000.0",
      "trailing equal trailing 16.0 1000.0",
      "height equal notAnAttribute 44.0 750.0",
      "bottom equal bottom 8.0 1000.0",
    ])
  #expect(composer.formatConstraints[0].firstItem === composer.field)
  #expect(composer.formatConstraints[0].secondItem === composer.view)
  #expect(composer.formatConstraints[3].firstItem === composer.view)
  #expect(composer.formatConstraints.filter { !$0.isActive }.isEmpty)
}

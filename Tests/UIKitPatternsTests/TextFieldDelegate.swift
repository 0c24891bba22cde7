import Testing

// A login form whose text field delegate survives a rotation.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LoginViewController: UIViewController, UITextFieldDelegate {
  let email = UITextField()
  let password = UITextField()
  private(set) var submitted = false

  override func viewDidLoad() {
    super.viewDidLoad()
    email.keyboardType = .emailAddress
    email.returnKeyType = .next
    email.autocapitalizationType = .none
    password.isSecureTextEntry = true
    password.returnKeyType = .done
    for field in [email, password] {
      field.delegate = self
      view.addSubview(field)
    }
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === password { submitted = true }
    return true
  }
}

@MainActor
@Test func returnOnThePasswordSubmits() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let login = LoginViewController()
  try app.launch(login)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  let delegate = try #require(login.password.delegate)
  #expect(delegate.textFieldShouldReturn(login.password))
  #expect(login.submitted)
  #expect(delegate.textFieldShouldBeginEditing(login.email))
  #expect(login.email.keyboardType == .emailAddress)
}

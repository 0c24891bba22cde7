import Testing

// Constants picked from UIDevice.current.orientation in viewWillTransition, then layoutIfNeeded.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class SignUpViewController: UIViewController {
  let logo = UIImageView(image: UIImage(named: "logo"))
  lazy var logoTop = logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 120)

  override func viewDidLoad() {
    super.viewDidLoad()
    logo.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(logo)
    logoTop.isActive = true
    applyConstants()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    applyConstants()
    view.layoutIfNeeded()
  }

  private func applyConstants() {
    logoTop.constant = UIDevice.current.orientation.isLandscape ? 40 : 120
  }
}

@MainActor
@Test func logoMovesUpWhenTheDeviceLiesOnItsSide() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let signUp = SignUpViewController()
  try app.launch(signUp)
  #expect(signUp.logoTop.constant == 120)
  try app.rotate(to: .landscapeRight, at: 1)
  try app.advance(to: 2)
  #expect(signUp.logoTop.constant == 40)
  #expect(app.windowScene.interfaceOrientation == .landscapeLeft)
}

import Testing

// A portrait-only form that shows an alert asking to turn the device back when it is turned to
// landscape, and dismisses it when the device is upright again.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class SignatureFormViewController: UIViewController {
  private var observer: (any NSObjectProtocol)?
  private(set) var alert: UIAlertController?

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override func viewDidLoad() {
    super.viewDidLoad()
    observer = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.check() }
    }
  }

  private func check() {
    if UIDevice.current.orientation.isLandscape, alert == nil {
      let alert = UIAlertController(
        title: "Portrait only", message: "Turn your phone upright to fill in the form.",
        preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in })
      present(alert, animated: true)
      self.alert = alert
    } else if UIDevice.current.orientation == .portrait, let alert {
      alert.dismiss(animated: true)
      self.alert = nil
    }
  }
}

@MainActor
@Test func alertAsksToTurnBackAndNeverTurnsTheInterface() throws {
  let app = UIKitHarness(device: .iphone15)
  let form = SignatureFormViewController()
  try app.launch(form)
  try app.rotate(to: .landscapeLeft, at: 1)
  let alert = try #require(form.alert)
  #expect(form.presentedViewController === alert)
  #expect(alert.actions.map(\.title) == ["OK"])
  #expect(alert.modalPresentationStyle == .custom)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .portrait)
  try app.rotate(to: .portrait, at: 3)
  try app.advance(to: 4)
  #expect(form.presentedViewController == nil)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

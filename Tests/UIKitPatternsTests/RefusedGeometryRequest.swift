import Testing

// iOS 16: a geometry request the view controller cannot satisfy; the error handler tells the
// refusal apart by its UISceneError code.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class PortraitOnlyFormViewController: UIViewController {
  private(set) var refusals: [String] = []

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  func askForLandscape() {
    guard let windowScene = view.window?.windowScene else { return }
    windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) {
      [weak self] error in
      if let sceneError = error as? UISceneError, sceneError.code == .geometryRequestDenied {
        self?.refusals.append((error as NSError).domain)
      }
    }
  }
}

@MainActor
@Test func refusedRequestReportsGeometryRequestDenied() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let form = PortraitOnlyFormViewController()
  try app.launch(form)
  try app.advance(to: 1)
  try app.perform(at: 1) { form.askForLandscape() }
  try app.advance(to: 2)
  #expect(form.refusals == ["UISceneErrorDomain"])
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

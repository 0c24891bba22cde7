import Testing

// iOS 16: geometry preferences built step by step — created empty, then given the orientations
// when the caller has a mask; an empty preference asks for nothing.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

@MainActor
final class OrientationRequester {
  private(set) var failures = 0

  func request(_ mask: UIInterfaceOrientationMask?) {
    guard let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
      return
    }
    let preferences = UIWindowScene.GeometryPreferences.iOS()
    if let mask { preferences.interfaceOrientations = mask }
    windowScene.requestGeometryUpdate(preferences) { [weak self] _ in self?.failures += 1 }
  }
}

final class FreeRotationViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

@MainActor
@Test func emptyPreferencesAskForNothingAndAMaskTurnsTheScene() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  try app.launch(FreeRotationViewController())
  let requester = OrientationRequester()
  let before = try app.records().count
  try app.perform(at: 1) { requester.request(nil) }
  #expect(try app.records().count == before)
  try app.perform(at: 2) { requester.request(.landscapeLeft) }
  try app.advance(to: 3)
  #expect(app.windowScene.interfaceOrientation == .landscapeLeft)
  #expect(requester.failures == 0)
}

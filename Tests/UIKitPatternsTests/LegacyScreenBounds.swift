import Testing

// An iOS 7 app that reads UIScreen.main.bounds in didRotate(from:).
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LegacyReaderViewController: UIViewController {
  var screenAfterRotation: CGRect = .zero
  var viewAfterRotation: CGRect = .zero

  override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    super.didRotate(from: fromInterfaceOrientation)
    screenAfterRotation = UIScreen.main.bounds
    viewAfterRotation = view.bounds
  }
}

@MainActor
@Test func screenBoundsStayPortraitUnderIOS7() throws {
  let app = UIKitHarness(device: .iphoneSE2, profile: .ios7)
  let reader = LegacyReaderViewController()
  try app.launch(reader)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(reader.screenAfterRotation.size == CGSize(width: 375, height: 667))
  #expect(reader.viewAfterRotation.width > reader.viewAfterRotation.height)
}

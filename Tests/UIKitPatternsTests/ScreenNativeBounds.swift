import Testing

// Pixel sizes from UIScreen.main.nativeBounds and scale, which do not rotate.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ExportViewController: UIViewController {
  var pixelSizes: [CGSize] = []
  var scales: [CGFloat] = []

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    pixelSizes.append(UIScreen.main.nativeBounds.size)
    scales.append(UIScreen.main.scale)
  }
}

@MainActor
@Test func nativeBoundsStayPortraitInPixels() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios26)
  let export = ExportViewController()
  try app.launch(export)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(export.pixelSizes.count >= 2)
  #expect(export.pixelSizes.allSatisfy { $0 == CGSize(width: 1179, height: 2556) })
  #expect(export.scales.allSatisfy { $0 == 3 })
}

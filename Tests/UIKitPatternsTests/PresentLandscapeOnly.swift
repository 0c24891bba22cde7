import Testing

// Presenting a landscape-only chart from a portrait list, then dismissing it.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ChartViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeRight }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    .landscapeRight
  }
}

final class PortraitListViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  func showChart() {
    let chart = ChartViewController()
    chart.modalPresentationStyle = .fullScreen
    present(chart, animated: true)
  }
}

@MainActor
@Test func chartTurnsTheInterfaceAndDismissalTurnsItBack() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let list = PortraitListViewController()
  try app.launch(list)
  try app.perform(at: 1) { list.showChart() }
  try app.advance(to: 3)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  try app.perform(at: 4) { list.presentedViewController?.dismiss(animated: true) }
  try app.advance(to: 6)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

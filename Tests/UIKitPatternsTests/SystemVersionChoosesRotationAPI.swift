import Testing

// A player that picks the rotation API by reading `UIDevice.current.systemVersion` (rather than
// `#available`), and lets iPads (by `UIDevice.current.model`) keep every orientation.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class VersionAwarePlayerViewController: UIViewController {
  var wantsLandscape = false
  private(set) var usedGeometryRequest: Bool?

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    if UIDevice.current.model.hasPrefix("iPad") { return .all }
    return wantsLandscape ? .landscape : .portrait
  }

  func goLandscape() {
    wantsLandscape = true
    let major = Int(UIDevice.current.systemVersion.split(separator: ".").first ?? "") ?? 0
    if major >= 16 {
      usedGeometryRequest = true
      setNeedsUpdateOfSupportedInterfaceOrientations()
      view.window?.windowScene?.requestGeometryUpdate(
        .iOS(interfaceOrientations: .landscapeRight))
    } else {
      usedGeometryRequest = false
      UIDevice.current.setValue(
        UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
      UIViewController.attemptRotationToDeviceOrientation()
    }
  }
}

@MainActor
@Test(arguments: [13, 16])
func playerTurnsLandscapeWithTheAPIOfItsSystemVersion(version: Int) throws {
  let app = UIKitHarness(device: .iphone15, profile: version == 13 ? .ios13 : .ios16)
  let player = VersionAwarePlayerViewController()
  try app.launch(player)
  try app.perform(at: 0.5) {
    #expect(UIDevice.current.model == "iPhone")
    #expect(UIDevice.current.systemVersion == "\(version).0")
  }
  try app.advance(to: 1)
  try app.perform(at: 1) { player.goLandscape() }
  try app.advance(to: 2)
  #expect(player.usedGeometryRequest == (version >= 16))
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
}

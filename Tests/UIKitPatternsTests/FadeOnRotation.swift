import Testing

// Fading an overlay out with UIView.animate when the device turns.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class MapViewController: UIViewController {
  let hint = UILabel()
  private(set) var finished: Bool?

  override func viewDidLoad() {
    super.viewDidLoad()
    hint.text = "Turn your phone for a wider map"
    hint.textAlignment = .center
    hint.numberOfLines = 0
    view.addSubview(hint)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    guard size.width > size.height else { return }
    UIView.animate(
      withDuration: 0.25,
      animations: { self.hint.alpha = 0 },
      completion: { finished in
        self.finished = finished
        self.hint.isHidden = true
      })
  }
}

@MainActor
@Test func hintFadesWhenTheMapWidens() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let map = MapViewController()
  try app.launch(map)
  try app.rotate(to: .landscapeLeft, at: 1)
  #expect(map.hint.alpha == 0)
  #expect(map.hint.isHidden)
  #expect(map.finished == true)
}

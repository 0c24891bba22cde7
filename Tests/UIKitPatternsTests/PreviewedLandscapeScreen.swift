import Testing

// A landscape-only screen written with Xcode previews at the end of its file: the previews
// compile, are type-checked and build nothing; the screen turns the app to landscape.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ScoreTickerViewController: UIViewController {
  static var made = 0
  let ticker = UILabel()

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    Self.made += 1
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }

  override func viewDidLoad() {
    super.viewDidLoad()
    ticker.text = "0 – 0"
    view.addSubview(ticker)
  }
}

#Preview {
  ScoreTickerViewController()
}

#Preview("Ticker, landscape", traits: .landscapeLeft, .sizeThatFitsLayout) {
  let screen = ScoreTickerViewController()
  screen.ticker.text = "2 – 1"
  return screen
}

#Preview("Label only") {
  UILabel()
}

@MainActor
@Test func previewsBuildNothingAndTheScreenTurnsTheApp() throws {
  let before = ScoreTickerViewController.made
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let menu = UIViewController()
  try app.launch(menu)
  #expect(ScoreTickerViewController.made == before)
  let ticker = ScoreTickerViewController()
  ticker.modalPresentationStyle = .fullScreen
  try app.perform(at: 1) { menu.present(ticker, animated: true) }
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation.isLandscape)
  #expect(ScoreTickerViewController.made == before + 1)
}

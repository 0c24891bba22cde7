import Testing

// A gradient sublayer resized in viewDidLayoutSubviews, and a view whose layer class is a gradient.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

final class WelcomeViewController: UIViewController {
  let backdrop = CAGradientLayer()
  let card = GradientView(frame: CGRect(x: 16, y: 100, width: 200, height: 120))

  override func viewDidLoad() {
    super.viewDidLoad()
    backdrop.colors = [UIColor.systemBlue.cgColor, UIColor.white.cgColor]
    view.layer.insertSublayer(backdrop, at: 0)
    card.gradientLayer.colors = [UIColor.red.cgColor, UIColor.orange.cgColor]
    card.layer.cornerRadius = 12
    view.addSubview(card)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    backdrop.frame = view.bounds
  }
}

@MainActor
@Test func backdropFollowsTheRotatedBounds() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let welcome = WelcomeViewController()
  try app.launch(welcome)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(welcome.backdrop.frame.size == CGSize(width: 852, height: 393))
  #expect(welcome.card.layer is CAGradientLayer)
  #expect(welcome.card.layer.cornerRadius == 12)
  #expect(welcome.view.layer.sublayers?.first === welcome.backdrop)
}

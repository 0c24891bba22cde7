import Testing

// A header height constraint collapsed in landscape by changing its constant.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class WeatherViewController: UIViewController {
  let header = UIView()
  lazy var headerHeight = header.heightAnchor.constraint(equalToConstant: 180)

  override func viewDidLoad() {
    super.viewDidLoad()
    header.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(header)
    headerHeight.priority = .defaultHigh
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      headerHeight,
    ])
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    headerHeight.constant = traitCollection.verticalSizeClass == .compact ? 0 : 180
    view.setNeedsLayout()
    UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
  }
}

@MainActor
@Test func headerCollapsesInCompactHeight() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let weather = WeatherViewController()
  try app.launch(weather)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(weather.headerHeight.constant == 0)
  #expect(weather.headerHeight.isActive)
  #expect(weather.headerHeight.priority == .defaultHigh)
  try app.rotate(to: .portrait, at: 3)
  try app.advance(to: 4)
  #expect(weather.headerHeight.constant == 180)
}

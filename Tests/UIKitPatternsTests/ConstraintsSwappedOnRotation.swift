import Testing

// Two sets of constraints, swapped in viewWillTransition by the new size.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class DashboardViewController: UIViewController {
  let chart = UIView()
  let legend = UIView()
  var portraitConstraints: [NSLayoutConstraint] = []
  var landscapeConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [chart, legend] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    portraitConstraints = [
      legend.topAnchor.constraint(equalTo: chart.bottomAnchor, constant: 8),
      legend.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    ]
    landscapeConstraints = [
      legend.leadingAnchor.constraint(equalTo: chart.trailingAnchor, constant: 8),
      legend.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
    ]
    apply(for: view.bounds.size)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in self.apply(for: size) })
  }

  func apply(for size: CGSize) {
    if size.width > size.height {
      NSLayoutConstraint.deactivate(portraitConstraints)
      NSLayoutConstraint.activate(landscapeConstraints)
    } else {
      NSLayoutConstraint.deactivate(landscapeConstraints)
      NSLayoutConstraint.activate(portraitConstraints)
    }
  }
}

@MainActor
@Test func landscapeConstraintsTakeOverAfterTheTurn() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let dashboard = DashboardViewController()
  try app.launch(dashboard)
  #expect(dashboard.portraitConstraints.allSatisfy { $0.isActive })
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(dashboard.landscapeConstraints.allSatisfy { $0.isActive })
  #expect(!dashboard.portraitConstraints.contains { $0.isActive })
}

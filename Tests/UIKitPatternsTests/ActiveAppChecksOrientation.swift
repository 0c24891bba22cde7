import Testing

// A screen that re-reads the interface orientation whenever the app becomes active — once at
// launch here — by observing `UIApplication.didBecomeActiveNotification`.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ActivationAwareViewController: UIViewController {
  private var observer: (any NSObjectProtocol)?
  private(set) var orientationsWhenActive: [UIInterfaceOrientation] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.applicationBecameActive() }
    }
  }

  private func applicationBecameActive() {
    let orientation = view.window?.windowScene?.interfaceOrientation ?? .unknown
    orientationsWhenActive.append(orientation)
  }
}

@MainActor
@Test func becomingActiveAtLaunchReportsTheLaunchOrientation() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios17, orientation: .landscapeRight)
  let screen = ActivationAwareViewController()
  try app.launch(screen)
  #expect(screen.orientationsWhenActive == [.landscapeLeft])
  try app.rotate(to: .portrait, at: 1)
  try app.advance(to: 2)
  #expect(screen.orientationsWhenActive == [.landscapeLeft])
}

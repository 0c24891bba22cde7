import Combine
import Testing

// A video screen that listens to the device orientation through Combine: the notification's
// publisher, hopped to the main queue, sinks into a label; the interface stays in portrait.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class OrientationBadgeViewController: UIViewController {
  let badge = UILabel()
  private var cancellables = Set<AnyCancellable>()
  private(set) var seen: [(UIDeviceOrientation, TimeInterval)] = []
  var clock: () -> TimeInterval = { 0 }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(badge)
    NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)
      .map { _ in UIDevice.current.orientation }
      .filter { $0.isValidInterfaceOrientation }
      .receive(on: DispatchQueue.main)
      .sink { [weak self] orientation in
        MainActor.assumeIsolated { self?.show(orientation) }
      }
      .store(in: &cancellables)
  }

  private func show(_ orientation: UIDeviceOrientation) {
    seen.append((orientation, clock()))
    badge.text = orientation.isLandscape ? "landscape" : "portrait"
  }
}

@MainActor
@Test func combineSinkOnTheMainQueueRunsAtTheTurnsTime() throws {
  let app = UIKitHarness(device: .iphone15)
  let screen = OrientationBadgeViewController()
  screen.clock = { app.time }
  try app.launch(screen)
  try app.rotate(to: .landscapeLeft, at: 1)
  // The hop to the main queue ran when the turn ended, at its virtual time.
  #expect(screen.seen.map(\.0) == [.landscapeLeft])
  #expect(screen.seen.map(\.1) == [1])
  #expect(screen.badge.text == "landscape")
  try app.rotate(to: .faceUp, at: 2)
  try app.rotate(to: .portrait, at: 3)
  #expect(screen.seen.map(\.0) == [.landscapeLeft, .portrait])
  #expect(screen.seen.map(\.1) == [1, 3])
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

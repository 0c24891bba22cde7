import Testing

// A SwiftUI-era screen follows the scene's interface orientation through Combine's key-value
// observing publisher on `effectiveGeometry`, as iOS 16 recommends, with no scene delegate.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit

  final class GeometryFollowingController: UIViewController {
    private(set) var seen: [UIInterfaceOrientation] = []
    private var subscription: AnyCancellable?

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard let scene = view.window?.windowScene else { return }
      subscription = scene.publisher(for: \.effectiveGeometry)
        .map(\.interfaceOrientation)
        .sink { [weak self] in self?.seen.append($0) }
    }

    func stopFollowing() { subscription = nil }
  }

  @MainActor
  @Test func effectiveGeometryPublisherReportsEachRotation() throws {
    let app = UIKitHarness(device: .iphone15, profile: .ios27)
    let screen = GeometryFollowingController()
    try app.launch(screen)
    try app.advance(to: 1)
    try app.rotate(to: .landscapeLeft, at: 2)
    try app.advance(to: 3)
    #expect(screen.seen == [.portrait, .landscapeRight])
    screen.stopFollowing()
    try app.rotate(to: .portrait, at: 4)
    try app.advance(to: 5)
    #expect(screen.seen == [.portrait, .landscapeRight])
  }
#endif

import AVFoundation
import Testing

// A camera's rotation model publishes the preview's rotation angle from the device orientation
// notifications, in a file that imports only AVFoundation and UIKit: on iOS, Foundation brings
// Combine's `ObservableObject` and `@Published` with it.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import Combine
  import OrientationUIKit
#else
  import UIKit
#endif

@MainActor
final class PreviewRotationModel: ObservableObject {
  @Published private(set) var videoRotationAngle: CGFloat = 90
  private var observer: (any NSObjectProtocol)?

  init() {
    observer = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.update() }
    }
  }

  func update() {
    switch UIDevice.current.orientation {
    case .portrait: videoRotationAngle = 90
    case .landscapeLeft: videoRotationAngle = 0
    case .landscapeRight: videoRotationAngle = 180
    case .portraitUpsideDown: videoRotationAngle = 270
    default: break
    }
  }
}

@MainActor
@Test func rotationModelPublishesTheAngleOfEachTurn() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let camera = UIViewController()
  try app.launch(camera)
  let model = PreviewRotationModel()
  var angles: [CGFloat] = []
  let subscription = model.$videoRotationAngle.sink { angles.append($0) }
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.rotate(to: .faceUp, at: 2)
  try app.rotate(to: .landscapeRight, at: 3)
  #expect(angles == [90, 0, 180])
  subscription.cancel()
}

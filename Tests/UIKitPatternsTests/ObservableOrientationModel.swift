import Combine
import Testing

// An orientation model shared by several screens: an ObservableObject whose @Published value
// follows the device through Combine's assign(to:), and a screen that lays out from it.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class DeviceOrientationModel: ObservableObject {
  @Published private(set) var isLandscape = false

  init(center: NotificationCenter = .default) {
    center.publisher(for: UIDevice.orientationDidChangeNotification)
      .compactMap { _ in
        MainActor.assumeIsolated {
          let orientation = UIDevice.current.orientation
          return orientation.isValidInterfaceOrientation ? orientation.isLandscape : nil
        }
      }
      .removeDuplicates()
      .assign(to: &$isLandscape)
  }
}

final class ModelDrivenViewController: UIViewController {
  let model: DeviceOrientationModel
  let stack = UIStackView()
  private var cancellable: AnyCancellable?
  private(set) var changes = 0

  init(model: DeviceOrientationModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(stack)
    cancellable = model.objectWillChange.sink { [weak self] in
      MainActor.assumeIsolated { self?.changes += 1 }
    }
    model.$isLandscape.sink { [weak self] landscape in
      MainActor.assumeIsolated { self?.stack.axis = landscape ? .horizontal : .vertical }
    }.store(in: &bag)
  }

  private var bag = Set<AnyCancellable>()
}

@MainActor
@Test func publishedModelFollowsTheDeviceThroughAssign() throws {
  let app = UIKitHarness(device: .iphone15)
  let model = DeviceOrientationModel()
  let screen = ModelDrivenViewController(model: model)
  try app.launch(screen)
  #expect(screen.stack.axis == .vertical)
  try app.rotate(to: .landscapeRight, at: 1)
  #expect(model.isLandscape)
  #expect(screen.stack.axis == .horizontal)
  try app.rotate(to: .landscapeLeft, at: 2)
  // Still landscape: removeDuplicates keeps the model quiet.
  #expect(screen.changes == 1)
  try app.rotate(to: .portrait, at: 3)
  #expect(screen.stack.axis == .vertical)
  #expect(screen.changes == 2)
}

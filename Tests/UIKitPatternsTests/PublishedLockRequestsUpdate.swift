import Combine
import Testing

// A reader whose "lock rotation" setting is a @Published value: the screen watches it and, on
// the main queue, asks UIKit to read its supported orientations again (iOS 16 and later).
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ReaderSettings {
  @Published var locksPortrait = false
}

final class LockableReaderViewController: UIViewController {
  let settings: ReaderSettings
  private var cancellables = Set<AnyCancellable>()

  init(settings: ReaderSettings) {
    self.settings = settings
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    settings.locksPortrait ? .portrait : .allButUpsideDown
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    settings.$locksPortrait
      .dropFirst()
      .removeDuplicates()
      .receive(on: RunLoop.main)
      .sink { [weak self] _ in
        MainActor.assumeIsolated { self?.setNeedsUpdateOfSupportedInterfaceOrientations() }
      }
      .store(in: &cancellables)
  }
}

@MainActor
@Test func publishedLockRunsTheUpdateOnTheMainRunLoopInVirtualTime() throws {
  let app = UIKitHarness(device: .iphone15)
  let settings = ReaderSettings()
  let reader = LockableReaderViewController(settings: settings)
  try app.launch(reader)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.finish()
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  // The setting changes as app code at 2 s; the hop to the main run loop runs at 2 s, and UIKit
  // reads the new mask and turns the interface back to portrait.
  try app.perform(at: 2) { settings.locksPortrait = true }
  #expect(app.windowScene.interfaceOrientation == .portrait)
  let queries = try app.records().filter {
    $0.call == "supportedInterfaceOrientations" && $0.time == 2
  }
  #expect(!queries.isEmpty)
}

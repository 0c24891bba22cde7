import Testing

// A custom gesture recognizer that toggles a reader's rotation lock with a two-finger hold, in a
// file that imports UIKit's gesture-recognizer subclassing submodule as iOS code does to set
// `state` and override the touch methods.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#endif

final class TwoFingerHoldGestureRecognizer: UIGestureRecognizer {
  private var touching: Set<UITouch> = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    touching.formUnion(touches)
    if touching.count == 2 { state = .began } else if touching.count > 2 { state = .failed }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    touching.subtract(touches)
    if state == .began || state == .changed { state = .ended }
  }

  override func reset() {
    super.reset()
    touching = []
  }
}

final class HoldToLockReaderViewController: UIViewController {
  let hold = TwoFingerHoldGestureRecognizer()
  private(set) var locked = false

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    locked ? .portrait : .allButUpsideDown
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(hold)
  }

  /// What the recognizer's action does once it ends.
  func holdRecognized() {
    guard hold.state == .ended else { return }
    locked.toggle()
    setNeedsUpdateOfSupportedInterfaceOrientations()
  }
}

@MainActor
@Test func aSubclassedRecognizerSetsItsOwnStateAndLocksTheReader() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let reader = HoldToLockReaderViewController()
  try app.launch(reader)
  #expect(reader.hold.view === reader.view)
  let (first, second) = (UITouch(), UITouch())
  try app.perform(at: 0.5) {
    reader.hold.touchesBegan([first], with: UIEvent())
    #expect(reader.hold.state == .possible)
    reader.hold.touchesBegan([second], with: UIEvent())
    #expect(reader.hold.state == .began)
    reader.hold.touchesEnded([first, second], with: UIEvent())
    #expect(reader.hold.state == .ended)
    reader.holdRecognized()
  }
  #expect(reader.locked)
  #expect(reader.supportedInterfaceOrientations == .portrait)
}

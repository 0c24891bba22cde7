import Testing

// A camera screen that keeps its shutter button at the physical bottom edge of the phone
// whichever way the interface turns: it places the button in the screen's fixed (portrait-up)
// coordinate space and converts that frame to its view's space after each rotation.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class PinnedShutterViewController: UIViewController {
  let shutter = UIButton(type: .custom)
  private(set) var placements: [CGRect] = []
  private(set) var pulse: CADisplayLink?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(shutter)
    UIDevice.current.isBatteryMonitoringEnabled = true
    let link = CADisplayLink(target: self, selector: Selector(("pulseShutter:")))
    link.preferredFramesPerSecond = 30
    link.add(to: .main, forMode: .common)
    pulse = link
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let screen = view.window?.windowScene?.screen ?? UIScreen.main
    let fixed = screen.fixedCoordinateSpace
    // 72 points wide and tall, centred on the physical bottom edge, 24 points above it.
    let physical = CGRect(
      x: fixed.bounds.midX - 36, y: fixed.bounds.maxY - 96, width: 72, height: 72)
    shutter.frame = fixed.convert(physical, to: view)
    placements.append(shutter.frame)
  }
}

@MainActor
@Test func theShutterStaysOnThePhysicalBottomEdge() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let camera = PinnedShutterViewController()
  try app.launch(camera)
  // Portrait: the fixed space is the view's.
  #expect(camera.shutter.frame == CGRect(x: 160.5, y: 756, width: 72, height: 72))
  try app.perform(at: 0.5) {
    #expect(UIScreen.main.fixedCoordinateSpace.bounds.size == CGSize(width: 393, height: 852))
  }

  // Device landscapeLeft, interface landscapeRight: the phone's bottom edge is on the right.
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(camera.shutter.frame == CGRect(x: 756, y: 160.5, width: 72, height: 72))
  try app.perform(at: 2.5) {
    let fixed = UIScreen.main.fixedCoordinateSpace
    #expect(fixed.convert(CGPoint.zero, to: camera.view) == CGPoint(x: 0, y: 393))
    #expect(fixed.convert(CGPoint(x: 0, y: 393), from: UIScreen.main.coordinateSpace) == .zero)
    #expect(UIScreen.main.coordinateSpace.bounds.size == CGSize(width: 852, height: 393))
  }

  // Back to portrait, then device landscapeRight, interface landscapeLeft: the bottom edge is
  // on the left.
  try app.rotate(to: .portrait, at: 3)
  try app.advance(to: 4)
  #expect(camera.shutter.frame == CGRect(x: 160.5, y: 756, width: 72, height: 72))
  try app.rotate(to: .landscapeRight, at: 5)
  try app.advance(to: 6)
  #expect(camera.shutter.frame == CGRect(x: 24, y: 160.5, width: 72, height: 72))

  // The simulated device has no battery to monitor: UIKit's answers while monitoring is off.
  #expect(!UIDevice.current.isBatteryMonitoringEnabled)
  #expect(UIDevice.current.batteryLevel == -1 && UIDevice.current.batteryState == .unknown)
  #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)
  #expect(UIScreen.main.maximumFramesPerSecond == 60)
  // The display link is kept with its target and selector name; it never fires.
  let pulse = try #require(camera.pulse)
  #expect(pulse.target === camera && pulse.selector == Selector(("pulseShutter:")))
  pulse.invalidate()
  #expect(pulse.target == nil)
}

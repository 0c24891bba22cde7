import CoreMotion
import Testing

// A camera screen locked to portrait turns its shutter icon with the device itself, reading the
// accelerometer as camera apps do: UIKit never rotates a portrait-only screen, so the app asks
// CoreMotion which way the phone is held.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class TiltAwareCameraViewController: UIViewController {
  let motionManager = CMMotionManager()
  let shutterButton = UIButton(type: .custom)
  private(set) var heldAs = UIDeviceOrientation.portrait
  private(set) var readings: [CMAcceleration] = []

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override var shouldAutorotate: Bool { false }

  override func viewDidLoad() {
    super.viewDidLoad()
    shutterButton.frame = CGRect(x: 0, y: 0, width: 72, height: 72)
    view.addSubview(shutterButton)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard motionManager.isAccelerometerAvailable else { return }
    motionManager.accelerometerUpdateInterval = 0.2
    motionManager.startAccelerometerUpdates(to: .main) { [weak self] data, error in
      guard let self, error == nil, let acceleration = data?.acceleration else { return }
      readings.append(acceleration)
      let held: UIDeviceOrientation
      if acceleration.x >= 0.75 {
        held = .landscapeRight
      } else if acceleration.x <= -0.75 {
        held = .landscapeLeft
      } else if acceleration.y <= -0.75 {
        held = .portrait
      } else if acceleration.y >= 0.75 {
        held = .portraitUpsideDown
      } else {
        return
      }
      guard held != heldAs else { return }
      heldAs = held
      UIView.animate(withDuration: 0.25) {
        self.shutterButton.transform = Self.iconTransform(for: held)
      }
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    motionManager.stopAccelerometerUpdates()
  }

  static func iconTransform(for orientation: UIDeviceOrientation) -> CGAffineTransform {
    switch orientation {
    case .landscapeLeft: CGAffineTransform(rotationAngle: .pi / 2)
    case .landscapeRight: CGAffineTransform(rotationAngle: -.pi / 2)
    case .portraitUpsideDown: CGAffineTransform(rotationAngle: .pi)
    default: .identity
    }
  }
}

@MainActor
@Test(arguments: [16, 27])
func portraitCameraTurnsItsIconsFromTheAccelerometer(version: Int) throws {
  let app = UIKitHarness(device: .iphone15, profile: version == 16 ? .ios16 : .ios27)
  let camera = TiltAwareCameraViewController()
  try app.launch(camera)
  #expect(camera.readings == [CMAcceleration(x: 0, y: -1, z: 0)])
  #expect(camera.heldAs == .portrait)

  try app.rotate(to: .landscapeLeft, at: 1)
  #expect(camera.readings.last == CMAcceleration(x: -1, y: 0, z: 0))
  #expect(camera.heldAs == .landscapeLeft)
  #expect(camera.shutterButton.transform == CGAffineTransform(rotationAngle: .pi / 2))
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .portrait)
  let afterLaunch = try app.records().filter { $0.time >= 1 }
  #expect(afterLaunch.first?.kind == .device)
  #expect(!afterLaunch.contains { $0.kind == .callback })

  // Lying flat keeps the last way the phone was held.
  try app.rotate(to: .faceUp, at: 3)
  #expect(camera.readings.last == CMAcceleration(x: 0, y: 0, z: -1))
  #expect(camera.heldAs == .landscapeLeft)
  try app.rotate(to: .landscapeRight, at: 4)
  #expect(camera.heldAs == .landscapeRight)
  #expect(camera.shutterButton.transform == CGAffineTransform(rotationAngle: -.pi / 2))
  #expect(camera.readings.count == 4)

  try app.perform(at: 5) { camera.motionManager.stopAccelerometerUpdates() }
  try app.rotate(to: .portrait, at: 6)
  #expect(camera.readings.count == 4)
  #expect(camera.heldAs == .landscapeRight)
}

@MainActor
@Test func accelerometerReadsTheDeviceWhenPulled() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  try app.launch(UIViewController())
  let motion = CMMotionManager()
  #expect(motion.accelerometerData == nil)
  try app.perform(at: 1) {
    motion.startAccelerometerUpdates()
    motion.startDeviceMotionUpdates()
  }
  try app.rotate(to: .portraitUpsideDown, at: 2)
  try app.perform(at: 3) {
    #expect(motion.accelerometerData?.acceleration == CMAcceleration(x: 0, y: 1, z: 0))
    #expect(motion.accelerometerData?.timestamp == 3)
    #expect(motion.deviceMotion?.gravity == CMAcceleration(x: 0, y: 1, z: 0))
    #expect(motion.deviceMotion?.userAcceleration == CMAcceleration())
  }
  // Outside app code there is no device to read, as `UIDevice.current.orientation` is unknown.
  #expect(motion.accelerometerData == nil)
  try app.perform(at: 4) { motion.stopAccelerometerUpdates() }
  try app.perform(at: 5) {
    #expect(motion.accelerometerData == nil)
    #expect(motion.deviceMotion != nil)
    #expect(!motion.isGyroAvailable && motion.gyroData == nil)
  }
}

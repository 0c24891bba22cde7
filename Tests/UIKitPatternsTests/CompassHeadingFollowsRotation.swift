import CoreLocation
import Testing

// A compass screen that reports headings for the way the device is held: it sets its location
// manager's `headingOrientation` from `UIDevice.current.orientation` when the size changes, as
// compass apps do, and asks for a place name for its last location.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class CompassViewController: UIViewController, @preconcurrency CLLocationManagerDelegate {
  let manager = CLLocationManager()
  private(set) var headings: [CLLocationDirection] = []
  private(set) var placeErrors: [CLError.Code] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    manager.delegate = self
    manager.headingFilter = 5
    manager.requestWhenInUseAuthorization()
    if CLLocationManager.headingAvailable() { manager.startUpdatingHeading() }
    manager.startUpdatingLocation()
    updateHeadingOrientation()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { _ in self.updateHeadingOrientation() }
  }

  private func updateHeadingOrientation() {
    let device = UIDevice.current.orientation
    guard device.isValidInterfaceOrientation,
      let orientation = CLDeviceOrientation(rawValue: Int32(device.rawValue))
    else { return }
    manager.headingOrientation = orientation
  }

  func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
    headings.append(newHeading.trueHeading)
  }

  func nameThePlace(_ location: CLLocation) {
    CLGeocoder().reverseGeocodeLocation(location) { [weak self] placemarks, error in
      guard let error = error as? CLError else { return }
      MainActor.assumeIsolated { self?.placeErrors.append(error.code) }
    }
  }
}

@MainActor
@Test func theHeadingOrientationFollowsTheDevice() throws {
  let app = UIKitHarness(device: .iphone15)
  let compass = CompassViewController()
  try app.launch(compass)
  #expect(compass.manager.headingOrientation == .portrait)
  #expect(compass.manager.authorizationRequests == 1)
  #expect(compass.manager.isUpdatingLocation && !compass.manager.isUpdatingHeading)

  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(compass.manager.headingOrientation == .landscapeLeft)
  try app.rotate(to: .faceUp, at: 3)
  try app.advance(to: 4)
  #expect(compass.manager.headingOrientation == .landscapeLeft)  // flat keeps the last

  // No location or heading arrives; coordinates are real values.
  #expect(compass.manager.location == nil && compass.headings.isEmpty)
  let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
  let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
  #expect(abs(paris.distance(from: london) - 343_560) < 1_000)
  #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))

  try app.perform(at: 5) { compass.nameThePlace(paris) }
  #expect(compass.placeErrors == [.geocodeFoundNoResult])
}

// The `CoreLocation` module on Linux, for map, compass and camera screens that say
// `import CoreLocation` beside their rotation code — most often to set a location manager's
// `headingOrientation` from the device orientation: a compile surface. There is no location or
// compass hardware here: the manager stores its settings (`headingOrientation`, accuracy,
// filters, delegate), reports `notDetermined` authorization, and never delivers a location or a
// heading, so `location` and `heading` stay nil and the delegate is never called. Coordinates,
// locations and their distances are real values. Geocoding completes with no placemarks and an
// error. Depend on it only where the system has no CoreLocation:
// `.product(name: "CoreLocation", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import Foundation
import OrientationUIKit

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double
public typealias CLHeadingComponentValue = Double

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1
public let kCLHeadingFilterNone: CLLocationDegrees = -1

/// `CLLocationCoordinate2D`.
public struct CLLocationCoordinate2D: Sendable, Hashable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees
  public init() { (latitude, longitude) = (0, 0) }
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// `kCLLocationCoordinate2DInvalid`.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// `CLLocationCoordinate2DIsValid(_:)`: latitude within ±90° and longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// `CLLocationCoordinate2DMake(_:_:)`.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }

/// `CLDeviceOrientation`: the orientation headings are reported for, with
/// `UIDeviceOrientation`'s raw values (so apps convert with `rawValue`).
public enum CLDeviceOrientation: Int32, Sendable, Hashable {
  case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

/// `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable, Hashable {
  case notDetermined = 0, restricted, denied, authorizedAlways, authorizedWhenInUse
  public static let authorized = CLAuthorizationStatus.authorizedAlways
}

/// `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable, Hashable {
  case fullAccuracy = 0, reducedAccuracy
}

/// `CLActivityType`.
public enum CLActivityType: Int, Sendable, Hashable {
  case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// `CLLocation`: a position with its accuracy, altitude, course, speed and time.
open class CLLocation: NSObject, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let altitude: CLLocationDistance
  public let horizontalAccuracy: CLLocationAccuracy
  public let verticalAccuracy: CLLocationAccuracy
  public let course: CLLocationDirection
  public let speed: CLLocationSpeed
  public let timestamp: Date

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    (altitude, horizontalAccuracy, verticalAccuracy, course, speed) = (0, 0, -1, -1, -1)
    timestamp = Date()
  }

  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection = -1,
    speed: CLLocationSpeed = -1, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    self.course = course
    self.speed = speed
    self.timestamp = timestamp
  }

  /// The great-circle distance in metres (haversine on a sphere of 6,371,008.8 m, ours; Apple's
  /// uses an ellipsoid, within 0.5 %).
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let radius = 6_371_008.8
    let (φ1, φ2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
    let Δφ = φ2 - φ1
    let Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
    let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
    return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
  }
}

/// `CLHeading`: never delivered here; its values are what it was made with.
open class CLHeading: NSObject, @unchecked Sendable {
  public let magneticHeading: CLLocationDirection
  public let trueHeading: CLLocationDirection
  public let headingAccuracy: CLLocationDirection
  public let timestamp: Date
  public let x: CLHeadingComponentValue = 0
  public let y: CLHeadingComponentValue = 0
  public let z: CLHeadingComponentValue = 0
  public init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection) {
    self.magneticHeading = magneticHeading
    self.trueHeading = trueHeading
    headingAccuracy = 0
    timestamp = Date()
  }
}

/// `CLLocationManagerDelegate`: never called here (no location or heading arrives).
public protocol CLLocationManagerDelegate: AnyObject {
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
  func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
}

extension CLLocationManagerDelegate {
  public func locationManager(
    _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
  ) {}
  public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
  {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {}
  public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool {
    false
  }
}

/// `CLLocationManager`: its settings, stored; no location or heading is ever delivered.
open class CLLocationManager: NSObject, @unchecked Sendable {
  /// The delegate, held weakly; never called.
  open weak var delegate: (any CLLocationManagerDelegate)?
  /// The orientation headings are reported for, stored (default `portrait`).
  open var headingOrientation: CLDeviceOrientation = .portrait
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  open var headingFilter: CLLocationDegrees = 1
  open var activityType: CLActivityType = .other
  open var pausesLocationUpdatesAutomatically = true
  open var allowsBackgroundLocationUpdates = false
  open var showsBackgroundLocationIndicator = false
  /// Always nil: no location arrives here.
  open var location: CLLocation? { nil }
  /// Always nil: no heading arrives here.
  open var heading: CLHeading? { nil }
  /// Whether updates were started and not stopped.
  open private(set) var isUpdatingLocation = false
  /// Whether heading updates were started and not stopped.
  open private(set) var isUpdatingHeading = false
  /// How many times authorization was asked for (ours, for tests).
  open private(set) var authorizationRequests = 0

  public override init() { super.init() }

  /// Always `notDetermined`: nobody here can grant it.
  open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
  /// Always `notDetermined`.
  open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
  open var accuracyAuthorization: CLAccuracyAuthorization { .reducedAccuracy }
  /// True: the service exists, though it reports nothing.
  open class func locationServicesEnabled() -> Bool { true }
  /// False: there is no magnetometer here.
  open class func headingAvailable() -> Bool { false }
  open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

  /// Counted in ``authorizationRequests``; the status stays `notDetermined`.
  open func requestWhenInUseAuthorization() { authorizationRequests += 1 }
  /// Counted in ``authorizationRequests``; the status stays `notDetermined`.
  open func requestAlwaysAuthorization() { authorizationRequests += 1 }
  open func startUpdatingLocation() { isUpdatingLocation = true }
  open func stopUpdatingLocation() { isUpdatingLocation = false }
  /// Asks for nothing: no location arrives.
  open func requestLocation() {}
  open func startUpdatingHeading() { isUpdatingHeading = true }
  open func stopUpdatingHeading() { isUpdatingHeading = false }
  open func dismissHeadingCalibrationDisplay() {}
  open func startMonitoringSignificantLocationChanges() {}
  open func stopMonitoringSignificantLocationChanges() {}
}

/// `CLError`.
public struct CLError: Error, Sendable, Hashable {
  public enum Code: Int, Sendable, Hashable {
    case locationUnknown = 0, denied, network, headingFailure
    case geocodeFoundNoResult = 8, geocodeFoundPartialResult, geocodeCanceled
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static let locationUnknown = Code.locationUnknown
  public static let denied = Code.denied
  public static let geocodeFoundNoResult = Code.geocodeFoundNoResult
}

/// `CLPlacemark`: never made by geocoding here.
open class CLPlacemark: NSObject, @unchecked Sendable {
  public let location: CLLocation?
  public let name: String?
  public let locality: String?
  public let country: String?
  public let isoCountryCode: String?
  public let administrativeArea: String?
  public let thoroughfare: String?
  public let postalCode: String?
  public init(location: CLLocation?, name: String?) {
    self.location = location
    self.name = name
    (locality, country, isoCountryCode, administrativeArea, thoroughfare, postalCode) =
      (nil, nil, nil, nil, nil, nil)
  }
}

/// `CLGeocoder`: every request completes with no placemarks and `geocodeFoundNoResult`, on the
/// main queue after the call returns.
open class CLGeocoder: NSObject, @unchecked Sendable {
  public typealias CompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void
  open private(set) var isGeocoding = false
  public override init() { super.init() }
  open func reverseGeocodeLocation(
    _ location: CLLocation, completionHandler: @escaping CompletionHandler
  ) { finish(completionHandler) }
  open func geocodeAddressString(
    _ addressString: String, completionHandler: @escaping CompletionHandler
  ) { finish(completionHandler) }
  open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
    throw CLError(.geocodeFoundNoResult)
  }
  open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
    throw CLError(.geocodeFoundNoResult)
  }
  open func cancelGeocode() {}
  private func finish(_ handler: @escaping CompletionHandler) {
    DispatchQueue.main.async(execute: { handler(nil, CLError(.geocodeFoundNoResult)) })
  }
}

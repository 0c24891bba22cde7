import OrientationCore

extension UIDevice {
  /// The device's model, by the harness's device profile: `"iPhone"` or `"iPad"` (`""` outside
  /// a harness).
  public var model: String {
    guard let harness = UIKitHarness.current else { return "" }
    return harness.device.idiom == .pad ? "iPad" : "iPhone"
  }
  /// The model, as ``model``.
  public var localizedModel: String { model }
  /// The device's name: its ``model``, the generic name UIKit reports from iOS 16 on to apps
  /// without the user-assigned-name entitlement (Apple docs); under earlier profiles too, as the
  /// simulated device has no user-assigned name (ours).
  public var name: String { model }
  /// The operating system's name: always `"iOS"` (ours).
  public var systemName: String { "iOS" }
  /// The iOS version of the harness's behaviour profile, as `"16.0"` (`""` outside a harness).
  public var systemVersion: String {
    guard let harness = UIKitHarness.current else { return "" }
    return "\(harness.profile.version).0"
  }
}

/// The device's app-vendor identifier: one per process (ours; iOS keeps it while any app of the
/// vendor stays installed).
private let vendorIdentifier = UUID()

extension UIDevice {
  /// `UIDevice.BatteryState`.
  public enum BatteryState: Int, Sendable, Hashable {
    case unknown = 0, unplugged, charging, full
  }

  /// An identifier for the app's vendor: the same `UUID` for the whole process.
  public var identifierForVendor: UUID? { vendorIdentifier }

  /// Whether battery monitoring is on: always false, and setting it changes nothing (the
  /// simulated device has no battery to report).
  public var isBatteryMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  /// `-1`, UIKit's answer while monitoring is off.
  public var batteryLevel: Float { -1 }
  /// `unknown`, UIKit's answer while monitoring is off.
  public var batteryState: BatteryState { .unknown }
  /// `UIDevice.batteryLevelDidChangeNotification`: never posted.
  nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")
  /// `UIDevice.batteryStateDidChangeNotification`: never posted.
  nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification")

  /// Whether proximity monitoring is on: always false (no proximity sensor here).
  public var isProximityMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  /// Always false.
  public var proximityState: Bool { false }
  /// Always true, as on every device iOS 4 and later runs on.
  public var isMultitaskingSupported: Bool { true }
}

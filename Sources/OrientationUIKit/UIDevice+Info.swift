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

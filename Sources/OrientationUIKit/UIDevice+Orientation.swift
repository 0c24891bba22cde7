import OrientationCore

extension UIDevice {
  /// UIKit's reason when an app sets the device orientation from iOS 16 on (SPEC §9.1).
  static let setOrientationIgnoredReason =
    "BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use "
    + "UIWindowScene.requestGeometryUpdate(_:)"

  /// Key-value coding's setter, for the old orientation hack
  /// `UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")`
  /// (SPEC §9.1), on the device of the harness whose app code is running (outside app code, the
  /// harness made last). `value` is a `UIDeviceOrientation` raw value (0–6, an integer of any
  /// type — a `UIInterfaceOrientationMask`'s `UInt` raw value too, read as a device orientation
  /// as UIKit reads it — or an `NSNumber`): 3, the usual `UIInterfaceOrientation.landscapeRight.rawValue`, is the device's
  /// `landscapeLeft`, which turns the interface to `landscapeRight`.
  ///
  /// - Before iOS 16 (profiles without `geometryRequests`) it acts as a device turn at this
  ///   moment: a `device` record, then the decision of SPEC §3.2 (held during a timed
  ///   transition).
  /// - From iOS 16 nothing changes; each call records a `diagnostic`
  ///   `setDeviceOrientationIgnored` with UIKit's log line.
  /// - Another key, or a value that is not a device orientation, changes nothing and records a
  ///   `diagnostic` `setValueIgnored` (UIKit raises `NSUnknownKeyException`, which Swift cannot
  ///   catch: the face throws nothing).
  public func setValue(_ value: Any?, forKey key: String) {
    guard let harness = UIKitHarness.currentOrLatest else { return }
    harness.perform { simulator in
      guard key == "orientation" else {
        simulator.recordDiagnostic(
          "setValueIgnored",
          reason: "UIDevice has no key '\(key)' for setValue(_:forKey:) (UIKit raises "
            + "NSUnknownKeyException)")
        return
      }
      guard let orientation = Self.deviceOrientation(value) else {
        simulator.recordDiagnostic(
          "setValueIgnored",
          reason: "\(value.map { "\($0)" } ?? "nil") is not a UIDeviceOrientation raw value")
        return
      }
      guard !simulator.profile.hasGeometryRequests else {
        simulator.recordDiagnostic(
          "setDeviceOrientationIgnored", reason: Self.setOrientationIgnoredReason)
        return
      }
      try simulator.deviceOrientationChanged(orientation, at: simulator.time)
    }
  }

  /// Key-value coding's key-path setter: a key path of one key is that key, so
  /// Key-value coding's read of `"orientation"`: the device orientation's raw value, as an
  /// `Int` (UIKit answers an `NSNumber` of it), so that code that reads the key before writing it
  /// back sees the orientation it set. Any other key is `nil` (UIKit raises
  /// `NSUnknownKeyException`, which Swift cannot catch).
  public func value(forKey key: String) -> Any? {
    key == "orientation" ? orientation.rawValue : nil
  }

  /// `setValue(_:forKeyPath: "orientation")` is ``setValue(_:forKey:)`` with everything said
  /// there; a longer key path names no key of `UIDevice` and records `setValueIgnored`.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    setValue(value, forKey: keyPath)
  }

  /// The device orientation whose raw value `value` is, if any.
  private static func deviceOrientation(_ value: Any?) -> UIDeviceOrientation? {
    let raw: Int?
    switch value {
    case let number as any BinaryInteger: raw = Int(exactly: number)
    case let orientation as UIDeviceOrientation: raw = orientation.rawValue
    case let number as NSNumber: raw = number.intValue
    default: raw = nil
    }
    return raw.flatMap(UIDeviceOrientation.init(rawValue:))
  }
}

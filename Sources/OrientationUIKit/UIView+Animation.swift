import OrientationCore

extension UIView {
  /// Whether animations are on for the harness whose app code is running — outside app code, the
  /// harness made last (true without one).
  /// While they are off, a rotation app code starts — `setNeedsUpdateOfSupportedInterfaceOrientations()`,
  /// `attemptRotationToDeviceOrientation()`, `requestGeometryUpdate(_:errorHandler:)`, the
  /// `setValue(_:forKey:)` orientation hack — runs with duration 0 and `isAnimated` false
  /// (SPEC §3.3, §9.1); device turns and actions with their own `animated:` are unaffected.
  public class var areAnimationsEnabled: Bool {
    UIKitHarness.currentOrLatest?.areAnimationsEnabled ?? true
  }

  /// Turns animations on or off for the harness whose app code is running (or the one made last),
  /// until the next call.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    UIKitHarness.currentOrLatest?.areAnimationsEnabled = enabled
  }

  /// Runs `actionsWithoutAnimation` with animations off, then restores the previous setting.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    guard let harness = UIKitHarness.currentOrLatest else { return actionsWithoutAnimation() }
    let previous = harness.areAnimationsEnabled
    harness.areAnimationsEnabled = false
    defer { harness.areAnimationsEnabled = previous }
    actionsWithoutAnimation()
  }
}

extension UIKitHarness {
  /// `UIView.areAnimationsEnabled` for this harness's app code: the engine's switch once the
  /// window is shown.
  var areAnimationsEnabled: Bool {
    get { simulator?.areAnimationsEnabled ?? animationsEnabled }
    set {
      animationsEnabled = newValue
      simulator?.areAnimationsEnabled = newValue
    }
  }
}

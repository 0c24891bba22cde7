import OrientationCore

/// `UIStatusBarManager` (iOS 13): the status bar of a window scene
/// (``UIWindowScene/statusBarManager``), as the engine and the deciding view controller have it.
@preconcurrency @MainActor
public final class UIStatusBarManager {
  private weak var harness: UIKitHarness?

  init(harness: UIKitHarness?) { self.harness = harness }

  /// Whether the status bar is hidden: by the engine's geometry (an iPhone in landscape from
  /// ios8, SPEC §2), or by the deciding view controller's `prefersStatusBarHidden`
  /// (``UIKitHarness/statusBarHidden``).
  public var isStatusBarHidden: Bool {
    guard let harness, let simulator = harness.simulator else { return true }
    return simulator.statusBarHeight == 0 || harness.statusBarHidden
  }

  /// The status bar's frame in the window: the window's width and the engine's status bar height
  /// (20 pt more while the in-call bar shows, SPEC §5.7); `.zero` while it is hidden, as UIKit's
  /// is.
  public var statusBarFrame: CGRect {
    guard !isStatusBarHidden, let harness, let simulator = harness.simulator else { return .zero }
    return CGRect(
      x: 0, y: 0, width: harness.window?.bounds.width ?? 0,
      height: CGFloat(simulator.statusBarHeight))
  }

  /// The status bar style the deciding view controller asks for
  /// (``UIKitHarness/statusBarStyle``).
  public var statusBarStyle: UIStatusBarStyle { harness?.statusBarStyle ?? .default }
}

extension UIWindowScene {
  /// The scene's status bar (iOS 13).
  public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(harness: harness) }
  /// The scene's coordinate space: the window's bounds (`.zero` before a window is shown).
  public var coordinateSpace: any UICoordinateSpace { effectiveGeometry.coordinateSpace }
}

extension UIApplication {
  /// The status bar's frame (deprecated in iOS 13): the scene's
  /// ``UIStatusBarManager/statusBarFrame``.
  public var statusBarFrame: CGRect {
    UIStatusBarManager(harness: harness).statusBarFrame
  }
  /// Whether the status bar is hidden (deprecated in iOS 13): the scene's
  /// ``UIStatusBarManager/isStatusBarHidden``.
  public var isStatusBarHidden: Bool { UIStatusBarManager(harness: harness).isStatusBarHidden }
  /// The status bar style (deprecated in iOS 13): the scene's
  /// ``UIStatusBarManager/statusBarStyle``.
  public var statusBarStyle: UIStatusBarStyle {
    UIStatusBarManager(harness: harness).statusBarStyle
  }
  /// The duration of a rotation (deprecated in iOS 13): the device profile's rotation duration,
  /// the length of the engine's rotations (0 outside a harness).
  public var statusBarOrientationAnimationDuration: TimeInterval {
    harness?.device.rotationDuration ?? 0
  }
}

import OrientationCore

/// `UIScreen`: the screen of the device of the running simulation.
///
/// `UIScreen.main`, like `UIDevice.current`, answers for the harness whose app code is running (an
/// override the engine calls, or a ``UIKitHarness/perform(at:_:)`` block); outside one every size
/// is zero and the scale 1. The screen is the device profile's, whatever the window's size: a
/// `resize` (split view, Slide Over) changes neither ``bounds`` nor ``nativeBounds`` (SPEC §9.1).
@preconcurrency @MainActor
public final class UIScreen {
  /// The main screen of the running simulation.
  public static let main = UIScreen()
  /// The screens: the main one.
  public static var screens: [UIScreen] { [main] }

  private init() {}

  private var harness: UIKitHarness? { UIKitHarness.current }

  /// The screen in points. From iOS 8 it follows the interface orientation at this moment (width
  /// and height swap in landscape; inside `viewWillTransition(to:with:)` it is still the old one);
  /// under the ios7 profile it is always portrait (Apple docs, UIScreen `bounds`).
  public var bounds: CGRect {
    guard let harness else { return .zero }
    let portrait = harness.device.portraitSize
    guard harness.profile.callbacks != .legacy else {
      return CGRect(origin: .zero, size: CGSize(portrait))
    }
    let orientation = harness.simulator?.interfaceOrientation ?? .portrait
    return CGRect(origin: .zero, size: CGSize(harness.device.screenSize(for: orientation)))
  }

  /// The portrait screen in pixels (points × ``scale``), whatever the orientation and profile
  /// (Apple docs: "based on the device in a portrait-up orientation").
  public var nativeBounds: CGRect {
    guard let harness else { return .zero }
    let size = harness.device.portraitSize
    let scale = harness.device.scale
    return CGRect(
      x: 0, y: 0, width: CGFloat(size.width * scale), height: CGFloat(size.height * scale))
  }

  /// Points to pixels: the device profile's scale (1 outside a harness).
  public var scale: CGFloat { harness.map { CGFloat($0.device.scale) } ?? 1 }
  /// The native scale: the device profile's scale (display zoom is not modelled).
  public var nativeScale: CGFloat { scale }
  /// 60: the refresh rate is not modelled (ours; ProMotion screens answer 120 on iOS).
  public var maximumFramesPerSecond: Int { 60 }

  /// The screen's coordinate space: ``bounds``, which follow the interface orientation.
  public var coordinateSpace: any UICoordinateSpace { ScreenSpace(fixed: false) }
  /// The fixed coordinate space: the portrait-up screen in points, whatever the interface
  /// orientation; converting to or from it turns points between the two (Apple docs, UIScreen
  /// `fixedCoordinateSpace`). Under the ios7 profile the two are the same.
  public var fixedCoordinateSpace: any UICoordinateSpace { ScreenSpace(fixed: true) }

  /// The interface orientation the screen's coordinate space follows (portrait under ios7 and
  /// outside a harness).
  var spaceOrientation: UIInterfaceOrientation {
    guard let harness, harness.profile.callbacks != .legacy else { return .portrait }
    return harness.simulator?.interfaceOrientation ?? .portrait
  }

  /// The traits of the running simulation's scene (unspecified outside a harness).
  public var traitCollection: UITraitCollection {
    harness?.windowScene.traitCollection ?? UITraitCollection()
  }
}

/// One of the screen's two coordinate spaces, read live from ``UIScreen/main``.
private final class ScreenSpace: UICoordinateSpace, ScreenMappedSpace {
  let fixed: Bool
  init(fixed: Bool) { self.fixed = fixed }

  var bounds: CGRect {
    let screen = UIScreen.main
    guard fixed else { return screen.bounds }
    let size = screen.nativeBounds.size
    return CGRect(x: 0, y: 0, width: size.width / screen.scale, height: size.height / screen.scale)
  }

  /// A fixed point, in the screen turned to the interface orientation.
  func toScreen(_ point: CGPoint) -> CGPoint {
    guard fixed else { return point }
    let portrait = bounds.size
    switch UIScreen.main.spaceOrientation {
    case .landscapeRight: return CGPoint(x: point.y, y: portrait.width - point.x)
    case .landscapeLeft: return CGPoint(x: portrait.height - point.y, y: point.x)
    case .portraitUpsideDown:
      return CGPoint(x: portrait.width - point.x, y: portrait.height - point.y)
    default: return point
    }
  }

  /// A point of the screen in the interface orientation, in the fixed space.
  func fromScreen(_ point: CGPoint) -> CGPoint {
    guard fixed else { return point }
    let portrait = bounds.size
    switch UIScreen.main.spaceOrientation {
    case .landscapeRight: return CGPoint(x: portrait.width - point.y, y: point.x)
    case .landscapeLeft: return CGPoint(x: point.y, y: portrait.height - point.x)
    case .portraitUpsideDown:
      return CGPoint(x: portrait.width - point.x, y: portrait.height - point.y)
    default: return point
    }
  }
}

extension UIWindow {
  /// The screen the window is on: ``UIScreen/main``.
  public var screen: UIScreen { .main }
}

extension UIWindowScene {
  /// The screen the scene is on: ``UIScreen/main``.
  public var screen: UIScreen { .main }
}

import OrientationCore

/// `UISceneDelegate`: what a scene tells its delegate. Set one as ``UIWindowScene/delegate``.
public protocol UISceneDelegate: AnyObject {}

/// `UIWindowSceneDelegate`: the window scene's geometry callbacks (SPEC §5.8).
///
/// Set the delegate before the window is shown, as UIKit does when the scene connects; the
/// harness then has the engine record the callback of the behaviour profile after each rotation
/// and resize — `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` from the ios13
/// to the ios17 profile, `windowScene(_:didUpdateEffectiveGeometry:)` under ios26, none before
/// iOS 13 — and calls the method of
/// that name just after its record, in the transition's first turn (after the alongside blocks,
/// before the completions). Not at launch. Both methods have empty default implementations,
/// as UIKit's optional ones are absent: implement the one of the profiles you target.
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's coordinate space, interface orientation or traits changed (iOS 13; deprecated
  /// in iOS 26, where `windowScene(_:didUpdateEffectiveGeometry:)` replaces it). The arguments
  /// are the values before the change; read the new ones from `windowScene`.
  func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection)
  /// The scene's effective geometry changed (iOS 26). `previousEffectiveGeometry` is the
  /// geometry before the change; `windowScene.effectiveGeometry` is the new one.
  func windowScene(
    _ windowScene: UIWindowScene,
    didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry)
}

extension UIWindowSceneDelegate {
  public func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {}
  public func windowScene(
    _ windowScene: UIWindowScene,
    didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry
  ) {}
}

/// `UICoordinateSpace`: a space's bounds (the conversion methods are not modelled). A view is
/// one; a scene's geometry names its own.
public protocol UICoordinateSpace: AnyObject {
  /// The bounds of the space.
  var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {}

/// The coordinate space of a scene at one moment: the window's bounds then.
final class SceneCoordinateSpace: UICoordinateSpace {
  let bounds: CGRect
  init(size: CGSize) { bounds = CGRect(origin: .zero, size: size) }
}

extension UIWindowScene {
  /// `UIWindowScene.Geometry` (iOS 16): the scene's geometry at one moment.
  public final class Geometry {
    /// The interface orientation.
    public let interfaceOrientation: UIInterfaceOrientation
    /// The scene's coordinate space (iOS 26): its bounds are the window's.
    public let coordinateSpace: any UICoordinateSpace
    /// Whether the interface orientation is locked (iOS 26): the deciding view controller's
    /// `prefersInterfaceOrientationLocked` holds it while the scene fills the screen
    /// (SPEC §3.5).
    public let isInterfaceOrientationLocked: Bool
    /// Always false: interactive resizing is not modelled (a resize is one step).
    public var isInteractivelyResizing: Bool { false }

    init(
      interfaceOrientation: UIInterfaceOrientation, size: CGSize,
      isInterfaceOrientationLocked: Bool
    ) {
      self.interfaceOrientation = interfaceOrientation
      self.coordinateSpace = SceneCoordinateSpace(size: size)
      self.isInterfaceOrientationLocked = isInterfaceOrientationLocked
    }
  }
}

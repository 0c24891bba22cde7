import OrientationCore

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
///
/// The scene delegate's window and, from iOS 27, its orientations:
/// `supportedInterfaceOrientations(for:)`, when implemented, replaces the Info.plist list for
/// the scene under the profiles with the `sceneMask` switch (SPEC §3.1 item 1), each answer a
/// `query` record `(scene)`. As for the app delegate's mask, the harness calls it once when the
/// window is shown, unrecorded, to learn whether the delegate implements it.
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's window: the one the delegate makes in `scene(_:willConnectTo:options:)`.
  /// UIKit's requirement is optional, so through the protocol it reads as `UIWindow??`; the
  /// default reads the delegate's stored `window` property, as the app delegate's does.
  var window: UIWindow?? { get }
  /// The orientations the scene supports (iOS 27).
  func supportedInterfaceOrientations(for windowScene: UIWindowScene)
    -> UIInterfaceOrientationMask
  /// The scene's coordinate space, interface orientation or traits changed (iOS 13; deprecated
  /// in iOS 26, where `windowScene(_:didUpdateEffectiveGeometry:)` replaces it). The arguments
  /// are the values before the change; read the new ones from `windowScene`.
  func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection)
  /// A Home Screen quick action was chosen (never called: nothing chooses one).
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void)
  /// The scene's effective geometry changed (iOS 26). `previousEffectiveGeometry` is the
  /// geometry before the change; `windowScene.effectiveGeometry` is the new one.
  func windowScene(
    _ windowScene: UIWindowScene,
    didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry)
}

extension UIWindowSceneDelegate {
  /// The delegate's stored `window` property, as UIKit's optional requirement reads it.
  public var window: UIWindow?? { delegateWindow(of: self) }
  /// Without an implementation the scene has the app's Info.plist orientations; this one returns
  /// them and marks the scene as answered by default, so the engine never asks it.
  public func supportedInterfaceOrientations(for windowScene: UIWindowScene)
    -> UIInterfaceOrientationMask
  {
    windowScene.answeredByDefault = true
    return windowScene.harness?.application.supportedInterfaceOrientations(for: nil) ?? .all
  }
  public func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {}
  public func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {}
  public func windowScene(
    _ windowScene: UIWindowScene,
    didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry
  ) {}
}

/// `UICoordinateSpace`: a space's bounds and the conversions between spaces. A view is one; the
/// screen has two (``UIScreen/coordinateSpace``, which follows the interface orientation, and
/// ``UIScreen/fixedCoordinateSpace``, portrait-up); a scene's geometry names its own.
///
/// Conversions go through the screen in the interface orientation: a view's point is its point in
/// its window (the window fills the screen from its origin; a resized window's place on the
/// screen is not modelled, nor are transforms), and the fixed space is that space turned back to
/// portrait-up. A space of the app's own making converts as the identity.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
  /// The bounds of the space.
  var bounds: CGRect { get }
  /// `point` of this space, in `coordinateSpace`.
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// `point` of `coordinateSpace`, in this space.
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// `rect` of this space, in `coordinateSpace`: the rectangle enclosing its turned corners.
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// `rect` of `coordinateSpace`, in this space.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// A space that knows its place on the screen in the interface orientation.
@MainActor
protocol ScreenMappedSpace {
  func toScreen(_ point: CGPoint) -> CGPoint
  func fromScreen(_ point: CGPoint) -> CGPoint
}

extension UICoordinateSpace {
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    let onScreen = (self as? any ScreenMappedSpace)?.toScreen(point) ?? point
    return (coordinateSpace as? any ScreenMappedSpace)?.fromScreen(onScreen) ?? onScreen
  }
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    coordinateSpace.convert(point, to: self)
  }
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { convert($0, to: coordinateSpace) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    coordinateSpace.convert(rect, to: self)
  }
}

extension UIView: UICoordinateSpace {}

extension UIView: ScreenMappedSpace {
  func toScreen(_ point: CGPoint) -> CGPoint { convert(point, to: nil as UIView?) }
  func fromScreen(_ point: CGPoint) -> CGPoint { convert(point, from: nil as UIView?) }
}

/// The coordinate space of a scene at one moment: the window's bounds then, which is the screen
/// in the interface orientation.
final class SceneCoordinateSpace: UICoordinateSpace, ScreenMappedSpace {
  let bounds: CGRect
  init(size: CGSize) { bounds = CGRect(origin: .zero, size: size) }
  func toScreen(_ point: CGPoint) -> CGPoint { point }
  func fromScreen(_ point: CGPoint) -> CGPoint { point }
}

extension UIWindowScene {
  /// `UIWindowScene.Geometry` (iOS 16): the scene's geometry at one moment.
  @preconcurrency @MainActor
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

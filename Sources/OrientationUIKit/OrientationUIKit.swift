// `import OrientationUIKit` alone brings Foundation's types, as `import UIKit` does.
@_exported import Foundation
import OrientationCore

/// `UIInterfaceOrientation`: the engine's `InterfaceOrientation`, whose cases and
/// raw values are UIKit's.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// `UIInterfaceOrientationMask`: the engine's `InterfaceOrientationMask`, with
/// UIKit's bits.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// `UIDeviceOrientation`: the engine's `DeviceOrientation`, with UIKit's raw
/// values.
public typealias UIDeviceOrientation = DeviceOrientation

extension DeviceOrientation {
  /// Whether the orientation is portrait or landscape (not flat or unknown), as UIKit's
  /// `isValidInterfaceOrientation`.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
  case unspecified = 0
  case compact = 1
  case regular = 2

  init(_ sizeClass: SizeClass) {
    switch sizeClass {
    case .unspecified: self = .unspecified
    case .compact: self = .compact
    case .regular: self = .regular
    }
  }

  var engine: SizeClass {
    switch self {
    case .unspecified: .unspecified
    case .compact: .compact
    case .regular: .regular
    }
  }
}

/// `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
  case unspecified = -1
  case phone = 0
  case pad = 1

  init(_ idiom: DeviceIdiom) { self = idiom == .pad ? .pad : .phone }
}

/// `UI_USER_INTERFACE_IDIOM()` (deprecated in iOS 13): the current device's idiom, as
/// `UIDevice.current.userInterfaceIdiom`.
@preconcurrency @MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
  UIDevice.current.userInterfaceIdiom
}

/// `UIModalPresentationStyle`. `automatic` is the profile's default (page sheet from iOS 13,
/// full screen before). Without a view controller that defines a presentation context (not
/// modelled), `currentContext` presents as `fullScreen` and `overCurrentContext` as
/// `overFullScreen`, as UIKit falls back to the root; `none` is refused.
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2

  /// The engine's style; `nil` for `automatic` (the profile decides).
  var engine: PresentationStyle? {
    switch self {
    case .fullScreen, .currentContext: .fullScreen
    case .overFullScreen, .overCurrentContext: .overFullScreen
    case .pageSheet: .pageSheet
    case .formSheet: .formSheet
    case .popover: .popover
    case .custom: .custom
    case .automatic, .none: nil
    }
  }

  init(_ style: PresentationStyle) {
    switch style {
    case .fullScreen: self = .fullScreen
    case .overFullScreen: self = .overFullScreen
    case .pageSheet: self = .pageSheet
    case .formSheet: self = .formSheet
    case .popover: self = .popover
    case .custom: self = .custom
    }
  }
}

/// `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  init(_ insets: EdgeInsets) {
    self.init(
      top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
      right: CGFloat(insets.right))
  }
}

/// `CGAffineTransform`, which Foundation on Linux does not have: the rotation a transition
/// coordinator reports as `targetTransform`.
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// Every component zero, as Core Graphics' C struct initializes it (not the identity).
  public init() { (a, b, c, d, tx, ty) = (0, 0, 0, 0, 0, 0) }

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// A rotation by `angle` radians. Quarter and half turns are exact (0, ±1), so
  /// `isIdentity` and comparisons behave as on a device.
  public init(rotationAngle angle: CGFloat) {
    let quarterTurns = angle / (CGFloat.pi / 2)
    var cosine = cos(angle)
    var sine = sin(angle)
    if quarterTurns == quarterTurns.rounded() {
      let turns = ((Int(quarterTurns.rounded()) % 4) + 4) % 4
      cosine = [1, 0, -1, 0][turns]
      sine = [0, 1, 0, -1][turns]
    }
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  /// Whether this is the identity (a transition that does not rotate).
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d, tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }
  /// This transform rotated by `angle` radians.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

extension CGSize {
  init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
  var engine: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
  init(_ rect: Rect) {
    self.init(
      x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width),
      height: CGFloat(rect.height))
  }
}

import OrientationCore

/// `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
  /// Dark content in light mode, light content in dark mode.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds (iOS 13).
  case darkContent = 3
}

/// `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
  case none = 0
  case fade = 1
  case slide = 2
}

/// `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension UIKitHarness {
  /// The view controller whose status bar and home indicator answers UIKit reads: the top-most
  /// presented view controller that fills the screen (or captures the status bar's appearance),
  /// else the window's root (ours, after UIKit's documented rule).
  var appearanceDecider: UIViewController? {
    guard var decider = window?.rootViewController else { return nil }
    while let presented = decider.presentedViewController {
      switch presented.modalPresentationStyle {
      case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext:
        decider = presented
      case .automatic where profile.defaultPresentationStyle == .fullScreen:
        decider = presented
      default:
        guard presented.modalPresentationCapturesStatusBarAppearance else { return decider }
        decider = presented
      }
    }
    return decider
  }

  /// Whether the status bar is hidden as UIKit would ask: the deciding view controller's
  /// ``UIViewController/prefersStatusBarHidden``, following
  /// ``UIViewController/childForStatusBarHidden``.
  /// Drawn nowhere and not part of the engine's geometry (orientsim's, for tests).
  public var statusBarHidden: Bool {
    var vc = appearanceDecider
    while let child = vc?.childForStatusBarHidden { vc = child }
    return vc?.prefersStatusBarHidden ?? false
  }

  /// The status bar style as UIKit would ask, following
  /// ``UIViewController/childForStatusBarStyle`` (orientsim's, for tests).
  public var statusBarStyle: UIStatusBarStyle {
    var vc = appearanceDecider
    while let child = vc?.childForStatusBarStyle { vc = child }
    return vc?.preferredStatusBarStyle ?? .default
  }

  /// Whether the home indicator may hide, following
  /// ``UIViewController/childForHomeIndicatorAutoHidden`` (orientsim's, for tests).
  public var homeIndicatorAutoHidden: Bool {
    var vc = appearanceDecider
    while let child = vc?.childForHomeIndicatorAutoHidden { vc = child }
    return vc?.prefersHomeIndicatorAutoHidden ?? false
  }
}

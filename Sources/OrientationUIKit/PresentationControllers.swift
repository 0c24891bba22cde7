// The presentation controllers app code configures before it presents: an iPad action sheet's
// popover anchor, a sheet's detents, the delegate told about an interactive dismissal. They are
// stored and read back; the engine presents with the view controller's `modalPresentationStyle`
// (SPEC §3.3, §5.4) whatever they say, and none of their delegates is ever called (popover
// arrows, detents and swipe-to-dismiss are not modelled).

extension UIViewController {
  /// The presentation controller of this view controller's presentation: made once and kept, a
  /// ``UIPopoverPresentationController`` when ``modalPresentationStyle`` is `popover` and a
  /// ``UISheetPresentationController`` when it is `pageSheet`, `formSheet` or `automatic`, else
  /// a plain ``UIPresentationController``. Stored; the engine presents by the style.
  public var presentationController: UIPresentationController? {
    switch modalPresentationStyle {
    case .popover: popoverPresentationController
    case .pageSheet, .formSheet, .automatic: sheetPresentationController
    default: made { UIPresentationController(presentedViewController: $0, presenting: nil) }
    }
  }

  /// The popover presentation controller when ``modalPresentationStyle`` is `popover` (an
  /// action sheet's on iPad), else `nil`: its anchor is stored and read back.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    return made { UIPopoverPresentationController(presentedViewController: $0, presenting: nil) }
  }

  /// The sheet presentation controller (iOS 15) when ``modalPresentationStyle`` is `pageSheet`,
  /// `formSheet` or `automatic`, else `nil`: its detents are stored and read back.
  public var sheetPresentationController: UISheetPresentationController? {
    guard [.pageSheet, .formSheet, .automatic].contains(modalPresentationStyle) else {
      return nil
    }
    return made { UISheetPresentationController(presentedViewController: $0, presenting: nil) }
  }

  private func made<Controller: UIPresentationController>(
    _ make: (UIViewController) -> Controller
  ) -> Controller {
    let kind = ObjectIdentifier(Controller.self)
    if let made = madePresentationControllers[kind] as? Controller { return made }
    let controller = make(self)
    madePresentationControllers[kind] = controller
    return controller
  }
}

/// `UIAdaptivePresentationControllerDelegate`: never called (interactive dismissal and
/// adaptation are not modelled); each method has a default, as UIKit's optional ones are absent.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { .automatic }
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

/// `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// `UIPopoverPresentationControllerSourceItem` (iOS 16): what a popover points at.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// `UIPopoverPresentationControllerDelegate`: never called (see
/// ``UIAdaptivePresentationControllerDelegate``).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}

/// `UIPopoverPresentationController`: the popover's anchor and arrows, stored and read back. The
/// engine presents a popover by its style; no arrow or anchor rectangle is laid out.
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open weak var sourceView: UIView?
  /// The rectangle in ``sourceView`` it points at.
  open var sourceRect: CGRect = .zero
  /// The bar button item it points at.
  open weak var barButtonItem: UIBarButtonItem?
  /// What it points at (iOS 16).
  open weak var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
  /// The arrow directions allowed.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// `unknown`: no arrow is laid out.
  open var arrowDirection: UIPopoverArrowDirection { .unknown }
  /// Stored.
  open var passthroughViews: [UIView]?
  /// Stored.
  open var backgroundColor: UIColor?
  /// Stored.
  open var canOverlapSourceViewRect = false
}

/// `UISheetPresentationControllerDelegate`: never called (see
/// ``UIAdaptivePresentationControllerDelegate``).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

/// `UISheetPresentationController` (iOS 15): a sheet's detents and grabber, stored and read
/// back. The sheet is presented by its style; it never changes detent (not modelled).
open class UISheetPresentationController: UIPresentationController {
  /// `UISheetPresentationController.Detent`: a height a sheet rests at.
  @preconcurrency @MainActor
  public final class Detent: Sendable {
    /// `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }
    /// `UISheetPresentationController.Detent.Context` (iOS 16): what a custom detent's
    /// resolver is given (never called here).
    public protocol Context {
      var containerTraitCollection: UITraitCollection { get }
      var maximumDetentValue: CGFloat { get }
    }
    /// The detent's identifier.
    public let identifier: Identifier
    init(identifier: Identifier) { self.identifier = identifier }
    /// The half-height detent.
    public static func medium() -> Detent { Detent(identifier: .medium) }
    /// The full-height detent.
    public static func large() -> Detent { Detent(identifier: .large) }
    /// A custom detent (iOS 16): its resolver is stored and never called.
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping @MainActor (any Context) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(rawValue: "custom"))
    }
  }

  /// The detents, `[.large()]` by default.
  open var detents: [Detent] = [.large()]
  /// Stored.
  open var selectedDetentIdentifier: Detent.Identifier?
  /// Stored.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Stored.
  open var prefersGrabberVisible = false
  /// Stored.
  open var preferredCornerRadius: CGFloat?
  /// Stored.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Stored.
  open var prefersEdgeAttachedInCompactHeight = false
  /// Stored.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// Runs `changes` at once (nothing is animated).
  open func animateChanges(_ changes: () -> Void) { changes() }
  /// Does nothing: detents are never laid out.
  open func invalidateDetents() {}
}

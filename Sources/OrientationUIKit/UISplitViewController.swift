import OrientationCore

/// `UISplitViewControllerDelegate`: every method has a default.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  func splitViewControllerSupportedInterfaceOrientations(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientationMask
}

extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
  public func splitViewControllerSupportedInterfaceOrientations(
    _ splitViewController: UISplitViewController
  ) -> UIInterfaceOrientationMask {
    splitViewController.defaultSupportedInterfaceOrientations
  }
}

/// `UISplitViewController`, as a plain view controller: the engine has no split container, so
/// the view controllers you give it are stored — not children in the engine, and they get no
/// callbacks. It decides the orientation itself (the delegate's
/// `splitViewControllerSupportedInterfaceOrientations(_:)`, else the idiom default), and
/// ``isCollapsed`` follows its horizontal size class. Columns are not laid out.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// `UISplitViewController.Style`.
  public enum Style: Int, Sendable, Hashable { case unspecified, doubleColumn, tripleColumn }
  /// `UISplitViewController.Column`.
  public enum Column: Int, Sendable, Hashable { case primary, supplementary, secondary, compact }
  /// `UISplitViewController.DisplayMode`.
  public enum DisplayMode: Int, Sendable, Hashable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary
    case twoOverSecondary, twoDisplaceSecondary
    public static let primaryHidden = DisplayMode.secondaryOnly
    public static let allVisible = DisplayMode.oneBesideSecondary
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }
  /// `UISplitViewController.SplitBehavior`.
  public enum SplitBehavior: Int, Sendable, Hashable { case automatic, tile, overlay, displace }

  /// The style it was made with.
  public let style: Style
  private var columns: [Column: UIViewController] = [:]
  private var classicViewControllers: [UIViewController] = []

  open weak var delegate: (any UISplitViewControllerDelegate)?
  open var preferredDisplayMode: DisplayMode = .automatic
  open var preferredSplitBehavior: SplitBehavior = .automatic
  open var presentsWithGesture = true
  open var showsSecondaryOnlyButton = false
  open var preferredPrimaryColumnWidthFraction: CGFloat = 0.4
  open var minimumPrimaryColumnWidth: CGFloat = 0
  open var maximumPrimaryColumnWidth: CGFloat = 0
  /// The preferred display mode when it is not automatic, else `oneBesideSecondary` when
  /// expanded and `secondaryOnly` when collapsed (ours).
  public var displayMode: DisplayMode {
    if preferredDisplayMode != .automatic { return preferredDisplayMode }
    return isCollapsed ? .secondaryOnly : .oneBesideSecondary
  }
  /// Whether only one column shows: when the horizontal size class is compact.
  public var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

  /// A classic split view controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  /// A column-style split view controller (iOS 14).
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { return nil }

  /// The classic view controllers (primary, then secondary), or the columns' in order.
  open var viewControllers: [UIViewController] {
    get {
      if style == .unspecified { return classicViewControllers }
      return [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }
    }
    set { classicViewControllers = newValue }
  }
  /// Stores a column's view controller.
  open func setViewController(_ vc: UIViewController?, for column: Column) { columns[column] = vc }
  /// A column's view controller.
  open func viewController(for column: Column) -> UIViewController? { columns[column] }
  /// Stored only: columns are not shown or hidden.
  open func show(_ column: Column) {}
  /// Stored only: columns are not shown or hidden.
  open func hide(_ column: Column) {}

  /// The delegate's answer, else the idiom default.
  open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    delegate?.splitViewControllerSupportedInterfaceOrientations(self)
      ?? defaultSupportedInterfaceOrientations
  }

  var defaultSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
}

import OrientationCore

/// `UIView`, as far as rotation tests need it: a view controller's root view takes its bounds,
/// frame and safe area from the engine; `layoutSubviews()` and `updateConstraints()` of a root
/// view installed by `loadView()` receive the engine's view calls. Other views only keep the
/// hierarchy you build (`addSubview`, `removeFromSuperview`); the engine does not lay them out.
@MainActor
open class UIView: UITraitEnvironment {
  /// The view controller whose root view this is.
  weak var owner: UIViewController?
  private var storedFrame: CGRect
  /// The superview.
  public private(set) weak var superview: UIView?
  /// The subviews, back to front.
  public private(set) var subviews: [UIView] = []

  public init(frame: CGRect) { storedFrame = frame }
  public convenience init() { self.init(frame: .zero) }
  /// Archives are not read: this initialiser exists so that subclasses keep UIKit's
  /// `required init?(coder:)`; it returns `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// The frame in the superview's (for a root view: the window's) coordinates.
  open var frame: CGRect {
    get { owner?.node.map { CGRect($0.frame) } ?? storedFrame }
    set { storedFrame = newValue }
  }
  /// The bounds: origin zero, the frame's size.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { storedFrame.size = newValue.size }
  }
  /// The safe-area insets (a view controller's root view only; zero for others).
  open var safeAreaInsets: UIEdgeInsets {
    owner?.node.map { UIEdgeInsets($0.safeAreaInsets) } ?? .zero
  }
  /// The window the view is in: for a root view, the harness's window from `viewDidAppear`
  /// until `viewDidDisappear` (UIKit sets it between `viewWillAppear` and `viewDidAppear`);
  /// for other views, their root's.
  open var window: UIWindow? {
    if let window = self as? UIWindow { return window }
    if let superview { return superview.window }
    guard let node = owner?.node,
      node.appearanceState == .appeared || node.appearanceState == .disappearing
    else { return nil }
    return node.harness?.window
  }

  /// Adds `view` on top of the subviews.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }
  /// Removes the view from its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Lays out subviews (a root view: called by the engine's layout pass).
  open func layoutSubviews() {}
  /// Updates constraints (a root view: called by the engine's constraint pass).
  open func updateConstraints() {}
  /// Flags a root view for the next constraint pass.
  open func setNeedsUpdateConstraints() { owner?.node?.setNeedsUpdateConstraints() }
  /// Layout is driven by the engine: nothing happens here.
  open func setNeedsLayout() {}
  /// Layout is driven by the engine: nothing happens here.
  open func layoutIfNeeded() {}

  /// The root view's view controller's traits; unspecified for other views.
  public var traitCollection: UITraitCollection {
    owner?.traitCollection ?? superview?.traitCollection ?? UITraitCollection()
  }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// `UIWindow`: the window of a ``UIWindowScene`` from a ``UIKitHarness``.
/// `makeKeyAndVisible()` launches the app with the window's root view controller.
open class UIWindow: UIView {
  /// The scene the window belongs to.
  public private(set) weak var windowScene: UIWindowScene?

  /// A window in `windowScene`.
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { return nil }

  /// The root view controller. Set it before `makeKeyAndVisible()`: the engine does not replace
  /// the root of a launched window (the harness reports that as a problem).
  open var rootViewController: UIViewController? {
    didSet {
      guard let harness = windowScene?.harness, harness.window === self,
        rootViewController !== oldValue
      else { return }
      harness.perform { _ in
        throw OrientationError(
          name: "NotModelled", reason: "the root view controller of a shown window cannot change")
      }
    }
  }

  /// Whether the window was made key.
  public private(set) var isKeyWindow = false

  /// Shows the window: the app launches (SPEC §5.5) with ``rootViewController`` as root.
  /// The window must belong to a harness's scene (`UIWindow(windowScene: harness.windowScene)`),
  /// or be made by app code a harness runs (an app delegate's window): it joins that scene.
  open func makeKeyAndVisible() {
    if windowScene == nil { windowScene = UIKitHarness.current?.windowScene }
    guard let harness = windowScene?.harness else {
      preconditionFailure(
        "UIWindow.makeKeyAndVisible(): the window has no windowScene; create it with "
          + "UIWindow(windowScene: harness.windowScene)")
    }
    isKeyWindow = true
    harness.show(self)
  }

  /// The window's frame: the engine's window size.
  open override var frame: CGRect {
    get {
      guard let size = windowScene?.harness?.simulator?.windowSize else { return super.frame }
      return CGRect(origin: .zero, size: CGSize(size))
    }
    set { super.frame = newValue }
  }
}

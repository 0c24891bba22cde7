import OrientationCore

/// `UIView`: a view controller's root view takes its bounds, frame and safe area from the engine;
/// `layoutSubviews()` and `updateConstraints()` of a root view installed by `loadView()` receive
/// the engine's view calls. Other views keep the geometry you give them and follow their
/// superview's size changes through their `autoresizingMask`, with UIKit's arithmetic; their
/// `layoutSubviews()` runs from `layoutIfNeeded()` and after their view controller's
/// `viewDidLayoutSubviews()` when they need layout. Everything else a view has — colours, alpha,
/// its layer, constraints, gesture recognizers — is stored and read back: nothing is drawn,
/// no constraint is solved and no touch arrives (UIView+Geometry.swift).
@preconcurrency @MainActor
open class UIView: NSObject, UITraitEnvironment {
  /// The view controller whose root view this is.
  weak var owner: UIViewController?
  /// The frame without the transform (for a root view: the engine's, last read).
  var storedFrame: CGRect
  /// The superview.
  public private(set) weak var superview: UIView?
  /// The subviews, back to front.
  public private(set) var subviews: [UIView] = []
  /// The key commands added with `addKeyCommand(_:)`.
  var addedKeyCommands: [UIKeyCommand] = []
  /// The view's key commands: those added (overridable, as in UIKit); never performed.
  open var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
  /// Whether the view can become first responder: `false`; text fields and text views say
  /// `true`, as in UIKit, and subclasses may.
  open var canBecomeFirstResponder: Bool { false }

  public init(frame: CGRect) {
    storedFrame = frame
    super.init()
    AppearanceRegistry.apply(to: self)
  }
  public override convenience init() { self.init(frame: .zero) }
  /// Archives are not read: this initialiser exists so that subclasses keep UIKit's
  /// `required init?(coder:)`; it returns `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// The frame in the superview's (for a root view: the window's) coordinates.
  /// A root view's frame is the engine's; setting it changes nothing there. With a transform
  /// other than the identity it is the transformed bounds' enclosing rectangle.
  open var frame: CGRect {
    get { transformedFrame }
    set { setUntransformedFrame(newValue) }
  }
  /// The bounds: the frame's untransformed size, at an origin of its own (a scroll view's content
  /// offset). Setting it keeps the center.
  open var bounds: CGRect {
    // The frame's size (through `frame`, which subclasses such as `UIWindow` override) when
    // there is no transform to undo.
    get {
      CGRect(origin: boundsOrigin, size: transform.isIdentity ? frame.size : currentFrame.size)
    }
    set { setBounds(newValue) }
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
    insertSubview(view, at: subviews.count)
  }
  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    didMoveToSuperview()
  }

  /// Lays out subviews (a root view: called by the engine's layout pass).
  open func layoutSubviews() {}

  /// Never called: no touches are delivered (the responder chain is not modelled).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Never called: no touches are delivered.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Never called: no touches are delivered.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Never called: no touches are delivered.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Never called: no motion event (a shake) is delivered.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// Never called: no motion event (a shake) is delivered.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// Never called: no motion event (a shake) is delivered.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// Never called: no remote-control event is delivered.
  open func remoteControlReceived(with event: UIEvent?) {}
  /// Updates constraints (a root view: called by the engine's constraint pass).
  open func updateConstraints() {}
  /// Flags a root view for the next constraint pass.
  open func setNeedsUpdateConstraints() { owner?.node?.setNeedsUpdateConstraints() }
  /// Flags the view for layout: its next ``layoutIfNeeded()`` (or its view controller's layout
  /// pass) calls ``layoutSubviews()``. A root view's own layout is the engine's.
  open func setNeedsLayout() { needsLayout = true }
  /// Lays out the view (not a root view: the engine does) and then its subviews, each that was
  /// flagged with ``setNeedsLayout()`` or changed size since its last layout.
  open func layoutIfNeeded() { layOutIfNeeded() }

  /// The root view's view controller's traits; unspecified for other views. Overridable, as in
  /// UIKit.
  open var traitCollection: UITraitCollection {
    owner?.traitCollection ?? superview?.traitCollection ?? UITraitCollection()
  }
  /// A snapshot of the view: a new, empty view of its size (nothing is drawn), as
  /// `snapshotView(afterScreenUpdates:)` returns one to cross-fade during a rotation.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    UIView(frame: CGRect(origin: .zero, size: bounds.size))
  }
  /// Never called: the engine tells view controllers of trait changes, not views. Use the view's
  /// ``registerForTraitChanges(_:handler:)`` (iOS 17), or its view controller's.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Handlers of the view's `registerForTraitChanges(_:handler:)`, in registration order.
  var traitChangeRegistrations: [TraitChangeRegistration] = []
  /// `traitOverrides` (stored only).
  var storedTraitOverrides = UITraitOverrides()
  /// `overrideUserInterfaceStyle` (iOS 13): stored and read back, nothing more (orientsim has no
  /// appearance).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

  // MARK: The view layer (UIView+Geometry.swift)
  // Stored here, not in an extension, so that subclasses can override them as in UIKit.

  /// The bounds' origin (a scroll view's content offset).
  var boundsOrigin: CGPoint = .zero
  /// The superview size the subviews were last autoresized for.
  var fittedSize: CGSize?
  /// The size at the last `layoutSubviews()` from ``layoutIfNeeded()``.
  var laidOutSize: CGSize?
  var needsLayout = true
  var storedLayer: CALayer?

  /// The transform, about the center; ``frame`` becomes its enclosing rectangle.
  open var transform: CGAffineTransform = .identity
  /// How the view follows its superview's size changes (UIKit's arithmetic: the change is shared
  /// among the flexible margins and size in proportion to their lengths).
  open var autoresizingMask: AutoresizingMask = []
  /// Whether the subviews follow this view's size changes (default `true`).
  open var autoresizesSubviews = true
  /// Stored; constraints are not solved, so frames come from the autoresizing mask either way.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// Stored; nothing is drawn.
  open var backgroundColor: UIColor?
  /// Stored; nothing is drawn.
  open var tintColor: UIColor!
  /// Stored; nothing is drawn.
  open var alpha: CGFloat = 1
  /// Stored; nothing is drawn.
  open var isHidden = false
  /// How the view's content reads when the layout direction flips, stored.
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified
  /// The layout direction the view lays out in: right to left only when its
  /// ``semanticContentAttribute`` forces it (the engine's traits are left to right).
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
  }
  /// The layout direction for `attribute` under the engine's left-to-right traits.
  open class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }
  /// Stored; nothing is drawn.
  open var isOpaque = true
  /// Stored; nothing is drawn.
  open var clipsToBounds = false
  /// Stored; no touch arrives.
  open var isUserInteractionEnabled = true
  /// Stored; no touch arrives.
  open var isMultipleTouchEnabled = false
  /// Stored; no touch arrives.
  open var isExclusiveTouch = false
  /// Stored, and found by ``viewWithTag(_:)``.
  open var tag = 0
  /// Stored; nothing is drawn.
  open var contentMode: ContentMode = .scaleToFill
  /// Stored; nothing is laid out from them. Setting a different value calls
  /// ``layoutMarginsDidChange()``.
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
    didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
  }
  /// Stored; nothing is laid out from them. Setting a different value calls
  /// ``layoutMarginsDidChange()``.
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  {
    didSet { if directionalLayoutMargins != oldValue { layoutMarginsDidChange() } }
  }
  /// The layout margins were set to a new value (margins derived from the safe area or the
  /// readable width are not modelled, so only an app's own sets call it).
  open func layoutMarginsDidChange() {}
  /// Stored.
  open var preservesSuperviewLayoutMargins = false
  /// Stored.
  open var insetsLayoutMarginsFromSafeArea = true
  /// Stored.
  open var accessibilityIdentifier: String?
  /// Stored.
  open var accessibilityLabel: String?
  /// Stored.
  open var accessibilityHint: String?
  /// Stored.
  open var accessibilityValue: String?
  /// Stored.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// Stored (no assistive technology reads it).
  open var isAccessibilityElement = false
  /// Stored.
  open var accessibilityElementsHidden = false
  /// Stored: whether assistive technologies should ignore the view's siblings, as a modal
  /// view asks.
  open var accessibilityViewIsModal = false
  /// Stored.
  open var shouldGroupAccessibilityChildren = false
  /// Stored.
  open var accessibilityElements: [Any]?
  /// The constraints held by this view (activated constraints are held by their items' nearest
  /// common ancestor).
  public internal(set) var constraints: [NSLayoutConstraint] = []
  /// The gesture recognizers attached to the view; they never recognize anything.
  open var gestureRecognizers: [UIGestureRecognizer]?
  /// The interactions attached to the view.
  public internal(set) var interactions: [any UIInteraction] = []
  /// The layout guides added to the view.
  public internal(set) var layoutGuides: [UILayoutGuide] = []

  /// The layer: an instance of ``layerClass``, made on first use. Its properties are stored;
  /// nothing is drawn or animated.
  open var layer: CALayer {
    if let storedLayer { return storedLayer }
    let made = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
    made.delegateView = self
    storedLayer = made
    return made
  }
  /// The class of the view's layer (override to return a `CALayer` subclass).
  open class var layerClass: AnyClass { CALayer.self }

  /// The natural size (default: none in either dimension).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  /// Stored; nothing is measured.
  open func invalidateIntrinsicContentSize() {}
  /// The size that fits `size` (default: the current size).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }

  /// Inserts `view` at `index` among the subviews (0: at the back).
  open func insertSubview(_ view: UIView, at index: Int) {
    resizeSubviewsIfNeeded()
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: old)
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      return
    }
    view.removeFromSuperview()
    view.willMove(toSuperview: self)
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    didAddSubview(view)
    view.didMoveToSuperview()
  }
  /// Moves `view` to the front of the subviews.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }
  /// Moves `view` to the back of the subviews.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }
  /// Swaps the subviews at two indices.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    subviews.swapAt(index1, index2)
  }

  /// A subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// A subview is about to be removed.
  open func willRemoveSubview(_ subview: UIView) {}
  /// The view is about to move to `newSuperview` (`nil`: removal).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// The view moved to a new superview, or was removed.
  open func didMoveToSuperview() {}
  /// Called for views drawn by the app; never called (nothing is drawn).
  open func draw(_ rect: CGRect) {}
  /// Stored nowhere; nothing is drawn.
  open func setNeedsDisplay() {}
  /// The safe-area insets changed (not called: only view controllers get the engine's call).
  open func safeAreaInsetsDidChange() {}
  /// The tint colour changed (not called).
  open func tintColorDidChange() {}
  /// The view is about to move to another window (not called: only root views know theirs).
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// The view moved to another window (not called).
  open func didMoveToWindow() {}
  /// Never called: nibs and storyboards are not read.
  open func awakeFromNib() {}
}

/// `UIWindow`: the window of a ``UIWindowScene`` from a ``UIKitHarness``.
/// `makeKeyAndVisible()` launches the app with the window's root view controller.
open class UIWindow: UIView {
  /// The scene the window belongs to. Setting it moves the window to that scene, as in UIKit: a
  /// window that is not shown joins it for `makeKeyAndVisible()` (the harness shows one window,
  /// so showing a second one is reported as `NotModelled`). The shown window cannot leave its
  /// scene: the harness reports that as `NotModelled` too.
  open weak var windowScene: UIWindowScene? {
    didSet {
      guard let harness = oldValue?.harness, harness.window === self, windowScene !== oldValue
      else { return }
      harness.keep(
        OrientationError(name: "NotModelled", reason: "the shown window cannot change its scene"))
    }
  }

  /// `UIWindow.Level`: where a window sits among others.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// The app's windows: 0.
    public static let normal = Level(0)
    /// The status bar's: 1000.
    public static let statusBar = Level(1000)
    /// Alerts': 2000.
    public static let alert = Level(2000)
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A level `rhs` above `lhs`.
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    /// A level `rhs` below `lhs`.
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
  }

  /// The window's level: stored and read back, nothing more (the harness shows one window).
  open var windowLevel: Level = .normal

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

/// `UISemanticContentAttribute`: how a view's content reads when the layout direction flips.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// `UIUserInterfaceLayoutDirection`: the direction views lay out in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
  case leftToRight, rightToLeft
}

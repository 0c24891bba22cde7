import OrientationCore

/// `UIScrollViewDelegate`: every method has a default, as UIKit's are optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  )
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// `UIScrollView`: the content offset is the bounds' origin, as in UIKit, and setting it tells
/// the delegate `scrollViewDidScroll(_:)`. No scrolling, dragging, deceleration or zooming
/// happens: an animated change is made at once.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// The refresh control (iOS 10): stored and read back; it is not added as a subview.
  open var refreshControl: UIRefreshControl?
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
    case automatic, scrollableAxes, never, always
  }
  /// `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable, Hashable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }
  /// `UIScrollView.IndicatorStyle`.
  public enum IndicatorStyle: Int, Sendable, Hashable { case `default`, black, white }

  /// The delegate. A collection or table view's delegate is set here too (Swift cannot narrow a
  /// stored property's type in a subclass as Objective-C does).
  open weak var delegate: (any UIScrollViewDelegate)?
  /// The content offset: the bounds' origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      boundsOrigin = newValue
      delegate?.scrollViewDidScroll(self)
      reportKeyValueChanges()
    }
  }
  open var contentSize: CGSize = .zero {
    didSet { reportKeyValueChanges() }
  }
  open var contentInset: UIEdgeInsets = .zero {
    didSet { reportKeyValueChanges() }
  }
  /// The content inset (safe-area adjustment is not modelled).
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  open var scrollIndicatorInsets: UIEdgeInsets = .zero
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var indicatorStyle: IndicatorStyle = .default
  open var keyboardDismissMode: KeyboardDismissMode = .none
  open var decelerationRate: CGFloat = 0.998
  open var minimumZoomScale: CGFloat = 1
  open var maximumZoomScale: CGFloat = 1
  open var scrollsToTop = true
  /// Stored; `scrollViewDidZoom(_:)` is sent when it changes.
  open var zoomScale: CGFloat = 1 {
    didSet {
      if zoomScale != oldValue { delegate?.scrollViewDidZoom(self) }
      reportKeyValueChanges()
    }
  }
  #if !canImport(ObjectiveC)
    /// The block-based key-value observations of this scroll view (see `observe`).
    var keyValueObservations:
      [(token: NSKeyValueObservationToken, report: (UIScrollView) -> Void)] = []
    /// Tells each live observation to compare its value; drops the ended ones.
    func reportKeyValueChanges() {
      keyValueObservations.removeAll { !$0.token.isLive }
      for observation in keyValueObservations { observation.report(self) }
    }
  #else
    func reportKeyValueChanges() {}
  #endif
  /// The scroll view's own pan recognizer (the same one each time), attached to it; it never
  /// recognizes (no touch arrives). UIKit lists it in `gestureRecognizers` too; here it is kept
  /// apart.
  public var panGestureRecognizer: UIPanGestureRecognizer {
    if let ownPan { return ownPan }
    let pan = UIPanGestureRecognizer()
    pan.view = self
    ownPan = pan
    return pan
  }
  private var ownPan: UIPanGestureRecognizer?
  /// The pinch recognizer while zooming is possible (`maximumZoomScale` above
  /// `minimumZoomScale`), else nil, as in UIKit; it never recognizes.
  public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
    guard maximumZoomScale > minimumZoomScale else { return nil }
    if let ownPinch { return ownPinch }
    let pinch = UIPinchGestureRecognizer()
    pinch.view = self
    ownPinch = pinch
    return pinch
  }
  private var ownPinch: UIPinchGestureRecognizer?
  /// Always false: no touch arrives.
  public var isDragging: Bool { false }
  /// Always false.
  public var isTracking: Bool { false }
  /// Always false.
  public var isDecelerating: Bool { false }

  /// Sets the offset at once (animated or not), then, when animated,
  /// `scrollViewDidEndScrollingAnimation(_:)`.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
    if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }
  /// Sets the zoom scale at once.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
  /// Scrolls the least needed to show `rect` (content insets ignored).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    let size = bounds.size
    if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    if offset != contentOffset { setContentOffset(offset, animated: animated) }
  }
  /// Nothing is shown.
  open func flashScrollIndicators() {}
}

/// A reusable cell's shared parts.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier it was dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// Made by a collection view's dequeue (a required initialiser, inherited by cells that
  /// override `init(frame:)`).
  public required convenience init() { self.init(frame: .zero) }
  /// Called before the cell is dequeued again.
  open func prepareForReuse() {}
}

/// `UICollectionViewCell`: a content view and selection state, stored.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view to add content to.
  public private(set) lazy var contentView: UIView = {
    let view = UIView(frame: bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(view)
    return view
  }()
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// `UICollectionViewCell.ConfigurationUpdateHandler` (iOS 14).
  public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) ->
    Void
  /// Called with the cell's state when its configuration updates (iOS 14): when it is set, at
  /// ``setNeedsUpdateConfiguration()``, and when selection or highlight changes. Ours: UIKit
  /// defers the update to the next layout pass; the face runs it at once.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The cell's state: its traits, selection and highlight.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }
  /// Updates the configuration for the current state (see ``configurationUpdateHandler``).
  open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
  /// Calls ``configurationUpdateHandler`` with `state`; subclasses override it to restyle.
  open func updateConfiguration(using state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }
  open var backgroundView: UIView?
  open var selectedBackgroundView: UIView?
  /// The content configuration (iOS 14): stored and read back; nothing is laid out from it.
  open var contentConfiguration: (any UIContentConfiguration)?
  /// The background configuration (iOS 14): stored.
  open var backgroundConfiguration: UIBackgroundConfiguration?
}

/// `UICollectionViewLayoutAttributes`: an item's frame and index path.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
  open var frame: CGRect = .zero
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  open var alpha: CGFloat = 1
  open var zIndex = 0
  open var isHidden = false
  open var transform: CGAffineTransform = .identity
  public let indexPath: IndexPath
  public required init(forCellWith indexPath: IndexPath) { self.indexPath = indexPath }
}

/// `UICollectionViewLayoutInvalidationContext`: what an invalidation covers. Its settings are
/// stored and read back; nothing is re-laid out (no layout is computed).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
  var everything = false
  private var items: [IndexPath] = []

  public required init() {}

  /// Whether the whole layout is invalid: `true` for the context of `invalidateLayout()`.
  open var invalidateEverything: Bool { everything }
  /// Whether the data source's counts changed: always `false` (the face's data changes do not
  /// invalidate the layout).
  open var invalidateDataSourceCounts: Bool { false }
  /// The items marked invalid with ``invalidateItems(at:)``, `nil` when none were.
  open var invalidatedItemIndexPaths: [IndexPath]? { items.isEmpty ? nil : items }
  /// Marks items invalid (stored).
  open func invalidateItems(at indexPaths: [IndexPath]) { items += indexPaths }
  /// An adjustment to the content offset, stored.
  open var contentOffsetAdjustment: CGPoint = .zero
  /// An adjustment to the content size, stored.
  open var contentSizeAdjustment: CGSize = .zero
}

/// `UICollectionViewFlowLayoutInvalidationContext`: a flow layout's invalidation, whose two
/// switches are stored (both `true` by default, as in UIKit).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
{
  /// Whether the sizes the delegate gives must be asked again, stored.
  open var invalidateFlowLayoutDelegateMetrics = true
  /// Whether the layout's attributes must be computed again, stored.
  open var invalidateFlowLayoutAttributes = true

  public required init() { super.init() }
}

/// `UICollectionViewLayout`: invalidations are counted (``invalidationCount``) as UIKit makes
/// them — `invalidateLayout()` and a bounds change go through
/// ``invalidateLayout(with:)``, a bounds change with the context of
/// ``invalidationContext(forBoundsChange:)``. A new, invalidated or reloaded layout is
/// prepared (``prepare()``) at the collection view's next layout pass; no attributes are asked
/// for.
@preconcurrency @MainActor
open class UICollectionViewLayout {
  /// The collection view using this layout.
  public internal(set) weak var collectionView: UICollectionView?
  /// How many times ``invalidateLayout(with:)`` ran (orientsim's, for tests).
  public private(set) var invalidationCount = 0
  /// Whether ``prepare()`` is due at the collection view's next layout pass.
  var needsPreparation = true

  public init() {}
  public required init?(coder: NSCoder) { return nil }

  /// The class of the contexts this layout makes (`UICollectionViewLayoutInvalidationContext`).
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }
  /// Marks the whole layout invalid: ``invalidateLayout(with:)`` with a new context of
  /// ``invalidationContextClass`` whose `invalidateEverything` is `true`.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.everything = true
    invalidateLayout(with: context)
  }
  /// Marks what `context` covers invalid (counted in ``invalidationCount``); an override calls
  /// `super`, as in UIKit.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    invalidationCount += 1
    needsPreparation = true
    collectionView?.setNeedsLayout()
  }
  /// The context a bounds change invalidates with, after
  /// ``shouldInvalidateLayout(forBoundsChange:)`` answered `true`: a new context of
  /// ``invalidationContextClass``.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  { makeInvalidationContext() }

  private func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
    return (type ?? UICollectionViewLayoutInvalidationContext.self).init()
  }
  /// Called at the collection view's layout pass (its `layoutSubviews()`) after the layout was
  /// made, set, invalidated or its data reloaded; an override calls `super`, as in UIKit.
  open func prepare() {}
  /// Prepares the layout when due.
  func prepareIfNeeded() {
    guard needsPreparation else { return }
    needsPreparation = false
    prepare()
  }
  /// The attributes in `rect` (default none).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }
  /// One item's attributes (default none).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }
  /// The content size (default zero).
  open var collectionViewContentSize: CGSize { .zero }
  /// Whether a bounds change invalidates the layout (default `false`); the collection view
  /// asks when its bounds' size changes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  /// The offset to land on after a layout change (default: the proposed one).
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  { proposedContentOffset }
}

/// `UICollectionViewFlowLayout`: its settings, stored. Items are not placed.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// `UICollectionViewFlowLayout.SectionInsetReference`.
  public enum SectionInsetReference: Int, Sendable, Hashable {
    case fromContentInset = 0, fromSafeArea, fromLayoutMargins
  }
  /// A size the cell gives itself.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
  open var itemSize = CGSize(width: 50, height: 50)
  open var estimatedItemSize: CGSize = .zero
  open var minimumLineSpacing: CGFloat = 10
  open var minimumInteritemSpacing: CGFloat = 10
  open var sectionInset: UIEdgeInsets = .zero
  /// What ``sectionInset`` is measured from, stored (no layout is computed here).
  open var sectionInsetReference: SectionInsetReference = .fromContentInset
  open var headerReferenceSize: CGSize = .zero
  open var footerReferenceSize: CGSize = .zero
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  open var sectionHeadersPinToVisibleBounds = false
  open var sectionFootersPinToVisibleBounds = false

  public override init() { super.init() }
  public required init?(coder: NSCoder) { return nil }

  /// A flow layout's contexts are `UICollectionViewFlowLayoutInvalidationContext`s.
  open override class var invalidationContextClass: AnyClass {
    UICollectionViewFlowLayoutInvalidationContext.self
  }
  /// A flow layout re-lays out when the collection view's size changes (UIKit's: `true` when
  /// the bounds' size differs).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }
}

/// `UICollectionViewDataSource`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  func numberOfSections(in collectionView: UICollectionView) -> Int
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    preconditionFailure("implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
  }
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
}

/// `UICollectionViewDelegate`: every method has a default.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool
  func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  )
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  )
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  )
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  public func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}

/// `UICollectionViewDelegateFlowLayout`: every method has a default (the layout's value).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
}

/// `UICollectionView`: registration, dequeueing (a registered class is instantiated, a reused
/// cell gets `prepareForReuse()`), counts from the data source, selection and its layout are
/// modelled; cells are not placed or displayed, so `visibleCells` holds the cells dequeued since
/// the last `reloadData()`. When its bounds' size changes it asks its layout
/// `shouldInvalidateLayout(forBoundsChange:)`, and on `true` invalidates it with the layout's
/// `invalidationContext(forBoundsChange:)`; its `layoutSubviews()` prepares a layout that was
/// made, set, invalidated or reloaded since.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable, Hashable { case vertical, horizontal }
  /// `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The layout; setting it hands it this collection view.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.needsPreparation = true
      setNeedsLayout()
    }
  }
  open weak var dataSource: (any UICollectionViewDataSource)?
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var backgroundView: UIView?
  var cellClasses: [String: UICollectionReusableView.Type] = [:]
  private var reusable: [String: [UICollectionViewCell]] = [:]
  private var dequeued: [IndexPath: UICollectionViewCell] = [:]
  private var selected: [IndexPath] = []
  private var layoutSize: CGSize?
  private var askingLayout: CGSize?

  /// A collection view with a layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }
  public required init?(coder: NSCoder) { return nil }

  /// The bounds. Read after a size change, they first ask the layout
  /// `shouldInvalidateLayout(forBoundsChange:)` (which, as
  /// `invalidationContext(forBoundsChange:)`, sees the old bounds as the collection view's) and
  /// on `true` invalidate it with `invalidateLayout(with:)`.
  open override var bounds: CGRect {
    get {
      let bounds = super.bounds
      if let askingLayout { return CGRect(origin: bounds.origin, size: askingLayout) }
      if let previous = layoutSize, previous != bounds.size {
        askingLayout = previous
        let layout = collectionViewLayout
        let invalidates = layout.shouldInvalidateLayout(forBoundsChange: bounds)
        let context = invalidates ? layout.invalidationContext(forBoundsChange: bounds) : nil
        askingLayout = nil
        if let context { layout.invalidateLayout(with: context) }
      }
      layoutSize = bounds.size
      return bounds
    }
    set { super.bounds = newValue }
  }

  /// Changes the layout.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }
  /// Changes the layout, then calls `completion` with `true`.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    collectionViewLayout = layout
    completion?(true)
  }

  /// Registers a cell class for an identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UICollectionReusableView.Type
  }
  /// Registers a supplementary view class.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    cellClasses[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
  }
  /// A cell for `indexPath`: a reused one (after `prepareForReuse()`) or a new instance of the
  /// registered class.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell: UICollectionViewCell
    if let reused = reusable[identifier]?.popLast() {
      reused.prepareForReuse()
      cell = reused
    } else {
      guard let type = cellClasses[identifier] else {
        preconditionFailure(
          "could not dequeue a cell with identifier \(identifier): register a class first")
      }
      guard let made = type.init() as? UICollectionViewCell else {
        preconditionFailure("\(type) is not a UICollectionViewCell")
      }
      cell = made
    }
    cell.reuseIdentifier = identifier
    dequeued[indexPath] = cell
    return cell
  }
  /// A supplementary view of the registered class.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let type = cellClasses[elementKind + "/" + identifier] else {
      preconditionFailure("could not dequeue a \(elementKind) view: register a class first")
    }
    let view = type.init()
    view.reuseIdentifier = identifier
    return view
  }

  /// How many times ``reloadData()`` ran (orientsim's, for tests).
  public private(set) var reloadCount = 0

  /// Lays out the subviews and prepares the layout when it is due (new, set, invalidated or
  /// reloaded since the last pass): what UIKit does before it places cells, which the face does
  /// not.
  open override func layoutSubviews() {
    super.layoutSubviews()
    collectionViewLayout.prepareIfNeeded()
  }

  /// Forgets the dequeued cells (they become reusable) and the selection, and flags the layout
  /// for preparation at the next layout pass (not counted as an invalidation).
  open func reloadData() {
    reloadCount += 1
    collectionViewLayout.needsPreparation = true
    setNeedsLayout()
    for (_, cell) in dequeued {
      reusable[cell.reuseIdentifier ?? "", default: []].append(cell)
    }
    dequeued = [:]
    selected = []
  }
  /// The number of sections, from the data source.
  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }
  /// The number of items in a section, from the data source.
  open func numberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }
  /// The cells dequeued since the last reload.
  open var visibleCells: [UICollectionViewCell] {
    dequeued.sorted { $0.key < $1.key }.map(\.value)
  }
  /// The index paths of ``visibleCells``.
  open var indexPathsForVisibleItems: [IndexPath] { dequeued.keys.sorted() }
  /// The cell dequeued for `indexPath`, if any.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { dequeued[indexPath] }
  /// The index path a dequeued cell was made for.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    dequeued.first { $0.value === cell }?.key
  }
  /// Scrolling is not modelled: the offset stays.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}
  /// Runs `updates`, then `completion` with `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }
  /// Nothing is animated: the data source is the truth.
  open func insertItems(at indexPaths: [IndexPath]) {}
  /// Nothing is animated: the data source is the truth.
  open func deleteItems(at indexPaths: [IndexPath]) {}
  /// Nothing is animated: the data source is the truth.
  open func reloadItems(at indexPaths: [IndexPath]) {}
  /// Nothing is animated: the data source is the truth.
  open func reloadSections(_ sections: IndexSet) {}
  /// Selects an item (no delegate call, as in UIKit).
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else { return selected = [] }
    if !allowsMultipleSelection { selected = [] }
    if !selected.contains(indexPath) { selected.append(indexPath) }
  }
  /// Deselects an item.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
  }
  /// The selected index paths.
  open var indexPathsForSelectedItems: [IndexPath]? { selected }
}

/// `UICollectionViewController`: a view controller whose root view is its collection view, and
/// its data source and delegate (override the methods below as in UIKit).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout the collection view is made with.
  public let collectionViewLayout: UICollectionViewLayout
  private var storedCollectionView: UICollectionView?

  /// A collection view controller with a layout.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { return nil }

  /// The collection view (the root view).
  open var collectionView: UICollectionView! {
    get {
      if let storedCollectionView { return storedCollectionView }
      let made = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
      made.dataSource = self
      made.delegate = self
      storedCollectionView = made
      return made
    }
    set { storedCollectionView = newValue }
  }

  open override func loadView() { view = collectionView }

  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 0 }
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    preconditionFailure("override collectionView(_:cellForItemAt:)")
  }
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  // The scroll-view delegate's other methods, overridable as UIKit's mirrored protocol members.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    preconditionFailure("implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
  }
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  open func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
}

#if !canImport(ObjectiveC)
  /// A weak hold on an observation's token: the observation ends when the token is invalidated
  /// or released.
  struct NSKeyValueObservationToken {
    weak var observation: NSKeyValueObservation?
    var isLive: Bool { observation?.isValid ?? false }
  }

  /// Block-based key-value observation of scroll views (and so collection, table and text views),
  /// through Foundation's `observe(_:options:changeHandler:)` spelling.
  @preconcurrency @MainActor
  public protocol _ScrollViewKeyValueObserving: UIScrollView {}

  extension UIScrollView: _ScrollViewKeyValueObserving {}

  extension _ScrollViewKeyValueObserving {
    /// Observes a value of the scroll view (`contentOffset`, `contentSize`, `contentInset`,
    /// `zoomScale`, or one derived from them): `changeHandler` runs at once when `options` contain
    /// `initial`, then each time one of those four is set and the value differs from the last one
    /// reported (with the new and old values when the options ask for them), until the returned
    /// observation is invalidated or released. Values that change otherwise (a frame) are
    /// reported at the next of those sets; `prior` is not supported.
    public func observe<Value: Equatable>(
      _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
      changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      let observation = NSKeyValueObservation()
      let report = NSKeyValueObservedChange.reporter(
        for: self, keyPath, options: options, differs: { $0 != $1 },
        changeHandler: changeHandler)
      keyValueObservations.append(
        (
          NSKeyValueObservationToken(observation: observation),
          { scrollView in if let view = scrollView as? Self { report(view) } }
        ))
      return observation
    }
  }
#endif

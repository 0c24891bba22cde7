import OrientationCore

// `UICollectionViewCompositionalLayout` (iOS 13) and its parts. The descriptions are stored and
// read back; the layout asks its section provider at every preparation with the collection
// view's size as the container's, which is what apps read to pick their columns when the device
// turns. No item is placed: the layout answers no attributes and a zero content size.

/// `NSCollectionLayoutDimension`: a length fractional to the container, absolute or estimated.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
  private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniform }
  private let kind: Kind
  /// The fraction, points or estimate it was made with.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }
  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }
  /// A length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }
  /// An estimate the content would refine (nothing is measured: it stays the estimate).
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }
  /// The largest of the siblings' sizes (iOS 17), estimated as `estimate`.
  public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat)
    -> NSCollectionLayoutDimension
  { NSCollectionLayoutDimension(.uniform, estimatedDimension) }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated }
  public var isUniformAcrossSiblings: Bool { kind == .uniform }
}

/// `NSCollectionLayoutSize`: a width and a height dimension.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }
}

/// `NSCollectionLayoutSpacing`: a fixed or a flexible (at least) spacing.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
  /// The points it was made with.
  public let spacing: CGFloat
  public let isFixedSpacing: Bool
  public var isFlexibleSpacing: Bool { !isFixedSpacing }
  private init(spacing: CGFloat, fixed: Bool) {
    self.spacing = spacing
    isFixedSpacing = fixed
  }
  /// Exactly `fixedSpacing` points.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
  }
  /// At least `flexibleSpacing` points.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
  }
}

/// `NSCollectionLayoutEdgeSpacing`: the spacing around an item, per edge, stored.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
  public let leading: NSCollectionLayoutSpacing?
  public let top: NSCollectionLayoutSpacing?
  public let trailing: NSCollectionLayoutSpacing?
  public let bottom: NSCollectionLayoutSpacing?
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

/// `NSCollectionLayoutAnchor`: where a supplementary item sits on its item, stored.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
  public let edges: NSDirectionalRectEdge
  public let offset: CGPoint
  public let isAbsoluteOffset: Bool
  public var isFractionalOffset: Bool { !isAbsoluteOffset }
  public init(edges: NSDirectionalRectEdge) {
    self.edges = edges
    offset = .zero
    isAbsoluteOffset = true
  }
  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    offset = absoluteOffset
    isAbsoluteOffset = true
  }
  public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    offset = fractionalOffset
    isAbsoluteOffset = false
  }
}

/// `NSCollectionLayoutItem`: an item's size and spacing, stored.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
  public let layoutSize: NSCollectionLayoutSize
  open var contentInsets = NSDirectionalEdgeInsets.zero
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// An item of a size.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }
  /// An item of a size with supplementary items (badges) on it.
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}

/// `NSCollectionLayoutSupplementaryItem`: a view of a kind anchored to an item, stored.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  public let elementKind: String
  public let containerAnchor: NSCollectionLayoutAnchor
  public let itemAnchor: NSCollectionLayoutAnchor?
  open var zIndex = 1

  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    itemAnchor = nil
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// `NSRectAlignment`: where a boundary supplementary item sits on its section or layout.
public enum NSRectAlignment: Int, Sendable, Hashable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a section's header or footer, stored.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  public let alignment: NSRectAlignment
  public let offset: CGPoint
  open var extendsBoundary = true
  open var pinToVisibleBounds = false

  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: []))
  }
}

/// `NSCollectionLayoutDecorationItem`: a section's background view of a kind, stored.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  public let elementKind: String
  open var zIndex = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }
  /// A background behind the whole section.
  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}

/// `NSCollectionLayoutGroup`: items side by side (horizontal) or stacked (vertical), stored.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The items it was made with (one for the repeating forms).
  public let subitems: [NSCollectionLayoutItem]
  /// The axis its items run along (orientsim's): `.horizontal` or `.vertical`.
  public let axis: NSLayoutConstraint.Axis
  /// How many times its one subitem repeats, for the `count:` forms; `nil` for a group made
  /// with a list of subitems (orientsim's, so that a test can read the columns chosen).
  public let repetitionCount: Int?
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
    axis: NSLayoutConstraint.Axis, count: Int?
  ) {
    self.subitems = subitems
    self.axis = axis
    repetitionCount = count
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// The number of items the group holds: its repetition count, else its subitems'.
  public var itemCount: Int { repetitionCount ?? subitems.count }

  /// Items side by side.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: subitems, axis: .horizontal, count: nil)
  }
  /// `count` copies of `subitem` side by side, sized to fill the group (iOS 13–15).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], axis: .horizontal, count: count)
  }
  /// `count` copies of `subitem` side by side (iOS 16).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], axis: .horizontal, count: count)
  }
  /// Items stacked.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, axis: .vertical, count: nil)
  }
  /// `count` copies of `subitem` stacked (iOS 13–15).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], axis: .vertical, count: count)
  }
  /// `count` copies of `subitem` stacked (iOS 16).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], axis: .vertical, count: count)
  }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `UIContentInsetsReference` (iOS 14).
public enum UIContentInsetsReference: Int, Sendable, Hashable {
  case automatic, none, safeArea, layoutMargins, readableContent
}

/// `NSCollectionLayoutVisibleItem`: an item a section's invalidation handler could adjust (never
/// called: no item is placed).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  var alpha: CGFloat { get set }
  var zIndex: Int { get set }
  var isHidden: Bool { get set }
  var center: CGPoint { get set }
  var transform: CGAffineTransform { get set }
  var frame: CGRect { get }
  var bounds: CGRect { get }
  var indexPath: IndexPath { get }
  var representedElementKind: String? { get }
}

/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
  [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

/// `NSCollectionLayoutSection`: a group repeated, with its spacing, insets, headers and
/// backgrounds, stored.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
  /// The group it repeats (orientsim's, so that a test can read what a provider chose).
  public let group: NSCollectionLayoutGroup
  /// The list configuration of a ``list(using:layoutEnvironment:)`` section (orientsim's).
  public private(set) var listConfiguration: UICollectionLayoutListConfiguration?
  open var contentInsets = NSDirectionalEdgeInsets.zero
  open var contentInsetsReference: UIContentInsetsReference = .automatic
  open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
  open var interGroupSpacing: CGFloat = 0
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
    .none
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  open var supplementariesFollowContentInsets = true
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Stored, never called: no item is placed or scrolled.
  open var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  /// A section repeating `group`.
  public init(group: NSCollectionLayoutGroup) { self.group = group }

  /// A list section: full-width rows of an estimated 44 points, with the configuration stored.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let row = NSCollectionLayoutItem(layoutSize: size)
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: size, subitems: [row]))
    section.listConfiguration = configuration
    return section
  }
}

/// `NSCollectionLayoutContainer`: the size a section is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: what a section provider is given.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
  var container: any NSCollectionLayoutContainer { get }
  var traitCollection: UITraitCollection { get }
}

/// The container of a preparation: the collection view's bounds size at that moment; its
/// insets are the collection view's `adjustedContentInset`, and the effective ones add its
/// safe area (a root view's, from the engine; zero for other views).
final class CollectionLayoutContainer: NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets
  let effectiveContentInsets: NSDirectionalEdgeInsets

  init(_ collectionView: UICollectionView) {
    contentSize = collectionView.bounds.size
    let inset = collectionView.adjustedContentInset
    let safe = collectionView.safeAreaInsets
    contentInsets = NSDirectionalEdgeInsets(
      top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
    effectiveContentInsets = NSDirectionalEdgeInsets(
      top: inset.top + safe.top, leading: inset.left + safe.left,
      bottom: inset.bottom + safe.bottom, trailing: inset.right + safe.right)
  }

  var effectiveContentSize: CGSize {
    CGSize(
      width: max(
        0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
      height: max(
        0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
  }
}

/// The environment of a preparation: its container and the collection view's traits.
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection
  init(_ collectionView: UICollectionView) {
    container = CollectionLayoutContainer(collectionView)
    traitCollection = collectionView.traitCollection
  }
}

/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (
  Int, any NSCollectionLayoutEnvironment
) -> NSCollectionLayoutSection?

/// `UICollectionViewCompositionalLayoutConfiguration`: the layout's scroll direction, section
/// spacing and boundary items, stored.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  open var interSectionSpacing: CGFloat = 0
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  open var contentInsetsReference: UIContentInsetsReference = .automatic
  public init() {}
}

/// `UICollectionViewCompositionalLayout`: at each preparation — after the layout was made or
/// invalidated, at the collection view's next layout pass — it asks for every section the
/// collection view's data source counts: its section provider with the section's index and an
/// environment whose container is the collection view's size at that moment, or its one
/// section. The sections and the environment of the last preparation are kept
/// (``preparedSections``, ``preparedEnvironment``). Like UIKit's, it invalidates itself when
/// the collection view's size changes. No item is placed.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  /// The configuration; setting it invalidates the layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }
  /// The sections of the last preparation, in order (orientsim's, for tests; a section the
  /// provider answered `nil` for is left out).
  public private(set) var preparedSections: [NSCollectionLayoutSection] = []
  /// The environment of the last preparation (orientsim's, for tests).
  public private(set) var preparedEnvironment: (any NSCollectionLayoutEnvironment)?
  /// How many times the layout prepared (orientsim's, for tests).
  public private(set) var preparationCount = 0

  /// A layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }
  /// A layout whose every section is `section`, configured.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    sectionProvider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }
  /// A layout asking `sectionProvider` for each section.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }
  /// A layout asking `sectionProvider` for each section, configured.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }
  public required init?(coder: NSCoder) { return nil }

  /// A layout whose every section is a list (iOS 14).
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
  }

  /// Asks for the sections, as described above.
  open override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let environment = CollectionLayoutEnvironment(collectionView)
    let count = collectionView.numberOfSections
    preparationCount += 1
    preparedEnvironment = environment
    preparedSections = (0..<max(0, count)).compactMap { sectionProvider($0, environment) }
  }
  /// `true` when the size changes, as UIKit's.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }
}

/// `UICollectionLayoutListConfiguration` (iOS 14): a list section's look, stored.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
  /// `UICollectionLayoutListConfiguration.Appearance`.
  public enum Appearance: Int, Sendable, Hashable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }
  /// `UICollectionLayoutListConfiguration.HeaderMode`.
  public enum HeaderMode: Int, Sendable, Hashable { case none, supplementary, firstItemInSection }
  /// `UICollectionLayoutListConfiguration.FooterMode`.
  public enum FooterMode: Int, Sendable, Hashable { case none, supplementary }
  /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  public let appearance: Appearance
  public var showsSeparators = true
  public var headerMode: HeaderMode = .none
  public var footerMode: FooterMode = .none
  public var headerTopPadding: CGFloat?
  public var backgroundColor: UIColor?
  /// Stored, never asked: no swipe arrives.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// Stored, never asked: no swipe arrives.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  public init(appearance: Appearance) { self.appearance = appearance }
}

/// `UIContextualAction`: a swipe action, stored; its handler is never called.
@preconcurrency @MainActor
open class UIContextualAction {
  /// `UIContextualAction.Style`.
  public enum Style: Int, Sendable, Hashable { case normal, destructive }
  /// `UIContextualAction.Handler`.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  open var title: String?
  open var backgroundColor: UIColor?
  open var image: UIImage?
  public let handler: Handler

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}

/// `UISwipeActionsConfiguration`: a row's swipe actions, stored.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
  public let actions: [UIContextualAction]
  open var performsFirstActionWithFullSwipe = true
  public init(actions: [UIContextualAction]) { self.actions = actions }
}

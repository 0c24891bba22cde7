import OrientationCore

extension UICollectionView {
  /// `UICollectionView.CellRegistration` (iOS 14): a cell class and the handler that configures
  /// it for an item. Each registration has a reuse identifier of its own, registered with the
  /// collection view at its first dequeue.
  @preconcurrency @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// `UICollectionView.CellRegistration.Handler`.
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let reuseIdentifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
    let handler: Handler
    /// A registration of `Cell` configured by `handler`.
    public init(handler: @escaping Handler) { self.handler = handler }
  }

  /// `UICollectionView.SupplementaryRegistration` (iOS 14): a supplementary view class of a
  /// kind and the handler that configures it.
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// `UICollectionView.SupplementaryRegistration.Handler`.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    let reuseIdentifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
    /// The kind of view it makes.
    public let elementKind: String
    let handler: Handler
    /// A registration of `Supplementary` for views of `elementKind`, configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A cell of the registration's class (reused, or new), configured by its handler for `item`.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let identifier = registration.reuseIdentifier
    if cellClasses[identifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: identifier)
    }
    guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell
    else { preconditionFailure("a cell registration dequeued a cell of another class") }
    guard let item else {
      preconditionFailure("dequeueConfiguredReusableCell(using:for:item:) needs an item")
    }
    registration.handler(cell, indexPath, item)
    return cell
  }

  /// A supplementary view of the registration's class and kind, configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let identifier = registration.reuseIdentifier
    let kind = registration.elementKind
    if cellClasses[kind + "/" + identifier] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
    guard
      let view = dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath) as? Supplementary
    else { preconditionFailure("a supplementary registration dequeued a view of another class") }
    registration.handler(view, kind, indexPath)
    return view
  }
}

/// `UICollectionViewListCell` (iOS 14): a cell of a list section, its accessories and
/// indentation stored; nothing is laid out or drawn.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories, stored.
  open var accessories: [UICellAccessory] = []
  open var indentationLevel = 0
  open var indentationWidth: CGFloat = 0
  open var indentsAccessories = true
  /// A list content configuration for a cell.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// `UICellAccessory` (iOS 14): a list cell's accessory, its kind and settings stored; nothing is
/// shown and no handler is called.
@preconcurrency @MainActor
public struct UICellAccessory {
  /// `UICellAccessory.DisplayedState`.
  public enum DisplayedState: Int, Sendable, Hashable { case always, whenEditing, whenNotEditing }
  /// `UICellAccessory.LayoutDimension`.
  public enum LayoutDimension: Sendable, Hashable {
    case actual, standard, custom(CGFloat)
  }
  /// `UICellAccessory.OutlineDisclosureOptions.Style`'s values.
  public enum OutlineDisclosureStyle: Int, Sendable, Hashable { case automatic, header, cell }
  /// `UICellAccessory.ActionHandler`.
  public typealias ActionHandler = () -> Void
  /// Which accessory it is (orientsim's).
  public enum Kind: Sendable, Hashable {
    case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure, label(String)
  }

  /// `UICellAccessory.DisclosureIndicatorOptions`.
  public struct DisclosureIndicatorOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }
  /// `UICellAccessory.CheckmarkOptions`.
  public typealias CheckmarkOptions = DisclosureIndicatorOptions
  /// `UICellAccessory.DeleteOptions`.
  public struct DeleteOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }
  /// `UICellAccessory.ReorderOptions`.
  public struct ReorderOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var showsVerticalSeparator: Bool
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }
  /// `UICellAccessory.OutlineDisclosureOptions`.
  public struct OutlineDisclosureOptions {
    public var style: OutlineDisclosureStyle
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public init(
      style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }
  /// `UICellAccessory.LabelOptions`.
  public struct LabelOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var font: UIFont?
    public var adjustsFontForContentSizeCategory: Bool?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, font: UIFont? = nil,
      adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
  }

  /// Which accessory it is (orientsim's).
  public let kind: Kind
  /// When it is shown.
  public let displayedState: DisplayedState
  /// The handler of a delete or outline accessory, stored and never called.
  public let actionHandler: ActionHandler?

  init(_ kind: Kind, _ displayed: DisplayedState, _ actionHandler: ActionHandler? = nil) {
    self.kind = kind
    displayedState = displayed
    self.actionHandler = actionHandler
  }

  public static func disclosureIndicator(
    displayed: DisplayedState = .always,
    options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory { UICellAccessory(.disclosureIndicator, displayed) }
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory { UICellAccessory(.checkmark, displayed) }
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory { UICellAccessory(.delete, displayed, actionHandler) }
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  ) -> UICellAccessory { UICellAccessory(.reorder, displayed) }
  public static func outlineDisclosure(
    displayed: DisplayedState = .always,
    options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory { UICellAccessory(.outlineDisclosure, displayed, actionHandler) }
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> UICellAccessory { UICellAccessory(.label(text), displayed) }
}

extension UICollectionView {
  /// The element kind of a section header.
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The element kind of a section footer.
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

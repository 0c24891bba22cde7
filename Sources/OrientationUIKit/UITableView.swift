import OrientationCore

/// `UITableViewDataSource`.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  )
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  )
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}

/// `UITableViewDelegate`: every method has a default.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  )
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  )
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  )
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  )
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  { true }
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  { tableView.sectionHeaderHeight }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  { tableView.sectionFooterHeight }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
}

/// `UITableViewCell`: its labels, image view and settings, stored; nothing is drawn.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable, Hashable { case `default`, value1, value2, subtitle }
  /// `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable, Hashable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  /// `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable, Hashable { case none, blue, gray, `default` }
  /// `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Int, Sendable, Hashable { case none, delete, insert }

  /// The identifier it was made or dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// The style it was made with.
  public let cellStyle: CellStyle
  /// The view to add content to.
  public let contentView = UIView()
  /// The title label.
  public private(set) lazy var textLabel: UILabel? = UILabel()
  /// The detail label (styles other than `default`).
  public private(set) lazy var detailTextLabel: UILabel? = cellStyle == .default ? nil : UILabel()
  /// The image view.
  public private(set) lazy var imageView: UIImageView? = UIImageView(image: nil)
  open var accessoryType: AccessoryType = .none
  /// The content configuration (iOS 14): stored and read back; nothing is laid out from it.
  open var contentConfiguration: (any UIContentConfiguration)?
  /// The background configuration (iOS 14): stored.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// A list content configuration for the cell's style.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    cellStyle == .subtitle ? .subtitleCell() : .cell()
  }
  open var accessoryView: UIView?
  open var selectionStyle: SelectionStyle = .default
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// `UITableViewCell.ConfigurationUpdateHandler` (iOS 14).
  public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
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

  /// A cell of a style.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }
  public required init?(coder: NSCoder) { return nil }
  /// Made by a table view's dequeue (a required initialiser, inherited by cells that override
  /// `init(style:reuseIdentifier:)`).
  public required convenience init() { self.init(style: .default, reuseIdentifier: nil) }

  /// Called before the cell is dequeued again.
  open func prepareForReuse() {}
  /// Stores the selection.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  /// Stores the highlight.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}

/// `UITableView`: registration, dequeueing, counts from the data source and selection are
/// modelled; rows are not placed or displayed, so `visibleCells` holds the cells dequeued since
/// the last `reloadData()`.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// `UITableView.Style`.
  public enum Style: Int, Sendable, Hashable { case plain, grouped, insetGrouped }
  /// `UITableView.RowAnimation`.
  public enum RowAnimation: Int, Sendable, Hashable {
    case fade, right, left, top, bottom, none, middle, automatic = 100
  }
  /// `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable, Hashable { case none, top, middle, bottom }
  /// `UITableViewCell.SeparatorStyle`'s values.
  public enum SeparatorStyle: Int, Sendable, Hashable { case none, singleLine }

  /// A row height the cell gives itself.
  public static let automaticDimension: CGFloat = -1

  /// The style it was made with.
  public let style: Style
  open weak var dataSource: (any UITableViewDataSource)?
  open var rowHeight: CGFloat = UITableView.automaticDimension
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  open var separatorStyle: SeparatorStyle = .singleLine
  open var separatorInset: UIEdgeInsets = .zero
  open var tableHeaderView: UIView?
  open var tableFooterView: UIView?
  open var backgroundView: UIView?
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var cellLayoutMarginsFollowReadableWidth = false
  open var isEditing = false
  private var cellClasses: [String: UITableViewCell.Type] = [:]
  private var reusable: [String: [UITableViewCell]] = [:]
  private var dequeued: [IndexPath: UITableViewCell] = [:]
  private var selected: [IndexPath] = []
  /// How many times ``reloadData()`` ran (orientsim's, for tests).
  public private(set) var reloadCount = 0

  /// A table view of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
  public required init?(coder: NSCoder) { return nil }

  /// Registers a cell class for an identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UITableViewCell.Type
  }
  /// A cell for `indexPath`: a reused one (after `prepareForReuse()`) or a new instance of the
  /// registered class.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier): register a class first")
    }
    dequeued[indexPath] = cell
    return cell
  }
  /// A reused cell, or a new instance of the registered class, or `nil`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let reused = reusable[identifier]?.popLast() {
      reused.prepareForReuse()
      return reused
    }
    guard let type = cellClasses[identifier] else { return nil }
    let cell = type.init()
    cell.reuseIdentifier = identifier
    return cell
  }

  /// Forgets the dequeued cells (they become reusable) and the selection.
  open func reloadData() {
    reloadCount += 1
    for (_, cell) in dequeued {
      reusable[cell.reuseIdentifier ?? "", default: []].append(cell)
    }
    dequeued = [:]
    selected = []
  }
  /// The number of sections, from the data source.
  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }
  /// The number of rows in a section, from the data source.
  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }
  /// The cells dequeued since the last reload.
  open var visibleCells: [UITableViewCell] { dequeued.sorted { $0.key < $1.key }.map(\.value) }
  /// The index paths of ``visibleCells``.
  open var indexPathsForVisibleRows: [IndexPath]? { dequeued.keys.sorted() }
  /// The cell dequeued for `indexPath`, if any.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { dequeued[indexPath] }
  /// The index path a dequeued cell was made for.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    dequeued.first { $0.value === cell }?.key
  }
  /// Scrolling is not modelled: the offset stays.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
  {}
  /// Nothing is animated.
  open func beginUpdates() {}
  /// Nothing is animated.
  open func endUpdates() {}
  /// Runs `updates`, then `completion` with `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }
  /// Nothing is animated: the data source is the truth.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  /// Nothing is animated: the data source is the truth.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  /// Nothing is animated: the data source is the truth.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  /// Selects a row (no delegate call, as in UIKit); its dequeued cell, if any, becomes selected
  /// and the cells of rows no longer selected are deselected.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    let before = selected
    defer { showSelection(changedFrom: before, animated: animated) }
    guard let indexPath else { return selected = [] }
    if !allowsMultipleSelection { selected = [] }
    if !selected.contains(indexPath) { selected.append(indexPath) }
  }
  /// Deselects a row, and its dequeued cell.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    let before = selected
    selected.removeAll { $0 == indexPath }
    showSelection(changedFrom: before, animated: animated)
  }
  private func showSelection(changedFrom before: [IndexPath], animated: Bool) {
    for path in before where !selected.contains(path) {
      dequeued[path]?.setSelected(false, animated: animated)
    }
    for path in selected where !before.contains(path) {
      dequeued[path]?.setSelected(true, animated: animated)
    }
  }
  /// The first selected row.
  open var indexPathForSelectedRow: IndexPath? { selected.first }
  /// The selected rows.
  open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }
}

/// `UITableViewController`: a view controller whose root view is its table view, and its data
/// source and delegate (override the methods below as in UIKit).
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableStyle: UITableView.Style
  private var storedTableView: UITableView?

  /// A table view controller of a style.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }
  /// A plain table view controller.
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(style: .plain)
  }
  public required init?(coder: NSCoder) { return nil }

  /// The table view (the root view).
  open var tableView: UITableView! {
    get {
      if let storedTableView { return storedTableView }
      let made = UITableView(frame: .zero, style: tableStyle)
      made.dataSource = self
      made.delegate = self
      storedTableView = made
      return made
    }
    set { storedTableView = newValue }
  }

  open override func loadView() { view = tableView }

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { preconditionFailure("override tableView(_:cellForRowAt:)") }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
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
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  { indexPath }
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
}

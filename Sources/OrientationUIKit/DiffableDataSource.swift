import OrientationCore

/// `NSDiffableDataSourceSnapshot` (iOS 13): sections and their items, in order, each
/// identifier unique — real bookkeeping, as UIKit's. A misuse UIKit raises on (a duplicate
/// identifier, an unknown section or item) stops the program with UIKit's complaint.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  private var sections: [SectionIdentifierType] = []
  private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  private var reloadedItems: [ItemIdentifierType] = []
  private var reconfiguredItems: [ItemIdentifierType] = []
  private var reloadedSections: [SectionIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  public var numberOfItems: Int { sections.reduce(0) { $0 + (items[$1]?.count ?? 0) } }
  public var numberOfSections: Int { sections.count }
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }
  public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    guard let found = items[identifier] else { invalid("section \(identifier) does not exist") }
    return found
  }
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  { sections.first { items[$0]?.contains(identifier) == true } }
  /// The item's index among all the snapshot's items.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex(of: identifier)
  }

  // MARK: Sections

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insert(sections: identifiers, at: sections.count)
  }
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) { insert(sections: identifiers, at: sectionIndex(toIdentifier)) }
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) { insert(sections: identifiers, at: sectionIndex(toIdentifier) + 1) }
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers {
      guard let removed = items.removeValue(forKey: section) else { continue }
      sections.removeAll { $0 == section }
      forget(removed)
      reloadedSections.removeAll { $0 == section }
    }
  }
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    _ = sectionIndex(identifier)
    sections.removeAll { $0 == identifier }
    sections.insert(identifier, at: sectionIndex(toIdentifier))
  }
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    _ = sectionIndex(identifier)
    sections.removeAll { $0 == identifier }
    sections.insert(identifier, at: sectionIndex(toIdentifier) + 1)
  }
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers where !reloadedSections.contains(section) {
      _ = sectionIndex(section)
      reloadedSections.append(section)
    }
  }

  // MARK: Items

  /// Appends items to `sectionIdentifier`, or to the last section when `nil`.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let section = sectionIdentifier ?? sections.last else {
      invalid("there are currently no sections in the data source; add a section first")
    }
    _ = sectionIndex(section)
    requireNew(identifiers)
    items[section, default: []] += identifiers
  }
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    let (section, index) = location(of: beforeIdentifier)
    requireNew(identifiers)
    items[section, default: []].insert(contentsOf: identifiers, at: index)
  }
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    let (section, index) = location(of: afterIdentifier)
    requireNew(identifiers)
    items[section, default: []].insert(contentsOf: identifiers, at: index + 1)
  }
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let doomed = Set(identifiers)
    for section in sections { items[section]?.removeAll { doomed.contains($0) } }
    forget(identifiers)
  }
  /// Deletes every item and every section.
  public mutating func deleteAllItems() {
    sections = []
    items = [:]
    reloadedItems = []
    reconfiguredItems = []
    reloadedSections = []
  }
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    let (from, index) = location(of: identifier)
    items[from]?.remove(at: index)
    let (to, target) = location(of: toIdentifier)
    items[to]?.insert(identifier, at: target)
  }
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    let (from, index) = location(of: identifier)
    items[from]?.remove(at: index)
    let (to, target) = location(of: toIdentifier)
    items[to]?.insert(identifier, at: target + 1)
  }
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers where !reloadedItems.contains(item) {
      _ = location(of: item)
      reloadedItems.append(item)
    }
  }
  /// Marks items for reconfiguring (iOS 15).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers where !reconfiguredItems.contains(item) {
      _ = location(of: item)
      reconfiguredItems.append(item)
    }
  }

  // MARK: Helpers

  /// The snapshot a data source hands back: the same sections and items, nothing marked.
  var applied: Self {
    var copy = self
    copy.reloadedItems = []
    copy.reconfiguredItems = []
    copy.reloadedSections = []
    return copy
  }
  /// The item at `indexPath`, if there is one.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sections.indices.contains(indexPath.section),
      let list = items[sections[indexPath.section]], list.indices.contains(indexPath.item)
    else { return nil }
    return list[indexPath.item]
  }
  /// The index path of `identifier`, if it is in the snapshot.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let item = items[section]?.firstIndex(of: identifier) {
        return IndexPath(item: item, section: sectionIndex)
      }
    }
    return nil
  }
  /// Replaces a section's items (a section snapshot applied to it).
  mutating func replaceItems(_ identifiers: [ItemIdentifierType], in section: SectionIdentifierType)
  {
    if items[section] == nil { appendSections([section]) }
    let others = Set(sections.filter { $0 != section }.flatMap { items[$0] ?? [] })
    if let duplicate = identifiers.first(where: others.contains) {
      invalid("item \(duplicate) is already in another section")
    }
    items[section] = identifiers
  }

  private mutating func insert(sections identifiers: [SectionIdentifierType], at index: Int) {
    let present = Set(sections)
    var seen = Set<SectionIdentifierType>()
    for section in identifiers where present.contains(section) || !seen.insert(section).inserted {
      invalid("section identifiers are not unique: \(section)")
    }
    sections.insert(contentsOf: identifiers, at: index)
    for section in identifiers { items[section] = [] }
  }
  private func sectionIndex(_ identifier: SectionIdentifierType) -> Int {
    guard let index = sections.firstIndex(of: identifier) else {
      invalid("section \(identifier) does not exist in the snapshot")
    }
    return index
  }
  private func location(of identifier: ItemIdentifierType) -> (SectionIdentifierType, Int) {
    for section in sections {
      if let index = items[section]?.firstIndex(of: identifier) { return (section, index) }
    }
    invalid("item \(identifier) does not exist in the snapshot")
  }
  private func requireNew(_ identifiers: [ItemIdentifierType]) {
    let present = Set(itemIdentifiers)
    var seen = Set<ItemIdentifierType>()
    for item in identifiers where present.contains(item) || !seen.insert(item).inserted {
      invalid("item identifiers are not unique: \(item)")
    }
  }
  private mutating func forget(_ removed: [ItemIdentifierType]) {
    let gone = Set(removed)
    reloadedItems.removeAll { gone.contains($0) }
    reconfiguredItems.removeAll { gone.contains($0) }
  }
  private func invalid(_ reason: String) -> Never {
    preconditionFailure("NSInternalInconsistencyException: \(reason)")
  }
}

/// `NSDiffableDataSourceSectionSnapshot` (iOS 14): one section's items as a tree (an outline),
/// with each parent's expansion stored; its visible items are those whose ancestors are all
/// expanded.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  Sendable
{
  private struct Node: Sendable {
    var item: ItemIdentifierType
    var parent: ItemIdentifierType?
    var level: Int
  }
  private var nodes: [Node] = []
  private var expanded: Set<ItemIdentifierType> = []

  /// An empty section snapshot.
  public init() {}

  /// Every item, depth first.
  public var items: [ItemIdentifierType] { nodes.map(\.item) }
  /// The items without a parent.
  public var rootItems: [ItemIdentifierType] { nodes.filter { $0.parent == nil }.map(\.item) }
  /// The items whose ancestors are all expanded.
  public var visibleItems: [ItemIdentifierType] {
    nodes.filter { node in ancestors(of: node.item).allSatisfy(expanded.contains) }.map(\.item)
  }

  /// Appends items as the last children of `parent`, or at the root when `nil`.
  public mutating func append(
    _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
  ) {
    let present = Set(self.items)
    for item in items where present.contains(item) {
      preconditionFailure("NSInternalInconsistencyException: item \(item) is already present")
    }
    var index = nodes.count
    var level = 0
    if let parent {
      guard let at = nodes.firstIndex(where: { $0.item == parent }) else {
        preconditionFailure("NSInternalInconsistencyException: parent \(parent) does not exist")
      }
      level = nodes[at].level + 1
      index = at + 1
      while index < nodes.count, nodes[index].level >= level { index += 1 }
    }
    nodes.insert(
      contentsOf: items.map { Node(item: $0, parent: parent, level: level) }, at: index)
  }
  /// Deletes items and their descendants.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    let doomed = Set(items)
    let kept = nodes.filter { node in
      !doomed.contains(node.item) && !ancestors(of: node.item).contains(where: doomed.contains)
    }
    nodes = kept
  }
  public mutating func deleteAll() {
    nodes = []
    expanded = []
  }
  public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }
  public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
  public func isVisible(_ item: ItemIdentifierType) -> Bool { visibleItems.contains(item) }
  public func contains(_ item: ItemIdentifierType) -> Bool { nodes.contains { $0.item == item } }
  public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
  public func level(of item: ItemIdentifierType) -> Int {
    nodes.first { $0.item == item }?.level ?? 0
  }
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    nodes.first { $0.item == child }?.parent
  }

  private func ancestors(of item: ItemIdentifierType) -> [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    var current = parent(of: item)
    while let parent = current {
      result.append(parent)
      current = self.parent(of: parent)
    }
    return result
  }
}

/// `UICollectionViewDiffableDataSource` (iOS 13): becomes its collection view's data source
/// and answers its counts, and its cells through the cell provider, from the snapshot last
/// applied. Applying a snapshot (animated or not) reloads the collection view's data at once,
/// then runs the completion; nothing is animated.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
  /// `UICollectionViewDiffableDataSource.CellProvider`.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?
  /// `UICollectionViewDiffableDataSource.SupplementaryViewProvider`.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?
  private typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  private var sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<
      ItemIdentifierType
    >] = [:]
  /// Makes the supplementary views (asked through
  /// ``collectionView(_:viewForSupplementaryElementOfKind:at:)``).
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for `collectionView`, which it becomes the data source of.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// Makes `snapshot` current and reloads the collection view's data; then `completion`.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot.applied
    sectionSnapshots = [:]
    collectionView?.reloadData()
    completion?()
  }
  /// Makes `snapshot` current and reloads the collection view's data.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async { apply(snapshot, animatingDifferences: animatingDifferences, completion: nil) }
  /// Makes `snapshot` current with a reload of the collection view's data (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) { apply(snapshot, animatingDifferences: false, completion: completion) }
  /// Makes `snapshot` current with a reload of the collection view's data (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async { apply(snapshot, animatingDifferences: false, completion: nil) }
  /// Replaces one section's items with the section snapshot's visible items (iOS 14).
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    current.replaceItems(snapshot.visibleItems, in: section)
    sectionSnapshots[section] = snapshot
    collectionView?.reloadData()
    completion?()
  }
  /// A copy of the current snapshot.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }
  /// The section snapshot last applied to `section`, else its items as root items (iOS 14).
  open func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    if let stored = sectionSnapshots[section] { return stored }
    var made = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    if current.indexOfSection(section) != nil {
      made.append(current.itemIdentifiers(inSection: section))
    }
    return made
  }
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }
  /// The identifier of the section at `index` (iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = current.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }
  /// The index of a section (iOS 15).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    guard let identifier = sectionIdentifier(for: section) else { return 0 }
    return current.numberOfItems(inSection: identifier)
  }
  /// The cell provider's cell for the item at `indexPath`.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = itemIdentifier(for: indexPath) else {
      preconditionFailure("no item at \(indexPath) in the applied snapshot")
    }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      preconditionFailure("the cell provider returned nil for \(indexPath)")
    }
    return cell
  }
  /// The supplementary view provider's view (nothing asks for one: no item is placed).
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
      preconditionFailure("no supplementary view of kind \(kind) for \(indexPath)")
    }
    return view
  }
}

/// `UITableViewDiffableDataSource` (iOS 13): becomes its table view's data source and answers
/// its counts, and its cells through the cell provider, from the snapshot last applied.
/// Applying a snapshot reloads the table view's data at once, then runs the completion.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
  /// `UITableViewDiffableDataSource.CellProvider`.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) ->
    UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// Stored: nothing is animated.
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// A data source for `tableView`, which it becomes the data source of.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// Makes `snapshot` current and reloads the table view's data; then `completion`.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot.applied
    tableView?.reloadData()
    completion?()
  }
  /// Makes `snapshot` current and reloads the table view's data.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async { apply(snapshot, animatingDifferences: animatingDifferences, completion: nil) }
  /// Makes `snapshot` current with a reload of the table view's data (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) { apply(snapshot, animatingDifferences: false, completion: completion) }
  /// Makes `snapshot` current with a reload of the table view's data (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async { apply(snapshot, animatingDifferences: false, completion: nil) }
  /// A copy of the current snapshot.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }
  /// The identifier of the section at `index` (iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = current.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }
  /// The index of a section (iOS 15).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard let identifier = sectionIdentifier(for: section) else { return 0 }
    return current.numberOfItems(inSection: identifier)
  }
  /// The cell provider's cell for the row at `indexPath`.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = itemIdentifier(for: indexPath) else {
      preconditionFailure("no item at \(indexPath) in the applied snapshot")
    }
    guard let cell = cellProvider(tableView, indexPath, item) else {
      preconditionFailure("the cell provider returned nil for \(indexPath)")
    }
    return cell
  }
}

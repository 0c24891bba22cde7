import Foundation

// Toolbars, navigation bars, search fields and the list-row modifiers a screen sets beside its
// orientation code. All of it is stored and never applied: no bar is drawn. A toolbar's items
// are stored and not walked — SwiftUI shows them, but orientsim builds no bar, so an
// `onAppear` inside a toolbar item does not run.

/// SwiftUI's `ToolbarContent`: items of a toolbar. Stored, never drawn or walked.
@preconcurrency @MainActor
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// A toolbar item built into this module: it has no `body`.
@MainActor
protocol PrimitiveToolbarContent: ToolbarContent where Body == Never {}

extension PrimitiveToolbarContent {
  /// A built-in item has no `body`; reading it stops the program, as in SwiftUI.
  public var body: Never { fatalError("\(Self.self) is built-in toolbar content without a body") }
}

/// SwiftUI's `ToolbarItemPlacement`: where a toolbar item goes. Stored.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// SwiftUI's `ToolbarPlacement`: a bar. Stored.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// SwiftUI's `ToolbarRole`. Stored.
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
}

/// SwiftUI's `ToolbarTitleDisplayMode`. Stored.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
  public static let large = ToolbarTitleDisplayMode(name: "large")
}

/// SwiftUI's `ToolbarItem`: its placement and content, stored; the content is not walked.
public struct ToolbarItem<ID, Content: View> {
  /// Where the item goes.
  public let placement: ToolbarItemPlacement
  let content: Content
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

/// SwiftUI's `ToolbarItemGroup`: its placement and content, stored; the content is not walked.
public struct ToolbarItemGroup<Content: View> {
  /// Where the items go.
  public let placement: ToolbarItemPlacement
  let content: Content
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several toolbar items built by a ``ToolbarContentBuilder``.
public struct TupleToolbarContent<T> {
  /// The items.
  public var value: T
}

/// The item of an `if`/`else` or a `switch` in a ``ToolbarContentBuilder``: one of two.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>
{
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension ToolbarItem: ToolbarContent, PrimitiveToolbarContent {}
extension ToolbarItemGroup: ToolbarContent, PrimitiveToolbarContent {}
extension TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {}
extension _ConditionalToolbarContent: ToolbarContent, PrimitiveToolbarContent {}
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {}

/// SwiftUI's `ToolbarContentBuilder`: builds toolbar items into one.
@resultBuilder
public struct ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleToolbarContent<(repeat each Content)>
  { TupleToolbarContent(value: (repeat each content)) }
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
    _ConditionalToolbarContent(storage: .trueContent(first))
  }
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
    _ConditionalToolbarContent(storage: .falseContent(second))
  }
}

/// SwiftUI's `NavigationBarItem`: the navigation bar's title display modes.
public struct NavigationBarItem: Sendable {
  /// How the navigation bar shows its title. Stored.
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

/// SwiftUI's `SearchFieldPlacement`: where a search field goes. Stored.
public struct SearchFieldPlacement: Hashable, Sendable {
  /// Whether a navigation bar's search field is always shown.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
    case automatic, always
  }
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  { SearchFieldPlacement(name: "navigationBarDrawer \(displayMode)") }
}

/// SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
  }
}

/// SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let bottom = Set(.bottom)
    public static let all: Set = [.top, .bottom]
  }
}

/// SwiftUI's `Prominence`: how prominent a section header is. Stored.
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

/// SwiftUI's `DynamicViewContent`: views made from a collection, which lists edit.
@preconcurrency @MainActor
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier: ViewModifier {
  public var data: Content.Data { content.data }
}

extension DynamicViewContent {
  /// Stored, never run: nothing deletes a row.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    modifier(_StoredModifier(name: "onDelete"))
  }
  /// Stored, never run: nothing moves a row.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    modifier(_StoredModifier(name: "onMove"))
  }
}

extension View {
  // MARK: Toolbars

  /// Stored: the toolbar's views are not walked (no bar is built).
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    stored("toolbar")
  }
  /// Stored: the toolbar's items are not walked (no bar is built).
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View { stored("toolbar") }
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    stored("toolbar")
  }
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  { stored("toolbarBackground") }
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  { stored("toolbarBackground") }
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  { stored("toolbarColorScheme") }
  public func toolbarRole(_ role: ToolbarRole) -> some View { stored("toolbarRole") }
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    stored("toolbarTitleDisplayMode")
  }

  // MARK: Navigation bar

  public func navigationTitle(_ title: Binding<String>) -> some View {
    stored("navigationTitle")
  }
  public func navigationTitle(_ title: Text) -> some View { stored("navigationTitle") }
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  { stored("navigationBarTitleDisplayMode") }
  public func navigationBarTitle(_ title: Text) -> some View { stored("navigationBarTitle") }
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    stored("navigationBarTitle")
  }
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    stored("navigationBarTitle")
  }
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { stored("navigationBarTitle") }
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { stored("navigationBarTitle") }
  /// Stored, not walked.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    stored("navigationBarItems")
  }
  /// Stored, not walked.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    stored("navigationBarItems")
  }
  /// Stored, not walked.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    stored("navigationBarItems")
  }

  // MARK: Search and refresh

  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { stored("searchable") }
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View { stored("searchable") }
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View { stored("searchable") }
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { stored("searchable") }
  /// Stored, not walked: no suggestions are shown.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    stored("searchSuggestions")
  }
  /// Stored, never run: nothing pulls to refresh.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    stored("refreshable")
  }

  // MARK: Rows

  /// Stored, not walked: nothing swipes.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View { stored("swipeActions") }
  /// Stored, not walked: no menu is opened.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    stored("contextMenu")
  }
  /// Stored, not walked: no menu is opened.
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View { stored("contextMenu") }
  public func deleteDisabled(_ isDisabled: Bool) -> some View { stored("deleteDisabled") }
  public func moveDisabled(_ isDisabled: Bool) -> some View { stored("moveDisabled") }
  /// Stored, not walked.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    stored("listRowBackground")
  }
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { stored("listRowInsets") }
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { stored("listRowSeparator") }
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    stored("listRowSeparatorTint")
  }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { stored("listSectionSeparator") }
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { stored("listRowSpacing") }
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    stored("listSectionSpacing")
  }
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    stored("scrollContentBackground")
  }
  public func headerProminence(_ prominence: Prominence) -> some View {
    stored("headerProminence")
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as a list's `onDelete` action does with them.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` before the element at `destination` (an offset of the
  /// collection before the move), as a list's `onMove` action does with them.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    var reordered = elements.enumerated().filter { !source.contains($0.offset) }.map(\.element)
    let insertion = destination - source.count(in: 0..<destination)
    reordered.insert(contentsOf: source.map { elements[$0] }, at: insertion)
    var position = startIndex
    for element in reordered {
      self[position] = element
      formIndex(after: &position)
    }
  }
}

/// SwiftUI's `ToolbarItemVisibilityPriority` (iOS 27): which items leave a full toolbar for its
/// overflow menu first. Stored; no toolbar is laid out here.
public struct ToolbarItemVisibilityPriority: Hashable, Comparable, Sendable {
  let rank: Int
  public static let low = ToolbarItemVisibilityPriority(rank: 0)
  public static let automatic = ToolbarItemVisibilityPriority(rank: 10)
  public static let high = ToolbarItemVisibilityPriority(rank: 20)
  /// A priority above `other` and below the next system priority.
  public init(higherThan other: ToolbarItemVisibilityPriority) { rank = other.rank + 1 }
  /// A priority below `other` and above the next lower system priority.
  public init(lowerThan other: ToolbarItemVisibilityPriority) { rank = other.rank - 1 }
  init(rank: Int) { self.rank = rank }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// Toolbar content with its visibility priority, stored.
public struct _PrioritizedToolbarContent<Content: ToolbarContent>: PrimitiveToolbarContent {
  let content: Content
  /// The priority set.
  public let priority: ToolbarItemVisibilityPriority
}

extension ToolbarContent {
  /// Stores the priority (iOS 27); nothing overflows here.
  public func visibilityPriority(_ priority: ToolbarItemVisibilityPriority) -> some ToolbarContent {
    _PrioritizedToolbarContent(content: self, priority: priority)
  }
}

import Foundation

/// SwiftUI's `View`: a type that describes part of an interface by its ``body``. orientsim never
/// lays out or draws a view; a ``UIHostingController`` builds its root view's tree once when it
/// appears (see ``UIHostingController``), which runs the tree's `onAppear` actions.
@preconcurrency @MainActor
public protocol View {
  /// The type of the view's content.
  associatedtype Body: View
  /// The view's content. Views built into this module have `Never` here and no content.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// `Never` has no content: the `Body` of views built into this module.
  public var body: Never { fatalError("Never has no body") }
}

/// A view built into this module: it has no `body` of its own (reading it stops the program, as
/// in SwiftUI), and walks its children itself when a hosting controller builds the tree.
@MainActor
protocol PrimitiveView: View where Body == Never {
  func walk(_ walker: inout ViewWalker)
}

extension PrimitiveView {
  /// A built-in view has no `body`; SwiftUI stops the program when one is read, and so does this.
  public var body: Never { fatalError("\(Self.self) is a built-in view without a body") }
}

/// What building a view tree once collects: the actions of `onAppear` and `onDisappear`, the
/// `onReceive` subscriptions, and the size a `GeometryReader` reports.
@MainActor
struct ViewWalker {
  /// The size of the hosting controller's view, for `GeometryReader`.
  var size: CGSize
  /// `onAppear` actions, outermost view last (SwiftUI runs a child's before its parent's).
  var appear: [@MainActor () -> Void] = []
  /// `onDisappear` actions.
  var disappear: [@MainActor () -> Void] = []
  /// The preference values of the tree walked so far.
  var preferences = PreferenceValues()
  /// `onPreferenceChange` actions with their subtrees' values, run before the `onAppear` ones.
  var preferenceActions: [@MainActor () -> Void] = []
  /// `onReceive` subscriptions, made when the view appears.
  var subscriptions: [() -> AnyCancellable] = []
  /// UIKit views the tree shows (a `SpriteView`'s `SKView`), added to the hosting controller's
  /// view, which keeps them.
  var hostedViews: [UIView] = []
  /// How deep the walk is: a view that contains itself stops at ``limit``.
  var depth = 0
  /// The deepest tree walked.
  static let limit = 512

  /// What `@Environment` reads in the tree, as the modifiers above the view walked set it.
  var environment: EnvironmentValues

  init(size: CGSize, environment: EnvironmentValues) {
    self.size = size
    self.environment = environment
  }

  /// Walks `view`: a built-in view walks its own children; an app's view walks its `body`.
  mutating func walk<V: View>(_ view: V) {
    guard depth < Self.limit else { return }
    depth += 1
    defer { depth -= 1 }
    if let primitive = view as? any PrimitiveView {
      primitive.walk(&self)
    } else if V.Body.self != Never.self {
      bindEnvironment(of: view)
      walk(view.body)
    }
  }

  /// Gives the `@Environment` properties of an app's view or modifier this walk's values.
  func bindEnvironment(of value: Any) {
    for child in Mirror(reflecting: value).children {
      (child.value as? any EnvironmentReading)?.bind(environment)
    }
  }
}

/// SwiftUI's `ViewBuilder`: builds the views of a closure into one.
@resultBuilder
public struct ViewBuilder {
  /// No views: an ``EmptyView``.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views, in a ``TupleView``.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    var children: [@MainActor (inout ViewWalker) -> Void] = []
    for child in repeat each content {
      // Views are values, built and walked on the main actor.
      nonisolated(unsafe) let child = child
      children.append { $0.walk(child) }
    }
    return TupleView((repeat each content), children: children)
  }
  /// A view, as it is.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The `if` branch of an `if`/`else` or the first case of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .trueContent(first)) }
  /// The `else` branch of an `if`/`else` or a later case of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .falseContent(second)) }
  /// An `if #available` branch, type-erased.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views built by a ``ViewBuilder``.
public struct TupleView<T> {
  /// The views.
  public var value: T
  let children: [@MainActor (inout ViewWalker) -> Void]

  /// The views in `value`. Built this way, the tuple's views are not walked: a hosting
  /// controller walks only the ones a ``ViewBuilder`` built.
  public init(_ value: T) {
    self.value = value
    self.children = []
  }

  init(_ value: T, children: [@MainActor (inout ViewWalker) -> Void]) {
    self.value = value
    self.children = children
  }
}

extension TupleView: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    for child in children { child(&walker) }
  }
}

/// The view of an `if`/`else` or a `switch` in a ``ViewBuilder``: one of two.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    switch storage {
    case .trueContent(let view): walker.walk(view)
    case .falseContent(let view): walker.walk(view)
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func walk(_ walker: inout ViewWalker) {
    if let view = self { walker.walk(view) }
  }
}

/// A view that shows nothing.
public struct EmptyView {
  public init() {}
}

extension EmptyView: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

/// Any view, its type erased.
public struct AnyView {
  let walkContent: @MainActor (inout ViewWalker) -> Void

  /// Erases `view`'s type.
  public init<V: View>(_ view: V) {
    nonisolated(unsafe) let view = view
    walkContent = { $0.walk(view) }
  }

  /// Erases `view`'s type.
  public init<V: View>(erasing view: V) { self.init(view) }
}

extension AnyView: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walkContent(&walker) }
}

extension View {
  /// This view, its type erased (not a SwiftUI member, but common in app code's helpers).
  public func eraseToAnyView() -> AnyView { AnyView(self) }
}

/// SwiftUI's `ViewModifier`: a change applied to a view through ``View/modifier(_:)``. An app's
/// own modifier's `body(content:)` is built when a hosting controller builds the tree.
@preconcurrency @MainActor
public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View
  /// The view the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` is applied to, inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
  let walkContent: @MainActor (inout ViewWalker) -> Void
}

extension _ViewModifier_Content: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walkContent(&walker) }
}

/// A modifier built into this module: it has no `body(content:)` of its own.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
  /// What the modifier does to the walk of `content`; by default nothing but walking it.
  func walk<Content: View>(_ content: Content, _ walker: inout ViewWalker)
}

extension PrimitiveModifier {
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is a built-in modifier without a body")
  }

  func walk<Content: View>(_ content: Content, _ walker: inout ViewWalker) {
    walker.walk(content)
  }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// A built-in view or modifier: no content of its own.
  public typealias Body = Never
  /// The view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// `content` with `modifier`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func walk(_ walker: inout ViewWalker) {
    if let primitive = modifier as? any PrimitiveModifier {
      primitive.walk(content, &walker)
    } else {
      let content = self.content
      walker.bindEnvironment(of: modifier)
      walker.walk(modifier.body(content: _ViewModifier_Content { $0.walk(content) }))
    }
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// Both modifiers, the first innermost.
  func walk<View: SwiftUI.View>(_ view: View, _ walker: inout ViewWalker) {
    walker.walk(view.modifier(content).modifier(modifier))
  }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// This modifier followed by `modifier`.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier that changes nothing orientsim models: stored, never applied. What the built-in
/// modifiers other than `onAppear`, `onDisappear` and `onReceive` return.
public struct _StoredModifier {
  /// The modifier's SwiftUI name, for what reads it back.
  public let name: String
}

extension _StoredModifier: ViewModifier, PrimitiveModifier {}

extension View {
  /// This view with a modifier that is stored and never applied.
  func stored(_ name: String) -> some View {
    modifier(_StoredModifier(name: name))
  }
}

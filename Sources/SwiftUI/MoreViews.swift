import Foundation

// More built-in views and the types around them that an app's orientation code builds: the
// layouts a screen switches between when it turns (`AnyLayout` of a `VStackLayout` or an
// `HStackLayout`), and the preview declarations that sit at the end of its view files. As in
// Views.swift, nothing is laid out or drawn; a layout's content is walked as a stack's is.

/// SwiftUI's `Layout`: a type that places views. An app's own layout (one that arranges its
/// subviews by the aspect of its bounds, say) compiles with its `sizeThatFits` and
/// `placeSubviews`, but nothing is laid out here, so orientsim never calls them; a layout's
/// ``callAsFunction(_:)`` holds its content, which a hosting controller's build walks. The
/// built-in layouts use the defaults below.
public protocol Layout {
  /// What the layout keeps between its calls.
  associatedtype Cache = Void
  /// The subviews a layout is asked about.
  typealias Subviews = LayoutSubviews
  /// The size the layout wants for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places the subviews in `bounds`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// Makes the cache.
  func makeCache(subviews: Subviews) -> Cache
  /// Updates the cache when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The layout's spacing to other views.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
}

extension Layout {
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  { proposal.replacingUnspecifiedDimensions() }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {}
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {}
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// SwiftUI's `ProposedViewSize`: a size offered to a view, either dimension possibly
/// unspecified.
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// The size, with `size`'s dimensions where this one's are unspecified.
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize { CGSize(width: width ?? size.width, height: height ?? size.height) }
}

/// SwiftUI's `ViewSpacing`: the spacing a view wants around it. Stored as zero.
public struct ViewSpacing: Sendable {
  public static let zero = ViewSpacing()
  public init() {}
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 0 }
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// SwiftUI's `LayoutValueKey`: a value a view hands its layout (`layoutValue(key:value:)`).
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// SwiftUI's `LayoutSubview`: a subview as a layout sees it. orientsim never lays out, so it
/// makes none; the type exists for a layout's code.
public struct LayoutSubview: Equatable {
  let id: Int
  /// The subview's size for `proposal`: unspecified dimensions become zero.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }
  /// The subview's dimensions for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal))
  }
  /// Places the subview: nothing is placed here.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {}
  public var priority: Double { 0 }
  public var spacing: ViewSpacing { ViewSpacing() }
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
}

/// SwiftUI's `LayoutSubviews`: the subviews of a layout, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let subviews: [LayoutSubview]
  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

extension View {
  /// Stored: no layout reads it here.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    stored("layoutValue")
  }
  /// Stored, never drawn.
  public func defersSystemGestures(on edges: Edge.Set) -> some View {
    stored("defersSystemGestures")
  }
  /// Stored: nothing is laid out.
  public func geometryGroup() -> some View { stored("geometryGroup") }
  /// Stored; `effect` is never run (nothing is drawn).
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View { stored("visualEffect") }
}

/// SwiftUI's `VisualEffect` (iOS 17): effects that read a view's geometry. Stored, never drawn.
public protocol VisualEffect: Sendable {}

/// SwiftUI's `EmptyVisualEffect`: the effect a `visualEffect` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

/// An effect with one more change, stored.
public struct _StoredVisualEffect: VisualEffect {
  let name: String
}

extension VisualEffect {
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    _StoredVisualEffect(name: "offset")
  }
  public func offset(_ offset: CGSize) -> some VisualEffect { _StoredVisualEffect(name: "offset") }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    _StoredVisualEffect(name: "scaleEffect")
  }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    _StoredVisualEffect(name: "scaleEffect")
  }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    _StoredVisualEffect(name: "rotationEffect")
  }
  public func opacity(_ opacity: Double) -> some VisualEffect {
    _StoredVisualEffect(name: "opacity")
  }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    _StoredVisualEffect(name: "blur")
  }
  public func brightness(_ amount: Double) -> some VisualEffect {
    _StoredVisualEffect(name: "brightness")
  }
  public func saturation(_ amount: Double) -> some VisualEffect {
    _StoredVisualEffect(name: "saturation")
  }
  public func hueRotation(_ angle: Angle) -> some VisualEffect {
    _StoredVisualEffect(name: "hueRotation")
  }
}

extension Layout {
  /// `content` in this layout: held, walked, not laid out.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutContent(content: content())
  }
}

/// The content of a layout called as a function.
struct LayoutContent<Content: View> {
  let content: Content
}

extension LayoutContent: View, ContentContainer {}

/// SwiftUI's `VStackLayout`: its alignment and spacing stored.
public struct VStackLayout: Layout, Sendable {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
}

/// SwiftUI's `HStackLayout`: its alignment and spacing stored.
public struct HStackLayout: Layout, Sendable {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
}

/// SwiftUI's `ZStackLayout`: its alignment stored.
public struct ZStackLayout: Layout, Sendable {
  public var alignment: Alignment
  public init(alignment: Alignment = .center) { self.alignment = alignment }
}

/// SwiftUI's `AnyLayout`: a layout, its type erased, so that a view can choose one by its size
/// class or its geometry.
public struct AnyLayout: Layout {
  /// The erased layout.
  let layout: any Layout
  /// Erases `layout`'s type.
  public init<L: Layout>(_ layout: L) { self.layout = layout }
}

// MARK: Previews

/// SwiftUI's `PreviewProvider`: previews for Xcode's canvas. Nothing reads them here; the type
/// exists so that the view files declaring them compile, as `#Preview` does.
@preconcurrency @MainActor
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder static var previews: Previews { get }
}

/// SwiftUI's `InterfaceOrientation`, the orientation a preview is shown in.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
  /// The orientation's name.
  public let id: String
  public static let portrait = InterfaceOrientation(id: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
  public static let allCases: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
}

/// SwiftUI's `PreviewLayout`: how a preview is sized.
public enum PreviewLayout: Sendable {
  case device
  case sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// SwiftUI's `PreviewDevice`: the name of a device to preview on.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

extension View {
  /// Stored, never read: there is no canvas.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    stored("previewInterfaceOrientation")
  }
  /// Stored, never read: there is no canvas.
  public func previewDisplayName(_ value: String?) -> some View { stored("previewDisplayName") }
  /// Stored, never read: there is no canvas.
  public func previewLayout(_ value: PreviewLayout) -> some View { stored("previewLayout") }
  /// Stored, never read: there is no canvas.
  public func previewDevice(_ value: PreviewDevice?) -> some View { stored("previewDevice") }
}

/// `#Preview` of a SwiftUI view: type-checked, expands to nothing (no preview is built).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) =
  #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// `#Preview` of a SwiftUI view with traits: type-checked, expands to nothing.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// SwiftUI's `ViewDimensions`: a view's size as a layout or an alignment guide reads it.
public struct ViewDimensions: Equatable {
  public let width: CGFloat
  public let height: CGFloat
  init(size: CGSize) {
    width = size.width
    height = size.height
  }
}

import Foundation

// The built-in views an app's orientation code builds around. Their arguments are stored; none
// is laid out or drawn. Containers hold their content, which a hosting controller's build walks.

/// SwiftUI's `LocalizedStringKey`: a string literal, kept as it is (nothing is localized).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key's text.
  public let key: String
  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
}

/// SwiftUI's `Text`: its string, stored.
public struct Text: Hashable, Sendable {
  /// The text shown (read back for tests; SwiftUI has no such member).
  public let content: String
  public init(_ key: LocalizedStringKey) { content = key.key }
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  public init(verbatim content: String) { self.content = content }
  /// Styled text (iOS 15): its characters; the attributes are not drawn.
  public init(_ attributedContent: AttributedString) {
    content = String(attributedContent.characters)
  }
  /// Styles are stored nowhere: the text is the same.
  public func font(_ font: Font?) -> Text { self }
  public func bold() -> Text { self }
  public func italic() -> Text { self }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text { self }
  public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.content + rhs.content) }
}

extension Text: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

/// SwiftUI's `Image`: its name, stored; nothing is loaded.
public struct Image: Hashable, Sendable {
  let name: String
  public init(_ name: String) { self.name = name }
  public init(systemName: String) { name = "system:" + systemName }
  /// An image of the asset catalog (Xcode's generated symbols), by name (not loaded).
  public init(_ resource: ImageResource) { name = resource.name }
  public init(uiImage: UIImage) { name = "uiImage" }
  /// A named image from the bundle, with its label (not loaded).
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.name = name }
  /// A named image that accessibility ignores (not loaded).
  public init(decorative name: String, bundle: Bundle? = nil) { self.name = name }
  /// A named image from a bundle (not loaded).
  public init(_ name: String, bundle: Bundle?) { self.name = name }
  /// An image of a Core Graphics image, with its label (not drawn).
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
    name = "cgImage"
  }
  /// An image of a Core Graphics image that accessibility ignores (not drawn).
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
    name = "cgImage"
  }
  /// An SF Symbol with a variable value (not drawn).
  public init(systemName: String, variableValue: Double?) { name = "system:" + systemName }
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
  /// The same image: nothing is drawn, so no interpolation happens.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  /// The same image: nothing is drawn.
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
  /// A resizable image: the same, as nothing is drawn.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  { self }

  /// `Image.Scale`: a symbol image's relative size.
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }
  /// `Image.Interpolation`: how an image is scaled when drawn.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }
  /// `Image.ResizingMode`: how a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// How an image is drawn.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }
  /// SwiftUI's `Image.Orientation`: how an image's pixels are turned.
  public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
    case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
  }
}

extension Image: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

/// SwiftUI's `Color`, a view and a value. Stored, never drawn.
public struct Color: Hashable, Sendable {
  let description: String
  init(description: String) { self.description = description }
  /// The color of a UIKit color.
  public init(_ color: UIColor) { description = "\(color)" }
  /// The color of a UIKit color.
  public init(uiColor: UIColor) { self.init(uiColor) }
  /// A named color from the asset catalog (not read).
  public init(_ name: String, bundle: Bundle? = nil) { description = name }
  /// A color of the asset catalog (Xcode's generated symbols), by name (not read).
  public init(_ resource: ColorResource) { description = resource.name }
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    description = "rgba(\(red), \(green), \(blue), \(opacity))"
  }
  public init(white: Double, opacity: Double = 1) { description = "white(\(white), \(opacity))" }
  /// This color at `opacity` (stored).
  public func opacity(_ opacity: Double) -> Color {
    Color(description: description + " \(opacity)")
  }
  public static let clear = Color(description: "clear")
  public static let black = Color(description: "black")
  public static let white = Color(description: "white")
  public static let gray = Color(description: "gray")
  public static let red = Color(description: "red")
  public static let green = Color(description: "green")
  public static let blue = Color(description: "blue")
  public static let orange = Color(description: "orange")
  public static let yellow = Color(description: "yellow")
  public static let pink = Color(description: "pink")
  public static let purple = Color(description: "purple")
  public static let primary = Color(description: "primary")
  public static let secondary = Color(description: "secondary")
  public static let accentColor = Color(description: "accentColor")
}

extension Color: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

/// SwiftUI's `Spacer`.
public struct Spacer {
  public init(minLength: CGFloat? = nil) {}
}

extension Spacer: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

/// SwiftUI's `Divider`.
public struct Divider {
  public init() {}
}

extension Divider: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

/// SwiftUI's `ProgressView`, never drawn.
public struct ProgressView {
  public init() {}
  public init(_ title: LocalizedStringKey) {}
  public init(value: Double?, total: Double = 1) {}
  public init(_ title: LocalizedStringKey, value: Double?, total: Double = 1) {}
}

extension ProgressView: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

/// A built-in view that holds its content and lays nothing out.
protocol ContentContainer: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
}

extension ContentContainer {
  func walk(_ walker: inout ViewWalker) { walker.walk(content) }
}

/// SwiftUI's `VStack`: its content, not laid out.
public struct VStack<Content: View> {
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
}

/// SwiftUI's `HStack`: its content, not laid out.
public struct HStack<Content: View> {
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
}

/// SwiftUI's `ZStack`: its content, not laid out.
public struct ZStack<Content: View> {
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// SwiftUI's `LazyVStack`: its content, not laid out (all of it is built).
public struct LazyVStack<Content: View> {
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
}

/// SwiftUI's `LazyHStack`: its content, not laid out (all of it is built).
public struct LazyHStack<Content: View> {
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
}

/// SwiftUI's `Group`.
public struct Group<Content: View> {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// SwiftUI's `ScrollView`: its content, never scrolled.
public struct ScrollView<Content: View> {
  let content: Content
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
}

/// SwiftUI's `NavigationView`: its content; no navigation is modelled.
public struct NavigationView<Content: View> {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// SwiftUI's `NavigationStack`: its root; no navigation is modelled.
public struct NavigationStack<Content: View> {
  let content: Content
  public init(@ViewBuilder root: () -> Content) { content = root() }
}

/// SwiftUI's `NavigationLink`: its label; the destination is never shown.
public struct NavigationLink<Label: View, Destination: View> {
  let content: Label
  public init(destination: Destination, @ViewBuilder label: () -> Label) { content = label() }
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    content = label()
  }
}

extension NavigationLink where Label == Text {
  public init(_ title: LocalizedStringKey, destination: Destination) { content = Text(title) }
}

/// SwiftUI's `List`: its content, never scrolled.
public struct List<SelectionValue: Hashable, Content: View> {
  let content: Content
}

extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// SwiftUI's `Form`: its content.
public struct Form<Content: View> {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// SwiftUI's `Section`: its header, content and footer, walked in that order (Controls.swift
/// has the header and footer forms).
public struct Section<Parent, Content: View, Footer> {
  let content: Content
  var header: AnyView? = nil
  var footer: AnyView? = nil
  /// A collapsed section's content is not walked.
  var collapsed = false
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Section where Parent == Text, Footer == EmptyView {
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
    header = AnyView(Text(title))
  }
}

/// SwiftUI's `TabView`: its content; tab selection is not modelled.
public struct TabView<SelectionValue: Hashable, Content: View> {
  let content: Content
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// SwiftUI's `Button`: its label; its action runs only when app code calls it.
public struct Button<Label: View> {
  let content: Label
  /// The action, stored (nothing taps a button).
  let action: @MainActor () -> Void
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    content = label()
  }
}

extension Button where Label == Text {
  public init(_ title: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.action = action
    content = Text(title)
  }
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.action = action
    content = Text(title)
  }
}

/// SwiftUI's `Toggle`: its label, its binding stored.
public struct Toggle<Label: View> {
  let content: Label
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { content = label() }
}

extension Toggle where Label == Text {
  public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) { content = Text(title) }
}

/// SwiftUI's `Label`: its title.
public struct Label<Title: View, Icon: View> {
  let content: Title
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { content = title() }
}

extension Label where Title == Text, Icon == Image {
  public init(_ title: LocalizedStringKey, systemImage name: String) { content = Text(title) }
}

/// SwiftUI's `ForEach`: its content for each element, all of it built.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
  /// The elements.
  public var data: Data
  /// The view of an element.
  public var content: (Data.Element) -> Content
}

extension ForEach: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    for element in data { walker.walk(content(element)) }
  }
}

extension ForEach {
  /// A view for each element of `data`, told apart by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view for each element of `data`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view for each number of `data`.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

/// SwiftUI's `GeometryProxy`: the size of the hosting controller's view when it built the tree.
/// Every `GeometryReader` in the tree reads that size (nothing is laid out).
public struct GeometryProxy {
  /// The hosting controller's view size at the build.
  public let size: CGSize
  /// No safe area is modelled here: zero.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
  /// The frame: at the origin, of ``size``, in every coordinate space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: size)
  }
}

/// SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
  case global, local
  case named(String)
}

/// SwiftUI's `GeometryReader`: its content gets a ``GeometryProxy`` of the hosting controller's
/// view size at the build.
public struct GeometryReader<Content: View> {
  /// The content for a proxy.
  public var content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

extension GeometryReader: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walker.walk(content(GeometryProxy(size: walker.size))) }
}

/// SwiftUI's `Shape`: a view with a path. Shapes are not drawn; their paths can be asked for.
public protocol Shape: View, Sendable {
  /// The shape's outline in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: some View { EmptyView() }
  /// Strokes the shape (stored).
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> some View { stored("stroke") }
}

/// SwiftUI's `Rectangle`.
public struct Rectangle {
  public init() {}
}

/// SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
}

/// SwiftUI's `Circle`.
public struct Circle {
  public init() {}
}

/// SwiftUI's `Capsule`.
public struct Capsule {
  public init() {}
}

extension VStack: View, ContentContainer {}
extension HStack: View, ContentContainer {}
extension ZStack: View, ContentContainer {}
extension LazyVStack: View, ContentContainer {}
extension LazyHStack: View, ContentContainer {}
extension Group: View, ContentContainer {}
extension ScrollView: View, ContentContainer {}
extension NavigationView: View, ContentContainer {}
extension NavigationStack: View, ContentContainer {}
extension NavigationLink: View, ContentContainer {}
extension List: View, ContentContainer {}
extension Form: View, ContentContainer {}
extension Section: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    if let header { walker.walk(header) }
    if !collapsed { walker.walk(content) }
    if let footer { walker.walk(footer) }
  }
}
extension TabView: View, ContentContainer {}
extension Button: View, ContentContainer {}
extension Toggle: View, ContentContainer {}
extension Label: View, ContentContainer {}
extension Rectangle: Shape {}
extension RoundedRectangle: Shape {}
extension Circle: Shape {}
extension Capsule: Shape {}

import Foundation

// More built-in views and the types around them that an app's orientation code builds: the
// layouts a screen switches between when it turns (`AnyLayout` of a `VStackLayout` or an
// `HStackLayout`), and the preview declarations that sit at the end of its view files. As in
// Views.swift, nothing is laid out or drawn; a layout's content is walked as a stack's is.

/// SwiftUI's `Layout`: a type that places views. Here it has no requirements, as nothing is
/// placed; a layout's ``callAsFunction(_:)`` holds its content, which a hosting controller's
/// build walks.
public protocol Layout {}

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

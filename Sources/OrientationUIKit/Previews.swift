// Xcode's previews (DeveloperToolsSupport, which UIKit and SwiftUI re-export on iOS), so that a
// file ending in `#Preview { … }` compiles unchanged. A preview's arguments are type-checked as
// on iOS; the macro expands to nothing, so no preview is built or shown.

/// A preview's description, for its traits' type.
public struct Preview {
  /// What a preview of a view or a view controller can set.
  public struct ViewTraits {}
}

/// A trait of a preview (orientation, layout): stored nowhere, never applied.
public struct PreviewTrait<T> {
  let description: String
}

extension PreviewTrait where T == Preview.ViewTraits {
  public static var portrait: PreviewTrait { PreviewTrait(description: "portrait") }
  public static var portraitUpsideDown: PreviewTrait {
    PreviewTrait(description: "portraitUpsideDown")
  }
  public static var landscapeLeft: PreviewTrait { PreviewTrait(description: "landscapeLeft") }
  public static var landscapeRight: PreviewTrait { PreviewTrait(description: "landscapeRight") }
  public static var defaultLayout: PreviewTrait { PreviewTrait(description: "defaultLayout") }
  public static var sizeThatFitsLayout: PreviewTrait {
    PreviewTrait(description: "sizeThatFitsLayout")
  }
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(description: "fixedLayout \(width)×\(height)")
  }
}

/// `PreviewMacroBodyBuilder`: builds a `#Preview`'s body, its one view or view controller, so
/// that a body whose type does not fit rules that `#Preview` out while another one is chosen.
@resultBuilder
public struct PreviewMacroBodyBuilder<Content> {
  public static func buildBlock(_ content: Content) -> Content { content }
}

/// `#Preview` of a view controller: type-checked, expands to nothing.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// `#Preview` of a view controller with traits: type-checked, expands to nothing.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// `#Preview` of a view: type-checked, expands to nothing.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
) =
  #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// `#Preview` of a view with traits: type-checked, expands to nothing.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// `ImageResource`: an image of the asset catalog, by name, as Xcode's generated asset symbols
/// (`.logo`) declare them. The catalog is not read: an image made from one has no pixels.
public struct ImageResource: Hashable, Sendable {
  /// The image's name in the catalog.
  public let name: String
  /// The image named `name` in `bundle`'s catalog.
  public init(name: String, bundle: Bundle) { self.name = name }
}

/// `ColorResource`: a color of the asset catalog, by name. The catalog is not read.
public struct ColorResource: Hashable, Sendable {
  /// The color's name in the catalog.
  public let name: String
  /// The color named `name` in `bundle`'s catalog.
  public init(name: String, bundle: Bundle) { self.name = name }
}

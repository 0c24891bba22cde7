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

/// `#Preview` of a view controller: type-checked, expands to nothing.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// `#Preview` of a view controller with traits: type-checked, expands to nothing.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// `#Preview` of a view: type-checked, expands to nothing.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIView) =
  #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// `#Preview` of a view with traits: type-checked, expands to nothing.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: expands to nothing. Its arguments are type-checked against the macro's
/// declaration, so a preview that would not compile on iOS does not compile here either; the
/// preview itself is never built (orientsim renders no canvas).
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@Previewable`: marks a `#Preview`'s state and adds nothing beside it.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

@main
struct PreviewMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}

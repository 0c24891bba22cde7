import Foundation

// Text-input and text modifiers that forms put beside their orientation code: stored, never
// applied (no keyboard appears, nothing is typed or laid out, no submit happens).

/// SwiftUI's `SubmitTriggers`: what submits. Stored.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// SwiftUI's `SubmitLabel`: the title of the keyboard's return key. Stored.
public struct SubmitLabel: Hashable, Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// SwiftUI's `TextInputAutocapitalization`. Stored.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")

  /// The SwiftUI form of a UIKit autocapitalization type.
  public init?(_ type: UITextAutocapitalizationType) {
    switch type {
    case .none: self = .never
    case .words: self = .words
    case .sentences: self = .sentences
    case .allCharacters: self = .characters
    }
  }

  init(name: String) { self.name = name }
}

extension Text {
  /// SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  /// SwiftUI's `Text.TruncationMode`.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  // Text's own forms of the modifiers below: the text is the same (styles are not kept).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func kerning(_ kerning: CGFloat) -> Text { self }
  public func tracking(_ tracking: CGFloat) -> Text { self }
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
  public func monospacedDigit() -> Text { self }
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  public func fontDesign(_ design: Font.Design?) -> Text { self }
}

/// SwiftUI's `TextSelectability`: whether text can be selected. Stored.
public protocol TextSelectability {}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability, Sendable {}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability, Sendable {}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
  /// Stored, never run: nothing is submitted.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  { stored("onSubmit") }
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { stored("submitLabel") }
  public func keyboardType(_ type: UIKeyboardType) -> some View { stored("keyboardType") }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  { stored("textInputAutocapitalization") }
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    stored("autocapitalization")
  }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    stored("autocorrectionDisabled")
  }
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    stored("disableAutocorrection")
  }
  public func textCase(_ textCase: Text.Case?) -> some View { stored("textCase") }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    stored("truncationMode")
  }
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { stored("lineSpacing") }
  public func kerning(_ kerning: CGFloat) -> some View { stored("kerning") }
  public func tracking(_ tracking: CGFloat) -> some View { stored("tracking") }
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { stored("baselineOffset") }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    stored("underline")
  }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    stored("strikethrough")
  }
  public func monospacedDigit() -> some View { stored("monospacedDigit") }
  public func monospaced(_ isActive: Bool = true) -> some View { stored("monospaced") }
  public func italic(_ isActive: Bool = true) -> some View { stored("italic") }
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    stored("textSelection")
  }
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    stored("privacySensitive")
  }
  public func help(_ text: LocalizedStringKey) -> some View { stored("help") }
  public func help(_ text: Text) -> some View { stored("help") }
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { stored("help") }
}

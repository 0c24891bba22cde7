import Foundation

// Text and accessibility modifiers that screens put beside their orientation code: stored,
// never applied (no text is laid out and no accessibility tree is built).

/// SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

extension View {
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    stored("multilineTextAlignment")
  }
  public func fontDesign(_ design: Font.Design?) -> some View { stored("fontDesign") }
  public func fontWeight(_ weight: Font.Weight?) -> some View { stored("fontWeight") }
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { stored("fixedSize") }
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    stored("minimumScaleFactor")
  }
  public func accessibilityLabel(_ label: Text) -> some View { stored("accessibilityLabel") }
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    stored("accessibilityLabel")
  }
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    stored("accessibilityLabel")
  }
  public func accessibilityValue(_ value: Text) -> some View { stored("accessibilityValue") }
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View {
    stored("accessibilityValue")
  }
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    stored("accessibilityValue")
  }
  public func accessibilityHidden(_ hidden: Bool) -> some View { stored("accessibilityHidden") }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    stored("accessibilityElement")
  }
}

/// SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

extension EnvironmentValues {
  /// Always `false`: no accessibility setting is modelled.
  public var accessibilityReduceMotion: Bool { false }
}

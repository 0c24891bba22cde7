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
  public func accessibilityHint(_ hint: Text) -> some View { stored("accessibilityHint") }
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View {
    stored("accessibilityHint")
  }
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    stored("accessibilityHint")
  }
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    stored("accessibilityIdentifier")
  }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    stored("accessibilityAddTraits")
  }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    stored("accessibilityRemoveTraits")
  }
  public func accessibilitySortPriority(_ priority: Double) -> some View {
    stored("accessibilitySortPriority")
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

/// SwiftUI's `AccessibilityTraits`: stored by the modifiers that take them, never read.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

import Foundation

/// SwiftUI's `Alignment`: where a view sits in its frame. Stored, never applied.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// SwiftUI's `HorizontalAlignment`. Stored, never applied.
public struct HorizontalAlignment: Hashable, Sendable {
  let name: String
  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// SwiftUI's `VerticalAlignment`. Stored, never applied.
public struct VerticalAlignment: Hashable, Sendable {
  let name: String
  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding `edge`.
    public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// SwiftUI's `EdgeInsets`. Stored, never applied.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// SwiftUI's `Axis`.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal, vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static let zero = Angle()
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// SwiftUI's `UnitPoint`. Stored, never applied.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit, fill
}

/// SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic, visible, hidden
}

/// SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular

  /// The size class of a UIKit trait collection; `nil` for `.unspecified`.
  public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
    switch uiUserInterfaceSizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    default: return nil
    }
  }
}

extension UIUserInterfaceSizeClass {
  /// The UIKit size class of a SwiftUI one (`nil`: `.unspecified`).
  public init(_ sizeClass: UserInterfaceSizeClass?) {
    switch sizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    case nil: self = .unspecified
    }
  }
}

/// SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  case light, dark
}

/// SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

/// SwiftUI's `Font`. Stored, never applied.
public struct Font: Hashable, Sendable {
  let description: String

  public static let largeTitle = Font(description: "largeTitle")
  public static let title = Font(description: "title")
  public static let title2 = Font(description: "title2")
  public static let title3 = Font(description: "title3")
  public static let headline = Font(description: "headline")
  public static let subheadline = Font(description: "subheadline")
  public static let body = Font(description: "body")
  public static let callout = Font(description: "callout")
  public static let footnote = Font(description: "footnote")
  public static let caption = Font(description: "caption")
  public static let caption2 = Font(description: "caption2")

  /// A system font of `size` points.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(description: "system \(size)")
  }
  /// A system font in `style`.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  { Font(description: "system \(style)") }
  /// A custom font.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(description: "\(name) \(size)")
  }
  /// The font of a UIKit font.
  public init(_ font: UIFont) { description = "\(font)" }
  init(description: String) { self.description = description }

  /// This font, bold.
  public func bold() -> Font { Font(description: description + " bold") }
  /// This font, italic.
  public func italic() -> Font { Font(description: description + " italic") }
  /// This font with `weight`.
  public func weight(_ weight: Weight) -> Font { Font(description: description + " \(weight)") }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    let value: Double
    public static let ultraLight = Weight(value: -0.8)
    public static let thin = Weight(value: -0.6)
    public static let light = Weight(value: -0.4)
    public static let regular = Weight(value: 0)
    public static let medium = Weight(value: 0.23)
    public static let semibold = Weight(value: 0.3)
    public static let bold = Weight(value: 0.4)
    public static let heavy = Weight(value: 0.56)
    public static let black = Weight(value: 0.62)
  }

  /// A font design.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A text style.
  public enum TextStyle: Hashable, CaseIterable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }
}

/// SwiftUI's `Animation`: stored, never run (orientsim does not model animation timing).
public struct Animation: Hashable, Sendable {
  let description: String
  public static let `default` = Animation(description: "default")
  public static let linear = Animation(description: "linear")
  public static let easeIn = Animation(description: "easeIn")
  public static let easeOut = Animation(description: "easeOut")
  public static let easeInOut = Animation(description: "easeInOut")
  public static let spring = Animation(description: "spring")
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(description: "linear \(duration)")
  }
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(description: "easeIn \(duration)")
  }
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(description: "easeOut \(duration)")
  }
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(description: "easeInOut \(duration)")
  }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
    Animation(description: "spring \(response) \(dampingFraction)")
  }
  /// This animation, delayed (stored).
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(description: description + " delay \(delay)")
  }
}

/// `withAnimation`: runs `body` at once; the animation is not modelled.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{ try body() }

/// SwiftUI's `AnyTransition`: stored, never run.
public struct AnyTransition: Sendable {
  let description: String
  public static let identity = AnyTransition(description: "identity")
  public static let opacity = AnyTransition(description: "opacity")
  public static let scale = AnyTransition(description: "scale")
  public static let slide = AnyTransition(description: "slide")
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(description: "move \(edge)")
  }
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(description: description + " + " + other.description)
  }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

import Foundation

// The styles a screen sets on its controls and the shape styles it fills, tints and backs its
// views with. Every style here is a value that is stored and never applied: nothing is drawn,
// so no style changes what orientsim models. An app's own `ButtonStyle`, `ToggleStyle`,
// `LabelStyle`, `ProgressViewStyle` or `MenuStyle` compiles; its `makeBody(configuration:)` is
// never called.

// MARK: Shape styles

/// SwiftUI's `ShapeStyle`: a color, gradient or material that fills or tints a view. Stored,
/// never drawn.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
  /// This style at `opacity`: stored, never drawn.
  public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

extension Color: ShapeStyle {}

extension Color {
  public static let brown = Color(description: "brown")
  public static let cyan = Color(description: "cyan")
  public static let indigo = Color(description: "indigo")
  public static let mint = Color(description: "mint")
  public static let teal = Color(description: "teal")

  /// A gradient of this color: stored, never drawn.
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { Color.black }
  public static var blue: Color { Color.blue }
  public static var brown: Color { Color.brown }
  public static var clear: Color { Color.clear }
  public static var cyan: Color { Color.cyan }
  public static var gray: Color { Color.gray }
  public static var green: Color { Color.green }
  public static var indigo: Color { Color.indigo }
  public static var mint: Color { Color.mint }
  public static var orange: Color { Color.orange }
  public static var pink: Color { Color.pink }
  public static var purple: Color { Color.purple }
  public static var red: Color { Color.red }
  public static var teal: Color { Color.teal }
  public static var white: Color { Color.white }
  public static var yellow: Color { Color.yellow }
}

/// SwiftUI's `Material`: a blur behind a view. Stored, never drawn.
public struct Material: ShapeStyle, Hashable {
  let name: String
  public static let ultraThin = Material(name: "ultraThin")
  public static let thin = Material(name: "thin")
  public static let regular = Material(name: "regular")
  public static let thick = Material(name: "thick")
  public static let ultraThick = Material(name: "ultraThick")
  public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { Material.bar }
}

/// SwiftUI's `HierarchicalShapeStyle`: the foreground's levels. Stored, never drawn.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}

/// SwiftUI's `ForegroundStyle`: the environment's foreground. Stored, never drawn.
public struct ForegroundStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// SwiftUI's `BackgroundStyle`: the environment's background. Stored, never drawn.
public struct BackgroundStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// SwiftUI's `TintShapeStyle`: the environment's tint. Stored, never drawn.
public struct TintShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// SwiftUI's `AnyShapeStyle`: a shape style, its type erased. Stored, never drawn.
public struct AnyShapeStyle: ShapeStyle {
  let style: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) { self.style = style }
}

/// SwiftUI's `Gradient`: colors at locations. Stored, never drawn.
public struct Gradient: ShapeStyle, Hashable {
  /// A color at a location of a gradient.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]
  public init(stops: [Stop]) { self.stops = stops }
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
  }
}

/// SwiftUI's `AnyGradient`: a color's gradient. Stored, never drawn.
public struct AnyGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  public init(_ gradient: Gradient) { self.gradient = gradient }
}

/// SwiftUI's `LinearGradient`: a shape style and a view. Stored, never drawn.
public struct LinearGradient: ShapeStyle {
  public var gradient: Gradient
  public var startPoint: UnitPoint
  public var endPoint: UnitPoint
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  { LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint) }
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

/// SwiftUI's `RadialGradient`: a shape style and a view. Stored, never drawn.
public struct RadialGradient: ShapeStyle {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startRadius: CGFloat
  public var endRadius: CGFloat
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

/// SwiftUI's `AngularGradient`: a shape style and a view. Stored, never drawn.
public struct AngularGradient: ShapeStyle {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startAngle: Angle
  public var endAngle: Angle
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
  }
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
}

extension LinearGradient: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

extension RadialGradient: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

extension AngularGradient: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

extension Shape {
  /// Fills the shape with `content`: stored, never drawn.
  public func fill<S: ShapeStyle>(_ content: S = .foreground) -> some View { stored("fill") }
}

extension View {
  /// Stored, never drawn.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  { stored("background") }
  /// Stored, never drawn.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    stored("background")
  }
  /// Stored, never drawn.
  public func background<T: Shape>(in shape: T) -> some View { stored("background") }
  /// Stored, never drawn.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    stored("background")
  }
  /// Stored, never drawn.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  { stored("overlay") }
  /// Stored, never drawn.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    stored("overlay")
  }
  /// Stored, never drawn.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    stored("symbolRenderingMode")
  }
  /// Stored, never drawn.
  public func imageScale(_ scale: Image.Scale) -> some View { stored("imageScale") }
  /// Stored, never drawn.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  { stored("foregroundStyle") }
  /// Stored, never drawn.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View { stored("foregroundStyle") }
  /// Stored, never drawn.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    stored("backgroundStyle")
  }
}

// MARK: Buttons

/// SwiftUI's `ButtonRole`: what a button does, for its look. Stored.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
  public static let close = ButtonRole(name: "close")
  public static let confirm = ButtonRole(name: "confirm")
}

/// SwiftUI's `ButtonStyle`: how a button looks and responds when pressed. An app's style
/// compiles; its `makeBody(configuration:)` is never called (nothing is drawn or pressed).
@preconcurrency @MainActor
public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ButtonStyleConfiguration
}

/// SwiftUI's `ButtonStyleConfiguration`: a button's label, never pressed.
public struct ButtonStyleConfiguration {
  /// A button's label, as a style sees it.
  public struct Label {
    let content: AnyView
  }
  public let label: Label
  public let role: ButtonRole?
  /// Always `false`: nothing presses a button.
  public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walker.walk(content) }
}

/// SwiftUI's `PrimitiveButtonStyle`: a button's look and its interaction. An app's style
/// compiles; its `makeBody(configuration:)` is never called.
@preconcurrency @MainActor
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// SwiftUI's `PrimitiveButtonStyleConfiguration`: a button's label and action.
public struct PrimitiveButtonStyleConfiguration {
  /// A button's label, as a style sees it.
  public struct Label {
    let content: AnyView
  }
  public let label: Label
  public let role: ButtonRole?
  let action: @MainActor () -> Void
  /// Runs the button's action.
  @MainActor public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walker.walk(content) }
}

/// The button styles built into SwiftUI: each gives back its label, undecorated (never drawn).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// SwiftUI's `PlainButtonStyle`: stored, never drawn.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// SwiftUI's `BorderlessButtonStyle`: stored, never drawn.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// SwiftUI's `BorderedButtonStyle`: stored, never drawn.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// SwiftUI's `BorderedProminentButtonStyle`: stored, never drawn.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

/// SwiftUI's `ButtonBorderShape`. Stored, never drawn.
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String
  public static let automatic = ButtonBorderShape(name: "automatic")
  public static let capsule = ButtonBorderShape(name: "capsule")
  public static let circle = ButtonBorderShape(name: "circle")
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle \(radius)")
  }
}

/// SwiftUI's `ControlSize`. Stored, never applied.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

// MARK: Other controls' styles

/// SwiftUI's `ListStyle`. Stored, never applied.
public protocol ListStyle {}
/// SwiftUI's `DefaultListStyle`.
public struct DefaultListStyle: ListStyle { public init() {} }
/// SwiftUI's `PlainListStyle`.
public struct PlainListStyle: ListStyle { public init() {} }
/// SwiftUI's `GroupedListStyle`.
public struct GroupedListStyle: ListStyle { public init() {} }
/// SwiftUI's `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// SwiftUI's `InsetListStyle`.
public struct InsetListStyle: ListStyle { public init() {} }
/// SwiftUI's `SidebarListStyle`.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// SwiftUI's `PickerStyle`. Stored, never applied.
public protocol PickerStyle {}
/// SwiftUI's `DefaultPickerStyle`.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// SwiftUI's `WheelPickerStyle`.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// SwiftUI's `InlinePickerStyle`.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// SwiftUI's `NavigationLinkPickerStyle`.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// SwiftUI's `PalettePickerStyle`.
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// SwiftUI's `TextFieldStyle`. Stored, never applied.
public protocol TextFieldStyle {}
/// SwiftUI's `DefaultTextFieldStyle`.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
/// SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// SwiftUI's `ToggleStyle`: how a toggle looks. An app's style compiles; its
/// `makeBody(configuration:)` is never called.
@preconcurrency @MainActor
public protocol ToggleStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ToggleStyleConfiguration
}

/// SwiftUI's `ToggleStyleConfiguration`: a toggle's label and binding.
public struct ToggleStyleConfiguration {
  /// A toggle's label, as a style sees it.
  public struct Label {
    let content: AnyView
  }
  public let label: Label
  @Binding public var isOn: Bool
  public var isMixed: Bool
}

extension ToggleStyleConfiguration.Label: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walker.walk(content) }
}

/// SwiftUI's `DefaultToggleStyle`: gives back its label (never drawn).
public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// SwiftUI's `SwitchToggleStyle`: gives back its label (never drawn).
public struct SwitchToggleStyle: ToggleStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// SwiftUI's `ButtonToggleStyle`: gives back its label (never drawn).
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// SwiftUI's `LabelStyle`: how a label looks. An app's style compiles; its
/// `makeBody(configuration:)` is never called.
@preconcurrency @MainActor
public protocol LabelStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = LabelStyleConfiguration
}

/// SwiftUI's `LabelStyleConfiguration`: a label's title and icon.
public struct LabelStyleConfiguration {
  /// A label's title, as a style sees it.
  public struct Title {
    let content: AnyView
  }
  /// A label's icon, as a style sees it.
  public struct Icon {
    let content: AnyView
  }
  public let title: Title
  public let icon: Icon
}

extension LabelStyleConfiguration.Title: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walker.walk(content) }
}

extension LabelStyleConfiguration.Icon: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walker.walk(content) }
}

/// SwiftUI's `DefaultLabelStyle`: gives back the title (never drawn).
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
/// SwiftUI's `IconOnlyLabelStyle`: gives back the icon (never drawn).
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
/// SwiftUI's `TitleOnlyLabelStyle`: gives back the title (never drawn).
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
/// SwiftUI's `TitleAndIconLabelStyle`: gives back the title (never drawn).
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// SwiftUI's `ProgressViewStyle`: how a progress view looks. An app's style compiles; its
/// `makeBody(configuration:)` is never called.
@preconcurrency @MainActor
public protocol ProgressViewStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ProgressViewStyleConfiguration
}

/// SwiftUI's `ProgressViewStyleConfiguration`: the fraction completed.
public struct ProgressViewStyleConfiguration {
  public let fractionCompleted: Double?
}

/// SwiftUI's `DefaultProgressViewStyle`: nothing drawn.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// SwiftUI's `CircularProgressViewStyle`: nothing drawn.
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// SwiftUI's `LinearProgressViewStyle`: nothing drawn.
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// SwiftUI's `TabViewStyle`. Stored, never applied: a paged tab view walks all its pages.
public protocol TabViewStyle {}
/// SwiftUI's `DefaultTabViewStyle`.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// SwiftUI's `SidebarAdaptableTabViewStyle`.
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
/// SwiftUI's `TabBarOnlyTabViewStyle`.
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }

/// SwiftUI's `PageTabViewStyle`: stored, never applied.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page index shows.
  public struct IndexDisplayMode: Hashable, Sendable {
    let name: String
    public static let automatic = IndexDisplayMode(name: "automatic")
    public static let always = IndexDisplayMode(name: "always")
    public static let never = IndexDisplayMode(name: "never")
  }
  public let indexDisplayMode: IndexDisplayMode
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
    -> PageTabViewStyle
  { PageTabViewStyle(indexDisplayMode: indexDisplayMode) }
}

/// SwiftUI's `IndexViewStyle`. Stored, never applied.
public protocol IndexViewStyle {}

/// SwiftUI's `PageIndexViewStyle`: stored, never drawn.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the index's background shows.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let name: String
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    public static let always = BackgroundDisplayMode(name: "always")
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    public static let never = BackgroundDisplayMode(name: "never")
  }
  public let backgroundDisplayMode: BackgroundDisplayMode
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  { PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode) }
}

/// SwiftUI's `DatePickerStyle`. Stored, never applied.
public protocol DatePickerStyle {}
/// SwiftUI's `DefaultDatePickerStyle`.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// SwiftUI's `CompactDatePickerStyle`.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// SwiftUI's `GraphicalDatePickerStyle`.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// SwiftUI's `WheelDatePickerStyle`.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// SwiftUI's `MenuStyle`: how a menu looks. An app's style compiles; its
/// `makeBody(configuration:)` is never called.
@preconcurrency @MainActor
public protocol MenuStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = MenuStyleConfiguration
}

/// SwiftUI's `MenuStyleConfiguration`: a menu, never opened.
public struct MenuStyleConfiguration {}

/// SwiftUI's `DefaultMenuStyle`: nothing drawn.
public struct DefaultMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// SwiftUI's `ButtonMenuStyle`: nothing drawn.
public struct ButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// SwiftUI's `BorderlessButtonMenuStyle`: nothing drawn.
public struct BorderlessButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension MenuStyle where Self == DefaultMenuStyle {
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// SwiftUI's `FormStyle`. Stored, never applied.
public protocol FormStyle {}
/// SwiftUI's `AutomaticFormStyle`.
public struct AutomaticFormStyle: FormStyle { public init() {} }
/// SwiftUI's `GroupedFormStyle`.
public struct GroupedFormStyle: FormStyle { public init() {} }
/// SwiftUI's `ColumnsFormStyle`.
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// SwiftUI's `ControlGroupStyle`. Stored, never applied.
public protocol ControlGroupStyle {}
/// SwiftUI's `AutomaticControlGroupStyle`.
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
/// SwiftUI's `NavigationControlGroupStyle`.
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
/// SwiftUI's `MenuControlGroupStyle`.
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
/// SwiftUI's `CompactMenuControlGroupStyle`.
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
/// SwiftUI's `PaletteControlGroupStyle`.
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

/// SwiftUI's `NavigationSplitViewStyle`. Stored, never applied: every column is walked.
public protocol NavigationSplitViewStyle {}
/// SwiftUI's `AutomaticNavigationSplitViewStyle`.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// SwiftUI's `BalancedNavigationSplitViewStyle`.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// SwiftUI's `ProminentDetailNavigationSplitViewStyle`.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Stored, never applied: no button is drawn.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { stored("buttonStyle") }
  /// Stored, never applied: no button is drawn.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    stored("buttonStyle")
  }
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    stored("buttonBorderShape")
  }
  public func controlSize(_ controlSize: ControlSize) -> some View { stored("controlSize") }
  public func listStyle<S: ListStyle>(_ style: S) -> some View { stored("listStyle") }
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { stored("pickerStyle") }
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    stored("textFieldStyle")
  }
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { stored("toggleStyle") }
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View { stored("labelStyle") }
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    stored("progressViewStyle")
  }
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { stored("tabViewStyle") }
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    stored("indexViewStyle")
  }
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    stored("datePickerStyle")
  }
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { stored("menuStyle") }
  public func formStyle<S: FormStyle>(_ style: S) -> some View { stored("formStyle") }
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    stored("controlGroupStyle")
  }
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    stored("navigationSplitViewStyle")
  }
  /// Stored, never applied: no label is drawn.
  public func labelsHidden() -> some View { stored("labelsHidden") }
}

/// SwiftUI's `NavigationViewStyle` (deprecated in iOS 16). Stored, never applied.
public protocol NavigationViewStyle {}
/// SwiftUI's `DefaultNavigationViewStyle`.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// SwiftUI's `StackNavigationViewStyle`.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// SwiftUI's `DoubleColumnNavigationViewStyle`.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// SwiftUI's `ColumnNavigationViewStyle`.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// SwiftUI's `SymbolRenderingMode` (iOS 15): how a symbol image's layers are coloured. Stored.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}

import Foundation

// The effects a screen puts around its orientation code: symbol effects, content transitions,
// haptics, keyboard shortcuts, transactions, visual effects, scrolling and safe-area insets,
// and the environment values read beside them. Everything is stored and never applied: nothing
// is drawn, animated, scrolled or felt. The content of a `safeAreaInset` is walked, as it is
// shown with the view.

// MARK: Symbol effects

/// SwiftUI's `SymbolEffect`: an animation of an SF Symbol. Stored, never animated.
public protocol SymbolEffect: Hashable, Sendable {}

/// A symbol effect that runs once when a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// A symbol effect that runs while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A symbol effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// A symbol effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// The options of a symbol effect (direction, layering), stored.
public struct SymbolEffectConfiguration: Hashable, Sendable {
  let options: [String]
  func adding(_ option: String) -> SymbolEffectConfiguration {
    SymbolEffectConfiguration(options: options + [option])
  }
  static let plain = SymbolEffectConfiguration(options: [])
}

/// A symbol effect's stored options, shared by every effect type below.
protocol ConfiguredSymbolEffect: SymbolEffect {
  var configuration: SymbolEffectConfiguration { get }
  init(configuration: SymbolEffectConfiguration)
}

extension ConfiguredSymbolEffect {
  func with(_ option: String) -> Self { Self(configuration: configuration.adding(option)) }
}

/// `bounce`: stored, never animated.
public struct BounceSymbolEffect: ConfiguredSymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect
{
  let configuration: SymbolEffectConfiguration
  init(configuration: SymbolEffectConfiguration) { self.configuration = configuration }
  public var up: BounceSymbolEffect { with("up") }
  public var down: BounceSymbolEffect { with("down") }
  public var byLayer: BounceSymbolEffect { with("byLayer") }
  public var wholeSymbol: BounceSymbolEffect { with("wholeSymbol") }
}

/// `pulse`: stored, never animated.
public struct PulseSymbolEffect: ConfiguredSymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect
{
  let configuration: SymbolEffectConfiguration
  init(configuration: SymbolEffectConfiguration) { self.configuration = configuration }
  public var byLayer: PulseSymbolEffect { with("byLayer") }
  public var wholeSymbol: PulseSymbolEffect { with("wholeSymbol") }
}

/// `variableColor`: stored, never animated.
public struct VariableColorSymbolEffect: ConfiguredSymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect
{
  let configuration: SymbolEffectConfiguration
  init(configuration: SymbolEffectConfiguration) { self.configuration = configuration }
  public var iterative: VariableColorSymbolEffect { with("iterative") }
  public var cumulative: VariableColorSymbolEffect { with("cumulative") }
  public var reversing: VariableColorSymbolEffect { with("reversing") }
  public var nonReversing: VariableColorSymbolEffect { with("nonReversing") }
  public var hideInactiveLayers: VariableColorSymbolEffect { with("hideInactiveLayers") }
  public var dimInactiveLayers: VariableColorSymbolEffect { with("dimInactiveLayers") }
}

/// `scale`: stored, never animated.
public struct ScaleSymbolEffect: ConfiguredSymbolEffect, IndefiniteSymbolEffect {
  let configuration: SymbolEffectConfiguration
  init(configuration: SymbolEffectConfiguration) { self.configuration = configuration }
  public var up: ScaleSymbolEffect { with("up") }
  public var down: ScaleSymbolEffect { with("down") }
  public var byLayer: ScaleSymbolEffect { with("byLayer") }
  public var wholeSymbol: ScaleSymbolEffect { with("wholeSymbol") }
}

/// `appear`: stored, never animated.
public struct AppearSymbolEffect: ConfiguredSymbolEffect, IndefiniteSymbolEffect,
  TransitionSymbolEffect
{
  let configuration: SymbolEffectConfiguration
  init(configuration: SymbolEffectConfiguration) { self.configuration = configuration }
  public var up: AppearSymbolEffect { with("up") }
  public var down: AppearSymbolEffect { with("down") }
  public var byLayer: AppearSymbolEffect { with("byLayer") }
  public var wholeSymbol: AppearSymbolEffect { with("wholeSymbol") }
}

/// `disappear`: stored, never animated.
public struct DisappearSymbolEffect: ConfiguredSymbolEffect, IndefiniteSymbolEffect,
  TransitionSymbolEffect
{
  let configuration: SymbolEffectConfiguration
  init(configuration: SymbolEffectConfiguration) { self.configuration = configuration }
  public var up: DisappearSymbolEffect { with("up") }
  public var down: DisappearSymbolEffect { with("down") }
  public var byLayer: DisappearSymbolEffect { with("byLayer") }
  public var wholeSymbol: DisappearSymbolEffect { with("wholeSymbol") }
}

/// `replace`: stored, never animated.
public struct ReplaceSymbolEffect: ConfiguredSymbolEffect, ContentTransitionSymbolEffect {
  let configuration: SymbolEffectConfiguration
  init(configuration: SymbolEffectConfiguration) { self.configuration = configuration }
  public var downUp: ReplaceSymbolEffect { with("downUp") }
  public var upUp: ReplaceSymbolEffect { with("upUp") }
  public var offUp: ReplaceSymbolEffect { with("offUp") }
  public var byLayer: ReplaceSymbolEffect { with("byLayer") }
  public var wholeSymbol: ReplaceSymbolEffect { with("wholeSymbol") }
}

/// `wiggle`: stored, never animated.
public struct WiggleSymbolEffect: ConfiguredSymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect
{
  let configuration: SymbolEffectConfiguration
  init(configuration: SymbolEffectConfiguration) { self.configuration = configuration }
  public var left: WiggleSymbolEffect { with("left") }
  public var right: WiggleSymbolEffect { with("right") }
  public var up: WiggleSymbolEffect { with("up") }
  public var down: WiggleSymbolEffect { with("down") }
  public var forward: WiggleSymbolEffect { with("forward") }
  public var backward: WiggleSymbolEffect { with("backward") }
  public var clockwise: WiggleSymbolEffect { with("clockwise") }
  public var counterClockwise: WiggleSymbolEffect { with("counterClockwise") }
  public var byLayer: WiggleSymbolEffect { with("byLayer") }
  public var wholeSymbol: WiggleSymbolEffect { with("wholeSymbol") }
  public func custom(angle: Angle) -> WiggleSymbolEffect { with("angle \(angle.degrees)") }
}

/// `rotate`: stored, never animated.
public struct RotateSymbolEffect: ConfiguredSymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect
{
  let configuration: SymbolEffectConfiguration
  init(configuration: SymbolEffectConfiguration) { self.configuration = configuration }
  public var clockwise: RotateSymbolEffect { with("clockwise") }
  public var counterClockwise: RotateSymbolEffect { with("counterClockwise") }
  public var byLayer: RotateSymbolEffect { with("byLayer") }
  public var wholeSymbol: RotateSymbolEffect { with("wholeSymbol") }
}

/// `breathe`: stored, never animated.
public struct BreatheSymbolEffect: ConfiguredSymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect
{
  let configuration: SymbolEffectConfiguration
  init(configuration: SymbolEffectConfiguration) { self.configuration = configuration }
  public var plain: BreatheSymbolEffect { with("plain") }
  public var pulse: BreatheSymbolEffect { with("pulse") }
  public var byLayer: BreatheSymbolEffect { with("byLayer") }
  public var wholeSymbol: BreatheSymbolEffect { with("wholeSymbol") }
}

/// The system's choice of effect: stored, never animated.
public struct AutomaticSymbolEffect: ConfiguredSymbolEffect, ContentTransitionSymbolEffect {
  let configuration: SymbolEffectConfiguration
  init(configuration: SymbolEffectConfiguration) { self.configuration = configuration }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect(configuration: .plain) }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect(configuration: .plain) }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect {
    VariableColorSymbolEffect(configuration: .plain)
  }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(configuration: .plain) }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  public static var appear: AppearSymbolEffect { AppearSymbolEffect(configuration: .plain) }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect {
    DisappearSymbolEffect(configuration: .plain)
  }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration: .plain) }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(configuration: .plain) }
}
extension SymbolEffect where Self == RotateSymbolEffect {
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect(configuration: .plain) }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(configuration: .plain) }
}
extension SymbolEffect where Self == AutomaticSymbolEffect {
  public static var automatic: AutomaticSymbolEffect {
    AutomaticSymbolEffect(configuration: .plain)
  }
}

/// SwiftUI's `SymbolEffectOptions`: how often and how fast an effect runs. Stored.
public struct SymbolEffectOptions: Hashable, Sendable {
  let options: [String]

  public static let `default` = SymbolEffectOptions(options: [])
  public static let repeating = SymbolEffectOptions(options: ["repeating"])
  public static let nonRepeating = SymbolEffectOptions(options: ["nonRepeating"])
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(options: ["repeat \(count)"])
  }
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions(options: ["repeat \(behavior.description)"])
  }
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(options: ["speed \(speed)"])
  }
  public var repeating: SymbolEffectOptions {
    SymbolEffectOptions(options: options + ["repeating"])
  }
  public var nonRepeating: SymbolEffectOptions {
    SymbolEffectOptions(options: options + ["nonRepeating"])
  }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(options: options + ["repeat \(count)"])
  }
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions(options: options + ["repeat \(behavior.description)"])
  }
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(options: options + ["speed \(speed)"])
  }

  /// How an effect repeats.
  public struct RepeatBehavior: Hashable, Sendable {
    let description: String
    public static let continuous = RepeatBehavior(description: "continuous")
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(description: "periodic \(count ?? 0) \(delay ?? 0)")
    }
    public static func periodic(delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(description: "periodic \(delay ?? 0)")
    }
  }
}

extension View {
  /// Stored, never animated.
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { stored("symbolEffect") }

  /// Stored, never animated.
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { stored("symbolEffect") }

  /// Stored, never applied.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    stored("symbolEffectsRemoved")
  }
}

// MARK: Content transitions

/// SwiftUI's `ContentTransition`: how a view's content changes. Stored, never animated.
public struct ContentTransition: Hashable, Sendable {
  let description: String
  public static let identity = ContentTransition(description: "identity")
  public static let opacity = ContentTransition(description: "opacity")
  public static let interpolate = ContentTransition(description: "interpolate")
  public static let symbolEffect = ContentTransition(description: "symbolEffect")
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(description: "numericText \(countsDown)")
  }
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(description: "numericText \(value)")
  }
  public static func symbolEffect<T: ContentTransitionSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition { ContentTransition(description: "symbolEffect \(effect)") }
}

extension View {
  /// Stored, never animated.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    stored("contentTransition")
  }
}

// MARK: Haptics

/// SwiftUI's `SensoryFeedback`: a haptic or sound. Stored, never played.
public struct SensoryFeedback: Hashable, Sendable {
  let description: String

  public static let success = SensoryFeedback(description: "success")
  public static let warning = SensoryFeedback(description: "warning")
  public static let error = SensoryFeedback(description: "error")
  public static let selection = SensoryFeedback(description: "selection")
  public static let increase = SensoryFeedback(description: "increase")
  public static let decrease = SensoryFeedback(description: "decrease")
  public static let start = SensoryFeedback(description: "start")
  public static let stop = SensoryFeedback(description: "stop")
  public static let alignment = SensoryFeedback(description: "alignment")
  public static let levelChange = SensoryFeedback(description: "levelChange")
  public static let pathComplete = SensoryFeedback(description: "pathComplete")
  public static let impact = SensoryFeedback(description: "impact")
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(description: "impact \(weight.description) \(intensity)")
  }
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(description: "impact \(flexibility.description) \(intensity)")
  }

  /// The weight of an impact.
  public struct Weight: Hashable, Sendable {
    let description: String
    public static let light = Weight(description: "light")
    public static let medium = Weight(description: "medium")
    public static let heavy = Weight(description: "heavy")
  }

  /// The flexibility of an impact.
  public struct Flexibility: Hashable, Sendable {
    let description: String
    public static let rigid = Flexibility(description: "rigid")
    public static let solid = Flexibility(description: "solid")
    public static let soft = Flexibility(description: "soft")
  }
}

extension View {
  /// Stored, never played: no value is seen to change.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    stored("sensoryFeedback")
  }

  /// Stored, never played: no value is seen to change.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View { stored("sensoryFeedback") }

  /// Stored, never played: no value is seen to change.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View { stored("sensoryFeedback") }

  /// Stored, never played: no value is seen to change.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping () -> SensoryFeedback?
  ) -> some View { stored("sensoryFeedback") }
}

// MARK: Keyboard shortcuts

/// SwiftUI's `KeyEquivalent`: a key, as a character.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character.
  public var character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent("\r")
}

/// SwiftUI's `EventModifiers`: the modifier keys of a shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
  public static let control = EventModifiers(rawValue: 4)
  public static let option = EventModifiers(rawValue: 8)
  public static let command = EventModifiers(rawValue: 16)
  public static let numericPad = EventModifiers(rawValue: 32)
  public static let function = EventModifiers(rawValue: 64)
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad, .function,
  ]
}

/// SwiftUI's `KeyboardShortcut`: a key with its modifiers. Stored; no key is pressed.
public struct KeyboardShortcut: Hashable, Sendable {
  public var key: KeyEquivalent
  public var modifiers: EventModifiers
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
  /// Stored: no key is pressed.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  { stored("keyboardShortcut") }

  /// Stored: no key is pressed.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    stored("keyboardShortcut")
  }
}

// MARK: Transactions and animation

/// SwiftUI's `Transaction`: the animation of a change. Stored, never run.
public struct Transaction: Sendable {
  public var animation: Animation?
  public var disablesAnimations = false
  public var isContinuous = false
  public init() {}
  public init(animation: Animation?) { self.animation = animation }
}

/// `withTransaction`: runs `body` at once; the transaction is not modelled.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{ try body() }

/// `withTransaction`: runs `body` at once; the transaction is not modelled.
@MainActor
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R { try body() }

/// `withAnimation` with a completion: runs `body`, then `completion`, at once (no animation).
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

/// SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

extension View {
  /// Stored, never run.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    stored("transaction")
  }
  /// Stored, never run.
  public func transaction(
    value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View { stored("transaction") }
}

extension Animation {
  public static let bouncy = Animation(description: "bouncy")
  public static let smooth = Animation(description: "smooth")
  public static let snappy = Animation(description: "snappy")
  public static let interactiveSpring = Animation(description: "interactiveSpring")
  public static let interpolatingSpring = Animation(description: "interpolatingSpring")
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(description: "bouncy \(duration) \(extraBounce)")
  }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(description: "smooth \(duration) \(extraBounce)")
  }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(description: "snappy \(duration) \(extraBounce)")
  }
  public static func spring(response: Double, dampingFraction: Double, blendDuration: TimeInterval)
    -> Animation
  { Animation(description: "spring \(response) \(dampingFraction) \(blendDuration)") }
  @_disfavoredOverload
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation { Animation(description: "spring \(duration) \(bounce) \(blendDuration)") }
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    Animation(description: "interactiveSpring \(response) \(dampingFraction) \(blendDuration)")
  }
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(description: "interpolatingSpring \(mass) \(stiffness) \(damping) \(initialVelocity)")
  }
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(description: "interpolatingSpring \(duration) \(bounce) \(initialVelocity)")
  }
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { Animation(description: "timingCurve \(p1x) \(p1y) \(p2x) \(p2y) \(duration)") }
  /// This animation, repeated for ever (stored).
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(description: description + " repeatForever \(autoreverses)")
  }
  /// This animation, repeated (stored).
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(description: description + " repeat \(repeatCount) \(autoreverses)")
  }
  /// This animation at `speed` (stored).
  public func speed(_ speed: Double) -> Animation {
    Animation(description: description + " speed \(speed)")
  }
}

extension AnyTransition {
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(description: "scale \(scale)")
  }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(description: "asymmetric \(insertion.description) \(removal.description)")
  }
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(description: "push \(edge)")
  }
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(description: "offset \(offset)")
  }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition(description: "offset \(x) \(y)")
  }
}

// MARK: Visual effects

/// SwiftUI's `BlendMode`. Stored, never applied.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop
  case destinationOver, destinationOut, plusDarker, plusLighter
}

/// SwiftUI's `ColorRenderingMode`. Stored, never applied.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

/// SwiftUI's `ProjectionTransform`: a 3×3 matrix, stored, never applied.
public struct ProjectionTransform: Hashable, Sendable {
  public var m11: CGFloat = 1
  public var m12: CGFloat = 0
  public var m13: CGFloat = 0
  public var m21: CGFloat = 0
  public var m22: CGFloat = 1
  public var m23: CGFloat = 0
  public var m31: CGFloat = 0
  public var m32: CGFloat = 0
  public var m33: CGFloat = 1
  public init() {}
  public init(_ m: CGAffineTransform) {
    m11 = m.a
    m12 = m.b
    m21 = m.c
    m22 = m.d
    m31 = m.tx
    m32 = m.ty
  }
  public var isIdentity: Bool { self == ProjectionTransform() }
}

/// SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
  public static let privacy = RedactionReasons(rawValue: 2)
  public static let invalidated = RedactionReasons(rawValue: 4)
}

extension View {
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { stored("blur") }
  public func brightness(_ amount: Double) -> some View { stored("brightness") }
  public func contrast(_ amount: Double) -> some View { stored("contrast") }
  public func saturation(_ amount: Double) -> some View { stored("saturation") }
  public func grayscale(_ amount: Double) -> some View { stored("grayscale") }
  public func hueRotation(_ angle: Angle) -> some View { stored("hueRotation") }
  public func colorInvert() -> some View { stored("colorInvert") }
  public func colorMultiply(_ color: Color) -> some View { stored("colorMultiply") }
  public func blendMode(_ blendMode: BlendMode) -> some View { stored("blendMode") }
  public func compositingGroup() -> some View { stored("compositingGroup") }
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  { stored("drawingGroup") }
  /// Stored: the mask is not built.
  public func mask<Mask: View>(_ mask: Mask) -> some View { stored("mask") }
  /// Stored: the mask is not built.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  { stored("mask") }
  /// Stored, never drawn (a `Color` border; other shape styles are not declared here).
  public func border(_ content: Color, width: CGFloat = 1) -> some View { stored("border") }
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View { stored("rotation3DEffect") }
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    stored("projectionEffect")
  }
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    stored("transformEffect")
  }
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center)
    -> some View
  { stored("scaleEffect") }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    stored("scaleEffect")
  }
  public func redacted(reason: RedactionReasons) -> some View { stored("redacted") }
  public func unredacted() -> some View { stored("unredacted") }
  public func shadow(color: Color, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
    stored("shadow")
  }
}

// MARK: Geometry, safe area and scrolling

/// `safeAreaInset(edge:…)`: the view, then the inset's content, both walked.
struct SafeAreaInsetModifier<Inset: View>: PrimitiveModifier {
  let inset: Inset

  func walk<Content: View>(_ content: Content, _ walker: inout ViewWalker) {
    walker.walk(content)
    walker.walk(inset)
  }
}

/// SwiftUI's `ScrollIndicatorVisibility`. Stored.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// SwiftUI's `ScrollDismissesKeyboardMode`. Stored.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// SwiftUI's `ScrollTargetBehavior`: where a scroll view stops. Stored; nothing scrolls.
public protocol ScrollTargetBehavior {}

/// `paging`: stored; nothing scrolls.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  public init() {}
}

/// `viewAligned`: stored; nothing scrolls.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  public init(limitBehavior: LimitBehavior = .automatic) {}

  /// How far one swipe may scroll.
  public struct LimitBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = LimitBehavior(name: "automatic")
    public static let always = LimitBehavior(name: "always")
    public static let never = LimitBehavior(name: "never")
    public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
    public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

extension View {
  /// Stored, never run: no geometry changes (nothing is laid out).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View { stored("onGeometryChange") }

  /// Stored, never run: no geometry changes (nothing is laid out).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View { stored("onGeometryChange") }

  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  { stored("containerRelativeFrame") }
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View { stored("containerRelativeFrame") }
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View { stored("containerRelativeFrame") }

  /// The inset's content is walked after the view's; the inset is not laid out.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { modifier(SafeAreaInsetModifier(inset: content())) }

  /// The inset's content is walked after the view's; the inset is not laid out.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { modifier(SafeAreaInsetModifier(inset: content())) }

  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    stored("safeAreaPadding")
  }
  public func safeAreaPadding(_ length: CGFloat) -> some View { stored("safeAreaPadding") }
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { stored("safeAreaPadding") }

  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View { stored("scrollIndicators") }
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    stored("scrollTargetBehavior")
  }
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    stored("scrollTargetLayout")
  }
  /// Stored: nothing scrolls, so the binding keeps what the code set.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  { stored("scrollPosition") }
  public func scrollDisabled(_ disabled: Bool) -> some View { stored("scrollDisabled") }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    stored("scrollDismissesKeyboard")
  }
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    stored("scrollClipDisabled")
  }
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    stored("defaultScrollAnchor")
  }
  public func coordinateSpace<T: Hashable>(name: T) -> some View { stored("coordinateSpace") }
  /// Stored (iOS 17's `.named(_:)` form); every coordinate space is the view's own here.
  public func coordinateSpace(_ name: CoordinateSpace) -> some View { stored("coordinateSpace") }
}

// MARK: Appearance, type size and URLs

/// SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}

/// SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  /// Whether the mode is `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

/// SwiftUI's `OpenURLAction`: opening a URL. Calling the default action opens nothing and
/// records nothing; an app's own handler runs.
public struct OpenURLAction {
  let handler: (URL) -> Result

  /// An action that runs `handler`.
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }

  /// Runs the handler (the default handler discards the URL).
  public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Runs the handler, then `completion` with whether the URL was handled.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    switch handler(url).kind {
    case .handled, .systemAction: completion(true)
    case .discarded: completion(false)
    }
  }

  /// What a handler did with a URL.
  public struct Result: Sendable {
    enum Kind: Sendable { case handled, discarded, systemAction }
    let kind: Kind
    public static let handled = Result(kind: .handled)
    public static let discarded = Result(kind: .discarded)
    public static let systemAction = Result(kind: .systemAction)
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction) }
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}
private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}
private struct LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}
private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { .current }
}
private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { .current }
}
private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .current }
}
private struct DisplayScaleKey: EnvironmentKey {
  static var defaultValue: CGFloat { 1 }
}
private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}
private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}
private struct RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
  /// Opens nothing unless an ancestor set a handler of the app's own.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
  /// `.large`, unless an ancestor set another.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  /// `.leftToRight`, unless an ancestor set another.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// The process's current locale, unless an ancestor set another.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// The process's current calendar, unless an ancestor set another.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
  /// The process's current time zone, unless an ancestor set another.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
  /// The scale of the hosting controller's traits (the harness device's) in the tree it
  /// built; 1 elsewhere.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// `nil` (no list is edited), unless an ancestor set a binding.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
  /// `true`, unless an ancestor set another (`disabled(_:)` is stored and does not).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// Empty, unless an ancestor set reasons (`redacted(reason:)` is stored and does not).
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
  /// `false`: no view is presented from SwiftUI here.
  public var isPresented: Bool { false }
  /// `false`: no search is modelled.
  public var isSearching: Bool { false }
}

extension View {
  /// Stored, not passed down: ``EnvironmentValues/colorScheme`` stays `.light`.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    stored("preferredColorScheme")
  }
  /// Sets ``EnvironmentValues/colorScheme`` for this view's tree.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }
  /// Sets ``EnvironmentValues/dynamicTypeSize`` for this view's tree.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }
  /// Stored: the environment's size is not clamped.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize { stored("dynamicTypeSize") }
  /// Stored, never run: no URL is opened into the app.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    stored("onOpenURL")
  }
  /// Stored, never started.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> some View { stored("task") }
}

// MARK: Animatable data

/// SwiftUI's `VectorArithmetic`: a value an animation could interpolate. Nothing is
/// interpolated here.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// SwiftUI's `EmptyAnimatableData`: nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    lhs
  }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    lhs
  }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// SwiftUI's `AnimatablePair`: two animatable values. Stored, never interpolated.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// SwiftUI's `Animatable`: a type whose ``animatableData`` an animation would interpolate.
/// Nothing is animated here: the data is read and written only by app code.
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// SwiftUI's `AnimatableModifier` (deprecated in iOS 17): a modifier with animatable data.
public protocol AnimatableModifier: Animatable, ViewModifier {}

import Foundation

// The controls and containers of the screens around an app's orientation code: a settings form
// with pickers and sliders, a split view whose detail locks the orientation, a grid of
// thumbnails, a tab view. As in Views.swift, nothing is laid out, drawn or edited: bindings
// are stored, and a hosting controller's build walks what SwiftUI shows at first (a control's
// label, a container's content), so an `onAppear` there runs. What SwiftUI shows only after a
// tap (a menu's items, a collapsed disclosure group's content) is not walked.

/// A built-in view whose parts are walked in order.
protocol PartsView: PrimitiveView {
  var parts: [AnyView] { get }
}

extension PartsView {
  func walk(_ walker: inout ViewWalker) {
    for part in parts { walker.walk(part) }
  }
}

// MARK: Text input

/// SwiftUI's `TextField`: its label is walked, its text binding stored; nothing is typed.
public struct TextField<Label: View> {
  let text: Binding<String>?
  let parts: [AnyView]
}

extension TextField {
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    parts = [AnyView(label())]
  }
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.text = text
    parts = [AnyView(label())]
  }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.text = text
    parts = [AnyView(Text(titleKey))]
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(titleKey, text: text)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(titleKey, text: text)
  }
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.text = text
    parts = [AnyView(Text(title))]
  }
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
  }
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(title, text: text)
  }
  /// The editing callbacks are stored, never called.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) { self.init(titleKey, text: text) }
  /// The editing callbacks are stored, never called.
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) { self.init(title, text: text) }
  /// A field of a formatted value; the value's binding is stored, never written.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    text = nil
    parts = [AnyView(Text(titleKey))]
  }
  /// A field of a formatted value; the value's binding is stored, never written.
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    text = nil
    parts = [AnyView(Text(title))]
  }
  /// A field of a value shown by `formatter`; the value's binding is stored, never written.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    text = nil
    parts = [AnyView(Text(titleKey))]
  }
}

/// SwiftUI's `SecureField`: its label is walked, its text binding stored; nothing is typed.
public struct SecureField<Label: View> {
  let text: Binding<String>
  let parts: [AnyView]
}

extension SecureField {
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    parts = [AnyView(label())]
  }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.text = text
    parts = [AnyView(Text(titleKey))]
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(titleKey, text: text)
  }
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.text = text
    parts = [AnyView(Text(title))]
  }
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }
}

/// SwiftUI's `TextEditor`: its text binding stored; nothing is typed or drawn.
public struct TextEditor {
  let text: Binding<String>
  public init(text: Binding<String>) { self.text = text }
}

// MARK: Choosing values

/// SwiftUI's `Picker`: its label and its options are walked (as a segmented, inline or wheel
/// picker shows them); the selection binding is stored, never changed by the picker.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>
  let parts: [AnyView]
}

extension Picker {
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    parts = [AnyView(label()), AnyView(content())]
  }
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    parts = [AnyView(label), AnyView(content())]
  }
}

extension Picker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    parts = [AnyView(Text(titleKey)), AnyView(content())]
  }
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    parts = [AnyView(Text(title)), AnyView(content())]
  }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    parts = [AnyView(SwiftUI.Label(titleKey, systemImage: systemImage)), AnyView(content())]
  }
}

/// SwiftUI's `Slider`: its labels are walked, its value binding stored; nothing slides, so
/// `onEditingChanged` is never called.
public struct Slider<Label: View, ValueLabel: View> {
  let parts: [AnyView]
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { parts = [] }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { parts = [] }
}

extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { parts = [AnyView(label())] }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { parts = [AnyView(label())] }
}

extension Slider {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    parts = [AnyView(label()), AnyView(minimumValueLabel()), AnyView(maximumValueLabel())]
  }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    parts = [AnyView(label()), AnyView(minimumValueLabel()), AnyView(maximumValueLabel())]
  }
  /// The labels given as views (SwiftUI's first form).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    parts = [AnyView(label()), AnyView(minimumValueLabel), AnyView(maximumValueLabel)]
  }
}

extension Slider where Label == EmptyView {
  /// The value labels given as views, without a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    parts = [AnyView(minimumValueLabel), AnyView(maximumValueLabel)]
  }
}

/// SwiftUI's `Stepper`: its label is walked, its binding stored; nothing steps.
public struct Stepper<Label: View> {
  let parts: [AnyView]
}

extension Stepper {
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { parts = [AnyView(label())] }
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) { parts = [AnyView(label())] }
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) { parts = [AnyView(label())] }
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) { parts = [AnyView(label())] }
}

extension Stepper where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { parts = [AnyView(Text(titleKey))] }
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { parts = [AnyView(Text(titleKey))] }
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { parts = [AnyView(Text(titleKey))] }
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { parts = [AnyView(Text(title))] }
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { parts = [AnyView(Text(title))] }
}

/// SwiftUI's `DatePickerComponents`: which parts of a date a picker edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// SwiftUI's `DatePicker`: its label is walked, its selection stored; nothing is picked.
public struct DatePicker<Label: View> {
  /// The parts of a date a picker edits.
  public typealias Components = DatePickerComponents
  let selection: Binding<Date>
  let parts: [AnyView]
}

extension DatePicker {
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    parts = [AnyView(label())]
  }
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) { self.init(selection: selection, displayedComponents: displayedComponents, label: label) }
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) { self.init(selection: selection, displayedComponents: displayedComponents, label: label) }
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) { self.init(selection: selection, displayedComponents: displayedComponents, label: label) }
}

extension DatePicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.selection = selection
    parts = [AnyView(Text(titleKey))]
  }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) { self.init(titleKey, selection: selection, displayedComponents: displayedComponents) }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) { self.init(titleKey, selection: selection, displayedComponents: displayedComponents) }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) { self.init(titleKey, selection: selection, displayedComponents: displayedComponents) }
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.selection = selection
    parts = [AnyView(Text(title))]
  }
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) { self.init(title, selection: selection, displayedComponents: displayedComponents) }
}

/// SwiftUI's `ColorPicker`: its label is walked, its selection stored; nothing is picked.
public struct ColorPicker<Label: View> {
  let selection: Binding<Color>
  let parts: [AnyView]
}

extension ColorPicker {
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    parts = [AnyView(label())]
  }
}

extension ColorPicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.selection = selection
    parts = [AnyView(Text(titleKey))]
  }
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.selection = selection
    parts = [AnyView(Text(title))]
  }
}

// MARK: Buttons, menus and links

extension Button {
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) { self.init(action: action, label: label) }
}

extension Button where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) { self.init(titleKey, action: action) }
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) { self.init(title, action: action) }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) { self.init(titleKey, systemImage: systemImage, action: action) }
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) { self.init(title, systemImage: systemImage, action: action) }
}

extension Label where Title == Text, Icon == Image {
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    content = Text(title)
  }
  public init(_ titleKey: LocalizedStringKey, image name: String) { content = Text(titleKey) }
  public init<S: StringProtocol>(_ title: S, image name: String) { content = Text(title) }
}

extension Toggle where Label == Text {
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { content = Text(title) }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    content = SwiftUI.Label(titleKey, systemImage: systemImage)
  }
}

/// SwiftUI's `Menu`: its label is walked; its items show only when it is tapped, so they are
/// not walked.
public struct Menu<Label: View, Content: View> {
  let label: Label
}

extension Menu {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// The primary action is stored, never run.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) { self.label = label() }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
  }
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    label = Text(title)
  }
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) { label = Text(titleKey) }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) { label = SwiftUI.Label(titleKey, systemImage: systemImage) }
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) { label = SwiftUI.Label(title, systemImage: systemImage) }
}

/// SwiftUI's `Link`: its label is walked; no URL is opened.
public struct Link<Label: View> {
  /// The URL the link would open.
  public let destination: URL
  let label: Label
}

extension Link {
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.destination = destination
    label = Text(titleKey)
  }
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.destination = destination
    label = Text(title)
  }
}

/// The label of a ``ShareLink`` made without one: never drawn.
public struct DefaultShareLinkLabel {}

/// SwiftUI's `ShareLink` of a URL or a string: its label is walked; nothing is shared. (The
/// `Transferable` items and previews of Apple's are not modelled.)
public struct ShareLink<Label: View> {
  let label: Label
}

extension ShareLink {
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) { self.label = label() }
  public init(
    item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) { self.label = label() }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  public init(item: URL, subject: Text? = nil, message: Text? = nil) {
    label = DefaultShareLinkLabel()
  }
  public init(item: String, subject: Text? = nil, message: Text? = nil) {
    label = DefaultShareLinkLabel()
  }
  public init(
    _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
  ) { label = DefaultShareLinkLabel() }
  public init(
    _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
  ) { label = DefaultShareLinkLabel() }
  public init<S: StringProtocol>(
    _ title: S, item: URL, subject: Text? = nil, message: Text? = nil
  ) { label = DefaultShareLinkLabel() }
}

/// SwiftUI's `EditButton`: never drawn or tapped.
public struct EditButton {
  public init() {}
}

// MARK: Grouping controls

/// SwiftUI's `DisclosureGroup`: its label is walked, and its content when the group is
/// expanded at the build (collapsed when made without `isExpanded:`).
public struct DisclosureGroup<Label: View, Content: View> {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
}

extension DisclosureGroup {
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    isExpanded = nil
  }
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    label = Text(titleKey)
    self.content = content
    isExpanded = nil
  }
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    label = Text(titleKey)
    self.content = content
    self.isExpanded = isExpanded
  }
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    label = Text(title)
    self.content = content
    isExpanded = nil
  }
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    label = Text(title)
    self.content = content
    self.isExpanded = isExpanded
  }
}

/// The content and label of a labelled ``ControlGroup``.
public struct LabeledControlGroupContent<Content: View, Label: View> {
  let content: Content
  let label: Label
}

/// SwiftUI's `ControlGroup`: its content, walked.
public struct ControlGroup<Content: View> {
  let content: Content
}

extension ControlGroup {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    self.content = LabeledControlGroupContent(content: content(), label: label())
  }
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.content = LabeledControlGroupContent(content: content(), label: Text(titleKey))
  }
}

/// SwiftUI's `LabeledContent`: its label and content, walked.
public struct LabeledContent<Label: View, Content: View> {
  let label: Label
  let content: Content
}

extension LabeledContent {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }
}

extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    label = Text(title)
    self.content = content()
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    label = Text(titleKey)
    content = Text(value)
  }
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    label = Text(title)
    content = Text(value)
  }
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    label = Text(titleKey)
    content = Text(format.format(value))
  }
}

/// SwiftUI's `ContentUnavailableView`: its label, description and actions, walked.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
  let label: Label
  let description: Description
  let actions: Actions
}

extension ContentUnavailableView {
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
    @ViewBuilder actions: () -> Actions
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
}

extension ContentUnavailableView where Actions == EmptyView {
  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
    self.label = label()
    self.description = description()
    actions = EmptyView()
  }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
    description = EmptyView()
    actions = EmptyView()
  }
}

extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    label = SwiftUI.Label(titleKey, systemImage: name)
    self.description = description
    actions = EmptyView()
  }
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    label = SwiftUI.Label(title, systemImage: name)
    self.description = description
    actions = EmptyView()
  }
  /// The view of a search without results.
  public static var search: Self {
    Self(
      "No Results", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
  /// The view of a search for `text` without results.
  public static func search(text: String) -> Self {
    Self(
      "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

// MARK: Images and fitting

/// SwiftUI's `AsyncImagePhase`: where an image's load is. Here every load stays `.empty`.
public enum AsyncImagePhase {
  case empty
  case success(Image)
  case failure(any Error)

  /// The loaded image: `nil`, as nothing loads.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  /// The load's error.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// SwiftUI's `AsyncImage`: nothing is loaded, so it shows its placeholder (or its content for
/// the `.empty` phase), which is walked.
public struct AsyncImage<Content: View> {
  /// The URL that would be loaded.
  public let url: URL?
  let content: Content?
}

extension AsyncImage where Content == Image {
  /// Shows nothing: no image is loaded and the default placeholder is not drawn.
  public init(url: URL?, scale: CGFloat = 1) {
    self.url = url
    content = nil
  }
}

extension AsyncImage {
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    self.content = _ConditionalContent(storage: .falseContent(placeholder()))
  }
  public init(
    url: URL?, scale: CGFloat = 1,
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.content = content(.empty)
  }
}

/// The views of a ``TupleView``, one at a time.
@MainActor
protocol ChildViews {
  func walkFirst(_ walker: inout ViewWalker)
}

extension TupleView: ChildViews {
  func walkFirst(_ walker: inout ViewWalker) { children.first?(&walker) }
}

/// SwiftUI's `ViewThatFits`: nothing is measured, so its first view is taken as the one that
/// fits and only it is walked.
public struct ViewThatFits<Content: View> {
  let content: Content
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

// MARK: Grids

/// SwiftUI's `GridItem`: a grid column's or row's size, stored; nothing is laid out.
public struct GridItem: Hashable, Sendable {
  /// How big a column or row is.
  public enum Size: Hashable, Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: Size
  public var spacing: CGFloat?
  public var alignment: Alignment?
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// SwiftUI's `PinnedScrollableViews`: stored.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// SwiftUI's `LazyVGrid`: its content, all of it walked, not laid out.
public struct LazyVGrid<Content: View> {
  /// The columns.
  public let columns: [GridItem]
  let content: Content
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.content = content()
  }
}

/// SwiftUI's `LazyHGrid`: its content, all of it walked, not laid out.
public struct LazyHGrid<Content: View> {
  /// The rows.
  public let rows: [GridItem]
  let content: Content
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.content = content()
  }
}

/// SwiftUI's `Grid`: its content, walked, not laid out.
public struct Grid<Content: View> {
  let content: Content
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) { self.content = content() }
}

/// SwiftUI's `GridRow`: its content, walked, not laid out.
public struct GridRow<Content: View> {
  let content: Content
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension View {
  public func gridCellColumns(_ count: Int) -> some View { stored("gridCellColumns") }
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    stored("gridColumnAlignment")
  }
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { stored("gridCellAnchor") }
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    stored("gridCellUnsizedAxes")
  }
}

// MARK: Navigation

/// SwiftUI's `NavigationSplitViewVisibility`: which columns show. Stored; every column is
/// walked.
public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// SwiftUI's `NavigationSplitViewColumn`: a column of a split view. Stored.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let name: String
  public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
  public static let content = NavigationSplitViewColumn(name: "content")
  public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// SwiftUI's `NavigationSplitView`: its sidebar, content and detail columns, all walked (as a
/// regular-width screen shows them); the column visibility is stored, never changed.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
}

extension NavigationSplitView {
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    columnVisibility = nil
  }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    self.columnVisibility = columnVisibility
  }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
  }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = EmptyView()
    self.detail = detail()
    columnVisibility = nil
  }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    content = EmptyView()
    self.detail = detail()
    self.columnVisibility = columnVisibility
  }
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) { self.init(sidebar: sidebar, detail: detail) }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) { self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail) }
}

extension View {
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    stored("navigationSplitViewColumnWidth")
  }
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View { stored("navigationSplitViewColumnWidth") }
}

/// SwiftUI's `NavigationPath`: the values pushed on a navigation stack, held. No destination
/// is shown for them.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]
  public init() { elements = [] }
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }
  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

extension NavigationStack {
  /// A stack over `path`: its root is walked; the path's destinations are never shown.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
    content = root()
  }
  /// A stack over `path`: its root is walked; the path's destinations are never shown.
  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Content)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  { content = root() }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`: its label is walked; nothing is pushed.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { content = label() }
}

extension NavigationLink where Label == Text, Destination == Never {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { content = Text(titleKey) }
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { content = Text(title) }
}

extension NavigationLink where Label == Text {
  public init<S: StringProtocol>(_ title: S, destination: Destination) { content = Text(title) }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    content = Text(titleKey)
  }
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    content = Text(title)
  }
}

/// SwiftUI's `ScrollViewProxy`: scrolls a reader's scroll view. Nothing scrolls here.
public struct ScrollViewProxy {
  /// Does nothing: nothing is laid out or scrolled.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// SwiftUI's `ScrollViewReader`: its content, walked with a ``ScrollViewProxy`` that does
/// nothing.
public struct ScrollViewReader<Content: View> {
  public var content: (ScrollViewProxy) -> Content
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
}

// MARK: Timelines

/// SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Hashable, Sendable {
  case normal, lowFrequency
}

/// SwiftUI's `TimelineSchedule`: the dates a ``TimelineView`` updates at. Only the first one
/// from a build is used: the view is walked once.
public protocol TimelineSchedule {
  associatedtype Entries: Sequence where Entries.Element == Date
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// SwiftUI's `PeriodicTimelineSchedule`: dates `interval` apart from a start.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = interval
  }

  /// The schedule's dates: from the last one at or before the start asked for (or the
  /// schedule's start, if later), `interval` apart.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: TimeInterval
    public mutating func next() -> Date? {
      defer { upcoming = interval > 0 ? upcoming?.addingTimeInterval(interval) : nil }
      return upcoming
    }
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    guard interval > 0, startDate > start else {
      return Entries(upcoming: start, interval: interval)
    }
    let periods = (startDate.timeIntervalSince(start) / interval).rounded(.down)
    return Entries(upcoming: start.addingTimeInterval(periods * interval), interval: interval)
  }
}

/// SwiftUI's `EveryMinuteTimelineSchedule`: the start of each minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.Entries
  {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return PeriodicTimelineSchedule.Entries(
      upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
  }
}

/// SwiftUI's `AnimationTimelineSchedule`: a date for each frame (or `minimumInterval`).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
  }
  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.Entries
  { PeriodicTimelineSchedule.Entries(upcoming: startDate, interval: minimumInterval ?? 1.0 / 60) }
}

/// SwiftUI's `ExplicitTimelineSchedule`: the dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries
  public init(_ dates: Entries) { self.dates = dates }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  { PeriodicTimelineSchedule(from: startDate, by: interval) }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  { AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused) }
}

extension TimelineSchedule {
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> { ExplicitTimelineSchedule(dates) }
}

/// SwiftUI's `TimelineViewDefaultContext`: the date a ``TimelineView``'s content is made for.
public struct TimelineViewDefaultContext {
  /// How often the view updates.
  public enum Cadence: Comparable, Hashable, Sendable {
    case live, seconds, minutes
  }
  /// The date of the entry the content is made for.
  public let date: Date
  /// Always `.live`.
  public let cadence: Cadence
}

/// SwiftUI's `TimelineView`: walked once, at the hosting controller's build, with the first
/// date of its schedule from the build's wall-clock time; it is never updated.
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
  /// The context of the content.
  public typealias Context = TimelineViewDefaultContext
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content
  public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }
}

// MARK: Lists, sections and tabs

extension List {
  /// A list whose selection is stored, never changed.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// A list whose selection is stored, never changed.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }
}

extension List where SelectionValue == Never {
  /// A row for each element of `data`; all of them are walked.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
  /// A row for each element of `data`; all of them are walked.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }
  /// A row for each number of `data`; all of them are walked.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }
}

extension Section where Parent: View, Footer: View {
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.content = content()
    self.header = AnyView(header())
    self.footer = AnyView(footer())
  }
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.header = AnyView(header)
    self.footer = AnyView(footer)
  }
}

extension Section where Parent: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.content = content()
    self.header = AnyView(header())
  }
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.header = AnyView(header)
  }
}

extension Section where Parent == EmptyView, Footer: View {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.content = content()
    self.footer = AnyView(footer())
  }
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.footer = AnyView(footer)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
    header = AnyView(Text(title))
  }
  /// A collapsible section: its content is walked when `isExpanded` is true at the build.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    header = AnyView(Text(titleKey))
    if !isExpanded.wrappedValue { collapsed = true }
  }
}

/// SwiftUI's `TabRole`: what a tab is for.
public struct TabRole: Hashable, Sendable {
  let name: String
  public static let search = TabRole(name: "search")
}

/// The label of a ``Tab`` made from a title and an image: never drawn.
public struct DefaultTabLabel {}

/// SwiftUI's `Tab` (iOS 18): a tab of a ``TabView``. Here it is a view, so that a tab view's
/// view builder holds it; its content is walked (as every tab's is), its label is not.
public struct Tab<Value: Hashable, Content: View, Label: View> {
  let content: Content
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public init(role: TabRole?, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension Tab where Value == Never {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
  }
}

extension Tab where Value == Never, Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Tab where Label == DefaultTabLabel {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Tab where Label == EmptyView {
  public init(value: Value, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension Tab {
  public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) { self.content = content() }
}

/// SwiftUI's `TabSection`: its tabs, walked.
public struct TabSection<Content: View> {
  let content: Content
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension View {
  /// Stored, never drawn: the tab bar is not modelled.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { stored("tabItem") }
  public func badge(_ count: Int) -> some View { stored("badge") }
  public func badge(_ label: Text?) -> some View { stored("badge") }
  public func badge(_ key: LocalizedStringKey?) -> some View { stored("badge") }
  public func badge<S: StringProtocol>(_ label: S?) -> some View { stored("badge") }
}

// MARK: Walks

extension TextField: View, PartsView {}
extension SecureField: View, PartsView {}
extension Picker: View, PartsView {}
extension Slider: View, PartsView {}
extension Stepper: View, PartsView {}
extension DatePicker: View, PartsView {}
extension ColorPicker: View, PartsView {}

extension TextEditor: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

extension EditButton: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

extension DefaultShareLinkLabel: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

extension DefaultTabLabel: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {}
}

extension Menu: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walker.walk(label) }
}

extension Link: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walker.walk(label) }
}

extension ShareLink: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walker.walk(label) }
}

extension DisclosureGroup: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    walker.walk(label)
    if isExpanded?.wrappedValue == true { walker.walk(content()) }
  }
}

extension LabeledControlGroupContent: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    walker.walk(label)
    walker.walk(content)
  }
}

extension LabeledContent: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    walker.walk(label)
    walker.walk(content)
  }
}

extension ContentUnavailableView: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    walker.walk(label)
    walker.walk(description)
    walker.walk(actions)
  }
}

extension AsyncImage: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    if let content { walker.walk(content) }
  }
}

extension ViewThatFits: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    if let children = content as? any ChildViews {
      children.walkFirst(&walker)
    } else {
      walker.walk(content)
    }
  }
}

extension NavigationSplitView: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    walker.walk(sidebar)
    walker.walk(content)
    walker.walk(detail)
  }
}

extension ScrollViewReader: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walker.walk(content(ScrollViewProxy())) }
}

extension TimelineView: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    let now = Date()
    var entries = schedule.entries(from: now, mode: .normal).makeIterator()
    walker.walk(content(TimelineViewDefaultContext(date: entries.next() ?? now, cadence: .live)))
  }
}

extension ControlGroup: View, ContentContainer {}
extension LazyVGrid: View, ContentContainer {}
extension LazyHGrid: View, ContentContainer {}
extension Grid: View, ContentContainer {}
extension GridRow: View, ContentContainer {}
extension Tab: View, ContentContainer {}
extension TabSection: View, ContentContainer {}

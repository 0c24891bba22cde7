import Foundation

// SwiftUI's presentations: alerts, confirmation dialogs, action sheets, sheets, covers,
// popovers and navigation destinations, with the sheet's detents and backgrounds. None is
// presented here: each is stored, and its content closure is never called, so the content is
// not built and an `onAppear` inside it never runs (as in SwiftUI, until the presentation
// shows). Present a `UIViewController` from UIKit code to have the engine see a presentation.

/// SwiftUI's `Alert` (the iOS 13 form): its title, message and buttons, stored; never shown.
public struct Alert {
  /// A button of an alert or an action sheet: stored, never tapped.
  public struct Button {
    let label: Text?
    let role: ButtonRole?
    let action: (() -> Void)?

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: nil, role: .cancel, action: action)
    }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }

  /// The title.
  public let title: Text
  /// The message.
  public let message: Text?
  let buttons: [Button]

  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }
}

/// SwiftUI's `ActionSheet`: its title, message and buttons, stored; never shown.
public struct ActionSheet {
  /// A button of an action sheet.
  public typealias Button = Alert.Button
  /// The title.
  public let title: Text
  /// The message.
  public let message: Text?
  let buttons: [Button]
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// SwiftUI's `PresentationDetent`: a height a sheet rests at. Stored, never applied.
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height \(height)")
  }
}

/// SwiftUI's `PresentationAdaptation`: how a presentation adapts to a compact size. Stored.
public struct PresentationAdaptation: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationAdaptation(name: "automatic")
  public static let none = PresentationAdaptation(name: "none")
  public static let popover = PresentationAdaptation(name: "popover")
  public static let sheet = PresentationAdaptation(name: "sheet")
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// SwiftUI's `PresentationBackgroundInteraction`: whether the view behind a sheet takes
/// touches. Stored.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  { PresentationBackgroundInteraction(name: "enabled \(detent.name)") }
}

/// SwiftUI's `PresentationContentInteraction`: what a swipe in a sheet does. Stored.
public struct PresentationContentInteraction: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationContentInteraction(name: "automatic")
  public static let resizes = PresentationContentInteraction(name: "resizes")
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// SwiftUI's `PopoverAttachmentAnchor`: where a popover points. Stored.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
  /// A point of the view's bounds.
  case point(UnitPoint)
}

extension View {
  // MARK: Alerts

  /// Stored, never shown: the actions are not built.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { stored("alert") }
  /// Stored, never shown: the actions are not built.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { stored("alert") }
  /// Stored, never shown: the actions are not built.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { stored("alert") }
  /// Stored, never shown: the actions and message are not built.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { stored("alert") }
  /// Stored, never shown: the actions and message are not built.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { stored("alert") }
  /// Stored, never shown: the actions and message are not built.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { stored("alert") }
  /// Stored, never shown: the actions are not built.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { stored("alert") }
  /// Stored, never shown: the actions are not built.
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { stored("alert") }
  /// Stored, never shown: the actions and message are not built.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { stored("alert") }
  /// Stored, never shown: the actions and message are not built.
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { stored("alert") }
  /// Stored, never shown: the actions are not built.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View { stored("alert") }
  /// Stored, never shown: the actions and message are not built.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View { stored("alert") }
  /// Stored, never shown: the alert is not made.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    stored("alert")
  }
  /// Stored, never shown: the alert is not made.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  { stored("alert") }

  // MARK: Confirmation dialogs and action sheets

  /// Stored, never shown: the actions are not built.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View { stored("confirmationDialog") }
  /// Stored, never shown: the actions are not built.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { stored("confirmationDialog") }
  /// Stored, never shown: the actions are not built.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { stored("confirmationDialog") }
  /// Stored, never shown: the actions and message are not built.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { stored("confirmationDialog") }
  /// Stored, never shown: the actions and message are not built.
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { stored("confirmationDialog") }
  /// Stored, never shown: the actions are not built.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { stored("confirmationDialog") }
  /// Stored, never shown: the actions and message are not built.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { stored("confirmationDialog") }
  /// Stored, never shown: the action sheet is not made.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    stored("actionSheet")
  }
  /// Stored, never shown: the action sheet is not made.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View
  { stored("actionSheet") }

  // MARK: Sheets, covers and popovers

  /// Stored, never shown: the content is not built.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { stored("sheet") }
  /// Stored, never shown: the content is not built.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { stored("fullScreenCover") }
  /// Stored, never shown: the content is not built.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .point(.center),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { stored("popover") }
  /// Stored, never shown: the content is not built.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .point(.center),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { stored("popover") }

  // MARK: A presentation's look

  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    stored("presentationDetents")
  }
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { stored("presentationDetents") }
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    stored("presentationDragIndicator")
  }
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    stored("presentationBackground")
  }
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { stored("presentationBackground") }
  public func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View { stored("presentationBackgroundInteraction") }
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  { stored("presentationContentInteraction") }
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    stored("presentationCornerRadius")
  }
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    stored("presentationCompactAdaptation")
  }
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> some View { stored("presentationCompactAdaptation") }
  /// Stored: nothing is dismissed interactively.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    stored("interactiveDismissDisabled")
  }

  // MARK: Navigation destinations

  /// Stored, never shown: nothing is pushed, so the destination is not built.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { stored("navigationDestination") }
  /// Stored, never shown: nothing is pushed, so the destination is not built.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { stored("navigationDestination") }
  /// Stored, never shown: nothing is pushed, so the destination is not built.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { stored("navigationDestination") }
}

import Foundation

// The modifiers app code puts around its orientation code. `onAppear`, `onDisappear` and
// `onReceive` act when a hosting controller appears and disappears (Hosting.swift); every other
// modifier here is stored and never applied: no layout, drawing, animation or navigation.

/// `onAppear(perform:)`: its action runs when the hosting controller's tree appears.
struct AppearModifier: PrimitiveModifier {
  let action: (@MainActor () -> Void)?
  let disappear: Bool

  func walk<Content: View>(_ content: Content, _ walker: inout ViewWalker) {
    walker.walk(content)
    if let action {
      if disappear { walker.disappear.append(action) } else { walker.appear.append(action) }
    }
  }
}

/// `onReceive(_:perform:)`: subscribed when the tree appears, cancelled when it disappears.
struct ReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
  let publisher: P
  let action: @MainActor (P.Output) -> Void

  func walk<Content: View>(_ content: Content, _ walker: inout ViewWalker) {
    walker.walk(content)
    let publisher = self.publisher
    let action = self.action
    walker.subscriptions.append {
      publisher.sink { value in
        nonisolated(unsafe) let value = value
        if Thread.isMainThread {
          MainActor.assumeIsolated { action(value) }
        } else {
          DispatchQueue.main.async { action(value) }
        }
      }
    }
  }
}

extension View {
  /// Runs `action` when a hosting controller shows this view (``UIHostingController`` says
  /// when); a child's action runs before its parent's.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(AppearModifier(action: action, disappear: false))
  }

  /// Runs `action` when the hosting controller showing this view disappears.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(AppearModifier(action: action, disappear: true))
  }

  /// Runs `action` with each value `publisher` sends while the hosting controller showing this
  /// view is on screen: at once when the value is sent on the main thread (as UIKit's
  /// notifications are), else through the main queue.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(ReceiveModifier(publisher: publisher, action: action))
  }

  /// Stored, never run: no view is rebuilt, so no value is seen to change.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some View
  { stored("onChange") }

  /// Stored, never run: no view is rebuilt, so no value is seen to change.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View { stored("onChange") }

  /// Stored, never run: no view is rebuilt, so no value is seen to change.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { stored("onChange") }

  /// Stored, never started.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View { stored("task") }

  /// Stored, never run: nothing taps.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    stored("onTapGesture")
  }

  // MARK: Layout, stored

  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { stored("frame") }

  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { stored("frame") }

  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    stored("padding")
  }
  public func padding(_ length: CGFloat) -> some View { stored("padding") }
  public func padding(_ insets: EdgeInsets) -> some View { stored("padding") }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { stored("offset") }
  public func offset(_ offset: CGSize) -> some View { stored("offset") }
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { stored("position") }
  public func position(_ position: CGPoint) -> some View { stored("position") }
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    stored("aspectRatio")
  }
  public func scaledToFit() -> some View { stored("scaledToFit") }
  public func scaledToFill() -> some View { stored("scaledToFill") }
  public func fixedSize() -> some View { stored("fixedSize") }
  public func layoutPriority(_ value: Double) -> some View { stored("layoutPriority") }
  public func zIndex(_ value: Double) -> some View { stored("zIndex") }
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  { stored("ignoresSafeArea") }
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    stored("edgesIgnoringSafeArea")
  }

  // MARK: Drawing, stored

  // A color or gradient is both a view and a shape style: as in SwiftUI, the shape-style
  // form (Styles.swift) is chosen for one.
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  { stored("background") }
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { stored("background") }
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  { stored("overlay") }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { stored("overlay") }
  public func foregroundColor(_ color: Color?) -> some View { stored("foregroundColor") }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { stored("foregroundStyle") }
  public func tint(_ tint: Color?) -> some View { stored("tint") }
  public func accentColor(_ accentColor: Color?) -> some View { stored("accentColor") }
  public func font(_ font: Font?) -> some View { stored("font") }
  public func bold(_ isActive: Bool = true) -> some View { stored("bold") }
  public func lineLimit(_ number: Int?) -> some View { stored("lineLimit") }
  public func opacity(_ opacity: Double) -> some View { stored("opacity") }
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    stored("cornerRadius")
  }
  public func clipped(antialiased: Bool = false) -> some View { stored("clipped") }
  public func clipShape<S: Shape>(_ shape: S) -> some View { stored("clipShape") }
  public func shadow(radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
    stored("shadow")
  }
  public func hidden() -> some View { stored("hidden") }
  public func disabled(_ disabled: Bool) -> some View { stored("disabled") }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    stored("rotationEffect")
  }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    stored("scaleEffect")
  }
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    stored("animation")
  }
  public func animation(_ animation: Animation?) -> some View { stored("animation") }
  public func transition(_ transition: AnyTransition) -> some View { stored("transition") }
  public func id<ID: Hashable>(_ id: ID) -> some View { stored("id") }
  public func tag<V: Hashable>(_ tag: V) -> some View { stored("tag") }
  public func contentShape<S: Shape>(_ shape: S) -> some View { stored("contentShape") }

  // MARK: System bars and presentation, stored

  /// Stored, not applied: the status bar is a view controller's (`prefersStatusBarHidden`).
  public func statusBarHidden(_ hidden: Bool = true) -> some View { stored("statusBarHidden") }
  /// Stored, not applied.
  public func statusBar(hidden: Bool) -> some View { stored("statusBar") }
  /// Stored, not applied: the home indicator is a view controller's
  /// (`prefersHomeIndicatorAutoHidden`).
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    stored("persistentSystemOverlays")
  }
  public func navigationTitle(_ title: String) -> some View { stored("navigationTitle") }
  public func navigationTitle(_ title: LocalizedStringKey) -> some View {
    stored("navigationTitle")
  }
  public func navigationBarHidden(_ hidden: Bool) -> some View { stored("navigationBarHidden") }
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    stored("navigationBarBackButtonHidden")
  }
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    stored("navigationViewStyle")
  }
  public func toolbar(_ visibility: Visibility) -> some View { stored("toolbar") }
  /// Stored, never shown: a sheet is not modelled as a presentation.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { stored("sheet") }
  /// Stored, never shown: a full-screen cover is not modelled as a presentation.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { stored("fullScreenCover") }
}

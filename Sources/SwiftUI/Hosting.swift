import Foundation

/// SwiftUI's `UIHostingController`: a face view controller showing a SwiftUI view. The engine
/// rotates, presents and asks it for its masks as any view controller, so a subclass that
/// overrides `supportedInterfaceOrientations`, `prefersStatusBarHidden` or `shouldAutorotate`
/// behaves as SPEC §3 and §5 say.
///
/// Its root view is built once each time the controller appears: at the first
/// `viewDidLayoutSubviews()` after `viewWillAppear(_:)` (or in `viewDidAppear(_:)` if no layout
/// came between), after UIKit's part, the tree of ``rootView`` is walked (an app's views through their `body`, with
/// `GeometryReader` given the view's size and `@Environment` the controller's size classes),
/// the tree's `onReceive` publishers are subscribed, its `onPreferenceChange` actions run with
/// their subtrees' reduced values, and its `onAppear` actions run, innermost first. In `viewDidDisappear(_:)` its `onDisappear` actions run and the subscriptions end.
/// That timing is orientsim's choice: SwiftUI's own comes from its render loop. Nothing is laid
/// out or drawn, and the tree is not rebuilt when state changes or the size changes; a
/// `UIViewControllerRepresentable` in the tree never makes its view controller.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// The root view. Set while the controller is on screen, it is built at the next appearance
  /// (nothing is rebuilt on screen).
  public var rootView: Content
  /// How the controller sizes itself: stored.
  public var sizingOptions: UIHostingControllerSizingOptions = []
  /// The safe-area regions the content respects: stored.
  public var safeAreaRegions: SafeAreaRegions = .all
  private var subscriptions: [AnyCancellable] = []
  private var disappearActions: [@MainActor () -> Void] = []
  /// Whether the controller is appearing and its tree is not built yet.
  private var buildPending = false

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// From an archive: `nil`, as no archive is read.
  public init?(coder: NSCoder, rootView: Content) {
    return nil
  }

  /// From an archive: `nil`, as no archive is read.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The size the root view would fit: the proposed size (nothing is laid out).
  open func sizeThatFits(in size: CGSize) -> CGSize { size }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    buildPending = true
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if buildPending { buildRootView() }
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if buildPending { buildRootView() }
  }

  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    let actions = disappearActions
    disappearActions = []
    subscriptions = []
    for action in actions { action() }
  }

  /// Walks the root view's tree once, subscribes its publishers and runs its `onAppear` actions.
  private func buildRootView() {
    buildPending = false
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = UserInterfaceSizeClass(traitCollection.horizontalSizeClass)
    environment.verticalSizeClass = UserInterfaceSizeClass(traitCollection.verticalSizeClass)
    if traitCollection.displayScale > 0 { environment.displayScale = traitCollection.displayScale }
    var walker = ViewWalker(size: view.bounds.size, environment: environment)
    walker.walk(rootView)
    for hosted in walker.hostedViews {
      hosted.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(hosted)
    }
    subscriptions = walker.subscriptions.map { $0() }
    disappearActions = walker.disappear
    for action in walker.preferenceActions { action() }
    for action in walker.appear { action() }
  }
}

/// SwiftUI's `UIHostingControllerSizingOptions`: stored.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// SwiftUI's `UIViewControllerRepresentable`: a UIKit view controller in a SwiftUI tree. It
/// compiles; orientsim never makes the view controller (a hosting controller's build leaves it
/// out), so present or push such a controller from UIKit code to have the engine see it.
@preconcurrency @MainActor
public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>
  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
  public var body: Never { fatalError("\(Self.self) is a representable without a body") }
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// The context of a ``UIViewControllerRepresentable``'s calls.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The coordinator.
  public let coordinator: Representable.Coordinator
  /// The default environment.
  public var environment: EnvironmentValues { EnvironmentValues() }
  /// An empty transaction: updates are not animated here.
  public var transaction: Transaction { Transaction() }
}

/// SwiftUI's `UIViewRepresentable`: a UIKit view in a SwiftUI tree. It compiles; orientsim never
/// makes the view.
@preconcurrency @MainActor
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
  public var body: Never { fatalError("\(Self.self) is a representable without a body") }
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// The context of a ``UIViewRepresentable``'s calls.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator.
  public let coordinator: Representable.Coordinator
  /// The default environment.
  public var environment: EnvironmentValues { EnvironmentValues() }
  /// An empty transaction: updates are not animated here.
  public var transaction: Transaction { Transaction() }
}

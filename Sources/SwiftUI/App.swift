import Foundation
import OrientationCore

/// SwiftUI's `App`. `@main` on an app compiles: `main()` launches it on a default harness as
/// ``UIKitHarness/launch(app:at:)`` does, runs every pending transition and exits — 0, or 1 with
/// the reason on standard error. A test target has its own entry point: tests launch the app
/// with ``UIKitHarness/launch(app:at:)``.
@preconcurrency @MainActor
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
  init()
}

extension App {
  /// The entry point of an `@main` app: see ``App``.
  public static func main() {
    let harness = UIKitHarness()
    do {
      try harness.launch(app: Self())
      try harness.finish()
    } catch {
      FileHandle.standardError.write(Data("App.main: \(error)\n".utf8))
      exit(1)
    }
  }
}

extension UIKitHarness {
  /// Launches a SwiftUI app as iOS does (SPEC §9.1): the delegate of its
  /// `@UIApplicationDelegateAdaptor` (if it has one) is the app delegate, called as
  /// ``launch(delegate:sceneDelegate:at:)`` calls it, and the content of its first
  /// ``WindowGroup`` is the root view of a ``UIHostingController`` in the window, unless the
  /// delegates showed one.
  ///
  /// ```swift
  /// let harness = UIKitHarness(device: .iphone15, profile: .ios16)
  /// try harness.launch(app: PlayerApp())
  /// ```
  ///
  /// Throws `NoWindowGroup` when the app's body has no `WindowGroup`, and what
  /// ``launch(_:at:)`` throws.
  @discardableResult
  public func launch<A: App>(app: A, at time: TimeInterval = 0) throws -> Simulator {
    for child in Mirror(reflecting: app).children {
      if let adaptor = child.value as? any DelegateAdaptor {
        application.delegate = try adaptor.delegate(of: application)
      }
    }
    guard let content = windowContent(of: app.body) else {
      throw OrientationError(
        name: "NoWindowGroup", reason: "\(A.self)'s body has no WindowGroup to show")
    }
    return try launch(UIHostingController(rootView: content), at: time)
  }
}

/// The content of the first window group in `scene`: a built-in scene tells it, an app's scene
/// through its `body`.
@MainActor
func windowContent<S: Scene>(of scene: S, depth: Int = 0) -> AnyView? {
  if let content = scene as? any SceneContent { return content.firstWindowContent() }
  guard S.Body.self != Never.self, depth < ViewWalker.limit else { return nil }
  return windowContent(of: scene.body, depth: depth + 1)
}

/// SwiftUI's `Scene`: part of an app's interface.
@preconcurrency @MainActor
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene built into this module, which tells its first window's content.
@MainActor
protocol SceneContent {
  func firstWindowContent() -> AnyView?
}

extension Scene {
  /// Stored, never run: no scene phase changes.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some Scene
  { self }
  /// Stored, never run: no scene phase changes.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some Scene { self }
  /// Ignored: the window is the harness device's screen.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
  /// Ignored: the window is the harness device's screen.
  public func defaultSize(_ size: CGSize) -> some Scene { self }
  /// Ignored: the window is resized only by the harness.
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

/// SwiftUI's `WindowResizability`.
public struct WindowResizability: Sendable {
  let name: String
  public static let automatic = WindowResizability(name: "automatic")
  public static let contentSize = WindowResizability(name: "contentSize")
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// SwiftUI's `WindowGroup`: the content of the app's window.
public struct WindowGroup<Content: View> {
  let content: () -> Content
  public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
  public init(id: String, @ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }
  public var body: Never { fatalError("WindowGroup is a built-in scene without a body") }
  @MainActor func firstWindowContent() -> AnyView? { AnyView(content()) }
}

/// Several scenes built by a ``SceneBuilder``.
public struct TupleScene<T> {
  let scenes: [any Scene]
  public var body: Never { fatalError("TupleScene is a built-in scene without a body") }
  @MainActor func firstWindowContent() -> AnyView? {
    for scene in scenes {
      if let content = windowContent(of: scene) { return content }
    }
    return nil
  }
}

extension WindowGroup: Scene, SceneContent {}
extension TupleScene: Scene, SceneContent {}

/// SwiftUI's `SceneBuilder`.
@resultBuilder
public struct SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> TupleScene<(repeat each Content)>
  {
    var scenes: [any Scene] = []
    for scene in repeat each content { scenes.append(scene) }
    return TupleScene(scenes: scenes)
  }
}

/// A ``UIApplicationDelegateAdaptor``, whatever its delegate's type.
@MainActor
protocol DelegateAdaptor {
  func delegate(of application: UIApplication) throws -> any UIApplicationDelegate
}

/// SwiftUI's `UIApplicationDelegateAdaptor`: the app's delegate, of the type given. Reading it
/// gives the application's delegate; when the application has none, a `UIResponder` subclass
/// is made with `init()` and becomes the delegate. An `NSObject` subclass cannot be made
/// through its type here (its `init()` is not `required`): set the delegate first,
/// `UIApplication.shared.delegate = AppDelegate()`, as a test does before launching.
@propertyWrapper @MainActor
public struct UIApplicationDelegateAdaptor<DelegateType: UIApplicationDelegate>: DelegateAdaptor {
  /// The delegate of the type given.
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  /// The application's delegate, made as ``UIApplicationDelegateAdaptor`` says. Stops the
  /// program when it cannot be made.
  public var wrappedValue: DelegateType {
    do {
      guard let delegate = try delegate(of: UIApplication.shared) as? DelegateType else {
        fatalError("the application's delegate is not a \(DelegateType.self)")
      }
      return delegate
    } catch {
      fatalError("\(error)")
    }
  }

  func delegate(of application: UIApplication) throws -> any UIApplicationDelegate {
    if let delegate = application.delegate as? DelegateType { return delegate }
    guard let type = DelegateType.self as? UIResponder.Type,
      let delegate = type.init() as? DelegateType
    else {
      throw OrientationError(
        name: "DelegateNotMade",
        reason:
          "\(DelegateType.self) is not a UIResponder subclass: set UIApplication.shared.delegate = \(DelegateType.self)() before the launch"
      )
    }
    application.delegate = delegate
    return delegate
  }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
  /// Bindings to the delegate's properties.
  public var projectedValue: ObservedObject<DelegateType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

import Foundation
import SpriteKit

/// SpriteKit's SwiftUI `SpriteView`: a scene shown in a view. When a hosting controller builds
/// the tree, the scene is presented in an `SKView` of the hosting view's size, added to the
/// hosting view and resized with it (the scene's `didMove(to:)` runs once, as SpriteKit
/// presents it when the view appears), unless it is already presented; nothing is rendered,
/// and the options are stored. On iOS it comes with
/// `import SpriteKit` beside `import SwiftUI`; here `import SwiftUI` brings it.
public struct SpriteView {
  /// `SpriteView.Options`.
  public struct Options: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let allowsTransparency = Options(rawValue: 1 << 0)
    public static let ignoresSiblingOrder = Options(rawValue: 1 << 1)
    public static let shouldCullNonVisibleNodes = Options(rawValue: 1 << 2)
  }
  /// `SpriteView.DebugOptions`.
  public struct DebugOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let showsDrawCount = DebugOptions(rawValue: 1 << 0)
    public static let showsFields = DebugOptions(rawValue: 1 << 1)
    public static let showsFPS = DebugOptions(rawValue: 1 << 2)
    public static let showsNodeCount = DebugOptions(rawValue: 1 << 3)
    public static let showsPhysics = DebugOptions(rawValue: 1 << 4)
    public static let showsQuadCount = DebugOptions(rawValue: 1 << 5)
  }

  /// The scene.
  public let scene: SKScene
  /// Whether the scene is paused, stored.
  public let isPaused: Bool
  /// The options, stored.
  public let options: Options
  /// The debug options, stored.
  public let debugOptions: DebugOptions

  public init(
    scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false,
    preferredFramesPerSecond: Int = 60, options: Options = [], debugOptions: DebugOptions = [],
    shouldRender: @escaping (TimeInterval) -> Bool = { _ in true }
  ) {
    self.scene = scene
    self.isPaused = isPaused
    self.options = options
    self.debugOptions = debugOptions
  }
}

extension SpriteView: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) {
    guard scene.view == nil else { return }
    let view = SKView(frame: CGRect(origin: .zero, size: walker.size))
    view.ignoresSiblingOrder = options.contains(.ignoresSiblingOrder)
    view.presentScene(scene)
    walker.hostedViews.append(view)
  }
}

/// `SKSceneScaleMode`: how a scene fills its view (used by the point conversions; nothing is
/// drawn).
public enum SKSceneScaleMode: Int, Sendable, Hashable {
  case fill, aspectFill, aspectFit, resizeFill
}

/// `SKScene`: the root of a node tree, presented by an ``SKView``.
///
/// What is modelled: `sceneDidLoad()` runs when the scene is made; presenting it sets its
/// ``view`` and calls `didMove(to:)`, and presenting another scene calls its
/// `willMove(from:)`; `didChangeSize(_:)` runs when ``size`` changes. Its size is what it was
/// made with or set to, except under `resizeFill`, where it follows its view's bounds (at
/// presentation and each layout of the view) as in SpriteKit. No frame loop runs: `update(_:)`,
/// `didEvaluateActions()`, `didSimulatePhysics()` and `didFinishUpdate()` are never called.
@preconcurrency @MainActor
open class SKScene: SKEffectNode {
  /// The scene's size in points; setting another calls `didChangeSize(_:)`.
  open var size: CGSize {
    didSet { if size != oldValue { didChangeSize(oldValue) } }
  }
  /// How the scene fills its view (default `fill`).
  open var scaleMode: SKSceneScaleMode = .fill
  /// Which point of the scene is the view's origin, in unit coordinates (default `(0, 0)`).
  open var anchorPoint: CGPoint = .zero
  /// Stored; nothing is drawn.
  open var backgroundColor = UIColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
  /// The view presenting the scene.
  open internal(set) weak var view: SKView?
  /// The camera node (stored; the point conversions ignore it).
  open weak var camera: SKCameraNode?
  /// The scene's physics world (nothing is simulated).
  public let physicsWorld = SKPhysicsWorld()

  /// A scene of `size`; calls `sceneDidLoad()`.
  public init(size: CGSize) {
    self.size = size
    super.init()
    sceneDidLoad()
  }
  /// A scene of zero size.
  public override convenience init() { self.init(size: .zero) }
  /// Archives are not read: `nil`.
  public required init?(coder aDecoder: NSCoder) { return nil }

  /// Called once, when the scene is made.
  open func sceneDidLoad() {}
  /// Called when `view` presents the scene.
  open func didMove(to view: SKView) {}
  /// Called when `view` stops presenting the scene.
  open func willMove(from view: SKView) {}
  /// Called when ``size`` changes, with the size before.
  open func didChangeSize(_ oldSize: CGSize) {}
  /// Never called: no frame loop runs.
  open func update(_ currentTime: TimeInterval) {}
  /// Never called: no frame loop runs.
  open func didEvaluateActions() {}
  /// Never called: no frame loop runs.
  open func didSimulatePhysics() {}
  /// Never called: no frame loop runs.
  open func didApplyConstraints() {}
  /// Never called: no frame loop runs.
  open func didFinishUpdate() {}

  /// A point of the view's coordinates (origin top left, y down) in the scene's, by the scale
  /// mode, the anchor point and the view's bounds (the camera is ignored); the point itself
  /// when the scene is not presented or either size is empty.
  open func convertPoint(fromView point: CGPoint) -> CGPoint {
    guard let placement else { return point }
    return CGPoint(
      x: (point.x - placement.offset.x) / placement.scale.x - anchorPoint.x * size.width,
      y: (placement.viewHeight - point.y - placement.offset.y) / placement.scale.y
        - anchorPoint.y * size.height)
  }
  /// A point of the scene's coordinates in the view's: the inverse of
  /// ``convertPoint(fromView:)``.
  open func convertPoint(toView point: CGPoint) -> CGPoint {
    guard let placement else { return point }
    return CGPoint(
      x: (point.x + anchorPoint.x * size.width) * placement.scale.x + placement.offset.x,
      y: placement.viewHeight
        - ((point.y + anchorPoint.y * size.height) * placement.scale.y + placement.offset.y))
  }

  /// Where the scene sits in its view: its scale on each axis and the offset of its lower left
  /// corner from the view's, centred as SpriteKit centres a scene that does not fill its view.
  private var placement: (scale: CGPoint, offset: CGPoint, viewHeight: CGFloat)? {
    guard let view, size.width > 0, size.height > 0 else { return nil }
    let bounds = view.bounds.size
    guard bounds.width > 0, bounds.height > 0 else { return nil }
    let (sx, sy) = (bounds.width / size.width, bounds.height / size.height)
    let scale: CGPoint =
      switch scaleMode {
      case .fill: CGPoint(x: sx, y: sy)
      case .aspectFill: CGPoint(x: max(sx, sy), y: max(sx, sy))
      case .aspectFit: CGPoint(x: min(sx, sy), y: min(sx, sy))
      case .resizeFill: CGPoint(x: 1, y: 1)
      }
    let offset = CGPoint(
      x: (bounds.width - size.width * scale.x) / 2, y: (bounds.height - size.height * scale.y) / 2)
    return (scale, offset, bounds.height)
  }

  override var contentRect: CGRect? {
    CGRect(
      x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width,
      height: size.height)
  }
  override func makeCopy() -> SKNode {
    let scene = SKScene(size: size)
    scene.scaleMode = scaleMode
    scene.anchorPoint = anchorPoint
    scene.backgroundColor = backgroundColor
    return scene
  }
}

/// `SKView`: a view that presents a scene; nothing is rendered (see ``SKScene`` for what
/// presenting does). Its display options are stored and read back.
@preconcurrency @MainActor
open class SKView: UIView {
  /// The scene presented.
  open var scene: SKScene? { presented }
  private var presented: SKScene?
  /// Stored; nothing runs either way.
  open var isPaused = false
  /// Stored; nothing is drawn.
  open var ignoresSiblingOrder = false
  /// Stored; nothing is drawn.
  open var showsFPS = false
  /// Stored; nothing is drawn.
  open var showsNodeCount = false
  /// Stored; nothing is drawn.
  open var showsDrawCount = false
  /// Stored; nothing is drawn.
  open var showsQuadCount = false
  /// Stored; nothing is drawn.
  open var showsPhysics = false
  /// Stored; nothing is drawn.
  open var showsFields = false
  /// Stored; no frame is rendered.
  open var preferredFramesPerSecond = 60
  /// Stored; nothing is drawn.
  open var allowsTransparency = false
  /// Stored; nothing is drawn.
  open var shouldCullNonVisibleNodes = true
  /// Stored; nothing is rendered.
  open var isAsynchronous = true

  /// Presents `scene` at once: the scene presented before gets `willMove(from:)` and loses its
  /// view, then `scene` gets this view (under `resizeFill`, its bounds' size) and
  /// `didMove(to:)`. Presenting the scene already presented, or `nil` again, does nothing.
  open func presentScene(_ scene: SKScene?) {
    guard scene !== presented else { return }
    if let old = presented {
      old.willMove(from: self)
      old.view = nil
    }
    presented = scene
    guard let scene else { return }
    scene.view = self
    if scene.scaleMode == .resizeFill { scene.size = bounds.size }
    scene.didMove(to: self)
  }
  /// Presents `scene` at once, as ``presentScene(_:)``: no transition is shown.
  open func presentScene(_ scene: SKScene, transition: SKTransition) { presentScene(scene) }
  /// `nil`: nothing is rendered.
  open func texture(from node: SKNode) -> SKTexture? { nil }
  /// `nil`: nothing is rendered.
  open func texture(from node: SKNode, crop: CGRect) -> SKTexture? { nil }
  /// `point` of the view in `scene`'s coordinates (``SKScene/convertPoint(fromView:)``).
  open func convert(_ point: CGPoint, to scene: SKScene) -> CGPoint {
    scene.convertPoint(fromView: point)
  }
  /// `point` of `scene` in the view's coordinates (``SKScene/convertPoint(toView:)``).
  open func convert(_ point: CGPoint, from scene: SKScene) -> CGPoint {
    scene.convertPoint(toView: point)
  }

  /// Under `resizeFill`, the presented scene takes the view's new size, as in SpriteKit.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let scene = presented, scene.scaleMode == .resizeFill, scene.size != bounds.size {
      scene.size = bounds.size
    }
  }
}

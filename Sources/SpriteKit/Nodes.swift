/// `SKBlendMode`: how a node's colours would be blended (stored; nothing is drawn).
public enum SKBlendMode: Int, Sendable, Hashable {
  case alpha, add, subtract, multiply, multiplyX2, screen, replace, multiplyAlpha
}

/// `SKColor`: `UIColor`, as on iOS.
public typealias SKColor = UIColor

/// `SKEffectNode`: its effect settings stored; no effect is applied.
@preconcurrency @MainActor
open class SKEffectNode: SKNode {
  /// Stored; no effect is applied.
  open var shouldEnableEffects = false
  /// Stored; nothing is rasterized.
  open var shouldRasterize = false
  /// Stored; nothing is drawn.
  open var blendMode: SKBlendMode = .alpha

  override func makeCopy() -> SKNode {
    let node = SKEffectNode()
    node.shouldEnableEffects = shouldEnableEffects
    node.shouldRasterize = shouldRasterize
    node.blendMode = blendMode
    return node
  }
}

/// `SKSpriteNode`: a textured or coloured rectangle, stored; nothing is drawn. Its frame is its
/// size around its anchor point.
@preconcurrency @MainActor
open class SKSpriteNode: SKNode {
  /// The texture.
  open var texture: SKTexture?
  /// The size in points.
  open var size: CGSize
  /// The colour.
  open var color: UIColor
  /// How much the colour tints the texture (stored).
  open var colorBlendFactor: CGFloat = 0
  /// Which point of the sprite is its position, in unit coordinates (default `(0.5, 0.5)`).
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// Stored; nothing is drawn.
  open var blendMode: SKBlendMode = .alpha
  /// Stored; nothing is drawn.
  open var normalTexture: SKTexture?

  /// A sprite of `texture`, `color` and `size`.
  public init(texture: SKTexture?, color: UIColor, size: CGSize) {
    self.texture = texture
    self.color = color
    self.size = size
    super.init()
  }
  /// Archives are not read: `nil`.
  public required init?(coder aDecoder: NSCoder) { return nil }
  /// An empty sprite: no texture, clear, of zero size.
  public override convenience init() {
    self.init(texture: nil, color: UIColor(white: 0, alpha: 0), size: .zero)
  }
  /// A sprite of `texture`, of the texture's size, white.
  public convenience init(texture: SKTexture?) {
    self.init(texture: texture, color: UIColor(white: 1, alpha: 1), size: texture?.size() ?? .zero)
  }
  /// A sprite of `texture` at `size`, white.
  public convenience init(texture: SKTexture?, size: CGSize) {
    self.init(texture: texture, color: UIColor(white: 1, alpha: 1), size: size)
  }
  /// A sprite of the image named `name`: its texture has a zero size (images are not read).
  public convenience init(imageNamed name: String) {
    self.init(texture: SKTexture(imageNamed: name))
  }
  /// An untextured sprite of `color` and `size`.
  public convenience init(color: UIColor, size: CGSize) {
    self.init(texture: nil, color: color, size: size)
  }

  /// Sets the size to `size` (the scales are unchanged).
  open func scale(to size: CGSize) { self.size = size }

  override var contentRect: CGRect? {
    CGRect(
      x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width,
      height: size.height)
  }
  override func makeCopy() -> SKNode {
    let node = SKSpriteNode(texture: texture, color: color, size: size)
    node.colorBlendFactor = colorBlendFactor
    node.anchorPoint = anchorPoint
    node.blendMode = blendMode
    node.normalTexture = normalTexture
    return node
  }
}

/// `SKLabelHorizontalAlignmentMode`.
public enum SKLabelHorizontalAlignmentMode: Int, Sendable, Hashable {
  case center, left, right
}

/// `SKLabelVerticalAlignmentMode`.
public enum SKLabelVerticalAlignmentMode: Int, Sendable, Hashable {
  case baseline, center, top, bottom
}

/// `SKLabelNode`: its text and font stored; the text is not measured, so its frame is empty, at
/// its position.
@preconcurrency @MainActor
open class SKLabelNode: SKNode {
  /// The text.
  open var text: String?
  /// The font's name (default SpriteKit's, `HelveticaNeue-UltraLight`).
  open var fontName: String? = "HelveticaNeue-UltraLight"
  /// The font size in points (default 32).
  open var fontSize: CGFloat = 32
  /// The text colour (default white).
  open var fontColor: UIColor? = UIColor(white: 1, alpha: 1)
  /// Stored; nothing is drawn.
  open var color: UIColor?
  /// Stored; nothing is drawn.
  open var colorBlendFactor: CGFloat = 0
  /// Stored; nothing is drawn.
  open var blendMode: SKBlendMode = .alpha
  /// Stored (default `center`).
  open var horizontalAlignmentMode: SKLabelHorizontalAlignmentMode = .center
  /// Stored (default `baseline`).
  open var verticalAlignmentMode: SKLabelVerticalAlignmentMode = .baseline
  /// Stored (default 1); the text is not laid out.
  open var numberOfLines = 1
  /// Stored; the text is not laid out.
  open var preferredMaxLayoutWidth: CGFloat = 0

  /// A label showing `text`.
  public convenience init(text: String?) {
    self.init()
    self.text = text
  }
  /// A label in the font named `fontName`.
  public convenience init(fontNamed fontName: String?) {
    self.init()
    self.fontName = fontName
  }

  override func makeCopy() -> SKNode {
    let node = SKLabelNode(text: text)
    node.fontName = fontName
    node.fontSize = fontSize
    node.fontColor = fontColor
    node.color = color
    node.colorBlendFactor = colorBlendFactor
    node.blendMode = blendMode
    node.horizontalAlignmentMode = horizontalAlignmentMode
    node.verticalAlignmentMode = verticalAlignmentMode
    node.numberOfLines = numberOfLines
    node.preferredMaxLayoutWidth = preferredMaxLayoutWidth
    return node
  }
}

/// `SKShapeNode`: a rectangle, rounded rectangle, circle or ellipse, its colours stored; its
/// frame is the shape's bounding rectangle (a path's bounding box, for a shape made from one).
@preconcurrency @MainActor
open class SKShapeNode: SKNode {
  /// Stored (default clear); nothing is drawn.
  open var fillColor = UIColor(white: 0, alpha: 0)
  /// Stored (default white); nothing is drawn.
  open var strokeColor = UIColor(white: 1, alpha: 1)
  /// Stored (default 1).
  open var lineWidth: CGFloat = 1
  /// Stored.
  open var glowWidth: CGFloat = 0
  /// Stored.
  open var isAntialiased = true
  /// Stored; nothing is drawn.
  open var fillTexture: SKTexture?
  /// Stored; nothing is drawn.
  open var blendMode: SKBlendMode = .alpha
  /// The shape's bounding rectangle in the node's coordinates.
  var bounds: CGRect?
  /// The path, stored; setting it makes its bounding box the shape's frame. Nothing is drawn.
  open var path: CGPath? {
    didSet { bounds = path.map(\.boundingBox) }
  }

  /// A shape of `path`.
  public convenience init(path: CGPath) {
    self.init()
    self.path = path
    bounds = path.boundingBox
  }
  /// A shape of `path`, centred on the node's position when `centered` is true.
  public convenience init(path: CGPath, centered: Bool) {
    self.init(path: path)
    if centered, let box = bounds {
      bounds = CGRect(
        x: -box.width / 2, y: -box.height / 2, width: box.width, height: box.height)
    }
  }

  /// A rectangle of `size`, centred on the node's position.
  public convenience init(rectOf size: CGSize) {
    self.init(rectOf: size, cornerRadius: 0)
  }
  /// A rounded rectangle of `size`, centred on the node's position.
  public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) {
    self.init()
    bounds = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
  }
  /// The rectangle `rect`, in the node's coordinates.
  public convenience init(rect: CGRect) {
    self.init()
    bounds = rect
  }
  /// The rounded rectangle `rect`, in the node's coordinates.
  public convenience init(rect: CGRect, cornerRadius: CGFloat) {
    self.init(rect: rect)
  }
  /// A circle of `radius` around the node's position.
  public convenience init(circleOfRadius radius: CGFloat) {
    self.init(ellipseOf: CGSize(width: 2 * radius, height: 2 * radius))
  }
  /// An ellipse of `size`, centred on the node's position.
  public convenience init(ellipseOf size: CGSize) {
    self.init(rectOf: size)
  }
  /// The ellipse inscribed in `rect`, in the node's coordinates.
  public convenience init(ellipseIn rect: CGRect) {
    self.init(rect: rect)
  }

  override var contentRect: CGRect? { bounds }
  override func makeCopy() -> SKNode {
    let node = SKShapeNode()
    node.bounds = bounds
    node.fillColor = fillColor
    node.strokeColor = strokeColor
    node.lineWidth = lineWidth
    node.glowWidth = glowWidth
    node.isAntialiased = isAntialiased
    node.fillTexture = fillTexture
    node.blendMode = blendMode
    return node
  }
}

/// `SKCameraNode`: stored as a scene's camera; nothing is rendered through it, and the scene's
/// point conversions ignore it.
@preconcurrency @MainActor
open class SKCameraNode: SKNode {
  /// Whether `node`'s accumulated frame meets the camera's view: the scene's size, scaled by the
  /// camera and centred on its position (in the scene's coordinates).
  open func contains(_ node: SKNode) -> Bool {
    guard let scene = scene ?? node.scene else { return false }
    let size = CGSize(
      width: scene.size.width * abs(xScale), height: scene.size.height * abs(yScale))
    let centre = scene.convert(.zero, from: self)
    let view = CGRect(
      x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width,
      height: size.height)
    let box = node.calculateAccumulatedFrame()
    guard let parent = node.parent else { return view.intersects(box) }
    let a = scene.convert(CGPoint(x: box.minX, y: box.minY), from: parent)
    let b = scene.convert(CGPoint(x: box.maxX, y: box.maxY), from: parent)
    return view.intersects(
      CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y)))
  }
  /// The scene's nodes ``contains(_:)`` accepts.
  open func containedNodeSet() -> Set<SKNode> {
    guard let scene else { return [] }
    return Set(scene.descendants().filter { $0 !== self && contains($0) })
  }

  override func makeCopy() -> SKNode { SKCameraNode() }
}

/// `SKEmitterNode`: its particle settings stored; no particle is emitted.
@preconcurrency @MainActor
open class SKEmitterNode: SKNode {
  /// Stored; no particle is emitted.
  open var particleBirthRate: CGFloat = 0
  /// Stored.
  open var numParticlesToEmit = 0
  /// Stored.
  open var particleLifetime: CGFloat = 0
  /// Stored.
  open var particleLifetimeRange: CGFloat = 0
  /// Stored.
  open var particleTexture: SKTexture?
  /// Stored.
  open var particleColor = UIColor(white: 1, alpha: 1)
  /// Stored.
  open var particleSize: CGSize = .zero
  /// Stored.
  open var particleSpeed: CGFloat = 0
  /// Stored.
  open var particlePositionRange: CGVector = .zero
  /// Stored.
  open var emissionAngle: CGFloat = 0
  /// Stored.
  open var emissionAngleRange: CGFloat = 0
  /// Stored.
  open var particleAlpha: CGFloat = 1
  /// Stored.
  open var particleScale: CGFloat = 1
  /// Stored.
  open var particleBlendMode: SKBlendMode = .alpha
  /// Stored: the node particles would be added to.
  open weak var targetNode: SKNode?

  /// Does nothing: no particle is simulated.
  open func advanceSimulationTime(_ sec: TimeInterval) {}
  /// Does nothing: no particle is simulated.
  open func resetSimulation() {}

  override func makeCopy() -> SKNode {
    let node = SKEmitterNode()
    node.particleBirthRate = particleBirthRate
    node.numParticlesToEmit = numParticlesToEmit
    node.particleLifetime = particleLifetime
    node.particleLifetimeRange = particleLifetimeRange
    node.particleTexture = particleTexture
    node.particleColor = particleColor
    node.particleSize = particleSize
    node.particleSpeed = particleSpeed
    node.particlePositionRange = particlePositionRange
    node.emissionAngle = emissionAngle
    node.emissionAngleRange = emissionAngleRange
    node.particleAlpha = particleAlpha
    node.particleScale = particleScale
    node.particleBlendMode = particleBlendMode
    node.targetNode = targetNode
    return node
  }
}

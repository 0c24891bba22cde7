/// `SKPhysicsBody`: a body's shape and properties, stored; nothing is simulated, so forces and
/// impulses change nothing and no contact is ever made.
open class SKPhysicsBody: NSObject {
  /// Stored (default `true`).
  open var isDynamic = true
  /// Stored (default `true`).
  open var affectedByGravity = true
  /// Stored (default `true`).
  open var allowsRotation = true
  /// Stored.
  open var isResting = false
  /// Stored.
  open var pinned = false
  /// Stored (default every category).
  open var categoryBitMask: UInt32 = 0xFFFF_FFFF
  /// Stored (default none).
  open var contactTestBitMask: UInt32 = 0
  /// Stored (default every category).
  open var collisionBitMask: UInt32 = 0xFFFF_FFFF
  /// Stored (default every category).
  open var fieldBitMask: UInt32 = 0xFFFF_FFFF
  /// Stored (default 1; SpriteKit derives its default from the area).
  open var mass: CGFloat = 1
  /// Stored (default 1).
  open var density: CGFloat = 1
  /// Stored (default 0.2).
  open var friction: CGFloat = 0.2
  /// Stored (default 0.2).
  open var restitution: CGFloat = 0.2
  /// Stored (default 0.1).
  open var linearDamping: CGFloat = 0.1
  /// Stored (default 0.1).
  open var angularDamping: CGFloat = 0.1
  /// Stored: nothing moves the body.
  open var velocity: CGVector = .zero
  /// Stored: nothing turns the body.
  open var angularVelocity: CGFloat = 0
  /// Stored.
  open var usesPreciseCollisionDetection = false
  /// The node whose body this is.
  open internal(set) weak var node: SKNode?

  /// A body of no shape.
  public override init() {}
  /// A circle of `r`.
  public convenience init(circleOfRadius r: CGFloat) { self.init() }
  /// A circle of `r` around `center`.
  public convenience init(circleOfRadius r: CGFloat, center: CGPoint) { self.init() }
  /// A rectangle of `s`.
  public convenience init(rectangleOf s: CGSize) { self.init() }
  /// A rectangle of `s` around `center`.
  public convenience init(rectangleOf s: CGSize, center: CGPoint) { self.init() }
  /// An edge loop around `rect`: a static body (`isDynamic` false).
  public convenience init(edgeLoopFrom rect: CGRect) {
    self.init()
    isDynamic = false
  }
  /// An edge from `p1` to `p2`: a static body.
  public convenience init(edgeFrom p1: CGPoint, to p2: CGPoint) {
    self.init()
    isDynamic = false
  }
  /// The outline of `texture`'s opaque pixels (not read) at `size`.
  public convenience init(texture: SKTexture, size: CGSize) { self.init() }
  /// The outline of `texture`'s pixels above `alphaThreshold` (not read) at `size`.
  public convenience init(texture: SKTexture, alphaThreshold: Float, size: CGSize) { self.init() }
  /// The union of `bodies`.
  public convenience init(bodies: [SKPhysicsBody]) { self.init() }

  /// Does nothing: nothing is simulated.
  open func applyForce(_ force: CGVector) {}
  /// Does nothing: nothing is simulated.
  open func applyForce(_ force: CGVector, at point: CGPoint) {}
  /// Does nothing: nothing is simulated.
  open func applyTorque(_ torque: CGFloat) {}
  /// Does nothing: nothing is simulated.
  open func applyImpulse(_ impulse: CGVector) {}
  /// Does nothing: nothing is simulated.
  open func applyImpulse(_ impulse: CGVector, at point: CGPoint) {}
  /// Does nothing: nothing is simulated.
  open func applyAngularImpulse(_ impulse: CGFloat) {}
  /// Empty: no contact is ever made.
  open func allContactedBodies() -> [SKPhysicsBody] { [] }
}

/// `SKPhysicsContact`: never made here (nothing is simulated); declared so that contact
/// handlers compile.
open class SKPhysicsContact: NSObject {
  /// The first body.
  public let bodyA: SKPhysicsBody
  /// The second body.
  public let bodyB: SKPhysicsBody
  /// The contact point in the scene's coordinates.
  public let contactPoint: CGPoint
  /// The contact's normal.
  public let contactNormal: CGVector
  /// The impulse of the collision.
  public let collisionImpulse: CGFloat

  init(bodyA: SKPhysicsBody, bodyB: SKPhysicsBody) {
    self.bodyA = bodyA
    self.bodyB = bodyB
    contactPoint = .zero
    contactNormal = .zero
    collisionImpulse = 0
  }
}

/// `SKPhysicsContactDelegate`: never called (no contact is ever made). Isolated to the main
/// actor, where a scene conforming to it is, so that such a scene compiles in Swift 6.
@preconcurrency @MainActor
public protocol SKPhysicsContactDelegate: AnyObject {
  /// Never called.
  func didBegin(_ contact: SKPhysicsContact)
  /// Never called.
  func didEnd(_ contact: SKPhysicsContact)
}

extension SKPhysicsContactDelegate {
  public func didBegin(_ contact: SKPhysicsContact) {}
  public func didEnd(_ contact: SKPhysicsContact) {}
}

/// `SKPhysicsWorld`: a scene's gravity, speed and contact delegate, stored; nothing is
/// simulated.
open class SKPhysicsWorld: NSObject {
  /// Stored (default SpriteKit's, `(0, -9.8)`).
  open var gravity = CGVector(dx: 0, dy: -9.8)
  /// Stored (default 1).
  open var speed: CGFloat = 1
  /// Stored; never called.
  open weak var contactDelegate: (any SKPhysicsContactDelegate)?

  override init() {}

  /// `nil`: no body is found (nothing is simulated).
  open func body(at point: CGPoint) -> SKPhysicsBody? { nil }
  /// `nil`: no body is found.
  open func body(in rect: CGRect) -> SKPhysicsBody? { nil }
}

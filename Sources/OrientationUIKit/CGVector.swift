/// `CGVector`, which Foundation on Linux does not have: a two-dimensional vector (a SpriteKit
/// physics world's gravity, a body's velocity, a move by an offset).
public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  /// The zero vector.
  public init() { (dx, dy) = (0, 0) }
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  /// The zero vector.
  public static let zero = CGVector()
}

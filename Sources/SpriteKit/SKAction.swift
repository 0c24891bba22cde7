/// `SKActionTimingMode`.
public enum SKActionTimingMode: Int, Sendable, Hashable {
  case linear, easeIn, easeOut, easeInEaseOut
}

/// `SKAction`: an action made and kept, never run (a node keeps the actions it is asked to run;
/// see `SKNode`). Its ``duration`` is what SpriteKit's would be: a sequence's is the sum, a
/// group's the longest, a repeat's the count times the action's, a forever repeat's infinite.
open class SKAction: NSObject {
  /// The duration in seconds.
  open var duration: TimeInterval
  /// Stored; nothing is animated.
  open var timingMode: SKActionTimingMode = .linear
  /// Stored; nothing is animated.
  open var speed: CGFloat = 1
  /// The actions it is made of (a sequence's or group's; a repeat's one).
  let actions: [SKAction]
  /// The block of `run(_:)` or `customAction(withDuration:actionBlock:)`, kept, never called.
  let block: Any?

  init(duration: TimeInterval, actions: [SKAction] = [], block: Any? = nil) {
    self.duration = duration
    self.actions = actions
    self.block = block
  }
  /// An action that does nothing, instantly.
  public override convenience init() { self.init(duration: 0) }
  /// Action files (`.sks`) are not read: `nil`.
  public convenience init?(named name: String) { return nil }
  /// Action files are not read: `nil`.
  public convenience init?(named name: String, duration sec: TimeInterval) { return nil }

  /// The reverse action: of the same duration.
  open func reversed() -> SKAction {
    let action = SKAction(duration: duration, actions: actions.reversed(), block: block)
    action.timingMode = timingMode
    action.speed = speed
    return action
  }

  private static func lasting(_ sec: TimeInterval) -> SKAction { SKAction(duration: sec) }

  /// Following `path` over `duration`.
  open class func follow(_ path: CGPath, duration: TimeInterval) -> SKAction {
    lasting(duration)
  }
  /// Following `path` over `duration`.
  open class func follow(
    _ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, duration: TimeInterval
  ) -> SKAction { lasting(duration) }
  /// Moving to `location` over `duration`.
  open class func move(to location: CGPoint, duration: TimeInterval) -> SKAction {
    lasting(duration)
  }
  /// Moving by `delta` over `duration`.
  open class func move(by delta: CGVector, duration: TimeInterval) -> SKAction {
    lasting(duration)
  }
  /// Moving by `(deltaX, deltaY)` over `duration`.
  open class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, duration: TimeInterval) -> SKAction {
    lasting(duration)
  }
  /// Moving horizontally to `x` over `duration`.
  open class func moveTo(x: CGFloat, duration: TimeInterval) -> SKAction { lasting(duration) }
  /// Moving vertically to `y` over `duration`.
  open class func moveTo(y: CGFloat, duration: TimeInterval) -> SKAction { lasting(duration) }
  /// Turning by `radians` over `duration`.
  open class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction {
    lasting(duration)
  }
  /// Turning to `radians` over `duration`.
  open class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction {
    lasting(duration)
  }
  /// Scaling to `scale` over `duration`.
  open class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction {
    lasting(duration)
  }
  /// Scaling by `scale` over `duration`.
  open class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction {
    lasting(duration)
  }
  /// Scaling each axis to its value over `duration`.
  open class func scaleX(to xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval)
    -> SKAction
  {
    lasting(duration)
  }
  /// Resizing a sprite to `size` over `duration`.
  open class func resize(toWidth width: CGFloat, height: CGFloat, duration: TimeInterval)
    -> SKAction
  {
    lasting(duration)
  }
  /// Fading in over `duration`.
  open class func fadeIn(withDuration duration: TimeInterval) -> SKAction { lasting(duration) }
  /// Fading out over `duration`.
  open class func fadeOut(withDuration duration: TimeInterval) -> SKAction { lasting(duration) }
  /// Fading to `alpha` over `duration`.
  open class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction {
    lasting(duration)
  }
  /// Fading by `factor` over `duration`.
  open class func fadeAlpha(by factor: CGFloat, duration: TimeInterval) -> SKAction {
    lasting(duration)
  }
  /// Hiding the node, instantly.
  open class func hide() -> SKAction { lasting(0) }
  /// Showing the node, instantly.
  open class func unhide() -> SKAction { lasting(0) }
  /// Tinting a sprite over `duration`.
  open class func colorize(
    with color: UIColor, colorBlendFactor: CGFloat, duration: TimeInterval
  ) -> SKAction {
    lasting(duration)
  }
  /// Waiting `duration`.
  open class func wait(forDuration duration: TimeInterval) -> SKAction { lasting(duration) }
  /// Waiting `duration` on average (the duration is `duration`).
  open class func wait(forDuration duration: TimeInterval, withRange durationRange: TimeInterval)
    -> SKAction
  {
    lasting(duration)
  }
  /// The actions one after the other.
  open class func sequence(_ actions: [SKAction]) -> SKAction {
    SKAction(duration: actions.reduce(0) { $0 + $1.duration }, actions: actions)
  }
  /// The actions together.
  open class func group(_ actions: [SKAction]) -> SKAction {
    SKAction(duration: actions.map(\.duration).max() ?? 0, actions: actions)
  }
  /// `action`, `count` times.
  open class func `repeat`(_ action: SKAction, count: Int) -> SKAction {
    SKAction(duration: action.duration * Double(max(count, 0)), actions: [action])
  }
  /// `action`, again and again.
  open class func repeatForever(_ action: SKAction) -> SKAction {
    SKAction(duration: .infinity, actions: [action])
  }
  /// Removing the node from its parent, instantly.
  open class func removeFromParent() -> SKAction { lasting(0) }
  /// Calling `block`, instantly (never called here: actions do not run).
  open class func run(_ block: @escaping () -> Void) -> SKAction {
    SKAction(duration: 0, block: block)
  }
  /// Calling `block` on `queue`, instantly (never called here).
  open class func run(_ block: @escaping () -> Void, queue: DispatchQueue) -> SKAction {
    SKAction(duration: 0, block: block)
  }
  /// Running `action` on the child named `name`.
  open class func run(_ action: SKAction, onChildWithName name: String) -> SKAction {
    SKAction(duration: action.duration, actions: [action])
  }
  /// Calling `block` with the node and the elapsed time over `duration` (never called here).
  open class func customAction(
    withDuration duration: TimeInterval, actionBlock block: @escaping (SKNode, CGFloat) -> Void
  ) -> SKAction {
    SKAction(duration: duration, block: block)
  }
  /// Playing a sound file: nothing is played; the duration is 0 (the file is not read).
  open class func playSoundFileNamed(_ soundFile: String, waitForCompletion wait: Bool)
    -> SKAction
  {
    lasting(0)
  }
  /// Showing `textures` one after the other, each for `sec`.
  open class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval)
    -> SKAction
  {
    lasting(sec * Double(textures.count))
  }
  /// Showing `textures` one after the other, each for `sec` (`resize` and `restore` stored
  /// nowhere: nothing is shown).
  open class func animate(
    with textures: [SKTexture], timePerFrame sec: TimeInterval, resize: Bool, restore: Bool
  ) -> SKAction {
    lasting(sec * Double(textures.count))
  }
  /// Setting a sprite's texture, instantly.
  open class func setTexture(_ texture: SKTexture) -> SKAction { lasting(0) }
  /// Changing the node's speed to `speed` over `duration`.
  open class func speed(to speed: CGFloat, duration: TimeInterval) -> SKAction {
    lasting(duration)
  }
}

/// `SKTransitionDirection`.
public enum SKTransitionDirection: Int, Sendable, Hashable {
  case up, down, right, left
}

/// `SKTransition`: its duration stored; `SKView.presentScene(_:transition:)` presents at once,
/// showing no transition.
open class SKTransition: NSObject {
  /// The duration in seconds.
  public let duration: TimeInterval
  /// Stored.
  open var pausesIncomingScene = true
  /// Stored.
  open var pausesOutgoingScene = true

  init(duration: TimeInterval) { self.duration = duration }

  /// A cross-fade.
  open class func crossFade(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  /// A fade through black.
  open class func fade(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  /// A fade through `color`.
  open class func fade(with color: UIColor, duration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  /// The new scene pushes the old one out.
  open class func push(with direction: SKTransitionDirection, duration sec: TimeInterval)
    -> SKTransition
  {
    SKTransition(duration: sec)
  }
  /// The old scene moves away, revealing the new one.
  open class func reveal(with direction: SKTransitionDirection, duration sec: TimeInterval)
    -> SKTransition
  {
    SKTransition(duration: sec)
  }
  /// The new scene moves in over the old one.
  open class func moveIn(with direction: SKTransitionDirection, duration sec: TimeInterval)
    -> SKTransition
  {
    SKTransition(duration: sec)
  }
  /// The old scene opens like a doorway.
  open class func doorway(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  /// Doors opening horizontally.
  open class func doorsOpenHorizontal(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  /// Doors opening vertically.
  open class func doorsOpenVertical(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  /// A horizontal flip.
  open class func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
  /// A vertical flip.
  open class func flipVertical(withDuration sec: TimeInterval) -> SKTransition {
    SKTransition(duration: sec)
  }
}

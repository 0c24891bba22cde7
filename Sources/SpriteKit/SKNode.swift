// The `SpriteKit` module on Linux: a compile surface only, so that a game's view controller (its
// orientation code sits next to SpriteKit calls) and its scenes compile unchanged. Nothing is
// rendered, simulated or animated: values set are stored and read back, the node tree really
// is a tree (children, parents, scenes, names), and a presented scene gets its `didMove(to:)`.
// Depend on it only where the system has no SpriteKit: `.product(name: "SpriteKit", package:
// "orientsim", condition: .when(platforms: [.linux]))`. Like SpriteKit on iOS, it re-exports
// UIKit (here, the face).
@_exported import OrientationUIKit

/// `SKNode`: a node of the tree, with its transform, actions and physics body stored. On iOS it
/// is a `UIResponder`; the face's `UIResponder` has a `required init()` that an app's scene
/// with an `init(size:)` of its own could not keep, so here it is a root class with the
/// responder's touch methods (never called: no touch is delivered). Equal means identical.
///
/// Actions are kept, never run: `run(_:)` adds one to the node's list and it stays there until
/// removed (it never finishes, so a completion is never called). The frame of a node is its
/// content's rectangle (see each node class) moved, scaled and turned into its parent's
/// coordinates; a plain node has an empty frame at its position.
@preconcurrency @MainActor
open class SKNode: Hashable {
  /// The node's name (see ``childNode(withName:)``).
  open var name: String?
  /// The position in the parent's coordinates.
  open var position: CGPoint = .zero
  /// The drawing height among siblings (stored; nothing is drawn).
  open var zPosition: CGFloat = 0
  /// The rotation in radians, counterclockwise.
  open var zRotation: CGFloat = 0
  /// The horizontal scale.
  open var xScale: CGFloat = 1
  /// The vertical scale.
  open var yScale: CGFloat = 1
  /// Stored; nothing is drawn.
  open var alpha: CGFloat = 1
  /// Stored; nothing is drawn.
  open var isHidden = false
  /// Stored; no action runs either way.
  open var isPaused = false
  /// Stored; no action runs either way.
  open var speed: CGFloat = 1
  /// Stored; no touch is delivered.
  open var isUserInteractionEnabled = false
  /// The app's values for the node.
  open var userData: NSMutableDictionary?
  /// The physics body (stored; nothing is simulated). Setting it sets the body's `node`.
  open var physicsBody: SKPhysicsBody? {
    didSet {
      if oldValue !== physicsBody { oldValue?.node = nil }
      physicsBody?.node = self
    }
  }
  /// The children, in the order they were added.
  open private(set) var children: [SKNode] = []
  /// The parent.
  open private(set) weak var parent: SKNode?
  /// The scene at the root of the node's tree, if the root is one.
  open var scene: SKScene? {
    var node: SKNode? = self
    while let current = node {
      if let scene = current as? SKScene { return scene }
      node = current.parent
    }
    return nil
  }
  /// GameplayKit's `entity`, declared there (as on iOS); weak.
  nonisolated(unsafe) package weak var entityStorage: AnyObject?
  /// The actions run, by key (the unkeyed ones under `nil`), in the order they were run.
  private var actions: [(key: String?, action: SKAction)] = []

  /// An empty node.
  public init() {}
  /// Archives are not read: this initialiser exists so that subclasses keep SpriteKit's
  /// `required init?(coder:)`; it returns `nil`.
  public required init?(coder aDecoder: NSCoder) { return nil }
  /// Scene files (`.sks`) are not read: `nil`.
  public convenience init?(fileNamed filename: String) { return nil }

  // MARK: The tree

  /// Adds `node` as the last child. As in SpriteKit, a node that has a parent cannot be added.
  open func addChild(_ node: SKNode) { insertChild(node, at: children.count) }
  /// Inserts `node` among the children at `index`.
  open func insertChild(_ node: SKNode, at index: Int) {
    // SpriteKit's own wording, misspelling included.
    precondition(
      node.parent == nil,
      "Attemped to add a SKNode which already has a parent: \(node.name ?? "\(type(of: node))")")
    precondition(node !== self && !inParentHierarchy(node), "A node cannot be its own ancestor")
    children.insert(node, at: index)
    node.parent = self
  }
  /// Removes the node from its parent.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }
  /// Removes every child.
  open func removeAllChildren() {
    for child in children { child.parent = nil }
    children = []
  }
  /// Removes those of `nodes` that are children of this node.
  open func removeChildren(in nodes: [SKNode]) {
    for node in nodes where node.parent === self { node.removeFromParent() }
  }
  /// Moves the node to `parent`, keeping its place in the scene (its position is converted).
  open func move(toParent parent: SKNode) {
    let place = self.parent.map { $0.convert(position, to: parent) } ?? position
    removeFromParent()
    position = place
    parent.addChild(self)
  }
  /// Whether `parent` is this node or one of its ancestors.
  open func inParentHierarchy(_ parent: SKNode) -> Bool {
    var node: SKNode? = self
    while let current = node {
      if current === parent { return true }
      node = current.parent
    }
    return false
  }
  /// Whether `node` is this node.
  open func isEqual(to node: SKNode) -> Bool { node === self }

  /// The first child named `name`; with a `//` prefix (`"//label"`), the first node of that
  /// name among all the descendants, depth first. Other search syntax (`*`, `..`, a path) is not
  /// read: the rest of the string is taken as a plain name.
  open func childNode(withName name: String) -> SKNode? { matching(name).first }
  /// Calls `block` with each node ``childNode(withName:)`` would consider, in order, until it
  /// sets its second argument to `true`.
  open func enumerateChildNodes(
    withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    var stop = ObjCBool(false)
    for node in matching(name) {
      block(node, &stop)
      if stop.boolValue { return }
    }
  }
  /// The nodes ``enumerateChildNodes(withName:using:)`` visits.
  open subscript(name: String) -> [SKNode] { matching(name) }

  private func matching(_ name: String) -> [SKNode] {
    if name.hasPrefix("//") {
      let plain = String(name.dropFirst(2))
      return descendants().filter { $0.name == plain }
    }
    return children.filter { $0.name == name }
  }

  /// Every node below this one, depth first.
  func descendants() -> [SKNode] {
    children.flatMap { [$0] + $0.descendants() }
  }

  // MARK: Actions

  /// Keeps `action`; it never runs (nothing is animated).
  open func run(_ action: SKAction) { actions.append((nil, action)) }
  /// Keeps `action`; it never runs, so `block` is never called.
  open func run(_ action: SKAction, completion block: @escaping () -> Void) {
    actions.append((nil, action))
  }
  /// Keeps `action` under `key`, replacing the one kept there; it never runs.
  open func run(_ action: SKAction, withKey key: String) {
    actions.removeAll { $0.key == key }
    actions.append((key, action))
  }
  /// The action kept under `key`.
  open func action(forKey key: String) -> SKAction? {
    actions.last { $0.key == key }?.action
  }
  /// Whether any action is kept (none ever finishes here).
  open func hasActions() -> Bool { !actions.isEmpty }
  /// Removes the action kept under `key`.
  open func removeAction(forKey key: String) { actions.removeAll { $0.key == key } }
  /// Removes every action.
  open func removeAllActions() { actions = [] }

  // MARK: Geometry

  /// Sets both scales.
  open func setScale(_ scale: CGFloat) { (xScale, yScale) = (scale, scale) }
  /// The content's bounding rectangle in the parent's coordinates (see ``SKNode``).
  open var frame: CGRect {
    guard let content = contentRect else { return CGRect(origin: position, size: .zero) }
    return boundingBox(of: content, through: toParent)
  }
  /// The bounding rectangle of the node's and its descendants' frames, in the parent's
  /// coordinates.
  open func calculateAccumulatedFrame() -> CGRect {
    var box = frame
    for child in children {
      box = box.union(boundingBox(of: child.calculateAccumulatedFrame(), through: toParent))
    }
    return box
  }
  /// Whether `p`, in the parent's coordinates, is inside the node's ``frame``.
  open func contains(_ p: CGPoint) -> Bool { frame.contains(p) }
  /// The deepest descendant, last in tree order, whose frame contains `p` (in this node's
  /// coordinates); this node when none does.
  open func atPoint(_ p: CGPoint) -> SKNode { nodes(at: p).last ?? self }
  /// The descendants whose frames contain `p` (in this node's coordinates), depth first.
  open func nodes(at p: CGPoint) -> [SKNode] {
    descendants().filter { node in
      guard let parent = node.parent else { return false }
      return node.contains(parent.convert(p, from: self))
    }
  }
  /// `point`, in `node`'s coordinates, in this node's (both in one tree).
  open func convert(_ point: CGPoint, from node: SKNode) -> CGPoint {
    fromRoot(node.toRoot(point))
  }
  /// `point`, in this node's coordinates, in `node`'s (both in one tree).
  open func convert(_ point: CGPoint, to node: SKNode) -> CGPoint {
    node.fromRoot(toRoot(point))
  }

  /// The content's rectangle in the node's own coordinates: `nil` for a node with no content.
  var contentRect: CGRect? { nil }

  /// A point of the node's coordinates in the parent's: scaled, turned, then moved.
  func toParent(_ p: CGPoint) -> CGPoint {
    let (x, y) = (p.x * xScale, p.y * yScale)
    let (c, s) = (cos(zRotation), sin(zRotation))
    return CGPoint(x: position.x + x * c - y * s, y: position.y + x * s + y * c)
  }
  /// A point of the parent's coordinates in the node's (a zero scale gives 0 on its axis).
  func fromParent(_ p: CGPoint) -> CGPoint {
    let (x, y) = (p.x - position.x, p.y - position.y)
    let (c, s) = (cos(zRotation), sin(zRotation))
    let (u, v) = (x * c + y * s, -x * s + y * c)
    return CGPoint(x: xScale == 0 ? 0 : u / xScale, y: yScale == 0 ? 0 : v / yScale)
  }
  private func toRoot(_ p: CGPoint) -> CGPoint {
    guard parent != nil else { return p }
    var point = p
    var node: SKNode? = self
    while let current = node, current.parent != nil {
      point = current.toParent(point)
      node = current.parent
    }
    return point
  }
  private func fromRoot(_ p: CGPoint) -> CGPoint {
    guard let parent else { return p }
    return fromParent(parent.fromRoot(p))
  }
  private func boundingBox(of rect: CGRect, through map: (CGPoint) -> CGPoint) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(map)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  // MARK: Copies and touches

  /// A copy of the node and its subtree (actions and physics body are not copied). An app's
  /// subclass is copied as the nearest SpriteKit class unless it overrides `copy()`.
  open func copy() -> Any {
    let node = makeCopy()
    node.name = name
    node.position = position
    node.zPosition = zPosition
    node.zRotation = zRotation
    (node.xScale, node.yScale) = (xScale, yScale)
    node.alpha = alpha
    node.isHidden = isHidden
    node.isPaused = isPaused
    node.speed = speed
    node.isUserInteractionEnabled = isUserInteractionEnabled
    node.userData = userData.flatMap { $0.mutableCopy() as? NSMutableDictionary }
    for child in children {
      if let copy = child.copy() as? SKNode { node.addChild(copy) }
    }
    return node
  }
  /// A new node of the class, with the class's own stored values.
  func makeCopy() -> SKNode { SKNode() }

  /// Never called: no touches are delivered.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Never called: no touches are delivered.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Never called: no touches are delivered.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Never called: no touches are delivered.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  nonisolated public static func == (lhs: SKNode, rhs: SKNode) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UITouch {
  /// The touch's location in `node`'s coordinates: the origin (no touch is ever made here).
  public func location(in node: SKNode) -> CGPoint { .zero }
  /// The touch's previous location in `node`'s coordinates: the origin.
  public func previousLocation(in node: SKNode) -> CGPoint { .zero }
}

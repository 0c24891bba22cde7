// The `GameplayKit` module on Linux: entities and components, state machines, graphs and random
// sources, so that a game's scenes and view controller compile unchanged; what it does is plain
// bookkeeping (a state machine really changes state, an entity really keeps its components),
// with no scene file read and nothing simulated. Depend on it only where the system has no
// GameplayKit: `.product(name: "GameplayKit", package: "orientsim", condition: .when(platforms:
// [.linux]))`. Like Apple's, it re-exports Foundation and not SpriteKit: a file using SpriteKit's
// types imports SpriteKit too.
@_exported import Foundation
import SpriteKit

/// `GKComponent`: a part of an entity's behaviour, updated by its entity.
open class GKComponent: NSObject {
  /// The entity the component is added to.
  open internal(set) weak var entity: GKEntity?
  /// A component in no entity.
  public override init() {}
  /// Archives are not read: `nil`.
  public required init?(coder: NSCoder) { return nil }
  /// Does nothing; override it to update the component.
  open func update(deltaTime seconds: TimeInterval) {}
  /// Called after the component is added to ``entity``.
  open func didAddToEntity() {}
  /// Called before the component is removed from ``entity``.
  open func willRemoveFromEntity() {}
}

/// `GKEntity`: an object made of components, at most one of each class (adding another of a
/// class replaces the one there).
open class GKEntity: NSObject {
  /// The components, in the order they were added.
  open private(set) var components: [GKComponent] = []
  /// An entity with no components.
  public override init() {}
  /// Archives are not read: `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Adds `component`, replacing the one of its class; the component's `didAddToEntity()` runs.
  open func addComponent(_ component: GKComponent) {
    removeComponent(ofClass: type(of: component))
    component.entity = self
    components.append(component)
    component.didAddToEntity()
  }
  /// Removes the component of class `componentClass`; its `willRemoveFromEntity()` runs first.
  open func removeComponent<ComponentType: GKComponent>(ofType componentClass: ComponentType.Type) {
    removeComponent(ofClass: componentClass)
  }
  /// The component of class `componentClass`.
  open func component<ComponentType: GKComponent>(ofType componentClass: ComponentType.Type)
    -> ComponentType?
  {
    components.first { type(of: $0) == componentClass } as? ComponentType
  }
  /// Updates each component, in order.
  open func update(deltaTime seconds: TimeInterval) {
    for component in components { component.update(deltaTime: seconds) }
  }

  private func removeComponent(ofClass componentClass: GKComponent.Type) {
    guard let index = components.firstIndex(where: { type(of: $0) == componentClass }) else {
      return
    }
    let component = components[index]
    component.willRemoveFromEntity()
    components.remove(at: index)
    component.entity = nil
  }
}

/// `GKSKNodeComponent`: a component holding a SpriteKit node; added to an entity, it sets the
/// node's `entity`.
open class GKSKNodeComponent: GKComponent {
  /// The node; a node set in its place gets the component's entity, and the node before loses
  /// it.
  open var node: SKNode {
    didSet {
      if oldValue !== node { oldValue.entity = nil }
      node.entity = entity
    }
  }
  /// A component for `node`.
  public init(node: SKNode) {
    self.node = node
    super.init()
  }
  /// Archives are not read: `nil`.
  public required init?(coder: NSCoder) { return nil }

  open override func didAddToEntity() { node.entity = entity }
  open override func willRemoveFromEntity() { node.entity = nil }
}

extension SKNode {
  /// The GameplayKit entity the node belongs to (weak; set by a `GKSKNodeComponent`).
  nonisolated public var entity: GKEntity? {
    get { entityStorage as? GKEntity }
    set { entityStorage = newValue }
  }
}

/// `GKSceneRootNodeType`: what a `GKScene`'s root node is (an `SKScene`).
public protocol GKSceneRootNodeType: AnyObject {}

extension SKScene: GKSceneRootNodeType {}

/// `GKScene`: a scene's entities and graphs. Scene files are not read, so `init?(fileNamed:)`
/// is `nil`; a scene made with `init()` keeps what is added to it.
open class GKScene: NSObject {
  /// The root node (stored).
  open var rootNode: (any GKSceneRootNodeType)?
  /// The entities, in the order they were added.
  open private(set) var entities: [GKEntity] = []
  /// The graphs, by name.
  open private(set) var graphs: [String: GKGraph] = [:]
  /// An empty scene.
  public override init() {}
  /// Archives are not read: `nil`.
  public required init?(coder: NSCoder) { return nil }
  /// Scene files (`.sks`) are not read: `nil`.
  public convenience init?(fileNamed filename: String) { return nil }
  /// Scene files are not read: `nil`.
  public convenience init?(fileNamed filename: String, rootNode: any GKSceneRootNodeType) {
    return nil
  }

  /// Adds `entity` (once).
  open func addEntity(_ entity: GKEntity) {
    guard !entities.contains(where: { $0 === entity }) else { return }
    entities.append(entity)
  }
  /// Removes `entity`.
  open func removeEntity(_ entity: GKEntity) { entities.removeAll { $0 === entity } }
  /// Adds `graph` under `name`, replacing the graph there.
  open func addGraph(_ graph: GKGraph, name: String) { graphs[name] = graph }
  /// Removes the graph named `name`.
  open func removeGraph(_ name: String) { graphs[name] = nil }
}

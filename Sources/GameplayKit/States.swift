/// `GKState`: a state of a ``GKStateMachine``; subclass it and override what it does on entry,
/// exit and update, and which states may follow it.
open class GKState: NSObject {
  /// The state machine the state belongs to.
  open internal(set) weak var stateMachine: GKStateMachine?
  /// A state in no state machine.
  public override init() {}
  /// Whether the machine may move from this state to one of class `stateClass`: `true` unless
  /// overridden.
  open func isValidNextState(_ stateClass: AnyClass) -> Bool { true }
  /// Called when the machine enters this state, with the state it leaves.
  open func didEnter(from previousState: GKState?) {}
  /// Called when the machine leaves this state, with the state it enters.
  open func willExit(to nextState: GKState) {}
  /// Called by the machine's `update(deltaTime:)` while this is its current state.
  open func update(deltaTime seconds: TimeInterval) {}
}

/// `GKStateMachine`: one state at a time out of its states (one of each class), moved by
/// ``enter(_:)`` when the current state allows it.
open class GKStateMachine: NSObject {
  /// The state the machine is in; `nil` until a state is first entered.
  open private(set) var currentState: GKState?
  private let states: [GKState]

  /// A machine of `states` (the first of each class counts), in none of them.
  public init(states: [GKState]) {
    var seen: Set<ObjectIdentifier> = []
    self.states = states.filter { seen.insert(ObjectIdentifier(type(of: $0))).inserted }
    super.init()
    for state in self.states { state.stateMachine = self }
  }

  /// The machine's state of class `stateClass`.
  open func state<StateType: GKState>(forClass stateClass: StateType.Type) -> StateType? {
    state(ofClass: stateClass) as? StateType
  }
  /// Whether the machine has a state of class `stateClass` and the current state (if any)
  /// accepts it as the next.
  open func canEnterState(_ stateClass: AnyClass) -> Bool {
    guard state(ofClass: stateClass) != nil else { return false }
    return currentState?.isValidNextState(stateClass) ?? true
  }
  /// Moves to the state of class `stateClass` if ``canEnterState(_:)``: the current state's
  /// `willExit(to:)`, then the new one's `didEnter(from:)`. Returns whether it moved.
  @discardableResult
  open func enter(_ stateClass: AnyClass) -> Bool {
    guard canEnterState(stateClass), let next = state(ofClass: stateClass) else { return false }
    let previous = currentState
    previous?.willExit(to: next)
    currentState = next
    next.didEnter(from: previous)
    return true
  }
  /// Updates the current state.
  open func update(deltaTime sec: TimeInterval) { currentState?.update(deltaTime: sec) }

  private func state(ofClass stateClass: AnyClass) -> GKState? {
    states.first { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(stateClass) }
  }
}

/// `GKGraphNode`: a node of a ``GKGraph`` with its connections to others.
open class GKGraphNode: NSObject {
  /// The nodes this one connects to, in the order the connections were made.
  open private(set) var connectedNodes: [GKGraphNode] = []
  /// A node with no connections.
  public override init() {}
  /// Archives are not read: `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Connects to `nodes` (and, when `bidirectional`, them to this one).
  open func addConnections(to nodes: [GKGraphNode], bidirectional: Bool) {
    for node in nodes where node !== self {
      if !connectedNodes.contains(where: { $0 === node }) { connectedNodes.append(node) }
      if bidirectional, !node.connectedNodes.contains(where: { $0 === self }) {
        node.connectedNodes.append(self)
      }
    }
  }
  /// Removes the connections to `nodes` (and, when `bidirectional`, theirs to this one).
  open func removeConnections(to nodes: [GKGraphNode], bidirectional: Bool) {
    for node in nodes {
      connectedNodes.removeAll { $0 === node }
      if bidirectional { node.connectedNodes.removeAll { $0 === self } }
    }
  }
  /// 1 to a connected node: every connection costs the same.
  open func cost(to node: GKGraphNode) -> Float { 1 }
  /// The path with the fewest connections from this node to `goalNode`, both included; empty
  /// when there is none (each connection costs 1, as `cost(to:)` says; an override of
  /// `cost(to:)` is not used here).
  open func findPath(to goalNode: GKGraphNode) -> [GKGraphNode] {
    var previous: [ObjectIdentifier: GKGraphNode] = [ObjectIdentifier(self): self]
    var frontier = [self]
    while !frontier.isEmpty {
      var next: [GKGraphNode] = []
      for node in frontier {
        if node === goalNode {
          var path = [node]
          while let last = path.first, last !== self, let before = previous[ObjectIdentifier(last)]
          {
            path.insert(before, at: 0)
          }
          return path
        }
        for neighbour in node.connectedNodes where previous[ObjectIdentifier(neighbour)] == nil {
          previous[ObjectIdentifier(neighbour)] = node
          next.append(neighbour)
        }
      }
      frontier = next
    }
    return []
  }
}

/// `GKGraph`: a set of ``GKGraphNode``s.
open class GKGraph: NSObject {
  /// The nodes, in the order they were added.
  open private(set) var nodes: [GKGraphNode]?
  /// An empty graph.
  public override init() {}
  /// A graph of `nodes`.
  public init(_ nodes: [GKGraphNode]) { self.nodes = nodes }
  /// Archives are not read: `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Adds `nodes`.
  open func add(_ nodes: [GKGraphNode]) {
    var all = self.nodes ?? []
    for node in nodes where !all.contains(where: { $0 === node }) { all.append(node) }
    self.nodes = all
  }
  /// Removes `nodes` and the connections to them from the graph's other nodes.
  open func remove(_ nodes: [GKGraphNode]) {
    self.nodes?.removeAll { node in nodes.contains { $0 === node } }
    for node in self.nodes ?? [] { node.removeConnections(to: nodes, bidirectional: false) }
  }
  /// The path from `startNode` to `endNode` (``GKGraphNode/findPath(to:)``).
  open func findPath(from startNode: GKGraphNode, to endNode: GKGraphNode) -> [GKGraphNode] {
    startNode.findPath(to: endNode)
  }
}

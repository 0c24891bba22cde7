import OrientationCore
import Yams

/// The view-controller description keys (SPEC §8.3).
///
/// `delegateSupported` is ours: on a navigation or tab bar controller it models a delegate whose
/// `navigationControllerSupportedInterfaceOrientations(_:)` /
/// `tabBarControllerSupportedInterfaceOrientations(_:)` returns that mask (SPEC §3.1 item 4).
extension SceneParser {
  static let viewControllerKeys = [
    "id", "kind", "children", "selected", "supported", "shouldAutorotate", "preferred",
    "legacyCallbacks", "callsSuper", "frame", "setsNeedsUpdateConstraints", "delegateSupported",
    "traitRegistrations", "prefersOrientationLocked", "coordinatorBlocks", "hingeInteraction",
  ]

  /// Overridable methods a `callsSuper` map may name.
  static let superMethods = [
    "viewWillTransition(to:with:)", "willTransition(to:with:)", "traitCollectionDidChange(_:)",
    "willRotate(to:duration:)", "willAnimateRotation(to:duration:)", "didRotate(from:)",
    "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "updateViewConstraints()",
    "viewSafeAreaInsetsDidChange()", "viewDidLoad()", "viewWillAppear(_:)",
    "viewIsAppearing(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    "willMove(toParent:)", "didMove(toParent:)",
  ]

  /// The full selector a `callsSuper` key names: itself, or the method whose base name it is
  /// (`viewWillTransition` → `viewWillTransition(to:with:)`, SPEC §1).
  static func superMethod(named name: String) -> String? {
    superMethods.first { $0 == name || (!name.contains("(") && $0.hasPrefix(name + "(")) }
  }

  /// Parses a description and registers its id and its children's. `extraKeys` are the keys the
  /// surrounding action adds (`style`, `animated`, `from` for `present`).
  mutating func viewController(_ node: Node, extraKeys: [String]) throws
    -> ViewControllerDescription
  {
    let r = reader
    let what = "a view controller"
    let map = try r.mapping(node, what, allowed: Self.viewControllerKeys + extraKeys)
    let idNode = try r.required(map, "id", in: what, at: node)
    let id = try r.string(idNode, "an id")
    guard !id.isEmpty else { throw r.error(idNode, "an id must not be empty") }
    if let first = known[id], treeIDs.contains(id) || pendingIDs.contains(id) {
      throw r.error(idNode, "duplicate id '\(id)' (first defined on line \(first.line))")
    }
    var vc = ViewControllerDescription(id: id)
    if let kind = map["kind"] {
      vc.kind = try r.word(kind, "kind", ViewControllerKind.allCases.map { ($0.rawValue, $0) })
    }
    // Registered before the children so a child repeating its parent's id is a duplicate.
    known[id] = KnownViewController(kind: vc.kind, childCount: 0, line: idNode.mark?.line ?? 0)
    pendingIDs.insert(id)
    if let children = map["children"] {
      for child in try r.sequence(children, "children") {
        vc.children.append(try viewController(child, extraKeys: []))
      }
    }
    known[id]?.childCount = vc.children.count
    if let selected = map["selected"] {
      guard vc.kind == .tabBar else {
        throw r.error(selected, "'selected' applies to tab bar controllers (kind: tabBar) only")
      }
      vc.selected = try r.integer(selected, "the selected tab index")
      guard vc.children.indices.contains(vc.selected) else {
        throw r.error(
          selected,
          "selected tab \(vc.selected) is out of range: '\(id)' has "
            + "\(vc.children.count) \(vc.children.count == 1 ? "tab" : "tabs")")
      }
    }
    if let supported = map["supported"] { vc.supported = try r.mask(supported, "supported") }
    if let flag = map["shouldAutorotate"] {
      vc.shouldAutorotate = try r.bool(flag, "shouldAutorotate")
    }
    if let preferred = map["preferred"] {
      vc.preferred = try r.interfaceOrientation(preferred, "preferred")
    }
    if let flag = map["legacyCallbacks"] {
      vc.legacyCallbacks = try r.bool(flag, "legacyCallbacks")
    }
    if let callsSuper = map["callsSuper"] {
      guard let methods = callsSuper.mapping else {
        throw r.error(
          callsSuper, "expected callsSuper as a mapping, found \(r.describe(callsSuper))")
      }
      for (method, calls) in methods {
        let name = method.scalar?.string ?? ""
        guard let full = Self.superMethod(named: name) else {
          throw r.error(
            method,
            "unknown key '\(name)' in callsSuper; expected a method or its base name: "
              + Self.superMethods.joined(separator: ", "))
        }
        if try !r.bool(calls, "callsSuper's value") { vc.skipsSuper.insert(full) }
      }
    }
    if let frame = map["frame"] { vc.frame = try fractionalFrame(frame) }
    if let flag = map["setsNeedsUpdateConstraints"] {
      vc.setsNeedsUpdateConstraints = try r.bool(flag, "setsNeedsUpdateConstraints")
    }
    if let delegate = map["delegateSupported"] {
      guard vc.kind != .plain else {
        throw r.error(
          delegate, "'delegateSupported' applies to navigation and tab bar controllers only")
      }
      vc.delegateSupported = try r.mask(delegate, "delegateSupported")
    }
    if let registrations = map["traitRegistrations"] {
      vc.traitRegistrations = try r.sequence(registrations, "traitRegistrations").map {
        try traitRegistration($0)
      }
    }
    if let blocks = map["coordinatorBlocks"] {
      vc.coordinatorBlocks = try r.sequence(blocks, "coordinatorBlocks").map {
        try r.word($0, "coordinator block", CoordinatorBlock.allCases.map { ($0.rawValue, $0) })
      }
    }
    if let flag = map["prefersOrientationLocked"] {
      vc.prefersOrientationLocked = try r.bool(flag, "prefersOrientationLocked")
    }
    if let flag = map["hingeInteraction"] {
      vc.hingeInteraction = try r.bool(flag, "hingeInteraction")
      known[id]?.hasHingeInteraction = vc.hingeInteraction
    }
    return vc
  }

  /// One `traitRegistrations` entry: a trait name or a list of them (SPEC §8.3).
  func traitRegistration(_ node: Node) throws -> [TraitKind] {
    let r = reader
    let choices = TraitKind.allCases.map { ($0.rawValue, $0) }
    if node.sequence != nil {
      let traits = try r.sequence(node, "a trait registration").map {
        try r.word($0, "trait", choices)
      }
      guard !traits.isEmpty else { throw r.error(node, "a trait registration names a trait") }
      return traits
    }
    return [try r.word(node, "trait", choices)]
  }

  /// `{x, y, width, height}` as fractions of the parent (SPEC §8.3 `frame`).
  func fractionalFrame(_ node: Node) throws -> FractionalFrame {
    let r = reader
    let map = try r.mapping(node, "frame", allowed: ["x", "y", "width", "height"])
    func fraction(_ key: String, _ fallback: Double) throws -> Double {
      guard let value = map[key] else { return fallback }
      let number = try r.number(value, "frame \(key)")
      guard (0...1).contains(number) else {
        throw r.error(value, "frame \(key) is a fraction of the parent, between 0 and 1")
      }
      return number
    }
    return FractionalFrame(
      x: try fraction("x", 0), y: try fraction("y", 0), width: try fraction("width", 1),
      height: try fraction("height", 1))
  }
}

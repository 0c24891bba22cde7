import OrientationCore
import Yams

/// The events table (SPEC §8.3): each event has `at` and exactly one action.
extension SceneParser {
  static let actions = [
    "device", "present", "dismiss", "push", "pop", "cancelInteractivePop", "select", "addChild",
    "removeChild",
    "setSupported", "setNeedsUpdateOfSupportedInterfaceOrientations",
    "attemptRotationToDeviceOrientation", "requestGeometryUpdate", "resize", "inCallStatusBar",
    "lock", "setOrientationLocked", "posture", "hinge", "hingeInteraction",
  ]

  mutating func events(_ node: Node) throws -> [SceneEvent] {
    let r = reader
    var events: [SceneEvent] = []
    var previous: (time: Double, line: Int)?
    for eventNode in try r.sequence(node, "events") {
      let map = try r.mapping(eventNode, "an event", allowed: ["at"] + Self.actions)
      let atNode = try r.required(map, "at", in: "an event", at: eventNode)
      let at = try r.number(atNode, "the event time in seconds")
      guard at >= 0 else {
        throw r.error(atNode, "event time \(RecordText.number(at)) is negative")
      }
      if let previous, at < previous.time {
        throw r.error(
          atNode,
          "event time \(RecordText.number(at)) is earlier than the event before it "
            + "(\(RecordText.number(previous.time)) on line \(previous.line)); events are in "
            + "time order")
      }
      let actionKeys = Array(map.keys.filter { $0.scalar?.string != "at" })
      guard let actionKey = actionKeys.first, let name = actionKey.scalar?.string else {
        throw r.error(
          eventNode, "an event needs one action: " + Self.actions.joined(separator: ", "))
      }
      if actionKeys.count > 1 {
        let second = actionKeys[1]
        throw r.error(
          second,
          "an event has exactly one action; found '\(name)' and '\(second.scalar?.string ?? "")'")
      }
      let line = eventNode.mark?.line ?? 0
      let value = map[name]!
      events.append(SceneEvent(at: at, action: try action(name, value), line: line))
      previous = (at, line)
    }
    return events
  }

  /// One action's value.
  mutating func action(_ name: String, _ value: Node) throws -> SceneAction {
    let r = reader
    switch name {
    case "device":
      return .device(try r.deviceOrientation(value, "a device orientation"))
    case "present":
      let extra = ["style", "animated", "from", "completion"]
      let map = try r.mapping(
        value, "a presented view controller", allowed: Self.viewControllerKeys + extra)
      let style = try map["style"].map {
        try r.word($0, "presentation style", PresentationStyle.allCases.map { ($0.rawValue, $0) })
      }
      let animated = try map["animated"].map { try r.bool($0, "animated") } ?? true
      let completion = try map["completion"].map { try r.bool($0, "completion") } ?? false
      let from = try map["from"].map { try reference($0) }
      pendingIDs = []
      let vc = try viewController(value, extraKeys: extra)
      return .present(vc, style: style, animated: animated, from: from, completion: completion)
    case "dismiss":
      // An id, or the long form {vc: <id>, animated: true, completion: false}.
      guard value.mapping != nil else { return .dismiss(try reference(value)) }
      let map = try r.mapping(value, "dismiss", allowed: ["vc", "animated", "completion"])
      let id = try reference(try r.required(map, "vc", in: "dismiss", at: value))
      let animated = try map["animated"].map { try r.bool($0, "animated") } ?? true
      let completion = try map["completion"].map { try r.bool($0, "completion") } ?? false
      return .dismiss(id, animated: animated, completion: completion)
    case "push":
      let map = try r.mapping(value, "push", allowed: ["nav", "vc", "animated"])
      let nav = try reference(
        try r.required(map, "nav", in: "push", at: value), kind: .navigation)
      let animated = try map["animated"].map { try r.bool($0, "animated") } ?? true
      pendingIDs = []
      let vc = try viewController(try r.required(map, "vc", in: "push", at: value), extraKeys: [])
      return .push(nav: nav, vc: vc, animated: animated)
    case "pop":
      // An id, or the long form {nav: <id>, animated: true}.
      guard value.mapping != nil else { return .pop(try reference(value, kind: .navigation)) }
      let map = try r.mapping(value, "pop", allowed: ["nav", "animated"])
      let nav = try reference(
        try r.required(map, "nav", in: "pop", at: value), kind: .navigation)
      let animated = try map["animated"].map { try r.bool($0, "animated") } ?? true
      return .pop(nav, animated: animated)
    case "cancelInteractivePop":
      // An id, or the long form {nav: <id>, after: <seconds>}.
      guard value.mapping != nil else {
        return .cancelInteractivePop(try reference(value, kind: .navigation))
      }
      let map = try r.mapping(value, "cancelInteractivePop", allowed: ["nav", "after"])
      let nav = try reference(
        try r.required(map, "nav", in: "cancelInteractivePop", at: value), kind: .navigation)
      let after = try map["after"].map { node in
        let seconds = try r.number(node, "the seconds before the gesture is cancelled")
        guard seconds >= 0 else {
          throw r.error(node, "after must not be negative (found \(RecordText.number(seconds)))")
        }
        return seconds
      }
      return .cancelInteractivePop(nav, after: after)
    case "select":
      // {<tab bar id>: <index>}, or the long form {tabBar: <id>, index: <i>, animated: false}
      // (a map with `index` is the long form).
      let long = value.mapping?.keys.contains { $0.scalar?.string == "index" } ?? false
      let idNode: Node
      let indexNode: Node
      var animated = false
      if long {
        let map = try r.mapping(value, "select", allowed: ["tabBar", "index", "animated"])
        idNode = try r.required(map, "tabBar", in: "select", at: value)
        indexNode = map["index"]!
        animated = try map["animated"].map { try r.bool($0, "animated") } ?? false
      } else {
        guard let map = value.mapping, map.count == 1, let (key, index) = map.first else {
          throw r.error(
            value,
            "select names one tab bar controller: {<tab bar id>: <index>}, or "
              + "{tabBar: <id>, index: <i>, animated: <bool>}")
        }
        idNode = key
        indexNode = index
      }
      let id = try reference(idNode, kind: .tabBar)
      let index = try r.integer(indexNode, "a tab index")
      let count = known[id]?.childCount ?? 0
      guard (0..<count).contains(index) else {
        throw r.error(
          indexNode,
          "tab \(index) is out of range: '\(id)' has \(count) \(count == 1 ? "tab" : "tabs")")
      }
      return .select(tabBar: id, index: index, animated: animated)
    case "addChild":
      let map = try r.mapping(value, "addChild", allowed: ["parent", "vc"])
      let parent = try reference(try r.required(map, "parent", in: "addChild", at: value))
      pendingIDs = []
      let vc = try viewController(
        try r.required(map, "vc", in: "addChild", at: value), extraKeys: [])
      return .addChild(parent: parent, vc: vc)
    case "removeChild":
      return .removeChild(try reference(value))
    case "setSupported":
      let map = try r.mapping(value, "setSupported", allowed: ["vc", "mask"])
      let vc = try reference(try r.required(map, "vc", in: "setSupported", at: value))
      let mask = try r.mask(try r.required(map, "mask", in: "setSupported", at: value), "mask")
      return .setSupported(vc: vc, mask: mask)
    case "setNeedsUpdateOfSupportedInterfaceOrientations":
      // An id, or the long form {vc: <id>, animated: false} (SPEC §8.3).
      guard value.mapping != nil else {
        return .setNeedsUpdateOfSupportedInterfaceOrientations(try reference(value))
      }
      let map = try r.mapping(value, name, allowed: ["vc", "animated"])
      let vc = try reference(try r.required(map, "vc", in: name, at: value))
      let animated = try map["animated"].map { try r.bool($0, "animated") } ?? true
      return .setNeedsUpdateOfSupportedInterfaceOrientations(vc, animated: animated)
    case "attemptRotationToDeviceOrientation":
      // true, or {animated: false}.
      if value.mapping != nil {
        let map = try r.mapping(value, name, allowed: ["animated"])
        let animated = try map["animated"].map { try r.bool($0, "animated") } ?? true
        return .attemptRotationToDeviceOrientation(animated: animated)
      }
      guard try r.bool(value, name) else {
        throw r.error(
          value, "attemptRotationToDeviceOrientation takes the value true, or {animated: false}")
      }
      return .attemptRotationToDeviceOrientation()
    case "requestGeometryUpdate":
      // A mask, or {mask: <mask>, animated: false}.
      guard value.mapping != nil else {
        return .requestGeometryUpdate(try r.mask(value, "the requested orientations"))
      }
      let map = try r.mapping(value, name, allowed: ["mask", "animated"])
      let mask = try r.mask(
        try r.required(map, "mask", in: name, at: value), "the requested orientations")
      let animated = try map["animated"].map { try r.bool($0, "animated") } ?? true
      return .requestGeometryUpdate(mask, animated: animated)
    case "resize":
      let map = try r.mapping(value, "resize", allowed: ["width", "height"])
      func side(_ key: String) throws -> Double {
        let node = try r.required(map, key, in: "resize", at: value)
        let number = try r.number(node, "the window \(key) in points")
        guard number > 0 else { throw r.error(node, "the window \(key) must be positive") }
        return number
      }
      return .resize(Size(width: try side("width"), height: try side("height")))
    case "inCallStatusBar":
      return .inCallStatusBar(try r.bool(value, "inCallStatusBar"))
    case "setOrientationLocked":
      let map = try r.mapping(value, "setOrientationLocked", allowed: ["vc", "locked"])
      let vc = try reference(try r.required(map, "vc", in: "setOrientationLocked", at: value))
      let locked = try r.bool(
        try r.required(map, "locked", in: "setOrientationLocked", at: value), "locked")
      return .setOrientationLocked(vc: vc, locked: locked)
    case "posture":
      return .posture(try posture(value))
    case "hinge":
      return .hinge(try hingeAngle(value))
    case "hingeInteraction":
      let map = try r.mapping(value, "hingeInteraction", allowed: ["vc", "enabled"])
      let vcNode = try r.required(map, "vc", in: "hingeInteraction", at: value)
      let vc = try reference(vcNode)
      guard known[vc]?.hasHingeInteraction == true else {
        throw r.error(vcNode, "'\(vc)' has no hinge interaction: give it hingeInteraction: true")
      }
      let enabled = try r.bool(
        try r.required(map, "enabled", in: "hingeInteraction", at: value), "enabled")
      return .hingeInteraction(vc: vc, enabled: enabled)
    default:  // lock
      return .lock(try r.word(value, "lock", [("portrait", true), ("none", false)]))
    }
  }

  /// A reference to a view controller known at this point of the scene: in the tree, or
  /// introduced by an earlier `present`, `push` or `addChild`.
  func reference(_ node: Node, kind: ViewControllerKind? = nil) throws -> String {
    let r = reader
    let id = try r.string(node, "a view controller id")
    guard let found = known[id] else {
      throw r.error(
        node,
        "unknown view controller '\(id)'; known here: "
          + known.keys.sorted().joined(separator: ", "))
    }
    if let kind, found.kind != kind {
      throw r.error(
        node, "'\(id)' is a \(found.kind.rawValue) view controller, not \(kind.rawValue)")
    }
    return id
  }
}

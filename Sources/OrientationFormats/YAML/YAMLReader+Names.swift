import OrientationCore
import Yams

extension YAMLReader {
  /// A device orientation name (`landscapeLeft`, or `UIDeviceOrientationLandscapeLeft`).
  package func deviceOrientation(_ node: Node, _ what: String) throws -> DeviceOrientation {
    let name = try string(node, what)
    guard let orientation = DeviceOrientation(name: name) else {
      throw error(
        node,
        "unknown device orientation '\(name)'; expected one of: "
          + DeviceOrientation.allCases.map(\.name).joined(separator: ", "))
    }
    return orientation
  }

  /// An interface orientation name other than `unknown`.
  package func interfaceOrientation(_ node: Node, _ what: String) throws -> InterfaceOrientation {
    let name = try string(node, what)
    guard let orientation = InterfaceOrientation(name: name), orientation != .unknown else {
      throw error(
        node,
        "unknown interface orientation '\(name)'; expected one of: "
          + InterfaceOrientationMask.all.names.joined(separator: ", "))
    }
    return orientation
  }

  /// A mask: one name (`portrait`, `landscape`, `all`, `allButUpsideDown`) or a list of names.
  package func mask(_ node: Node, _ what: String) throws -> InterfaceOrientationMask {
    if node.sequence != nil {
      var union: InterfaceOrientationMask = []
      for item in try sequence(node, what) { union.formUnion(try mask(item, what)) }
      return union
    }
    let name = try string(node, what)
    guard let mask = InterfaceOrientationMask(name: name) else {
      throw error(
        node,
        "unknown orientation mask '\(name)'; expected an interface orientation, landscape, all, "
          + "allButUpsideDown, or a list of them")
    }
    return mask
  }

  /// A list of interface orientations in order (an Info.plist-style array), or one name.
  package func orientationList(_ node: Node, _ what: String) throws -> [InterfaceOrientation] {
    if node.sequence != nil {
      var list: [InterfaceOrientation] = []
      for item in try sequence(node, what) {
        list += try orientationList(item, what).filter { !list.contains($0) }
      }
      return list
    }
    return try mask(node, what).orientations
  }

  /// A behaviour-profile name (`ios13`).
  package func profileName(_ node: Node) throws -> BehaviorProfile {
    let name = try string(node, "a profile name")
    guard let profile = BehaviorProfile(name: name) else {
      throw error(
        node,
        "unknown profile '\(name)'; expected one of: "
          + BehaviorProfile.builtIn.map(\.name).joined(separator: ", "))
    }
    return profile
  }

  /// One of a fixed set of words.
  package func word<T>(_ node: Node, _ what: String, _ choices: [(String, T)]) throws -> T {
    let name = try string(node, what)
    guard let found = choices.first(where: { $0.0 == name }) else {
      throw error(
        node,
        "unknown \(what) '\(name)'; expected one of: "
          + choices.map(\.0).joined(separator: ", "))
    }
    return found.1
  }
}

import Foundation
import OrientationCore
import Yams

/// Device-profile files (`Configs/devices/*.yaml`, SPEC §4.1) and `--device-profile ID|PATH`.
///
/// ```yaml
/// id: iphone-15
/// idiom: phone                      # phone | pad
/// portraitSize: {width: 393, height: 852}
/// scale: 3
/// hasHomeButton: false
/// statusBarHeight: 54
/// safeArea:
///   portrait: {top: 59, bottom: 34}
///   landscape: {left: 59, bottom: 21, right: 59}
/// sizeClasses:
///   portrait: {horizontal: compact, vertical: regular}
///   landscape: {horizontal: compact, vertical: compact}
/// rotationDuration: 0.3             # seconds for 90°; a half turn takes twice as long
/// regularWidthThreshold: 678        # iPad: narrowest window width with a regular width class
/// ```
public enum DeviceProfileFile {
  /// Resolves `--device-profile` / a scene's `device:` value: a built-in id first, otherwise a
  /// path to a profile file (relative to `directory` when given). An unknown id that does not
  /// look like a path is a malformed-input error listing the built-in ids.
  public static func resolve(_ value: String, relativeTo directory: String? = nil) throws
    -> DeviceProfile
  {
    if let builtIn = DeviceProfile.named(value) { return builtIn }
    guard value.contains("/") || value.hasSuffix(".yaml") || value.hasSuffix(".yml") else {
      throw InputError(
        file: value, line: 0, column: 0, message: unknownDeviceMessage(value))
    }
    return try load(resolvePath(value, relativeTo: directory), named: value)
  }

  /// The message for a device id that is neither built in nor a path.
  static func unknownDeviceMessage(_ value: String) -> String {
    "unknown device '\(value)'; expected a built-in id ("
      + (DeviceProfile.builtIn + DeviceProfile.foldables).map(\.id).joined(separator: ", ")
      + ") or the path of a device-profile file"
  }

  /// `path` made absolute against `directory` when it is relative.
  static func resolvePath(_ path: String, relativeTo directory: String?) -> String {
    guard let directory, !path.hasPrefix("/") else { return path }
    return (directory as NSString).appendingPathComponent(path)
  }

  /// Reads a device-profile file; `name` is how messages call it (default: the path).
  public static func load(_ path: String, named name: String? = nil) throws -> DeviceProfile {
    let (reader, node) = try YAMLReader.open(path, named: name)
    return try parse(node, reader: reader)
  }

  /// Parses device-profile YAML text (`file` names it in messages).
  public static func parse(_ text: String, file: String) throws -> DeviceProfile {
    let reader = YAMLReader(file: file)
    return try parse(try reader.compose(text), reader: reader)
  }

  static let keys = [
    "id", "idiom", "portraitSize", "scale", "hasHomeButton", "statusBarHeight", "safeArea",
    "sizeClasses", "rotationDuration", "regularWidthThreshold",
  ]

  static func parse(_ node: Node, reader r: YAMLReader) throws -> DeviceProfile {
    let what = "a device profile"
    let map = try r.mapping(node, what, allowed: keys)
    func need(_ key: String) throws -> Node { try r.required(map, key, in: what, at: node) }

    let id = try r.string(try need("id"), "the device id")
    let idiom = try r.word(
      try need("idiom"), "idiom", DeviceIdiom.allCases.map { ($0.rawValue, $0) })
    let sizeNode = try need("portraitSize")
    let sizeMap = try r.mapping(sizeNode, "portraitSize", allowed: ["width", "height"])
    let size = Size(
      width: try positive(try r.required(sizeMap, "width", in: "portraitSize", at: sizeNode), r),
      height: try positive(try r.required(sizeMap, "height", in: "portraitSize", at: sizeNode), r))
    let scale = try positive(try need("scale"), r)
    let home = try r.bool(try need("hasHomeButton"), "hasHomeButton")
    let statusBar = try r.number(try need("statusBarHeight"), "statusBarHeight")

    let safeNode = try need("safeArea")
    let safeMap = try r.mapping(safeNode, "safeArea", allowed: ["portrait", "landscape"])
    let classNode = try need("sizeClasses")
    let classMap = try r.mapping(classNode, "sizeClasses", allowed: ["portrait", "landscape"])
    let duration = try positive(try need("rotationDuration"), r)
    let threshold = try map["regularWidthThreshold"].map { try positive($0, r) }

    return DeviceProfile(
      id: id, idiom: idiom, portraitSize: size, scale: scale, hasHomeButton: home,
      statusBarHeight: statusBar,
      portraitSafeArea: try insets(
        try r.required(safeMap, "portrait", in: "safeArea", at: safeNode), r),
      landscapeSafeArea: try insets(
        try r.required(safeMap, "landscape", in: "safeArea", at: safeNode), r),
      portraitTraits: try traits(
        try r.required(classMap, "portrait", in: "sizeClasses", at: classNode), r),
      landscapeTraits: try traits(
        try r.required(classMap, "landscape", in: "sizeClasses", at: classNode), r),
      rotationDuration: duration, regularWidthThreshold: threshold)
  }

  private static func positive(_ node: Node, _ r: YAMLReader) throws -> Double {
    let value = try r.number(node, "a positive number")
    guard value > 0 else { throw r.error(node, "expected a positive number, found \(value)") }
    return value
  }

  private static func insets(_ node: Node, _ r: YAMLReader) throws -> EdgeInsets {
    let map = try r.mapping(node, "safe-area insets", allowed: ["top", "left", "bottom", "right"])
    func side(_ key: String) throws -> Double {
      try map[key].map { try r.number($0, "the \(key) inset") } ?? 0
    }
    return EdgeInsets(
      top: try side("top"), left: try side("left"), bottom: try side("bottom"),
      right: try side("right"))
  }

  private static func traits(_ node: Node, _ r: YAMLReader) throws -> TraitCollection {
    let map = try r.mapping(node, "size classes", allowed: ["horizontal", "vertical"])
    let choices = SizeClass.allCases.map { ($0.rawValue, $0) }
    return TraitCollection(
      horizontal: try r.word(
        try r.required(map, "horizontal", in: "size classes", at: node), "size class", choices),
      vertical: try r.word(
        try r.required(map, "vertical", in: "size classes", at: node), "size class", choices))
  }

  /// The YAML text of a profile, in the layout of `Configs/devices/` (zero insets left out).
  public static func yaml(_ profile: DeviceProfile) -> String {
    func n(_ value: Double) -> String { RecordText.number(value) }
    func insets(_ e: EdgeInsets) -> String {
      let sides = [("top", e.top), ("left", e.left), ("bottom", e.bottom), ("right", e.right)]
        .filter { $0.1 != 0 }.map { "\($0.0): \(n($0.1))" }
      return "{" + sides.joined(separator: ", ") + "}"
    }
    func traits(_ t: TraitCollection) -> String {
      "{horizontal: \(t.horizontal.rawValue), vertical: \(t.vertical.rawValue)}"
    }
    var text = """
      id: \(profile.id)
      idiom: \(profile.idiom.rawValue)
      portraitSize: {width: \(n(profile.portraitSize.width)), height: \(n(profile.portraitSize.height))}
      scale: \(n(profile.scale))
      hasHomeButton: \(profile.hasHomeButton)
      statusBarHeight: \(n(profile.statusBarHeight))
      safeArea:
        portrait: \(insets(profile.portraitSafeArea))
        landscape: \(insets(profile.landscapeSafeArea))
      sizeClasses:
        portrait: \(traits(profile.portraitTraits))
        landscape: \(traits(profile.landscapeTraits))
      rotationDuration: \(n(profile.rotationDuration))

      """
    if let threshold = profile.regularWidthThreshold {
      text += "regularWidthThreshold: \(n(threshold))\n"
    }
    return text
  }
}

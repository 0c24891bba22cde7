import Foundation
import OrientationCore
import Yams

/// What the command line may override in a scene (`--profile`, `--device-profile`).
public struct SceneOverrides: Sendable {
  /// Replaces the scene's `profile:` (named profile and any per-switch settings alike).
  public var profile: BehaviorProfile?
  /// Replaces the scene's `device:`; an Info.plist is read with this device's idiom.
  public var deviceProfile: DeviceProfile?
  /// Replaces single values of the scene's `posture:` thresholds (`--closed-at` …, SPEC §8.4).
  public var posture: PostureOverrides

  /// Overrides; `nil` keeps the scene's value.
  public init(
    profile: BehaviorProfile? = nil, deviceProfile: DeviceProfile? = nil,
    posture: PostureOverrides = PostureOverrides()
  ) {
    self.profile = profile
    self.deviceProfile = deviceProfile
    self.posture = posture
  }
}

/// The `book` detector's thresholds given on the command line (`--closed-at`, `--fold-at`,
/// `--reopen-at`, `--fully-open-at`, `--hinge-settle`; SPEC §8.4): each replaces the scene's
/// value (or the default) on its own.
public struct PostureOverrides: Hashable, Sendable {
  public var closedAt: Double?
  public var foldAt: Double?
  public var reopenAt: Double?
  public var fullyOpenAt: Double?
  public var settle: Double?

  /// Overrides; `nil` keeps the scene's value.
  public init(
    closedAt: Double? = nil, foldAt: Double? = nil, reopenAt: Double? = nil,
    fullyOpenAt: Double? = nil, settle: Double? = nil
  ) {
    self.closedAt = closedAt
    self.foldAt = foldAt
    self.reopenAt = reopenAt
    self.fullyOpenAt = fullyOpenAt
    self.settle = settle
  }

  /// Whether no value is overridden.
  public var isEmpty: Bool { self == PostureOverrides() }

  /// `base` with the overridden values; throws when the result breaks §6.1's ordering.
  public func applied(to base: PostureThresholds) throws(PostureThresholdsError)
    -> PostureThresholds
  {
    try PostureThresholds(
      closedAt: closedAt ?? base.closedAt, foldAt: foldAt ?? base.foldAt,
      reopenAt: reopenAt ?? base.reopenAt, fullyOpenAt: fullyOpenAt ?? base.fullyOpenAt,
      settle: settle ?? base.settle)
  }
}

/// A parsed scene with its device profile resolved.
public struct LoadedScene: Sendable {
  /// The scene, ready for ``Simulator/init(scene:deviceProfile:)``.
  public var scene: SceneDescription
  /// The profile named by `device:` (built in or read from a file), or the override.
  public var deviceProfile: DeviceProfile
  /// The scene file as the user named it.
  public var file: String
  /// Whether the scene fixes `launch.deviceOrientation`; when it does not, commands that read
  /// samples launch the app into the detector's first decision (SPEC §5.5, §8.1).
  public var fixesLaunchOrientation: Bool

  /// A loaded scene.
  public init(
    scene: SceneDescription, deviceProfile: DeviceProfile, file: String,
    fixesLaunchOrientation: Bool = true
  ) {
    self.scene = scene
    self.deviceProfile = deviceProfile
    self.file = file
    self.fixesLaunchOrientation = fixesLaunchOrientation
  }
}

/// Scene files (SPEC §8.3): YAML describing the app, its view-controller tree and timed events.
///
/// Top-level keys: `profile`, `device`, `app`, `launch`, `root` (required), `events`. Relative
/// paths (`infoPlist:`, a device-profile file in `device:`) are resolved against the scene file's
/// directory. Every problem — an unknown key, a duplicate or unknown id, an unknown name, an event
/// with two actions, a negative or decreasing time — is an ``InputError`` naming the file, line
/// and column of the node at fault; the full reference is in the README's "Scene files" section.
public enum SceneFile {
  /// Reads and parses the scene at `path`.
  public static func load(_ path: String, overrides: SceneOverrides = SceneOverrides()) throws
    -> LoadedScene
  {
    let (reader, node) = try YAMLReader.open(path)
    let directory = (path as NSString).deletingLastPathComponent
    var parser = SceneParser(
      reader: reader, directory: directory.isEmpty ? "." : directory, overrides: overrides)
    return try parser.scene(node)
  }

  /// Parses scene YAML text; `file` names it in messages and `directory` anchors relative paths.
  public static func parse(
    _ text: String, file: String, directory: String = ".",
    overrides: SceneOverrides = SceneOverrides()
  ) throws -> LoadedScene {
    let reader = YAMLReader(file: file)
    var parser = SceneParser(reader: reader, directory: directory, overrides: overrides)
    return try parser.scene(try reader.compose(text))
  }
}

/// The parser's state: the reader, where relative paths start, and the ids seen so far.
struct SceneParser {
  let reader: YAMLReader
  let directory: String
  let overrides: SceneOverrides
  /// Every view controller known so far: the tree's, then those events introduced.
  var known: [String: KnownViewController] = [:]
  /// Ids of the initial tree: a later event may not introduce them again.
  var treeIDs: Set<String> = []
  /// Ids of the description being read (the tree, or one event's view controller): repeating one
  /// of them is a duplicate. An id an earlier event introduced may be described again, to present
  /// the same player twice.
  var pendingIDs: Set<String> = []

  /// What events need to know about a view controller to check a reference to it.
  struct KnownViewController {
    var kind: ViewControllerKind
    var childCount: Int
    var line: Int
    /// Whether its view has a hinge interaction (`hingeInteraction: true`).
    var hasHingeInteraction = false
  }

  init(reader: YAMLReader, directory: String, overrides: SceneOverrides) {
    self.reader = reader
    self.directory = directory
    self.overrides = overrides
  }

  static let topKeys = [
    "profile", "device", "durations", "posture", "app", "launch", "root", "events",
  ]

  mutating func scene(_ node: Node) throws -> LoadedScene {
    let r = reader
    let map = try r.mapping(node, "a scene", allowed: Self.topKeys)

    var profile = try map["profile"].map { try behaviorProfile($0) } ?? .default
    if let override = overrides.profile { profile = override }

    var device = DeviceProfile.iphone15
    if let deviceNode = map["device"] {
      let value = try r.string(deviceNode, "a device id or device-profile path")
      do {
        device = try DeviceProfileFile.resolve(value, relativeTo: directory)
      } catch let error as InputError where error.file == value && error.line == 0 {
        // An unknown id: point at the scene line that names it.
        throw r.error(deviceNode, error.message)
      }
    }
    if let override = overrides.deviceProfile { device = override }

    let app = try map["app"].map { try self.app($0, idiom: device.idiom) } ?? AppDescription()

    // A foldable needs ios27 or a custom profile based on it (SPEC §4.4).
    if device.foldable != nil, profile.version < 27 {
      throw r.error(
        map["device"] ?? map["profile"] ?? node,
        "device '\(device.id)' needs profile ios27 or a custom profile based on it, not "
          + "'\(profile.name)'")
    }

    var launch = DeviceOrientation.portrait
    var launchFixed = false
    var launchPosture: Posture?
    var launchHinge: Double?
    if let launchNode = map["launch"] {
      let launchMap = try r.mapping(
        launchNode, "launch", allowed: ["deviceOrientation", "posture", "hinge"])
      if launchMap["posture"] != nil, let hinge = launchMap["hinge"] {
        throw r.error(hinge, "launch takes posture or hinge, not both")
      }
      if let hinge = launchMap["hinge"] { launchHinge = try self.hingeAngle(hinge) }
      if let orientation = launchMap["deviceOrientation"] {
        launch = try r.deviceOrientation(orientation, "the launch device orientation")
        launchFixed = true
      }
      if let posture = launchMap["posture"] { launchPosture = try self.posture(posture) }
    }

    let rootNode = try r.required(map, "root", in: "a scene", at: node)
    let root = try viewController(rootNode, extraKeys: [])
    treeIDs = Set(known.keys)
    pendingIDs = []

    let events = try map["events"].map { try self.events($0) } ?? []
    let durations = try map["durations"].map { try self.durations($0) } ?? TransitionDurations()

    var scene = SceneDescription(
      profile: profile, device: device.id, app: app, launchDeviceOrientation: launch,
      root: root, events: events, durations: durations)
    scene.launchPosture = launchPosture
    scene.launchHinge = launchHinge
    if let postureNode = map["posture"] { scene.postureThresholds = try thresholds(postureNode) }
    if !overrides.posture.isEmpty {
      do {
        scene.postureThresholds = try overrides.posture.applied(to: scene.postureThresholds)
      } catch {
        // The options alone were checked against the defaults; it is this scene's block that
        // they contradict.
        throw r.error(
          map["posture"] ?? node, error.message + " (the scene's posture: with the options)")
      }
    }
    return LoadedScene(
      scene: scene, deviceProfile: device, file: reader.file, fixesLaunchOrientation: launchFixed)
  }

  // MARK: Foldables

  /// `folded`, `halfOpen` or `open` (SPEC §8.4).
  func posture(_ node: Node) throws -> Posture {
    try reader.word(node, "posture", Posture.allCases.map { ($0.rawValue, $0) })
  }

  /// `posture: {closedAt, foldAt, reopenAt, fullyOpenAt, settle}`: any subset of the `book`
  /// detector's thresholds (degrees) and settle time (seconds), checked together (SPEC §6.1).
  func thresholds(_ node: Node) throws -> PostureThresholds {
    let r = reader
    let map = try r.mapping(
      node, "posture", allowed: ["closedAt", "foldAt", "reopenAt", "fullyOpenAt", "settle"])
    let defaults = PostureThresholds.default
    func value(_ key: String, _ fallback: Double) throws -> Double {
      try map[key].map { try r.number($0, "posture.\(key)") } ?? fallback
    }
    do {
      return try PostureThresholds(
        closedAt: value("closedAt", defaults.closedAt), foldAt: value("foldAt", defaults.foldAt),
        reopenAt: value("reopenAt", defaults.reopenAt),
        fullyOpenAt: value("fullyOpenAt", defaults.fullyOpenAt),
        settle: value("settle", defaults.settle))
    } catch let error as PostureThresholdsError {
      throw r.error(node, error.message)
    }
  }

  /// A hinge angle in degrees: finite, 0…360 (SPEC §6.1).
  func hingeAngle(_ node: Node) throws -> Double {
    let angle = try reader.number(node, "a hinge angle in degrees")
    guard HingeSample.validAngles.contains(angle) else {
      throw reader.error(node, "hinge angle \(angle) is outside 0…360 degrees")
    }
    return angle
  }

  // MARK: Durations

  /// `durations: {push: 0.5, pop: 0.5, present: 0.5, dismiss: 0.5, select: 0.3}`: any subset,
  /// each a number of seconds, not negative (SPEC §5.6, §8.3).
  func durations(_ node: Node) throws -> TransitionDurations {
    let r = reader
    let keys = ["push", "pop", "present", "dismiss", "select", "fold"]
    let map = try r.mapping(node, "durations", allowed: keys)
    var durations = TransitionDurations()
    for (keyNode, value) in map {
      let key = keyNode.scalar?.string ?? ""
      let seconds = try r.number(value, "the \(key) duration in seconds")
      guard seconds >= 0 else {
        throw r.error(
          value, "the \(key) duration must not be negative (found \(RecordText.number(seconds)))")
      }
      switch key {
      case "push": durations.push = seconds
      case "pop": durations.pop = seconds
      case "present": durations.present = seconds
      case "dismiss": durations.dismiss = seconds
      case "fold": durations.fold = seconds
      default: durations.select = seconds
      }
    }
    return durations
  }

  // MARK: Profile

  /// `profile: ios13`, or `profile: {base: ios13, layoutOrder: guide, …}` to pin single switches
  /// of SPEC §2 (the profile is then named `custom`). The switches and their words come from
  /// ``ProfileSwitch/all``.
  func behaviorProfile(_ node: Node) throws -> BehaviorProfile {
    let r = reader
    if node.mapping == nil { return try r.profileName(node) }
    let map = try r.mapping(node, "profile", allowed: ["base"] + ProfileSwitch.all.map(\.name))
    var profile = try map["base"].map { try r.profileName($0) } ?? .default
    var changed = false
    for (keyNode, value) in map {
      guard let key = keyNode.scalar?.string, key != "base",
        let setting = ProfileSwitch.named(key)
      else { continue }
      changed = true
      if setting.isBoolean {
        setting.set(try r.bool(value, key) ? "true" : "false", in: &profile)
      } else if setting.words.contains("true"), let flag = value.bool {
        // A switch whose words include true and false takes YAML booleans too.
        setting.set(flag ? "true" : "false", in: &profile)
      } else {
        let word = try r.string(value, setting.noun)
        guard setting.set(word, in: &profile) || setting.set(Self.aliases[word] ?? "", in: &profile)
        else {
          throw r.error(
            value,
            "unknown \(setting.noun) '\(word)'; expected one of: "
              + setting.words.joined(separator: ", "))
        }
      }
    }
    if changed { profile.name = "custom" }
    return profile
  }

  /// Old names still accepted for a switch's word.
  static let aliases = ["portraitThenRotate": "portraitThenFirstEntry"]

  // MARK: App

  func app(_ node: Node, idiom: DeviceIdiom) throws -> AppDescription {
    let r = reader
    let map = try r.mapping(
      node, "app",
      allowed: [
        "supportedOrientations", "infoPlist", "delegateMask", "requiresFullScreen",
        "requiresFullScreenIgnoredFrom", "sceneDelegateGeometry", "sceneDelegateMask",
        "environment", "sceneLifecycle",
      ])
    var app = AppDescription()
    if let inline = map["supportedOrientations"] {
      if let plistKey = map.keys.first(where: { $0.scalar?.string == "infoPlist" }) {
        throw r.error(plistKey, "app has both 'supportedOrientations' and 'infoPlist'; give one")
      }
      let list = try r.orientationList(inline, "supportedOrientations")
      app.supportedOrientations = InterfaceOrientationMask(list.map(\.mask))
      app.supportedOrientationsOrder = list
    } else if let plistNode = map["infoPlist"] {
      let path = try r.string(plistNode, "the path of an Info.plist")
      let full = DeviceProfileFile.resolvePath(path, relativeTo: directory)
      do {
        if let list = try InfoPlist.supportedOrientations(at: full, named: full, idiom: idiom) {
          app.supportedOrientations = InterfaceOrientationMask(list.map(\.mask))
          app.supportedOrientationsOrder = list
        }
        app.requiresFullScreen = try InfoPlist.requiresFullScreen(at: full, named: full)
        if let version = try InfoPlist.requiresFullScreenIgnoredFrom(at: full, named: full) {
          app.requiresFullScreenIgnoredFrom = version
        }
      } catch let error as InputError
        where error.kind != .malformed || error.message == InfoPlist.tooLargeMessage
      {
        // A problem with the whole file (missing, a directory, too large) is reported at the
        // scene's `infoPlist` key, with the same kind.
        throw InputError(
          kind: error.kind, file: reader.file, line: plistNode.mark?.line ?? 0,
          column: plistNode.mark?.column ?? 0,
          message: error.kind == .missingFile && error.message == "no such file or directory"
            ? "Info.plist '\(full)' does not exist" : "Info.plist '\(full)': \(error.message)")
      }
    }
    if let delegate = map["delegateMask"] {
      app.delegateMask = try r.mask(delegate, "delegateMask")
    }
    // The scene's key wins over the Info.plist's UIRequiresFullScreen.
    if let flag = map["requiresFullScreen"] {
      app.requiresFullScreen = try r.bool(flag, "requiresFullScreen")
    }
    if let flag = map["sceneDelegateGeometry"] {
      app.sceneDelegateGeometry = try r.bool(flag, "sceneDelegateGeometry")
    }
    if let version = map["requiresFullScreenIgnoredFrom"] {
      let text = try r.string(version, "an iOS version such as \"26.2\"")
      guard let numbers = InfoPlist.version(text) else {
        throw r.error(
          version, "expected an iOS version such as \"26\" or \"26.2\", found '\(text)'")
      }
      app.requiresFullScreenIgnoredFrom = numbers
    }
    if let mask = map["sceneDelegateMask"] {
      app.sceneDelegateMask = try r.mask(mask, "sceneDelegateMask")
    }
    if let environment = map["environment"] {
      app.environment = try r.word(
        environment, "environment", AppEnvironment.allCases.map { ($0.rawValue, $0) })
    }
    if let flag = map["sceneLifecycle"] {
      app.adoptsSceneLifecycle = try r.bool(flag, "sceneLifecycle")
    }
    return app
  }
}

import Foundation
import OrientationCore
import Testing

@testable import OrientationFormats

/// SPEC §2 and §8.3: every switch of the profile table settable alone in a scene's profile
/// mapping, and the scene keys that came with ios17 and ios26.
@Suite("Profile switches and ios17/ios26 keys in scene files (SPEC §2, §8.3)")
struct ProfileSwitchSceneTests {
  func parse(_ yaml: String) throws -> SceneDescription {
    try SceneFile.parse(
      yaml, file: "scene.yaml", directory: FileManager.default.temporaryDirectory.path
    )
    .scene
  }

  @Test("§2 a scene without a profile runs under ios27, the default")
  func defaultProfile() throws {
    #expect(try parse("root: {id: a}\n").profile == .ios27)
    #expect(try parse("profile: {}\nroot: {id: a}\n").profile == .ios27)
  }

  @Test(
    "§2/§8.3 {base: ios17, tabDidOrder: disappearingFirst} changes that switch alone, named custom")
  func oneSwitchAlone() throws {
    let profile = try parse(
      "profile: {base: ios17, tabDidOrder: disappearingFirst}\nroot: {id: a}\n"
    ).profile
    var expected = BehaviorProfile.ios17
    expected.tabDidOrder = .disappearingFirst
    expected.name = "custom"
    #expect(profile == expected)
  }

  /// Each new switch with a value its base does not have, and the property it sets.
  static let switches: [(String, String, @Sendable (inout BehaviorProfile) -> Void)] = [
    ("ios13", "initialTraitCallback: true", { $0.hasInitialTraitCallback = true }),
    ("ios26", "ipadMultitasking: false", { $0.ipadMultitasking = .off }),
    ("ios16", "traitDelivery: beforeLayout", { $0.traitDelivery = .beforeLayout }),
    ("ios26", "traitDelivery: batch", { $0.traitDelivery = .batch }),
    ("ios16", "traitRegistrations: true", { $0.hasTraitRegistrations = true }),
    ("ios26", "coordinatorCompletions: reverse", { $0.coordinatorCompletions = .reverse }),
    ("ios26", "sceneGeometryCallback: didUpdate", { $0.sceneGeometryCallback = .didUpdate }),
    (
      "ios8", "sceneGeometryCallback: effectiveGeometry",
      {
        $0.sceneGeometryCallback = .effectiveGeometry
      }
    ),
    ("ios17", "interfaceOrientationLock: true", { $0.hasInterfaceOrientationLock = true }),
    ("ios8", "launch: firstEntryThenDevice", { $0.launch = .firstEntryThenDevice }),
    ("ios13", "launch: portraitThenDevice", { $0.launch = .portraitThenDevice }),
    ("ios8", "launch: portraitThenFirstEntry", { $0.launch = .portraitThenFirstEntry }),
    ("ios8", "launch: portraitThenRotate", { $0.launch = .portraitThenFirstEntry }),
    ("ios7", "launch: direct", { $0.launch = .direct }),
  ]

  @Test("§2 each new switch is settable alone on any base", arguments: switches.indices)
  func eachSwitch(index: Int) throws {
    let (base, setting, apply) = Self.switches[index]
    let profile = try parse("profile: {base: \(base), \(setting)}\nroot: {id: a}\n").profile
    var expected = try #require(BehaviorProfile(name: base))
    apply(&expected)
    expected.name = "custom"
    #expect(profile == expected, "\(base) + \(setting)")
  }

  @Test("§8.3 an unknown value of a new switch is an error listing the values")
  func unknownValue() throws {
    #expect {
      try parse("profile: {base: ios26, traitDelivery: lazy}\nroot: {id: a}\n")
    } throws: { error in
      "\(error)".contains("unknown trait delivery 'lazy'; expected one of: batch, beforeLayout")
    }
  }

  @Test(
    "§8.3 app.requiresFullScreen and app.sceneDelegateGeometry, traitRegistrations, prefersOrientationLocked and setOrientationLocked parse"
  )
  func newKeys() throws {
    let scene = try parse(
      """
      profile: ios26
      app: {requiresFullScreen: true, sceneDelegateGeometry: true}
      root:
        id: a
        traitRegistrations: [verticalSizeClass, [horizontalSizeClass, verticalSizeClass]]
        prefersOrientationLocked: true
      events:
        - {at: 1, setOrientationLocked: {vc: a, locked: false}}
      """)
    #expect(scene.app.requiresFullScreen)
    #expect(scene.app.sceneDelegateGeometry)
    #expect(
      scene.root.traitRegistrations == [
        [.verticalSizeClass], [.horizontalSizeClass, .verticalSizeClass],
      ])
    #expect(scene.root.prefersOrientationLocked)
    #expect(scene.events.map(\.action) == [.setOrientationLocked(vc: "a", locked: false)])
  }

  @Test("§8.3 an unknown trait in traitRegistrations is an error naming the traits")
  func unknownTrait() throws {
    #expect {
      try parse("root: {id: a, traitRegistrations: [userInterfaceStyle]}\n")
    } throws: { error in
      "\(error)".contains(
        "unknown trait 'userInterfaceStyle'; expected one of: horizontalSizeClass, verticalSizeClass"
      )
    }
  }

  @Test("§3.1 UIRequiresFullScreen is read from the Info.plist, its ~ipad key first")
  func requiresFullScreenFromPlist() throws {
    func plist(_ body: String) -> Data {
      Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>\(body)</dict></plist>
        """.utf8)
    }
    #expect(try InfoPlist.requiresFullScreen(in: plist(""), named: "p") == false)
    #expect(
      try InfoPlist.requiresFullScreen(
        in: plist("<key>UIRequiresFullScreen</key><true/>"), named: "p"))
    #expect(
      try InfoPlist.requiresFullScreen(
        in: plist(
          "<key>UIRequiresFullScreen</key><true/><key>UIRequiresFullScreen~ipad</key><false/>"),
        named: "p") == false)
    #expect(throws: InputError.self) {
      try InfoPlist.requiresFullScreen(
        in: plist("<key>UIRequiresFullScreen</key><string>yes</string>"), named: "p")
    }
  }
}

import Foundation
import OrientationCore
import Testing

@testable import OrientationFormats
@testable import OrientationTraces

/// The scene-file reader (SPEC §8.3): every key reaches the description, every mistake is an
/// error naming its line and column.
@Suite("Scene files")
struct SceneFileTests {
  static let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    .appendingPathComponent("scenes").path

  func parse(_ yaml: String) throws -> LoadedScene {
    try SceneFile.parse(yaml, file: "scene.yaml", directory: Self.fixtures)
  }

  /// The error `yaml` raises.
  func failure(_ yaml: String) -> InputError? {
    do {
      _ = try parse(yaml)
      return nil
    } catch {
      return error as? InputError
    }
  }

  @Test("the SPEC §8.3 example parses into the description it shows")
  func specExample() throws {
    let loaded = try parse(
      """
      profile: ios13
      device: iphone-15
      app:
        supportedOrientations: [portrait, landscapeLeft, landscapeRight]
        delegateMask: allButUpsideDown
      launch: {deviceOrientation: portrait}
      root:
        id: tabs
        kind: tabBar
        selected: 0
        children:
          - {id: feed, kind: navigation, children: [{id: list}]}
          - {id: settings, supported: portrait, shouldAutorotate: false}
      events:
        - {at: 1.0, device: landscapeLeft}
        - {at: 2.0, present: {id: player, style: fullScreen, supported: landscape, preferred: landscapeRight}}
        - {at: 4.0, dismiss: player}
        - {at: 5.0, select: {tabs: 1}}
      """)
    let scene = loaded.scene
    #expect(scene.profile == .ios13)
    #expect(loaded.deviceProfile == .iphone15)
    #expect(scene.app.supportedOrientations == .allButUpsideDown)
    #expect(scene.app.supportedOrientationsOrder == [.portrait, .landscapeLeft, .landscapeRight])
    #expect(scene.app.delegateMask == .allButUpsideDown)
    #expect(scene.root.kind == .tabBar)
    #expect(scene.root.children.map(\.id) == ["feed", "settings"])
    #expect(scene.root.children[0].children.map(\.id) == ["list"])
    #expect(scene.root.children[1].supported == .portrait)
    #expect(scene.root.children[1].shouldAutorotate == false)
    let player = ViewControllerDescription(
      id: "player", supported: .landscape, preferred: .landscapeRight)
    #expect(
      scene.events.map(\.action) == [
        .device(.landscapeLeft),
        .present(player, style: .fullScreen, animated: true, from: nil),
        .dismiss("player"),
        .select(tabBar: "tabs", index: 1),
      ])
    #expect(scene.events.map(\.at) == [1, 2, 4, 5])
    #expect(scene.events.map(\.line) == [15, 16, 17, 18])
  }

  @Test("every view-controller key reaches the description")
  func everyViewControllerKey() throws {
    let scene = try parse(
      """
      root:
        id: nav
        kind: navigation
        delegateSupported: [portrait, landscapeRight]
        children:
          - id: host
            supported: all
            shouldAutorotate: false
            preferred: landscapeLeft
            legacyCallbacks: true
            callsSuper: {"viewWillTransition(to:with:)": false, "viewDidLayoutSubviews()": true}
            setsNeedsUpdateConstraints: true
            children:
              - {id: left, frame: {width: 0.5}}
              - {id: right, frame: {x: 0.5, y: 0, width: 0.5, height: 1}}
      """
    ).scene
    #expect(scene.root.delegateSupported == [.portrait, .landscapeRight])
    let host = scene.root.children[0]
    #expect(host.supported == .all)
    #expect(host.shouldAutorotate == false)
    #expect(host.preferred == .landscapeLeft)
    #expect(host.legacyCallbacks)
    #expect(host.skipsSuper == ["viewWillTransition(to:with:)"])
    #expect(host.setsNeedsUpdateConstraints)
    #expect(host.children[0].frame == FractionalFrame(width: 0.5))
    #expect(host.children[1].frame == FractionalFrame(x: 0.5, width: 0.5))
  }

  @Test("every event action parses")
  func everyAction() throws {
    let scene = try parse(
      """
      profile: ios16
      device: ipad-9th
      root:
        id: tabs
        kind: tabBar
        children: [{id: nav, kind: navigation, children: [{id: list}]}, {id: other}]
      events:
        - {at: 0.5, device: faceUp}
        - {at: 1, present: {id: sheet, style: formSheet, animated: false, from: tabs}}
        - {at: 2, dismiss: sheet}
        - {at: 3, push: {nav: nav, vc: {id: detail, supported: landscape}}}
        - {at: 3, pop: nav}
        - {at: 4, select: {tabs: 1}}
        - {at: 5, addChild: {parent: other, vc: {id: child}}}
        - {at: 6, removeChild: child}
        - {at: 7, setSupported: {vc: detail, mask: portrait}}
        - {at: 8, setNeedsUpdateOfSupportedInterfaceOrientations: detail}
        - {at: 9, attemptRotationToDeviceOrientation: true}
        - {at: 10, requestGeometryUpdate: [landscapeLeft, landscapeRight]}
        - {at: 11, resize: {width: 320, height: 1080}}
        - {at: 12, inCallStatusBar: true}
        - {at: 13, lock: portrait}
        - {at: 14, lock: none}
      """
    ).scene
    #expect(
      scene.events.map(\.action) == [
        .device(.faceUp),
        .present(
          ViewControllerDescription(id: "sheet"), style: .formSheet, animated: false, from: "tabs"),
        .dismiss("sheet"),
        .push(nav: "nav", vc: ViewControllerDescription(id: "detail", supported: .landscape)),
        .pop("nav"),
        .select(tabBar: "tabs", index: 1),
        .addChild(parent: "other", vc: ViewControllerDescription(id: "child")),
        .removeChild("child"),
        .setSupported(vc: "detail", mask: .portrait),
        .setNeedsUpdateOfSupportedInterfaceOrientations("detail"),
        .attemptRotationToDeviceOrientation(),
        .requestGeometryUpdate(.landscape),
        .resize(Size(width: 320, height: 1080)),
        .inCallStatusBar(true),
        .lock(true),
        .lock(false),
      ])
  }

  @Test(
    "SPEC §8.3 appearance keys: animated, completion, long forms, cancelInteractivePop, durations")
  func appearanceKeys() throws {
    let scene = try parse(
      """
      profile: {base: ios13, viewIsAppearing: false, tabDidOrder: appearingFirst}
      durations: {push: 0.25, select: 0}
      root:
        id: tabs
        kind: tabBar
        children: [{id: nav, kind: navigation, children: [{id: list}]}, {id: other}]
      events:
        - {at: 1, present: {id: p, style: fullScreen, completion: true}}
        - {at: 2, dismiss: {vc: p, animated: false, completion: true}}
        - {at: 3, push: {nav: nav, vc: {id: detail}, animated: false}}
        - {at: 4, cancelInteractivePop: nav}
        - {at: 5, cancelInteractivePop: {nav: nav, after: 0.2}}
        - {at: 6, pop: {nav: nav, animated: false}}
        - {at: 7, select: {tabBar: tabs, index: 1, animated: true}}
        - {at: 8, select: {tabs: 0}}
      """
    ).scene
    #expect(scene.profile.name == "custom")
    #expect(scene.profile.hasViewIsAppearing == false)
    #expect(scene.profile.tabDidOrder == .appearingFirst)
    #expect(scene.durations == TransitionDurations(push: 0.25, select: 0))
    #expect(
      scene.events.map(\.action) == [
        .present(
          ViewControllerDescription(id: "p"), style: .fullScreen, animated: true, from: nil,
          completion: true),
        .dismiss("p", animated: false, completion: true),
        .push(nav: "nav", vc: ViewControllerDescription(id: "detail"), animated: false),
        .cancelInteractivePop("nav"),
        .cancelInteractivePop("nav", after: 0.2),
        .pop("nav", animated: false),
        .select(tabBar: "tabs", index: 1, animated: true),
        .select(tabBar: "tabs", index: 0),
      ])
  }

  @Test("callsSuper accepts a method's base name for its full selector (SPEC §1)")
  func callsSuperBaseNames() throws {
    let scene = try parse(
      "root: {id: a, callsSuper: {viewWillTransition: false, updateViewConstraints: false, "
        + "viewDidLoad: true}}\n"
    ).scene
    #expect(scene.root.skipsSuper == ["viewWillTransition(to:with:)", "updateViewConstraints()"])
  }

  @Test("a profile mapping pins single switches and is named custom")
  func profileSwitches() throws {
    let scene = try parse(
      """
      profile: {base: ios7, layoutOrder: guide, shouldAutorotate: false}
      root: {id: root}
      """
    ).scene
    #expect(scene.profile.name == "custom")
    #expect(scene.profile.layoutOrder == .guide)
    #expect(scene.profile.honorsShouldAutorotate == false)
    #expect(scene.profile.callbacks == .legacy)
  }

  @Test("overrides replace the scene's profile and device")
  func overrides() throws {
    let loaded = try SceneFile.parse(
      "profile: ios13\ndevice: iphone-15\nroot: {id: root}\n", file: "s.yaml",
      overrides: SceneOverrides(profile: .ios7, deviceProfile: .ipad9th))
    #expect(loaded.scene.profile == .ios7)
    #expect(loaded.deviceProfile == .ipad9th)
    #expect(loaded.scene.device == "ipad-9th")
  }

  @Test("a presented id may be presented again after an earlier event introduced it")
  func representingAnID() throws {
    let scene = try parse(
      """
      root: {id: root}
      events:
        - {at: 1, present: {id: player, style: fullScreen}}
        - {at: 2, dismiss: player}
        - {at: 3, present: {id: player, style: fullScreen}}
      """
    ).scene
    #expect(scene.events.count == 3)
  }

  struct Malformed: CustomTestStringConvertible, Sendable {
    var name: String
    var yaml: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { name }
  }

  static let malformed: [Malformed] = [
    Malformed(
      name: "unknown top-level key", yaml: "root: {id: a}\nevent: []\n", line: 2, column: 1,
      message: "unknown key 'event' in a scene; expected one of: profile, device, durations, "
        + "posture, app, launch, root, events"),
    Malformed(
      name: "unknown view-controller key",
      yaml: "root:\n  id: a\n  suported: portrait\n", line: 3, column: 3,
      message: "unknown key 'suported' in a view controller; expected one of: id, kind, children, "
        + "selected, supported, shouldAutorotate, preferred, legacyCallbacks, callsSuper, frame, "
        + "setsNeedsUpdateConstraints, delegateSupported, traitRegistrations, "
        + "prefersOrientationLocked, coordinatorBlocks, hingeInteraction"),
    Malformed(
      name: "duplicate id",
      yaml: "root:\n  id: a\n  children:\n    - {id: b}\n    - {id: b}\n", line: 5, column: 12,
      message: "duplicate id 'b' (first defined on line 4)"),
    Malformed(
      name: "unknown id in an event",
      yaml: "root: {id: a}\nevents:\n  - {at: 1, dismiss: player}\n", line: 3, column: 22,
      message: "unknown view controller 'player'; known here: a"),
    Malformed(
      name: "id known only after the event that introduces it",
      yaml:
        "root: {id: a}\nevents:\n  - {at: 1, dismiss: p}\n  - {at: 2, present: {id: p}}\n",
      line: 3, column: 22, message: "unknown view controller 'p'; known here: a"),
    Malformed(
      name: "unknown device orientation",
      yaml: "root: {id: a}\nevents:\n  - {at: 1, device: sideways}\n", line: 3, column: 21,
      message: "unknown device orientation 'sideways'; expected one of: unknown, portrait, "
        + "portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown"),
    Malformed(
      name: "unknown mask name", yaml: "root: {id: a, supported: [portrait, upsidedown]}\n",
      line: 1, column: 37,
      message: "unknown orientation mask 'upsidedown'; expected an interface orientation, "
        + "landscape, all, allButUpsideDown, or a list of them"),
    Malformed(
      name: "unknown profile", yaml: "profile: ios9\nroot: {id: a}\n", line: 1, column: 10,
      message:
        "unknown profile 'ios9'; expected one of: ios7, ios8, ios13, ios16, ios17, ios26, ios27"),
    Malformed(
      name: "unknown device", yaml: "device: iphone-99\nroot: {id: a}\n", line: 1, column: 9,
      message: "unknown device 'iphone-99'; expected a built-in id (iphone-se-2, iphone-8-plus, "
        + "iphone-15, iphone-15-pro-max, ipad-9th, ipad-pro-12.9, iphone-duo) or the path of a "
        + "device-profile file"),
    Malformed(
      name: "two actions in one event",
      yaml: "root: {id: a}\nevents:\n  - {at: 1, device: portrait, lock: none}\n", line: 3,
      column: 31, message: "an event has exactly one action; found 'device' and 'lock'"),
    Malformed(
      name: "event without an action", yaml: "root: {id: a}\nevents:\n  - {at: 1}\n", line: 3,
      column: 5,
      message: "an event needs one action: device, present, dismiss, push, pop, "
        + "cancelInteractivePop, select, addChild, removeChild, setSupported, setNeedsUpdateOfSupportedInterfaceOrientations, "
        + "attemptRotationToDeviceOrientation, requestGeometryUpdate, resize, inCallStatusBar, "
        + "lock, setOrientationLocked, posture, hinge, hingeInteraction"),
    Malformed(
      name: "negative time", yaml: "root: {id: a}\nevents:\n  - {at: -1, device: portrait}\n",
      line: 3, column: 10, message: "event time -1 is negative"),
    Malformed(
      name: "decreasing time",
      yaml:
        "root: {id: a}\nevents:\n  - {at: 2, device: portrait}\n  - {at: 1.5, device: faceUp}\n",
      line: 4, column: 10,
      message: "event time 1.5 is earlier than the event before it (2 on line 3); events are in "
        + "time order"),
    Malformed(
      name: "push onto a view controller that is not a navigation controller",
      yaml: "root: {id: a}\nevents:\n  - {at: 1, push: {nav: a, vc: {id: b}}}\n", line: 3,
      column: 25, message: "'a' is a plain view controller, not navigation"),
    Malformed(
      name: "select of an unknown tab bar",
      yaml:
        "root: {id: t, kind: tabBar, children: [{id: a}]}\nevents:\n  - {at: 1, select: {tabz: 0}}\n",
      line: 3, column: 22, message: "unknown view controller 'tabz'; known here: a, t"),
    Malformed(
      name: "select of a tab out of range",
      yaml:
        "root: {id: t, kind: tabBar, children: [{id: a}]}\nevents:\n  - {at: 1, select: {t: 1}}\n",
      line: 3, column: 25, message: "tab 1 is out of range: 't' has 1 tab"),
    Malformed(
      name: "selected tab out of range",
      yaml: "root: {id: t, kind: tabBar, selected: 2, children: [{id: a}]}\n", line: 1,
      column: 39, message: "selected tab 2 is out of range: 't' has 1 tab"),
    Malformed(
      name: "YAML syntax", yaml: "root: {id: a\n", line: 2, column: 1,
      message: "YAML syntax: did not find expected ',' or '}'"),
    Malformed(
      name: "duplicate key", yaml: "root: {id: a}\nroot: {id: b}\n", line: 1, column: 1,
      message: "duplicate key 'root'"),
    Malformed(
      name: "missing root", yaml: "profile: ios13\n", line: 1, column: 1,
      message: "a scene needs 'root'"),
    Malformed(
      name: "unknown callsSuper method",
      yaml: "root: {id: a, callsSuper: {viewWillRotate: false}}\n", line: 1, column: 28,
      message:
        "unknown key 'viewWillRotate' in callsSuper; expected a method or its base name: "
        + SceneParser.superMethods.joined(separator: ", ")),
    Malformed(
      name: "negative duration", yaml: "durations: {push: 0.5, pop: -1}\nroot: {id: a}\n",
      line: 1, column: 29, message: "the pop duration must not be negative (found -1)"),
    Malformed(
      name: "unknown duration key", yaml: "durations: {rotate: 1}\nroot: {id: a}\n", line: 1,
      column: 13,
      message:
        "unknown key 'rotate' in durations; expected one of: push, pop, present, dismiss, select, fold"
    ),
    Malformed(
      name: "animated that is not a boolean",
      yaml:
        "root: {id: a}\nevents:\n  - {at: 1, present: {id: p}}\n"
        + "  - {at: 2, dismiss: {vc: p, animated: soon}}\n",
      line: 4, column: 40, message: "expected animated as true or false, found 'soon'"),
    Malformed(
      name: "long-form select without its tab bar",
      yaml:
        "root: {id: t, kind: tabBar, children: [{id: a}]}\nevents:\n"
        + "  - {at: 1, select: {index: 0}}\n",
      line: 3, column: 21, message: "select needs 'tabBar'"),
    Malformed(
      name: "cancelInteractivePop of a view controller that is not a navigation controller",
      yaml: "root: {id: a}\nevents:\n  - {at: 1, cancelInteractivePop: a}\n", line: 3,
      column: 35, message: "'a' is a plain view controller, not navigation"),
    Malformed(
      name: "cancelInteractivePop after a negative time",
      yaml:
        "root: {id: n, kind: navigation, children: [{id: a}]}\nevents:\n"
        + "  - {at: 1, cancelInteractivePop: {nav: n, after: -0.5}}\n",
      line: 3, column: 51, message: "after must not be negative (found -0.5)"),
    Malformed(
      name: "pop long form with an unknown key",
      yaml:
        "root: {id: n, kind: navigation, children: [{id: a}]}\nevents:\n"
        + "  - {at: 1, pop: {nav: n, animate: false}}\n",
      line: 3, column: 27,
      message: "unknown key 'animate' in pop; expected one of: nav, animated"),
    Malformed(
      name: "inline orientations and an Info.plist",
      yaml: "app: {supportedOrientations: all, infoPlist: Info-xml.plist}\nroot: {id: a}\n",
      line: 1, column: 35,
      message: "app has both 'supportedOrientations' and 'infoPlist'; give one"),
  ]

  @Test("a malformed scene is an error naming its line and column", arguments: malformed)
  func malformedScene(_ example: Malformed) {
    let error = failure(example.yaml)
    #expect(error?.kind == .malformed)
    #expect(error?.message == example.message)
    #expect(error.map { [$0.line, $0.column] } == [example.line, example.column])
    #expect(
      error?.description == "scene.yaml:\(example.line):\(example.column): \(example.message)")
  }

  @Test(
    "an Info.plist is read with the idiom's variant key",
    arguments: [
      (
        "Info-xml.plist", "iphone-15",
        [InterfaceOrientation.portrait, .landscapeLeft, .landscapeRight]
      ),
      (
        "Info-xml.plist", "ipad-9th",
        [.landscapeRight, .landscapeLeft, .portrait, .portraitUpsideDown]
      ),
      ("Info-binary.plist", "iphone-se-2", [.portrait, .landscapeLeft, .landscapeRight]),
      (
        "Info-binary.plist", "ipad-pro-12.9",
        [.landscapeRight, .landscapeLeft, .portrait, .portraitUpsideDown]
      ),
      ("Info-iphone.plist", "iphone-15", [.landscapeLeft]),
      ("Info-iphone.plist", "ipad-9th", [.portrait]),
    ])
  func infoPlist(file: String, device: String, expected: [InterfaceOrientation]) throws {
    let app = try parse("device: \(device)\napp: {infoPlist: \(file)}\nroot: {id: a}\n").scene.app
    #expect(app.supportedOrientationsOrder == expected)
    #expect(app.supportedOrientations == InterfaceOrientationMask(expected.map(\.mask)))
  }

  @Test("the fixtures are a real binary plist and a real XML plist")
  func plistFormats() throws {
    let binary = try Data(contentsOf: URL(fileURLWithPath: "\(Self.fixtures)/Info-binary.plist"))
    let xml = try Data(contentsOf: URL(fileURLWithPath: "\(Self.fixtures)/Info-xml.plist"))
    #expect(binary.starts(with: Array("bplist00".utf8)))
    #expect(xml.starts(with: Array("<?xml".utf8)))
  }

  @Test("a binary plist written by Python's plistlib at test time is read")
  func plistFromPython() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("orientsim-plist-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let plist = directory.appendingPathComponent("Info.plist").path
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = [
      "python3", "-c",
      "import plistlib, sys; plistlib.dump({'UISupportedInterfaceOrientations~ipad': "
        + "['UIInterfaceOrientationLandscapeLeft'], 'UISupportedInterfaceOrientations': "
        + "['UIInterfaceOrientationPortrait']}, open(sys.argv[1], 'wb'), fmt=plistlib.FMT_BINARY)",
      plist,
    ]
    try python.run()
    python.waitUntilExit()
    try #require(python.terminationStatus == 0)
    #expect(try InfoPlist.supportedOrientations(at: plist, idiom: .pad) == [.landscapeLeft])
    #expect(try InfoPlist.supportedOrientations(at: plist, idiom: .phone) == [.portrait])
  }

  @Test("an Info.plist without the key leaves the idiom default to the engine")
  func plistWithoutKey() throws {
    let app = try parse("app: {infoPlist: Info-nokey.plist}\nroot: {id: a}\n").scene.app
    #expect(app.supportedOrientations == nil)
    #expect(app.supportedOrientationsOrder == nil)
  }

  @Test("a bad orientation in an Info.plist names the plist")
  func plistBadValue() {
    let error = failure("app: {infoPlist: Info-bad.plist}\nroot: {id: a}\n")
    #expect(error?.kind == .malformed)
    #expect(error?.file.hasSuffix("Info-bad.plist") == true)
    #expect(
      error?.message.hasPrefix("unknown interface orientation 'UIInterfaceOrientationSideways'")
        == true)
  }

  @Test("a missing Info.plist is a missing file at the scene line naming it")
  func plistMissing() {
    let error = failure("root: {id: a}\napp:\n  infoPlist: nowhere.plist\n")
    #expect(error?.kind == .missingFile)
    #expect(error.map { [$0.line, $0.column] } == [3, 14])
  }

  @Test("a missing scene file is a missing-file error")
  func sceneMissing() {
    #expect(throws: InputError.missingFile("/nonexistent/scene.yaml")) {
      try SceneFile.load("/nonexistent/scene.yaml")
    }
  }
}

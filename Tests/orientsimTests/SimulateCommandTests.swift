import Foundation
import OrientationCore
import OrientationFormats
import OrientationTraces
import Testing

@testable import orientsim

/// `orientsim simulate`, in-process: exit codes of SPEC §8.1 and the messages that go with them.
@Suite("simulate command")
struct SimulateCommandTests {
  struct Malformed: CustomTestStringConvertible, Sendable {
    var kind: String
    var yaml: String
    /// `line:col: message` after the file name.
    var message: String
    var testDescription: String { kind }
  }

  static let malformed: [Malformed] = [
    Malformed(
      kind: "unknown key", yaml: "root: {id: a, shouldAutoRotate: false}\n",
      message: "1:15: unknown key 'shouldAutoRotate' in a view controller"),
    Malformed(
      kind: "duplicate id", yaml: "root:\n  id: a\n  children: [{id: a}]\n",
      message: "3:19: duplicate id 'a' (first defined on line 2)"),
    Malformed(
      kind: "unknown id", yaml: "root: {id: a}\nevents:\n  - {at: 1, removeChild: b}\n",
      message: "3:26: unknown view controller 'b'; known here: a"),
    Malformed(
      kind: "unknown orientation", yaml: "root: {id: a, preferred: landscape}\n",
      message: "1:26: unknown interface orientation 'landscape'"),
    Malformed(
      kind: "unknown profile", yaml: "profile: ios18\nroot: {id: a}\n",
      message: "1:10: unknown profile 'ios18'"),
    Malformed(
      kind: "unknown device", yaml: "device: pixel-8\nroot: {id: a}\n",
      message: "1:9: unknown device 'pixel-8'"),
    Malformed(
      kind: "two actions in one event",
      yaml:
        "root: {id: a}\nevents:\n  - {at: 1, device: portrait, resize: {width: 1, height: 1}}\n",
      message: "3:31: an event has exactly one action; found 'device' and 'resize'"),
    Malformed(
      kind: "negative time", yaml: "root: {id: a}\nevents:\n  - {at: -0.5, device: portrait}\n",
      message: "3:10: event time -0.5 is negative"),
    Malformed(
      kind: "decreasing time",
      yaml: "root: {id: a}\nevents:\n  - {at: 3, device: portrait}\n  - {at: 2, device: faceUp}\n",
      message: "4:10: event time 2 is earlier than the event before it (3 on line 3)"),
  ]

  @Test("a malformed scene exits 65 with file:line:col and the reason", arguments: malformed)
  func malformedScene(_ example: Malformed) throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let scene = directory.appendingPathComponent("bad.yaml").path
    try example.yaml.write(toFile: scene, atomically: true, encoding: .utf8)
    let result = try simulate([scene])
    #expect(result.status == 65)
    #expect(result.errors.hasPrefix("orientsim: \(scene):\(example.message)"), "\(result.errors)")
    #expect(result.output.isEmpty)
  }

  @Test("a missing scene exits 66")
  func missingScene() throws {
    let result = try simulate(["/nonexistent/scene.yaml"])
    #expect(result.status == 66)
    #expect(result.errors == "orientsim: /nonexistent/scene.yaml: no such file\n")
  }

  @Test("a missing Info.plist exits 66, naming the scene line that refers to it")
  func missingInfoPlist() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let scene = directory.appendingPathComponent("s.yaml").path
    try "app:\n  infoPlist: Missing.plist\nroot: {id: a}\n".write(
      toFile: scene, atomically: true, encoding: .utf8)
    let result = try simulate([scene])
    #expect(result.status == 66)
    #expect(result.errors.hasPrefix("orientsim: \(scene):2:14: Info.plist '"))
  }

  @Test("a UIKit exception exits 3 with UIKit's reason on stderr, after the records before it")
  func exception() throws {
    let scene = Paths.testScenes.appendingPathComponent("empty-mask-ios8.yaml").path
    let result = try simulate([scene])
    #expect(result.status == 3)
    #expect(
      result.errors
        == "*** Terminating app due to uncaught exception 'UIApplicationInvalidInterfaceOrientation', "
        + "reason: 'Supported orientations has no common orientation with the application, and "
        + "[UIViewController shouldAutorotate] is returning YES'\n")
    #expect(result.output.contains("? supportedInterfaceOrientations"))
  }

  @Test("--expect: a matching golden exits 0 silently; a different one prints a diff and exits 1")
  func expectAndRecord() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let scene = Paths.scenes.appendingPathComponent("rotate-plain.yaml").path
    let golden = directory.appendingPathComponent("golden/rotate.txt").path

    let missing = try simulate([scene, "--expect", golden])
    #expect(missing.status == 66)
    #expect(missing.errors.contains("create it with --record"))

    let recorded = try simulate([scene, "--expect", golden, "--record"])
    #expect(recorded.status == 0)
    #expect(recorded.errors == "orientsim: recorded \(golden)\n")
    let text = try String(contentsOfFile: golden, encoding: .utf8)
    #expect(text == (try simulate([scene])).output)

    let same = try simulate([scene, "--expect", golden])
    #expect(same.status == 0)
    #expect(same.output.isEmpty)

    try text.replacing("targetTransform: 90", with: "targetTransform: -90").write(
      toFile: golden, atomically: true, encoding: .utf8)
    let changed = try simulate([scene, "--expect", golden])
    #expect(changed.status == 1)
    #expect(changed.output.hasPrefix("--- \(golden)\n+++ actual\n@@ "))
    #expect(changed.output.contains("\n-  1.000  root         viewWillTransition(to:with:)"))
    #expect(changed.output.contains("targetTransform: -90}"))
    #expect(changed.output.contains("\n+  1.000  root         viewWillTransition(to:with:)"))
    #expect(changed.errors.contains("refresh it with --record"))

    let refreshed = try simulate([scene, "--expect", golden, "--record"])
    #expect(refreshed.status == 0)
    #expect(try simulate([scene, "--expect", golden]).status == 0)
  }

  @Test(
    "--format jsonl: every record of every example scene is a JSON object with the SPEC §8.2 fields",
    arguments: Paths.exampleScenes)
  func jsonl(_ scene: String) throws {
    let result = try simulate([
      Paths.scenes.appendingPathComponent(scene).path, "--format", "jsonl",
    ])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(
      lines.count
        == (try simulate([Paths.scenes.appendingPathComponent(scene).path])).output
        .split(separator: "\n").count)
    for (index, line) in lines.enumerated() {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "line \(index)")
      let kind = try #require(object["kind"] as? String)
      let fields: Set<String> = ["t", "seq", "kind", "vc", "call", "args", "state"]
      #expect(Set(object.keys) == fields.union(kind == "query" ? ["result"] : []))
      #expect(object["t"] is NSNumber)
      #expect(object["seq"] as? Int == index)
      #expect(
        ["callback", "query", "device", "decision", "diagnostic", "lifecycle"].contains(kind))
      #expect(object["call"] is String)
      #expect(object["args"] is [String: Any])
      #expect(object["vc"] is String || object["vc"] is NSNull)
      if let state = object["state"] as? [String: Any] {
        #expect(state["interfaceOrientation"] is String)
        #expect((state["bounds"] as? [Any])?.count == 2)
        #expect(
          Set((state["traits"] as? [String: Any])?.keys ?? [:].keys) == ["horizontal", "vertical"])
        // Appearance records carry the four transition flags as booleans (SPEC §8.2).
        let call = object["call"] as? String ?? ""
        let isAppearance = [
          "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
          "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        ].contains(call)
        let flags = [
          "isBeingPresented", "isBeingDismissed", "isMovingToParent", "isMovingFromParent",
        ]
        // On a foldable the display the scene is on (SPEC §8.4).
        let display: Set<String> = state["display"] == nil ? [] : ["display"]
        #expect(
          state["display"] == nil || ["outer", "inner"].contains(state["display"] as? String))
        #expect((state["display"] != nil) == scene.hasPrefix("iphone-duo"), "line \(index)")
        let common = display.union(["interfaceOrientation", "bounds", "traits"])
        #expect(Set(state.keys) == (isAppearance ? common.union(flags) : common), "line \(index)")
        for flag in flags where isAppearance {
          #expect(line.contains("\"\(flag)\":true") || line.contains("\"\(flag)\":false"))
        }
      } else {
        #expect(object["state"] is NSNull)
      }
      if kind == "device" {
        #expect(object["vc"] is NSNull)
        let args = object["args"] as? [String: Any]
        if object["call"] as? String == "postureDidChange" {
          // A foldable's posture (SPEC §5.9).
          #expect(args?["posture"] is String && args?["display"] is String)
          #expect(args?["angle"] is NSNumber)
        } else {
          #expect(object["call"] as? String == "orientationDidChange")
          #expect(args?["orientation"] is String)
        }
      }
    }
  }

  @Test("--explain adds decision records: a device turn held by a push names the transition")
  func explain() throws {
    let scene = Paths.scenes.appendingPathComponent("appearance-transitions.yaml").path
    let result = try simulate([scene, "--explain"])
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "  1.200  tabs         noRotation {device: landscapeLeft, rule: transitionInProgress, "
          + "because: a push transition is in progress; the latest device orientation is decided "
          + "when it ends}  [portrait 393×852]\n"))
    let plain = try simulate([scene])
    #expect(!plain.output.contains("noRotation"))
    #expect(
      result.output.split(separator: "\n").count == plain.output.split(separator: "\n").count + 1)
  }

  @Test("--format summary prints the totals and final orientations")
  func summary() throws {
    let result = try simulate([
      Paths.scenes.appendingPathComponent("rotate-plain.yaml").path, "--format", "summary",
    ])
    #expect(result.status == 0)
    #expect(
      result.output == """
        samples: 0
        frames: 0
        deviceOrientationChanges: 2
        rotations: 2
        callbacks: 22
        queries: 5
        diagnostics: 0
        records: 30
        finalDeviceOrientation: portrait
        finalInterfaceOrientation: portrait

        """)
  }

  @Test("--profile and --device-profile replace the scene's")
  func overrides() throws {
    let scene = Paths.scenes.appendingPathComponent("rotate-plain.yaml").path
    let legacy = try simulate([scene, "--profile", "ios7"])
    #expect(legacy.status == 0)
    #expect(legacy.output.contains("willRotate(to:duration:)"))
    #expect(!legacy.output.contains("viewWillTransition"))
    let device = Paths.package.appendingPathComponent("Configs/devices/iphone-se-2.yaml").path
    let small = try simulate([scene, "--device-profile", device])
    #expect(small.output.contains("[portrait 375×667]"))
    let pad = try simulate([scene, "--device-profile", "ipad-9th"])
    #expect(pad.output.contains("[portrait 810×1080]"))
    let unknown = try simulate([scene, "--device-profile", "pixel-8"])
    #expect(unknown.status == 65)
    #expect(unknown.errors.contains("unknown device 'pixel-8'"))
  }

  @Test("a scene may name a device-profile file of its own, relative to the scene")
  func customDeviceFile() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let profile = DeviceProfileFile.yaml(.iphoneSE2).replacing(
      "id: iphone-se-2", with: "id: tiny-phone"
    ).replacing("width: 375", with: "width: 320")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("devices"), withIntermediateDirectories: true)
    try profile.write(
      to: directory.appendingPathComponent("devices/tiny.yaml"), atomically: true, encoding: .utf8)
    let scene = directory.appendingPathComponent("s.yaml").path
    try "device: devices/tiny.yaml\nroot: {id: r}\nevents:\n  - {at: 1, device: landscapeLeft}\n"
      .write(toFile: scene, atomically: true, encoding: .utf8)
    let result = try simulate([scene])
    #expect(result.status == 0)
    #expect(result.output.contains("[portrait 320×667]"))
    #expect(result.output.contains("[landscapeRight 667×320]"))
  }

  @Test("usage errors are reported by the parser")
  func usageErrors() {
    #expect(throws: (any Error).self) {
      try SimulateCommand.parse(["s.yaml", "--profile", "ios9"])
    }
    #expect(throws: (any Error).self) { try SimulateCommand.parse(["s.yaml", "--record"]) }
    #expect(throws: (any Error).self) {
      try SimulateCommand.parse(["s.yaml", "--expect", "g.txt", "--format", "jsonl"])
    }
    #expect(throws: (any Error).self) { try SimulateCommand.parse([]) }
  }

  @Test("--help has a worked example and the exit-code table")
  func help() {
    let help = Orientsim.helpMessage(for: SimulateCommand.self, columns: 100)
    #expect(help.contains("Example:"))
    #expect(help.contains("$ orientsim simulate Configs/scenes/rotate-plain.yaml"))
    for code in [
      "0   ok", "1   the transcript differs", "2   usage error", "3   UIKit raised",
      "65  bad input data (file:line:col", "66  an input file is missing", "73  the output",
      "74  an I/O error", "77  permission denied",
    ] {
      #expect(help.contains(code), "\(code)")
    }
    #expect(help.contains("--format <format>"))
    #expect(help.contains("--device-profile <id|path>"))
  }
}

/// The built binary, end to end: exit codes as a shell sees them.
@Suite("simulate, end to end")
struct SimulateEndToEndTests {
  @Test("exit codes 0, 1, 2, 3, 65 and 66 from the built executable")
  func exitCodes() throws {
    let scene = Paths.scenes.appendingPathComponent("rotate-plain.yaml").path
    let golden = Paths.golden.appendingPathComponent("rotate-plain.txt").path
    let ok = try #require(try runExecutable(["simulate", scene]))
    #expect(ok.status == 0)
    #expect(ok.output == (try String(contentsOfFile: golden, encoding: .utf8)))

    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let wrong = directory.appendingPathComponent("wrong.txt").path
    try "  0.000  (app)        didFinishLaunching\n".write(
      toFile: wrong, atomically: true, encoding: .utf8)
    #expect(try runExecutable(["simulate", scene, "--expect", wrong])?.status == 1)

    let usage = try #require(try runExecutable(["simulate", scene, "--format", "xml"]))
    #expect(usage.status == 2)
    #expect(usage.errors.contains("--format"))

    let exception = try #require(
      try runExecutable([
        "simulate", Paths.testScenes.appendingPathComponent("empty-mask-ios8.yaml").path,
      ]))
    #expect(exception.status == 3)
    #expect(exception.errors.contains("UIApplicationInvalidInterfaceOrientation"))

    let bad = directory.appendingPathComponent("bad.yaml").path
    try "root: {id: a}\nevents:\n  - {at: 1, device: sideways}\n".write(
      toFile: bad, atomically: true, encoding: .utf8)
    let malformed = try #require(try runExecutable(["simulate", bad]))
    #expect(malformed.status == 65)
    #expect(malformed.errors.hasPrefix("orientsim: \(bad):3:21: unknown device orientation"))

    #expect(
      try runExecutable(["simulate", directory.appendingPathComponent("none.yaml").path])?.status
        == 66)
  }

  @Test("shell completions are generated by argument-parser")
  func completions() throws {
    let bash = try #require(try runExecutable(["--generate-completion-script", "bash"]))
    #expect(bash.status == 0)
    #expect(bash.output.contains("simulate"))
    #expect(bash.output.contains("--device-profile"))
  }
}

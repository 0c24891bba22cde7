import Foundation
import OrientationCore
import Testing

@testable import orientsim

/// `replay` with hinge readings (SPEC §7.1, §8.4): a CSV's hinge column, `--hinge` with a
/// `t,hinge` trace or a lid switch's evemu recording.
@Suite("Replay with a hinge")
struct HingeReplayTests {
  /// Shut and portrait, unfolded to 120° at 1 s (the sensor now in the inner display's frame:
  /// gravity reads landscapeLeft there), fully open at 1.5 s, shut again at 2 s.
  static func trace(hingeColumn: Bool = true) -> String {
    var rows = [hingeColumn ? "t,x,y,z,hinge" : "t,x,y,z"]
    for index in 0...30 {
      let time = Double(index) / 10
      let inner = (10..<20).contains(index)
      let angle = [0: "0", 10: "120", 15: "180", 20: "0"][index] ?? ""
      let vector = inner ? "-1.0,0.0,0.0" : "0.0,-1.0,0.0"
      rows.append("\(time),\(vector)" + (hingeColumn ? ",\(angle)" : ""))
    }
    return rows.joined(separator: "\n") + "\n"
  }

  static let duo = ["--device-profile", "iphone-duo", "--profile", "ios27"]

  /// What the run above prints: SPEC §5.9's unfold (masks ignored on the inner display, the
  /// device orientation carried to landscapeLeft there) and fold (the outer display asks),
  /// §6.1's postures, and no `orientationDidChange`: the device did not move.
  static let expected = """
      0.200  root         ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]  [portrait 0×0 outer]
      0.200  root         viewDidLoad()  [portrait 466×678 outer]
      0.200  root         viewWillAppear(_:) {animated: false}  [portrait 466×678 outer]
      0.200  root         viewSafeAreaInsetsDidChange()  [portrait 466×678 outer]
      0.200  root         viewIsAppearing(_:) {animated: false}  [portrait 466×678 outer]
      0.200  root         viewWillLayoutSubviews()  [portrait 466×678 outer]
      0.200  root         view.layoutSubviews()  [portrait 466×678 outer]
      0.200  root         viewDidLayoutSubviews()  [portrait 466×678 outer]
      0.200  root         viewDidAppear(_:) {animated: false}  [portrait 466×678 outer]
      0.200  (app)        didFinishLaunching {deviceOrientation: portrait, interfaceOrientation: portrait}
      1.000  (device)     postureDidChange {posture: halfOpen, display: inner, angle: 120}
      1.000  root         willTransition(to:with:) {to: {horizontal: regular, vertical: regular}, duration: 0.3}  [portrait 466×678 outer]
      1.000  root         viewWillTransition(to:with:) {to: [951, 669], duration: 0.3, targetTransform: 0}  [portrait 466×678 outer]
      1.000  root         traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: regular}}  [landscapeRight 951×669 inner]
      1.000  root         viewWillLayoutSubviews()  [landscapeRight 951×669 inner]
      1.000  root         view.layoutSubviews()  [landscapeRight 951×669 inner]
      1.000  root         viewDidLayoutSubviews()  [landscapeRight 951×669 inner]
      1.500  (device)     postureDidChange {posture: open, display: inner, angle: 180}
      2.000  (device)     postureDidChange {posture: folded, display: outer, angle: 0}
      2.000  root         ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]  [landscapeRight 951×669 inner]
      2.000  root         willTransition(to:with:) {to: {horizontal: compact, vertical: regular}, duration: 0.3}  [landscapeRight 951×669 inner]
      2.000  root         viewWillTransition(to:with:) {to: [466, 678], duration: 0.3, targetTransform: 0}  [landscapeRight 951×669 inner]
      2.000  root         traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: regular, vertical: regular}}  [portrait 466×678 outer]
      2.000  root         viewWillLayoutSubviews()  [portrait 466×678 outer]
      2.000  root         view.layoutSubviews()  [portrait 466×678 outer]
      2.000  root         viewDidLayoutSubviews()  [portrait 466×678 outer]

    """

  /// A lid switch's own evemu recording: opened at 1 s, shut at 2 s.
  static let lidRecording = """
    # EVEMU 1.3
    N: lid
    I: 0019 0000 0000 0000
    P: 00 00 00 00 00 00 00 00
    B: 00 21 00 00 00 00 00 00 00
    B: 05 01 00 00 00 00 00 00 00
    E: 1.000000 0005 0000 0000
    E: 1.000000 0000 0000 0000
    E: 2.000000 0005 0000 0001
    E: 2.000000 0000 0000 0000

    """

  /// The postures ``lidRecording`` gives on iPhone Duo: open, then folded.
  static let lidPostures: [Substring] = [
    "  1.000  (device)     postureDidChange {posture: open, display: inner, angle: 180}",
    "  2.000  (device)     postureDidChange {posture: folded, display: outer, angle: 0}",
  ]

  /// The `postureDidChange` lines of a transcript.
  static func postures(_ output: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.contains("postureDidChange") }
  }

  /// Writes `text` to `name` in `directory`; its path.
  static func write(_ text: String, _ name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test("a CSV's hinge column unfolds and folds the app; the detector is carried, not restarted")
  func column() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try replay([try Self.write(Self.trace(), "duo.csv", in: directory)] + Self.duo)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == Self.expected)
    // With --explain the accelerometer detector holds the carried orientation at each switch.
    let explained = try replay(
      [try Self.write(Self.trace(), "duo.csv", in: directory), "--explain"] + Self.duo)
    let holds = explained.output.split(separator: "\n").filter { $0.contains("(detector)   hold") }
    #expect(
      holds.map { $0.prefix(7) + ($0.contains("orientation: landscapeLeft") ? " L" : " P") }
        == ["  1.000 L", "  2.000 P"])
    #expect(!explained.output.contains("orientationDidChange"))
  }

  @Test("--hinge with a t,hinge trace gives the records of the column")
  func hingeTrace() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let hinge = try Self.write(
      "t,hinge\n0,0\n1,120\n1.5,180\n2,0\n", "duo.hinge.csv", in: directory)
    let plain = try Self.write(Self.trace(hingeColumn: false), "duo-plain.csv", in: directory)
    let result = try replay([plain, "--hinge", hinge] + Self.duo)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == Self.expected)
  }

  @Test("--hinge replaces the trace's own column")
  func replaces() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let shut = try Self.write("t,hinge\n0,0\n3,0\n", "shut.hinge.csv", in: directory)
    let result = try replay(
      [try Self.write(Self.trace(), "duo.csv", in: directory), "--hinge", shut] + Self.duo)
    #expect(result.status == 0)
    #expect(!result.output.contains("postureDidChange"))
  }

  @Test("--hinge with a lid switch's evemu recording: open is 180°, shut 0°")
  func lidSwitch() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let lid = try Self.write(Self.lidRecording, "lid.evemu", in: directory)
    let plain = try Self.write(Self.trace(hingeColumn: false), "duo-plain.csv", in: directory)
    let result = try replay([plain, "--hinge", lid] + Self.duo)
    #expect(result.status == 0, "\(result.errors)")
    #expect(Self.postures(result.output) == Self.lidPostures)
  }

  @Test("--from and --to apply to the hinge readings too")
  func window() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try replay(
      [try Self.write(Self.trace(), "duo.csv", in: directory), "--to", "1.6"] + Self.duo)
    #expect(result.status == 0)
    #expect(Self.postures(result.output).count == 2)
    #expect(result.output.contains("1.500  (device)     postureDidChange {posture: open"))
    #expect(!result.output.contains("posture: folded"))
  }

  @Test("a bad --hinge trace is an error at its line, exit 65")
  func badHingeTrace() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let hinge = try Self.write("t,hinge\n0,0\n1,500\n", "bad.hinge.csv", in: directory)
    let plain = try Self.write(Self.trace(hingeColumn: false), "duo-plain.csv", in: directory)
    let result = try replay([plain, "--hinge", hinge] + Self.duo)
    #expect(result.status == 65)
    #expect(
      result.errors.contains("bad.hinge.csv:3:3: expected hinge within 0…360 degrees, found '500'"))
  }

  @Test("convert keeps the hinge: beside an evemu output as FILE.hinge.csv, in a CSV's column")
  func convert() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let csv = try Self.write(Self.trace(), "duo.csv", in: directory)
    let evemu = directory.appendingPathComponent("duo.evemu").path
    #expect(try orientsim(["convert", csv, "-o", evemu]).status == 0)
    let beside = evemu + ".hinge.csv"
    #expect(
      try String(contentsOfFile: beside, encoding: .utf8)
        == "t,hinge\n0.0,0.0\n1.0,120.0\n1.5,180.0\n2.0,0.0\n")
    let fromEvemu = try replay([evemu, "--hinge", beside] + Self.duo)
    #expect(fromEvemu.output == Self.expected)

    let copy = directory.appendingPathComponent("copy.csv").path
    #expect(try orientsim(["convert", csv, "-o", copy]).status == 0)
    let lines = try String(contentsOfFile: copy, encoding: .utf8).split(separator: "\n")
    #expect(
      lines.prefix(3) == [
        "t,x,y,z,hinge", "0.000000,,,,0.000000", "0.000000,0.000000,-1.000000,0.000000,",
      ])
    #expect(try replay([copy] + Self.duo).output == Self.expected)

    // A window keeps the hinge angles inside it.
    let cut = directory.appendingPathComponent("cut.evemu").path
    #expect(try orientsim(["convert", csv, "-o", cut, "--from", "1.2", "--to", "2.5"]).status == 0)
    #expect(
      try String(contentsOfFile: cut + ".hinge.csv", encoding: .utf8)
        == "t,hinge\n1.5,180.0\n2.0,0.0\n")

    // A trace without hinge angles gets no file beside it.
    let plain = try Self.write(Self.trace(hingeColumn: false), "plain.csv", in: directory)
    let plainOut = directory.appendingPathComponent("plain.evemu").path
    #expect(try orientsim(["convert", plain, "-o", plainOut]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: plainOut + ".hinge.csv"))
  }

  @Test("the posture options replace the thresholds; out of order they are a usage error")
  func options() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A fold to 60°: below --fold-at 70 it folds, by default (45°) it does not.
    let trace = try Self.write(
      "t,x,y,z,hinge\n0,0,-1,0,0\n0.5,0,-1,0,\n1,-1,0,0,180\n2,-1,0,0,60\n3,0,-1,0,\n",
      "fold60.csv", in: directory)
    let folded = try replay([trace, "--fold-at", "70"] + Self.duo)
    #expect(folded.status == 0, "\(folded.errors)")
    #expect(folded.output.contains("2.000  (device)     postureDidChange {posture: folded"))
    let plain = try replay([trace] + Self.duo)
    #expect(!plain.output.contains("posture: folded"))
    #expect(throws: (any Error).self) { try ReplayCommand.parse([trace, "--closed-at", "50"]) }
    #expect(throws: (any Error).self) { try ReplayCommand.parse([trace, "--hinge-settle", "-1"]) }
    // Options that contradict a scene's posture block: an error at the block's line.
    let scene = try Self.write(
      "profile: ios27\ndevice: iphone-duo\nposture: {foldAt: 30}\nroot: {id: main}\n",
      "posture.yaml", in: directory)
    let contradicted = try replay([trace, "--scene", scene, "--closed-at", "40"])
    #expect(contradicted.status == 65)
    #expect(contradicted.errors.contains("posture.yaml:3:10: hinge thresholds must satisfy"))
  }

  @Test("--hinge - reads a hinge trace from a pipe, from its first line")
  func hingeFromPipe() throws {
    let binary = try #require(builtExecutable()).path
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let plain = try Self.write(Self.trace(hingeColumn: false), "duo-plain.csv", in: directory)
    // A long comment first: the format is told from a prefix that must not be lost.
    let comments = (0..<20).map { _ in "# " + String(repeating: "x", count: 60) }
    let hinge = try Self.write(
      comments.joined(separator: "\n") + "\nt,hinge\n0,0\n1,120\n1.5,180\n2,0\n", "pad.hinge.csv",
      in: directory)
    let result = try spawn(
      "/bin/sh",
      [
        "-c", "cat \"$1\" | \"$2\" replay \"$3\" --hinge - " + Self.duo.joined(separator: " "),
        "sh", hinge, binary, plain,
      ])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == Self.expected)
    // The trace and the hinge trace cannot both be standard input.
    let both = try replay(["-", "--hinge", "-"] + Self.duo)
    #expect(both.status == 2)
    #expect(both.errors.contains("standard input"))
  }

  @Test("convert turns a lid switch's own recording into a t,hinge trace that replays")
  func convertLidSwitch() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let lid = try Self.write(Self.lidRecording, "lid-own.evemu", in: directory)
    let csv = directory.appendingPathComponent("lid.hinge.csv").path
    let converted = try orientsim(["convert", lid, "-o", csv])
    #expect(converted.status == 0, "\(converted.stderr)")
    #expect(
      try String(contentsOfFile: csv, encoding: .utf8)
        == "t,hinge\n1.000000,180.000000\n2.000000,0.000000\n")
    let plain = try Self.write(Self.trace(hingeColumn: false), "duo-plain.csv", in: directory)
    let result = try replay([plain, "--hinge", csv] + Self.duo)
    #expect(Self.postures(result.output) == Self.lidPostures)
  }
}

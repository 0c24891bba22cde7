import Foundation
import OrientationCore
import OrientationTesting
import Testing

/// The Swift Testing helpers: exhaustive, ordered, and failing when they should.
@Suite("OrientationTesting helpers")
struct TestingHelpersTests {
  static let portrait = StateSnapshot(
    interfaceOrientation: .portrait, bounds: Size(width: 393, height: 852),
    traits: TraitCollection(horizontal: .compact, vertical: .regular))
  static let landscape = StateSnapshot(
    interfaceOrientation: .landscapeRight, bounds: Size(width: 852, height: 393),
    traits: TraitCollection(horizontal: .compact, vertical: .compact))

  /// A legacy rotation of one view controller (SPEC §5.1), plus the device record and a query.
  static let records: [CallbackRecord] = {
    var log = CallbackLog()
    log.append(
      time: 1, kind: .device, vc: nil, call: "orientationDidChange",
      args: [RecordField("orientation", .string("landscapeLeft"))])
    log.append(
      time: 1, kind: .query, vc: "root", call: "shouldAutorotate", state: portrait,
      result: .bool(true))
    log.append(
      time: 1, kind: .callback, vc: "root", call: "willRotate(to:duration:)",
      args: [RecordField("to", .string("landscapeRight")), RecordField("duration", .number(0.3))],
      state: portrait)
    log.append(
      time: 1, kind: .callback, vc: "root", call: "viewWillLayoutSubviews()", state: landscape)
    log.append(
      time: 1, kind: .callback, vc: "child", call: "viewWillLayoutSubviews()", state: landscape)
    log.append(
      time: 1.3, kind: .callback, vc: "root", call: "didRotate(from:)",
      args: [RecordField("from", .string("portrait"))], state: landscape)
    return log.records
  }()

  @Test("the exact sequence passes, at any level of detail")
  func exactSequence() {
    expectRecords(
      Self.records,
      [
        "(device) orientationDidChange {orientation: landscapeLeft}",
        "root ? shouldAutorotate -> true",
        "root willRotate(to:duration:) {to: landscapeRight, duration: 0.3}  [portrait 393×852]",
        "root viewWillLayoutSubviews()",
        "child   viewWillLayoutSubviews()",
        "root didRotate(from:)",
      ])
  }

  @Test("filters claim only what they name")
  func filters() {
    expectRecords(
      Self.records, where: .callbacks,
      [
        "root willRotate(to:duration:)", "root viewWillLayoutSubviews()",
        "child viewWillLayoutSubviews()", "root didRotate(from:)",
      ])
    expectRecords(
      Self.records, where: RecordFilter(viewControllers: ["child"]),
      ["child viewWillLayoutSubviews()"])
    expectRecords(
      Self.records, where: RecordFilter(kinds: [.callback], from: 1.1),
      ["root didRotate(from:)"])
    expectNoRecords(Self.records, where: RecordFilter(kinds: [.diagnostic]))
  }

  @Test("an unclaimed record fails")
  func unclaimedRecordFails() {
    withKnownIssue {
      expectRecords(
        Self.records, where: .callbacks,
        ["root willRotate(to:duration:)", "root viewWillLayoutSubviews()", "root didRotate(from:)"])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("+ child viewWillLayoutSubviews()") }
    }
  }

  @Test("a wrong order fails with a diff of expected and actual lines")
  func wrongOrderFails() {
    withKnownIssue {
      expectRecords(
        Self.records, where: RecordFilter(viewControllers: ["root"], kinds: [.callback]),
        ["root viewWillLayoutSubviews()", "root willRotate(to:duration:)", "root didRotate(from:)"])
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("- root viewWillLayoutSubviews()")
        && text.contains("+ root viewWillLayoutSubviews()")
        && text.contains("  root willRotate(to:duration:)")
    }
  }

  @Test("a wrong argument fails; the actual line is printed at the same detail")
  func wrongArgumentFails() {
    withKnownIssue {
      expectRecords(
        Self.records, where: RecordFilter(viewControllers: ["root"], kinds: [.callback], to: 1),
        [
          "root willRotate(to:duration:) {to: landscapeLeft, duration: 0.3}",
          "root viewWillLayoutSubviews()",
        ])
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("+ root willRotate(to:duration:) {to: landscapeRight, duration: 0.3}")
      }
    }
  }

  @Test("a missing record fails")
  func missingRecordFails() {
    withKnownIssue {
      expectRecords(
        Self.records, where: RecordFilter(viewControllers: ["child"]),
        ["child viewWillLayoutSubviews()", "child viewDidLayoutSubviews()"])
    }
  }

  @Test("an empty expectation fails: it would claim nothing")
  func vacuousExpectationFails() {
    withKnownIssue {
      expectRecords(Self.records, where: RecordFilter(viewControllers: ["nobody"]), [])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("An empty expectation claims nothing") }
    }
  }

  @Test("expecting no records fails on an empty log and on a record that passes the filter")
  func expectNoRecordsFails() {
    withKnownIssue {
      expectNoRecords([], where: .callbacks)
    }
    withKnownIssue {
      expectNoRecords(Self.records, where: RecordFilter(kinds: [.query]))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("? shouldAutorotate -> true") }
    }
  }

  @Test("the issue points at the expectation's source location")
  func sourceLocation() {
    let line = #line + 2
    withKnownIssue {
      expectRecords(
        Self.records, where: RecordFilter(viewControllers: ["child"]), ["child nothing()"])
    } matching: { issue in
      (line...line + 1).contains(issue.sourceLocation?.line ?? 0)
        && issue.sourceLocation?.fileName == "TestingHelpersTests.swift"
    }
  }

  /// A push's appearance records (SPEC §5.4): the arriving view controller flagged, the leaving
  /// one not, the did phase at t0 + 0.5 s.
  static let push: [CallbackRecord] = {
    var log = CallbackLog()
    var leaving = portrait
    leaving.appearance = []
    var arriving = portrait
    arriving.appearance = .movingToParent
    let animated = [RecordField("animated", .bool(true))]
    log.append(time: 1, kind: .callback, vc: "b", call: "willMove(toParent:)", state: portrait)
    log.append(
      time: 1, kind: .callback, vc: "a", call: "viewWillDisappear(_:)", args: animated,
      state: leaving)
    log.append(
      time: 1, kind: .callback, vc: "b", call: "viewWillAppear(_:)", args: animated,
      state: arriving)
    log.append(
      time: 1.5, kind: .callback, vc: "a", call: "viewDidDisappear(_:)", args: animated,
      state: leaving)
    log.append(
      time: 1.5, kind: .callback, vc: "b", call: "viewDidAppear(_:)", args: animated,
      state: arriving)
    return log.records
  }()

  @Test("a line may state the record's time and the appearance flags alone; `[]` claims none")
  func timesAndFlags() {
    expectRecords(
      Self.push,
      [
        "1.000 b willMove(toParent:)",
        "1.0 a viewWillDisappear(_:) {animated: true}  []",
        "1.000  b viewWillAppear(_:) {animated: true}  [movingToParent]",
        // A transcript line, time column and all.
        ExpectedRecord(RecordText.line(Self.push[3])),
        "1.5 b viewDidAppear(_:) {animated: true}  [movingToParent]",
      ])
    #expect(ExpectedRecord("1.5 b viewDidLoad()") == ExpectedRecord("  1.500  b  viewDidLoad()"))
    #expect(ExpectedRecord("b viewDidLoad()").at(1.5) == "1.500 b viewDidLoad()")
    #expect(ExpectedRecord("1.5 b viewDidLoad()").at(2).text == "2.000 b viewDidLoad()")
  }

  @Test("a wrong time fails; the actual line is printed with its time")
  func wrongTimeFails() {
    withKnownIssue {
      expectRecords(
        Self.push, where: RecordFilter(viewControllers: ["b"]),
        [
          "1.000 b willMove(toParent:)", "1.000 b viewWillAppear(_:)",
          "1.300 b viewDidAppear(_:)",
        ])
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("- 1.300 b viewDidAppear(_:)")
        && text.contains("+ 1.500 b viewDidAppear(_:)")
    }
    // Times compare to the microsecond, finer than the transcript's column.
    var log = CallbackLog()
    log.append(time: 1.0004, kind: .callback, vc: "b", call: "viewDidLoad()")
    withKnownIssue {
      expectRecords(log.records, ["1.000 b viewDidLoad()"])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("+ 1.0004 b viewDidLoad()") }
    }
  }

  @Test("wrong or missing flags fail, and so does `[]` on a flagged record")
  func wrongFlagsFail() {
    withKnownIssue {
      expectRecords(
        Self.push, where: RecordFilter(viewControllers: ["b"], from: 1.5),
        ["b viewDidAppear(_:) {animated: true}  [beingPresented]"])
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("+ b viewDidAppear(_:) {animated: true} [movingToParent]")
      }
    }
    withKnownIssue {
      expectRecords(
        Self.push, where: RecordFilter(viewControllers: ["b"], from: 1.5),
        ["b viewDidAppear(_:) {animated: true}  []"])
    }
    withKnownIssue {
      expectRecords(
        Self.push, where: RecordFilter(viewControllers: ["a"], to: 1),
        ["a viewWillDisappear(_:) {animated: false}  []"])
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("+ a viewWillDisappear(_:) {animated: true} []")
      }
    }
    // A record without appearance state has no flags to claim.
    withKnownIssue {
      expectRecords(
        Self.push, where: RecordFilter(viewControllers: ["b"], to: 1),
        ["b willMove(toParent:)  []", "b viewWillAppear(_:)"])
    }
  }

  @Test("an id made of digits is not a time; a query's list result is not a flag bracket")
  func linesThatAreNotTimesOrFlags() {
    var log = CallbackLog()
    log.append(time: 2, kind: .callback, vc: "42", call: "viewDidLoad()")
    log.append(
      time: 2, kind: .query, vc: "root", call: "supportedInterfaceOrientations",
      state: Self.portrait, result: .list([]))
    expectRecords(log.records, ["42 viewDidLoad()", "root ? supportedInterfaceOrientations -> []"])
    #expect(ExpectedRecord("42 viewDidLoad()").text == "42 viewDidLoad()")
  }

  /// A view controller written in Swift, as a user of the library would.
  final class ReaderViewController: ViewController {
    override var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
  }

  @Test("with the simulator: seed 001's legacy order for one view controller under ios7")
  func legacyRotationWithSimulator() throws {
    let simulator = Simulator(
      profile: .ios7, device: .iphoneSE2, root: ReaderViewController(id: "reader"))
    try simulator.launch()
    try simulator.deviceOrientationChanged(.landscapeLeft, at: 1)
    try simulator.advance(to: 2)
    expectRecords(
      simulator.log, where: RecordFilter(kinds: [.callback], from: 1),
      [
        "reader willRotate(to:duration:) {to: landscapeRight, duration: 0.3}  [portrait 375×667]",
        "reader updateViewConstraints()",
        "reader view.updateConstraints()",
        "reader viewWillLayoutSubviews()  [landscapeRight 667×375]",
        "reader view.layoutSubviews()",
        "reader viewDidLayoutSubviews()",
        "reader willAnimateRotation(to:duration:) {to: landscapeRight, duration: 0.3}",
        "reader didRotate(from:) {from: portrait}",
      ])
    expectRecords(
      simulator.log, where: RecordFilter(kinds: [.query, .device]),
      [
        "reader ? supportedInterfaceOrientations",
        "(device) orientationDidChange {orientation: landscapeLeft}",
        "reader ? shouldAutorotate -> true",
        "reader ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
      ])
  }

  @Test("with the simulator: a push's did phase, with its time and flags (the DocC example)")
  func pushTimelineWithSimulator() throws {
    let nav = NavigationController(id: "nav")
    let simulator = Simulator(profile: .ios13, root: nav)
    try simulator.push(ViewController(id: "a"), onto: nav, at: 0)
    try simulator.launch()
    try simulator.push(ViewController(id: "b"), onto: nav, at: 1)
    try simulator.finish()
    expectRecords(
      simulator.log, where: RecordFilter(kinds: [.callback], from: 1.5),
      [
        "1.500 a viewDidDisappear(_:) {animated: true}  []",
        "1.500 b viewDidAppear(_:) {animated: true}  [movingToParent]",
        "1.500 b didMove(toParent:)",
      ])
  }

  @Test("with the simulator: a refused rotation does not ask for the mask (SPEC §3.2)")
  func refusedRotationWithSimulator() throws {
    let root = ViewController(id: "root")
    root.autorotates = false
    let simulator = Simulator(profile: .ios13, root: root)
    try simulator.launch()
    try simulator.deviceOrientationChanged(.landscapeLeft, at: 1)
    expectNoRecords(
      simulator.log,
      where: RecordFilter(kinds: [.query, .callback], from: 1).excluding(
        calls: ["shouldAutorotate"]))
    expectRecords(
      simulator.log, where: RecordFilter(from: 1),
      ["(device) orientationDidChange", "root ? shouldAutorotate -> false"])
  }
}

/// `expectTranscript(_:matchesGolden:)`: a whole run against a golden text file.
@Suite("OrientationTesting golden transcripts")
struct GoldenTranscriptHelperTests {
  @Test(
    "an equal golden passes; a different or missing one fails with a diff",
    .disabled(if: isRecordingGoldens, "re-recording writes goldens instead of comparing"))
  func goldenComparison() throws {
    let records = TestingHelpersTests.records
    let text = records.map { RecordText.line($0) + "\n" }.joined()
    let path = "/tmp/orientsim-golden-helper-\(UInt64.random(in: 0...UInt64.max)).txt"
    try writeFile(path, text)
    defer { removeFile(path) }
    expectTranscript(records, matchesGolden: path)

    try writeFile(path, text.replacing("didRotate(from:)", with: "didRotate(to:)"))
    withKnownIssue {
      expectTranscript(records, matchesGolden: path)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("-  1.300  root         didRotate(to:)")
          && $0.rawValue.contains("+  1.300  root         didRotate(from:)")
      }
    }
    withKnownIssue {
      expectTranscript(records, matchesGolden: path + ".missing")
    }
  }
}

extension GoldenTranscriptHelperTests {
  @Test(
    "re-recording writes the golden and fails the test that changed it; an unchanged one passes")
  func recordingFails() throws {
    let records = TestingHelpersTests.records
    let text = records.map { RecordText.line($0) + "\n" }.joined()
    let path = "/tmp/orientsim-golden-record-\(UInt64.random(in: 0...UInt64.max)).txt"
    defer { removeFile(path) }
    withKnownIssue {
      expectTranscript(records, matchesGolden: path, recording: true)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Recorded the golden file") }
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    try writeFile(path, "stale\n")
    withKnownIssue {
      expectTranscript(records, matchesGolden: path, recording: true)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Re-recorded the golden file") }
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    expectTranscript(records, matchesGolden: path, recording: true)
  }
}

private func writeFile(_ path: String, _ text: String) throws {
  try text.write(toFile: path, atomically: true, encoding: .utf8)
}

private func removeFile(_ path: String) {
  try? FileManager.default.removeItem(atPath: path)
}

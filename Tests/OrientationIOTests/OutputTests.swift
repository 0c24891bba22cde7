import Foundation
import OrientationCore
import Testing

@testable import OrientationFormats

/// Records shaped like the engine's, for renderer tests that must not depend on the engine.
enum SampleRecords {
  static let portrait = StateSnapshot(
    interfaceOrientation: .portrait, bounds: Size(width: 393, height: 852),
    traits: TraitCollection(horizontal: .compact, vertical: .regular))
  static let landscape = StateSnapshot(
    interfaceOrientation: .landscapeRight, bounds: Size(width: 852, height: 393),
    traits: TraitCollection(horizontal: .compact, vertical: .compact))

  static let all: [CallbackRecord] = [
    CallbackRecord(time: 0, seq: 0, kind: .lifecycle, vc: nil, call: "didFinishLaunching"),
    CallbackRecord(
      time: 1, seq: 1, kind: .device, vc: nil, call: "orientationDidChange",
      args: [RecordField("orientation", .string("landscapeLeft"))]),
    CallbackRecord(
      time: 1, seq: 2, kind: .query, vc: "root", call: "supportedInterfaceOrientations",
      state: portrait, result: .list([.string("portrait"), .string("landscapeRight")])),
    CallbackRecord(
      time: 1, seq: 3, kind: .callback, vc: "root", call: "viewWillTransition(to:with:)",
      args: [
        RecordField("to", .list([.number(852), .number(393)])),
        RecordField("duration", .number(0.1 + 0.2)),
        RecordField("targetTransform", .number(90)),
      ], state: portrait),
    CallbackRecord(
      time: 1.0 + 0.3, seq: 4, kind: .callback, vc: "root", call: "view.layoutSubviews()",
      state: landscape),
    CallbackRecord(
      time: 2, seq: 5, kind: .diagnostic, vc: "root",
      call: "UIApplicationInvalidInterfaceOrientation",
      args: [RecordField("message", .string("say \"no\"\n"))], state: landscape),
  ]
}

@Suite("Output formats")
struct OutputTests {
  func render(_ format: OutputFormat, _ records: [CallbackRecord] = SampleRecords.all) -> String {
    let sink = OutputSink.memory()
    let renderer = format.renderer(writingTo: sink)
    records.forEach(renderer.render)
    renderer.finish(
      RunEnd(finalDeviceOrientation: .landscapeLeft, finalInterfaceOrientation: .landscapeRight))
    return sink.text
  }

  @Test("text: one aligned line per record, noise-free numbers")
  func text() {
    #expect(
      render(.text) == """
          0.000  (app)        didFinishLaunching
          1.000  (device)     orientationDidChange {orientation: landscapeLeft}
          1.000  root         ? supportedInterfaceOrientations -> [portrait, landscapeRight]  [portrait 393×852]
          1.000  root         viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: 90}  [portrait 393×852]
          1.300  root         view.layoutSubviews()  [landscapeRight 852×393]
          2.000  root         ! UIApplicationInvalidInterfaceOrientation {message: say "no"\\n}  [landscapeRight 852×393]

        """)
  }

  @Test("jsonl: every line is a JSON object with the SPEC §8.2 fields")
  func jsonl() throws {
    let lines = render(.jsonl).split(separator: "\n")
    #expect(lines.count == SampleRecords.all.count)
    for (line, record) in zip(lines, SampleRecords.all) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let required = ["t", "seq", "kind", "vc", "call", "args", "state"]
      #expect(Set(object.keys) == Set(required + (record.kind == .query ? ["result"] : [])))
      #expect(object["seq"] as? Int == record.seq)
      #expect(object["kind"] as? String == record.kind.rawValue)
      #expect(object["call"] as? String == record.call)
      #expect(object["args"] is [String: Any])
      if record.state != nil {
        let state = try #require(object["state"] as? [String: Any])
        #expect(Set(state.keys) == ["interfaceOrientation", "bounds", "traits"])
        #expect((state["bounds"] as? [Double])?.count == 2)
        #expect(
          Set((state["traits"] as? [String: String] ?? [:]).keys) == ["horizontal", "vertical"])
      } else {
        #expect(object["state"] is NSNull)
      }
    }
    #expect(
      lines[3]
        == #"{"t":1,"seq":3,"kind":"callback","vc":"root","call":"viewWillTransition(to:with:)","args":{"to":[852,393],"duration":0.3,"targetTransform":90},"state":{"interfaceOrientation":"portrait","bounds":[393,852],"traits":{"horizontal":"compact","vertical":"regular"}}}"#
    )
    #expect(lines[1].contains(#""vc":null"#))
  }

  @Test(
    "an appearance record's flags: named inside the text brackets, booleans in jsonl (SPEC §8.2)")
  func appearanceFlags() {
    var state = SampleRecords.portrait
    state.appearance = [.movingToParent]
    let record = CallbackRecord(
      time: 1, seq: 0, kind: .callback, vc: "detail", call: "viewWillAppear(_:)",
      args: [RecordField("animated", .bool(true))], state: state)
    #expect(
      render(.text, [record])
        == "  1.000  detail       viewWillAppear(_:) {animated: true}  [portrait 393×852 movingToParent]\n"
    )
    #expect(
      render(.jsonl, [record])
        == #"{"t":1,"seq":0,"kind":"callback","vc":"detail","call":"viewWillAppear(_:)","args":{"animated":true},"state":{"interfaceOrientation":"portrait","bounds":[393,852],"traits":{"horizontal":"compact","vertical":"regular"},"isBeingPresented":false,"isBeingDismissed":false,"isMovingToParent":true,"isMovingFromParent":false}}"#
        + "\n")
  }

  @Test("summary: totals and the final orientations")
  func summary() {
    #expect(
      render(.summary) == """
        samples: 0
        frames: 0
        deviceOrientationChanges: 1
        rotations: 1
        callbacks: 2
        queries: 1
        diagnostics: 1
        records: 6
        finalDeviceOrientation: landscapeLeft
        finalInterfaceOrientation: landscapeRight

        """)
  }

  @Test("a descriptor sink buffers: nothing reaches the file before the buffer fills")
  func buffering() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("orientsim-sink-\(UInt64.random(in: 0...UInt64.max))").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try #require(FileHandle(forWritingAtPath: path))
    let sink = OutputSink(
      descriptor: .init(rawValue: handle.fileDescriptor), capacity: 100)
    sink.write(String(repeating: "a", count: 60))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == 0)
    sink.write(String(repeating: "b", count: 60))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == 120)
    sink.write("c")
    sink.flush()
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == 121)
    try handle.close()
  }

  @Test("golden comparison: equal text has no diff, a change has a unified diff")
  func golden() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("orientsim-golden-\(UInt64.random(in: 0...UInt64.max))")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("g.txt").path
    try GoldenFile.write("a\nb\nc\n", to: path)
    #expect(try GoldenFile.diff("a\nb\nc\n", againstFileAt: path) == nil)
    #expect(
      try GoldenFile.diff("a\nB\nc\n", againstFileAt: path)
        == "--- \(path)\n+++ actual\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
    #expect { try GoldenFile.diff("", againstFileAt: path + ".none") } throws: {
      ($0 as? InputError)?.kind == .missingFile
    }
  }
}

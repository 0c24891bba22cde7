import Foundation
import OrientationCore
import OrientationFormats
import OrientationSynthesis
import Testing

/// The repository's `Configs/` directory, found from this file's path.
private let configs = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Configs")

@Suite("Ground-truth sidecars")
struct GroundTruthFileTests {
  /// Shut, unfolded, folded to 60°: one span of each hinge kind.
  static let foldable = MotionGenerator.generate(
    PoseScript(
      rate: 10, seed: 2,
      steps: [
        .hold(.portrait, for: 1), .unfold(over: 0.5), .hinge(to: 60, over: 0.5),
        .fold(over: 0.5),
      ]))

  static let plain = MotionGenerator.generate(
    PoseScript(
      rate: 10, seed: 2, steps: [.hold(.portrait, for: 1), .turn(.landscapeLeft, over: 0.5)]))

  @Test("a trace with a hinge adds the angle, posture and display to every span")
  func hingeText() {
    #expect(
      GroundTruthFile.json(of: Self.foldable) == """
        {"rate": 10.0, "seed": 2, "duration": 2.5, "samples": 25, "spans": [
          {"start": 0.0, "end": 1.0, "kind": "hold", "orientation": "portrait", "previous": "portrait", "hinge": 0.0, "posture": "folded", "display": "outer"},
          {"start": 1.0, "end": 1.5, "kind": "unfold", "orientation": "landscapeLeft", "previous": "portrait", "hinge": 180.0, "posture": "open", "display": "inner"},
          {"start": 1.5, "end": 2.0, "kind": "hinge", "orientation": "landscapeLeft", "previous": "landscapeLeft", "hinge": 60.0, "posture": "halfOpen", "display": "inner"},
          {"start": 2.0, "end": 2.5, "kind": "fold", "orientation": "portrait", "previous": "landscapeLeft", "hinge": 0.0, "posture": "folded", "display": "outer"}
        ]}

        """)
    #expect(
      GroundTruthFile.csv(of: Self.foldable) == """
        start,end,kind,orientation,previous,hinge,posture,display
        0.0,1.0,hold,portrait,portrait,0.0,folded,outer
        1.0,1.5,unfold,landscapeLeft,portrait,180.0,open,inner
        1.5,2.0,hinge,landscapeLeft,landscapeLeft,60.0,halfOpen,inner
        2.0,2.5,fold,portrait,landscapeLeft,0.0,folded,outer

        """)
  }

  @Test(
    "what synth writes reads back, with a hinge or without, JSON or CSV",
    arguments: [foldable, plain])
  func roundTrip(trace: SyntheticTrace) throws {
    let json = try GroundTruthFile.parse(GroundTruthFile.json(of: trace), file: "t.truth.json")
    #expect(json.groundTruth == trace.groundTruth)
    let csv = try GroundTruthFile.parse(GroundTruthFile.csv(of: trace), file: "t.truth.csv")
    #expect(csv.spans == trace.truth)
    #expect(csv.rate == nil && csv.seed == nil && csv.sampleCount == nil)
    #expect(csv.groundTruth == nil)
  }

  @Test("the bundled tour's sidecar reads as its script's ground truth, without a hinge")
  func bundled() throws {
    let read = try GroundTruthFile.read(
      path: configs.appendingPathComponent("traces/tour.csv.truth.json").path)
    let script = try PoseScriptParser.read(
      path: configs.appendingPathComponent("poses/tour.yaml").path)
    #expect(read.groundTruth == MotionGenerator.generate(script).groundTruth)
    #expect(read.spans.allSatisfy { $0.hinge == nil })
  }

  @Test("a sidecar written before the sample count reads with the count the generator makes")
  func withoutCount() throws {
    let text = """
      {"rate": 10.0, "seed": 2, "duration": 1.5, "spans": [
        {"start": 0.0, "end": 1.0, "kind": "hold", "orientation": "portrait", "previous": "portrait"},
        {"start": 1.0, "end": 1.5, "kind": "turn", "orientation": "landscapeLeft", "previous": "portrait"}
      ]}
      """
    let read = try GroundTruthFile.parse(text, file: "t.truth.json")
    #expect(read.groundTruth == Self.plain.groundTruth)
  }

  @Test(
    "mistakes are errors at file:line:column",
    arguments: [
      (
        "{\"rate\": 10.0, \"seed\": 2, \"spans\": [], \"speed\": 1}\n",
        "t.json:1:40: unknown key 'speed' in the ground truth; expected one of: rate, seed, duration, samples, spans"
      ),
      ("{\"rate\": 10.0}\n", "t.json:1:1: the ground truth needs 'spans'"),
      (
        "{\"rate\": 0, \"spans\": []}\n",
        "t.json:1:10: expected a rate above 0 for 'rate', found '0'"
      ),
      (
        "{\"spans\": [\n {\"start\": 0, \"end\": 1, \"kind\": \"spin\", \"orientation\": \"portrait\", \"previous\": \"portrait\"}]}\n",
        "t.json:2:33: expected a span kind (hold, turn, shake, walk, unfold, fold, hinge) for 'kind', found 'spin'"
      ),
      (
        "{\"spans\": [\n {\"start\": 0, \"end\": 1, \"kind\": \"hold\", \"orientation\": \"portrait\"}]}\n",
        "t.json:2:2: a span needs 'previous'"
      ),
      (
        "{\"spans\": [\n {\"start\": 0, \"end\": 1, \"kind\": \"hold\", \"orientation\": \"portrait\", \"previous\": \"portrait\", \"hinge\": 0, \"posture\": \"folded\"}]}\n",
        "t.json:2:101: a span with a hinge needs 'hinge', 'posture' and 'display'; 'display' is missing"
      ),
      (
        "{\"spans\": [\n {\"start\": 0, \"end\": 1, \"kind\": \"hold\", \"orientation\": \"portrait\", \"previous\": \"portrait\", \"hinge\": 0, \"posture\": \"folded\", \"display\": \"inner\"}]}\n",
        "t.json:2:136: expected display 'outer' for posture 'folded', found 'inner'"
      ),
      (
        "start,end,kind,orientation,previous\n0.0,1.0,hold,portrait\n",
        "t.csv:2:1: expected 5 fields as the header says, found 4"
      ),
      (
        "start,end,kind,orientation,previous,hinge,posture,display\n0.0,1.0,hold,portrait,portrait,400,open,inner\n",
        "t.csv:2:32: expected a hinge angle within 0…360 degrees for 'hinge', found '400'"
      ),
      (
        "start,end,kind,orientation,previous,hinge,posture,display\n0.0,1.0,hold,portrait,portrait,,open,inner\n",
        "t.csv:2:33: a span with a hinge needs 'hinge', 'posture' and 'display'; 'hinge' is missing"
      ),
      (
        "start,end,kind,orientation,previous\n1.0,0.5,hold,portrait,portrait\n",
        "t.csv:2:5: a span ends at 0.5 s, before its start at 1.0 s"
      ),
      (
        "t,x,y,z\n0,0,-1,0\n",
        "t.csv:1:1: expected the header 'start,end,kind,orientation,previous' or 'start,end,kind,orientation,previous,hinge,posture,display', found 't,x,y,z'"
      ),
    ])
  func errors(text: String, message: String) {
    let file = text.hasPrefix("{") ? "t.json" : "t.csv"
    do {
      _ = try GroundTruthFile.parse(text, file: file)
      Issue.record("expected an error: \(message)")
    } catch {
      #expect(error.description == message)
    }
  }
}

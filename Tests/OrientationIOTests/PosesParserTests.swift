import Foundation
import OrientationCore
import OrientationDetection
import OrientationFormats
import OrientationSynthesis
import OrientationTraces
import Testing

@Suite("Pose scripts")
struct PosesParserTests {
  @Test("a mapping script with settings and every kind of step")
  func mapping() throws {
    let text = """
      rate: 50
      seed: 7
      noise: 0.02
      tilt: 30
      steps:
        - {hold: portrait, for: 1.0}
        - {turn: landscapeLeft, over: 0.4}
        - {hold: landscapeLeft, for: 2, angle: -40, tilt: 20, expect: landscapeLeft}
        - {shake: 1.5, amplitude: 2, frequency: 4}
        - {walk: 3}
        - {noise: 0.05}
        - {turn: faceUp, over: 0.5}
        - {hold: current, for: 1}
      """
    let script = try PoseScriptParser.parse(text, file: "p.yaml")
    #expect(script.rate == 50)
    #expect(script.seed == 7)
    #expect(script.noise == 0.02)
    #expect(script.tilt == 30)
    #expect(
      script.steps.map(\.action) == [
        .hold(PoseTarget(.portrait)),
        .turn(PoseTarget(.landscapeLeft)),
        .hold(PoseTarget(.landscapeLeft, angle: -40, tilt: 20)),
        .shake(amplitude: 2, frequency: 4),
        .walk(amplitude: 0.15, frequency: 2),
        .set(noise: 0.05, tilt: nil),
        .turn(PoseTarget(.faceUp)),
        .hold(nil),
      ])
    #expect(script.steps.map(\.duration) == [1, 0.4, 2, 1.5, 3, 0, 0.5, 1])
    #expect(script.steps[2].expect == .landscapeLeft)
    #expect(script.steps.map(\.line) == [6, 7, 8, 9, 10, 11, 12, 13])
    #expect(script.duration == 9.4)
  }

  @Test("a plain list with leading settings items")
  func list() throws {
    let text = """
      - {rate: 200, seed: 3}
      - {noise: 0.01, tilt: 25}
      - {hold: portrait, for: 1.0}
      - {turn: landscapeLeft, over: 0.4}
      """
    let script = try PoseScriptParser.parse(text, file: "p.yaml")
    #expect(script.rate == 200 && script.seed == 3 && script.noise == 0.01 && script.tilt == 25)
    #expect(script.steps.count == 2)
  }

  @Test(
    "mistakes are errors at file:line:column",
    arguments: [
      (
        "- {hold: sideways, for: 1}\n",
        "p.yaml:1:10: expected an orientation (portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown) for 'hold', found 'sideways'"
      ),
      (
        "- {hold: portrait, for: 1}\n- {turn: landscapeLeft}\n",
        "p.yaml:2:4: a turn step needs 'over: SECONDS'"
      ),
      (
        "- {hold: portrait, for: soon}\n",
        "p.yaml:1:25: expected a duration in seconds for 'for', found 'soon'"
      ),
      (
        "- {hold: portrait, for: -1}\n",
        "p.yaml:1:25: expected a duration in seconds above 0 for 'for', found '-1'"
      ),
      (
        "- {hold: portrait, over: 1}\n",
        "p.yaml:1:20: unknown key 'over' in a hold step; expected for, angle, tilt, expect"
      ),
      (
        "- {hodl: portrait, for: 1}\n",
        "p.yaml:1:4: unknown key 'hodl'; expected a step (hold, turn, shake, walk, unfold, fold, hinge) or a setting (noise, hingeNoise, tilt, rate, seed, start)"
      ),
      (
        "- {hold: portrait, turn: faceUp, for: 1}\n",
        "p.yaml:1:20: a step has one action; found 'hold' and 'turn'"
      ),
      (
        "- {hold: portrait, for: 1}\n- {rate: 50}\n",
        "p.yaml:2:4: 'rate' belongs before the first step (or at the top of a script mapping)"
      ),
      (
        "- hold portrait\n",
        "p.yaml:1:3: expected a step such as {hold: portrait, for: 1.0}, found 'hold portrait'"
      ),
      ("rate: 100\n", "p.yaml:1:1: expected a 'steps' list"),
      ("- {hold: portrait, for: 1\n", "p.yaml:2:1: did not find expected ',' or '}'"),
      (
        "rate: 1e9\nsteps: []\n",
        "p.yaml:1:7: expected a rate up to 10000 Hz for 'rate', found '1e9'"
      ),
      (
        "- {hold: portrait, for: 1}\n- {hold: portrait, for: 1e9}\n",
        "p.yaml:2:3: the script runs to 1000000001.0 s at 100.0 Hz, more than 50000000 samples"
      ),
      (
        "seed: -3\nsteps: []\n",
        "p.yaml:1:7: expected a whole number 0 or more for 'seed', found '-3'"
      ),
      // The document itself is never part of the message: a long script would print all of it.
      ("rate: 50\nseed: 1\nrate: 60\nsteps: []\n", "p.yaml:1:1: duplicate key 'rate'"),
    ])
  func errors(text: String, message: String) {
    expectError(text, message)
  }

  private func expectError(_ text: String, _ message: String) {
    do {
      _ = try PoseScriptParser.parse(text, file: "p.yaml")
      Issue.record("expected an error: \(message)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("hinge steps and the hingeNoise setting, in both forms")
  func hingeSteps() throws {
    let mapping = """
      hingeNoise: 0.5
      steps:
        - {hold: portrait, for: 1}
        - {unfold: 1.5}
        - {hingeNoise: 0}
        - {hinge: 100, over: 0.5}
        - {fold: 2}
      """
    let script = try PoseScriptParser.parse(mapping, file: "p.yaml")
    #expect(script.hingeNoise == 0.5)
    #expect(
      script.steps.map(\.action) == [
        .hold(PoseTarget(.portrait)), .unfold, .set(noise: nil, tilt: nil, hingeNoise: 0),
        .hinge(angle: 100), .fold,
      ])
    #expect(script.steps.map(\.duration) == [1, 1.5, 0, 0.5, 2])
    #expect(script.steps.map(\.line) == [3, 4, 5, 6, 7])
    #expect(script.hasHinge)
    #expect(script.steps.map(\.action.hingeTarget) == [nil, 180, nil, 100, 0])

    let list = try PoseScriptParser.parse(
      "- {hingeNoise: 2, seed: 3}\n- {hinge: 360, over: 1}\n- {hinge: 0, over: 1}\n",
      file: "p.yaml")
    #expect(list.hingeNoise == 2 && list.seed == 3)
    #expect(list.steps.map(\.action) == [.hinge(angle: 360), .hinge(angle: 0)])
    #expect(list.steps.map(\.line) == [2, 3])
    // No hinge step, no hinge: the setting alone moves nothing.
    let plain = try PoseScriptParser.parse(
      "- {hingeNoise: 1}\n- {hold: portrait, for: 1}\n", file: "p.yaml")
    #expect(!plain.hasHinge)
  }

  @Test(
    "mistakes in hinge steps are errors at file:line:column",
    arguments: [
      (
        "- {unfold: -1}\n",
        "p.yaml:1:12: expected a duration in seconds above 0 for 'unfold', found '-1'"
      ),
      (
        "- {fold: 0}\n",
        "p.yaml:1:10: expected a duration in seconds above 0 for 'fold', found '0'"
      ),
      (
        "- {fold: soon}\n",
        "p.yaml:1:10: expected a duration in seconds for 'fold', found 'soon'"
      ),
      (
        "- {hinge: 400, over: 1}\n",
        "p.yaml:1:11: expected a hinge angle within 0…360 degrees for 'hinge', found '400'"
      ),
      (
        "- {hinge: -5, over: 1}\n",
        "p.yaml:1:11: expected a hinge angle within 0…360 degrees for 'hinge', found '-5'"
      ),
      (
        "- {hinge: open, over: 1}\n",
        "p.yaml:1:11: expected a hinge angle in degrees for 'hinge', found 'open'"
      ),
      (
        "- {hinge: 90, over: -0.5}\n",
        "p.yaml:1:21: expected a duration in seconds above 0 for 'over', found '-0.5'"
      ),
      ("- {hinge: 90}\n", "p.yaml:1:4: a hinge step needs 'over: SECONDS'"),
      (
        "- {hinge: 90, for: 1}\n",
        "p.yaml:1:15: unknown key 'for' in a hinge step; expected over"
      ),
      (
        "- {unfold: 1, over: 1}\n",
        "p.yaml:1:15: unknown key 'over' in an unfold step; it takes only its duration"
      ),
      (
        "- {fold: 1, angle: 10}\n",
        "p.yaml:1:13: unknown key 'angle' in a fold step; it takes only its duration"
      ),
      (
        "- {unfold: 1, fold: 1}\n",
        "p.yaml:1:15: a step has one action; found 'unfold' and 'fold'"
      ),
      (
        "- {hold: portrait, for: 1}\n- {hingeNoise: -1}\n",
        "p.yaml:2:16: expected a number of degrees, 0 or more, for 'hingeNoise', found '-1'"
      ),
      (
        "hingeNoise: loud\nsteps: [{unfold: 1}]\n",
        "p.yaml:1:13: expected a number of degrees for 'hingeNoise', found 'loud'"
      ),
      (
        "hinge: 3\nsteps: [{unfold: 1}]\n",
        "p.yaml:1:1: unknown key 'hinge'; expected one of rate, seed, noise, hingeNoise, tilt, start, steps"
      ),
    ])
  func hingeErrors(text: String, message: String) {
    expectError(text, message)
  }

  @Test("an alias bomb is refused at the alias that crosses the budget, in the script's words")
  func aliasBomb() {
    var text = "steps: [&a0 [1, 1]"
    for level in 1..<30 { text += ", &a\(level) [*a\(level - 1), *a\(level - 1)]" }
    text += "]\n"
    do {
      _ = try PoseScriptParser.parse(text, file: "p.yaml")
      Issue.record("expected an alias-budget error")
    } catch {
      #expect(error.description == "p.yaml:1:14: aliases expand the script beyond 1542 nodes")
    }
  }

  @Test("synth → CSV → replay gives the decisions the ground truth asks for")
  func synthRoundTrip() throws {
    let text = """
      seed: 11
      noise: 0.02
      tilt: 30
      steps:
        - {hold: portrait, for: 2}
        - {turn: landscapeLeft, over: 0.5}
        - {hold: landscapeLeft, for: 2}
        - {shake: 1.0, amplitude: 1.5}
        - {hold: landscapeLeft, for: 1}
        - {turn: faceUp, over: 0.6}
        - {hold: faceUp, for: 2}
        - {turn: landscapeRight, over: 0.6}
        - {hold: landscapeRight, for: 2}
      """
    let trace = MotionGenerator.generate(try PoseScriptParser.parse(text, file: "p.yaml"))
    let read = try CSVTrace.parse(CSVTrace.text(of: trace.samples), file: "t.csv")
    var pipeline = DetectionPipeline()
    let events = pipeline.changes(in: read)
    #expect(events.map(\.orientation) == [.portrait, .landscapeLeft, .faceUp, .landscapeRight])
    // Each decision falls inside the span (or the turn before it) that intends it.
    for event in events {
      let span = try #require(trace.truth.first { event.time >= $0.start && event.time < $0.end })
      #expect(span.orientation == event.orientation, "\(event.time)")
    }
    let score = AccuracyScore.evaluate(AndroidDetector(), on: trace)
    #expect(score.holdsRight == score.holds && score.spuriousChanges == 0)
  }

  @Test("the ground-truth sidecar lists every span")
  func sidecar() {
    let trace = MotionGenerator.generate(
      PoseScript(
        rate: 10, seed: 2, steps: [.hold(.portrait, for: 1), .turn(.landscapeLeft, over: 0.5)]))
    #expect(
      GroundTruthFile.json(of: trace) == """
        {"rate": 10.0, "seed": 2, "duration": 1.5, "samples": 15, "spans": [
          {"start": 0.0, "end": 1.0, "kind": "hold", "orientation": "portrait", "previous": "portrait"},
          {"start": 1.0, "end": 1.5, "kind": "turn", "orientation": "landscapeLeft", "previous": "portrait"}
        ]}

        """)
    #expect(
      GroundTruthFile.csv(of: trace) == """
        start,end,kind,orientation,previous
        0.0,1.0,hold,portrait,portrait
        1.0,1.5,turn,landscapeLeft,portrait

        """)
  }
}

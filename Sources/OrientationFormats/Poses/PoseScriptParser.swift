import Foundation
import OrientationCore
import OrientationSynthesis
import Yams

/// Reads pose scripts (YAML; the format is in `docs/poses.md`, SPEC §7).
///
/// Errors are ``TraceError``s at the offending key or value, so the CLI prints
/// `poses.yaml:4:11: expected a duration in seconds for 'for', found 'soon'`.
public enum PoseScriptParser {
  /// Reads and parses a pose-script file; throws ``TraceError`` for bad content and for a file
  /// that cannot be read (its kind then says which exit code).
  public static func read(path: String) throws(TraceError) -> PoseScript {
    let (reader, root) = try YAMLReader.open(path, wording: .poseScript)
    return try parse(root, reader: reader)
  }

  /// The most samples a script may ask for (about 55 hours at 250 Hz): more is surely a typo,
  /// and would exhaust memory before failing.
  public static let maximumSamples = 50_000_000
  /// The highest rate accepted, Hz.
  public static let maximumRate = 10_000.0

  private static let stepKeys = ["hold", "turn", "shake", "walk", "unfold", "fold", "hinge"]
  private static let scriptKeys = [
    "rate", "seed", "noise", "hingeNoise", "tilt", "start", "steps",
  ]

  /// Parses pose-script text; `file` names it in errors.
  public static func parse(_ text: String, file: String) throws(TraceError) -> PoseScript {
    let reader = YAMLReader(file: file, wording: .poseScript)
    return try parse(try reader.compose(text), reader: reader)
  }

  /// Parses a composed pose script.
  static func parse(_ root: Node, reader: YAMLReader) throws(TraceError) -> PoseScript {
    var script = PoseScript()
    let context = Context(reader: reader)
    switch root {
    case .sequence(let sequence):
      try context.readSteps(sequence, into: &script, settingsAllowed: true)
    case .mapping(let mapping):
      var stepsNode: Node.Sequence?
      for (key, value) in mapping {
        let name = try context.key(key)
        switch name {
        case "rate": script.rate = try context.rate(value)
        case "seed": script.seed = try context.seed(value)
        case "noise": script.noise = try context.nonNegative(value, for: name)
        case "hingeNoise":
          script.hingeNoise = try context.nonNegative(value, for: name, unit: "degrees")
        case "tilt": script.tilt = try context.angle(value, for: name)
        case "start": script.start = try context.orientation(value, for: name)
        case "steps":
          guard case .sequence(let sequence) = value else {
            throw context.error(
              at: value, "expected a list of steps for 'steps', found \(context.describe(value))")
          }
          stepsNode = sequence
        default:
          throw context.error(
            at: key,
            "unknown key '\(name)'; expected one of \(scriptKeys.joined(separator: ", "))")
        }
      }
      guard let stepsNode else { throw context.error(at: root, "expected a 'steps' list") }
      try context.readSteps(stepsNode, into: &script, settingsAllowed: false)
    case .scalar, .alias:
      throw context.error(at: root, "expected a list of steps, found \(context.describe(root))")
    }
    return script
  }

  private struct Context {
    var reader: YAMLReader

    func error(at node: Node, _ message: String) -> TraceError { reader.error(node, message) }

    func describe(_ node: Node) -> String { reader.describe(node) }

    func key(_ node: Node) throws(TraceError) -> String {
      guard case .scalar(let scalar) = node else {
        throw error(at: node, "expected a key name, found \(describe(node))")
      }
      return scalar.string
    }

    /// A number in `Double`'s syntax, quoted or not: pose scripts have always read numbers so,
    /// where the other YAML files take Yams' YAML 1.1 rules (``YAMLReader/number(_:_:)``).
    func number(_ node: Node, for key: String, what: String) throws(TraceError) -> Double {
      guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite
      else {
        throw error(at: node, "expected \(what) for '\(key)', found \(describe(node))")
      }
      return value
    }

    func positive(_ node: Node, for key: String) throws(TraceError) -> Double {
      let value = try number(node, for: key, what: "a positive number")
      guard value > 0 else {
        throw error(at: node, "expected a positive number for '\(key)', found \(describe(node))")
      }
      return value
    }

    func rate(_ node: Node) throws(TraceError) -> Double {
      let value = try positive(node, for: "rate")
      guard value <= maximumRate else {
        throw error(
          at: node,
          "expected a rate up to \(Int(maximumRate)) Hz for 'rate', found \(describe(node))")
      }
      return value
    }

    func duration(_ node: Node, for key: String) throws(TraceError) -> Double {
      let value = try number(node, for: key, what: "a duration in seconds")
      guard value > 0 else {
        throw error(
          at: node, "expected a duration in seconds above 0 for '\(key)', found \(describe(node))")
      }
      return value
    }

    /// A number 0 or more of `unit` (g for noise; degrees for the hinge's noise, SPEC §7.1).
    func nonNegative(_ node: Node, for key: String, unit: String = "g") throws(TraceError)
      -> Double
    {
      let value = try number(node, for: key, what: "a number of \(unit)")
      guard value >= 0 else {
        throw error(
          at: node,
          "expected a number of \(unit), 0 or more, for '\(key)', found \(describe(node))")
      }
      return value
    }

    /// A hinge angle: 0 shut, 180 flat, up to 360 (SPEC §6.1).
    func hingeAngle(_ node: Node, for key: String) throws(TraceError) -> Double {
      let value = try number(node, for: key, what: "a hinge angle in degrees")
      guard HingeSample.validAngles.contains(value) else {
        throw error(
          at: node,
          "expected a hinge angle within 0…360 degrees for '\(key)', found \(describe(node))")
      }
      return value
    }

    func angle(_ node: Node, for key: String) throws(TraceError) -> Double {
      let value = try number(node, for: key, what: "an angle in degrees")
      guard abs(value) <= 360 else {
        throw error(
          at: node, "expected an angle within ±360 degrees for '\(key)', found \(describe(node))")
      }
      return value
    }

    func seed(_ node: Node) throws(TraceError) -> UInt64 {
      guard case .scalar(let scalar) = node, let value = UInt64(scalar.string) else {
        throw error(
          at: node, "expected a whole number 0 or more for 'seed', found \(describe(node))")
      }
      return value
    }

    func orientation(_ node: Node, for key: String) throws(TraceError) -> DeviceOrientation {
      guard case .scalar(let scalar) = node, let value = DeviceOrientation(name: scalar.string),
        value != .unknown
      else {
        throw error(
          at: node,
          "expected an orientation (portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown) for '\(key)', found \(describe(node))"
        )
      }
      return value
    }

    func readSteps(_ sequence: Node.Sequence, into script: inout PoseScript, settingsAllowed: Bool)
      throws(TraceError)
    {
      var sawStep = false
      for item in sequence {
        guard case .mapping(let mapping) = item else {
          throw error(
            at: item, "expected a step such as {hold: portrait, for: 1.0}, found \(describe(item))")
        }
        var pairs: [(key: String, keyNode: Node, value: Node)] = []
        for (key, value) in mapping {
          pairs.append((try self.key(key), key, value))
        }
        let actions = pairs.filter { stepKeys.contains($0.key) }
        if actions.count > 1 {
          throw error(
            at: actions[1].keyNode,
            "a step has one action; found '\(actions[0].key)' and '\(actions[1].key)'")
        }
        let line = item.mark?.line ?? 0
        guard let action = actions.first else {
          // A settings item: noise, hingeNoise and tilt anywhere; rate, seed and start before
          // the first step.
          var noise: Double?
          var tilt: Double?
          var hingeNoise: Double?
          for pair in pairs {
            switch pair.key {
            case "noise": noise = try nonNegative(pair.value, for: pair.key)
            case "hingeNoise":
              hingeNoise = try nonNegative(pair.value, for: pair.key, unit: "degrees")
            case "tilt": tilt = try angle(pair.value, for: pair.key)
            case "rate", "seed", "start":
              guard settingsAllowed && !sawStep else {
                throw error(
                  at: pair.keyNode,
                  "'\(pair.key)' belongs before the first step (or at the top of a script mapping)")
              }
              switch pair.key {
              case "rate": script.rate = try rate(pair.value)
              case "seed": script.seed = try seed(pair.value)
              default: script.start = try orientation(pair.value, for: pair.key)
              }
            default:
              throw error(
                at: pair.keyNode,
                "unknown key '\(pair.key)'; expected a step (hold, turn, shake, walk, unfold, fold, hinge) or a setting (noise, hingeNoise, tilt, rate, seed, start)"
              )
            }
          }
          if !sawStep && settingsAllowed {
            if let noise { script.noise = noise }
            if let tilt { script.tilt = tilt }
            if let hingeNoise { script.hingeNoise = hingeNoise }
          } else if noise != nil || tilt != nil || hingeNoise != nil {
            script.steps.append(
              PoseStep(
                .set(noise: noise, tilt: tilt, hingeNoise: hingeNoise), duration: 0, line: line))
          }
          continue
        }
        sawStep = true
        script.steps.append(try step(action, pairs, line: line))
        if script.duration * script.rate > Double(maximumSamples) {
          throw error(
            at: item,
            "the script runs to \(script.duration) s at \(script.rate) Hz, more than \(maximumSamples) samples"
          )
        }
      }
      // What orientsim writes it reads back: a trace without a sample is refused by every
      // reader, so the script that would make one is refused here, at its last step.
      if !MotionGenerator.yieldsSamples(script) {
        guard let last = sequence.last else {
          throw error(
            at: .sequence(sequence),
            "expected at least one step such as {hold: portrait, for: 1.0}, found an empty list")
        }
        throw error(
          at: last,
          sawStep
            ? "the steps last \(script.duration) s, too short for one sample: the trace would be empty"
            : "expected a step such as {hold: portrait, for: 1.0}: settings alone make an empty trace"
        )
      }
    }

    private func step(
      _ action: (key: String, keyNode: Node, value: Node),
      _ pairs: [(key: String, keyNode: Node, value: Node)], line: Int
    ) throws(TraceError) -> PoseStep {
      let allowed: [String]
      switch action.key {
      case "hold": allowed = ["hold", "for", "angle", "tilt", "expect"]
      case "turn": allowed = ["turn", "over", "angle", "tilt", "expect"]
      case "hinge": allowed = ["hinge", "over"]
      case "unfold", "fold": allowed = [action.key]
      default: allowed = [action.key, "amplitude", "frequency"]
      }
      var values: [String: Node] = [:]
      for pair in pairs {
        guard allowed.contains(pair.key) else {
          let expected =
            allowed.count == 1
            ? "it takes only its duration"
            : "expected \(allowed.dropFirst().joined(separator: ", "))"
          let article = action.key == "unfold" ? "an" : "a"
          throw error(
            at: pair.keyNode,
            "unknown key '\(pair.key)' in \(article) \(action.key) step; \(expected)")
        }
        values[pair.key] = pair.value
      }
      func optionalAngle(_ key: String) throws(TraceError) -> Double? {
        guard let node = values[key] else { return nil }
        return try angle(node, for: key)
      }
      func optionalPositive(_ key: String) throws(TraceError) -> Double? {
        guard let node = values[key] else { return nil }
        return try positive(node, for: key)
      }
      let expect: DeviceOrientation?
      if let node = values["expect"] {
        expect = try orientation(node, for: "expect")
      } else {
        expect = nil
      }
      switch action.key {
      case "hold", "turn":
        let target: PoseTarget?
        if case .scalar(let scalar) = action.value, action.key == "hold",
          scalar.string == "current" || scalar.string.isEmpty
        {
          target = nil
        } else {
          target = PoseTarget(
            try orientation(action.value, for: action.key), angle: try optionalAngle("angle") ?? 0,
            tilt: try optionalAngle("tilt"))
        }
        let durationKey = action.key == "hold" ? "for" : "over"
        guard let durationNode = values[durationKey] else {
          throw error(
            at: action.keyNode, "a \(action.key) step needs '\(durationKey): SECONDS'")
        }
        let seconds = try duration(durationNode, for: durationKey)
        if let target, action.key == "turn" {
          return PoseStep(.turn(target), duration: seconds, expect: expect, line: line)
        }
        return PoseStep(.hold(target), duration: seconds, expect: expect, line: line)
      case "unfold":
        return PoseStep(.unfold, duration: try duration(action.value, for: "unfold"), line: line)
      case "fold":
        return PoseStep(.fold, duration: try duration(action.value, for: "fold"), line: line)
      case "hinge":
        let angle = try hingeAngle(action.value, for: "hinge")
        guard let durationNode = values["over"] else {
          throw error(at: action.keyNode, "a hinge step needs 'over: SECONDS'")
        }
        return PoseStep(
          .hinge(angle: angle), duration: try duration(durationNode, for: "over"), line: line)
      case "shake":
        let seconds = try duration(action.value, for: "shake")
        return PoseStep(
          .shake(
            amplitude: try optionalPositive("amplitude") ?? 1.0,
            frequency: try optionalPositive("frequency") ?? 5),
          duration: seconds, line: line)
      default:
        let seconds = try duration(action.value, for: "walk")
        return PoseStep(
          .walk(
            amplitude: try optionalPositive("amplitude") ?? 0.15,
            frequency: try optionalPositive("frequency") ?? 2),
          duration: seconds, line: line)
      }
    }
  }
}

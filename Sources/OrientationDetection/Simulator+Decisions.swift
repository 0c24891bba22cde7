import OrientationCore

extension Simulator {
  /// Records a detector decision (`--explain`, SPEC §8.2) at `time`: the arguments of
  /// ``DetectorExplanation/recordFields(orientation:)`` plus `because`, one sentence on the
  /// rule that held the decision back (or that the angles held long enough).
  ///
  /// Advances the clock first, so the record sits in time order among the callbacks.
  public func recordDecision(_ output: DetectorOutput, at time: Double) throws {
    let explanation = output.explanation
    var args = explanation.recordFields(orientation: output.orientation)
    if explanation.changed {
      args.append(RecordField("because", .string("the angles held long enough")))
    } else if let rule = explanation.heldBy {
      args.append(RecordField("because", .string(rule.sentence)))
    }
    try recordDecision(changed: explanation.changed, fields: args, at: time)
  }
}

extension DetectorRule {
  /// The rule's name in output.
  public var name: String { rawValue }

  /// One sentence saying why the rule held the decision back, for `--explain`.
  public var sentence: String {
    switch self {
    case .invalidSample: "the sample was not a finite number in range and was ignored"
    case .reset: "a gap over 1 s, time going backwards or a zero vector reset the detector"
    case .nearZeroMagnitude: "the vector is too short to measure (free fall or no data)"
    case .overhead: "the screen faces the floor (overhead lock until tilt is back above -15°)"
    case .tooFlat: "the screen is too close to horizontal to read an angle"
    case .tiltTolerance: "the tilt is outside the tolerance of the orientation the angle points at"
    case .deadZone: "the angle lies in the dead zone between two orientations"
    case .settling: "the candidate has not been stable for the settle time yet"
    case .flatLockout: "the device lay flat less than 500 ms ago"
    case .swingLockout: "the tilt swung by 20° or more less than 300 ms ago"
    case .accelerationLockout: "the device was accelerating less than 500 ms ago"
    case .cadence: "the next evaluation is not due yet (every 700 ms)"
    case .diagonal: "both angles exceed 35°: the diagonal keeps the previous answer"
    case .belowThreshold: "neither angle exceeds 35°: keeps the previous answer"
    }
  }
}

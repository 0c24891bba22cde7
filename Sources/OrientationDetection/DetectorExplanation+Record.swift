import OrientationCore

extension DetectorExplanation {
  /// The explanation as the `args` of a `decision` record (SPEC §8.2, `--explain`), keys in
  /// this order: `orientation` (reported after the sample), `proposed`, `heldBy`, `tilt`,
  /// `angle`, `magnitude`, `changed`. Angles are rounded to 0.1°, the magnitude to 0.001 g, so
  /// transcripts stay short and diff-friendly; unknown values are `null`.
  public func recordFields(orientation: DeviceOrientation) -> [RecordField] {
    func rounded(_ value: Double?, _ scale: Double) -> RecordValue {
      guard let value, value.isFinite else { return .null }
      return .number((value * scale).rounded() / scale)
    }
    return [
      RecordField("orientation", .string(orientation.name)),
      RecordField("proposed", proposed.map { .string($0.name) } ?? .null),
      RecordField("heldBy", heldBy.map { .string($0.rawValue) } ?? .null),
      RecordField("tilt", rounded(tilt, 10)),
      RecordField("angle", rounded(orientationAngle, 10)),
      RecordField("magnitude", rounded(magnitude, 1000)),
      RecordField("changed", .bool(changed)),
    ]
  }
}

import OrientationCore

/// A device-orientation change found in a stream of samples.
public struct DetectionEvent: Hashable, Sendable {
  /// The time of the sample that made the decision, seconds.
  public var time: Double
  /// The new device orientation.
  public var orientation: DeviceOrientation
  /// The numbers behind the decision.
  public var explanation: DetectorExplanation

  /// Makes an event.
  public init(time: Double, orientation: DeviceOrientation, explanation: DetectorExplanation) {
    self.time = time
    self.orientation = orientation
    self.explanation = explanation
  }
}

/// Samples in, device-orientation changes out: mount matrix, then a detector (SPEC §6).
///
/// This is what replay and live watching feed to the engine: each ``DetectionEvent`` becomes a
/// `deviceOrientationChanged(_:at:)` call. `process(_:)` gives every sample's output for
/// `--explain`.
public struct DetectionPipeline: Sendable {
  /// Applied to every sample before detection.
  public var mount: MountMatrix
  /// The detector in use.
  public var detector: any OrientationDetector
  /// Samples seen.
  public private(set) var sampleCount = 0
  /// Samples the detector ignored as unusable (NaN, infinite or out of range).
  public private(set) var invalidSampleCount = 0

  /// A pipeline with a fresh detector of `kind`.
  public init(detector kind: DetectorKind = .default, mount: MountMatrix = .identity) {
    self.detector = kind.makeDetector()
    self.mount = mount
  }

  /// A pipeline around a given detector.
  public init(detector: any OrientationDetector, mount: MountMatrix = .identity) {
    self.detector = detector
    self.mount = mount
  }

  /// The orientation reported now.
  public var orientation: DeviceOrientation { detector.orientation }

  /// Carries the detector's state `turns` quarter turns about z (a foldable's display change,
  /// SPEC §6.1). The mount matrix stays: it maps the sensor to the display, which moved with it.
  public mutating func carry(by turns: Int) { detector.carry(by: turns) }

  /// Feeds one sample and returns the detector's output for it.
  public mutating func process(_ sample: AccelSample) -> DetectorOutput {
    sampleCount += 1
    let corrected = mount.isIdentity ? sample : mount.apply(sample)
    let output = detector.update(corrected)
    if output.explanation.heldBy == .invalidSample { invalidSampleCount += 1 }
    return output
  }

  /// Feeds one sample and returns an event when the reported orientation changed.
  public mutating func change(after sample: AccelSample) -> DetectionEvent? {
    let output = process(sample)
    guard output.changed else { return nil }
    return DetectionEvent(
      time: sample.time, orientation: output.orientation, explanation: output.explanation)
  }

  /// Every change in `samples`, in order.
  public mutating func changes(in samples: some Sequence<AccelSample>) -> [DetectionEvent] {
    var events: [DetectionEvent] = []
    for sample in samples {
      if let event = change(after: sample) { events.append(event) }
    }
    return events
  }
}

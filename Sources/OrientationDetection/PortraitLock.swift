import OrientationCore

/// The user's portrait-orientation lock (`--lock portrait`, scene event `lock`; SPEC §8.1):
/// the device reports portrait whatever the samples say.
///
/// The wrapped detector keeps running, so its explanation (angles, what it would propose)
/// stays available and unlocking resumes from its current state; only the reported orientation
/// is pinned. The first sample reports the change from unknown to portrait.
public struct PortraitLock<Base: OrientationDetector>: OrientationDetector {
  /// The detector whose answer the lock overrides.
  public var base: Base
  /// Whether the lock is on; when off, the base detector's answer is reported.
  public var isLocked: Bool
  private var reported: DeviceOrientation = .unknown

  /// Wraps `base`, locked unless told otherwise.
  public init(_ base: Base, isLocked: Bool = true) {
    self.base = base
    self.isLocked = isLocked
  }

  public var kind: DetectorKind { base.kind }
  public var orientation: DeviceOrientation { reported }

  /// Feeds the base detector, then pins the answer to portrait while locked.
  public mutating func update(_ sample: AccelSample) -> DetectorOutput {
    var output = base.update(sample)
    let previous = reported
    if isLocked {
      if output.orientation != .portrait { output.explanation.heldBy = .portraitLock }
      reported = .portrait
    } else {
      reported = output.orientation
    }
    output.orientation = reported
    output.explanation.changed = reported != previous
    return output
  }
}

extension DetectorKind {
  /// A fresh detector of this kind, wrapped in a ``PortraitLock`` when `portraitLock` is set.
  public func makeDetector(portraitLock: Bool) -> any OrientationDetector {
    let detector = makeDetector()
    return portraitLock ? Self.locked(detector) : detector
  }

  private static func locked<D: OrientationDetector>(_ detector: D) -> any OrientationDetector {
    PortraitLock(detector)
  }
}

import OrientationCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Plain angle bands with hysteresis: no filter, no timers (SPEC §6).
///
/// The simplest detector that is still usable, and a baseline for the accuracy table. Each
/// sample is judged alone:
/// - shorter than ``minimumMagnitude`` g: ignored (``DetectorRule/nearZeroMagnitude``);
/// - tilt at or beyond ``faceEnter``° (face up positive): faceUp / faceDown; a face state
///   holds until the tilt drops below ``faceExit``°;
/// - otherwise the orientation angle picks a rotation: the current one is kept while the angle
///   stays within 45° + ``hysteresis``° of its centre (``DetectorRule/deadZone`` otherwise
///   names the band it is held in); from unknown or a face state, the nearest rotation wins.
public struct ThresholdDetector: OrientationDetector {
  /// Tilt, degrees, from which the device counts as lying flat.
  public var faceEnter: Double
  /// Tilt, degrees, below which a face state ends.
  public var faceExit: Double
  /// Degrees beyond the 45° band edge the angle must go to leave the current rotation.
  public var hysteresis: Double
  /// Vectors shorter than this (g) are not judged.
  public var minimumMagnitude: Double

  public var kind: DetectorKind { .threshold }
  public private(set) var orientation: DeviceOrientation = .unknown

  private static let radiansToDegrees = 180.0 / Double.pi
  private static let rotations: [DeviceOrientation] = [
    .portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight,
  ]

  /// A detector with the given bands (defaults: faces at 75°/65°, 15° hysteresis, 0.2 g).
  public init(
    faceEnter: Double = 75, faceExit: Double = 65, hysteresis: Double = 15,
    minimumMagnitude: Double = 0.2
  ) {
    self.faceEnter = faceEnter
    self.faceExit = faceExit
    self.hysteresis = hysteresis
    self.minimumMagnitude = minimumMagnitude
  }

  /// Carries the reported orientation (this detector keeps no vectors).
  public mutating func carry(by turns: Int) { orientation = orientation.carried(by: turns) }

  /// Judges one sample on its own.
  public mutating func update(_ sample: AccelSample) -> DetectorOutput {
    guard sample.isUsable else {
      return DetectorOutput(
        orientation: orientation, explanation: DetectorExplanation(heldBy: .invalidSample))
    }
    let magnitude = (sample.x * sample.x + sample.y * sample.y + sample.z * sample.z).squareRoot()
    var explanation = DetectorExplanation(magnitude: magnitude)
    guard magnitude >= minimumMagnitude else {
      explanation.heldBy = .nearZeroMagnitude
      return DetectorOutput(orientation: orientation, explanation: explanation)
    }
    let tilt = asin(Swift.max(-1, Swift.min(1, -sample.z / magnitude))) * Self.radiansToDegrees
    var angle = atan2(-sample.x, -sample.y) * Self.radiansToDegrees
    if angle < 0 { angle += 360 }
    explanation.tilt = tilt
    explanation.orientationAngle = angle
    let previous = orientation

    if abs(tilt) >= faceEnter {
      let face: DeviceOrientation = tilt > 0 ? .faceUp : .faceDown
      explanation.proposed = face
      orientation = face
    } else if orientation.isFlat && abs(tilt) >= faceExit {
      explanation.proposed = orientation
    } else {
      var nearest = Int(((angle + 45) / 90).rounded(.down))
      if nearest == 4 { nearest = 0 }
      let candidate = Self.rotations[nearest]
      explanation.proposed = candidate
      if let current = Self.rotations.firstIndex(of: orientation), current != nearest {
        var distance = abs(angle - Double(current * 90))
        if distance > 180 { distance = 360 - distance }
        if distance <= 45 + hysteresis {
          explanation.heldBy = .deadZone
        } else {
          orientation = candidate
        }
      } else {
        orientation = candidate
      }
    }
    explanation.changed = orientation != previous
    return DetectorOutput(orientation: orientation, explanation: explanation)
  }
}

import OrientationCore
import OrientationDetection
import OrientationSynthesis

/// Samples at `rate` Hz from `start` (inclusive) to `end` (exclusive), all the same vector.
func steady(
  _ vector: (Double, Double, Double), from start: Double, to end: Double, rate: Double = 100
) -> [AccelSample] {
  var samples: [AccelSample] = []
  var index = Int((start * rate).rounded())
  while Double(index) / rate < end - 1e-9 {
    samples.append(AccelSample(time: Double(index) / rate, x: vector.0, y: vector.1, z: vector.2))
    index += 1
  }
  return samples
}

/// The internal-frame vectors of the six poses, upright or flat.
enum Vector {
  static let portrait = (0.0, -1.0, 0.0)
  static let portraitUpsideDown = (0.0, 1.0, 0.0)
  static let landscapeLeft = (-1.0, 0.0, 0.0)
  static let landscapeRight = (1.0, 0.0, 0.0)
  static let faceUp = (0.0, 0.0, -1.0)
  static let faceDown = (0.0, 0.0, 1.0)

  /// A device turned `angle`° clockwise from portrait (as the user sees it), upright.
  static func turned(_ angle: Double) -> (Double, Double, Double) {
    let g = MotionGenerator.gravity(angle: angle, tilt: 0)
    return (g.x, g.y, g.z)
  }
}

/// Runs `detector` over `samples` and returns each change as (time, orientation).
func decisions(_ detector: some OrientationDetector, _ samples: [AccelSample]) -> [Change] {
  var detector = detector
  var changes: [Change] = []
  for sample in samples {
    let output = detector.update(sample)
    if output.changed { changes.append(Change(sample.time, output.orientation)) }
  }
  return changes
}

/// A change of the reported orientation, comparable in tests.
struct Change: Equatable, CustomStringConvertible {
  var time: Double
  var orientation: DeviceOrientation
  init(_ time: Double, _ orientation: DeviceOrientation) {
    self.time = time
    self.orientation = orientation
  }
  static func == (a: Change, b: Change) -> Bool {
    abs(a.time - b.time) < 1e-9 && a.orientation == b.orientation
  }
  var description: String { "\(orientation)@\(time)" }
}

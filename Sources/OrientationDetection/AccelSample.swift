import OrientationCore

/// One accelerometer reading in the internal frame (SPEC §6): CoreMotion's axes — x to the
/// device's right, y to its top, z out of the screen — as the gravity vector in g.
///
/// Portrait upright reads (0, −1, 0); landscapeLeft (Home button on the right) (−1, 0, 0);
/// face up (0, 0, −1).
public struct AccelSample: Hashable, Sendable {
  /// Seconds: trace time during replay, monotonic time live.
  public var time: Double
  public var x: Double
  public var y: Double
  public var z: Double
  public init(time: Double, x: Double, y: Double, z: Double) {
    self.time = time
    self.x = x
    self.y = y
    self.z = z
  }

  /// This vector `turns` quarter turns about z, the way a device orientation is
  /// `DeviceOrientation.carried(by:)`: one turn takes gravity at portrait
  /// (0, −1, 0) to landscapeLeft's (−1, 0, 0). A foldable's sensor is in the frame of the
  /// display in use, so a display change turns every vector this way (SPEC §6.1).
  public func carried(by turns: Int) -> AccelSample {
    var result = self
    for _ in 0..<((turns % 4) + 4) % 4 { (result.x, result.y) = (result.y, -result.x) }
    return result
  }
}

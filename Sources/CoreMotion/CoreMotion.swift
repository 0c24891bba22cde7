@_exported import Foundation
import OrientationUIKit

// CoreMotion's motion manager over the harness's simulated device. A camera screen locked to
// portrait, or a game that reads the tilt, asks the accelerometer which way the device is held
// instead of asking UIKit; here the accelerometer reads the gravity of the orientation the
// engine's device is in (`UIDevice.current.orientation`), so the same app code sees the same
// turns the interface sees. Only gravity is modelled: the device is at rest in each orientation,
// so user acceleration, rotation rate, the magnetic field and the attitude read zero.

/// CoreMotion's `CMAcceleration`, in g, in the device's axes: x to the right of the screen in
/// portrait, y to its top, z out of the screen.
public struct CMAcceleration: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public var z: Double
  public init() { (x, y, z) = (0, 0, 0) }
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// CoreMotion's `CMRotationRate`, in radians per second: zero here (the device is at rest).
public struct CMRotationRate: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public var z: Double
  public init() { (x, y, z) = (0, 0, 0) }
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// CoreMotion's `CMMagneticField`, in microtesla: zero here (no magnetometer is modelled).
public struct CMMagneticField: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public var z: Double
  public init() { (x, y, z) = (0, 0, 0) }
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// CoreMotion's `CMMagneticFieldCalibrationAccuracy`.
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
  case uncalibrated = -1, low, medium, high
}

/// CoreMotion's `CMCalibratedMagneticField`: zero and uncalibrated here.
public struct CMCalibratedMagneticField: Sendable {
  public var field: CMMagneticField
  public var accuracy: CMMagneticFieldCalibrationAccuracy
  public init() {
    field = CMMagneticField()
    accuracy = .uncalibrated
  }
}

/// CoreMotion's `CMRotationMatrix`.
public struct CMRotationMatrix: Sendable, Equatable {
  public var m11: Double, m12: Double, m13: Double
  public var m21: Double, m22: Double, m23: Double
  public var m31: Double, m32: Double, m33: Double
  public init() {
    (m11, m12, m13) = (0, 0, 0)
    (m21, m22, m23) = (0, 0, 0)
    (m31, m32, m33) = (0, 0, 0)
  }
}

/// CoreMotion's `CMQuaternion`.
public struct CMQuaternion: Sendable, Equatable {
  public var x: Double, y: Double, z: Double, w: Double
  public init() { (x, y, z, w) = (0, 0, 0, 0) }
  public init(x: Double, y: Double, z: Double, w: Double) {
    (self.x, self.y, self.z, self.w) = (x, y, z, w)
  }
}

/// CoreMotion's `CMAttitudeReferenceFrame`.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
  public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
  public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
  public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

/// CoreMotion's `CMAttitude`. Not modelled: every angle reads zero and the rotation is the
/// identity, whatever the device's orientation (read ``CMDeviceMotion/gravity`` instead).
open class CMAttitude: NSObject, @unchecked Sendable {
  open var roll: Double { 0 }
  open var pitch: Double { 0 }
  open var yaw: Double { 0 }
  open var rotationMatrix: CMRotationMatrix {
    var matrix = CMRotationMatrix()
    (matrix.m11, matrix.m22, matrix.m33) = (1, 1, 1)
    return matrix
  }
  open var quaternion: CMQuaternion { CMQuaternion(x: 0, y: 0, z: 0, w: 1) }
  /// Nothing changes: every attitude is the identity.
  open func multiply(byInverseOf attitude: CMAttitude) {}
}

/// CoreMotion's `CMLogItem`: a sample's time stamp, the harness's virtual time in seconds when
/// the sample was taken.
open class CMLogItem: NSObject, @unchecked Sendable {
  /// The virtual time of the sample (0 outside a harness).
  open var timestamp: TimeInterval { time }
  let time: TimeInterval
  init(time: TimeInterval) { self.time = time }
}

/// CoreMotion's `CMAccelerometerData`: the gravity of the device's orientation (see
/// ``CMMotionManager``).
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
  /// The acceleration in g.
  open var acceleration: CMAcceleration { value }
  let value: CMAcceleration
  init(acceleration: CMAcceleration, time: TimeInterval) {
    value = acceleration
    super.init(time: time)
  }
}

/// CoreMotion's `CMGyroData`: zero rotation (the device is at rest between turns).
open class CMGyroData: CMLogItem, @unchecked Sendable {
  open var rotationRate: CMRotationRate { CMRotationRate() }
}

/// CoreMotion's `CMMagnetometerData`: zero (no magnetometer is modelled).
open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
  open var magneticField: CMMagneticField { CMMagneticField() }
}

/// CoreMotion's `CMDeviceMotion`: the device's gravity (see ``CMMotionManager``); user
/// acceleration, rotation rate and magnetic field read zero and the attitude is not modelled.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
  /// The gravity of the device's orientation, in g.
  open var gravity: CMAcceleration { value }
  /// Zero: the device is at rest in each orientation.
  open var userAcceleration: CMAcceleration { CMAcceleration() }
  /// Zero.
  open var rotationRate: CMRotationRate { CMRotationRate() }
  /// Not modelled (see ``CMAttitude``).
  open var attitude: CMAttitude { CMAttitude() }
  /// Zero and uncalibrated.
  open var magneticField: CMCalibratedMagneticField { CMCalibratedMagneticField() }
  /// -1: no heading is known (no magnetometer is modelled).
  open var heading: Double { -1 }
  let value: CMAcceleration
  init(gravity: CMAcceleration, time: TimeInterval) {
    value = gravity
    super.init(time: time)
  }
}

/// CoreMotion's `CMAccelerometerHandler`.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
/// CoreMotion's `CMGyroHandler`.
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
/// CoreMotion's `CMMagnetometerHandler`.
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
/// CoreMotion's `CMDeviceMotionHandler`.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

/// CoreMotion's `CMMotionManager`, reading the simulated device of the harness whose app code is
/// running (`UIKitHarness`).
///
/// What is modelled: the accelerometer and device motion read the gravity of the orientation the
/// engine's device is in, in CoreMotion's axes and sign (lying face up, z is -1 g; held upright
/// in portrait, y is -1 g; turned to `landscapeLeft`, x is -1 g; `landscapeRight` +1 g, upside
/// down y +1 g, face down z +1 g; an `unknown` orientation reads as face up).
/// - Pulled: after `startAccelerometerUpdates()` (or `startDeviceMotionUpdates()`),
///   ``accelerometerData`` (``deviceMotion``) is the device read at that moment, stamped with
///   the virtual time; `nil` before the updates start, after they stop, and outside the app
///   code of a harness (`UIKitHarness.current`).
/// - Pushed: `startAccelerometerUpdates(to:withHandler:)` (and the device-motion forms) hand the
///   handler one sample when the updates start and one each time the device turns
///   (`UIDevice.orientationDidChangeNotification`), on `queue`: on `OperationQueue.main` inside a
///   harness they run at the end of the turn, as main-queue work does (SPEC §9.1). Samples are
///   not repeated at the update interval (stored, unused): between turns the device is at rest
///   and each repeat would be the same reading.
///
/// Not modelled: gyroscope and magnetometer data (zero; ``isGyroAvailable`` and
/// ``isMagnetometerAvailable`` are `false`), the attitude (see ``CMAttitude``), shaking.
open class CMMotionManager: NSObject, @unchecked Sendable {
  public override init() { super.init() }

  // MARK: Accelerometer

  /// Stored, unused: samples come when the device turns (see ``CMMotionManager``).
  open var accelerometerUpdateInterval: TimeInterval = 0.01
  /// `true`: the simulated device has an accelerometer.
  open var isAccelerometerAvailable: Bool { true }
  /// Whether accelerometer updates are running.
  open var isAccelerometerActive: Bool { accelerometer.isActive }
  /// The device's gravity now, while accelerometer updates run inside a harness.
  open var accelerometerData: CMAccelerometerData? {
    guard accelerometer.isActive, let sample = Self.sample() else { return nil }
    return CMAccelerometerData(acceleration: sample.gravity, time: sample.time)
  }
  /// Starts updates to read through ``accelerometerData``.
  open func startAccelerometerUpdates() { accelerometer.start(handler: nil) }
  /// Starts updates handed to `handler` on `queue`.
  open func startAccelerometerUpdates(
    to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler
  ) {
    accelerometer.start { sample in
      Self.deliver(on: queue) {
        handler(CMAccelerometerData(acceleration: sample.gravity, time: sample.time), nil)
      }
    }
  }
  /// Stops accelerometer updates; no sample is handed over after this.
  open func stopAccelerometerUpdates() { accelerometer.stop() }

  // MARK: Device motion

  /// Stored, unused (see ``CMMotionManager``).
  open var deviceMotionUpdateInterval: TimeInterval = 0.01
  /// `true`: device motion is gravity.
  open var isDeviceMotionAvailable: Bool { true }
  /// Whether device-motion updates are running.
  open var isDeviceMotionActive: Bool { motion.isActive }
  /// The reference frame of the last updates started (default `xArbitraryZVertical`).
  open private(set) var attitudeReferenceFrame: CMAttitudeReferenceFrame = .xArbitraryZVertical
  /// The device's motion now, while device-motion updates run inside a harness.
  open var deviceMotion: CMDeviceMotion? {
    guard motion.isActive, let sample = Self.sample() else { return nil }
    return CMDeviceMotion(gravity: sample.gravity, time: sample.time)
  }
  /// Every reference frame: none is modelled (``CMAttitude``).
  open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame {
    [
      .xArbitraryZVertical, .xArbitraryCorrectedZVertical, .xMagneticNorthZVertical,
      .xTrueNorthZVertical,
    ]
  }
  /// Starts updates to read through ``deviceMotion``.
  open func startDeviceMotionUpdates() { motion.start(handler: nil) }
  /// Starts updates to read through ``deviceMotion``, in `referenceFrame` (stored).
  open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {
    attitudeReferenceFrame = referenceFrame
    motion.start(handler: nil)
  }
  /// Starts updates handed to `handler` on `queue`.
  open func startDeviceMotionUpdates(
    to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler
  ) {
    startDeviceMotionUpdates(using: .xArbitraryZVertical, to: queue, withHandler: handler)
  }
  /// Starts updates handed to `handler` on `queue`, in `referenceFrame` (stored).
  open func startDeviceMotionUpdates(
    using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
    withHandler handler: @escaping CMDeviceMotionHandler
  ) {
    attitudeReferenceFrame = referenceFrame
    motion.start { sample in
      Self.deliver(on: queue) {
        handler(CMDeviceMotion(gravity: sample.gravity, time: sample.time), nil)
      }
    }
  }
  /// Stops device-motion updates; no sample is handed over after this.
  open func stopDeviceMotionUpdates() { motion.stop() }
  /// Stored, unused.
  open var showsDeviceMovementDisplay = false

  // MARK: Gyroscope and magnetometer

  /// Stored, unused.
  open var gyroUpdateInterval: TimeInterval = 0.01
  /// `false`: no gyroscope is modelled.
  open var isGyroAvailable: Bool { false }
  /// `false`: updates never start.
  open var isGyroActive: Bool { false }
  /// `nil`: no gyroscope is modelled.
  open var gyroData: CMGyroData? { nil }
  /// Does nothing: no gyroscope is modelled (check ``isGyroAvailable`` first, as on iOS).
  open func startGyroUpdates() {}
  /// Does nothing and never calls `handler`: no gyroscope is modelled.
  open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler)
  {}
  open func stopGyroUpdates() {}
  /// Stored, unused.
  open var magnetometerUpdateInterval: TimeInterval = 0.01
  /// `false`: no magnetometer is modelled.
  open var isMagnetometerAvailable: Bool { false }
  /// `false`: updates never start.
  open var isMagnetometerActive: Bool { false }
  /// `nil`: no magnetometer is modelled.
  open var magnetometerData: CMMagnetometerData? { nil }
  /// Does nothing: no magnetometer is modelled.
  open func startMagnetometerUpdates() {}
  /// Does nothing and never calls `handler`: no magnetometer is modelled.
  open func startMagnetometerUpdates(
    to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler
  ) {}
  open func stopMagnetometerUpdates() {}

  deinit {
    accelerometer.stop()
    motion.stop()
  }

  // MARK: Sampling

  private let accelerometer = Updates()
  private let motion = Updates()

  /// One reading: the gravity of the device's orientation and the virtual time.
  struct Sample {
    let gravity: CMAcceleration
    let time: TimeInterval
  }

  /// The device now, inside a harness's app code; `nil` outside it.
  static func sample() -> Sample? {
    // Only the main actor runs app code inside a harness: elsewhere there is no current one.
    guard let harness = UIKitHarness.current else { return nil }
    return MainActor.assumeIsolated {
      Sample(gravity: gravity(of: UIDevice.current.orientation), time: harness.time)
    }
  }

  /// The gravity a device at rest in `orientation` reads, in CoreMotion's axes and sign.
  static func gravity(of orientation: UIDeviceOrientation) -> CMAcceleration {
    switch orientation {
    case .portrait: CMAcceleration(x: 0, y: -1, z: 0)
    case .portraitUpsideDown: CMAcceleration(x: 0, y: 1, z: 0)
    case .landscapeLeft: CMAcceleration(x: -1, y: 0, z: 0)
    case .landscapeRight: CMAcceleration(x: 1, y: 0, z: 0)
    case .faceDown: CMAcceleration(x: 0, y: 0, z: 1)
    case .faceUp, .unknown: CMAcceleration(x: 0, y: 0, z: -1)
    @unknown default: CMAcceleration(x: 0, y: 0, z: -1)
    }
  }

  /// Runs `work` on `queue`: the main queue goes through `DispatchQueue.main`, which a
  /// harness runs at the end of the turn.
  static func deliver(on queue: OperationQueue, _ work: @escaping () -> Void) {
    nonisolated(unsafe) let work = work
    if queue === OperationQueue.main {
      DispatchQueue.main.async { work() }
    } else {
      queue.addOperation(BlockOperation { work() })
    }
  }

  /// A running stream of samples: pulled only, or pushed to a handler at its start and at each
  /// device turn.
  final class Updates: @unchecked Sendable {
    private(set) var isActive = false
    private var observer: (any NSObjectProtocol)?

    func start(handler: ((Sample) -> Void)?) {
      stop()
      isActive = true
      guard let handler else { return }
      nonisolated(unsafe) let push = handler
      observer = NotificationCenter.default.addObserver(
        forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
      ) { _ in
        if let sample = CMMotionManager.sample() { push(sample) }
      }
      if let sample = CMMotionManager.sample() { push(sample) }
    }

    func stop() {
      isActive = false
      if let observer { NotificationCenter.default.removeObserver(observer) }
      observer = nil
    }
  }
}

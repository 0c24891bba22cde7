import ArgumentParser
import OrientationCore
import OrientationIO

/// Options of the commands that detect orientation from samples (`replay`, `demo`, `watch`):
/// the detector, units and mount of the samples, the portrait lock and `--explain` (SPEC §6,
/// §8.1).
struct DetectionOptions: ParsableArguments {
  @Option(help: "Detector: android (default), iio (GNOME/KDE's rule) or threshold.")
  var detector: DetectorKind = .default

  @Option(
    help: ArgumentHelp(
      "Mount matrix 'a,b,c; d,e,f; g,h,i' (ACCEL_MOUNT_MATRIX syntax; corrected = M · raw).",
      valueName: "matrix"))
  var mount: String?

  @Option(
    help: ArgumentHelp(
      "Units per g for axes without a resolution (e.g. 1000 for a milli-g driver).",
      valueName: "units"))
  var scale: Double?

  @Option(help: ArgumentHelp("The user's orientation lock: portrait or none.", valueName: "lock"))
  var lock: LockSetting = .none

  @Flag(
    help: ArgumentHelp(
      "Add decision records: why the detector decided or held, and which rule refused each "
        + "device change that did not rotate the interface."))
  var explain = false

  func validate() throws {
    if let scale, !(scale > 0 && scale.isFinite) {
      throw ValidationError("--scale must be a positive number of units per g, got \(scale)")
    }
    if let mount {
      do { _ = try MountTransform(parsing: mount) } catch { throw ValidationError(error.message) }
    }
  }

  /// The converter from the device's raw units to g in the internal frame.
  func converter(for device: DeviceDescription) throws(SampleConversionError) -> SampleConverter {
    let transform = try mount.map { text throws(SampleConversionError) in
      try MountTransform(parsing: text)
    }
    return try SampleConverter(device: device, scale: scale, mount: transform ?? .identity)
  }

  /// A fresh detection pipeline (the mount is applied by the converter).
  func pipeline() -> DetectionPipeline {
    DetectionPipeline(detector: detector, portraitLock: lock == .portrait)
  }
}

/// `--lock` values.
enum LockSetting: String, CaseIterable, ExpressibleByArgument {
  case portrait, none
}

extension DetectorKind: ExpressibleByArgument {}

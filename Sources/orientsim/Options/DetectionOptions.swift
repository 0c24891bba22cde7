import ArgumentParser
import OrientationCore

extension DetectorKind: ExpressibleByArgument {}

/// The user's orientation lock choices (`--lock portrait`, SPEC §8.1).
enum OrientationLock: String, CaseIterable, ExpressibleByArgument {
  /// The device reports portrait whatever the samples say.
  case portrait
}

/// `--detector`, `--mount` and `--lock`: how samples become device orientations (SPEC §6),
/// shared by the commands that read samples.
struct DetectionOptions: ParsableArguments {
  @Option(help: "Orientation detector: android (default), iio or threshold.")
  var detector: DetectorKind = .default

  @Option(
    help: ArgumentHelp(
      "Mount matrix applied to every sample, udev syntax.", valueName: "a,b,c; d,e,f; g,h,i"))
  var mount: String?

  @Option(help: "The user's orientation lock: portrait.")
  var lock: OrientationLock?

  func validate() throws {
    if let mount {
      do {
        _ = try MountMatrix(parsing: mount)
      } catch {
        throw ValidationError("--mount: \(error.message)")
      }
    }
  }

  /// The mount matrix chosen, identity by default.
  var mountMatrix: MountMatrix {
    mount.flatMap { try? MountMatrix(parsing: $0) } ?? .identity
  }

  /// A detection pipeline with these choices.
  func makePipeline() -> DetectionPipeline {
    DetectionPipeline(detector: detector, portraitLock: lock == .portrait, mount: mountMatrix)
  }
}

import ArgumentParser
import OrientationIO

/// Options every command that runs the engine shares: the output format and the behaviour and
/// device profiles (SPEC §8.1 "Common options"). `simulate`, `replay`, `demo` and `watch` include
/// it with `@OptionGroup`.
struct EngineOptions: ParsableArguments {
  @Option(help: "Output format: text (one line per record), jsonl, or summary (totals only).")
  var format: OutputFormat = .text

  @Option(
    help: ArgumentHelp(
      "Behaviour profile, replacing the scene's: ios7, ios8, ios13 or ios16.",
      valueName: "profile"))
  var profile: ProfileName?

  @Option(
    help: ArgumentHelp(
      "Device profile, replacing the scene's: a built-in id (iphone-15, ipad-9th, …) or the path "
        + "of a device-profile YAML file (see Configs/devices/).",
      valueName: "id|path"))
  var deviceProfile: String?

  /// The `--profile` value as a profile.
  var behaviorProfile: BehaviorProfile? { profile.map { BehaviorProfile(name: $0.rawValue)! } }

  /// The overrides for a scene, reading `--device-profile` (which may throw an ``InputError``).
  func sceneOverrides() throws -> SceneOverrides {
    SceneOverrides(
      profile: behaviorProfile,
      deviceProfile: try deviceProfile.map { try DeviceProfileFile.resolve($0) })
  }
}

/// The built-in behaviour profiles, as `--profile` values.
enum ProfileName: String, CaseIterable, ExpressibleByArgument {
  case ios7, ios8, ios13, ios16
}

extension OutputFormat: ExpressibleByArgument {}

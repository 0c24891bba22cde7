import ArgumentParser
import OrientationCore
import OrientationFormats
import OrientationLinux

/// Options every command that runs the engine shares: the output format and the behaviour and
/// device profiles (SPEC §8.1 "Common options"). `simulate`, `replay`, `demo` and `watch` include
/// it with `@OptionGroup`.
struct EngineOptions: ParsableArguments {
  @Option(help: "Output format: text (one line per record), jsonl, or summary (totals only).")
  var format: OutputFormat = .text

  @OptionGroup var profiles: ProfileOptions

  /// The overrides for a scene, reading `--device-profile` (which may throw an ``InputError``).
  func sceneOverrides() throws -> SceneOverrides { try profiles.sceneOverrides() }
}

/// `--profile` and `--device-profile`: what replaces the scene's profiles. Every command that
/// loads a scene shares it (`plot` too, which has no `--format`).
struct ProfileOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Behaviour profile, replacing the scene's: "
        + BehaviorProfile.builtIn.map(\.name).joined(separator: ", ") + ".",
      valueName: "profile"))
  var profile: BehaviorProfile?

  @Option(
    help: ArgumentHelp(
      "Device profile, replacing the scene's: a built-in id (iphone-15, ipad-9th, …) or the path "
        + "of a device-profile YAML file (see Configs/devices/).",
      valueName: "id|path"))
  var deviceProfile: String?

  /// The overrides for a scene, reading `--device-profile` (which may throw an ``InputError``).
  func sceneOverrides() throws -> SceneOverrides {
    SceneOverrides(
      profile: profile,
      deviceProfile: try deviceProfile.map { try DeviceProfileFile.resolve($0) })
  }
}

/// A built-in behaviour profile by name, as a `--profile` value: the one list is
/// ``BehaviorProfile/builtIn``.
extension BehaviorProfile: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }

  public static var allValueStrings: [String] { builtIn.map(\.name) }
}

extension OutputFormat: ExpressibleByArgument {}

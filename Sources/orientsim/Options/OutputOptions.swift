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

  @OptionGroup var posture: PostureOptions

  /// The overrides for a scene, reading `--device-profile` (which may throw an ``InputError``).
  func sceneOverrides() throws -> SceneOverrides {
    SceneOverrides(
      profile: profile,
      deviceProfile: try deviceProfile.map { try DeviceProfileFile.resolve($0) },
      posture: posture.overrides)
  }
}

/// `--closed-at`, `--fold-at`, `--reopen-at`, `--fully-open-at` and `--hinge-settle`: the
/// `book` posture detector's thresholds (SPEC §6.1, §8.4), each replacing the scene's value.
struct PostureOptions: ParsableArguments {
  @Option(
    name: .customLong("closed-at"),
    help: ArgumentHelp(
      "Hinge angle at or below which a foldable is shut (default 5).",
      valueName: "deg"))
  var closedAt: Double?

  @Option(
    name: .customLong("fold-at"),
    help: ArgumentHelp(
      "Hinge angle below which a fold moves to the outer display (default 45).",
      valueName: "deg"))
  var foldAt: Double?

  @Option(
    name: .customLong("reopen-at"),
    help: ArgumentHelp(
      "Hinge angle at or above which the inner display returns after a fold (default 90).",
      valueName: "deg"))
  var reopenAt: Double?

  @Option(
    name: .customLong("fully-open-at"),
    help: ArgumentHelp(
      "Hinge angle at or above which the hinge is fully open (default 165).",
      valueName: "deg"))
  var fullyOpenAt: Double?

  @Option(
    name: .customLong("hinge-settle"),
    help: ArgumentHelp(
      "Seconds every hinge sample must choose a new display before it takes over (default 0).",
      valueName: "s"))
  var hingeSettle: Double?

  var overrides: PostureOverrides {
    PostureOverrides(
      closedAt: closedAt, foldAt: foldAt, reopenAt: reopenAt, fullyOpenAt: fullyOpenAt,
      settle: hingeSettle)
  }

  /// The options alone must keep the defaults' ordering (SPEC §6.1: a usage error, exit 2).
  func validate() throws {
    do { _ = try overrides.applied(to: .default) } catch {
      throw ValidationError(error.message)
    }
  }
}

/// A built-in behaviour profile by name, as a `--profile` value: the one list is
/// ``BehaviorProfile/builtIn``.
extension BehaviorProfile: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }

  public static var allValueStrings: [String] { builtIn.map(\.name) }
}

extension OutputFormat: ExpressibleByArgument {}

import ArgumentParser
import OrientationLinux

/// `--hinge SOURCE`: the hinge `watch` and `record` read beside the accelerometer (SPEC §8.4).
struct HingeOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The hinge source: an IIO node (/dev/iio:device1) or sysfs directory (a `hinge` or "
        + "`cros-ec-lid-angle` device), an evdev node with SW_LID (/dev/input/event3), or none.",
      valueName: "source"))
  var hinge: String?

  /// Whether `--hinge none` was given.
  var isNone: Bool { hinge == "none" }

  /// The source to read: the one named; else, when `search` is true, the first found in SPEC
  /// §6.1's order; `nil` for none.
  func argument(search: Bool, iio: IIOOptions) -> String? {
    guard let hinge else { return search ? HingeSources.first(paths: iio.paths) : nil }
    return isNone ? nil : hinge
  }

  /// Opens `argument`; `--poll` polls an IIO hinge too.
  func open(_ argument: String, iio: IIOOptions) throws(DeviceError) -> any LiveHingeSource {
    try HingeSources.open(argument, poll: iio.poll, paths: iio.paths)
  }
}

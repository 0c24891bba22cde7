import ArgumentParser
import OrientationFormats
import OrientationLinux

/// How `watch` and `record` read an IIO accelerometer (SPEC §7) and an IIO hinge (§6.1).
struct IIOOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "IIO devices, a --hinge too: poll sysfs (in_accel_*_raw, in_angl0_raw) this many times a "
        + "second instead of reading the buffer (default: the buffer when the device has one, "
        + "else polling at its sampling frequency, or 50 Hz, 10 Hz for a hinge).",
      valueName: "hz"))
  var poll: Double?

  @Option(
    name: .customLong("iio-root"),
    help: ArgumentHelp("A fake tree with sys/, dev/ and run/udev/data/.", visibility: .hidden))
  var iioRoot: String?

  func validate() throws {
    if let poll, !(poll > 0 && poll.isFinite && poll <= 10_000) {
      throw ValidationError("--poll must be a rate in Hz between 0 and 10000, got \(poll)")
    }
  }

  /// Where sysfs, /dev and udev's database are.
  var paths: IIOPaths { iioRoot.map(IIOPaths.under) ?? .system }

  /// The mode for `device`.
  func mode(for device: IIODevice) -> IIOReader.Mode {
    if let poll { return .poll(rate: poll) }
    if device.hasBuffer { return .buffer }
    return .poll(rate: min(max(device.samplingFrequency ?? 50, 1), 1000))
  }

  /// Opens `argument` as an IIO device when it names one; nil otherwise.
  func device(_ argument: String) throws(DeviceError) -> IIODevice? {
    guard IIODevice.isIIOArgument(argument) || iioRoot.map({ argument.hasPrefix($0) }) == true
    else { return nil }
    return try IIODevice.resolve(argument, paths: paths)
  }
}

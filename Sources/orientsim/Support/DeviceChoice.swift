import ArgumentParser
import OrientationIO

/// Picks the device node for `record` and `watch`: the one named, else the only accelerometer.
enum DeviceChoice {
  /// The node to open; without a name, the only accelerometer, or a usage error listing them.
  static func node(_ named: String?) throws -> String {
    if let named { return named }
    let accelerometers = DeviceDiscovery.list().filter(\.isAccelerometer)
    guard accelerometers.count == 1 else {
      if accelerometers.isEmpty {
        printError(
          "no evdev accelerometer found; name the device node (see `orientsim devices --all`)")
      } else {
        printError("several accelerometers; name one:")
        for candidate in accelerometers {
          printError("  \(candidate.node): \(candidate.description.name)")
        }
      }
      throw ExitCode(ExitStatus.usage)
    }
    return accelerometers[0].node
  }
}

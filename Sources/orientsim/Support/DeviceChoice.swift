import ArgumentParser
import OrientationLinux

/// Picks the device for `record` and `watch`: the one named, else the only accelerometer —
/// evdev, or an IIO accelerometer in the display (a base sensor is not a display sensor).
enum DeviceChoice {
  /// The node or IIO path to open; without a name, the only accelerometer, or a usage error
  /// listing them.
  static func node(_ named: String?, iio: IIOPaths = .system) throws -> String {
    if let named { return named }
    var candidates = DeviceDiscovery.list().filter(\.isAccelerometer).map {
      (node: $0.node, name: $0.description.name)
    }
    candidates += IIODiscovery.list(paths: iio).filter(\.isDisplaySensor).map {
      (node: $0.node, name: $0.name)
    }
    guard candidates.count == 1 else {
      if candidates.isEmpty {
        printError(
          "no evdev or IIO accelerometer found; name the device (see `orientsim devices --all`)")
      } else {
        printError("several accelerometers; name one:")
        for candidate in candidates {
          printError("  \(candidate.node): \(candidate.name)")
        }
      }
      throw ExitCode(ExitStatus.usage)
    }
    return candidates[0].node
  }
}

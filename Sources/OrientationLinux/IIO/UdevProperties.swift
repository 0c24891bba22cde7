import Foundation
import Glibc
import OrientationDetection

/// udev's properties of a device node, from its database entry (`/run/udev/data/c<major>:<minor>`,
/// the `E:` lines): where `ACCEL_MOUNT_MATRIX` and `ACCEL_LOCATION` from hwdb end up.
public enum UdevProperties {
  /// The properties of the character device `node`; empty when udev has no entry for it.
  public static func of(node: String, udevData: String = IIOPaths.system.udevData) -> [String:
    String]
  {
    var info = stat()
    guard stat(node, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return [:] }
    let major = (info.st_rdev >> 8) & 0xFFF | (info.st_rdev >> 32) & ~0xFFF
    let minor = info.st_rdev & 0xFF | (info.st_rdev >> 12) & ~0xFF
    return parse(atPath: udevData + "/c\(major):\(minor)")
  }

  /// The `E:` lines of a udev database file.
  public static func parse(atPath path: String) -> [String: String] {
    guard let data = FileManager.default.contents(atPath: path) else { return [:] }
    var properties: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n")
    where line.hasPrefix("E:") {
      let pair = line.dropFirst(2)
      guard let equals = pair.firstIndex(of: "=") else { continue }
      properties[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
    }
    return properties
  }

  /// `ACCEL_MOUNT_MATRIX` of `properties`, when present and valid.
  public static func mountMatrix(_ properties: [String: String]) -> MountMatrix? {
    properties["ACCEL_MOUNT_MATRIX"].flatMap { try? MountMatrix(parsing: $0) }
  }
}

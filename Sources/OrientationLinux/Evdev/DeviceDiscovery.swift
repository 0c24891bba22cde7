import Foundation
import OrientationTraces

/// One evdev node found by `DeviceDiscovery`.
public struct DiscoveredDevice: Sendable {
  /// `/dev/input/eventN`.
  public var node: String
  /// The description, from libevdev when the node could be opened, else from sysfs (no axis
  /// limits then).
  public var description: DeviceDescription
  /// Whether this user can open the node for reading.
  public var readable: Bool
  /// Why it could not be opened, when it could not.
  public var error: DeviceError?

  /// Whether it is an accelerometer (SPEC §7).
  public var isAccelerometer: Bool { description.isAccelerometer }
  /// Whether it reports a lid switch (`EV_SW SW_LID`): a hinge source (SPEC §6.1, §8.4).
  public var isLidSwitch: Bool { description.codes[.switchState]?.contains(0) == true }
  /// Whether it reports a tablet-mode switch (`EV_SW SW_TABLET_MODE`): listed and ignored, since
  /// it describes a 360° convertible, not a fold (SPEC §6.1).
  public var isTabletModeSwitch: Bool {
    description.codes[.switchState]?.contains(1) == true
  }
}

/// Lists evdev nodes (`/dev/input/event*`), opening each read-only through libevdev, falling
/// back to sysfs (`/sys/class/input/eventN/device/…`) for nodes this user may not open.
public enum DeviceDiscovery {
  /// All event nodes in `directory`, in numeric order.
  public static func list(
    directory: String = "/dev/input", sysfs: String = "/sys/class/input"
  ) -> [DiscoveredDevice] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let events = names.filter { $0.hasPrefix("event") }
      .sorted { (Int($0.dropFirst(5)) ?? 0) < (Int($1.dropFirst(5)) ?? 0) }
    return events.map { name in
      let node = directory + "/" + name
      do throws(DeviceError) {
        let device = try EvdevDevice(path: node)
        return DiscoveredDevice(node: node, description: device.description, readable: true)
      } catch {
        return DiscoveredDevice(
          node: node, description: fromSysfs(sysfs + "/" + name + "/device"), readable: false,
          error: error)
      }
    }
  }

  /// A partial description from sysfs: name, ids, properties and capability bitmaps.
  static func fromSysfs(_ path: String) -> DeviceDescription {
    func read(_ attribute: String) -> String? {
      (try? String(contentsOfFile: path + "/" + attribute, encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    func bits(_ attribute: String) -> Set<UInt16> {
      guard let text = read(attribute) else { return [] }
      var result = Set<UInt16>()
      for (wordIndex, word) in text.split(separator: " ").reversed().enumerated() {
        guard let value = UInt64(word, radix: 16) else { continue }
        for bit in 0..<64 where value & (1 << UInt64(bit)) != 0 {
          result.insert(UInt16(wordIndex * 64 + bit))
        }
      }
      return result
    }
    var description = DeviceDescription(name: read("name") ?? "")
    func id(_ name: String) -> UInt16 { UInt16(read("id/" + name) ?? "", radix: 16) ?? 0 }
    description.identity = DeviceIdentity(
      bustype: id("bustype"), vendor: id("vendor"), product: id("product"), version: id("version"))
    description.properties = Set(bits("properties").map(InputProperty.init(rawValue:)))
    for type in bits("capabilities/ev") {
      description.codes[EventType(rawValue: type)] = []
    }
    description.codes[.absolute] = bits("capabilities/abs")
    let keys = bits("capabilities/key")
    if !keys.isEmpty { description.codes[.key] = keys }
    let switches = bits("capabilities/sw")
    if !switches.isEmpty { description.codes[.switchState] = switches }
    return description
  }
}

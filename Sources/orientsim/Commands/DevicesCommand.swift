import ArgumentParser
import Foundation
import OrientationIO

/// `orientsim devices`: lists evdev accelerometers with their axes and whether they are readable.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "Lists evdev accelerometers: node, name, ids, axes, resolution and access.",
    discussion: """
      A node is an accelerometer when it has INPUT_PROP_ACCELEROMETER, or ABS_X/Y/Z and no keys.
      Nodes this user cannot open are listed from sysfs, marked unreadable.

        orientsim devices --json

      Finding nothing is not an error (exit 0).

      \(ExitStatus.helpTable)
      """)

  @Flag(help: "Print JSON (one array of objects) instead of text.")
  var json = false

  @Flag(help: "List every evdev node, not only accelerometers.")
  var all = false

  @Option(help: ArgumentHelp("Directory of event nodes.", visibility: .hidden))
  var directory = "/dev/input"

  func run() throws {
    let devices = DeviceDiscovery.list(directory: directory).filter { all || $0.isAccelerometer }
    if json {
      print(Self.json(devices))
      return
    }
    if devices.isEmpty {
      printError(
        all ? "no evdev devices in \(directory)" : "no evdev accelerometers in \(directory)")
      return
    }
    for device in devices { print(Self.text(device)) }
  }

  static func text(_ device: DiscoveredDevice) -> String {
    let d = device.description
    let id = d.identity
    var lines = [
      "\(device.node): \"\(d.name)\" bus \(hex(id.bustype)) vendor \(hex(id.vendor)) product \(hex(id.product))"
        + "\(device.isAccelerometer ? " accelerometer" : "")"
        + (device.readable
          ? "" : " (not readable: \(device.error?.errno?.description ?? "denied"))")
    ]
    for axis in d.sortedAxes {
      lines.append(
        "  \(axis.code.name) value \(axis.value) min \(axis.minimum) max \(axis.maximum) fuzz \(axis.fuzz) flat \(axis.flat) resolution \(axis.resolution)"
      )
    }
    return lines.joined(separator: "\n")
  }

  static func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  static func json(_ devices: [DiscoveredDevice]) -> String {
    let objects: [[String: Any]] = devices.map { device in
      let d = device.description
      var object: [String: Any] = [
        "node": device.node, "name": d.name, "bustype": Int(d.identity.bustype),
        "vendor": Int(d.identity.vendor), "product": Int(d.identity.product),
        "version": Int(d.identity.version), "accelerometer": device.isAccelerometer,
        "readable": device.readable,
        "properties": d.properties.sorted().map(\.name),
        "axes": d.sortedAxes.map { axis -> [String: Any] in
          [
            "code": axis.code.name, "value": Int(axis.value), "min": Int(axis.minimum),
            "max": Int(axis.maximum), "fuzz": Int(axis.fuzz), "flat": Int(axis.flat),
            "resolution": Int(axis.resolution),
          ]
        },
      ]
      if let error = device.error { object["error"] = error.errno?.description ?? "\(error.kind)" }
      return object
    }
    let data =
      (try? JSONSerialization.data(withJSONObject: objects, options: [.sortedKeys]))
      ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

import ArgumentParser
import Foundation
import OrientationLinux
import OrientationTraces

/// `orientsim devices`: lists evdev and IIO accelerometers with their axes, units, frame and
/// whether they are readable.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract:
      "Lists evdev and IIO accelerometers (node, name, axes, units, frame, access) and hinge "
      + "sources.",
    discussion: """
      An evdev node is an accelerometer when it has INPUT_PROP_ACCELEROMETER, or ABS_X/Y/Z and \
      no keys; nodes this user cannot open are listed from sysfs, marked unreadable. An IIO \
      device (/sys/bus/iio/devices) is one when it has in_accel_x/y/z channels; a sensor \
      udev or the kernel places in the base (ACCEL_LOCATION=base) is listed but is not a \
      display sensor, so `watch` does not pick it by itself. Each accelerometer shows its \
      frame: the driver table's entry that matched and why, and the mount matrix used; an \
      evdev accelerometer also shows its units per g and where they come from: the axis \
      resolution, --scale, the driver table's scale entry that matched its name, or 256 per g \
      for an entry without a figure (Configs/frames/drivers.json; README "Devices"). IIO hinge \
      sources of foldables follow (SPEC §6.1, §8.4): Intel's HID custom hinge sensor (`hinge`) \
      and the ChromeOS EC lid angle (`cros-ec-lid-angle`), in JSON with `kind: hinge | lidAngle`; \
      evdev nodes with a lid switch (EV_SW SW_LID) are listed with the accelerometers, in JSON \
      with `kind: lidSwitch`. `watch` and `record` read them with --hinge. A tablet-mode switch \
      (SW_TABLET_MODE) is listed as `kind: tabletModeSwitch`, `ignored: true`: it describes a \
      360° convertible, not a fold.

        orientsim devices --json
        orientsim devices --frames my-table.json --scale 1000

      Finding nothing is not an error (exit 0).

      \(ExitStatus.helpTable)
      """)

  @Flag(help: "Print JSON (one array of objects) instead of text.")
  var json = false

  @Flag(help: "List every evdev node, not only accelerometers.")
  var all = false

  @Option(
    name: .customLong("frames"),
    help: ArgumentHelp(
      "An extra driver table (JSON, the layout of Configs/frames/drivers.json), consulted before "
        + "the installed and bundled ones, as replay and watch take it; repeatable.",
      valueName: "file"))
  var frameFiles: [String] = []

  @Option(
    help: ArgumentHelp(
      "Units per g for axes without a resolution, as replay and watch take it: shows the "
        + "figure they would use.", valueName: "units"))
  var scale: Double?

  @Option(help: ArgumentHelp("Directory of event nodes.", visibility: .hidden))
  var directory = "/dev/input"

  @Option(
    name: .customLong("iio-root"),
    help: ArgumentHelp("A fake tree with sys/, dev/ and run/udev/data/.", visibility: .hidden))
  var iioRoot: String?

  func validate() throws {
    try NumericOption.check("--scale", scale, in: NumericOption.scale)
  }

  func run() throws {
    let devices = DeviceDiscovery.list(directory: directory).filter {
      all || $0.isAccelerometer || $0.isLidSwitch || $0.isTabletModeSwitch
    }
    let paths = iioRoot.map(IIOPaths.under) ?? .system
    let iio = IIODiscovery.list(paths: paths)
    let hinges = IIODiscovery.hingeSources(paths: paths)
    let table: DriverFrameTable
    do {
      table = try DriverFrameTable.standard(files: frameFiles)
    } catch {
      throw ErrorReport.exit(error)
    }
    if json {
      print(Self.json(devices, iio: iio, hinges: hinges, table: table, scale: scale))
      return
    }
    if devices.isEmpty && iio.isEmpty && hinges.isEmpty {
      printError(
        all
          ? "no evdev devices in \(directory) and no IIO accelerometers or hinges"
          : "no evdev accelerometers in \(directory) and no IIO accelerometers or hinges")
      return
    }
    for device in devices { print(Self.text(device, table: table, scale: scale)) }
    for device in iio { print(Self.text(device, table: table)) }
    for source in hinges { print(Self.text(source)) }
  }

  /// The frame of an evdev device.
  static func frame(_ device: DiscoveredDevice, table: DriverFrameTable) -> DeviceFrame {
    DeviceFrame.resolve(
      bus: .input, name: device.description.name, table: table,
      udevMount: UdevProperties.mountMatrix(UdevProperties.of(node: device.node)))
  }

  static func frameLine(_ frame: DeviceFrame) -> String {
    "  frame: \(frame.entry.map { "entry \($0.id)" } ?? "no entry") (\(frame.convention.rawValue)), "
      + "mount \(frame.mount) from \(frame.mountSource.rawValue); internal = [\(frame.matrix)] · raw"
  }

  /// A hinge source's lines.
  static func text(_ source: IIOHingeSource) -> String {
    let access = FileManager.default.isReadableFile(atPath: source.node)
    let what = source.kind == .hinge ? "IIO hinge sensor" : "IIO lid angle"
    let scale =
      source.kind == .hinge
      ? "scale \(source.scale.map { String($0) } ?? "none") rad per unit, offset \(source.offset)"
      : "degrees, 500 when unreliable"
    return [
      "\(source.node): \"\(source.name)\" \(what) (\(source.sysfsPath))"
        + (access ? "" : " (node not readable)"),
      "  " + scale + (source.samplingFrequency.map { ", \($0) Hz" } ?? "")
        + (source.hasBuffer ? ", buffer" : ", no buffer (sysfs polling)")
        + (source.labels.isEmpty ? "" : ", channels " + source.labels.joined(separator: " ")),
    ].joined(separator: "\n")
  }

  static func text(_ device: IIODevice, table: DriverFrameTable) -> String {
    let access = FileManager.default.isReadableFile(atPath: device.node)
    var lines = [
      "\(device.node): \"\(device.name)\" IIO accelerometer (\(device.sysfsPath))"
        + (device.isDisplaySensor ? "" : " base sensor, not a display sensor")
        + (access ? "" : " (node not readable)")
    ]
    let scale = device.scale.map { $0.map { String($0) } ?? "none" }
    lines.append(
      "  scale \(scale.joined(separator: " ")) m/s² per unit, offset "
        + "\(device.offset.map { String($0) }.joined(separator: " "))"
        + (device.samplingFrequency.map { ", \($0) Hz" } ?? "")
        + (device.hasBuffer
          ? ", buffer" + (device.ownTrigger.map { " (trigger \($0))" } ?? " (no own trigger)")
          : ", no buffer (sysfs polling)")
        + ", location \(device.location) (\(device.locationSource))")
    lines.append(frameLine(device.frame(table: table)))
    return lines.joined(separator: "\n")
  }

  /// The units per g of an evdev accelerometer's three axes, and why (SPEC §6), as the sample
  /// converter decides them.
  static func scales(_ device: DiscoveredDevice, table: DriverFrameTable, scale: Double?)
    -> [(axis: AxisCode, scale: DeviceScale)]
  {
    let d = device.description
    let codes = SampleConverter.axisCodes(of: d)
    return [codes.x, codes.y, codes.z].map { code in
      (
        code,
        DeviceScale.resolve(
          name: d.name, resolution: d.axes[code]?.resolution ?? 0, table: table.scales,
          scale: scale)
      )
    }
  }

  /// `  units: …`, once when the three axes agree, else per axis.
  static func unitsLines(_ scales: [(axis: AxisCode, scale: DeviceScale)]) -> [String] {
    if scales.allSatisfy({ $0.scale == scales[0].scale }) {
      return ["  units: " + scales[0].scale.summary]
    }
    return scales.map { "  units \($0.axis.name): " + $0.scale.summary }
  }

  static func text(
    _ device: DiscoveredDevice, table: DriverFrameTable = .builtIn, scale: Double? = nil
  ) -> String {
    let d = device.description
    let id = d.identity
    var lines = [
      "\(device.node): \"\(d.name)\" bus \(hex(id.bustype)) vendor \(hex(id.vendor)) product \(hex(id.product))"
        + "\(device.isAccelerometer ? " accelerometer" : "")"
        + "\(device.isLidSwitch ? " lid switch (SW_LID)" : "")"
        + "\(device.isTabletModeSwitch ? Self.tabletModeNote : "")"
        + (device.readable
          ? "" : " (not readable: \(device.error?.errno?.description ?? "denied"))")
    ]
    for axis in d.sortedAxes {
      lines.append(
        "  \(axis.code.name) value \(axis.value) min \(axis.minimum) max \(axis.maximum) fuzz \(axis.fuzz) flat \(axis.flat) resolution \(axis.resolution)"
      )
    }
    if device.isAccelerometer {
      lines.append(frameLine(frame(device, table: table)))
      lines += unitsLines(scales(device, table: table, scale: scale))
    }
    return lines.joined(separator: "\n")
  }

  /// How `devices` names a tablet-mode switch: listed, and ignored (SPEC §6.1).
  static let tabletModeNote =
    " tablet-mode switch (SW_TABLET_MODE; ignored: a 360° convertible, not a fold)"

  static func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  static func json(
    _ devices: [DiscoveredDevice], iio: [IIODevice] = [], hinges: [IIOHingeSource] = [],
    table: DriverFrameTable = .builtIn, scale: Double? = nil
  ) -> String {
    var objects: [[String: Any]] = devices.map { device in
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
      object["bus"] = "input"
      if device.isLidSwitch {
        object["kind"] = "lidSwitch"
      } else if device.isTabletModeSwitch {
        // Listed and ignored (SPEC §6.1): not a hinge source.
        object["kind"] = "tabletModeSwitch"
        object["ignored"] = true
      }
      if device.isAccelerometer {
        object["frame"] = frame(device, table: table).jsonObject
        var units: [String: Any] = [:]
        for (axis, axisScale) in scales(device, table: table, scale: scale) {
          units[axis.name] = axisScale.jsonObject
        }
        object["units"] = units
      }
      return object
    }
    objects += iio.map { device in
      var object: [String: Any] = [
        "bus": "iio", "node": device.node, "sysfs": device.sysfsPath, "name": device.name,
        "accelerometer": true, "readable": FileManager.default.isReadableFile(atPath: device.node),
        "scale": device.scale.map { $0.map { $0 as Any } ?? NSNull() }, "offset": device.offset,
        "location": device.location, "locationSource": device.locationSource,
        "displaySensor": device.isDisplaySensor, "buffer": device.hasBuffer,
        "frame": device.frame(table: table).jsonObject,
      ]
      if let frequency = device.samplingFrequency { object["samplingFrequency"] = frequency }
      if let trigger = device.ownTrigger { object["trigger"] = trigger }
      if let label = device.label { object["label"] = label }
      if let matrix = device.kernelMount, let attribute = device.kernelMountAttribute {
        object["kernelMountMatrix"] = ["attribute": attribute, "matrix": matrix.description]
      }
      let udev = device.udevProperties.filter { $0.key.hasPrefix("ACCEL_") }
      if !udev.isEmpty { object["udev"] = udev }
      return object
    }
    objects += hinges.map { source in
      var object: [String: Any] = [
        "bus": "iio", "kind": source.kind.rawValue, "node": source.node,
        "sysfs": source.sysfsPath, "name": source.name, "accelerometer": false,
        "readable": FileManager.default.isReadableFile(atPath: source.node),
        "offset": source.offset, "buffer": source.hasBuffer, "labels": source.labels,
      ]
      if let scale = source.scale { object["scale"] = scale }
      if let frequency = source.samplingFrequency { object["samplingFrequency"] = frequency }
      return object
    }
    let data =
      (try? JSONSerialization.data(withJSONObject: objects, options: [.sortedKeys]))
      ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

import OrientationFormats

/// Writes a `libinput record` YAML (version 1) for one device, in the layout `libinput record`
/// itself uses: one `- evdev:` list per frame, rows `[sec, usec, type, code, value]`.
public enum LibinputRecordWriter {
  /// The whole recording as text.
  public static func text(
    device: DeviceDescription, node: String = "/dev/input/event0", events: [InputEvent]
  ) -> String {
    var out = header(device: device, node: node)
    var frameOpen = false
    for event in events {
      if !frameOpen {
        out += frameStart
        frameOpen = true
      }
      out += row(event)
      if event.isSynReport { frameOpen = false }
    }
    return out
  }

  /// The text of one frame's events (ending with `SYN_REPORT`), to follow ``header(device:node:)``
  /// and the frames before it: a streaming writer's unit.
  public static func text(frame events: some Sequence<InputEvent>) -> String {
    var out = frameStart
    for event in events { out += row(event) }
    return out
  }

  static let frameStart = "  - evdev:\n"

  /// One event row, `[sec, usec, type, code, value]` with its comment.
  static func row(_ event: InputEvent) -> String {
    "    - [\(pad(Int32(clamping: event.time.wholeSeconds), 3)), \(pad(Int32(event.time.microsecondPart), 6)), \(pad(Int32(event.type.rawValue), 3)), \(pad(Int32(event.code), 3)), \(pad(event.value, 7))] # \(event.type.name) / \(EventCode.name(type: event.type, code: event.code))\n"
  }

  /// Everything before the first frame: the recording's and the device's description, up to
  /// the device's `events:` key.
  public static func header(device: DeviceDescription, node: String = "/dev/input/event0")
    -> String
  {
    var out = "# libinput record\nversion: 1\nndevices: 1\n"
    out += "libinput:\n  version: \"1.22.1\"\n  git: \"unknown\"\n"
    out += "system:\n  os: \"unknown\"\n  kernel: \"unknown\"\n  dmi: \"unknown\"\n"
    out += "devices:\n- node: \(node)\n  evdev:\n"
    out += "    # Name: \(TerminalText.escaped(device.name))\n"
    out += "    # Supported Events:\n"
    out += device.supportedEventsComment(
      type: "    # ", code: "    #   ", axis: "    #       ", labelWidth: 7)
    out += "    name: \"\(device.name.replacingQuotes)\"\n"
    let id = device.identity
    out += "    id: [\(id.bustype), \(id.vendor), \(id.product), \(id.version)]\n"
    out += "    codes:\n"
    for type in device.codes.keys.sorted() {
      let codes = (device.codes[type] ?? []).sorted().map(String.init).joined(separator: ", ")
      out += "      \(type.rawValue): [\(codes)] # \(type.name)\n"
    }
    if !device.axes.isEmpty {
      out += "    absinfo:\n"
      for axis in device.sortedAxes {
        out +=
          "      \(axis.code.rawValue): [\(axis.minimum), \(axis.maximum), \(axis.fuzz), \(axis.flat), \(axis.resolution)]\n"
      }
    }
    out +=
      "    properties: [\(device.properties.sorted().map { String($0.rawValue) }.joined(separator: ", "))]\n"
    out += "  udev:\n    properties:\n    - ID_INPUT=1\n"
    if device.isAccelerometer { out += "    - ID_INPUT_ACCELEROMETER=1\n" }
    out += "  quirks:\n"
    out += "  events:\n"
    return out
  }
}

extension String {
  /// The text of a YAML double-quoted scalar: quotes and backslashes escaped, control
  /// characters and line breaks as `\uXXXX`, so a name stays on its line and reads back the same.
  fileprivate var replacingQuotes: String {
    var result = ""
    for scalar in unicodeScalars {
      if scalar == "\"" || scalar == "\\" {
        result.append("\\")
        result.unicodeScalars.append(scalar)
      } else if TerminalText.needsEscape(scalar) {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

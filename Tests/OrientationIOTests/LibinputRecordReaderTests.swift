import Foundation
import OrientationDetection
import OrientationTraces
import Testing

func libinputError(_ text: String, deviceName: String? = nil) -> String? {
  do {
    var reader = try LibinputRecordReader(
      bytes: Array(text.utf8), file: "r.yml", deviceName: deviceName)
    _ = try readAll(&reader)
    return nil
  } catch {
    return String(describing: error)
  }
}

let minimalDevice = """
  version: 1
  devices:
  - node: /dev/input/event0
    evdev:
      name: "A"
      id: [6, 0, 0, 0]
      codes:
        3: [0, 1, 2]
      absinfo:
        0: [-10, 10, 0, 0, 1]
      properties: [6]
    events:

  """

@Suite("libinput record reader")
struct LibinputRecordReaderTests {
  @Test("picks the accelerometer among several devices, with starting values from comments")
  func picksAccelerometer() throws {
    var reader = try LibinputRecordReader(path: try fixture("libinput-record-two-devices.yml"))
    #expect(reader.deviceNames == ["Wireless Controller", "Wireless Controller Motion Sensors"])
    #expect(reader.device.name == "Wireless Controller Motion Sensors")
    #expect(reader.node == "/dev/input/event4")
    #expect(
      reader.device.identity
        == DeviceIdentity(bustype: 5, vendor: 1356, product: 3302, version: 33024))
    #expect(reader.device.axes[.y]?.value == -8192)
    #expect(reader.device.axes[.z]?.value == 40)
    #expect(reader.device.axes[.x]?.resolution == 8192)
    #expect(reader.device.properties == [.accelerometer])
    let events = try readAll(&reader)
    #expect(events.count == 10)
    #expect(
      events[3]
        == InputEvent(time: EventTime(microseconds: 4000), type: .absolute, code: 0, value: 8192))
  }

  @Test("--device-name picks another device")
  func deviceName() throws {
    var reader = try LibinputRecordReader(
      path: try fixture("libinput-record-two-devices.yml"), deviceName: "Wireless Controller")
    #expect(reader.device.codes[.key] == [304])
    #expect(try readAll(&reader).map(\.value) == [1, 0])
  }

  @Test("samples from the libinput trace are in g with MSC_TIMESTAMP timing")
  func samples() throws {
    let source = try LibinputRecordReader(path: try fixture("libinput-record-two-devices.yml"))
    let converter = try SampleConverter(device: source.device)
    var reader = TraceSampleReader(source: source, converter: converter)
    var samples: [AccelSample] = []
    while let sample = try reader.next() { samples.append(sample) }
    #expect(
      samples == [
        AccelSample(time: 0, x: 12.0 / 8192, y: -1, z: 40.0 / 8192),
        AccelSample(time: 0.004, x: 1, y: 0, z: 40.0 / 8192),
        AccelSample(time: 0.008, x: 1, y: 0, z: -1),
      ])
  }

  @Test(
    "every grammar error names file and line",
    arguments: [
      ("", "r.yml:1:1: empty file: expected a libinput recording"),
      ("a: [1\n", "r.yml:2:1: invalid YAML: did not find expected ',' or ']'"),
      (
        "- 1\n", "r.yml:1:1: expected a libinput recording (a mapping with 'version' and 'devices')"
      ),
      ("devices: []\n", "r.yml:1:1: missing 'version'; expected 'version: 1'"),
      (
        "version: 2\ndevices: []\n",
        "r.yml:1:10: libinput record version '2' is not supported (only 1)"
      ),
      ("version: 1\n", "r.yml:1:1: missing 'devices'"),
      ("version: 1\ndevices: []\n", "r.yml:2:10: 'devices' must be a non-empty list"),
      ("version: 1\ndevices:\n- node: x\n", "r.yml:3:3: device 1 has no 'evdev' description"),
      ("version: 1\ndevices:\n- evdev: {id: [1]}\n", "r.yml:3:10: missing the device 'name'"),
      (
        "version: 1\ndevices:\n- evdev: {name: a, id: [1, 2]}\n",
        "r.yml:3:24: expected the device id as a list of 4 integers"
      ),
      (
        "version: 1\ndevices:\n- evdev: {name: a, codes: {40: [1]}}\n",
        "r.yml:3:28: expected an event type number (0…31), found '40'"
      ),
      (
        "version: 1\ndevices:\n- evdev: {name: a, absinfo: {0: [1, 2, x, 0, 0]}}\n",
        "r.yml:3:40: expected an integer in absinfo [min, max, fuzz, flat, resolution], found 'x'"
      ),
      (
        minimalDevice + "  - evdev:\n    - [0, 0, 3, 0]\n",
        "r.yml:14:7: expected an event [sec, usec, type, code, value] as a list of 5 integers"
      ),
      (
        minimalDevice + "  - evdev:\n    - [0, 0, 3, 0, x]\n",
        "r.yml:14:20: expected an integer in an event [sec, usec, type, code, value], found 'x'"
      ),
      (
        minimalDevice + "  - evdev:\n    - [0, 2000000, 3, 0, 1]\n",
        "r.yml:14:7: event time [0, 2000000]: microseconds must be 0…999999"
      ),
      (
        minimalDevice + "  - evdev:\n    - [0, 0, 32, 0, 1]\n",
        "r.yml:14:7: event type 32 is beyond EV_MAX (31)"
      ),
      (
        minimalDevice + "  - evdev:\n    - [0, 0, 3, 64, 1]\n",
        "r.yml:14:7: event code 64 is out of range for EV_ABS"
      ),
      (
        minimalDevice + "  - evdev:\n    - [0, 0, 3, 0, 4294967296]\n",
        "r.yml:14:7: event value 4294967296 does not fit in 32 bits"
      ),
      (
        minimalDevice + "  - evdev:\n    - [1, 0, 3, 0, 1]\n    - [0, 5, 3, 0, 1]\n",
        "r.yml:15:7: event time 0.000005 is earlier than the previous event's 1.000000; timestamps must not decrease"
      ),
      (
        "version: 1\ndevices:\n- evdev: {name: a}\n- evdev: {name: b}\n",
        "r.yml:3:1: the recording has 0 accelerometers among 2 devices; choose one with --device-name: 'a', 'b'"
      ),
      ("version: 1\u{0}\n", "r.yml:1:11: binary data (byte 0x00); expected a text trace"),
    ])
  func grammarErrors(text: String, expected: String) {
    #expect(libinputError(text) == expected)
  }

  @Test(
    "a bad row in the layout libinput record writes is reported at its line and column",
    arguments: [
      (
        "    - [0, 0, 3, 0, 1, 2]",
        "14:7: expected an event [sec, usec, type, code, value] as a list of 5 integers"
      ),
      (
        "    - []", "14:7: expected an event [sec, usec, type, code, value] as a list of 5 integers"
      ),
      (
        "    - [a, 0, 3, 0, 1]",
        "14:8: expected an integer in an event [sec, usec, type, code, value], found 'a'"
      ),
      (
        "    - [0, 1.5, 3, 0, 1]",
        "14:11: expected an integer in an event [sec, usec, type, code, value], found '1.5'"
      ),
      (
        "    - [0,  0, 0x3, 0, 1] # hex",
        "14:15: expected an integer in an event [sec, usec, type, code, value], found '0x3'"
      ),
      (
        "    - [99999999999999999999, 0, 3, 0, 1]",
        "14:8: expected an integer in an event [sec, usec, type, code, value], found '99999999999999999999'"
      ),
      (
        "    - [0, 0, 3, 0]   # short",
        "14:7: expected an event [sec, usec, type, code, value] as a list of 5 integers"
      ),
      ("    -   [-1, 0, 3, 0, 1]", "14:9: event time [-1, 0]: microseconds must be 0…999999"),
      ("    - [0, -1, 3, 0, 1]", "14:7: event time [0, -1]: microseconds must be 0…999999"),
      (
        "    - [  0, 1000000,   3,   0,       1]",
        "14:7: event time [0, 1000000]: microseconds must be 0…999999"
      ),
      (
        "    - [1000000000000, 0, 3, 0, 1]",
        "14:7: event time [1000000000000, 0]: seconds must be below 10^12"
      ),
      ("    - [0, 0, -1, 0, 1]", "14:7: event type -1 is beyond EV_MAX (31)"),
      ("    - [0, 0, 3, -1, 1]", "14:7: event code -1 is out of range for EV_ABS"),
      ("    - [0, 0, 1, 768, 1]", "14:7: event code 768 is out of range for EV_KEY"),
      ("    - [0, 0, 3, 0, -2147483649]", "14:7: event value -2147483649 does not fit in 32 bits"),
      (
        """
            - [  1,      0,   3,   0,       5] # EV_ABS / ABS_X
            - [  1,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
          # a comment between frames

          - evdev:
            - [  0, 999999,   3,   0,       6] # EV_ABS / ABS_X
        """,
        "19:7: event time 0.999999 is earlier than the previous event's 1.000000; timestamps must not decrease"
      ),
    ])
  func rowErrors(rows: String, expected: String) {
    #expect(libinputError(minimalDevice + "  - evdev:\n" + rows + "\n") == "r.yml:" + expected)
  }

  @Test("only the chosen device's events are checked; errors after the events keep their line")
  func errorsAroundEventBlocks() {
    let other = """
      - node: /dev/input/event1
        evdev:
          name: "B"
        events:
        - evdev:
          - [0, 0, 1, 999, 1] # EV_KEY out of range, but B is not replayed
          - [0, 0, 0, 0, 0]

      """
    #expect(libinputError(minimalDevice + "  - evdev:\n    - [0, 0, 3, 0, 1]\n" + other) == nil)
    #expect(
      libinputError(minimalDevice + "  - evdev:\n    - [0, 0, 3, 0, 1]\n" + other, deviceName: "B")
        == "r.yml:20:7: event code 999 is out of range for EV_KEY")
    let badSecond = other.replacingOccurrences(of: "name: \"B\"", with: "name: B\n    id: [1]")
    #expect(
      libinputError(minimalDevice + "  - evdev:\n    - [0, 0, 3, 0, 1]\n" + badSecond)
        == "r.yml:18:9: expected the device id as a list of 4 integers")
  }

  @Test("a duplicate key is an error at the key, without the recording's text")
  func duplicateKey() {
    let text = minimalDevice.replacingOccurrences(
      of: "    id: [6, 0, 0, 0]\n", with: "    id: [6, 0, 0, 0]\n    name: \"B\"\n")
    #expect(text.contains("name: \"B\""))
    #expect(libinputError(text) == "r.yml:5:5: invalid YAML: duplicate key 'name'")
  }

  @Test("an unknown --device-name lists the devices")
  func unknownDevice() throws {
    let text = try String(
      contentsOfFile: try fixture("libinput-record-two-devices.yml"), encoding: .utf8)
    #expect(
      libinputError(text, deviceName: "Nope")
        == "r.yml:12:1: no device named 'Nope'; the recording has: 'Wireless Controller', 'Wireless Controller Motion Sensors'"
    )
  }
}

import Foundation
import OrientationTestbed
import OrientationTraces
import Testing

/// The real libevdev code path against a fake /dev/input/event0 (SPEC §10, first tier).
@Suite(
  "umockdev device tier", .enabled(if: umockdevUnavailable == nil, "umockdev-run is not installed"))
struct UmockdevDeviceTests {
  static let device = DeviceDescription.accelerometer(
    name: "Fake Accelerometer", fuzz: 16, mscTimestamp: true, values: (0, -8192, 0))

  /// Runs orientsim with `arguments` under umockdev, on the testbed written to `directory`.
  func runUnder(_ arguments: [String], in directory: URL) throws -> RunResult {
    try run(
      "/usr/bin/umockdev-run",
      [
        "-d", "accel.umockdev", "-i", "/dev/input/event0=accel.ioctl", "-e",
        "/dev/input/event0=accel.events", "--", orientsimBinary,
      ] + arguments, in: directory)
  }

  @Test("discovery lists the accelerometer with its axes, resolution and current values")
  func discovery() throws {
    let directory = try writeTestbed(UmockdevTestbed(device: Self.device, events: []))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runUnder(["devices", "--json"], in: directory)
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(json.count == 1)
    #expect(json.first?["node"] as? String == "/dev/input/event0")
    #expect(json.first?["name"] as? String == "Fake Accelerometer")
    #expect(json.first?["accelerometer"] as? Bool == true)
    #expect(json.first?["readable"] as? Bool == true)
    let axes = try #require(json.first?["axes"] as? [[String: Any]])
    #expect(axes.map { $0["code"] as? String } == ["ABS_X", "ABS_Y", "ABS_Z"])
    #expect(axes.map { $0["resolution"] as? Int } == [8192, 8192, 8192])
    #expect(axes.map { $0["value"] as? Int } == [0, -8192, 0])
    #expect(axes.map { $0["fuzz"] as? Int } == [16, 16, 16])
  }

  @Test("devices explains each accelerometer's units: which scale entry matched and the figure")
  func devicesExplainsUnits() throws {
    let lis = DeviceDescription.accelerometer(name: "ST LIS3LV02DL Accelerometer", resolution: 0)
    let directory = try writeTestbed(UmockdevTestbed(device: lis, events: []))
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = try runUnder(["devices"], in: directory)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(
      text.stdout.contains(
        "\n  units: 1000 per g from table: no axis resolution; evdev name 'ST LIS3LV02DL "
          + "Accelerometer' contains 'LIS3LV02DL' of scale entry 'lis3lv02d' (built-in): 1000 "
          + "units per g, inferred from the driver's range, not documented\n"), "\(text.stdout)")

    let option = try runUnder(["devices", "--scale", "500"], in: directory)
    #expect(option.stdout.contains("\n  units: 500 per g from --scale: --scale 500 units per g"))

    let user = directory.appendingPathComponent("mine.json").path
    try #"{"scales": [{"driver": "lis-measured", "nameContains": "lis3lv02dl", "unitsPerG": 980}]}"#
      .write(toFile: user, atomically: true, encoding: .utf8)
    let json = try runUnder(["devices", "--json", "--frames", user], in: directory)
    #expect(json.status == 0, "\(json.stderr)")
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    let units = try #require(objects.first?["units"] as? [String: [String: Any]])
    #expect(units.keys.sorted() == ["ABS_X", "ABS_Y", "ABS_Z"])
    #expect(units["ABS_X"]?["source"] as? String == "table")
    #expect(units["ABS_X"]?["entry"] as? String == "lis-measured")
    #expect(units["ABS_X"]?["entryFile"] as? String == user)
    #expect(units["ABS_X"]?["unitsPerG"] as? Double == 980)

    try #"{"scales": [{"driver": "lis-measured", "nameContains": "lis3lv02dl", "unitsPerG": -1}]}"#
      .write(toFile: user, atomically: true, encoding: .utf8)
    let bad = try runUnder(["devices", "--frames", user], in: directory)
    #expect(bad.status == 65)
    #expect(
      bad.stderr.contains(
        "\(user):1:83: scale 1 (lis-measured): 'unitsPerG' must be a positive number or null"),
      "\(bad.stderr)")
  }

  @Test("record reads every frame through libevdev and writes a complete evemu file")
  func recordFrames() throws {
    let played = accelerometerFrames(
      [(0, -8192, 0), (8192, 0, 0), (0, 0, -8192), (-8192, 0, 0), (0, 8192, 0)], msc: true)
    let directory = try writeTestbed(UmockdevTestbed(device: Self.device, events: played))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runUnder(["record", "-o", "out.evemu", "--duration", "0.5"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("recorded 5 frames (25 events)"))
    var reader = try EvemuReader(path: directory.appendingPathComponent("out.evemu").path)
    #expect(reader.device.name == "Fake Accelerometer")
    #expect(reader.device.axes[.y]?.value == -8192)
    let events = try readAll(&reader)
    #expect(events.count == played.count)
    #expect(events.map(\.value) == played.map(\.value))
    #expect(events.map(\.code) == played.map(\.code))
    #expect(events.first?.time == EventTime(microseconds: 1))
    #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
  }

  @Test("SYN_DROPPED drops the partial frame, resyncs through libevdev, counts it and carries on")
  func synDropped() throws {
    func abs(_ ms: Int64, _ value: Int32) -> InputEvent {
      InputEvent(
        time: EventTime(microseconds: 1_000_000 + ms * 1000), type: .absolute, code: 0, value: value
      )
    }
    func syn(_ ms: Int64, _ code: UInt16 = 0) -> InputEvent {
      InputEvent(
        time: EventTime(microseconds: 1_000_000 + ms * 1000), type: .synchronization, code: code,
        value: 0)
    }
    let events = [
      abs(0, 100), syn(0),
      abs(10, 200),  // the partial frame the drop interrupts
      syn(10, EventCode.synDropped),
      abs(20, 300), syn(20),  // discarded by libevdev up to the next SYN_REPORT
      // libevdev's resync drains whatever is queued at that moment, so the frames that show
      // the reader carrying on come well after the drop.
      abs(800, 400), syn(800),
      abs(900, 500), syn(900),
    ]
    let directory = try writeTestbed(UmockdevTestbed(device: Self.device, events: events))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runUnder(["record", "-o", "out.evemu", "--duration", "1.5"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("1 SYN_DROPPED"))
    var reader = try EvemuReader(path: directory.appendingPathComponent("out.evemu").path)
    let recorded = try readAll(&reader).filter { $0.type == .absolute }.map(\.value)
    // 100; the resync delta back to the device's state (umockdev's static EVIOCGABS answer, 0);
    // then 400 and 500. Neither the partial 200 nor the dropped 300 frame reaches the file.
    #expect(recorded == [100, 0, 400, 500])
  }

  @Test("the end of the event script leaves the reader idle in poll until the duration ends")
  func endOfEvents() throws {
    let directory = try writeTestbed(
      UmockdevTestbed(device: Self.device, events: accelerometerFrames([(1, 2, 3)])))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runUnder(["record", "-o", "out.evemu", "--duration", "0.3"], in: directory)
    #expect(result.status == 0)
    #expect(result.stderr.contains("done: recorded 1 frames (4 events)"))
    var reader = try EvemuReader(path: directory.appendingPathComponent("out.evemu").path)
    #expect(try readAll(&reader).count == 4)
  }

  @Test("record with no device picks the only accelerometer")
  func recordPicksAccelerometer() throws {
    let directory = try writeTestbed(
      UmockdevTestbed(device: Self.device, events: accelerometerFrames([(1, 2, 3)])))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runUnder(["record", "-o", "-", "--duration", "0.2"], in: directory)
    #expect(result.status == 0)
    #expect(result.stdout.contains("N: Fake Accelerometer"))
    #expect(result.stdout.contains("E: 0.000001 0003 0000 0001"))
  }

  @Test(
    "SIGINT and SIGTERM during record flush a complete file and exit 0",
    arguments: ["INT", "TERM"])
  func signalDuringRecord(signal: String) throws {
    let directory = try writeTestbed(
      UmockdevTestbed(device: Self.device, events: accelerometerFrames([(1, 2, 3), (4, 5, 6)])))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try run(
      "/usr/bin/umockdev-run",
      [
        "-d", "accel.umockdev", "-i", "/dev/input/event0=accel.ioctl", "-e",
        "/dev/input/event0=accel.events", "--", "timeout", "--preserve-status", "-k", "3", "-s",
        signal, "1.5",
        orientsimBinary, "record", "-o", "out.evemu",
      ], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("SIG\(signal): recorded 2 frames (8 events)"))
    var reader = try EvemuReader(path: directory.appendingPathComponent("out.evemu").path)
    #expect(try readAll(&reader).map(\.value) == [1, 2, 3, 0, 4, 5, 6, 0])
  }

  @Test(
    "a user who may not open the node gets exit 77 and the input-group / udev-rule advice",
    .enabled(
      if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      "needs root and setpriv to run the binary as an unprivileged user"))
  func permissionDenied() throws {
    let directory = try writeTestbed(UmockdevTestbed(device: Self.device, events: []))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try run(
      "/usr/bin/umockdev-run",
      [
        "-d", "accel.umockdev", "-i", "/dev/input/event0=accel.ioctl", "--", "/usr/bin/setpriv",
        "--reuid=65534", "--regid=65534", "--clear-groups", orientsimBinary, "record",
        "/dev/input/event0", "-o", "/dev/null",
      ], in: directory)
    #expect(result.status == 77)
    #expect(result.stderr.contains("/dev/input/event0: open failed: Permission denied"))
    #expect(result.stderr.contains("'input' group"))
    #expect(result.stderr.contains("udev rule"))
  }

  @Test("a device with keys is not an accelerometer: devices hides it unless --all")
  func gamepadIsNotAccelerometer() throws {
    var pad = DeviceDescription(
      name: "Fake Pad", identity: DeviceIdentity(bustype: 3, vendor: 0x54c, product: 0xce6))
    pad.codes = [.synchronization: [0, 1, 3], .key: [0x130, 0x131], .absolute: [0, 1, 2]]
    for code in [AxisCode.x, .y, .z] {
      pad.axes[code] = AxisInfo(code: code, value: 128, minimum: 0, maximum: 255)
    }
    let directory = try writeTestbed(UmockdevTestbed(device: pad, events: []))
    defer { try? FileManager.default.removeItem(at: directory) }
    let accelerometers = try runUnder(["devices"], in: directory)
    #expect(accelerometers.status == 0)
    #expect(accelerometers.stdout.isEmpty)
    #expect(accelerometers.stderr.contains("no evdev accelerometers"))
    let all = try runUnder(["devices", "--all"], in: directory)
    #expect(
      all.stdout == """
        /dev/input/event0: "Fake Pad" bus 0003 vendor 054c product 0ce6
          ABS_X value 128 min 0 max 255 fuzz 0 flat 0 resolution 0
          ABS_Y value 128 min 0 max 255 fuzz 0 flat 0 resolution 0
          ABS_Z value 128 min 0 max 255 fuzz 0 flat 0 resolution 0

        """)
  }

  @Test(
    "a file the real evemu-record writes parses with the events it recorded",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/evemu-record"),
      "evemu-record is not installed (apt-get install evemu-tools)"))
  func realEvemuRecord() throws {
    let played = accelerometerFrames(
      [(0, -8192, 0), (8192, 0, 0), (0, 0, -8192)], interval: 100_000, msc: true)
    let directory = try writeTestbed(UmockdevTestbed(device: Self.device, events: played))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try run(
      "/usr/bin/umockdev-run",
      [
        "-d", "accel.umockdev", "-i", "/dev/input/event0=accel.ioctl", "-e",
        "/dev/input/event0=accel.events", "--", "timeout", "-k", "0.5", "0.6",
        "/usr/bin/evemu-record", "/dev/input/event0", "recorded.evemu",
      ], in: directory)
    // evemu-record records until it is killed (under umockdev it outlives SIGTERM, hence -k);
    // it flushes every event, so the file is complete whatever its exit status.
    _ = result
    var reader = try EvemuReader(path: directory.appendingPathComponent("recorded.evemu").path)
    #expect(reader.device.name == "Fake Accelerometer")
    #expect(reader.device.axes[.y]?.value == -8192)
    #expect(reader.device.axes[.z]?.fuzz == 16)
    #expect(reader.device.isAccelerometer)
    let events = try readAll(&reader)
    #expect(events.map(\.value) == played.map(\.value))
    #expect(events.map(\.type) == played.map(\.type))
    #expect(events.map(\.code) == played.map(\.code))
    #expect(events.first?.time == EventTime(microseconds: 1))
    #expect(events.last?.time == EventTime(microseconds: 200_001))
  }
}

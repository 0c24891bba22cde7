import Foundation
import Glibc
import OrientationCore
import OrientationDetection
import Testing

@testable import OrientationLinux
@testable import OrientationTraces

/// IIO accelerometers on a fake sysfs tree: scan types, discovery, buffered and polled reading
/// (SPEC §7). The real drivers are proven in the real-kernel tier (`Tests/vm`, group `iio`).
@Suite("IIO accelerometers")
struct IIOTests {
  @Test(
    "scan element types decode storage, shift, real bits and sign",
    arguments: [
      ("le:s16/32>>0", [0xFE, 0xFF, 0x00, 0x00] as [UInt8], -2 as Int64),
      ("le:s16/32>>0", [0x00, 0x01, 0xAB, 0xCD], 256),  // bits above 16 are not the value's
      ("le:u16/16>>0", [0xFE, 0xFF], 65534),
      ("be:s12/16>>4", [0xFF, 0xF0], -1),
      ("be:s12/16>>4", [0x7F, 0xF0], 2047),
      ("le:s12/16>>4", [0x00, 0x80], -2048),
      ("le:s14/16>>2", [0xFC, 0xFF], -1),
      ("le:s64/64>>0", [0x00, 0xCA, 0x9A, 0x3B, 0, 0, 0, 0], 1_000_000_000),
      ("be:u8/8>>0", [0xFF], 255),
      ("le:s8/8>>0", [0xFF], -1),
    ])
  func scanTypes(_ type: String, _ bytes: [UInt8], _ expected: Int64) throws {
    let parsed = try #require(IIOScanType(parsing: type))
    #expect(parsed.description == type)
    let value = bytes.withUnsafeBytes { parsed.value(in: $0, at: 0) }
    #expect(value == expected)
  }

  @Test("type strings: repeats parse; malformed ones do not")
  func typeStrings() {
    let repeated = IIOScanType(parsing: "le:s16/16X3>>0")
    #expect(repeated?.repeatCount == 3)
    #expect(repeated?.byteCount == 6)
    for bad in [
      "", "le:s16", "xx:s16/16>>0", "le:q16/16>>0", "le:s17/16>>0", "le:s16/24>>0",
      "le:s16/16>>1", "le:s16/16",
    ] {
      #expect(IIOScanType(parsing: bad) == nil, "\(bad)")
    }
  }

  @Test("scan layout: index order, each element aligned to its size, scan padded")
  func layout() throws {
    let s16 = try #require(IIOScanType(parsing: "le:s16/16>>0"))
    let s64 = try #require(IIOScanType(parsing: "le:s64/64>>0"))
    let layout = IIOScanLayout([
      ("in_timestamp", 3, s64), ("in_accel_z", 2, s16), ("in_accel_x", 0, s16),
      ("in_accel_y", 1, s16),
    ])
    #expect(
      layout.elements.map(\.channel) == ["in_accel_x", "in_accel_y", "in_accel_z", "in_timestamp"])
    #expect(layout.elements.map(\.offset) == [0, 2, 4, 8])
    #expect(layout.scanSize == 16)
    let odd = IIOScanLayout([
      ("in_accel_x", 0, s16), ("in_accel_y", 1, s16), ("in_accel_z", 2, s16),
    ])
    #expect(odd.scanSize == 6)
  }

  @Test("discovery: accelerometers only, with scale, mount, udev properties, location, trigger")
  func discovery() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    var hub = IIOTestTree.Device(number: 0, name: "accel_3d")
    hub.udev = [
      "ACCEL_MOUNT_MATRIX": "0, 1, 0; -1, 0, 0; 0, 0, 1",
      "IIO_SENSOR_PROXY_TYPE": "iio-buffer-accel",
    ]
    try tree.add(hub)
    var light = IIOTestTree.Device(number: 1, name: "als")
    light.accelerometer = false
    try tree.add(light)
    var base = IIOTestTree.Device(number: 2, name: "bmc150_accel")
    base.udev = ["ACCEL_LOCATION": "base"]
    base.mountMatrix = "-1, 0, 0; 0, 1, 0; 0, 0, 1"
    base.scanType = nil
    base.offset = "2"
    try tree.add(base)

    let found = IIODiscovery.list(paths: tree.paths)
    #expect(found.map(\.id) == ["iio:device0", "iio:device2"])
    let first = found[0]
    #expect(first.name == "accel_3d")
    #expect(first.node == tree.root + "/dev/iio:device0")
    #expect(first.scale == [0.00980665, 0.00980665, 0.00980665])
    #expect(first.samplingFrequency == 100)
    #expect(first.hasBuffer)
    #expect(first.ownTrigger == "accel_3d-dev0")
    #expect(first.udevMount == (try MountMatrix(parsing: "0, 1, 0; -1, 0, 0; 0, 0, 1")))
    #expect(first.isDisplaySensor)
    let frame = first.frame()
    #expect(frame.entry?.id == "hid-sensor-accel-3d")
    #expect(frame.mountSource == .udev)

    let second = found[1]
    #expect(!second.isDisplaySensor)
    #expect(second.locationSource == "udev ACCEL_LOCATION")
    #expect(!second.hasBuffer)
    #expect(second.ownTrigger == nil)
    #expect(second.offset == [2, 2, 2])
    #expect(second.kernelMountAttribute == "in_accel_mount_matrix")
    #expect(second.frame().mountSource == .kernel)
    #expect(second.frame().entry?.id == "iio-native")

    // By node or by sysfs path.
    #expect(
      try IIODevice.resolve(tree.root + "/dev/iio:device2", paths: tree.paths).name
        == "bmc150_accel")
    #expect(
      try IIODevice.resolve(tree.root + "/sys/bus/iio/devices/iio:device0", paths: tree.paths).name
        == "accel_3d")
    #expect(throws: DeviceError.self) {
      try IIODevice.resolve(tree.root + "/dev/iio:device9", paths: tree.paths)
    }
    do {
      _ = try IIODevice.resolve(tree.root + "/dev/iio:device1", paths: tree.paths)
      Issue.record("a light sensor is not an accelerometer")
    } catch {
      #expect(error.kind == .unsupported)
    }
  }

  @Test(
    "buffered: enables the scan elements and the own trigger; decodes every scan in order; a closed node is an unplug"
  )
  func buffered() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    try tree.add(IIOTestTree.Device(number: 0, name: "accel_3d"))
    let device = try IIODevice.resolve(tree.root + "/dev/iio:device0", paths: tree.paths)
    let scans: [(Int32, Int32, Int32, Int64)] = [
      (0, -1000, 0, 5_000_000_000), (-1000, 0, 0, 5_010_000_000), (0, 0, -1000, 5_020_000_000),
      (-32768, 32767, 1, 5_030_000_000),
    ]
    // The writer opens the FIFO once the reader has it open (open for reading blocks
    // otherwise), writes the scans in two pieces and closes it.
    let node = device.node
    let bytes = IIOTestTree.scans(scans)
    let writer = Thread {
      let fd = open(node, O_WRONLY)
      guard fd >= 0 else { return }
      _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, 30) }
      usleep(20_000)
      _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + 30, $0.count - 30) }
      close(fd)
    }
    writer.start()
    var readings: [IIOReading] = []
    var lost: DeviceError?
    do {
      var reader = try IIOReader(device: device, mode: .buffer, paths: tree.paths)
      #expect(reader.layout?.scanSize == 24)
      #expect(tree.attribute(0, "buffer/enable") == "1")
      #expect(tree.attribute(0, "trigger/current_trigger") == "accel_3d-dev0")
      #expect(tree.attribute(0, "scan_elements/in_accel_x_en") == "1")
      #expect(tree.attribute(0, "scan_elements/in_timestamp_en") == "1")
      #expect(tree.attribute(0, "current_timestamp_clock") == "monotonic")
      #expect(reader.timestampClock == .monotonic)
      while true {
        if case .reading(let reading) = try reader.next(
          deadline: .now + .seconds(5))
        {
          readings.append(reading)
        } else {
          break
        }
      }
    } catch {
      lost = error
    }
    #expect(lost?.kind == .deviceLost)
    #expect(
      readings.map { [$0.raw.0, $0.raw.1, $0.raw.2] }
        == scans.map { [Int64($0.0), Int64($0.1), Int64($0.2)] })
    #expect(readings.map(\.time) == [5.0, 5.01, 5.02, 5.03])
    #expect(readings.allSatisfy { $0.fromTimestampChannel })
    // Closing the reader disabled the buffer again.
    #expect(tree.attribute(0, "buffer/enable") == "0")
  }

  @Test("polled: reads in_accel_*_raw at the rate asked, each reading the files' current values")
  func polled() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    var device = IIOTestTree.Device(number: 0, name: "mxc4005")
    device.raw = (10, -1024, 3)
    device.scanType = nil
    try tree.add(device)
    let found = try IIODevice.resolve(tree.root + "/dev/iio:device0", paths: tree.paths)
    var reader = try IIOReader(device: found, mode: .poll(rate: 50), paths: tree.paths)
    // Polled readings are stamped by the reader itself, on the monotonic clock.
    #expect(reader.timestampClock == .monotonic)
    var readings: [IIOReading] = []
    let start = ContinuousClock.now
    for index in 0..<6 {
      if index == 3 { try tree.set(0, "in_accel_z_raw", "-77") }
      guard case .reading(let reading) = try reader.next(deadline: .now + .seconds(2)) else {
        Issue.record("no reading")
        return
      }
      readings.append(reading)
    }
    let elapsed = ContinuousClock.now - start
    #expect(readings.map { $0.raw.2 } == [3, 3, 3, -77, -77, -77])
    #expect(readings.allSatisfy { $0.raw.0 == 10 && $0.raw.1 == -1024 })
    // Six readings at 50 Hz: five intervals of 20 ms.
    #expect(elapsed >= .milliseconds(95))
    // Times are the monotonic clock at each read: increasing, and never far apart.
    let gaps = zip(readings.dropFirst(), readings).map { $0.time - $1.time }
    #expect(gaps.allSatisfy { $0 > 0 && $0 < 1 }, "\(gaps)")
  }

  @Test("converter: (raw + offset) · scale in m/s², to g, through the frame; --scale replaces both")
  func converter() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    var device = IIOTestTree.Device(number: 0, name: "accel_3d")
    device.scale = "0.0980665"
    device.offset = "10"
    try tree.add(device)
    let found = try IIODevice.resolve(tree.root + "/dev/iio:device0", paths: tree.paths)
    let converter = try IIOSampleConverter(device: found, scale: nil, frame: found.frame())
    // HID: gravity convention; internal = raw. (−10 + 10) · s = 0; (−110 + 10) · 0.098 = −1 g.
    let sample = converter.sample((-10, -110, -10), time: 2)
    #expect(abs(sample.x) < 1e-12 && abs(sample.y + 1) < 1e-12 && abs(sample.z) < 1e-12)
    let scaled = try IIOSampleConverter(device: found, scale: 50, frame: found.frame())
    #expect(scaled.sample((0, -50, 0), time: 0).y == -1)

    var bare = IIOTestTree.Device(number: 1, name: "accel_3d")
    bare.scale = nil
    try tree.add(bare)
    let unscaled = try IIODevice.resolve(tree.root + "/dev/iio:device1", paths: tree.paths)
    #expect(throws: SampleConversionError.self) {
      try IIOSampleConverter(device: unscaled, scale: nil, frame: unscaled.frame())
    }
  }

  @Test("timestamp clocks: the names current_timestamp_clock takes; none is realtime")
  func timestampClocks() {
    #expect(KernelClock(iioName: "monotonic") == .monotonic)
    #expect(KernelClock(iioName: "realtime") == .realtime)
    #expect(KernelClock(iioName: "boottime")?.id == CLOCK_BOOTTIME)
    #expect(KernelClock(iioName: "tai")?.id == CLOCK_TAI)
    #expect(KernelClock(iioName: nil) == .realtime)
    #expect(KernelClock(iioName: "sundial") == nil)
    // Debian's 6.1 kernel emits the attribute with the string's terminator.
    let path = NSTemporaryDirectory() + "/orientsim-clock-\(getpid())"
    defer { unlink(path) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data("monotonic\n\0".utf8)))
    #expect(KernelClock(iioName: IIODevice.read(path)) == .monotonic)
    let before = KernelClock.monotonic.now
    #expect(KernelClock.monotonic.now >= before)
  }

  @Test("no permission: the error names the udev rule that grants access")
  func permission() throws {
    let error = IIOReader.error("/dev/iio:device0", "open", .permissionDenied)
    #expect(error.kind == .permissionDenied)
    #expect(error.description.contains("70-orientsim-iio.rules"))
    #expect(error.description.contains("SUBSYSTEM==\"iio\""))
    #expect(!error.description.contains("'input' group"))
  }

  @Test(
    "no permission on a real file (unprivileged users only)",
    .enabled(if: getuid() != 0, "root may open anything"))
  func permissionOnFile() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    var device = IIOTestTree.Device(number: 0, name: "accel_3d")
    device.scanType = nil
    let directory = try tree.add(device)
    chmod(directory + "/in_accel_x_raw", 0)
    let found = try IIODevice.resolve(tree.root + "/dev/iio:device0", paths: tree.paths)
    #expect(throws: DeviceError.self) {
      _ = try IIOReader(device: found, mode: .poll(rate: 10), paths: tree.paths)
    }
  }

  @Test("udev properties of a character device: its database entry by major and minor")
  func udevProperties() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    // /dev/null is the character device 1:3.
    try "E:ACCEL_MOUNT_MATRIX=0, 1, 0; -1, 0, 0; 0, 0, 1\nE:ACCEL_LOCATION=display\nS:null\n"
      .write(toFile: tree.paths.udevData + "/c1:3", atomically: true, encoding: .utf8)
    let properties = UdevProperties.of(node: "/dev/null", udevData: tree.paths.udevData)
    #expect(
      properties == [
        "ACCEL_MOUNT_MATRIX": "0, 1, 0; -1, 0, 0; 0, 0, 1", "ACCEL_LOCATION": "display",
      ])
    #expect(
      UdevProperties.mountMatrix(properties) == (try MountMatrix(parsing: "0,1,0;-1,0,0;0,0,1")))
    // Not a character device, or no entry: nothing.
    #expect(UdevProperties.of(node: tree.root, udevData: tree.paths.udevData).isEmpty)
    #expect(UdevProperties.of(node: "/dev/zero", udevData: tree.paths.udevData).isEmpty)
  }
}

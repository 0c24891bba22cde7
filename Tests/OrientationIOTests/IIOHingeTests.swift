import Foundation
import Glibc
import OrientationDetection
import Testing

@testable import OrientationLinux

/// Hinge sources on a fake sysfs tree (SPEC §6.1 "Sources", §10.1): discovery, buffered and
/// polled reading, the scale, the lid angle's unreliable value, and the recording clock. The
/// real hinge driver is proven in the real-kernel tier (`Tests/vm`, group `hinge`).
@Suite("IIO hinge sources")
struct IIOHingeTests {
  static func degrees(_ reading: HingeReading) -> Double? {
    if case .degrees(let angle) = reading { return angle }
    return nil
  }

  /// Blocks until `due` (a polled source's next poll).
  static func wait(until due: ContinuousClock.Instant?) {
    guard let due else { return }
    let milliseconds = (due - .now) / .milliseconds(1)
    if milliseconds > 0 { _ = poll(nil, 0, Int32(milliseconds.rounded(.up))) }
  }

  @Test("resolve: a hinge sensor by node or sysfs directory; a device without an angle is refused")
  func resolve() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    try tree.add(IIOTestTree.Device(number: 0, name: "accel_3d"))
    try tree.add(IIOTestTree.hinge(number: 1, raw: 90))
    let byNode = try IIOHingeSource.resolve(tree.root + "/dev/iio:device1", paths: tree.paths)
    #expect(byNode.kind == .hinge)
    #expect(byNode.node == tree.root + "/dev/iio:device1")
    #expect(byNode.channels == .hinge)
    #expect(byNode.hasBuffer)
    let bySysfs = try IIOHingeSource.resolve(
      tree.root + "/sys/bus/iio/devices/iio:device1", paths: tree.paths)
    #expect(bySysfs.sysfsPath == byNode.sysfsPath)
    #expect(throws: DeviceError.self) {
      try IIOHingeSource.resolve(tree.root + "/dev/iio:device0", paths: tree.paths)
    }
    #expect(
      HingeSources.first(paths: tree.paths, inputDirectory: tree.root + "/dev") == bySysfs.sysfsPath
    )
  }

  @Test(
    "polled hinge: in_angl0_raw at the rate asked; degrees = (raw + offset) × scale × 180/π",
    arguments: [
      ("0", 90.0, 90.0), ("10", 90.0, 100.0), ("0", -20.0, -20.0), ("0", 180, 180),
      ("0", 360, 360),
    ])
  func polledHinge(offset: String, raw: Double, expected: Double) throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    var device = IIOTestTree.hinge(number: 0, raw: Int(raw), buffered: false)
    device.attributes["in_angl_offset"] = offset
    try tree.add(device)
    let source = try IIOHingeSource.resolve(tree.root + "/dev/iio:device0", paths: tree.paths)
    let reader = try IIOHingeReader(source: source, poll: 50, paths: tree.paths)
    #expect(reader.readableDescriptor == nil)
    #expect(reader.summary == "IIO hinge 'hinge', sysfs polling")
    var angles: [Double] = []
    let start = ContinuousClock.now
    while angles.count < 4 && ContinuousClock.now - start < .seconds(5) {
      if angles.count == 2 { try tree.set(0, "in_angl0_raw", "135") }
      Self.wait(until: reader.nextDue)
      for reading in try reader.readReady() { angles += [Self.degrees(reading.reading) ?? .nan] }
    }
    let changed = (135 + Double(offset)!) * 0.017453293 * 180 / Double.pi
    #expect(angles.count == 4)
    // To a ten-thousandth of a degree: the scale's nine decimals put raw 180 at 180.0000011°.
    #expect(angles[0] == expected && angles[1] == expected, "\(angles)")
    #expect(abs(angles[3] - changed) < 1e-4, "\(angles)")
    // Four polls at 50 Hz take at least three intervals.
    #expect(ContinuousClock.now - start >= .milliseconds(55))
  }

  @Test("lid angle: in_angl_raw in degrees, polled; 500 is unreliable")
  func lidAngle() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    var lid = IIOTestTree.Device(number: 0, name: "cros-ec-lid-angle")
    lid.accelerometer = false
    lid.attributes = ["in_angl_raw": "120"]
    try tree.add(lid)
    let source = try IIOHingeSource.resolve(tree.root + "/dev/iio:device0", paths: tree.paths)
    #expect(source.kind == .lidAngle)
    let reader = try IIOHingeReader(source: source, paths: tree.paths)
    #expect(reader.reader.mode == .poll(rate: 10))
    #expect(try reader.readReady().map(\.reading) == [.degrees(120)])
    try tree.set(0, "in_angl_raw", "500")
    var readings: [HingeReading] = []
    while readings.isEmpty {
      Self.wait(until: reader.nextDue)
      readings = try reader.readReady().map(\.reading)
    }
    #expect(readings == [.unreliable])
  }

  @Test(
    "buffered hinge: only in_angl0 and the timestamp enabled, on the monotonic clock; the scans decoded; a closed node is an unplug"
  )
  func bufferedHinge() throws {
    let tree = try IIOTestTree()
    defer { tree.remove() }
    try tree.add(IIOTestTree.hinge(number: 0))
    let source = try IIOHingeSource.resolve(tree.root + "/dev/iio:device0", paths: tree.paths)
    let scans: [(Int32, Int64)] = [(0, 2_000_000_000), (95, 2_100_000_000), (180, 2_200_000_000)]
    let node = source.node
    let bytes = IIOTestTree.hingeScans(scans)
    let writer = Thread {
      let fd = open(node, O_WRONLY)
      guard fd >= 0 else { return }
      _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      close(fd)
    }
    var readings: [TimedHingeReading] = []
    var lost: DeviceError?
    do {
      let reader = try IIOHingeReader(source: source, paths: tree.paths)
      writer.start()
      #expect(reader.readableDescriptor != nil)
      #expect(reader.timestampClock == .monotonic)
      #expect(tree.attribute(0, "scan_elements/in_angl0_en") == "1")
      #expect(tree.attribute(0, "scan_elements/in_angl1_en") == "0")
      #expect(tree.attribute(0, "scan_elements/in_timestamp_en") == "1")
      #expect(tree.attribute(0, "current_timestamp_clock") == "monotonic")
      #expect(tree.attribute(0, "buffer/enable") == "1")
      let start = ContinuousClock.now
      while ContinuousClock.now - start < .seconds(5) {
        var descriptors = [
          pollfd(fd: reader.readableDescriptor!, events: Int16(POLLIN), revents: 0)
        ]
        _ = poll(&descriptors, 1, 100)
        readings += try reader.readReady()
      }
    } catch {
      lost = error
    }
    #expect(lost?.kind == .deviceLost)
    #expect(readings.map(\.time) == [2.0, 2.1, 2.2])
    let angles = readings.map { Self.degrees($0.reading) ?? .nan }
    #expect(zip(angles, [0.0, 95, 180]).allSatisfy { abs($0 - $1) < 1e-4 }, "\(angles)")
    #expect(tree.attribute(0, "buffer/enable") == "0")
  }

  @Test(
    "recording clock: readings wait for the origin; before it they are at 0; times never decrease; unreliable is no row"
  )
  func recordingClock() {
    var clock = HingeRecordingClock(hinge: .monotonic, accelerometer: .monotonic)
    #expect(clock.offset == 0)
    #expect(clock.rows([TimedHingeReading(.degrees(0), at: 9.5)]).isEmpty)
    let waited = clock.start(at: 10, firstEvent: KernelClock.monotonic.now)
    #expect(waited.map(\.time) == [0] && waited.map(\.angle) == [0])
    let rows = clock.rows([
      TimedHingeReading(.degrees(90), at: 10.25), TimedHingeReading(.unreliable, at: 10.3),
      TimedHingeReading(.degrees(120), at: 10.2), TimedHingeReading(.degrees(180), at: 10.5),
    ])
    #expect(rows.map(\.time) == [0.25, 0.25, 0.5])
    #expect(rows.map(\.angle) == [90, 120, 180])
    #expect(clock.start(at: 99, firstEvent: 99).isEmpty)
  }

  @Test("wake set: readable when any of its descriptors is")
  func wakeSet() throws {
    var first: [Int32] = [0, 0]
    var second: [Int32] = [0, 0]
    #expect(pipe(&first) == 0 && pipe(&second) == 0)
    defer { for fd in first + second { close(fd) } }
    let set = try WakeSet([first[0], second[0]])
    func readable() -> Bool {
      var descriptors = [pollfd(fd: set.fileDescriptor, events: Int16(POLLIN), revents: 0)]
      return poll(&descriptors, 1, 0) == 1
    }
    #expect(!readable())
    _ = write(second[1], "x", 1)
    #expect(readable())
  }
}

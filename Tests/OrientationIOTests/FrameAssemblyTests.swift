import OrientationIO
import Testing

func event(_ us: Int64, _ type: EventType, _ code: UInt16, _ value: Int32) -> InputEvent {
  InputEvent(time: EventTime(microseconds: us), type: type, code: code, value: value)
}

@Suite("frame assembly")
struct FrameAssemblyTests {
  @Test("axes keep state across frames that carry only the changed axis, seeded from the device")
  func statefulAxes() {
    var initial = AxisState()
    initial[.y] = -8192
    var assembler = FrameAssembler(initial: initial)
    #expect(assembler.feed(event(0, .absolute, 0, 100)) == nil)
    let first = assembler.feed(event(0, .synchronization, 0, 0))
    #expect(first?.axes[.x] == 100)
    #expect(first?.axes[.y] == -8192)
    _ = assembler.feed(event(10, .absolute, 2, 5))
    let second = assembler.feed(event(10, .synchronization, 0, 0))
    #expect(second?.axes[.x] == 100)
    #expect(second?.axes[.z] == 5)
    #expect(second?.time == EventTime(microseconds: 10))
  }

  @Test(
    "SYN_DROPPED in a trace discards the partial frame and everything up to the next SYN_REPORT")
  func droppedInTrace() {
    var assembler = FrameAssembler(keepsEvents: true)
    var frames: [InputFrame] = []
    for e in [
      event(0, .absolute, 0, 1), event(0, .synchronization, 0, 0),
      event(1, .absolute, 0, 2), event(1, .synchronization, 3, 0),
      event(2, .absolute, 0, 3), event(2, .synchronization, 0, 0),
      event(3, .absolute, 1, 4), event(3, .synchronization, 0, 0),
    ] {
      if let frame = assembler.feed(e) { frames.append(frame) }
    }
    #expect(frames.map { $0.axes[.x] } == [1, 1])
    #expect(frames.map { $0.axes[.y] } == [0, 4])
    #expect(frames[1].events.count == 2)
    #expect(assembler.droppedCount == 1)
  }

  @Test("a resync frame is marked and counted")
  func resync() {
    var assembler = FrameAssembler()
    _ = assembler.feed(event(0, .absolute, 0, 7))
    assembler.beginResync()
    _ = assembler.feed(event(1, .absolute, 1, 9))
    let frame = assembler.feed(event(1, .synchronization, 0, 0))
    #expect(frame?.resynced == true)
    #expect(frame?.axes[.x] == 0)
    #expect(frame?.axes[.y] == 9)
    #expect(assembler.droppedCount == 1)
  }

  @Test("MSC_TIMESTAMP deltas time frames, across the 2³² wrap")
  func mscClock() {
    var clock = FrameClock()
    let start = UInt32.max - 999
    let a = InputFrame(
      time: EventTime(microseconds: 5_000_000), axes: AxisState(), mscTimestamp: start)
    let b = InputFrame(
      time: EventTime(microseconds: 5_009_000), axes: AxisState(), mscTimestamp: start &+ 4000)
    let c = InputFrame(time: EventTime(microseconds: 5_020_000), axes: AxisState())
    #expect(clock.time(of: a) == 5)
    #expect(abs(clock.time(of: b) - 5.004) < 1e-9)
    #expect(clock.time(of: c) == 5.02)
  }

  @Test("units: value / resolution, else --scale; then the mount matrix")
  func conversion() throws {
    var device = DeviceDescription.accelerometer(name: "a", resolution: 0)
    #expect(throws: SampleConversionError.self) { try SampleConverter(device: device) }
    let scaled = try SampleConverter(device: device, scale: 1000)
    var axes = AxisState()
    axes[.x] = 500
    axes[.y] = -1000
    #expect(scaled.sample(axes, time: 1) == AccelSample(time: 1, x: 0.5, y: -1, z: 0))
    device.axes[.x]?.resolution = 250
    let mount = try MountTransform(parsing: "0, 1, 0; -1, 0, 0; 0,0,1")
    let mounted = try SampleConverter(device: device, scale: 1000, mount: mount)
    #expect(mounted.sample(axes, time: 0) == AccelSample(time: 0, x: -1, y: -2, z: 0))
    #expect(mount.description == "0,1,0; -1,0,0; 0,0,1")
  }

  @Test(
    "malformed mount matrices are rejected",
    arguments: [
      "1,0,0; 0,1,0", "1,0,0; 0,1,0; 0,0", "1,0,0; 0,x,0; 0,0,1", "1,0,0;0,1,0;0,0,1;1,1,1",
    ])
  func badMount(text: String) {
    #expect(throws: SampleConversionError.self) { try MountTransform(parsing: text) }
  }

  @Test("SPEC §7 accelerometer rule: the property, or ABS_X/Y/Z and no keys")
  func accelerometerRule() {
    var plain = DeviceDescription(name: "p", codes: [.absolute: [0, 1, 2]])
    #expect(plain.isAccelerometer)
    plain.codes[.key] = [0x110]
    #expect(!plain.isAccelerometer)
    plain.properties = [.accelerometer]
    #expect(plain.isAccelerometer)
    #expect(!DeviceDescription(name: "2d", codes: [.absolute: [0, 1]]).isAccelerometer)
  }
}

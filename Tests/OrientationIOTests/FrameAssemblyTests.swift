import OrientationDetection
import OrientationTraces
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
    // A frame without MSC_TIMESTAMP takes its step from the event times (11 ms), continuing
    // the timeline rather than jumping to the kernel's clock.
    #expect(abs(clock.time(of: c) - 5.015) < 1e-9)
  }

  @Test("under SYN_DROPPED, resync frames without MSC_TIMESTAMP never send time backwards")
  func mscClockAcrossResyncs() {
    // A flood: the sensor's frames are 4 ms apart on its own clock but reach the reader 0.1 ms
    // apart; some are dropped, and libevdev's resync frames carry axis values only.
    var clock = FrameClock()
    var times: [Double] = []
    var kernel: Int64 = 1_000_000
    var msc: UInt32 = 0
    for index in 0..<200 {
      kernel += 100
      msc &+= 4000
      if index % 40 == 39 {
        msc &+= 80_000  // 20 frames lost in the overflow
        times.append(
          clock.time(of: InputFrame(time: EventTime(microseconds: kernel), axes: AxisState())))
        continue
      }
      times.append(
        clock.time(
          of: InputFrame(
            time: EventTime(microseconds: kernel), axes: AxisState(), mscTimestamp: msc)))
    }
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    // The sensor clock still rules: from the first frame to the last sensor-timed one (index
    // 198) is the sensor's delta, lost frames included; the final resync frame adds its 0.1 ms.
    let span = Double(198 * 4000 + 4 * 80_000) / 1e6 + 0.0001
    #expect(abs((times.last! - times.first!) - span) < 1e-9)
  }

  @Test("units: value / resolution, else --scale, else the driver table; then the mount matrix")
  func conversion() throws {
    var device = DeviceDescription.accelerometer(name: "ST LIS3LV02DL Accelerometer", resolution: 0)
    #expect(try SampleConverter(device: device).unitsPerG == (1000, 1000, 1000))
    // An unknown device without a resolution is refused rather than scaled at a guess.
    let unknown = #expect(throws: SampleConversionError.self) {
      try SampleConverter(device: DeviceDescription.accelerometer(name: "x", resolution: 0))
    }
    #expect(
      unknown?.message
        == "axis ABS_X has no usable resolution (0) and \"x\" is not in the driver scale table;"
        + " give --scale UNITS_PER_G")
    #expect(unknown?.isDataError == false)
    #expect(
      try SampleConverter(
        device: DeviceDescription.accelerometer(name: "x", resolution: 0), scale: 256
      ).unitsPerG.x == 256)
    #expect(throws: SampleConversionError.self) { try SampleConverter(device: device, scale: 0) }
    let scaled = try SampleConverter(device: device, scale: 500)
    var axes = AxisState()
    axes[.x] = 500
    axes[.y] = -1000
    #expect(scaled.sample(axes, time: 1) == AccelSample(time: 1, x: 1, y: -2, z: 0))
    device.axes[.x]?.resolution = 250
    let mount = try MountMatrix(parsing: "0, 1, 0; -1, 0, 0; 0,0,1")
    let mounted = try SampleConverter(device: device, scale: 1000, mount: mount)
    #expect(mounted.sample(axes, time: 0) == AccelSample(time: 0, x: -1, y: -2, z: 0))
  }

  @Test("a device with no acceleration axes is refused as data, naming what it has")
  func keyboardOnly() {
    let keyboard = DeviceDescription(
      name: "AT Translated Set 2 keyboard", codes: [.key: [30, 31], .miscellaneous: [4]])
    let error = #expect(throws: SampleConversionError.self) {
      try SampleConverter(device: keyboard, file: "kb.evemu")
    }
    #expect(
      error?.message
        == "kb.evemu: the device \"AT Translated Set 2 keyboard\" has no accelerometer axes"
        + " (ABS_X/Y/Z or ABS_RX/RY/RZ); found EV_KEY, EV_MSC")
    #expect(error?.isDataError == true)
  }

  @Test("a trace on a wall clock (10^9 s and later) is rebased to its first frame")
  func wallClockRebase() {
    var clock = FrameClock()
    var late = FrameClock()
    let frames = [0, 10_000, 20_000].map { offset in
      InputFrame(
        time: EventTime(microseconds: 1_700_000_000_000_000 + Int64(offset)), axes: AxisState())
    }
    let times = frames.map { clock.time(of: $0) }
    #expect(times.map { ($0 * 1e6).rounded() } == [0, 10_000, 20_000])
    let early = InputFrame(time: EventTime(microseconds: 5_000_000), axes: AxisState())
    #expect(late.time(of: early) == 5)
  }

  @Test("a Wii Remote's ABS_RX/RY/RZ are its acceleration axes")
  func rotationalAxes() throws {
    var device = DeviceDescription(
      name: "Nintendo Wii Remote Accelerometer", codes: [.absolute: [3, 4, 5]])
    for code in [AxisCode.rx, .ry, .rz] {
      device.axes[code] = AxisInfo(code: code, minimum: -500, maximum: 500)
    }
    let converter = try SampleConverter(device: device, scale: 100)
    var axes = AxisState()
    axes[.ry] = -100
    #expect(converter.sample(axes, time: 0) == AccelSample(time: 0, x: 0, y: -1, z: 0))
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

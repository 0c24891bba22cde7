import ArgumentParser
import OrientationFormats
import OrientationLinux
import OrientationTraces

/// `orientsim record`: records a device's raw events to an evemu file, incrementally.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Records raw events from an evdev device to an evemu file, or an IIO device to CSV.",
    discussion: """
      The header and every frame are written and flushed as they arrive, so Ctrl-C, SIGTERM or
      an unplug leave a complete file that evemu-play and orientsim replay accept. Times start at
      0.000001 like evemu-record's. Without DEVICE the only accelerometer is used.

      An IIO device (/dev/iio:deviceN or its sysfs directory) is recorded as CSV t,x,y,z: g in \
      orientsim's internal frame (the driver-frame table and the device's mount matrix \
      applied), times in seconds from the first sample, values on replay's grid (1/8192 g, \
      whole microseconds), so `orientsim replay` reads back exactly the samples recorded.

        orientsim record /dev/input/event5 -o tilt.evemu --duration 10

      --hinge SOURCE also records a hinge (an IIO hinge or lid angle, or an evdev lid switch; \
      SPEC §7.1): beside an evemu file, FILE.hinge.csv (t,hinge: seconds on the recording's \
      clock, degrees); into an IIO device's CSV, the fifth column (t,x,y,z,hinge). Readings \
      from before the first accelerometer event are written at 0, an unreliable lid angle as \
      no sample. `orientsim replay FILE --hinge FILE.hinge.csv` replays both.

        orientsim record /dev/input/event5 -o fold.evemu --hinge /dev/iio:device1

      The file is written in place (not through a temporary file, so that what was flushed \
      survives a kill); an existing non-empty file is refused without --force (exit 2).

      Exit codes: 0 ok (also after SIGINT/SIGTERM), 2 no or several accelerometers and no \
      DEVICE, or an existing output without --force; 4 device or hinge unplugged (the files \
      hold everything read); the others as below.

      \(ExitStatus.helpTable)
      """)

  @Argument(help: "The device node, e.g. /dev/input/event5 (default: the only accelerometer).")
  var device: String?

  @Option(name: .shortAndLong, help: "The evemu file to write ('-' for standard output).")
  var output: String

  @Option(help: "Stop after this many seconds.")
  var duration: Double?

  @Flag(help: "Grab the device so no other client sees its events (off by default).")
  var grab = false

  @Flag(help: "Overwrite the output when it exists (without it, an existing file is refused).")
  var force = false

  @Option(
    help: ArgumentHelp(
      "IIO devices without a usable in_accel_scale: raw units per g.", valueName: "units"))
  var scale: Double?

  @OptionGroup var iio: IIOOptions
  @OptionGroup var hinge: HingeOptions

  func validate() throws {
    try NumericOption.check("--duration", duration, in: NumericOption.duration)
    if output == "-" && hinge.argument(search: false, iio: iio) != nil {
      throw ValidationError("--hinge needs -o FILE: the hinge is recorded beside or into it")
    }
  }

  func run() throws {
    do {
      if !force { try OutputFile.refuseOverwriting(output) }
    } catch {
      throw ErrorReport.exit(error)
    }
    let node = try DeviceChoice.node(device, iio: iio.paths)
    do {
      try OutputFile.refuseInputs(output, inputs: [node])
      let hingeSource = try hinge.argument(search: false, iio: iio).map {
        try hinge.open($0, iio: iio)
      }
      if let device = try iio.device(node) {
        try recordIIO(device, hinge: hingeSource)
        return
      }
      if hingeSource != nil && !force {
        try OutputFile.refuseOverwriting(CSVTrace.hingePath(beside: output))
      }
      try record(node, hinge: hingeSource)
    } catch let code as ExitCode {
      throw code
    } catch {
      throw ErrorReport.exit(error)
    }
  }

  func record(_ node: String, hinge: (any LiveHingeSource)? = nil) throws {
    let signals = try SignalWatcher()
    var reader = try EvdevReader(path: node, grab: grab, keepsEvents: true)
    var writer = try EvemuWriter(
      path: output, mode: .inPlace(overwrite: force), inputs: [node])
    writer.writeHeader(reader.deviceDescription)
    try writer.flush()
    // SPEC §7.1: the hinge beside the evemu file, on its clock.
    let hingePath = CSVTrace.hingePath(beside: output)
    var hingeWriter: CSVTraceWriter? =
      hinge == nil
      ? nil
      : try CSVTraceWriter(
        path: hingePath, mode: .inPlace(overwrite: force),
        inputs: [node] + (hinge.map { [$0.node] } ?? []), hingeOnly: true)
    var hingeClock = HingeRecordingClock(
      hinge: hinge?.timestampClock ?? .monotonic, accelerometer: reader.device.timestampClock)
    var hingeRows = 0
    var origin: Int64?
    var frames = 0
    var events = 0
    func summary(_ reason: String) {
      printError(
        "\(reason): recorded \(frames) frames (\(events) events) from \(node) to \(output)"
          + (reader.droppedCount > 0 ? ", \(reader.droppedCount) SYN_DROPPED" : "")
          + (hinge.map { "; \(hingeRows) hinge readings from \($0.node) to \(hingePath)" } ?? ""))
    }
    try recordLoop(
      signals: signals, hinge: hinge,
      next: { deadline, wake in
        switch try reader.next(deadline: deadline, wakeOn: wake) {
        case .frame(let frame): .item(frame)
        case .deadline: .deadline
        case .woken: .woken
        }
      },
      write: { frame in
        if origin == nil {
          let first = (frame.events.first?.time.microseconds ?? 0) - 1
          origin = first
          let firstEvent = frame.events.first?.time.seconds ?? 0
          for row in hingeClock.start(at: Double(first) / 1_000_000, firstEvent: firstEvent) {
            try hingeWriter?.writeHinge(row.angle, at: row.time)
            hingeRows += 1
          }
        }
        for var event in frame.events {
          event.time.microseconds -= origin ?? 0
          writer.write(event)
        }
        frames += 1
        events += frame.events.count
        try writer.flush()
        try hingeWriter?.flush()
      },
      writeHinge: { readings in
        for row in hingeClock.rows(readings) {
          try hingeWriter?.writeHinge(row.angle, at: row.time)
          hingeRows += 1
        }
        try hingeWriter?.flush()
      },
      flush: {
        try writer.flush()
        try hingeWriter?.flush()
      }, summary: summary)
  }

  /// Records an IIO accelerometer to CSV (`IIORecording`), a hinge in the fifth column. The
  /// lines are `IIORecording`'s rather than `CSVTraceWriter`'s: whole microseconds and the
  /// 1/8192 g grid, so that a replay reads back exactly the samples recorded.
  func recordIIO(_ device: IIODevice, hinge: (any LiveHingeSource)? = nil) throws {
    let signals = try SignalWatcher()
    let frame = device.frame(table: try DriverFrameTable.standard())
    let converter = try IIOSampleConverter(device: device, scale: scale, frame: frame)
    var reader = try IIOReader(device: device, mode: iio.mode(for: device), paths: iio.paths)
    // Written in place, as an evdev recording is: what was flushed survives a signal or unplug.
    var writer = try TextFileWriter(
      path: output, mode: .inPlace(overwrite: force), inputs: [device.node])
    try writer.write(hinge == nil ? IIORecording.header : IIORecording.hingeHeader)
    var hingeClock = HingeRecordingClock(
      hinge: hinge?.timestampClock ?? .monotonic, accelerometer: reader.timestampClock)
    var hingeRows = 0
    var origin: Double?
    var last = -Double.infinity
    var samples = 0
    func summary(_ reason: String) {
      printError(
        "\(reason): recorded \(samples) samples from \(device.node) ('\(device.name)', "
          + "\(reader.mode == .buffer ? "buffer" : "sysfs polling"), frame \(frame.matrix)) "
          + (hinge.map { "and \(hingeRows) hinge readings from \($0.node) " } ?? "")
          + "to \(output)")
    }
    /// Hinge rows, never before the last line written (CSV times do not decrease).
    func writeHinge(_ rows: [(time: Double, angle: Double)], origin: Double) throws {
      for row in rows {
        last = max(last, origin + row.time)
        try writer.write(IIORecording.hingeLine(row.angle, time: last, origin: origin))
        hingeRows += 1
      }
    }
    try recordLoop(
      signals: signals, hinge: hinge,
      next: { deadline, wake in
        switch try reader.next(deadline: deadline, wakeOn: wake) {
        case .reading(let reading): .item(reading)
        case .deadline: .deadline
        case .woken: .woken
        }
      },
      write: { reading in
        var sample = converter.sample(reading.raw, time: reading.time)
        if origin == nil {
          origin = sample.time
          try writeHinge(
            hingeClock.start(at: sample.time, firstEvent: reading.time), origin: sample.time)
        }
        // CSV times never decrease; a clock step back repeats the previous time.
        sample.time = max(sample.time, last)
        last = sample.time
        try writer.write(IIORecording.line(sample, origin: origin ?? 0, hinge: hinge != nil))
        samples += 1
      },
      writeHinge: { readings in
        let rows = hingeClock.rows(readings)
        if let origin { try writeHinge(rows, origin: origin) }
      },
      flush: { try writer.flush() }, summary: summary)
  }

  /// Reads with `next` until `--duration` passes, a signal arrives or a read fails, handing
  /// each item to `write`, and the readings of `hinge` (in the same wait) to `writeHinge`. On
  /// each of those ends the writers are flushed and `summary` printed with the reason (`done`,
  /// `SIGINT` or `SIGTERM`, `stopped`); a read's error is rethrown.
  private func recordLoop<Item>(
    signals: borrowing SignalWatcher, hinge: (any LiveHingeSource)?,
    next: (_ deadline: ContinuousClock.Instant?, _ wakeOn: Int32) throws -> RecordRead<Item>,
    write: (Item) throws -> Void, writeHinge: ([TimedHingeReading]) throws -> Void,
    flush: () throws -> Void, summary: (String) -> Void
  ) throws {
    let deadline = duration.map { ContinuousClock.now + .milliseconds(Int64($0 * 1000)) }
    let wake = try WakeSet(
      [signals.fileDescriptor] + (hinge?.readableDescriptor.map { [$0] } ?? []))
    while true {
      let read: RecordRead<Item>
      do {
        if let hinge { try writeHinge(hinge.readReady()) }
        var wait = deadline
        if let due = hinge?.nextDue { wait = min(wait ?? due, due) }
        read = try next(wait, wake.fileDescriptor)
      } catch {
        try flush()
        summary("stopped")
        throw error
      }
      switch read {
      case .item(let item):
        try write(item)
      case .deadline:
        guard let deadline, ContinuousClock.now >= deadline else { continue }
        try flush()
        summary("done")
        return
      case .woken:
        // Woken for the hinge: read at the top of the loop.
        guard let signal = signals.take() else { continue }
        try flush()
        summary(signal == 15 ? "SIGTERM" : "SIGINT")
        return
      }
    }
  }
}

/// One read of a device being recorded: an item to write, `--duration`'s end, or a signal.
private enum RecordRead<Item> {
  case item(Item)
  case deadline
  case woken
}

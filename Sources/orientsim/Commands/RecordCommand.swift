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

      The file is written in place (not through a temporary file, so that what was flushed \
      survives a kill); an existing non-empty file is refused without --force (exit 2).

      Exit codes: 0 ok (also after SIGINT/SIGTERM), 2 no or several accelerometers and no \
      DEVICE, or an existing output without --force; 4 device unplugged (the file holds \
      everything read); the others as below.

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

  func validate() throws {
    try NumericOption.check("--duration", duration, in: NumericOption.duration)
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
      if let device = try iio.device(node) {
        try recordIIO(device)
        return
      }
      try record(node)
    } catch let code as ExitCode {
      throw code
    } catch {
      throw ErrorReport.exit(error)
    }
  }

  func record(_ node: String) throws {
    let signals = try SignalWatcher()
    var reader = try EvdevReader(path: node, grab: grab, keepsEvents: true)
    var writer = try EvemuWriter(
      path: output, mode: .inPlace(overwrite: force), inputs: [node])
    writer.writeHeader(reader.deviceDescription)
    try writer.flush()
    var origin: Int64?
    var frames = 0
    var events = 0
    func summary(_ reason: String) {
      printError(
        "\(reason): recorded \(frames) frames (\(events) events) from \(node) to \(output)"
          + (reader.droppedCount > 0 ? ", \(reader.droppedCount) SYN_DROPPED" : ""))
    }
    try recordLoop(
      signals: signals,
      next: { deadline, wake in
        switch try reader.next(deadline: deadline, wakeOn: wake) {
        case .frame(let frame): .item(frame)
        case .deadline: .deadline
        case .woken: .woken
        }
      },
      write: { frame in
        if origin == nil { origin = (frame.events.first?.time.microseconds ?? 0) - 1 }
        for var event in frame.events {
          event.time.microseconds -= origin ?? 0
          writer.write(event)
        }
        frames += 1
        events += frame.events.count
        try writer.flush()
      },
      flush: { try writer.flush() }, summary: summary)
  }

  /// Records an IIO accelerometer to CSV (`IIORecording`).
  func recordIIO(_ device: IIODevice) throws {
    let signals = try SignalWatcher()
    let frame = device.frame(table: try DriverFrameTable.standard())
    let converter = try IIOSampleConverter(device: device, scale: scale, frame: frame)
    var reader = try IIOReader(device: device, mode: iio.mode(for: device), paths: iio.paths)
    // Written in place, as an evdev recording is: what was flushed survives a signal or unplug.
    var writer = try TextFileWriter(
      path: output, mode: .inPlace(overwrite: force), inputs: [device.node])
    try writer.write(IIORecording.header)
    var origin: Double?
    var last = -Double.infinity
    var samples = 0
    func summary(_ reason: String) {
      printError(
        "\(reason): recorded \(samples) samples from \(device.node) ('\(device.name)', "
          + "\(reader.mode == .buffer ? "buffer" : "sysfs polling"), frame \(frame.matrix)) "
          + "to \(output)")
    }
    try recordLoop(
      signals: signals,
      next: { deadline, wake in
        switch try reader.next(deadline: deadline, wakeOn: wake) {
        case .reading(let reading): .item(reading)
        case .deadline: .deadline
        case .woken: .woken
        }
      },
      write: { reading in
        var sample = converter.sample(reading.raw, time: reading.time)
        if origin == nil { origin = sample.time }
        // CSV times never decrease; a clock step back repeats the previous time.
        sample.time = max(sample.time, last)
        last = sample.time
        try writer.write(IIORecording.line(sample, origin: origin ?? 0))
        samples += 1
      },
      flush: { try writer.flush() }, summary: summary)
  }

  /// Reads with `next` until `--duration` passes, a signal arrives or a read fails, handing
  /// each item to `write`. On each of those ends the writer is flushed and `summary` printed
  /// with the reason (`done`, `SIGINT` or `SIGTERM`, `stopped`); a read's error is rethrown.
  private func recordLoop<Item>(
    signals: borrowing SignalWatcher,
    next: (_ deadline: ContinuousClock.Instant?, _ wakeOn: Int32) throws -> RecordRead<Item>,
    write: (Item) throws -> Void, flush: () throws -> Void, summary: (String) -> Void
  ) throws {
    let deadline = duration.map { ContinuousClock.now + .milliseconds(Int64($0 * 1000)) }
    while true {
      let read: RecordRead<Item>
      do {
        read = try next(deadline, signals.fileDescriptor)
      } catch {
        try flush()
        summary("stopped")
        throw error
      }
      switch read {
      case .item(let item):
        try write(item)
      case .deadline:
        try flush()
        summary("done")
        return
      case .woken:
        try flush()
        let signal = signals.take()
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

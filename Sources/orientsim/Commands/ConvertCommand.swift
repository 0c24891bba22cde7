import ArgumentParser
import Foundation
import OrientationDetection
import OrientationFormats
import OrientationTraces

/// `orientsim convert`: between evemu, libinput record and CSV; cuts windows, keeps codes.
struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Converts traces between evemu, libinput record and CSV.",
    discussion: """
      The input format is detected from content. The output format is --to-format, else the
      output's extension (.evemu/.events, .yml/.yaml, .csv), else evemu. --from/--to keep whole
      frames whose SYN_REPORT time lies in [from, to); --codes keeps only the listed codes
      (SYN_REPORT is always kept). CSV output is t,x,y,z in seconds and g.

      Hinge readings are kept (SPEC §7.1): a CSV's hinge column goes to OUTPUT.hinge.csv \
      (t,hinge, on the same clock) beside an evemu or libinput output, and stays the fifth \
      column of a CSV output, where a lid switch's SW_LID events also go (shut 0°, open 180°); \
      a lid switch's own recording converts to a t,hinge CSV.

        orientsim convert capture.yml -o capture.evemu --from 2 --to 5 --codes ABS_X,ABS_Y,ABS_Z

      The output is written whole or not at all: to a temporary file beside it, renamed over \
      it only when the conversion succeeded. An output that is the input is refused (exit 2). \
      '-' reads standard input or writes standard output.

      \(ExitStatus.helpTable)
      """)

  @Argument(help: "The input trace.")
  var input: String

  @Option(name: .shortAndLong, help: "The output file ('-' for standard output).")
  var output: String

  @Option(help: "Keep frames from this time (seconds of trace time).")
  var from: Double?

  @Option(help: "Keep frames before this time (seconds of trace time).")
  var to: Double?

  @Option(help: "Keep only these codes: ABS_X,ABS_Y,EV_MSC or type:code numbers.")
  var codes: String?

  @Option(name: .customLong("to-format"), help: "Output format: evemu, libinput or csv.")
  var toFormat: String?

  @Option(
    name: .customLong("device-name"),
    help: "The device to take from a multi-device libinput recording.")
  var deviceName: String?

  @Option(
    help: "Units per g for axes without a resolution (CSV output; default: the driver table).")
  var scale: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Mount matrix 'a,b,c; d,e,f; g,h,i' for CSV output, replacing the driver-frame table's "
        + "step (a leading '-' is a value)."))
  var mount: String?

  func validate() throws {
    _ = try mountMatrix()
    try NumericOption.check("--scale", scale, in: NumericOption.scale)
    try NumericOption.check("--from", from, in: NumericOption.time)
    try NumericOption.check("--to", to, in: NumericOption.time)
    if let from, let to, to <= from { throw ValidationError("--to must be after --from") }
    if let toFormat, TraceFormat(rawValue: toFormat) == nil {
      throw ValidationError("--to-format must be evemu, libinput or csv")
    }
  }

  var outputFormat: TraceFormat {
    if let toFormat, let format = TraceFormat(rawValue: toFormat) { return format }
    let lower = output.lowercased()
    if lower.hasSuffix(".csv") { return .csv }
    if lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") { return .libinput }
    return .evemu
  }

  func run() throws {
    do {
      let selectors = try codes.map { text throws(SampleConversionError) in
        try TraceFilter.parseCodes(text)
      }
      // The output is refused before the input is read when it is the input; it replaces the
      // target only once the whole conversion succeeded (OutputFile).
      try OutputFile.refuseInputs(output, inputs: [input])
      var source = try TraceFormat.open(path: input, deviceName: deviceName)
      let filter = TraceFilter(from: from, to: to, codes: selectors)
      // Every format streams: the header once the window's starting values are known, then
      // frame by frame, so a long recording is never held in memory.
      let carriesHinge = source.mayCarryHinge
      switch outputFormat {
      case .evemu:
        var writer = try EvemuWriter(path: output, inputs: [input])
        let hinges = try HingeBeside(output: output, input: input, needed: carriesHinge)
        try stream(&source, through: filter) { device in
          if let problem = EvemuWriter.nameProblem(device.name) {
            throw InputError(file: input, line: 0, column: 0, message: problem)
          }
          writer.writeHeader(device)
        } hinge: { reading in
          try hinges.write(reading)
        } frame: { events in
          for event in events { writer.write(event) }
          if writer.bufferedCount > 1 << 20 { try writer.flush() }
        }
        try writer.commit()
        try hinges.commit()
      case .libinput:
        var writer = try TextFileWriter(path: output, inputs: [input])
        let hinges = try HingeBeside(output: output, input: input, needed: carriesHinge)
        try stream(&source, through: filter) { device in
          try writer.append(LibinputRecordWriter.header(device: device))
        } hinge: { reading in
          try hinges.write(reading)
        } frame: { events in
          try writer.append(LibinputRecordWriter.text(frame: events))
        }
        try writer.commit()
        try hinges.commit()
      case .csv:
        var writer = try TextFileWriter(path: output, inputs: [input])
        var samples: FrameSamples?
        // A lid switch's own recording (SW_LID, no axis) becomes a hinge-only `t,hinge` trace.
        var hingeOnly = false
        try stream(&source, through: filter) { device in
          if carriesHinge && !ConvertCommand.hasAxes(device) {
            hingeOnly = true
            samples = FrameSamples(device: device, converter: nil)
            try writer.append(CSVTrace.hingeOnlyHeader + "\n")
            return
          }
          let frame = DeviceFrame.resolve(
            bus: .input, name: device.name, override: mount == nil ? nil : try mountMatrix())
          let converter = try SampleConverter(
            device: device, scale: scale, mount: frame.matrix, file: input)
          samples = FrameSamples(device: device, converter: converter)
          try writer.append(carriesHinge ? "t,x,y,z,hinge\n" : "t,x,y,z\n")
        } hinge: { reading in
          try Self.appendHinge(reading, to: &writer, hasColumn: carriesHinge, input: input)
        } frame: { events in
          for event in events {
            switch samples?.feed(event) {
            case .sample(let sample)?:
              try writer.append(
                "\(Self.format(sample.time)),\(Self.format(sample.x)),\(Self.format(sample.y)),"
                  + "\(Self.format(sample.z))\(carriesHinge ? "," : "")\n")
            case .hinge(let reading)?:
              if hingeOnly, case .degrees(let angle) = reading.reading {
                try writer.append("\(Self.format(reading.time)),\(Self.format(angle))\n")
              } else {
                try Self.appendHinge(reading, to: &writer, hasColumn: carriesHinge, input: input)
              }
            case nil: continue
            }
          }
        }
        try writer.commit()
      }
    } catch let code as ExitCode {
      throw code
    } catch {
      throw ErrorReport.exit(error)
    }
  }

  /// A hinge row of a CSV output: `t,,,,angle` (a lid switch's as 0° or 180°); refused when
  /// the header written had no hinge column.
  static func appendHinge(
    _ reading: TraceHinge, to writer: inout TextFileWriter, hasColumn: Bool, input: String
  ) throws {
    guard case .degrees(let angle) = reading.reading else { return }
    guard hasColumn else {
      throw InputError(
        file: input, line: 0, column: 0,
        message: "a hinge angle at \(reading.time) s in a trace whose first line had no "
          + "hinge column; give the header t,x,y,z,hinge")
    }
    try writer.append("\(format(reading.time)),,,,\(format(angle))\n")
  }

  /// Runs `filter` over `source`, handing the output header and each kept frame to a writer.
  /// A bad input line or a failed write ends the conversion; the writer, never committed, then
  /// leaves the target as it was.
  private func stream(
    _ source: inout TraceSource, through filter: TraceFilter,
    header: (DeviceDescription) throws -> Void, hinge: (TraceHinge) throws -> Void = { _ in },
    frame: ([InputEvent]) throws -> Void
  ) throws {
    // The filter's closures may throw only trace errors: a writer's error is kept, later frames
    // are skipped, and it is thrown once the filter returns.
    var failure: (any Error)?
    var frames = 0
    try filter.stream(&source) { device in
      do { try header(device) } catch { failure = error }
    } hinge: { reading in
      guard failure == nil else { return }
      do { try hinge(reading) } catch { failure = error }
    } frame: { events in
      guard failure == nil else { return }
      frames += 1
      do { try frame(events) } catch { failure = error }
    }
    if let failure { throw failure }
    // What convert writes, replay reads: a window that keeps nothing is refused rather than
    // written as a trace without samples (a CSV file without rows does not read back).
    if frames == 0 && (from != nil || to != nil) {
      throw InputError(
        kind: .refused, file: input, line: 0, column: 0,
        message: "--from/--to keep no frame of the trace; nothing was written")
    }
    if frames == 0 && outputFormat == .csv {
      throw InputError(
        file: input, line: 0, column: 0,
        message: "no frames to write; a CSV trace needs at least one row")
    }
  }

  /// Turns a stream of frames back into samples, as replay reads them (for CSV output).
  struct FrameSamples {
    var assembler: FrameAssembler
    var clock = FrameClock()
    /// `nil` for a lid switch's own recording, which has no axes: hinge readings only.
    let converter: SampleConverter?

    init(device: DeviceDescription, converter: SampleConverter?) {
      assembler = FrameAssembler(initial: AxisState(device))
      self.converter = converter
    }

    /// The sample a frame's last event completes, if any; a lid switch's own frame as a
    /// hinge reading.
    mutating func feed(_ event: InputEvent) -> TraceInput? {
      guard let frame = assembler.feed(event) else { return nil }
      let time = clock.time(of: frame)
      if frame.isLidOnly, let lid = frame.lidSwitch {
        return .hinge(TraceHinge(time: time, reading: .lidSwitch(value: lid)))
      }
      return converter.map { .sample($0.sample(frame.axes, time: time)) }
    }
  }

  /// Whether `device` has any accelerometer axis (ABS_X/Y/Z or ABS_RX/RY/RZ).
  static func hasAxes(_ device: DeviceDescription) -> Bool {
    let codes = SampleConverter.axisCodes(of: device)
    return [codes.x, codes.y, codes.z].contains { device.supports(.absolute, code: $0.rawValue) }
  }

  /// `OUTPUT.hinge.csv` beside an evemu or libinput output (SPEC §7.1): opened when the input
  /// may carry hinge angles, written whole or not at all with the output, and left out when
  /// no angle came.
  final class HingeBeside {
    var writer: CSVTraceWriter?
    var count = 0

    init(output: String, input: String, needed: Bool) throws {
      guard needed else { return }
      if output == "-" {
        throw InputError(
          kind: .refused, file: input, line: 0, column: 0,
          message: "the trace's hinge angles go to OUTPUT.hinge.csv beside the output, and "
            + "standard output has no such place; write to a file")
      }
      let path = CSVTrace.hingePath(beside: output)
      writer = try CSVTraceWriter(path: path, inputs: [input], hingeOnly: true)
    }

    func write(_ reading: TraceHinge) throws {
      guard case .degrees(let angle) = reading.reading else { return }
      count += 1
      try writer?.writeHinge(angle, at: reading.time)
    }

    func commit() throws {
      if count > 0, let writer = writer.take() { try writer.commit() }
    }
  }

  func mountMatrix() throws -> MountMatrix {
    guard let mount else { return .identity }
    do {
      return try MountMatrix(parsing: mount)
    } catch {
      throw ValidationError("--mount: \(error.message)")
    }
  }

  static func format(_ value: Double) -> String {
    String(format: "%.6f", value)
  }
}

import ArgumentParser
import Foundation
import OrientationIO

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

        orientsim convert capture.yml -o capture.evemu --from 2 --to 5 --codes ABS_X,ABS_Y,ABS_Z

      Exit codes: 0 ok, 2 usage, 65 bad input data (file:line), 66 missing input file.
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

  @Option(help: "Units per g for axes without a resolution (CSV output).")
  var scale: Double?

  @Option(help: "Mount matrix 'a,b,c; d,e,f; g,h,i' applied for CSV output.")
  var mount: String?

  func validate() throws {
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
      var source = try TraceFormat.open(path: input, deviceName: deviceName)
      let filter = TraceFilter(from: from, to: to, codes: selectors)
      let (device, events) = try filter.apply(&source)
      let text: String
      switch outputFormat {
      case .evemu:
        var writer = try EvemuWriter(path: output)
        writer.writeHeader(device)
        for event in events { writer.write(event) }
        try writer.flush()
        return
      case .libinput:
        text = LibinputRecordWriter.text(device: device, events: events)
      case .csv:
        let converter = try SampleConverter(
          device: device, scale: scale,
          mount: try mount.map { text throws(SampleConversionError) in
            try MountTransform(parsing: text)
          } ?? .identity)
        text = try Self.csv(device: device, events: events, converter: converter)
      }
      var writer = try TextFileWriter(path: output)
      try writer.write(text)
    } catch let code as ExitCode {
      throw code
    } catch {
      throw IOExit.report(error)
    }
  }

  static func csv(device: DeviceDescription, events: [InputEvent], converter: SampleConverter)
    throws -> String
  {
    var assembler = FrameAssembler(initial: AxisState(device))
    var clock = FrameClock()
    var text = "t,x,y,z\n"
    for event in events {
      guard let frame = assembler.feed(event) else { continue }
      let sample = converter.sample(frame.axes, time: clock.time(of: frame))
      text += "\(format(sample.time)),\(format(sample.x)),\(format(sample.y)),\(format(sample.z))\n"
    }
    return text
  }

  static func format(_ value: Double) -> String {
    String(format: "%.6f", value)
  }
}

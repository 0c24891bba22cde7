import OrientationDetection
import OrientationFormats

/// A hinge reading read from a trace (SPEC §7.1): a CSV hinge column's angle, or an evdev
/// `SW_LID` event as `HingeReading.lidSwitch(value:)` reads it.
public struct TraceHinge: Hashable, Sendable {
  /// Seconds on the trace's clock.
  public var time: Double
  /// What the source reported.
  public var reading: HingeReading

  /// A reading at `time`.
  public init(time: Double, reading: HingeReading) {
    self.time = time
    self.reading = reading
  }

  /// `seconds` rounded to whole microseconds as an event time is, so that a hinge angle and
  /// an accelerometer sample of one CSV line keep the same time.
  static func eventTime(_ seconds: Double) -> Double {
    EventTime(microseconds: Int64((seconds * 1_000_000).rounded())).seconds
  }
}

/// One input of a trace, in trace order: an accelerometer sample or a hinge reading. A hinge
/// reading of the same time as a sample comes first (SPEC §6.1).
public enum TraceInput: Hashable, Sendable {
  /// An accelerometer sample, g in the internal frame.
  case sample(AccelSample)
  /// A hinge reading.
  case hinge(TraceHinge)
}

extension TraceSampleReader where Source: ~Copyable {
  /// The next input: each hinge reading the source has read by now (CSV), a lid switch's
  /// frame as a hinge reading, then the sample it preceded. Times are the samples' clock.
  public mutating func nextInput() throws(TraceError) -> TraceInput? {
    if pendingSample == nil {
      while let frame = try nextFrame() {
        let time = clock.time(of: frame)
        if let lid = frame.lidSwitch {
          let hinge = TraceHinge(time: time, reading: .lidSwitch(value: lid))
          if !frame.hasAxisEvents { return .hinge(hinge) }
          pendingSample = converter.sample(frame.axes, time: time)
          return .hinge(hinge)
        }
        pendingSample = converter.sample(frame.axes, time: time)
        break
      }
    }
    if var hinge = source.takeHinge() {
      hinge.time = rebased(hinge.time)
      return .hinge(hinge)
    }
    guard let sample = pendingSample else { return nil }
    pendingSample = nil
    return .sample(sample)
  }

  /// `seconds` (a time on the file's clock) on the samples' clock: less the clock's origin,
  /// which a wall-clock trace's first frame sets (``FrameClock``).
  public func rebased(_ seconds: Double) -> Double {
    if let origin = clock.origin { return seconds - origin }
    return seconds >= FrameClock.wallClockThreshold ? 0 : seconds
  }
}

extension TraceFormat {
  /// Calls `body` with each input of `source` — accelerometer samples and hinge readings in
  /// trace order (``TraceSampleReader/nextInput()``) — and the share read so far, until the
  /// trace ends or `body` returns false. `origin` gets the samples' clock origin (a
  /// wall-clock trace's first time, else 0) once the first frame is timed.
  public static func forEachInput(
    of source: consuming TraceSource, converter: SampleConverter,
    _ body: (_ input: TraceInput, _ origin: Double, _ progress: Double?) throws -> Bool
  ) throws {
    func loop(_ source: consuming some TraceEventSource & ~Copyable) throws {
      var reader = TraceSampleReader(source: source, converter: converter)
      while let input = try reader.nextInput() {
        guard try body(input, reader.clock.origin ?? 0, reader.progress) else { return }
      }
    }
    switch consume source {
    case .evemu(let evemu): try loop(evemu)
    case .csv(let csv): try loop(csv)
    case .libinput(let libinput): try loop(libinput)
    }
  }
}

/// Reads the hinge readings of a trace given with `--hinge` (SPEC §8.4): a CSV's hinge column
/// (`t,x,y,z,hinge`, or a `t,hinge` trace), or an evemu or libinput record file's `SW_LID`
/// events. Times are the file's own (whole microseconds), not rebased: the caller puts them on
/// the accelerometer trace's clock. Streams, in the memory of one line or frame.
public final class HingeTraceReader {
  enum Reader: ~Copyable {
    case csv(CSVSampleReader)
    case events(TraceSource, FrameAssembler)
  }
  var reader: Reader?
  /// How errors name the file.
  public let file: String
  /// Readings returned so far.
  public private(set) var count = 0

  /// Opens `path` (`name` names it in errors); `deviceName` picks a device of a libinput
  /// recording.
  public init(path: String, name: String? = nil, deviceName: String? = nil) throws {
    let file = name ?? (path == "-" ? "(standard input)" : path)
    self.file = file
    // Opened once, the format told from a prefix the reader keeps, so that standard input and
    // pipes are read from their start.
    var lines: ByteLineReader
    do { lines = try ByteLineReader(path: path) } catch {
      throw InputError(file: file, errno: error.errno, reading: true)
    }
    let format = try TraceFormat.resolve(&lines, file: file, format: nil)
    if format == .csv {
      reader = .csv(CSVSampleReader(lines: lines, file: file))
    } else {
      let source = try TraceFormat.open(
        lines: lines, file: file, format: format, deviceName: deviceName)
      let assembler = FrameAssembler(initial: AxisState(source.device))
      reader = .events(source, assembler)
    }
  }

  /// The next hinge reading, or nil at the end; throws on a bad line.
  public func next() throws(TraceError) -> TraceHinge? {
    guard let taken = reader.take() else { return nil }
    switch consume taken {
    case .csv(var csv):
      do {
        while let row = try csv.nextRow() {
          guard let angle = row.hinge else { continue }
          count += 1
          reader = .csv(csv)
          return TraceHinge(time: TraceHinge.eventTime(row.time), reading: .degrees(angle))
        }
      } catch {
        reader = .csv(csv)
        throw error
      }
      reader = .csv(csv)
      return nil
    case .events(var source, var assembler):
      do {
        while let event = try source.next() {
          guard let frame = assembler.feed(event), let lid = frame.lidSwitch else { continue }
          count += 1
          reader = .events(source, assembler)
          return TraceHinge(time: frame.time.seconds, reading: .lidSwitch(value: lid))
        }
      } catch {
        reader = .events(source, assembler)
        throw error
      }
      reader = .events(source, assembler)
      return nil
    }
  }
}

extension TraceInput {
  /// The input's time on the trace's clock.
  public var time: Double {
    switch self {
    case .sample(let sample): sample.time
    case .hinge(let hinge): hinge.time
    }
  }
}

/// Reads a trace's inputs one at a time — accelerometer samples and hinge readings in trace
/// order, as `replay` takes them — for a Swift test that drives the engine step by step
/// (through `Session.feed(_:)`, or a UIKit-face harness's `perform(at:)`
/// per input, so that app code's main-queue work runs at each input's time):
///
/// ```swift
/// let trace = try TraceInputReader(path: "Configs/traces/iphone-duo-fold.csv")
/// var session = Session(simulator: try app.launch(root), pipeline: DetectionPipeline())
/// while let input = try trace.next() {
///   try app.perform(at: input.time) { try session.feed(input) }
/// }
/// ```
///
/// Raw units become g as `replay` makes them (each axis's resolution, else `scale`, else the
/// driver scale table), in the device frame of the driver-frame table (or `mount`).
public final class TraceInputReader {
  var reader: TraceSampleReader<TraceSource>?
  /// How errors name the file.
  public let file: String

  /// Opens `path` (any format, detected from content; `name` names it in errors).
  public init(
    path: String, name: String? = nil, scale: Double? = nil, mount: MountMatrix? = nil,
    deviceName: String? = nil
  ) throws {
    let file = name ?? (path == "-" ? "(standard input)" : path)
    self.file = file
    let source = try TraceFormat.open(path: path, name: file, deviceName: deviceName)
    let frame = DeviceFrame.resolve(bus: .input, name: source.device.name, override: mount)
    let converter = try SampleConverter(
      device: source.device, scale: scale, mount: frame.matrix, file: file)
    reader = TraceSampleReader(source: source, converter: converter)
  }

  /// The next input, or nil at the end; throws on a bad line.
  public func next() throws(TraceError) -> TraceInput? {
    guard var taken = reader.take() else { return nil }
    do {
      let input = try taken.nextInput()
      reader = consume taken
      return input
    } catch {
      reader = consume taken
      throw error
    }
  }
}

extension Session {
  /// Feeds one input of a trace: a sample as ``feed(_:at:)``, a hinge reading as
  /// ``feed(hinge:at:)`` at its time.
  public mutating func feed(_ input: TraceInput) throws {
    switch input {
    case .sample(let sample): try feed(sample)
    case .hinge(let hinge): try feed(hinge: hinge.reading, at: hinge.time)
    }
  }
}

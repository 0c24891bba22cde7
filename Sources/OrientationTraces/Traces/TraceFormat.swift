import OrientationCore
import OrientationDetection
import OrientationFormats

/// The trace formats orientsim reads and writes, detected from content (SPEC §7).
public enum TraceFormat: String, Sendable, CaseIterable, CustomStringConvertible {
  /// `evemu-record` output.
  case evemu
  /// `libinput record` YAML.
  case libinput
  /// `t,x,y,z` in seconds and g.
  case csv

  /// The format's name as the CLI spells it.
  public var description: String { rawValue }

  /// The format of a text from its first lines; the one place formats are told apart.
  ///
  /// evemu: a `# EVEMU` line or a first non-comment line `N:`/`I:`/`E:`; libinput record: a
  /// `# libinput record` line or a YAML key (`version:`, `ndevices:`, `devices:`) or `---`;
  /// CSV: a first non-comment line with commas. Empty and binary files are errors at line 1.
  public static func detect(_ prefix: UnsafeBufferPointer<UInt8>, file: String) throws(TraceError)
    -> TraceFormat
  {
    if let error = binaryError(in: prefix[...], file: file) { throw error }
    var lineNumber = 0
    var sawLine = false
    for rawLine in prefix.split(separator: 10, omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = String(decoding: rawLine, as: UTF8.self)
      let trimmed = line.drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" })
      if trimmed.isEmpty { continue }
      sawLine = true
      if trimmed.hasPrefix("# EVEMU") { return .evemu }
      if trimmed.hasPrefix("# libinput record") { return .libinput }
      if trimmed.hasPrefix("#") { continue }
      for tag in ["N:", "I:", "E:", "P:", "B:", "A:"] where trimmed.hasPrefix(tag) { return .evemu }
      for key in ["version:", "ndevices:", "devices:", "libinput:", "---"]
      where trimmed.hasPrefix(key) {
        return .libinput
      }
      if trimmed.contains(",") { return .csv }
      throw TraceError(
        file: file, line: lineNumber, column: 1,
        message:
          "unrecognised trace format; expected an evemu recording, a libinput record YAML or"
          + " CSV 't,x,y,z'")
    }
    if !sawLine {
      throw TraceError(
        file: file, line: 1, column: 1,
        message: "empty file: expected an evemu recording, a libinput record YAML or CSV 't,x,y,z'")
    }
    throw TraceError(
      file: file, line: lineNumber, column: 1,
      message: "only comments: expected an evemu recording, a libinput record YAML or CSV 't,x,y,z'"
    )
  }

  /// Whether `byte` marks binary data in a text trace: NUL, a control byte other than tab (and
  /// CR where a line may still hold one), or DEL. The one test every text reader uses.
  @inline(__always)
  static func isBinary(_ byte: UInt8, allowingCR: Bool) -> Bool {
    byte < 32 && byte != 9 && !(allowingCR && byte == 13) || byte == 0x7f
  }

  /// The message for a binary byte.
  static func binaryMessage(_ byte: UInt8) -> String {
    "binary data (byte 0x\(hex(byte, 2))); expected a text trace"
  }

  /// An error naming the first NUL or control byte (other than tab, CR, LF), if any.
  static func binaryError(in bytes: Slice<UnsafeBufferPointer<UInt8>>, file: String) -> TraceError?
  {
    binaryError(bytes.lazy.map { $0 }, file: file)
  }

  static func binaryError(in bytes: ArraySlice<UInt8>, file: String) -> TraceError? {
    binaryError(bytes.lazy.map { $0 }, file: file)
  }

  static func binaryError<C: Sequence<UInt8>>(_ bytes: C, file: String) -> TraceError? {
    var line = 1
    var column = 1
    for byte in bytes {
      if byte == 10 {
        line += 1
        column = 1
        continue
      }
      if isBinary(byte, allowingCR: true) {
        return TraceError(
          file: file, line: line, column: column,
          message: binaryMessage(byte))
      }
      column += 1
    }
    return nil
  }

  /// Detects the format of the file at `path` from its first 4 KiB.
  public static func detect(path: String, name: String? = nil) throws(InputError) -> TraceFormat {
    var reader: ByteLineReader
    do { reader = try ByteLineReader(path: path, chunkSize: 4096) } catch {
      throw InputError(file: name ?? path, errno: error.errno, reading: true)
    }
    let prefix: UnsafeBufferPointer<UInt8>
    do { prefix = try reader.peek(4096) } catch {
      throw InputError(file: name ?? path, errno: error.errno, reading: true)
    }
    // `prefix` points into the reader's buffer: keep the reader until it is read.
    return try withExtendedLifetime(reader) { () throws(TraceError) in
      try detect(prefix, file: name ?? path)
    }
  }

  /// Opens any trace as a stream of evdev events: evemu streams; libinput record picks a device
  /// (`deviceName`, else the accelerometer); CSV samples become accelerometer frames.
  ///
  /// The file is opened once: the format is detected from a buffered prefix of that one
  /// stream, which the reader then goes on reading, so `-` (standard input), `/dev/stdin`,
  /// pipes, FIFOs and `<(…)` read the same as files.
  public static func open(
    path: String, name: String? = nil, format: TraceFormat? = nil, deviceName: String? = nil
  ) throws(InputError) -> TraceSource {
    let file = name ?? (path == "-" ? "(standard input)" : path)
    let lines: ByteLineReader
    do { lines = try ByteLineReader(path: path) } catch {
      throw InputError(file: file, errno: error.errno, reading: true)
    }
    return try open(lines: lines, file: file, format: format, deviceName: deviceName)
  }

  /// Opens the trace `lines` reads (detecting its format from a buffered prefix unless
  /// `format` is given), as ``open(path:name:format:deviceName:)`` does; `file` names it.
  static func open(
    lines: consuming ByteLineReader, file: String, format: TraceFormat? = nil,
    deviceName: String? = nil
  ) throws(InputError) -> TraceSource {
    let resolved = try resolve(&lines, file: file, format: format)
    switch resolved {
    case .evemu: return .evemu(try EvemuReader(lines: lines, file: file))
    case .libinput:
      return .libinput(try LibinputRecordReader(lines: lines, file: file, deviceName: deviceName))
    case .csv: return .csv(try CSVEventSource(reader: CSVSampleReader(lines: lines, file: file)))
    }
  }

  /// `format`, or the format of the text `lines` will read, from a buffered prefix that the
  /// reader keeps (nothing is consumed: standard input and pipes read on from the start).
  static func resolve(_ lines: inout ByteLineReader, file: String, format: TraceFormat?)
    throws(InputError) -> TraceFormat
  {
    let resolved: TraceFormat
    if let format {
      resolved = format
    } else {
      let prefix: UnsafeBufferPointer<UInt8>
      do { prefix = try lines.peek(4096) } catch {
        throw InputError(file: file, errno: error.errno, reading: true)
      }
      resolved = try detect(prefix, file: file)
    }
    return resolved
  }
}

extension TraceFormat {
  /// Calls `body` with each sample of `source` and the share of the trace read so far, until
  /// the trace ends or `body` returns false.
  ///
  /// The loop runs on the concrete reader of each format, taken out of `source` once and
  /// compiled for that type in this module, so events pay no dispatch on the format.
  public static func forEachSample(
    of source: consuming TraceSource, converter: SampleConverter,
    _ body: (_ sample: AccelSample, _ progress: Double?) throws -> Bool
  ) throws {
    func loop(_ source: consuming some TraceEventSource & ~Copyable) throws {
      var reader = TraceSampleReader(source: source, converter: converter)
      while let sample = try reader.next() {
        guard try body(sample, reader.progress) else { return }
      }
    }
    switch consume source {
    case .evemu(let evemu): try loop(evemu)
    case .csv(let csv): try loop(csv)
    case .libinput(let libinput): try loop(libinput)
    }
  }
}

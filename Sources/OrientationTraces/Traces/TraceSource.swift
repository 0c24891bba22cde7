import OrientationFormats

/// A trace opened by ``TraceFormat/open(path:name:format:deviceName:)``: the reader of the
/// detected format, owned.
///
/// Noncopyable, as the readers it holds: each owns an open file and the buffer it reads into,
/// so there is one cursor per opened trace and no copy can read the same stream beside it.
/// Read it `inout` through ``TraceEventSource``, hand it to
/// ``TraceFormat/forEachSample(of:converter:_:)``, or take the reader out with `switch consume`
/// to run a loop specialised for its type.
public enum TraceSource: TraceEventSource, ~Copyable {
  /// An evemu recording.
  case evemu(EvemuReader)
  /// A `libinput record` file.
  case libinput(LibinputRecordReader)
  /// A CSV sample trace, as the events of a virtual accelerometer.
  case csv(CSVEventSource)

  /// The recorded device.
  public var device: DeviceDescription {
    switch self {
    case .evemu(let reader): reader.device
    case .libinput(let reader): reader.device
    case .csv(let reader): reader.device
    }
  }

  /// The share of the trace read so far, 0...1, when known.
  public var progress: Double? {
    switch self {
    case .evemu(let reader): reader.progress
    case .libinput(let reader): reader.progress
    case .csv(let reader): reader.progress
    }
  }

  /// Whether the trace may carry hinge readings (SPEC §7.1): a CSV with a hinge column (its
  /// header names one, or its first line has five fields), or a device with `SW_LID`.
  public var mayCarryHinge: Bool {
    switch self {
    case .csv(let reader): reader.hasHingeColumn
    case .evemu(let reader): reader.device.supports(.switchState, code: EventCode.swLid)
    case .libinput(let reader): reader.device.supports(.switchState, code: EventCode.swLid)
    }
  }

  /// The format of the trace.
  public var format: TraceFormat {
    switch self {
    case .evemu: .evemu
    case .libinput: .libinput
    case .csv: .csv
    }
  }

  /// A CSV trace's hinge angle waiting beside its events (``TraceEventSource/takeHinge()``).
  public mutating func takeHinge() -> TraceHinge? {
    switch consume self {
    case .csv(var reader):
      let hinge = reader.takeHinge()
      self = .csv(reader)
      return hinge
    case .evemu(let reader):
      self = .evemu(reader)
      return nil
    case .libinput(let reader):
      self = .libinput(reader)
      return nil
    }
  }

  /// The next event, or nil at the end; throws on a bad line.
  ///
  /// Each call moves the reader out of the case and back; a long loop is faster on the reader
  /// itself (``TraceFormat/forEachSample(of:converter:_:)`` runs one that way).
  public mutating func next() throws(TraceError) -> InputEvent? {
    switch consume self {
    case .evemu(var reader):
      do {
        let event = try reader.next()
        self = .evemu(reader)
        return event
      } catch {
        self = .evemu(reader)
        throw error
      }
    case .libinput(var reader):
      do {
        let event = try reader.next()
        self = .libinput(reader)
        return event
      } catch {
        self = .libinput(reader)
        throw error
      }
    case .csv(var reader):
      do {
        let event = try reader.next()
        self = .csv(reader)
        return event
      } catch {
        self = .csv(reader)
        throw error
      }
    }
  }
}

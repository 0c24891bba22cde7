import OrientationFormats

/// Cuts and filters an event stream for `orientsim convert` (SPEC §8.1).
///
/// The window and the code filter work on whole frames: a frame is kept when its `SYN_REPORT`
/// time lies in `[from, to)`, and `SYN_REPORT` is always kept, so every output frame stays
/// complete. Axis starting values in the output header are the state at the window's start, so
/// a cut trace seeds its axes as the original would have been at that point.
public struct TraceFilter: Sendable {
  /// Keep frames at or after this time (seconds, trace time).
  public var from: Double?
  /// Keep frames before this time.
  public var to: Double?
  /// Keep only these (type, code) pairs; nil keeps all. Parsed by `parseCodes`.
  public var codes: Set<EventSelector>?

  /// A filter.
  public init(from: Double? = nil, to: Double? = nil, codes: Set<EventSelector>? = nil) {
    self.from = from
    self.to = to
    self.codes = codes
  }

  /// A type, or a type and code, to keep.
  public struct EventSelector: Hashable, Sendable {
    /// The type.
    public var type: EventType
    /// The code, or nil for every code of the type.
    public var code: UInt16?
  }

  /// Parses `ABS_X,ABS_Y,EV_MSC,3:2` — kernel names, whole types (`EV_ABS`), or `type:code`
  /// numbers.
  public static func parseCodes(_ text: String) throws(SampleConversionError) -> Set<EventSelector>
  {
    var result = Set<EventSelector>()
    for item in text.split(separator: ",") {
      let name = item.trimmingSpaces
      if let colon = name.firstIndex(of: ":"),
        let type = UInt16(name[..<colon]), let code = UInt16(name[name.index(after: colon)...]),
        type <= EventType.maximum.rawValue
      {
        result.insert(EventSelector(type: EventType(rawValue: type), code: code))
        continue
      }
      if name.hasPrefix("EV_"),
        let type = (0...EventType.maximum.rawValue).first(where: {
          EventType(rawValue: $0).name == name
        })
      {
        result.insert(EventSelector(type: EventType(rawValue: type), code: nil))
        continue
      }
      var found = false
      for type in EventType.bitmapTypes {
        if let code = EventCode.code(type: type, named: String(name)) {
          result.insert(EventSelector(type: type, code: code))
          found = true
          break
        }
      }
      if !found {
        throw SampleConversionError(
          "unknown event code '\(name)'; use kernel names (ABS_X, MSC_TIMESTAMP), types (EV_ABS) or type:code numbers"
        )
      }
    }
    return result
  }

  func keeps(_ event: InputEvent) -> Bool {
    guard let codes else { return true }
    if event.isSynReport { return true }
    return codes.contains(EventSelector(type: event.type, code: event.code))
      || codes.contains(EventSelector(type: event.type, code: nil))
  }

  /// Reads all of `source` through the filter: the header to write, and the kept events.
  public func apply(_ source: inout some TraceEventSource & ~Copyable) throws(TraceError) -> (
    device: DeviceDescription, events: [InputEvent]
  ) {
    var events: [InputEvent] = []
    let device = try stream(&source) { events.append(contentsOf: $0) }
    return (device, events)
  }

  /// Streams `source` through the filter, handing each kept frame's events (ending with
  /// `SYN_REPORT`) to `frame`; returns the header to write, with the axis values at the
  /// window's start. `header` is called once, before the first frame (or at the end when no
  /// frame is kept), so a writer can stream without holding the trace.
  @discardableResult
  ///
  /// A CSV trace's hinge angles (``TraceEventSource/takeHinge()``, SPEC §7.1) go to `hinge`
  /// inside the same window, after the header and before the frame they precede; a frame of
  /// a lid switch (`SW_LID`) is a frame like any other.
  public func stream(
    _ source: inout some TraceEventSource & ~Copyable,
    header: (DeviceDescription) throws(TraceError) -> Void = { _ in },
    hinge: (TraceHinge) throws(TraceError) -> Void = { _ in },
    frame: ([InputEvent]) throws(TraceError) -> Void
  ) throws(TraceError) -> DeviceDescription {
    var device = filteredDescription(source.device)
    var assembler = FrameAssembler(initial: AxisState(source.device), keepsEvents: true)
    var seeded = false
    /// Hands on the hinge angles read so far that lie in the window.
    func hinges() throws(TraceError) {
      while let reading = source.takeHinge() {
        if let from, reading.time < from { continue }
        if let to, reading.time >= to { continue }
        try hinge(reading)
      }
    }
    while let event = try source.next() {
      let before = assembler.state
      guard let assembled = assembler.feed(event) else { continue }
      let time = assembled.time.seconds
      if let from, time < from { continue }
      if let to, time >= to { break }
      if !seeded {
        seeded = true
        for code in device.axes.keys where AxisState.tracks(code) {
          device.axes[code]?.value = before[code]
        }
        try header(device)
      }
      try hinges()
      if codes == nil {
        try frame(assembled.events)
      } else {
        let kept = assembled.events.filter(keeps)
        if kept.count > 1 { try frame(kept) }
      }
      device.axes = device.axes.filter {
        device.codes[.absolute]?.contains($0.key.rawValue) ?? false
      }
    }
    if seeded { try hinges() } else { try header(device) }
    return device
  }

  /// The device description with the codes the filter drops removed.
  func filteredDescription(_ original: DeviceDescription) -> DeviceDescription {
    var device = original
    guard let codes else { return device }
    for type in Array(device.codes.keys) where type != .synchronization {
      device.codes[type] = device.codes[type]?.filter {
        codes.contains(EventSelector(type: type, code: $0))
          || codes.contains(EventSelector(type: type, code: nil))
      }
      if device.codes[type]?.isEmpty ?? true { device.codes[type] = nil }
    }
    device.axes = device.axes.filter { device.codes[.absolute]?.contains($0.key.rawValue) ?? false }
    return device
  }
}

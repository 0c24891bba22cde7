/// A point in event time, in whole microseconds: what `struct input_event` carries, exactly.
///
/// Microseconds rather than a `Double` so that a trace read and written again is byte-identical.
public struct EventTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Microseconds since the trace's or the clock's origin.
  public var microseconds: Int64
  /// A time from microseconds.
  public init(microseconds: Int64) { self.microseconds = microseconds }
  /// A time from the kernel's seconds and microseconds fields.
  public init(seconds: Int64, microseconds: Int64) {
    self.microseconds = seconds &* 1_000_000 &+ microseconds
  }
  /// The origin.
  public static let zero = EventTime(microseconds: 0)
  /// Whole seconds (the `sec` field).
  public var wholeSeconds: Int64 { microseconds.floorDiv(1_000_000) }
  /// The microsecond remainder (the `usec` field), 0 ..< 1 000 000.
  public var microsecondPart: Int64 { microseconds - wholeSeconds * 1_000_000 }
  /// Seconds as a floating-point value.
  public var seconds: Double { Double(microseconds) / 1_000_000 }
  /// `sec.usec`, as evemu writes it.
  public var description: String {
    let usec = String(microsecondPart)
    return "\(wholeSeconds)." + String(repeating: "0", count: 6 - usec.count) + usec
  }
  /// Orders by time.
  public static func < (lhs: EventTime, rhs: EventTime) -> Bool {
    lhs.microseconds < rhs.microseconds
  }
}

extension Int64 {
  fileprivate func floorDiv(_ d: Int64) -> Int64 {
    let q = self / d
    return (self % d != 0 && (self < 0) != (d < 0)) ? q - 1 : q
  }
}

/// One evdev event (`struct input_event`): time, type, code, value.
public struct InputEvent: Hashable, Sendable, CustomStringConvertible {
  /// When the kernel stamped the event (or its offset in a trace).
  public var time: EventTime
  /// The event type (`EV_*`).
  public var type: EventType
  /// The code within the type (`ABS_X`, `SYN_REPORT`, …).
  public var code: UInt16
  /// The value: an axis position, a key state, a timestamp.
  public var value: Int32

  /// An event.
  public init(time: EventTime, type: EventType, code: UInt16, value: Int32) {
    self.time = time
    self.type = type
    self.code = code
    self.value = value
  }

  /// Whether this is `SYN_REPORT`, the end of a frame.
  public var isSynReport: Bool { type == .synchronization && code == EventCode.synReport }
  /// Whether this is `SYN_DROPPED`, the kernel's overflow marker.
  public var isSynDropped: Bool { type == .synchronization && code == EventCode.synDropped }

  /// `time EV_ABS ABS_X value`, for diagnostics.
  public var description: String {
    "\(time) \(type.name) \(EventCode.name(type: type, code: code)) \(value)"
  }
}

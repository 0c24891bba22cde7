// Apple's signposts on Linux: `os_signpost` and `OSSignposter` (iOS 15), a compile surface.
// There is no unified log or Instruments here, so intervals and events are marked nowhere;
// the code they wrap still runs.

/// `OSSignpostType`: what a signpost marks.
public struct OSSignpostType: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let event = OSSignpostType(rawValue: 0)
  public static let begin = OSSignpostType(rawValue: 1)
  public static let end = OSSignpostType(rawValue: 2)
}

/// `OSSignpostID`: the identifier matching an interval's begin and end.
public struct OSSignpostID: Hashable, Comparable, Sendable {
  public let rawValue: UInt64
  public init(_ value: UInt64) { rawValue = value }
  /// A fresh identifier, unique within this process.
  public init(log: OSLog) { rawValue = OSSignpostID.next() }
  /// The identifier of an object: the same for the same object while it lives.
  public init(log: OSLog, object: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object)))
  }
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  public static let invalid = OSSignpostID(~0)
  public static let null = OSSignpostID(0)
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  private static let counter = OSAllocatedUnfairLock(initialState: UInt64(0))
  private static func next() -> UInt64 {
    counter.withLock { count in
      count += 1
      return count
    }
  }
}

/// `os_signpost(_:dso:log:name:signpostID:)`: marks nothing.
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive
) {}

/// `os_signpost(_:dso:log:name:signpostID:_:_:)`: marks nothing; the arguments are not formatted.
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...
) {}

/// `OSSignpostIntervalState`: what `beginInterval` returns for `endInterval`.
public struct OSSignpostIntervalState: Sendable {
  /// The interval's identifier.
  public let signpostID: OSSignpostID
}

/// `OSSignposter` (iOS 15): marks intervals and events nowhere; `withIntervalSignpost` runs its
/// task and returns what it returns.
public struct OSSignposter: Sendable {
  /// The log the signposts would go to.
  public let log: OSLog
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }
  public init(subsystem: String, category: OSLog.Category) {
    log = OSLog(subsystem: subsystem, category: category)
  }
  public init(logger: Logger) { log = logger.log }
  public init(logHandle: OSLog) { log = logHandle }
  public init() { log = .default }
  /// A signposter that marks nothing (as every one here).
  public static let disabled = OSSignposter(logHandle: .disabled)
  /// Always false: nothing is marked here.
  public var isEnabled: Bool { false }

  public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
  public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
    OSSignpostID(log: log, object: object)
  }

  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive)
    -> OSSignpostIntervalState
  { OSSignpostIntervalState(signpostID: id) }
  public func beginInterval(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage
  ) -> OSSignpostIntervalState { OSSignpostIntervalState(signpostID: id) }
  public func beginAnimationInterval(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = ""
  ) -> OSSignpostIntervalState { OSSignpostIntervalState(signpostID: id) }
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
  public func endInterval(
    _ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage
  ) {}
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
  public func emitEvent(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage
  ) {}

  /// Runs `task` and returns its result; the interval around it is marked nowhere.
  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
  ) rethrows -> T { try task() }
  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
    around task: () throws -> T
  ) rethrows -> T { try task() }
}

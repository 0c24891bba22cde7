/// The committed values of the six axes an accelerometer node can use (ABS_X … ABS_RZ).
///
/// Fixed fields rather than a dictionary: a frame is assembled per sensor report, hundreds of
/// times a second, and should not allocate.
public struct AxisState: Hashable, Sendable {
  /// ABS_X, ABS_Y, ABS_Z, ABS_RX, ABS_RY, ABS_RZ in order.
  var storage: (Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0)

  /// All axes at zero.
  public init() {}

  /// Seeds each axis from the device's current values (SPEC §7: start from the device's
  /// current values, since a frame may carry only the axis that changed).
  public init(_ device: DeviceDescription) {
    for info in device.axes.values where info.code.rawValue <= 5 { self[info.code] = info.value }
  }

  /// Whether the code fits in the state (ABS_X … ABS_RZ).
  public static func tracks(_ code: AxisCode) -> Bool { code.rawValue <= 5 }

  /// The value of an axis; axes beyond ABS_RZ read 0 and ignore writes.
  public subscript(code: AxisCode) -> Int32 {
    get {
      switch code.rawValue {
      case 0: storage.0
      case 1: storage.1
      case 2: storage.2
      case 3: storage.3
      case 4: storage.4
      case 5: storage.5
      default: 0
      }
    }
    set {
      switch code.rawValue {
      case 0: storage.0 = newValue
      case 1: storage.1 = newValue
      case 2: storage.2 = newValue
      case 3: storage.3 = newValue
      case 4: storage.4 = newValue
      case 5: storage.5 = newValue
      default: break
      }
    }
  }

  /// Equal when all six values are.
  public static func == (lhs: AxisState, rhs: AxisState) -> Bool {
    lhs.storage == rhs.storage
  }
  /// Hashes the six values.
  public func hash(into hasher: inout Hasher) {
    for code in 0...5 { hasher.combine(self[AxisCode(rawValue: UInt16(code))]) }
  }
}

/// One complete sensor report: the events up to and including `SYN_REPORT`, and the axis state
/// after applying them.
public struct InputFrame: Hashable, Sendable {
  /// The `SYN_REPORT` event's time.
  public var time: EventTime
  /// Axis values after this frame (unchanged axes keep their previous values).
  public var axes: AxisState
  /// The frame's `MSC_TIMESTAMP` value, when the device sends one.
  public var mscTimestamp: UInt32?
  /// True for a frame synthesized by a resync after `SYN_DROPPED`.
  public var resynced: Bool
  /// The frame's `EV_SW SW_LID` value, when it carries one (a lid switch: 1 shut, 0 open;
  /// SPEC §6.1 source 3).
  public var lidSwitch: Int32?
  /// Whether the frame carried an `EV_ABS` event (false for a lid switch's own frames).
  public var hasAxisEvents: Bool
  /// The frame's events ending with `SYN_REPORT`, when the assembler keeps them (recording,
  /// conversion); empty otherwise.
  public var events: [InputEvent]

  /// A frame.
  public init(
    time: EventTime, axes: AxisState, mscTimestamp: UInt32? = nil, resynced: Bool = false,
    events: [InputEvent] = [], lidSwitch: Int32? = nil, hasAxisEvents: Bool = true
  ) {
    self.time = time
    self.axes = axes
    self.mscTimestamp = mscTimestamp
    self.resynced = resynced
    self.events = events
    self.lidSwitch = lidSwitch
    self.hasAxisEvents = hasAxisEvents
  }

  /// Whether the frame is only a lid switch's: it carries `SW_LID` and no axis, so it is a
  /// hinge reading and no accelerometer sample.
  public var isLidOnly: Bool { lidSwitch != nil && !hasAxisEvents }
}

/// Turns a stream of evdev events into frames (research §1.5–1.6).
///
/// Axis values are held until `SYN_REPORT` and only then committed; a `SYN_DROPPED` discards the
/// frame in progress and, as the kernel documents, everything up to and including the next
/// `SYN_REPORT` (libevdev does not: it hands out the partial frame, research §1.6).
public struct FrameAssembler: Sendable {
  /// Committed axis values.
  public private(set) var state: AxisState
  /// How many `SYN_DROPPED` markers were seen.
  public private(set) var droppedCount = 0
  /// Whether frames carry their events.
  public let keepsEvents: Bool
  var pending: AxisState
  var pendingMsc: UInt32?
  var pendingLid: Int32?
  var pendingHasAxes = false
  var pendingEvents: [InputEvent] = []
  var skippingAfterDrop = false
  var resyncing = false

  /// An assembler whose axes start at `initial` (the device's current values).
  public init(initial: AxisState = AxisState(), keepsEvents: Bool = false) {
    state = initial
    pending = initial
    self.keepsEvents = keepsEvents
  }

  /// Feeds one event; returns the frame it completes, if any.
  @inline(__always)
  public mutating func feed(_ event: InputEvent) -> InputFrame? {
    if event.type == .synchronization {
      switch event.code {
      case EventCode.synReport:
        if skippingAfterDrop {
          skippingAfterDrop = false
          discardPartialFrame()
          return nil
        }
        if keepsEvents { pendingEvents.append(event) }
        state = pending
        let frame = InputFrame(
          time: event.time, axes: state, mscTimestamp: pendingMsc, resynced: resyncing,
          events: pendingEvents, lidSwitch: pendingLid,
          hasAxisEvents: pendingHasAxes || pendingLid == nil)
        pendingMsc = nil
        pendingLid = nil
        pendingHasAxes = false
        resyncing = false
        if keepsEvents { pendingEvents.removeAll(keepingCapacity: true) }
        return frame
      case EventCode.synDropped:
        droppedCount += 1
        discardPartialFrame()
        skippingAfterDrop = true
        return nil
      default:
        break
      }
    }
    if skippingAfterDrop { return nil }
    if event.type == .absolute {
      pending[AxisCode(rawValue: event.code)] = event.value
      pendingHasAxes = true
    } else if event.type == .miscellaneous && event.code == EventCode.mscTimestamp {
      pendingMsc = UInt32(bitPattern: event.value)
    } else if event.type == .switchState && event.code == EventCode.swLid {
      pendingLid = event.value
    }
    if keepsEvents { pendingEvents.append(event) }
    return nil
  }

  /// Forgets the frame in progress (values, timestamp and events) without counting a drop.
  public mutating func discardPartialFrame() {
    pending = state
    pendingMsc = nil
    pendingLid = nil
    pendingHasAxes = false
    if keepsEvents { pendingEvents.removeAll(keepingCapacity: true) }
  }

  /// Starts a libevdev resync after `SYN_DROPPED`: counts the drop and discards the partial
  /// frame; the synthesized events that follow form a frame marked `resynced`.
  ///
  /// libevdev itself discards the real events up to the next `SYN_REPORT`, so the assembler
  /// does not skip anything here.
  public mutating func beginResync() {
    droppedCount += 1
    discardPartialFrame()
    skippingAfterDrop = false
    resyncing = true
  }
}

/// Assigns each frame a time in seconds: steps between frames come from the device's
/// `MSC_TIMESTAMP` when there is one, otherwise from the event times.
///
/// `MSC_TIMESTAMP` is the sensor's own microsecond clock, free of the kernel's scheduling
/// jitter; it wraps at 2³² and may reset, so only deltas are used (research §1.4): a frame's time
/// is the last sensor-timed frame's time plus the sensor's delta since it. A frame that cannot
/// use the sensor clock — libevdev's resync frame after `SYN_DROPPED` (axis values only), the
/// first frame of a device, or a delta larger than `maximumMscGap` (a reset) — takes its step
/// from the event times. The timeline never jumps between the two clocks: under a flood the
/// sensor clock runs ahead of the kernel's (frames 4 ms apart arrive 0.1 ms apart), and a jump
/// back to the kernel's time at every resync sent time backwards, resetting the detector each
/// time. A device that never sends `MSC_TIMESTAMP` is timed by its event times exactly.
public struct FrameClock: Sendable {
  /// The last frame that carried an `MSC_TIMESTAMP`, and the time it was given.
  var sensorAnchor: (msc: UInt32, time: Double)?
  var previousTime: Double?
  var previousEventTime: EventTime?
  /// What is subtracted from every time: the first frame's time when that is a wall-clock
  /// (Unix-epoch) time, else 0.
  public private(set) var origin: Double?
  /// Deltas above this many seconds are treated as a reset of the device clock.
  public var maximumMscGap: Double = 10
  /// Times from this many seconds on are taken for a wall clock: a trace whose first frame
  /// is this late is rebased so that the first frame is at 0 (the detectors take times below
  /// 10^9 s).
  public static let wallClockThreshold: Double = 1e9

  /// A clock with no history.
  public init() {}

  /// The time of `frame` in seconds.
  public mutating func time(of frame: InputFrame) -> Double {
    let eventSeconds = frame.time.seconds
    var result = eventSeconds
    if let msc = frame.mscTimestamp, let sensorAnchor,
      Double(msc &- sensorAnchor.msc) / 1_000_000 <= maximumMscGap
    {
      result = sensorAnchor.time + Double(msc &- sensorAnchor.msc) / 1_000_000
    } else if sensorAnchor != nil || frame.mscTimestamp != nil, let previousTime,
      let previousEventTime
    {
      result = previousTime + max(0, eventSeconds - previousEventTime.seconds)
    }
    if let previousTime { result = max(result, previousTime) }
    if let msc = frame.mscTimestamp { sensorAnchor = (msc, result) }
    previousTime = result
    previousEventTime = frame.time
    if origin == nil { origin = result >= Self.wallClockThreshold ? result : 0 }
    return result - (origin ?? 0)
  }
}

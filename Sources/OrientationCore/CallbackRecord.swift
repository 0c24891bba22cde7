/// What kind of thing a ``CallbackRecord`` reports (SPEC §8.2).
public enum RecordKind: String, Sendable, Hashable, CaseIterable {
  /// A UIKit callback delivered to a view controller (or to its view).
  case callback
  /// A question UIKit asked the app: `shouldAutorotate`, `supportedInterfaceOrientations`, …
  case query
  /// A detected device-orientation change (`orientationDidChange`).
  case device
  /// A detector decision, recorded with `--explain`.
  case decision
  /// A message UIKit logs instead of raising (ios13+), or a failed geometry request.
  case diagnostic
  /// Application lifecycle (`didFinishLaunching`).
  case lifecycle
}

/// A value in a record's arguments or result, in the shape renderers print.
public enum RecordValue: Hashable, Sendable {
  case bool(Bool)
  case number(Double)
  case string(String)
  case list([RecordValue])
  /// Keys in the order they are printed.
  case object([RecordField])
  case null
}

/// One named argument of a record (`to: landscapeRight`).
public struct RecordField: Hashable, Sendable {
  public var name: String
  public var value: RecordValue
  public init(_ name: String, _ value: RecordValue) {
    self.name = name
    self.value = value
  }
}

/// The transition flags of an appearance record (SPEC §5.4, §8.2): which of UIKit's
/// `isBeingPresented`, `isBeingDismissed`, `isMovingToParent` and `isMovingFromParent` are true
/// inside the call.
public struct AppearanceFlags: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let beingPresented = AppearanceFlags(rawValue: 1 << 0)
  public static let beingDismissed = AppearanceFlags(rawValue: 1 << 1)
  public static let movingToParent = AppearanceFlags(rawValue: 1 << 2)
  public static let movingFromParent = AppearanceFlags(rawValue: 1 << 3)

  /// Every flag with its name without `is`, in the order records print them.
  public static let named: [(name: String, flag: AppearanceFlags)] = [
    ("beingPresented", .beingPresented), ("beingDismissed", .beingDismissed),
    ("movingToParent", .movingToParent), ("movingFromParent", .movingFromParent),
  ]

  /// The names of the flags that are set (`movingToParent`), in ``named`` order.
  public var names: [String] { Self.named.filter { contains($0.flag) }.map(\.name) }
}

/// The state of a view controller at the moment of a call (SPEC §4.3): what tests assert to
/// tell "old bounds in willRotate" from "new bounds in willAnimateRotation".
public struct StateSnapshot: Hashable, Sendable {
  // Stored widest first: a snapshot is 21 bytes rather than 28 (see `CallbackRecord`).
  public var bounds: Size
  public var interfaceOrientation: InterfaceOrientation
  public var traits: TraitCollection
  /// The four transition flags, for appearance records (`viewWillAppear(_:)`,
  /// `viewIsAppearing(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)`,
  /// `viewDidDisappear(_:)`); `nil` for every other record (SPEC §8.2).
  public var appearance: AppearanceFlags?
  /// The display the scene is on, on a foldable device profile; `nil` on a device of one
  /// display (SPEC §8.4).
  public var display: Display?
  public init(
    interfaceOrientation: InterfaceOrientation, bounds: Size, traits: TraitCollection,
    appearance: AppearanceFlags? = nil, display: Display? = nil
  ) {
    self.interfaceOrientation = interfaceOrientation
    self.bounds = bounds
    self.traits = traits
    self.appearance = appearance
    self.display = display
  }
}

/// One entry of the ``CallbackLog``: time, sequence number, kind, view controller, call,
/// arguments, state — appended before the override runs.
public struct CallbackRecord: Hashable, Sendable {
  // The stored properties are ordered so that the small ones fill the padding of the larger:
  // 104 bytes a record instead of 120. A rotation of 100,000 visible view controllers keeps
  // 700,000 records, and first touching their memory is a large part of its cost.

  /// Seconds of virtual (replay) or monotonic (live) time.
  public var time: Double
  /// Position in the log, from 0.
  public var seq: Int
  /// The view controller's id; `nil` for device, decision and lifecycle records.
  public var vc: String?
  /// The Swift API name, e.g. `willRotate(to:duration:)` or `view.layoutSubviews()`.
  public var call: String
  /// Arguments keyed by their Swift argument labels (SPEC §8.2).
  public var args: [RecordField]
  /// The answer of a query: a list of names for masks, a bool, or a name.
  public var result: RecordValue?
  /// What sort of record this is.
  public var kind: RecordKind
  /// The view controller's state when the call was made (callbacks and queries).
  public var state: StateSnapshot?

  public init(
    time: Double, seq: Int, kind: RecordKind, vc: String?, call: String,
    args: [RecordField] = [], state: StateSnapshot? = nil, result: RecordValue? = nil
  ) {
    self.time = time
    self.seq = seq
    self.kind = kind
    self.vc = vc
    self.call = call
    self.args = args
    self.state = state
    self.result = result
  }

  /// The value of the argument named `name`, if present.
  public subscript(arg name: String) -> RecordValue? {
    args.first(where: { $0.name == name })?.value
  }
}

/// The ordered list of everything the simulator reported.
public struct CallbackLog: Sendable {
  public private(set) var records: [CallbackRecord] = []
  /// The sequence number the next record gets; keeps counting when records are not retained.
  public private(set) var nextSeq = 0
  public init() {}

  /// Makes room for `additional` more records, growing geometrically (a large rotation then
  /// costs one reallocation instead of a dozen).
  mutating func reserve(additional: Int) {
    let needed = records.count + additional
    if needed > records.capacity { records.reserveCapacity(max(needed, records.capacity * 2)) }
  }

  /// Appends a complete record (its `seq` must be ``nextSeq``) or, with `retain` false, only
  /// counts it: long live runs stream records without growing memory.
  @inline(__always)
  mutating func add(_ record: consuming CallbackRecord, retain: Bool) {
    nextSeq += 1
    if retain { records.append(record) }
  }

  /// Appends a record, assigning its sequence number.
  @discardableResult
  public mutating func append(
    time: Double, kind: RecordKind, vc: String?, call: String, args: [RecordField] = [],
    state: StateSnapshot? = nil, result: RecordValue? = nil
  ) -> CallbackRecord {
    let record = CallbackRecord(
      time: time, seq: nextSeq, kind: kind, vc: vc, call: call, args: args, state: state,
      result: result)
    nextSeq += 1
    records.append(record)
    return record
  }

  /// Removes every record (sequence numbers continue from 0 again).
  public mutating func removeAll(keepingCapacity: Bool = false) {
    records.removeAll(keepingCapacity: keepingCapacity)
    nextSeq = 0
  }
}

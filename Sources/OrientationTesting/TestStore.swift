import Testing

/// A step-by-step tester in the spirit of a test store: each step performs one input and states
/// every record it must produce, in order.
///
/// ```swift
/// let store = TestStore(simulator)
/// try store.launch([...launch records...])
/// try store.rotate(to: .landscapeLeft, at: 1, [
///   "(device) orientationDidChange {orientation: landscapeLeft}",
///   "root ? shouldAutorotate -> true",
///   ...
/// ])
/// try store.advance(to: 2, ["root viewWillTransition…"])
/// store.finish()
/// ```
///
/// Exhaustive: a step's records must match its expectation exactly (an empty expectation means
/// nothing may happen), with a diff on mismatch whose unchanged runs are folded. Records that
/// appear between steps — from app code or simulator calls made outside the store — are
/// unclaimed: they fail at the next step unless ``receive(_:sourceLocation:)`` claims them or
/// ``skipRecords()`` drops them on purpose, and they fail at ``finish(_:sourceLocation:)`` or
/// when the store goes away. A step at a time earlier than the clock fails instead of being
/// clamped. `decision` records (`--explain`) are left out unless the filter asks for them.
public final class TestStore {
  /// The simulator the steps drive.
  public let simulator: Simulator
  /// Which records the store claims.
  public let filter: RecordFilter
  private let problems: () -> [any Error]
  private let createdAt: SourceLocation
  /// Records before this sequence number are claimed (or skipped).
  private var claimedThrough = 0
  private var finished = false

  /// A store over `simulator`, claiming records that pass `filter` (default: every kind but
  /// `decision`). `problems` reports errors kept elsewhere (a UIKit harness's); each fails the
  /// step after which it is found.
  public init(
    _ simulator: Simulator,
    where filter: RecordFilter = RecordFilter(
      kinds: Set(RecordKind.allCases).subtracting([.decision])),
    problems: @escaping () -> [any Error] = { [] },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.simulator = simulator
    self.filter = filter
    self.problems = problems
    self.createdAt = sourceLocation
  }

  deinit {
    guard !finished else { return }
    let left = unclaimed()
    guard !left.isEmpty else { return }
    Issue.record(
      Comment(rawValue: Self.unclaimedMessage(left, when: "when the store ended")),
      sourceLocation: createdAt)
  }

  // MARK: Steps

  /// Launches the app (SPEC §5.5).
  public func launch(
    at time: Double = 0, _ expected: [ExpectedRecord],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try step("launch", at: time, expected, sourceLocation: sourceLocation) {
      try simulator.launch(at: time)
    }
  }

  /// The device turns at `time`.
  public func rotate(
    to orientation: DeviceOrientation, at time: Double, _ expected: [ExpectedRecord],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try step("rotate to \(orientation.name)", at: time, expected, sourceLocation: sourceLocation) {
      try simulator.deviceOrientationChanged(orientation, at: time)
    }
  }

  /// The clock moves to `time`; completions due by then run.
  public func advance(
    to time: Double, _ expected: [ExpectedRecord],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try step(
      "advance to \(RecordText.number(time)) s", at: time, expected,
      sourceLocation: sourceLocation
    ) {
      try simulator.advance(to: time)
    }
  }

  /// Presents `vc` at `time` (SPEC §3.3, §5.4).
  public func present(
    _ vc: ViewController, style: PresentationStyle? = nil, animated: Bool = true,
    from presenter: String? = nil, at time: Double, _ expected: [ExpectedRecord],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try step("present \(vc.id)", at: time, expected, sourceLocation: sourceLocation) {
      try simulator.present(vc, style: style, animated: animated, from: presenter, at: time)
    }
  }

  /// Dismisses `vc` at `time`.
  public func dismiss(
    _ vc: ViewController, animated: Bool = true, at time: Double, _ expected: [ExpectedRecord],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try step("dismiss \(vc.id)", at: time, expected, sourceLocation: sourceLocation) {
      try simulator.dismiss(vc, animated: animated, at: time)
    }
  }

  /// Pushes `vc` onto `nav` at `time`.
  public func push(
    _ vc: ViewController, onto nav: NavigationController, animated: Bool = true, at time: Double,
    _ expected: [ExpectedRecord], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try step("push \(vc.id)", at: time, expected, sourceLocation: sourceLocation) {
      try simulator.push(vc, onto: nav, animated: animated, at: time)
    }
  }

  /// Pops the top of `nav` at `time`.
  public func pop(
    _ nav: NavigationController, animated: Bool = true, at time: Double,
    _ expected: [ExpectedRecord], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try step("pop \(nav.id)", at: time, expected, sourceLocation: sourceLocation) {
      try simulator.pop(nav, animated: animated, at: time)
    }
  }

  /// Selects tab `index` of `tabs` at `time`.
  public func select(
    _ index: Int, in tabs: TabBarController, at time: Double, _ expected: [ExpectedRecord],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try step("select tab \(index)", at: time, expected, sourceLocation: sourceLocation) {
      try simulator.select(index: index, in: tabs, at: time)
    }
  }

  /// Any input: `action` runs (at `time` when given, which must not be before the clock) and
  /// the records it produces must be `expected`. App code driven through a UIKit harness goes
  /// here: `try store.step("push", at: 3, [...]) { try app.perform(at: 3) { … } }`.
  public func step(
    _ name: String, at time: Double? = nil, _ expected: [ExpectedRecord],
    sourceLocation: SourceLocation = #_sourceLocation, _ action: () throws -> Void
  ) throws {
    checkUnclaimed(before: name, sourceLocation: sourceLocation)
    if let time {
      guard time.isFinite, time >= simulator.time else {
        Issue.record(
          Comment(
            rawValue: "Step '\(name)' is at \(RecordText.number(time)) s, before the clock "
              + "(\(RecordText.number(simulator.time)) s): time cannot go backwards. To fix: "
              + "give the steps increasing times."), sourceLocation: sourceLocation)
        return
      }
    }
    try action()
    claim(name, expected, sourceLocation: sourceLocation)
  }

  /// Claims records that are already in the log (produced outside a step), in order.
  public func receive(
    _ expected: [ExpectedRecord], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    claim("receive", expected, sourceLocation: sourceLocation)
  }

  /// Drops every unclaimed record on purpose.
  public func skipRecords() {
    claimedThrough = simulator.log.nextSeq
  }

  /// Runs every pending completion; their records must be `expected`. Then nothing may be left
  /// unclaimed.
  public func finish(
    _ expected: [ExpectedRecord] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkUnclaimed(before: "finish", sourceLocation: sourceLocation)
    do {
      try simulator.finish()
    } catch {
      Issue.record(error, sourceLocation: sourceLocation)
    }
    claim("finish", expected, sourceLocation: sourceLocation)
    finished = true
  }

  // MARK: Claiming

  private func unclaimed() -> [CallbackRecord] {
    simulator.log.records.filter { $0.seq >= claimedThrough && filter.includes($0) }
  }

  private func claim(
    _ name: String, _ expected: [ExpectedRecord], sourceLocation: SourceLocation
  ) {
    let records = unclaimed()
    claimedThrough = simulator.log.nextSeq
    for problem in problems() {
      Issue.record(
        Comment(rawValue: "Step '\(name)': a UIKit call failed: \(problem)"),
        sourceLocation: sourceLocation)
    }
    guard let diff = recordDiff(records, expected) else { return }
    Issue.record(
      Comment(
        rawValue: """
          Step '\(name)': records differ from the expectation (- expected, + actual):
          \(diff)

          To fix: if the new sequence is right, replace the expectation with the + lines; \
          otherwise the change in the engine or the app code is the bug.
          """), sourceLocation: sourceLocation)
  }

  private func checkUnclaimed(before name: String, sourceLocation: SourceLocation) {
    let left = unclaimed()
    claimedThrough = simulator.log.nextSeq
    guard !left.isEmpty else { return }
    Issue.record(
      Comment(rawValue: Self.unclaimedMessage(left, when: "before step '\(name)'")),
      sourceLocation: sourceLocation)
  }

  private static func unclaimedMessage(_ records: [CallbackRecord], when: String) -> String {
    """
    \(records.count) unclaimed record\(records.count == 1 ? "" : "s") \(when):
    \(records.map { "+ " + ExpectedRecord.form($0, .arguments) }.joined(separator: "\n"))

    To fix: claim them with receive([...]) (or make the step that produced them a store step), \
    or drop them on purpose with skipRecords().
    """
  }
}

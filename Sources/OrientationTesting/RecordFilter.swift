/// Which records an expectation claims. The default claims every record: a filter is always an
/// explicit choice in the test, never a silent default.
public struct RecordFilter: Sendable, Hashable {
  /// Only records of these view controllers (by id); `nil` for all.
  public var viewControllers: Set<String>?
  /// Only records of these kinds; `nil` for all.
  public var kinds: Set<RecordKind>?
  /// Only records at or after this time.
  public var from: Double?
  /// Only records at or before this time.
  public var to: Double?
  /// Records with these call names are left out (e.g. `view.layoutSubviews()` when a test is
  /// about rotation callbacks only).
  public var excludedCalls: Set<String> = []

  /// A filter; every `nil` criterion lets all records through.
  public init(
    viewControllers: Set<String>? = nil, kinds: Set<RecordKind>? = nil, from: Double? = nil,
    to: Double? = nil
  ) {
    self.viewControllers = viewControllers
    self.kinds = kinds
    self.from = from
    self.to = to
  }

  /// Every record.
  public static let all = RecordFilter()
  /// Callbacks only (no queries, device, lifecycle or diagnostic records).
  public static let callbacks = RecordFilter(kinds: [.callback])

  /// Whether `record` passes.
  public func includes(_ record: CallbackRecord) -> Bool {
    if let viewControllers, !viewControllers.contains(record.vc ?? "") { return false }
    if let kinds, !kinds.contains(record.kind) { return false }
    if let from, record.time < from { return false }
    if let to, record.time > to { return false }
    if excludedCalls.contains(record.call) { return false }
    return true
  }

  /// This filter, also leaving out records with these call names.
  public func excluding(calls: Set<String>) -> RecordFilter {
    var filter = self
    filter.excludedCalls.formUnion(calls)
    return filter
  }

  /// A short description for failure messages (`kinds callback, vc root, 1…2 s`).
  var summary: String {
    var parts: [String] = []
    if let kinds { parts.append("kinds " + kinds.map(\.rawValue).sorted().joined(separator: ", ")) }
    if let viewControllers {
      parts.append("vc " + viewControllers.sorted().joined(separator: ", "))
    }
    if from != nil || to != nil {
      parts.append(
        "time \(from.map(RecordText.number) ?? "start")…\(to.map(RecordText.number) ?? "end") s")
    }
    if !excludedCalls.isEmpty {
      parts.append("without " + excludedCalls.sorted().joined(separator: ", "))
    }
    return parts.isEmpty ? "all records" : parts.joined(separator: "; ")
  }
}

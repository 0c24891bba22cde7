import Testing

/// Asserts that the records passing `filter` are exactly `expected`, in order.
///
/// Exhaustive, like a test store: a record the expectation does not claim fails, and so does an
/// expected line with no record. An empty expectation fails too — it would pass without checking
/// anything; use ``expectNoRecords(_:where:sourceLocation:)-([CallbackRecord],_,_)`` to assert that nothing happened.
/// On mismatch the issue shows a diff (`-` expected, `+` actual) at the call's source location,
/// with actual lines printed at the detail the expectation uses, ready to copy.
public func expectRecords(
  _ records: [CallbackRecord], where filter: RecordFilter = .all, _ expected: [ExpectedRecord],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard !expected.isEmpty else {
    Issue.record(
      Comment(
        rawValue: "An empty expectation claims nothing and cannot fail. To assert that no "
          + "record happened, use expectNoRecords(_:where:)."), sourceLocation: sourceLocation)
    return
  }
  let claimed = records.filter(filter.includes)
  guard let diff = recordDiff(claimed, expected) else { return }
  Issue.record(
    Comment(
      rawValue: """
        Records (\(filter.summary)) differ from the expectation (- expected, + actual):
        \(diff)

        To fix: if the new sequence is right, replace the expectation with the + lines; \
        otherwise the change in the engine or the scene is the bug.
        """), sourceLocation: sourceLocation)
}

/// As ``expectRecords(_:where:_:sourceLocation:)-([CallbackRecord],_,_,_)``, reading a `CallbackLog`.
public func expectRecords(
  _ log: CallbackLog, where filter: RecordFilter = .all, _ expected: [ExpectedRecord],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectRecords(log.records, where: filter, expected, sourceLocation: sourceLocation)
}

/// Asserts that no record passes `filter` — e.g. that `supportedInterfaceOrientations` was not
/// asked (SPEC §3.2). Fails when `records` is empty altogether: a run that recorded nothing
/// proves nothing.
public func expectNoRecords(
  _ records: [CallbackRecord], where filter: RecordFilter,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard !records.isEmpty else {
    Issue.record(
      "The log is empty, so 'no records' holds vacuously: run the simulator first.",
      sourceLocation: sourceLocation)
    return
  }
  let found = records.filter(filter.includes)
  guard !found.isEmpty else { return }
  Issue.record(
    Comment(
      rawValue: "Expected no records (\(filter.summary)), found \(found.count):\n"
        + found.map { "+ " + RecordText.line($0) }.joined(separator: "\n")),
    sourceLocation: sourceLocation)
}

/// As ``expectNoRecords(_:where:sourceLocation:)-([CallbackRecord],_,_)``, reading a `CallbackLog`.
public func expectNoRecords(
  _ log: CallbackLog, where filter: RecordFilter, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectNoRecords(log.records, where: filter, sourceLocation: sourceLocation)
}

/// The diff of `records` against `expected` (`- expected`, `+ actual`, runs of more than seven
/// unchanged lines folded to three either side and `… (N unchanged)`), or `nil` when they match.
func recordDiff(_ records: [CallbackRecord], _ expected: [ExpectedRecord]) -> String? {
  let matches =
    records.count == expected.count && zip(expected, records).allSatisfy { $0.matches($1) }
  guard !matches else { return nil }
  let actual = records.enumerated().map { render($1, at: $0, against: expected) }
  return foldedDiff(LineDiff.edits(from: expected.map(\.text), to: actual))
}

/// Edits printed one a line; a run of unchanged lines longer than `2 × context + 1` keeps
/// `context` lines at each end and folds the middle into `… (N unchanged)`.
func foldedDiff(_ edits: [LineDiff.Edit], context: Int = 3) -> String {
  var lines: [String] = []
  var run: [String] = []
  func flushRun(atStart: Bool, atEnd: Bool) {
    let head = atStart ? 0 : context
    let tail = atEnd ? 0 : context
    if run.count > head + tail + 1 {
      lines += run.prefix(head)
      lines.append("  … (\(run.count - head - tail) unchanged)")
      lines += run.suffix(tail)
    } else {
      lines += run
    }
    run = []
  }
  var sawChange = false
  for edit in edits {
    switch edit {
    case .same(let line): run.append("  \(line)")
    case .removed(let line), .added(let line):
      flushRun(atStart: !sawChange, atEnd: false)
      sawChange = true
      if case .removed = edit { lines.append("- \(line)") } else { lines.append("+ \(line)") }
    }
  }
  flushRun(atStart: !sawChange, atEnd: true)
  return lines.joined(separator: "\n")
}

/// A record printed as the expectation would write it: the very line of an expectation that
/// matches it; otherwise at the detail (and with the time, if it states one) of the expected
/// line in the same position (a wrong argument shows next to the line that stated it), or of
/// most of the expectation.
private func render(_ record: CallbackRecord, at index: Int, against expected: [ExpectedRecord])
  -> String
{
  if let line = expected.first(where: { $0.matches(record) }) { return line.text }
  if expected.indices.contains(index) {
    let line = expected[index]
    return ExpectedRecord.form(record, line.detail, timed: line.time != nil)
  }
  let details = expected.map(\.detail)
  let level =
    ExpectedRecord.Detail.allCases.reversed().max { a, b in
      details.filter { $0 == a }.count < details.filter { $0 == b }.count
    } ?? .call
  let timed = expected.filter { $0.time != nil }.count * 2 > expected.count
  return ExpectedRecord.form(record, level, timed: timed)
}

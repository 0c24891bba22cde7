/// A line diff (Myers' algorithm) and its unified rendering: how golden files and the Swift
/// Testing helpers show a mismatch.
///
/// Pure and Foundation-free so both the command line (`--expect`) and `OrientationTesting` print
/// the same diff for the same mismatch. Shared within the package, not part of its API.
package enum LineDiff {
  /// One step of an edit script.
  package enum Edit: Hashable, Sendable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// Past this many differences the middle is reported as one replaced block instead of a minimal
  /// script: keeps memory bounded when a long transcript differs everywhere.
  package static let maximumDifferences = 4000

  /// The lines of `text`, without the empty string after a final newline: how golden files are
  /// compared.
  package static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The edits that turn `old` into `new`, unchanged lines included.
  package static func edits(from old: [String], to new: [String]) -> [Edit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    var result = old[..<prefix].map { Edit.same($0) }
    result += middle(a, b)
    result += old[(old.count - suffix)...].map { Edit.same($0) }
    return result
  }

  /// A unified diff (`---`/`+++` headers, `@@` hunks with `context` lines around each change), or
  /// `nil` when the two are equal.
  package static func unified(
    from old: [String], to new: [String], oldName: String, newName: String, context: Int = 3
  ) -> String? {
    let script = edits(from: old, to: new)
    guard script.contains(where: { if case .same = $0 { false } else { true } }) else {
      return nil
    }
    var output = "--- \(oldName)\n+++ \(newName)\n"
    // Positions of changed edits, grouped into hunks whose contexts touch.
    let changed = script.indices.filter { if case .same = script[$0] { false } else { true } }
    var groups: [ClosedRange<Int>] = []
    for index in changed {
      let low = max(0, index - context)
      let high = min(script.count - 1, index + context)
      if let last = groups.last, low <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...max(last.upperBound, high)
      } else {
        groups.append(low...high)
      }
    }
    // Line numbers before each edit.
    var oldLine = [Int](repeating: 0, count: script.count + 1)
    var newLine = [Int](repeating: 0, count: script.count + 1)
    for (index, edit) in script.enumerated() {
      oldLine[index + 1] = oldLine[index] + (edit.isAdded ? 0 : 1)
      newLine[index + 1] = newLine[index] + (edit.isRemoved ? 0 : 1)
    }
    for group in groups {
      let oldCount = oldLine[group.upperBound + 1] - oldLine[group.lowerBound]
      let newCount = newLine[group.upperBound + 1] - newLine[group.lowerBound]
      let oldStart = oldCount == 0 ? oldLine[group.lowerBound] : oldLine[group.lowerBound] + 1
      let newStart = newCount == 0 ? newLine[group.lowerBound] : newLine[group.lowerBound] + 1
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for edit in script[group] {
        switch edit {
        case .same(let line): output += " \(line)\n"
        case .removed(let line): output += "-\(line)\n"
        case .added(let line): output += "+\(line)\n"
        }
      }
    }
    return output
  }

  /// Myers' O((N+M)·D) shortest edit script for two sequences with no common prefix or suffix.
  private static func middle(_ a: [String], _ b: [String]) -> [Edit] {
    let n = a.count
    let m = b.count
    if n == 0 { return b.map { .added($0) } }
    if m == 0 { return a.map { .removed($0) } }
    let limit = min(n + m, maximumDifferences)
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    var found = false
    search: for d in 0...limit {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n, y >= m {
          found = true
          break search
        }
      }
    }
    guard found else { return a.map { .removed($0) } + b.map { .added($0) } }
    var reversed: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK: Int
      if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : v[offset + previousK]
      let previousY = d == 0 ? 0 : previousX - previousK
      while x > previousX, y > previousY {
        reversed.append(.same(a[x - 1]))
        x -= 1
        y -= 1
      }
      if d > 0 {
        if x == previousX {
          reversed.append(.added(b[y - 1]))
        } else {
          reversed.append(.removed(a[x - 1]))
        }
      }
      x = previousX
      y = previousY
    }
    return reversed.reversed()
  }
}

extension LineDiff.Edit {
  fileprivate var isAdded: Bool { if case .added = self { true } else { false } }
  fileprivate var isRemoved: Bool { if case .removed = self { true } else { false } }
}

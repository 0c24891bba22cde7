import OrientationCore
import Testing

@Suite("Line diff")
struct LineDiffTests {
  @Test(
    "the edit script turns old into new with the fewest changes",
    arguments: [
      (["a", "b", "c"], ["a", "b", "c"], 0),
      ([], ["a"], 1),
      (["a"], [], 1),
      (["a", "b", "c", "a", "b", "b", "a"], ["c", "b", "a", "b", "a", "c"], 5),
      (["x", "a", "y"], ["a"], 2),
    ])
  func minimalScript(old: [String], new: [String], changes: Int) {
    let edits = LineDiff.edits(from: old, to: new)
    var rebuiltOld: [String] = []
    var rebuiltNew: [String] = []
    for edit in edits {
      switch edit {
      case .same(let line):
        rebuiltOld.append(line)
        rebuiltNew.append(line)
      case .removed(let line): rebuiltOld.append(line)
      case .added(let line): rebuiltNew.append(line)
      }
    }
    #expect(rebuiltOld == old)
    #expect(rebuiltNew == new)
    #expect(edits.filter { if case .same = $0 { false } else { true } }.count == changes)
  }

  @Test("unified output has hunks with three lines of context")
  func unified() {
    let old = (1...12).map(String.init)
    var new = old
    new[1] = "two"
    new.append("13")
    #expect(
      LineDiff.unified(from: old, to: new, oldName: "golden", newName: "actual") == """
        --- golden
        +++ actual
        @@ -1,5 +1,5 @@
         1
        -2
        +two
         3
         4
         5
        @@ -10,3 +10,4 @@
         10
         11
         12
        +13

        """)
    #expect(LineDiff.unified(from: old, to: old, oldName: "a", newName: "b") == nil)
  }
}

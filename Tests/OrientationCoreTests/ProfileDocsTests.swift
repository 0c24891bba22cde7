import Foundation
import OrientationCore
import Testing

/// The profile tables of README.md and the OrientationCore DocC catalog are the registry's
/// (``ProfileDefinition/all``, ``ProfileSwitch/all``): a profile or a switch added to the registry
/// and not to the documentation fails here, with the rows to paste.
@Suite("The documentation's profile tables follow the registry")
struct ProfileDocsTests {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// One markdown row per built-in profile, the default marked.
  static var rows: [String] {
    ProfileDefinition.all.map { definition in
      let name =
        definition.name == BehaviorProfile.default.name
        ? "`\(definition.name)` (default)" : "`\(definition.name)`"
      return "| \(name) | \(definition.versions) | \(definition.summary) |"
    }
  }

  @Test(
    "README.md and OrientationCore.md list every built-in profile as the registry describes it, and every switch",
    arguments: ["README.md", "Sources/OrientationCore/OrientationCore.docc/OrientationCore.md"])
  func tables(_ path: String) throws {
    let text = try String(
      contentsOf: Self.package.appendingPathComponent(path), encoding: .utf8)
    let documented = text.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("| `ios")
    }
    #expect(
      documented == Self.rows,
      "\(path): the profile table should read\n\(Self.rows.joined(separator: "\n"))")
    for setting in ProfileSwitch.all {
      #expect(text.contains("`\(setting.name)`"), "\(path) does not name switch \(setting.name)")
    }
    #expect(text.contains("`\(BehaviorProfile.default.name)`"))
  }
}

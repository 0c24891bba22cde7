import Foundation
import Testing

@Test("the fixtures directory is bundled with the tests")
func fixturesAreBundled() throws {
  let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
  #expect(FileManager.default.fileExists(atPath: url.path))
}

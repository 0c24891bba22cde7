import Foundation
import OrientationTesting
import Testing

@testable import orientsim

/// Every example scene's transcript equals its reviewed golden file
/// (`Tests/orientsimTests/Golden/<scene>.txt`). `ORIENTSIM_RECORD_GOLDEN=1 swift test --filter
/// GoldenSceneTests` re-records them through `--record`; review the diff before committing.
@Suite("Golden transcripts of the example scenes")
struct GoldenSceneTests {
  @Test("there are at least ten example scenes, each with a golden file")
  func everySceneHasAGolden() throws {
    #expect(Paths.exampleScenes.count >= 10)
    for scene in Paths.exampleScenes {
      let golden = Paths.golden.appendingPathComponent(scene.replacing(".yaml", with: ".txt"))
      #expect(FileManager.default.fileExists(atPath: golden.path), "no golden for \(scene)")
    }
  }

  @Test("the scene's transcript matches its golden file", arguments: Paths.exampleScenes)
  func transcript(_ scene: String) throws {
    let golden = Paths.golden.appendingPathComponent(scene.replacing(".yaml", with: ".txt")).path
    let before = try? String(contentsOfFile: golden, encoding: .utf8)
    let result = try simulate(
      [Paths.scenes.appendingPathComponent(scene).path, "--expect", golden]
        + (isRecordingGoldens ? ["--record"] : []))
    #expect(result.status == 0, "\(result.errors)\(result.output)")
    // A recording run that changed a golden fails, so it can never pass as a check.
    if isRecordingGoldens, (try? String(contentsOfFile: golden, encoding: .utf8)) != before {
      Issue.record("re-recorded \(golden): review the change, then run again without recording")
    }
  }
}

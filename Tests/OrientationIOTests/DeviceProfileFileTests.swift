import Foundation
import OrientationCore
import Testing

@testable import OrientationFormats
@testable import OrientationLinux

@Suite("Device-profile files")
struct DeviceProfileFileTests {
  /// `Configs/devices/`, found from this file's path.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Configs/devices"
    ).path

  @Test(
    "Configs/devices holds one file per built-in profile, equal to the table",
    arguments: DeviceProfile.builtIn)
  func configMatchesTable(_ builtIn: DeviceProfile) throws {
    let loaded = try DeviceProfileFile.load("\(Self.directory)/\(builtIn.id).yaml")
    #expect(loaded == builtIn)
  }

  @Test("Configs/devices has no file beyond the built-in table")
  func noStrayFiles() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    #expect(files == DeviceProfile.builtIn.map { "\($0.id).yaml" }.sorted())
  }

  @Test("the YAML writer round-trips every built-in profile", arguments: DeviceProfile.builtIn)
  func roundTrip(_ profile: DeviceProfile) throws {
    #expect(try DeviceProfileFile.parse(DeviceProfileFile.yaml(profile), file: "p.yaml") == profile)
  }

  @Test("--device-profile resolves an id, a path, and rejects an unknown id")
  func resolve() throws {
    #expect(try DeviceProfileFile.resolve("ipad-9th") == .ipad9th)
    #expect(try DeviceProfileFile.resolve("\(Self.directory)/iphone-se-2.yaml") == .iphoneSE2)
    #expect(throws: InputError.self) { try DeviceProfileFile.resolve("iphone-99") }
    #expect {
      try DeviceProfileFile.resolve("missing/profile.yaml")
    } throws: { ($0 as? InputError)?.kind == .missingFile }
  }

  @Test("a profile file error names its line")
  func malformed() {
    let yaml = DeviceProfileFile.yaml(.iphone15).replacingOccurrences(
      of: "scale: 3", with: "scale: -3")
    #expect(
      throws: InputError(
        file: "p.yaml", line: 4, column: 8, message: "expected a positive number, found -3.0")
    ) {
      try DeviceProfileFile.parse(yaml, file: "p.yaml")
    }
  }
}

import Foundation
import OrientationCore
import Testing

@testable import orientsim

/// SPEC §5.5 and §8.1: without a scene that fixes `launch.deviceOrientation`, the app launches
/// at the detector's first decision, into it, under the profile's launch rule.
@Suite("launch from the sensor")
struct LaunchFromSensorTests {
  /// Two seconds held in landscapeLeft, then two in portrait, at 50 Hz (internal frame, g),
  /// written to `directory`.
  static func landscapeFirstTrace(in directory: URL) throws -> String {
    var text = "t,x,y,z\n"
    for index in 0..<200 {
      let t = Double(index) * 0.02
      text += index < 100 ? "\(t),-1,0,0\n" : "\(t),0,-1,0\n"
    }
    let path = directory.appendingPathComponent("landscape-first.csv").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { String($0) }
  }

  @Test("ios13: a trace that starts in landscape launches in landscape, with no rotation callbacks")
  func directLaunch() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try replay([
      try Self.landscapeFirstTrace(in: directory), "--profile", "ios13", "--detector", "threshold",
    ])
    #expect(result.status == 0, "\(result.errors)")
    let lines = Self.lines(result.output)
    let launched = try #require(lines.firstIndex { $0.contains("didFinishLaunching") })
    // The first appearance is at the first decision (the first sample, for `threshold`), already
    // in landscapeRight (the interface orientation for a landscapeLeft device).
    #expect(lines[0].hasPrefix("  0.000"))
    #expect(
      lines[..<launched].allSatisfy { !$0.contains("portrait 393×852") }, "\(lines[..<launched])")
    #expect(
      lines[..<launched].contains {
        $0.contains("viewDidAppear") && $0.contains("[landscapeRight 852×393]")
      })
    #expect(
      !lines[..<launched].contains {
        $0.contains("Transition") || $0.contains("orientationDidChange")
      })
    // The launch orientation is no news: the first device record is the turn to portrait.
    let device = lines.filter { $0.contains("(device)") }
    #expect(
      device.first?.contains("orientationDidChange {orientation: portrait}") == true, "\(device)")
  }

  @Test("ios8: the same trace launches in portrait, its device orientation the sensor's")
  func portraitFirst() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try replay([
      try Self.landscapeFirstTrace(in: directory), "--profile", "ios8", "--detector", "threshold",
    ])
    #expect(result.status == 0, "\(result.errors)")
    let lines = Self.lines(result.output)
    let launched = try #require(lines.firstIndex { $0.contains("didFinishLaunching") })
    #expect(
      lines[..<launched].contains {
        $0.contains("viewDidAppear") && $0.contains("[portrait 393×852]")
      })
    // The device was landscapeLeft from the start, so the turn to portrait is a change.
    let device = lines.filter { $0.contains("(device)") }
    #expect(
      device.first?.hasPrefix("  2.000  (device)     orientationDidChange {orientation: portrait}")
        == true, "\(device)")
  }

  @Test("the android detector decides later: the launch waits for it")
  func launchWaitsForTheDecision() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try replay([
      try Self.landscapeFirstTrace(in: directory), "--profile", "ios13", "--format", "jsonl",
    ])
    #expect(result.status == 0, "\(result.errors)")
    let first = try #require(Self.lines(result.output).first)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    let time = try #require(object["t"] as? Double)
    #expect(time > 0, "\(first)")
    #expect(
      Self.lines(result.output).contains {
        $0.contains("viewDidAppear") && $0.contains("\"interfaceOrientation\":\"landscapeRight\"")
      })
  }

  @Test("a scene that fixes launch.deviceOrientation launches at 0 in it, whatever the trace says")
  func sceneWins() throws {
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let scene = directory.appendingPathComponent("fixed.yaml").path
    try """
    profile: ios13
    launch: {deviceOrientation: portrait}
    root: {id: root}
    """.write(toFile: scene, atomically: true, encoding: .utf8)
    let result = try replay([
      try Self.landscapeFirstTrace(in: directory), "--scene", scene, "--detector", "threshold",
    ])
    #expect(result.status == 0, "\(result.errors)")
    let lines = Self.lines(result.output)
    let launched = try #require(lines.firstIndex { $0.contains("didFinishLaunching") })
    #expect(
      lines[..<launched].contains {
        $0.contains("viewDidAppear") && $0.contains("[portrait 393×852]")
      })
    #expect(
      lines[launched...].contains {
        $0.contains("orientationDidChange {orientation: landscapeLeft}")
      })
  }
}

import ArgumentParser
import Foundation
import OrientationCore
import OrientationSynthesis
import OrientationTraces
import Testing

@testable import orientsim

@Suite("orientsim plot")
struct PlotCommandTests {
  private func scratch() throws -> URL { try Paths.temporaryDirectory() }

  private func exitCode(_ arguments: [String]) -> Int32 {
    do {
      var command = try Orientsim.parseAsRoot(arguments)
      try command.run()
      return 0
    } catch {
      return Orientsim.exitCode(for: error).rawValue
    }
  }

  /// A CSV trace of a turn to landscapeLeft and back.
  private func turnTrace(in directory: URL) throws -> String {
    let trace = MotionGenerator.generate(
      PoseScript(
        seed: 2, noise: 0.01, tilt: 20,
        steps: [
          .hold(.portrait, for: 1), .turn(.landscapeLeft, over: 0.4),
          .hold(.landscapeLeft, for: 1.6), .turn(.portrait, over: 0.4), .hold(.portrait, for: 1.6),
        ]))
    let path = directory.appendingPathComponent("turn.csv").path
    try CSVTrace.write(trace.samples, to: path)
    return path
  }

  @Test("writes an SVG with the trace's decisions and the scene's callbacks")
  func writesSVG() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = try turnTrace(in: directory)
    let output = directory.appendingPathComponent("turn.svg").path
    let scene = Paths.scenes.appendingPathComponent("rotate-plain.yaml").path
    #expect(exitCode(["plot", trace, "--scene", scene, "-o", output]) == 0)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("turn.csv · scene rotate-plain.yaml"))
    #expect(svg.components(separatedBy: "<g class=\"decision\">").count - 1 == 3)
    #expect(svg.contains("viewWillTransition(to:with:)"))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test("the README tour: the bundled trace against the example image's scene")
  func readmeTour() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("tour.svg").path
    let trace = Paths.package.appendingPathComponent("Configs/traces/tour.csv").path
    let scene = Paths.package.appendingPathComponent("docs/images/plot-example.yaml").path
    #expect(exitCode(["plot", trace, "--scene", scene, "-o", output]) == 0)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    for row in ["tabs", "feed", "list"] { #expect(svg.contains(">\(row)</text>")) }
    #expect(svg.components(separatedBy: "<g class=\"decision\">").count - 1 == 5)
  }

  @Test(
    "a trace with a hinge draws the angle with the thresholds, and the display with its posture")
  func hinge() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("duo.csv").path
    try HingeReplayTests.trace().write(toFile: trace, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("duo.svg").path
    #expect(
      exitCode([
        "plot", trace, "--device-profile", "iphone-duo", "--profile", "ios27", "-o", output,
      ])
        == 0)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.contains("id=\"lane-hinge\""))
    for label in ["closed ≤ 5°", "fold &lt; 45°", "reopen ≥ 90°", "fully open ≥ 165°"] {
      #expect(svg.contains(">\(label)</text>"), "\(label)")
    }
    let bands = svg.components(separatedBy: "<title>").dropFirst().map { $0.prefix { $0 != "<" } }
    #expect(
      bands.filter { $0.hasPrefix("outer ") || $0.hasPrefix("inner ") } == [
        "outer folded, 0 s – 1 s", "inner halfOpen, 1 s – 1.5 s", "inner open, 1.5 s – 2 s",
        "outer folded, 2 s – 3 s",
      ])
    // A trace without a hinge on a device of one display has neither lane.
    let plain = directory.appendingPathComponent("plain.svg").path
    #expect(exitCode(["plot", trace, "--hinge", trace, "-o", plain]) == 0)
    let turn = try turnTrace(in: directory)
    #expect(exitCode(["plot", turn, "-o", plain]) == 0)
    #expect(!(try String(contentsOfFile: plain, encoding: .utf8)).contains("lane-hinge"))
  }

  @Test("--profile and --device-profile replace the default scene's")
  func overrides() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = try turnTrace(in: directory)
    let output = directory.appendingPathComponent("ios7.svg").path
    #expect(
      exitCode(["plot", trace, "--profile", "ios7", "--device-profile", "ipad-9th", "-o", output])
        == 0)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.contains("scene default (ipad-9th, ios7)"))
    #expect(svg.contains("willRotate(to:duration:)"))
  }

  @Test("--from and --to draw only the window, with its own time axis")
  func window() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = try turnTrace(in: directory)
    let whole = directory.appendingPathComponent("whole.svg").path
    let zoom = directory.appendingPathComponent("zoom.svg").path
    #expect(exitCode(["plot", trace, "-o", whole]) == 0)
    #expect(exitCode(["plot", trace, "--from", "1.2", "--to", "2.5", "-o", zoom]) == 0)
    let svg = try String(contentsOfFile: zoom, encoding: .utf8)
    #expect(svg.contains("1.2 s – 2.5 s"))
    // Only the turn to landscapeLeft falls in the window; launch does not.
    #expect(svg.components(separatedBy: "<g class=\"decision\">").count - 1 == 1)
    #expect(!svg.contains("didFinishLaunching"))
    #expect(try String(contentsOfFile: whole, encoding: .utf8).contains("didFinishLaunching"))
    // The axis starts at the window's start.
    let axis = try #require(svg.range(of: "<g id=\"time-axis\">"))
    #expect(svg[axis.upperBound...].contains(">1.2</text>"))
  }

  @Test(
    "bad arguments are usage errors",
    arguments: [
      ["--from", "3", "--to", "2"], ["--detector", "magic"], ["--mount", "1,0,0"],
      ["--width", "10"],
    ])
  func usage(_ extra: [String]) throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = try turnTrace(in: directory)
    let output = directory.appendingPathComponent("x.svg").path
    // In-process this is argument-parser's validation failure; `main` maps it to exit 2.
    #expect(exitCode(["plot", trace, "-o", output] + extra) == ExitCode.validationFailure.rawValue)
  }

  @Test("a UIKit exception still writes the plot, which names it, and exits 3")
  func exception() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = try turnTrace(in: directory)
    let output = directory.appendingPathComponent("x.svg").path
    let scene = Paths.testScenes.appendingPathComponent("empty-mask-ios8.yaml").path
    #expect(exitCode(["plot", trace, "--scene", scene, "-o", output]) == 3)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.contains("UIKit exception: UIApplicationInvalidInterfaceOrientation"))
  }

  @Test("a missing trace exits 66, a malformed one 65")
  func badInput() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("x.svg").path
    #expect(
      exitCode(["plot", directory.appendingPathComponent("nope.csv").path, "-o", output]) == 66)
    let bad = directory.appendingPathComponent("bad.csv").path
    try "t,x,y,z\n0,0,-1,0\n0.01,zz,0,0\n".write(toFile: bad, atomically: true, encoding: .utf8)
    #expect(exitCode(["plot", bad, "-o", output]) == 65)
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}

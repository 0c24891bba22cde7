import ArgumentParser
import OrientationCore
import OrientationDetection
import Testing

@testable import orientsim

@Suite("Detection options")
struct DetectionOptionsTests {
  @Test("defaults: android, identity, unlocked")
  func defaults() throws {
    let options = try DetectionOptions.parse([])
    #expect(options.detector == .android)
    #expect(options.mountMatrix == .identity)
    #expect(options.lock == nil)
    #expect(!options.locksPortrait)
  }

  @Test("detector and mount parse into a pipeline; the lock is the session's, not the detector's")
  func choices() throws {
    let options = try DetectionOptions.parse([
      "--detector", "iio", "--mount", "0, 1, 0; -1, 0, 0; 0, 0, 1", "--lock", "portrait",
    ])
    var pipeline = options.makePipeline()
    #expect(pipeline.detector.kind == .iio)
    // The device frame is the converter's: --mount replaces the table's step, then z flips.
    let frame = try options.frame(bus: .input, name: "some accelerometer")
    #expect(frame.mountSource == .option)
    #expect(frame.matrix.rows == [[0, 1, 0], [-1, 0, 0], [0, 0, -1]])
    let sample = frame.matrix.apply(AccelSample(time: 0, x: 0, y: 1, z: 0))
    // The detector runs unlocked: it reports what the mounted sample says.
    #expect(pipeline.change(after: sample)?.orientation == .landscapeRight)
    #expect(options.lock == .portrait && options.locksPortrait)
  }

  @Test("a bad mount matrix or detector is a usage error with the reason")
  func errors() {
    #expect(throws: (any Error).self) { try DetectionOptions.parse(["--mount", "1,0,0;0,1,0"]) }
    #expect(throws: (any Error).self) { try DetectionOptions.parse(["--detector", "magic"]) }
    do {
      _ = try DetectionOptions.parse(["--mount", "1,0,0;0,1,0"])
    } catch {
      #expect(
        DetectionOptions.message(for: error)
          == "--mount: expected 3 rows separated by ';' in mount matrix '1,0,0;0,1,0', found 2")
    }
  }

  /// The matrices udev rules and hwdb entries write start with a minus; they are values.
  static let leadingMinus = "-1,0,0; 0,-1,0; 0,0,1"

  @Test("--mount takes a matrix with a leading minus as written, separated or with '='")
  func leadingMinusMount() throws {
    for arguments in [["--mount", Self.leadingMinus], ["--mount=" + Self.leadingMinus]] {
      let options = try DetectionOptions.parse(arguments + ["--detector", "iio"])
      #expect(options.mountMatrix.rows == [[-1, 0, 0], [0, -1, 0], [0, 0, 1]])
      #expect(options.detector == .iio)
    }
  }

  @Test(
    "every command that accepts a matrix takes a leading minus",
    arguments: [
      ["replay", "t.evemu"], ["watch"], ["plot", "t.evemu", "-o", "t.svg"], ["demo"],
      ["convert", "t.evemu", "-o", "t.csv"],
    ])
  func leadingMinusEverywhere(command: [String]) throws {
    let parsed = try Orientsim.parseAsRoot(
      command + ["--mount", Self.leadingMinus, "--scale", "9"])
    let matrix: MountMatrix? =
      switch parsed {
      case let c as ReplayCommand: c.detection.mountMatrix
      case let c as WatchCommand: c.detection.mountMatrix
      case let c as PlotCommand: c.detection.mountMatrix
      case let c as DemoCommand: c.detection.mountMatrix
      case let c as ConvertCommand: try c.mountMatrix()
      default: nil
      }
    #expect(matrix?.rows == [[-1, 0, 0], [0, -1, 0], [0, 0, 1]])
  }
}

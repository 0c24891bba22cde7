import Foundation
import OrientationCore
import OrientationFormats
import OrientationSynthesis
import OrientationTraces

/// One parser under fuzzing: the bytes go through the same entry point the command line uses,
/// and every thrown error is an acceptable answer. Only a crash, a hang or a runaway allocation
/// is a finding.
enum FuzzTarget: String, CaseIterable {
  case evemu, libinput, csv, scene, poses, plist, deviceprofile

  /// The name of the file in error messages.
  static let fileName = "fuzz-input"

  /// The target named by `ORIENTSIM_FUZZ_TARGET`, if any.
  static var fromEnvironment: FuzzTarget? {
    ProcessInfo.processInfo.environment["ORIENTSIM_FUZZ_TARGET"].flatMap(FuzzTarget.init)
  }

  /// Feeds `bytes` to the parser; returns whether it accepted them (for replay statistics).
  @discardableResult
  func run(_ bytes: [UInt8]) -> Bool {
    switch self {
    case .evemu: return Self.trace(bytes) { try EvemuReader(bytes: $0, file: Self.fileName) }
    case .libinput:
      return Self.trace(bytes) { try LibinputRecordReader(bytes: $0, file: Self.fileName) }
    case .csv:
      let samples = try? CSVTrace.parse(bytes, file: Self.fileName)
      let events = Self.trace(bytes) { try CSVEventSource(bytes: $0, file: Self.fileName) }
      return samples != nil && events
    case .scene:
      guard let text = String(validating: bytes, as: UTF8.self) else { return false }
      guard
        let loaded = try? SceneFile.parse(
          text, file: Self.fileName, directory: "/nonexistent/orientsim-fuzz")
      else { return false }
      // A scene that parses must also run: the engine is total (SPEC §6), so only UIKit's own
      // exceptions may come back.
      guard let simulator = try? Simulator(scene: loaded.scene, deviceProfile: loaded.deviceProfile)
      else { return true }
      simulator.retainsRecords = false
      try? simulator.runScene()
      return true
    case .poses:
      guard let text = String(validating: bytes, as: UTF8.self),
        let script = try? PoseScriptParser.parse(text, file: Self.fileName)
      else { return false }
      // Generating is part of `synth`; keep each run short.
      if script.duration * script.rate < 20_000 { _ = MotionGenerator.generate(script) }
      return true
    case .plist:
      let data = Data(bytes)
      let phone = try? InfoPlist.supportedOrientations(
        in: data, named: Self.fileName, idiom: .phone)
      let pad = try? InfoPlist.supportedOrientations(in: data, named: Self.fileName, idiom: .pad)
      return phone != nil || pad != nil
    case .deviceprofile:
      guard let text = String(validating: bytes, as: UTF8.self) else { return false }
      return (try? DeviceProfileFile.parse(text, file: Self.fileName)) != nil
    }
  }

  /// Detects the format, then reads every event with `open`; a thrown error ends the run.
  private static func trace<Source: TraceEventSource & ~Copyable>(
    _ bytes: [UInt8], _ open: ([UInt8]) throws -> Source
  ) -> Bool {
    _ = bytes.withUnsafeBufferPointer { try? TraceFormat.detect($0, file: fileName) }
    do {
      var source = try open(bytes)
      var count = 0
      while try source.next() != nil {
        count += 1
        // A CSV's hinge column waits beside the events (SPEC §7.1).
        while source.takeHinge() != nil { count += 1 }
      }
      _ = count
      return true
    } catch {
      return false
    }
  }
}

import ArgumentParser
import Glibc
import OrientationCore
import OrientationDetection
import OrientationIO

/// `orientsim watch [DEVICE]`: live device → detector → engine, in monotonic time (SPEC §8.1).
struct WatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Watch a live accelerometer: device turns and UIKit callbacks as they happen.",
    discussion: """
      Reads the device through libevdev, detects the device orientation and runs the scene \
      (default: a plain root view controller) in monotonic time since the start. On a \
      terminal a status line at the bottom shows the current vector, its angles, what the \
      detector proposes and the device and interface orientations, with the records scrolling \
      above it; into a pipe or file, or with --format jsonl, records are plain lines. Idle \
      means blocked in poll(2) until the next sample or the engine's next deadline. Ctrl-C \
      ends the watch; a summary goes to standard error.

      Example:
        $ orientsim watch /dev/input/event5 --scene Configs/scenes/demo.yaml
        $ orientsim watch --format jsonl --explain > session.jsonl

      Ctrl-C, SIGTERM and --duration end with 0; an unplugged device with 4 (everything \
      read so far is printed).

      \(ExitStatus.helpTable)
      """)

  @Argument(help: "The device node, e.g. /dev/input/event5 (default: the only accelerometer).")
  var device: String?

  @Option(help: ArgumentHelp("The scene file (YAML); default: a plain root.", valueName: "scene"))
  var scene: String?

  @OptionGroup var detection: DetectionOptions
  @OptionGroup var engine: EngineOptions

  @Flag(help: "Grab the device so no other client sees its events (off by default).")
  var grab = false

  @Option(help: ArgumentHelp("Stop after this many seconds.", valueName: "seconds"))
  var duration: Double?

  func validate() throws {
    try NumericOption.check("--duration", duration, in: NumericOption.duration)
  }

  /// Whether output is the live view (status line redrawn in place) rather than plain lines:
  /// text format to a terminal only.
  static func usesLiveView(format: OutputFormat, standardOutputIsTerminal: Bool) -> Bool {
    format == .text && standardOutputIsTerminal
  }

  func run() throws {
    let node = try DeviceChoice.node(device)
    let status = watch(
      node, output: OutputSink(descriptor: .standardOutput),
      errors: OutputSink(descriptor: .standardError, capacity: 1),
      liveView: Self.usesLiveView(format: engine.format, standardOutputIsTerminal: isatty(1) != 0))
    if status != ExitStatus.ok.rawValue { throw ExitCode(status) }
  }

  /// Watches `node` until a signal, `--duration` or an error; returns the exit status.
  func watch(_ node: String, output: OutputSink, errors: OutputSink, liveView: Bool) -> Int32 {
    defer {
      output.flush()
      errors.flush()
    }
    let loaded: LoadedScene
    do {
      loaded = try SceneChoice.load(scene, engine: engine)
    } catch {
      return SceneChoice.report(error, errors: errors)
    }
    let simulator: Simulator
    do {
      simulator = try Simulator(scene: loaded.scene, deviceProfile: loaded.deviceProfile)
    } catch {
      return TraceReplay.report(error, errors: errors)
    }
    let view = liveView ? LiveStatusView(sink: output) : nil
    let renderer: any RecordRenderer = view ?? engine.format.renderer(writingTo: output)
    simulator.retainsRecords = false
    var driver = Session(
      simulator: simulator, pipeline: detection.makePipeline(), explains: detection.explain,
      observers: [renderer])

    var samples = 0
    var opened = false
    var reason = "stopped"
    var status = ExitStatus.ok.rawValue
    let start = ContinuousClock.now
    func seconds(_ instant: ContinuousClock.Instant) -> Double {
      let (whole, atto) = (instant - start).components
      return Double(whole) + Double(atto) / 1e18
    }
    func instant(_ time: Double) -> ContinuousClock.Instant {
      start + .nanoseconds(Int64((time * 1e9).rounded(.up)))
    }
    do {
      let signals = try SignalWatcher()
      let reader = try EvdevReader(path: node, grab: grab)
      let converter = try detection.converter(for: reader.deviceDescription)
      var live = LiveSampleReader(reader: reader, converter: converter)
      opened = true
      try driver.launch(at: 0)
      let end = duration.map { instant($0) }
      var lastStatus = -Double.infinity
      loop: while true {
        var deadline = driver.nextDeadline.map(instant)
        if let end { deadline = deadline.map { min($0, end) } ?? end }
        switch try live.next(deadline: deadline, wakeOn: signals.fileDescriptor) {
        case .sample(let sample):
          let now = seconds(.now)
          let output = try driver.feed(sample, at: now)
          samples += 1
          if let view, now - lastStatus >= 0.05 {
            lastStatus = now
            view.show(
              LiveStatusView.statusLine(
                sample: sample, explanation: output.explanation,
                device: simulator.deviceOrientation, interface: simulator.interfaceOrientation))
          }
        case .deadline:
          try driver.advance(to: seconds(.now))
          if let end, ContinuousClock.now >= end {
            reason = "done"
            break loop
          }
        case .woken:
          reason = signals.take() == SIGTERM ? "SIGTERM" : "SIGINT"
          break loop
        }
      }
    } catch let error as DeviceError {
      if error.kind == .deviceLost { reason = "device lost" }
      status = ErrorReport.report(error, errors: errors)
    } catch {
      status = TraceReplay.report(error, errors: errors)
    }
    renderer.finish(
      RunEnd(
        samples: samples, frames: samples, rotations: simulator.statistics.rotations,
        finalDeviceOrientation: simulator.deviceOrientation,
        finalInterfaceOrientation: simulator.interfaceOrientation))
    output.flush()
    // A device that never opened has nothing to sum up; the error said it all.
    guard opened else { return status }
    errors.write(
      "orientsim: \(reason) after \(RecordText.time(seconds(.now))) s: \(samples) samples, "
        + "\(simulator.statistics.deviceChanges) device-orientation changes, "
        + "\(simulator.statistics.rotations) rotations, \(simulator.statistics.callbacks) "
        + "callbacks; device \(simulator.deviceOrientation), interface "
        + "\(simulator.interfaceOrientation)\n")
    return status
  }
}

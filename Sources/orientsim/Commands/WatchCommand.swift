import ArgumentParser
import Glibc
import OrientationCore
import OrientationDetection
import OrientationFormats
import OrientationLinux

/// `orientsim watch [DEVICE]`: live device → detector → engine, in monotonic time (SPEC §8.1).
struct WatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Watch a live accelerometer: device turns and UIKit callbacks as they happen.",
    discussion: """
      Reads the device through libevdev, or an IIO accelerometer through its buffer (or sysfs \
      polling, --poll), detects the device orientation and runs the scene \
      (default: a plain root view controller) in monotonic time since the start. On a \
      terminal a status line at the bottom shows the current vector, its angles, what the \
      detector proposes and the device and interface orientations, with the records scrolling \
      above it; into a pipe or file, or with --format jsonl, records are plain lines. Idle \
      means blocked in poll(2) until the next sample or the engine's next deadline. Ctrl-C \
      ends the watch; a summary goes to standard error.

      Example:
        $ orientsim watch /dev/input/event5 --scene Configs/scenes/demo.yaml
        $ orientsim watch --format jsonl --explain > session.jsonl

      On a foldable device profile (--device-profile iphone-duo --profile ios27, or a scene \
      with device: iphone-duo) it also reads a hinge: --hinge SOURCE, else the first found of \
      an IIO `hinge` sensor, a `cros-ec-lid-angle` and an evdev lid switch (SW_LID). The \
      hinge's angle runs the posture detector, which moves the app between the displays. No \
      source found: one noHingeSource diagnostic at the launch, and the launch posture stays \
      (--hinge none: the same without the diagnostic). Without a foldable device profile a \
      hinge is read only with --hinge, and changes nothing.

        $ orientsim watch --device-profile iphone-duo --profile ios27 --hinge /dev/iio:device1

      Ctrl-C, SIGTERM and --duration end with 0; an unplugged device or hinge with 4 \
      (everything read so far is printed).

      \(ExitStatus.helpTable)
      """)

  @Argument(
    help: ArgumentHelp(
      "The device: an evdev node (/dev/input/event5), an IIO node (/dev/iio:device0) or an IIO "
        + "device's sysfs directory (default: the only accelerometer)."))
  var device: String?

  @Option(help: ArgumentHelp("The scene file (YAML); default: a plain root.", valueName: "scene"))
  var scene: String?

  @OptionGroup var detection: DetectionOptions
  @OptionGroup var engine: EngineOptions
  @OptionGroup var iio: IIOOptions
  @OptionGroup var hinge: HingeOptions

  @Flag(help: "Grab the device so no other client sees its events (off by default).")
  var grab = false

  @Option(help: ArgumentHelp("Stop after this many seconds.", valueName: "seconds"))
  var duration: Double?

  @Option(
    name: .customLong("latency-log"),
    help: ArgumentHelp(
      "Write, per sample, the seconds from the kernel's timestamp to its records' write (a "
        + "hinge's readings to FILE.hinge).",
      valueName: "file", visibility: .hidden))
  var latencyLog: String?

  func validate() throws {
    try NumericOption.check("--duration", duration, in: NumericOption.duration)
  }

  /// Whether output is the live view (status line redrawn in place) rather than plain lines:
  /// text format to a terminal only.
  static func usesLiveView(format: OutputFormat, standardOutputIsTerminal: Bool) -> Bool {
    format == .text && standardOutputIsTerminal
  }

  func run() throws {
    let node = try DeviceChoice.node(device, iio: iio.paths)
    let status = watch(
      node, output: OutputSink(descriptor: .standardOutput),
      errors: OutputSink(descriptor: .standardError, capacity: 1),
      liveView: Self.usesLiveView(format: engine.format, standardOutputIsTerminal: isatty(1) != 0))
    if status != ExitStatus.ok.rawValue { throw ExitCode(status) }
  }

  /// Watches `node` until a signal, `--duration` or an error; returns the exit status.
  func watch(_ node: String, output: OutputSink, errors: OutputSink, liveView: Bool) -> Int32 {
    SceneChoice.run(scene, engine: engine, output: output, errors: errors) { loaded in
      watch(node, loaded: loaded, output: output, errors: errors, liveView: liveView)
    }
  }

  /// Watches `node` with the loaded scene; ``watch(_:output:errors:liveView:)`` without the
  /// scene's loading.
  private func watch(
    _ node: String, loaded: LoadedScene, output: OutputSink, errors: OutputSink, liveView: Bool
  ) -> Int32 {
    let simulator: Simulator
    do {
      simulator = try Simulator(scene: loaded.scene, deviceProfile: loaded.deviceProfile)
    } catch {
      return ErrorReport.report(error, errors: errors)
    }
    let view = liveView ? LiveStatusView(sink: output) : nil
    let renderer: any RecordRenderer = view ?? engine.format.renderer(writingTo: output)
    simulator.retainsRecords = false
    var driver = Session(
      simulator: simulator, pipeline: detection.makePipeline(), explains: detection.explain,
      locksPortrait: detection.locksPortrait, observers: [renderer])

    var samples = 0
    var hingeReadings = 0
    var hingeNode: String?
    var latencies: [Double] = []
    var hingeLatencies: [Double] = []
    var opened = false
    var reason = "stopped"
    var status = ExitStatus.ok.rawValue
    // Engine time: seconds since the watch began, on the clock the device stamps its samples
    // on once it is open, so that sample times, engine time and latency share one clock.
    var clock = KernelClock.monotonic
    var start = clock.now
    func elapsed() -> Double { clock.now - start }
    /// When engine time reaches `time`, as the instant the readers' `poll` waits for; never
    /// early, so a deadline that fires has been reached.
    func instant(_ time: Double) -> ContinuousClock.Instant {
      let wait = time - elapsed()
      // Clamped: a scene event years away must not overflow the nanosecond count.
      return .now + .nanoseconds(Int64((min(max(wait, 0), 1e9) * 1e9).rounded(.up)))
    }
    do {
      let signals = try SignalWatcher()
      /// Feeds `live` to the engine until a signal, `--duration` or an error.
      func run<Source: LiveSampleSource & ~Copyable>(_ live: inout Source) throws {
        // SPEC §8.4: `--hinge`, else on a foldable device profile the first source found.
        let foldable = simulator.device.foldable != nil
        var hingeSource: (any LiveHingeSource)?
        if let argument = hinge.argument(search: foldable, iio: iio) {
          hingeSource = try hinge.open(argument, iio: iio)
          hingeNode = hingeSource?.node
        } else if foldable && !hinge.isNone {
          driver.diagnoseAtLaunch(
            "noHingeSource",
            reason: "no IIO hinge, lid angle or lid switch found; the launch posture stays")
        }
        // One wait for everything: the accelerometer's poll wakes for a signal or the hinge.
        let wake = try WakeSet(
          [signals.fileDescriptor] + (hingeSource?.readableDescriptor.map { [$0] } ?? []))
        opened = true
        start += live.timestampClock.now - clock.now
        clock = live.timestampClock
        /// Feeds every hinge reading ready now, at its arrival (as samples are fed).
        func readHinge() throws {
          guard let hingeSource else { return }
          let readings = try hingeSource.readReady()
          for reading in readings {
            try driver.feed(hinge: reading.reading, at: elapsed())
            hingeReadings += 1
          }
          if view == nil { output.flush() }
          if latencyLog != nil {
            let now = hingeSource.timestampClock.now
            hingeLatencies += readings.map { now - $0.time }
          }
        }
        // A lid switch's state at open, or a poll due at once, comes before the launch.
        try readHinge()
        // SPEC §5.5: into the detector's first decision unless the scene fixes the launch.
        if loaded.fixesLaunchOrientation {
          try driver.launch(at: 0)
        } else {
          driver.launchOnFirstDecision()
        }
        var lastStatus = -Double.infinity
        loop: while true {
          var due = driver.nextDeadline
          if let duration { due = min(due ?? duration, duration) }
          var wait = due.map(instant)
          if let next = hingeSource?.nextDue { wait = min(wait ?? next, next) }
          switch try live.nextSample(deadline: wait, wakeOn: wake.fileDescriptor) {
          case .sample(let sample):
            let now = elapsed()
            let judged = try driver.feed(sample, at: now)
            // Records reach a pipe as they happen, not when a buffer fills.
            if view == nil { output.flush() }
            if latencyLog != nil {
              latencies.append(clock.now - (live.kernelTimestamp ?? sample.time))
            }
            samples += 1
            if let view, now - lastStatus >= 0.05 {
              lastStatus = now
              view.show(
                LiveStatusView.statusLine(
                  sample: sample, explanation: judged.explanation,
                  device: simulator.deviceOrientation, interface: simulator.interfaceOrientation,
                  hinge: hingeNode != nil || foldable
                    ? (simulator.postureDetector.angle, simulator.posture, simulator.display)
                    : nil))
            }
          case .deadline:
            try readHinge()
            let now = elapsed()
            try driver.advance(to: now)
            if view == nil { output.flush() }
            if let duration, now >= duration {
              reason = "done"
              break loop
            }
          case .woken:
            if let signal = signals.take() {
              reason = signal == SIGTERM ? "SIGTERM" : "SIGINT"
              break loop
            }
            try readHinge()
          }
        }
      }
      if let device = try iio.device(node) {
        let frame = try detection.frame(
          bus: .iio, name: device.name, udevMount: device.udevMount,
          kernelMount: device.kernelMount)
        let converter = try IIOSampleConverter(
          device: device, scale: detection.scale, frame: frame)
        let reader = try IIOReader(device: device, mode: iio.mode(for: device), paths: iio.paths)
        var live = IIOSampleReader(reader: reader, converter: converter)
        try run(&live)
      } else {
        let reader = try EvdevReader(path: node, grab: grab)
        let converter = try detection.converter(
          for: reader.deviceDescription,
          udevMount: UdevProperties.mountMatrix(UdevProperties.of(node: node)))
        var live = LiveSampleReader(reader: reader, converter: converter)
        try run(&live)
      }
    } catch let error as DeviceError {
      if error.kind == .deviceLost { reason = "device lost" }
      status = ErrorReport.report(error, errors: errors)
    } catch {
      status = ErrorReport.report(error, errors: errors)
    }
    if let latencyLog, opened {  // A device never opened measured nothing.
      LatencyClock.write(
        latencies, to: latencyLog, runSucceeded: status == ExitStatus.ok.rawValue, errors: errors)
      if hingeNode != nil {
        LatencyClock.write(
          hingeLatencies, to: latencyLog + ".hinge", runSucceeded: status == ExitStatus.ok.rawValue,
          errors: errors)
      }
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
      "orientsim: \(reason) after \(RecordText.time(elapsed())) s: \(samples) samples, "
        + "\(simulator.statistics.deviceChanges) device-orientation changes, "
        + "\(simulator.statistics.rotations) rotations, \(simulator.statistics.callbacks) "
        + "callbacks; device \(simulator.deviceOrientation), interface "
        + "\(simulator.interfaceOrientation)"
        + (hingeNode.map {
          "; \(hingeReadings) hinge readings from \($0), posture \(simulator.posture.rawValue)"
        } ?? "") + "\n")
    return status
  }
}

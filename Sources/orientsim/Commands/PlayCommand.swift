import ArgumentParser
import Glibc
import OrientationLinux
import OrientationTraces

/// `orientsim play`: creates a uinput device from a trace's header and plays its events.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Creates a uinput device from a trace and plays the trace into the kernel.",
    discussion: """
      The device is created from the trace's header (name, ids, properties, axes with their
      limits and resolution) through /dev/uinput; its node is printed on standard output, then,
      after --start-delay, the events follow with their recorded timing (divided by --speed).
      The device stays for --hold seconds after the last event, then is removed (an unplug for
      its readers).
      SYN_DROPPED markers are not replayed. SIGINT/SIGTERM stop playing and remove the device.

        sudo modprobe uinput && orientsim play tilt.evemu --speed 2

      uinput unavailable is exit 4; no permission on /dev/uinput, 77.

      \(ExitStatus.helpTable)
      """)

  @Argument(help: "The trace: evemu, libinput record or CSV.")
  var trace: String

  @Option(help: "Playback speed factor; 0 plays as fast as possible.")
  var speed: Double = 1

  @Option(
    name: .customLong("start-delay"),
    help: "Seconds to wait after creating the device, so readers can open it.")
  var startDelay: Double = 0.5

  @Option(
    help:
      "Seconds to keep the device after the last event, so readers drain their queues before it disappears."
  )
  var hold: Double = 0.5

  @Option(
    name: .customLong("device-name"),
    help: "The device to take from a multi-device libinput recording.")
  var deviceName: String?

  func validate() throws {
    if speed != 0 { try NumericOption.check("--speed", speed, in: NumericOption.speed) }
    try NumericOption.check("--hold", hold, in: 0...3600)
    try NumericOption.check("--start-delay", startDelay, in: 0...3600)
  }

  func run() throws {
    do {
      try play()
    } catch let code as ExitCode {
      throw code
    } catch let error as DeviceError where error.kind == .unsupported || error.kind == .notFound {
      printError(
        "\(error)\n/dev/uinput is not available: load the module (`sudo modprobe uinput`);"
          + " containers and some VMs have no uinput at all")
      throw ExitCode(ExitStatus.deviceLost)
    } catch let error as DeviceError where error.kind == .permissionDenied {
      printError(
        "\(error.path): permission denied\nhint: /dev/uinput is usually root-only: run as root,"
          + " or add a udev rule: KERNEL==\"uinput\", GROUP=\"input\", MODE=\"0660\"")
      throw ExitCode(ExitStatus.noPermission)
    } catch {
      throw ErrorReport.exit(error)
    }
  }

  func play() throws {
    var source = try TraceFormat.open(path: trace, deviceName: deviceName)
    let signals = try SignalWatcher()
    let device = try UinputDevice(source.device)
    print(device.node ?? device.syspath ?? "?")
    fflushStandardOutput()
    if wait(seconds: startDelay, signals: signals) { return }
    var origin: EventTime?
    let start = ContinuousClock.now
    var played = 0
    while let event = try source.next() {
      if event.isSynDropped { continue }
      let first = origin ?? event.time
      origin = first
      if speed > 0 {
        let offset = Double(event.time.microseconds - first.microseconds) / 1_000_000 / speed
        let due = start + .microseconds(Int64(offset * 1_000_000))
        let remaining = due - ContinuousClock.now
        if remaining > .zero {
          let seconds =
            Double(remaining.components.seconds)
            + Double(remaining.components.attoseconds) / 1e18
          if wait(seconds: seconds, signals: signals) { break }
        }
      }
      try device.write(type: event.type, code: event.code, value: event.value)
      played += 1
    }
    printError("played \(played) events into \(device.node ?? "the uinput device")")
    // Removing the device discards events its readers have not read yet (evdev_read returns
    // ENODEV once the device is gone), so wait before the deinit destroys it.
    _ = wait(seconds: hold, signals: signals)
  }

  /// Sleeps in `poll` on the signal descriptor; true when a signal arrived.
  func wait(seconds: Double, signals: borrowing SignalWatcher) -> Bool {
    var descriptor = pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(clamping: Int64((seconds * 1000).rounded(.up)))
    return poll(&descriptor, 1, milliseconds) > 0
  }

  func fflushStandardOutput() {
    fflush(nil)
  }
}

import CEvdev
import Glibc
import OrientationTraces
import SystemPackage

/// Reads frames from a live evdev device, blocking in `poll(2)` so that an idle device costs no
/// CPU (SPEC §7, research §1.6).
///
/// Handles `SYN_DROPPED` by discarding the partial frame and resynchronising through
/// libevdev's `LIBEVDEV_READ_FLAG_SYNC`; the synthesized state arrives as one frame marked
/// `resynced`, and `droppedCount` counts the drops.
public struct EvdevReader: ~Copyable {
  /// The open device.
  public let device: EvdevDevice
  /// The device's description at open, with the axis values the frames started from.
  public let deviceDescription: DeviceDescription
  var assembler: FrameAssembler
  var ready: [InputFrame] = []
  var readyIndex = 0

  /// What `next(deadline:wakeOn:)` returns.
  public enum Next: Sendable, Equatable {
    /// A complete frame.
    case frame(InputFrame)
    /// The deadline passed with no complete frame: run the engine's timers and call again.
    case deadline
    /// The wake descriptor became readable (a signal arrived through `SignalWatcher`).
    case woken
  }

  /// Opens `path`; `grab` takes the device exclusively (off by default: research §1.7).
  /// `keepsEvents` keeps each frame's raw events, for recording.
  public init(path: String, grab: Bool = false, keepsEvents: Bool = false) throws(DeviceError) {
    let device = try EvdevDevice(path: path)
    if grab { try device.grab() }
    let description = device.description
    deviceDescription = description
    assembler = FrameAssembler(initial: AxisState(description), keepsEvents: keepsEvents)
    self.device = device
  }

  /// How many times the kernel dropped events (`SYN_DROPPED`) since open.
  public var droppedCount: Int { assembler.droppedCount }

  /// The next frame, waiting at most until `deadline` (nil: forever), and returning early when
  /// `wakeOn` becomes readable.
  ///
  /// Throws `DeviceError` with kind `.deviceLost` when the device is unplugged (`ENODEV`, or
  /// the node hangs up).
  public mutating func next(
    deadline: ContinuousClock.Instant? = nil, wakeOn wakeDescriptor: Int32? = nil
  ) throws(DeviceError) -> Next {
    while true {
      if readyIndex < ready.count {
        let frame = ready[readyIndex]
        readyIndex += 1
        return .frame(frame)
      }
      ready.removeAll(keepingCapacity: true)
      readyIndex = 0
      if try drain() { continue }

      var descriptors = [pollfd(fd: device.fileDescriptor, events: Int16(POLLIN), revents: 0)]
      if let wakeDescriptor {
        descriptors.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0))
      }
      var timeout: Int32 = -1
      if let deadline {
        let remaining = deadline - ContinuousClock.now
        if remaining <= .zero { return .deadline }
        let (seconds, attoseconds) = remaining.components
        let milliseconds =
          seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        timeout = Int32(clamping: milliseconds)
      }
      let count = descriptors.withUnsafeMutableBufferPointer {
        poll($0.baseAddress, nfds_t($0.count), timeout)
      }
      if count < 0 {
        if Errno(rawValue: errno) == .interrupted { continue }
        throw DeviceError(path: device.path, operation: "poll", errno: Errno(rawValue: errno))
      }
      if count == 0 { return .deadline }
      if descriptors.count > 1 && descriptors[1].revents != 0 { return .woken }
      let revents = Int32(descriptors[0].revents)
      if revents & Int32(POLLIN) == 0
        && revents & (Int32(POLLHUP) | Int32(POLLERR) | Int32(POLLNVAL)) != 0
      {
        throw DeviceError(
          path: device.path, operation: "poll", errno: .operationNotSupportedByDevice,
          kind: .deviceLost)
      }
      if try !drain() && revents & Int32(POLLHUP) != 0 {
        throw DeviceError(
          path: device.path, operation: "read", errno: .operationNotSupportedByDevice,
          kind: .deviceLost)
      }
    }
  }

  /// Reads everything pending into `ready`; returns whether any frame completed.
  mutating func drain() throws(DeviceError) -> Bool {
    var produced = false
    while true {
      switch try device.next() {
      case .wouldBlock:
        return produced
      case .event(let event):
        if let frame = assembler.feed(event) {
          ready.append(frame)
          produced = true
        }
      case .sync:
        assembler.beginResync()
        while case .sync(let event) = try device.next(sync: true) {
          if let frame = assembler.feed(event) {
            ready.append(frame)
            produced = true
          }
        }
      }
    }
  }
}

/// Receives SIGINT and SIGTERM as a readable descriptor (`signalfd(2)`), so a blocking read
/// loop can stop cleanly, flush, and exit with a complete file.
///
/// The signals are blocked for the whole process while the watcher lives; `deinit` restores
/// the previous mask.
public struct SignalWatcher: ~Copyable {
  /// The descriptor to poll.
  public let fileDescriptor: Int32
  var previousMask = sigset_t()

  /// Blocks SIGINT and SIGTERM and opens a signalfd for them.
  public init() throws(DeviceError) {
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, SIGINT)
    sigaddset(&mask, SIGTERM)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &mask, &previous)
    let fd = signalfd(-1, &mask, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
    if fd < 0 {
      pthread_sigmask(SIG_SETMASK, &previous, nil)
      throw DeviceError(path: "signalfd", operation: "signalfd", errno: Errno(rawValue: errno))
    }
    fileDescriptor = fd
    previousMask = previous
  }

  /// The signal that arrived (SIGINT or SIGTERM), consuming it; nil when none is pending.
  public func take() -> Int32? {
    var info = signalfd_siginfo()
    let size = MemoryLayout<signalfd_siginfo>.size
    let count = read(fileDescriptor, &info, size)
    return count == size ? Int32(info.ssi_signo) : nil
  }

  deinit {
    close(fileDescriptor)
    var mask = previousMask
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }
}

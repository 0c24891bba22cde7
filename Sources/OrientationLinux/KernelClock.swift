import Glibc

/// The clock a live device stamps its samples on, so that whoever compares those stamps with
/// "now" (`watch`: engine time, latency) reads the same clock instead of guessing.
///
/// evdev stamps events on `CLOCK_MONOTONIC` once `libevdev_set_clock_id` is accepted, else on the
/// kernel's default, `CLOCK_REALTIME`. IIO stamps scans on the clock its
/// `current_timestamp_clock` attribute names (orientsim asks for `monotonic`; the default is
/// `realtime`); a polled IIO device is stamped by orientsim on `CLOCK_MONOTONIC`.
public struct KernelClock: Hashable, Sendable, CustomStringConvertible {
  /// The POSIX clock.
  public let id: clockid_t
  /// Its name as IIO's `current_timestamp_clock` spells it.
  public let name: String

  public static let monotonic = KernelClock(id: CLOCK_MONOTONIC, name: "monotonic")
  public static let realtime = KernelClock(id: CLOCK_REALTIME, name: "realtime")

  /// The clocks `current_timestamp_clock` can name (`iio_device_set_clock`).
  static let iioClocks: [KernelClock] = [
    .realtime, .monotonic,
    KernelClock(id: CLOCK_MONOTONIC_RAW, name: "monotonic_raw"),
    KernelClock(id: CLOCK_REALTIME_COARSE, name: "realtime_coarse"),
    KernelClock(id: CLOCK_MONOTONIC_COARSE, name: "monotonic_coarse"),
    KernelClock(id: CLOCK_BOOTTIME, name: "boottime"),
    KernelClock(id: CLOCK_TAI, name: "tai"),
  ]

  /// The clock an IIO `current_timestamp_clock` value names; `nil` (the attribute is missing)
  /// is the kernel's default, `realtime`.
  public init?(iioName: String?) {
    guard let iioName else {
      self = .realtime
      return
    }
    guard let clock = Self.iioClocks.first(where: { $0.name == iioName }) else { return nil }
    self = clock
  }

  init(id: clockid_t, name: String) {
    self.id = id
    self.name = name
  }

  /// Now, in seconds.
  public var now: Double {
    var time = timespec()
    clock_gettime(id, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  public var description: String { name }
}

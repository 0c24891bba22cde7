import CEvdev
import Glibc
import SystemPackage

/// Several descriptors as one (`epoll(7)`): readable when any of them is, so a reader that
/// waits in `poll` on its own device and one wake descriptor (`next(deadline:wakeOn:)`) also
/// wakes for a signal or a second device — one wait for every source of a live run.
public struct WakeSet: ~Copyable {
  /// The descriptor to poll (`epoll_create1`).
  public let fileDescriptor: Int32

  /// A set watching `descriptors` for input (`epoll_ctl(EPOLL_CTL_ADD, EPOLLIN)`).
  public init(_ descriptors: [Int32]) throws(DeviceError) {
    let fd = epoll_create1(Int32(EPOLL_CLOEXEC))
    if fd < 0 {
      throw DeviceError(path: "epoll", operation: "epoll_create1", errno: Errno(rawValue: errno))
    }
    for descriptor in descriptors {
      var event = epoll_event()
      event.events = EPOLLIN.rawValue
      event.data.fd = descriptor
      if epoll_ctl(fd, EPOLL_CTL_ADD, descriptor, &event) < 0 {
        let error = Errno(rawValue: errno)
        close(fd)
        throw DeviceError(path: "epoll", operation: "epoll_ctl", errno: error)
      }
    }
    fileDescriptor = fd
  }

  deinit { close(fileDescriptor) }
}

import SystemPackage

/// A failure opening or reading an evdev or uinput device, with what the user can do about it.
public struct DeviceError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, by the user's remedy.
  public enum Kind: Sendable, Equatable {
    /// The node does not exist (`ENOENT`).
    case notFound
    /// This user may not open the node (`EACCES`, `EPERM`): exit 77.
    case permissionDenied
    /// The device went away while open (`ENODEV`): exit 4.
    case deviceLost
    /// The node is not an evdev device or uinput is unavailable.
    case unsupported
    /// Anything else.
    case other
  }

  /// The remedy class.
  public var kind: Kind
  /// The device node or path involved.
  public var path: String
  /// The C call that failed, e.g. `libevdev_new_from_fd`.
  public var operation: String
  /// The errno, when one was reported.
  public var errno: Errno?
  /// Advice that replaces the evdev advice of ``description`` (IIO devices have their own).
  public var hint: String?

  /// An error; the kind follows from the errno unless given.
  public init(
    path: String, operation: String, errno: Errno?, kind: Kind? = nil, hint: String? = nil
  ) {
    self.path = path
    self.operation = operation
    self.errno = errno
    self.kind = kind ?? DeviceError.kind(for: errno)
    self.hint = hint
  }

  static func kind(for errno: Errno?) -> Kind {
    switch errno {
    case .noSuchFileOrDirectory?: .notFound
    case .permissionDenied?, .notPermitted?: .permissionDenied
    case .operationNotSupportedByDevice?: .deviceLost
    case .inappropriateIOCTLForDevice?, .invalidArgument?: .unsupported
    default: .other
    }
  }

  /// One line saying what happened, then advice when there is any (SPEC §7: name the group or
  /// udev rule that grants access).
  public var description: String {
    var text = "\(path): \(operation) failed"
    if let errno { text += ": \(errno.description)" }
    if let hint { return text + "\n" + hint }
    switch kind {
    case .permissionDenied:
      text +=
        "\nhint: input nodes belong to root:input (mode 0660). Run as root, add yourself to the"
        + " 'input' group (`sudo usermod -aG input $USER`, then log in again; note it exposes"
        + " keyboards too), or grant just this device with a udev rule such as"
        + " /etc/udev/rules.d/70-orientsim.rules:"
        + " SUBSYSTEM==\"input\", ENV{ID_INPUT_ACCELEROMETER}==\"1\", TAG+=\"uaccess\""
    case .deviceLost:
      text += "\nthe device was unplugged or removed"
    case .notFound:
      text += "\nhint: `orientsim devices` lists the accelerometers this machine has"
    default:
      break
    }
    return text
  }
}

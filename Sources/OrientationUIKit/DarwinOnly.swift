import Foundation

// Names that iOS code gets from Darwin and Apple's Foundation through `import UIKit`, which
// Linux's C library and Foundation lack. Each does what it does on iOS for an app that is not
// sandboxed.

#if !canImport(Darwin)
  /// Nanoseconds in a second (Darwin's `NSEC_PER_SEC`).
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000
  /// Nanoseconds in a millisecond.
  public let NSEC_PER_MSEC: UInt64 = 1_000_000
  /// Nanoseconds in a microsecond.
  public let NSEC_PER_USEC: UInt64 = 1_000
  /// Microseconds in a second.
  public let USEC_PER_SEC: UInt64 = 1_000_000

  extension URL {
    /// `false`, as iOS answers for a URL that is not security-scoped: no file here is.
    public func startAccessingSecurityScopedResource() -> Bool { false }
    /// Nothing to give back.
    public func stopAccessingSecurityScopedResource() {}
  }
#endif

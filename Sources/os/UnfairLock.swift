// Apple's unfair locks on Linux: `os_unfair_lock` and `OSAllocatedUnfairLock` (iOS 16), real
// locks over a POSIX mutex. Unlike the logging beside them, they are not a compile surface:
// app code that guards its state with them is guarded here too. Packages that test
// `#if canImport(os)` to reach Apple's lock (swift-argument-parser does) get this one when they
// build beside this module, and it serves them the same way. The lock functions are emitted into
// their callers, so a package that reaches them that way (and does not declare this module) links
// without it.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#endif

/// `os_unfair_lock_s`: a lock to use in place, through a pointer to it, never copied while held.
///
/// It is a POSIX mutex (`pthread_mutex_t`), not Apple's single 32-bit word: its zero value,
/// `os_unfair_lock()` (Apple's `OS_UNFAIR_LOCK_INIT`), is an unlocked default mutex, and code
/// that treats it as a `pthread_mutex_t` — swift-argument-parser destroys it with
/// `pthread_mutex_destroy` — is right. Its size differs from Apple's; nothing else does.
public typealias os_unfair_lock_s = pthread_mutex_t
/// `os_unfair_lock`.
public typealias os_unfair_lock = os_unfair_lock_s
/// `os_unfair_lock_t`: a pointer to a lock.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// `os_unfair_lock_lock(_:)`: waits until the lock is free and takes it. Taking a lock the
/// calling thread already holds never returns, as on iOS, where it traps.
@_alwaysEmitIntoClient
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
  pthread_mutex_lock(lock)
}

/// `os_unfair_lock_trylock(_:)`: takes the lock if it is free; `false` if it is held.
@_alwaysEmitIntoClient
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
  pthread_mutex_trylock(lock) == 0
}

/// `os_unfair_lock_unlock(_:)`: frees the lock the calling thread holds.
@_alwaysEmitIntoClient
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
  pthread_mutex_unlock(lock)
}

/// glibc's `gettid()` (2.30), which its headers declare only for GNU sources.
private let threadID: (@convention(c) () -> Int32)? = {
  #if canImport(Glibc)
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gettid") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)
  #else
    return nil
  #endif
}()

/// Whether the calling thread holds `lock`: glibc records the holder's thread id in every
/// mutex it locks. Elsewhere, unknown (`nil`).
private func callerHolds(_ lock: os_unfair_lock_t) -> Bool? {
  #if canImport(Glibc)
    guard let threadID else { return nil }
    return lock.pointee.__data.__owner == threadID()
  #else
    return nil
  #endif
}

/// `os_unfair_lock_assert_owner(_:)`: stops the program unless the calling thread holds the lock.
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {
  precondition(
    callerHolds(lock) != false,
    "os_unfair_lock_assert_owner: the calling thread does not hold the lock")
}

/// `os_unfair_lock_assert_not_owner(_:)`: stops the program if the calling thread holds the lock.
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {
  precondition(
    callerHolds(lock) != true, "os_unfair_lock_assert_not_owner: the calling thread holds the lock")
}

/// `OSAllocatedUnfairLock` (iOS 16): a lock allocated with the state it guards.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
  private final class Storage {
    let lock = os_unfair_lock_t.allocate(capacity: 1)
    var state: State
    init(_ state: State) {
      self.state = state
      lock.initialize(to: os_unfair_lock())
    }
    deinit {
      pthread_mutex_destroy(lock)
      lock.deinitialize(count: 1)
      lock.deallocate()
    }
  }

  private let storage: Storage

  /// `OSAllocatedUnfairLock.Ownership`: what `precondition(_:)` checks.
  public enum Ownership: Hashable, Sendable {
    case owner
    case notOwner
  }

  /// A lock guarding a state that need not be `Sendable`.
  public init(uncheckedState initialState: State) { storage = Storage(initialState) }

  /// A lock guarding a sendable state.
  public init(initialState: State) where State: Sendable { storage = Storage(initialState) }

  /// Runs `body` with the state while holding the lock.
  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
    os_unfair_lock_lock(storage.lock)
    defer { os_unfair_lock_unlock(storage.lock) }
    return try body(&storage.state)
  }

  /// Runs `body` with the state while holding the lock.
  public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R
  where State: Sendable {
    try withLockUnchecked(body)
  }

  /// Runs `body` with the state if the lock is free; `nil` without running it if it is held.
  public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
    guard os_unfair_lock_trylock(storage.lock) else { return nil }
    defer { os_unfair_lock_unlock(storage.lock) }
    return try body(&storage.state)
  }

  /// Runs `body` with the state if the lock is free; `nil` without running it if it is held.
  public func withLockIfAvailable<R: Sendable>(
    _ body: @Sendable (inout State) throws -> R
  ) rethrows -> R? where State: Sendable {
    try withLockIfAvailableUnchecked(body)
  }

  /// Stops the program unless the calling thread's ownership of the lock is `condition`.
  public func precondition(_ condition: Ownership) {
    switch condition {
    case .owner: os_unfair_lock_assert_owner(storage.lock)
    case .notOwner: os_unfair_lock_assert_not_owner(storage.lock)
    }
  }
}

extension OSAllocatedUnfairLock where State == Void {
  /// A lock that guards no state.
  public init() { storage = Storage(()) }

  /// Takes the lock, waiting until it is free.
  public func lock() { os_unfair_lock_lock(storage.lock) }

  /// Frees the lock.
  public func unlock() { os_unfair_lock_unlock(storage.lock) }

  /// Takes the lock if it is free.
  public func lockIfAvailable() -> Bool { os_unfair_lock_trylock(storage.lock) }

  /// Runs `body` while holding the lock.
  public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
    os_unfair_lock_lock(storage.lock)
    defer { os_unfair_lock_unlock(storage.lock) }
    return try body()
  }

  /// Runs `body` while holding the lock.
  public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
    try withLockUnchecked(body)
  }
}

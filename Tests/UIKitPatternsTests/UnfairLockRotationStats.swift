import Dispatch
import Testing
import os

// A view controller that counts the frames its player renders on a background queue under an
// unfair lock, logs each rotation with `Logger` from `import os`, and marks the size transition
// with a signposter. The locks are real on Linux: the count is exact.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class FrameCounter: @unchecked Sendable {
  private var lock = os_unfair_lock()
  private var frames = 0

  func add(_ count: Int) {
    os_unfair_lock_lock(&lock)
    frames += count
    os_unfair_lock_unlock(&lock)
  }

  var total: Int {
    os_unfair_lock_lock(&lock)
    defer { os_unfair_lock_unlock(&lock) }
    return frames
  }
}

final class StatsPlayerViewController: UIViewController {
  private static let logger = Logger(subsystem: "com.example.player", category: "rotation")
  private let signposter = OSSignposter(subsystem: "com.example.player", category: "rotation")
  let counter = FrameCounter()
  let sizes = OSAllocatedUnfairLock(initialState: [CGSize]())

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let state = signposter.beginInterval("rotate", id: signposter.makeSignpostID())
    Self.logger.debug("rotating to \(size.width, privacy: .public)×\(size.height)")
    sizes.withLock { $0.append(size) }
    coordinator.animate(alongsideTransition: nil) { _ in
      self.signposter.endInterval("rotate", state)
    }
  }
}

@MainActor
@Test func unfairLocksGuardAPlayerAcrossThreadsAndRotations() throws {
  let player = StatsPlayerViewController()
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  try app.launch(player)

  let counter = player.counter
  DispatchQueue.concurrentPerform(iterations: 8) { _ in
    for _ in 0..<5_000 { counter.add(1) }
  }
  #expect(counter.total == 40_000)

  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(player.sizes.withLock { $0 } == [CGSize(width: 852, height: 393)])

  // Held by this thread, the lock is not available to it again.
  let nested = player.sizes.withLockUnchecked { _ in
    player.sizes.withLockIfAvailableUnchecked { $0.count }
  }
  #expect(nested == nil)
  #expect(player.sizes.withLockIfAvailable { $0.count } == 1)

  let gate = OSAllocatedUnfairLock()
  #expect(gate.lockIfAvailable())
  gate.precondition(.owner)
  #expect(!gate.lockIfAvailable())
  gate.unlock()
  gate.precondition(.notOwner)
  #expect(OSSignposter.disabled.withIntervalSignpost("load") { 7 } == 7)
}

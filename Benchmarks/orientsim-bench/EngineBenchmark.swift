import OrientationCore

#if canImport(Glibc)
  import Glibc
#endif

// The `engine` section: one rotation of large hierarchies and the per-callback overhead
// (figures are thread CPU time, best of several runs).

/// What one measured run cost.
struct EngineCost {
  /// Thread CPU seconds.
  var seconds = Double.infinity
  /// Minor page faults: the kernel mapping fresh memory on first touch (records kept).
  var pageFaults = 0
}

/// Minor page faults of the process so far.
func threadMinorFaults() -> Int {
  #if canImport(Glibc)
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)  // one thread runs the benchmark
    return usage.ru_minflt
  #else
    return 0
  #endif
}

/// The cheapest of `repeats` runs of `body`, in thread CPU time (each run gets fresh state
/// from `setup`).
func measureEngine<State>(
  repeats: Int = 5, setup: () throws -> State, _ body: (State) throws -> Void
)
  rethrows -> EngineCost
{
  var best = EngineCost()
  for _ in 0..<repeats {
    let state = try setup()
    let faults = threadMinorFaults()
    let start = threadCPUSeconds()
    try body(state)
    let seconds = threadCPUSeconds() - start
    if seconds < best.seconds {
      best = EngineCost(seconds: seconds, pageFaults: threadMinorFaults() - faults)
    }
  }
  return best
}

func formatSeconds(_ seconds: Double) -> String {
  if seconds < 1e-6 { return "\(Int((seconds * 1e9).rounded())) ns" }
  if seconds < 1e-3 { return "\(Double(Int(seconds * 1e7)) / 10) µs" }
  return "\(Double(Int(seconds * 1e5)) / 100) ms"
}

/// A launched simulator over a tree of `count` plain view controllers, `fanOut` children each,
/// all visible (a custom container shows every child).
func launchedSimulator(count: Int, profile: BehaviorProfile, retains: Bool, fanOut: Int = 10)
  throws -> Simulator
{
  let root = ViewController(id: "vc0")
  let sim = Simulator(profile: profile, device: .iphone15, root: root)
  sim.retainsRecords = false
  var queue = [root]
  var head = 0
  var made = 1
  while made < count {
    let parent = queue[head]
    head += 1
    for _ in 0..<fanOut where made < count {
      let child = ViewController(id: "vc\(made)")
      try sim.addChild(child, to: parent, at: 0)
      queue.append(child)
      made += 1
    }
  }
  sim.retainsRecords = retains
  try sim.launch()
  return sim
}

func engineBenchmarks() throws {
  print("engine: thread CPU time, best of several runs")
  for profile in [BehaviorProfile.ios13, .ios7] {
    for count in [10_000, 100_000] {
      for retains in [true, false] {
        var callbacks = 0
        let cost = try measureEngine(
          repeats: count >= 100_000 ? 3 : 5,
          setup: { try launchedSimulator(count: count, profile: profile, retains: retains) }
        ) { sim in
          let before = sim.statistics.callbacks
          try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
          try sim.finish()
          callbacks = sim.statistics.callbacks - before
        }
        let perCallback = cost.seconds / Double(max(1, callbacks))
        // With records kept, the first touch of their memory (120 bytes each) is a page fault
        // the kernel serves; the figure says how much of the time that is.
        print(
          "engine: one rotation, \(profile.name), \(count) visible VCs, "
            + (retains ? "records retained" : "streamed only") + ": \(formatSeconds(cost.seconds)) "
            + "(\(callbacks) callbacks, \(formatSeconds(perCallback)) per callback, "
            + "\(cost.pageFaults) page faults)")
      }
    }
  }

  // Per-callback overhead in isolation: many rotations of a single view controller.
  let rotations = 20_000
  var callbacks = 0
  let seconds = try measureEngine(
    repeats: 3,
    setup: { try launchedSimulator(count: 1, profile: .ios13, retains: false) }
  ) { sim in
    let before = sim.statistics.callbacks
    var t = 1.0
    for i in 0..<rotations {
      try sim.deviceOrientationChanged(i % 2 == 0 ? .landscapeLeft : .portrait, at: t)
      t += 1
    }
    try sim.finish()
    callbacks = sim.statistics.callbacks - before
  }.seconds
  print(
    "engine: \(rotations) rotations of one VC (streamed): \(formatSeconds(seconds)), "
      + "\(formatSeconds(seconds / Double(rotations))) per rotation, "
      + "\(formatSeconds(seconds / Double(max(1, callbacks)))) per callback incl. decision and device records"
  )
}

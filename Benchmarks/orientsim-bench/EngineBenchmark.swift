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
  // Last, so the rotation figures above keep the heap state they were always taken in.
  try appearanceBenchmarks()
}

/// A launched simulator whose root is a navigation controller with a stack of `depth` view
/// controllers (only the top is in the window).
func launchedStack(depth: Int) throws -> (Simulator, NavigationController) {
  let nav = NavigationController(id: "nav")
  let sim = Simulator(profile: .ios13, device: .iphone15, root: nav)
  sim.retainsRecords = false
  for index in 0..<depth { try sim.push(ViewController(id: "vc\(index)"), onto: nav, at: 0) }
  try sim.launch()
  return (sim, nav)
}

/// Appearance transitions (SPEC §5.4, §5.6): an animated push and pop on a stack of 10,000 view
/// controllers, and a full-screen presentation (and its dismissal) over 10,000 visible ones, each
/// to the end of its did phase. Target: 20 ms each.
func appearanceBenchmarks() throws {
  let depth = 10_000
  let push = try measureEngine(setup: { try launchedStack(depth: depth) }) { state in
    let (sim, nav) = state
    try sim.push(ViewController(id: "pushed"), onto: nav, at: 1)
    try sim.finish()
  }
  print(
    "engine: animated push onto a stack of \(depth) VCs (to its did phase): "
      + formatSeconds(push.seconds))
  let pop = try measureEngine(setup: { try launchedStack(depth: depth) }) { state in
    let (sim, nav) = state
    try sim.pop(nav, at: 1)
    try sim.finish()
  }
  print(
    "engine: animated pop from a stack of \(depth) VCs (to its did phase): "
      + formatSeconds(pop.seconds))
  for retains in [true, false] {
    var callbacks = 0
    let present = try measureEngine(
      setup: { try launchedSimulator(count: depth, profile: .ios13, retains: retains) }
    ) { sim in
      let before = sim.statistics.callbacks
      try sim.present(ViewController(id: "modal"), style: .fullScreen, at: 1)
      try sim.finish()
      callbacks = sim.statistics.callbacks - before
    }
    print(
      "engine: full-screen present over \(depth) visible VCs, "
        + (retains ? "records retained" : "streamed only") + " (to its did phase): "
        + "\(formatSeconds(present.seconds)) (\(callbacks) callbacks)")
  }
  let dismiss = try measureEngine(
    setup: { () -> Simulator in
      let sim = try launchedSimulator(count: depth, profile: .ios13, retains: false)
      try sim.present(ViewController(id: "modal"), style: .fullScreen, at: 1)
      try sim.finish()
      return sim
    }
  ) { sim in
    try sim.dismiss(sim.viewController(id: "modal")!, at: 2)
    try sim.finish()
  }
  print(
    "engine: full-screen dismissal revealing \(depth) VCs, streamed only (to its did phase): "
      + formatSeconds(dismiss.seconds))
}

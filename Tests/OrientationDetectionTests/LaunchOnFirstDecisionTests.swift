import OrientationCore
import OrientationDetection
import Testing

/// SPEC §5.5 and §8.1: the app launches at the detector's first decision, into it, when the
/// scene does not fix the launch orientation.
@Suite("Sample driver: launch on the first decision")
struct LaunchOnFirstDecisionTests {
  static func samples(_ poses: [(Double, Double, Double, Int)], rate: Double = 50) -> [AccelSample]
  {
    var result: [AccelSample] = []
    for (x, y, z, count) in poses {
      for _ in 0..<count {
        result.append(AccelSample(time: Double(result.count) / rate, x: x, y: y, z: z))
      }
    }
    return result
  }

  @Test("nothing runs until the first decision; then the app launches into it, at its time")
  func launchesAtTheDecision() throws {
    let sim = try Simulator(scene: .default)
    var driver = Session(simulator: sim, pipeline: DetectionPipeline(detector: .android))
    driver.launchOnFirstDecision()
    var decidedAt: Double?
    for sample in Self.samples([(-1, 0, 0, 100), (0, -1, 0, 100)]) {
      let wasLaunched = sim.isLaunched
      if !wasLaunched { #expect(driver.nextDeadline == nil) }
      let output = try driver.feed(sample)
      if !wasLaunched && sim.isLaunched { decidedAt = sample.time }
      if !sim.isLaunched { #expect(output.orientation == .unknown) }
    }
    try driver.finish()
    let launchTime = try #require(decidedAt)
    #expect(launchTime > 0)
    let records = sim.log.records
    #expect(records.first?.time == launchTime)
    let launched = try #require(records.firstIndex { $0.call == "didFinishLaunching" })
    // ios13+ launches directly into the device's orientation: no transition before the launch.
    #expect(records[..<launched].allSatisfy { !$0.call.contains("Transition") })
    // landscapeLeft at launch is no news; the turn to portrait is.
    let devices = records.filter { $0.kind == .device }.map { $0[arg: "orientation"] }
    #expect(devices == [.string("portrait")])
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test("scripted events wait for the launch")
  func eventsWait() throws {
    var scene = SceneDescription.default
    scene.events = [SceneEvent(at: 0.01, action: .lock(true))]
    let sim = try Simulator(scene: scene)
    var driver = Session(simulator: sim, pipeline: DetectionPipeline(detector: .android))
    driver.launchOnFirstDecision()
    for sample in Self.samples([(-1, 0, 0, 100)]) { try driver.feed(sample) }
    try driver.finish()
    #expect(sim.isPortraitLocked)
    let records = sim.log.records
    let launched = try #require(records.firstIndex { $0.call == "didFinishLaunching" })
    #expect(records[launched].time > 0.01)
    #expect(sim.deviceOrientation == .portrait)  // the lock came after the landscape launch
  }

  @Test("a stream with no decision launches in the scene's orientation when it ends")
  func noDecision() throws {
    let sim = try Simulator(scene: .default)
    var driver = Session(simulator: sim, pipeline: DetectionPipeline(detector: .android))
    driver.launchOnFirstDecision()
    for sample in Self.samples([(.nan, 0, 0, 10)]) { try driver.feed(sample) }
    #expect(!sim.isLaunched)
    try driver.finish()
    #expect(sim.isLaunched)
    #expect(sim.log.records.first?.time == 9.0 / 50)
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test("launching explicitly first makes the request a no-op")
  func alreadyLaunched() throws {
    let sim = try Simulator(scene: .default)
    var driver = Session(simulator: sim, pipeline: DetectionPipeline())
    try driver.launch(at: 0)
    driver.launchOnFirstDecision()
    #expect(!driver.launchesOnFirstDecision)
    for sample in Self.samples([(-1, 0, 0, 100)]) { try driver.feed(sample) }
    #expect(sim.log.records.first?.time == 0)
    #expect(sim.log.records.contains { $0.kind == .device })
  }
}

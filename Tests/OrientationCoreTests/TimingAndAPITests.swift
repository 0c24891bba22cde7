import OrientationCore
import OrientationTesting
import Testing

/// SPEC §5.6 (timing and queueing), §5.7 (containers) and §9 (the Simulator API).
@Suite("Timing, queueing and the Simulator API (SPEC §5.6, §5.7, §9)")
struct TimingAndAPITests {
  @Test("§5.6 device changes during a rotation are held; the latest is decided at completion")
  func heldDeviceChanges() throws {
    let sim = try simulator()
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    let m = sim.mark
    try sim.deviceOrientationChanged(.portrait, at: 1.1)
    try sim.deviceOrientationChanged(.landscapeRight, at: 1.2)
    expectRecords(
      sim.records(from: m),
      [
        deviceChange("portrait"),
        deviceChange("landscapeRight"),
      ])
    let n = sim.mark
    try sim.advance(to: 1.3)
    expectRecords(
      sim.records(from: n),
      queries("root", "[portrait, landscapeRight, landscapeLeft]")
        + ["root viewWillTransition(to:with:)"])
    let call = try #require(sim.first("root", "viewWillTransition(to:with:)", from: n))
    #expect(call.time == 1.3)
    #expect(call[arg: "targetTransform"] == .number(180))
    #expect(call[arg: "to"] == .list([.number(852), .number(393)]))
    #expect(sim.interfaceOrientation == .landscapeLeft)
    try sim.finish()
    #expect(sim.log.records.last?.time == 1.3)
  }

  @Test(
    "§5.6 completions fire at t0 + d even when time jumps past them; NaN and earlier times do not move the clock"
  )
  func virtualTime() throws {
    let sim = try simulator(.ios7, device: "iphone-se-2")
    try sim.launch(at: 10)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 11)
    try sim.advance(to: .nan)
    try sim.advance(to: 5)
    #expect(sim.time == 11)
    try sim.advance(to: 100)
    #expect(sim.first("root", "didRotate(from:)")?.time == 11.3)
    #expect(sim.time == 100)
  }

  @Test(
    "§5.6 the portrait lock reports portrait whatever the device does; unlocking reports the real orientation"
  )
  func portraitLock() throws {
    let sim = try simulator()
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.finish()
    let m = sim.mark
    try sim.perform(.lock(true), at: 2)
    expectRecords(Array(sim.records(from: m).prefix(1)), [deviceChange("portrait")])
    #expect(sim.interfaceOrientation == .portrait)
    try sim.finish()
    let n = sim.mark
    try sim.deviceOrientationChanged(.landscapeRight, at: 3)
    #expect(sim.records(from: n).isEmpty)
    try sim.perform(.lock(false), at: 4)
    expectRecords(Array(sim.records(from: n).prefix(1)), [deviceChange("landscapeRight")])
    #expect(sim.interfaceOrientation == .landscapeLeft)
  }

  @Test("§5.7 containers re-lay their children: each child's layout pass follows its parent's")
  func containerRelayout() throws {
    let sim = try simulator(
      .ios13, device: "iphone-se-2",
      root: ViewControllerDescription(
        id: "root",
        children: [
          ViewControllerDescription(id: "top", frame: FractionalFrame(height: 0.5), ),
          ViewControllerDescription(
            id: "tabs", kind: .tabBar, children: [ViewControllerDescription(id: "tab")],
            frame: FractionalFrame(y: 0.5, height: 0.5)),
        ]))
    try sim.launch()
    let m = sim.mark
    try sim.perform(.inCallStatusBar(true), at: 1)
    expectRecords(sim.records(from: m), ["root", "top", "tabs", "tab"].flatMap(layout))
    #expect(sim.viewController(id: "tab")?.bounds == Size(width: 375, height: 323.5))
  }

  @Test("§9 an unknown device profile is an error unless a profile is given")
  func unknownDevice() throws {
    let scene = SceneDescription(device: "nokia-3310")
    #expect(throws: OrientationError.self) { try Simulator(scene: scene) }
    do {
      _ = try Simulator(scene: scene)
    } catch let error as OrientationError {
      #expect(error.name == "UnknownDeviceProfile")
      #expect(error.reason.hasPrefix("unknown device profile 'nokia-3310'"))
    }
    let sim = try Simulator(scene: scene, deviceProfile: .ipad9th)
    #expect(sim.device.id == "ipad-9th")
  }

  @Test("§9 runScene launches, runs every event and finishes pending completions; statistics count")
  func runScene() throws {
    let scene = SceneDescription(
      profile: .ios13, device: "iphone-15",
      app: AppDescription(supportedOrientations: .allButUpsideDown),
      root: ViewControllerDescription(id: "root"),
      events: [
        SceneEvent(at: 1, action: .device(.landscapeLeft)),
        SceneEvent(at: 2, action: .device(.faceUp)),
        SceneEvent(at: 3, action: .device(.portrait)),
      ])
    let sim = try Simulator(scene: scene)
    try sim.runScene()
    #expect(
      sim.statistics
        == {
          var s = SimulatorStatistics()
          s.rotations = 2
          s.deviceChanges = 3
          // Launch: viewDidLoad, viewWillAppear, the first insets, viewIsAppearing, layout (3),
          // viewDidAppear.
          s.callbacks = 8 + 2 * 7
          return s
        }())
    #expect(sim.interfaceOrientation == .portrait)
    #expect(sim.deviceOrientation == .portrait)
    #expect(sim.log.records.map(\.seq) == Array(0..<sim.log.records.count))
    #expect(sim.isRotating == false)
  }

  @Test(
    "§9 records stream to onRecord; with retainsRecords false the log stays empty and seq keeps counting"
  )
  func streaming() throws {
    let sim = try simulator()
    var streamed: [CallbackRecord] = []
    sim.onRecord = { streamed.append($0) }
    sim.retainsRecords = false
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    #expect(sim.log.records.isEmpty)
    #expect(streamed.map(\.seq) == Array(0..<streamed.count))
    expectRecords(
      streamed,
      launchPortraitPlain + [deviceChange("landscapeLeft")]
        + queries("root", "[portrait, landscapeRight, landscapeLeft]") + [
          "root willTransition(to:with:)", "root viewWillTransition(to:with:)",
          "root traitCollectionDidChange(_:)", "root viewSafeAreaInsetsDidChange()",
        ] + layout("root"))
  }

  @Test("§9 records are appended before the override runs")
  func recordBeforeOverride() throws {
    final class Peek: ViewController {
      var seen: [String] = []
      override func viewWillLayoutSubviews() {
        seen.append(simulator.log.records.last?.call ?? "")
      }
      unowned(unsafe) var simulator: Simulator! = nil
    }
    let root = Peek(id: "root")
    let sim = Simulator(profile: .ios13, root: root)
    root.simulator = sim
    try sim.launch()
    #expect(root.seen == ["viewWillLayoutSubviews()"])
  }
}

/// More §5.6 and §9 scenarios.
@Suite("Queueing and view-controller actions (SPEC §5.6, §9)")
struct QueueingAndActionTests {
  @Test(
    "§5.6 a presentation during a rotation is held until it ends, then rotates before the presented view appears"
  )
  func presentationDuringRotation() throws {
    let sim = try simulator()
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    let store = TestStore(sim)
    store.skipRecords()
    var p = ViewControllerDescription(id: "p", supported: .portrait)
    p.preferred = .portrait
    // Held: nothing happens at 1.1 s.
    try store.step("present p", at: 1.1, []) {
      try sim.perform(.present(p, style: .fullScreen, animated: true, from: nil), at: 1.1)
    }
    let n = sim.mark
    try store.advance(
      to: 1.3,
      at(
        1.3,
        [
          "p viewDidLoad()", "p ? supportedInterfaceOrientations -> [portrait]",
          "p ? preferredInterfaceOrientationForPresentation -> portrait",
          "root willTransition(to:with:)", "root viewWillTransition(to:with:)",
          "root traitCollectionDidChange(_:)", "root viewSafeAreaInsetsDidChange()",
        ] + layout("root") + ["root viewWillDisappear(_:)", "p viewWillAppear(_:)"]
          + block("p", safeArea: true)))
    #expect(sim.first("p", "viewWillAppear(_:)", from: n)?.state?.bounds.width == 393)
    store.finish(at(1.8, ["p viewDidAppear(_:)", "root viewDidDisappear(_:)"]))
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test("§9 overrides can present, push and dismiss from inside callbacks")
  func actionsFromOverrides() throws {
    final class Presenter: ViewController {
      override func viewDidAppear(_ animated: Bool) {
        if presentedViewController == nil {
          try? present(ViewController(id: "modal"), style: .overFullScreen)
        }
      }
    }
    let nav = NavigationController(id: "nav")
    let sim = Simulator(profile: .ios13, root: nav)
    try sim.push(Presenter(id: "first"), onto: nav, at: 0)
    try sim.launch()
    try sim.finish()
    #expect(sim.viewController(id: "modal")?.appearanceState == .appeared)
    try nav.pushViewController(ViewController(id: "second"), animated: false)
    #expect(nav.topViewController?.id == "second")
    try nav.popViewController()
    try sim.viewController(id: "modal")!.dismiss()
    try sim.finish()
    #expect(sim.viewController(id: "first")?.presentedViewController == nil)
    #expect(throws: OrientationError.self) { try ViewController(id: "loose").dismiss() }
  }
}

@Suite("Totality (SPEC §5.6)")
struct TotalityTests {
  @Test("§5.6 a custom device profile with a NaN duration rotates instantly instead of hanging")
  func nanDuration() throws {
    var device = DeviceProfile.iphoneSE2
    device.rotationDuration = .nan
    let sim = Simulator(profile: .ios7, device: device, root: ViewController(id: "root"))
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.finish()
    #expect(sim.first("root", "didRotate(from:)")?.time == 1)
    #expect(sim.first("root", "willRotate(to:duration:)")?[arg: "duration"] == .number(0))
  }
}

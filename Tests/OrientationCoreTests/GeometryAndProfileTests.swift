import OrientationCore
import OrientationTesting
import Testing

/// SPEC §2 (profile rows) and §4 (geometry).
@Suite("Profiles and geometry (SPEC §2, §4)")
struct GeometryAndProfileTests {
  static let orientations: [DeviceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]

  @Test(
    "§4.1/§4.2 bounds and size classes per device and orientation (direct launch)",
    arguments: DeviceProfile.builtIn, orientations)
  func boundsAndTraits(device: DeviceProfile, orientation: DeviceOrientation) throws {
    let sim = Simulator(
      profile: .ios13, device: device, app: AppDescription(supportedOrientations: .all),
      root: ViewController(id: "root"), launchDeviceOrientation: orientation)
    try sim.launch()
    let root = sim.root
    let interface = orientation.interfaceOrientation!
    #expect(sim.interfaceOrientation == interface)
    #expect(root.bounds == device.screenSize(for: interface))
    let expected: TraitCollection =
      switch (device.idiom, interface.isLandscape, device.id) {
      case (.pad, _, _): TraitCollection(horizontal: .regular, vertical: .regular)
      case (.phone, false, _): TraitCollection(horizontal: .compact, vertical: .regular)
      case (.phone, true, "iphone-8-plus"), (.phone, true, "iphone-15-pro-max"):
        TraitCollection(horizontal: .regular, vertical: .compact)
      case (.phone, true, _): TraitCollection(horizontal: .compact, vertical: .compact)
      }
    #expect(root.traitCollection == expected)
    #expect(root.safeAreaInsets == device.safeArea(for: interface))
  }

  @Test("§2 ios7 has no trait collections and no safe area")
  func ios7HasNoTraits() throws {
    let sim = try simulator(.ios7, device: "iphone-se-2")
    try sim.launch()
    #expect(sim.root.traitCollection == .unspecified)
    #expect(sim.root.safeAreaInsets == .zero)
    #expect(
      !sim.log.records.contains { $0.call.contains("Transition") || $0.call.contains("trait") })
  }

  @Test(
    "§2/§4.3 the in-call bar takes 20 pt from the root view while the status bar shows (ios7 landscape iPhone too)",
    arguments: [
      (BehaviorProfile.ios7, DeviceOrientation.landscapeLeft, true),
      (.ios13, .landscapeLeft, false),
      (.ios13, .portrait, true),
      (.ios8, .portrait, true),
    ])
  func inCallStatusBar(profile: BehaviorProfile, orientation: DeviceOrientation, shrinks: Bool)
    throws
  {
    let sim = try simulator(
      profile, device: "iphone-se-2",
      root: ViewControllerDescription(
        id: "root",
        children: [ViewControllerDescription(id: "half", frame: FractionalFrame(width: 0.5))]))
    try sim.launch()
    try sim.deviceOrientationChanged(orientation, at: 1)
    try sim.finish()
    let before = sim.root.bounds
    let barBefore = sim.statusBarHeight
    let m = sim.mark
    try sim.perform(.inCallStatusBar(true), at: 2)
    #expect(sim.statusBarHeight == (shrinks ? 40 : 0))
    #expect(barBefore == (shrinks ? 20 : 0))
    if shrinks {
      #expect(sim.root.frame == Rect(x: 0, y: 20, width: before.width, height: before.height - 20))
      expectRecords(sim.records(from: m), layout("root") + layout("half"))
      #expect(sim.root.bounds == Size(width: before.width, height: before.height - 20))
      #expect(
        sim.viewController(id: "half")?.bounds
          == Size(width: before.width / 2, height: before.height - 20))
      let n = sim.mark
      try sim.perform(.inCallStatusBar(false), at: 3)
      expectRecords(sim.records(from: n), layout("root") + layout("half"))
      #expect(sim.root.bounds == before)
    } else {
      #expect(sim.records(from: m).isEmpty)
    }
  }

  @Test(
    "§4.3 presented frames: iPad form sheet 540×620, page sheet portrait width less top inset; iPhone sheets full width",
    arguments: [
      (
        "ipad-9th", DeviceOrientation.portrait, PresentationStyle.formSheet,
        Size(width: 540, height: 620)
      ),
      ("ipad-9th", .landscapeLeft, .formSheet, Size(width: 540, height: 620)),
      ("ipad-9th", .portrait, .pageSheet, Size(width: 810, height: 1060)),
      ("ipad-9th", .landscapeLeft, .pageSheet, Size(width: 810, height: 790)),
      ("ipad-pro-12.9", .landscapeLeft, .pageSheet, Size(width: 1024, height: 1000)),
      ("iphone-15", .portrait, .pageSheet, Size(width: 393, height: 793)),
      ("iphone-15", .portrait, .formSheet, Size(width: 393, height: 793)),
      ("iphone-15", .portrait, .fullScreen, Size(width: 393, height: 852)),
      ("iphone-15", .portrait, .overFullScreen, Size(width: 393, height: 852)),
    ])
  func presentedFrames(
    deviceID: String, orientation: DeviceOrientation, style: PresentationStyle, size: Size
  ) throws {
    let sim = try simulator(.ios13, device: deviceID, launch: orientation)
    try sim.launch()
    try sim.perform(
      .present(ViewControllerDescription(id: "p"), style: style, animated: true, from: nil), at: 1)
    #expect(sim.viewController(id: "p")?.bounds == size)
  }

  @Test(
    "§2 default modalPresentationStyle: fullScreen before ios13 (presenter disappears), pageSheet from ios13",
    arguments: [(BehaviorProfile.ios7, true), (.ios8, true), (.ios13, false), (.ios16, false)])
  func defaultPresentationStyle(profile: BehaviorProfile, covers: Bool) throws {
    let sim = try simulator(profile, device: "iphone-se-2")
    try sim.launch()
    try sim.perform(
      .present(ViewControllerDescription(id: "p"), style: nil, animated: true, from: nil), at: 1)
    try sim.finish()
    #expect(sim.root.appearanceState == (covers ? .disappeared : .appeared))
    #expect(
      sim.viewController(id: "p")?.modalPresentationStyle == (covers ? .fullScreen : .pageSheet))
  }

  @Test(
    "§4.2/§5.7 iPad window resize: width class from the device's threshold; a flip sends trait callbacks",
    arguments: [
      ("ipad-9th", 535.0, SizeClass.compact), ("ipad-9th", 700, .regular),
      ("ipad-pro-12.9", 683, .regular), ("ipad-pro-12.9", 639, .compact),
    ])
  func resizeWidthClass(deviceID: String, width: Double, horizontal: SizeClass) throws {
    let sim = try simulator(.ios13, device: deviceID, launch: .landscapeLeft)
    try sim.launch()
    let height = sim.root.bounds.height
    let m = sim.mark
    try sim.perform(.resize(Size(width: width, height: height)), at: 1)
    let flips = horizontal == .compact
    expectRecords(
      sim.records(from: m),
      (flips ? ["root willTransition(to:with:)"] : []) + ["root viewWillTransition(to:with:)"]
        + (flips ? ["root traitCollectionDidChange(_:)"] : []) + layout("root"))
    let call = try #require(sim.first("root", "viewWillTransition(to:with:)", from: m))
    #expect(call[arg: "targetTransform"] == .number(0))
    #expect(call[arg: "duration"] == .number(0.3))
    #expect(call[arg: "to"] == .list([.number(width), .number(height)]))
    #expect(sim.root.traitCollection.horizontal == horizontal)
    #expect(sim.isRotating == false)
  }

  @Test(
    "§5.7 a legacy-callback window resize runs only the layout pass; ios7 itself resizes no window")
  func ios7Resize() throws {
    var legacy = BehaviorProfile.ios7
    legacy.ipadMultitasking = .on
    legacy.name = "custom"
    let sim = try simulator(legacy, device: "ipad-9th")
    try sim.launch()
    let m = sim.mark
    try sim.perform(.resize(Size(width: 320, height: 1080)), at: 1)
    expectRecords(sim.records(from: m), layout("root"))
    #expect(sim.root.bounds == Size(width: 320, height: 1080))

    // Without ipadMultitasking (iOS 6–8.x) no iPad window is resized (SPEC §5.7).
    let plain = try simulator(.ios7, device: "ipad-9th")
    try plain.launch()
    let n = plain.mark
    try plain.perform(.resize(Size(width: 320, height: 1080)), at: 1)
    expectRecords(
      plain.records(from: n),
      [
        "(uikit) ! resizeRefused {message: the profile has no iPad multitasking: the window is never resized}"
      ])
    #expect(plain.root.bounds == Size(width: 810, height: 1080))
  }

  @Test("§5.7 a resized window keeps its share of the screen when it rotates")
  func resizedWindowRotates() throws {
    let sim = try simulator(.ios13, device: "ipad-9th", launch: .landscapeLeft)
    try sim.launch()
    try sim.perform(.resize(Size(width: 540, height: 810)), at: 1)
    try sim.finish()
    try sim.deviceOrientationChanged(.portrait, at: 2)
    #expect(sim.root.bounds == Size(width: 405, height: 1080))
    #expect(sim.root.traitCollection.horizontal == .compact)
  }
}

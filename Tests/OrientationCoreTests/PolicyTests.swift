import OrientationCore
import OrientationDetection
import OrientationTesting
import Testing

/// SPEC §3: which orientations are allowed, the decision, its re-runs and the errors.
@Suite("Orientation policy (SPEC §3)")
struct PolicyTests {
  @Test("the portrait lock set before the launch: the app launches portrait; unlocked, it turns")
  func portraitLockBeforeLaunch() throws {
    let sim = try simulator(.ios26, launch: .landscapeLeft)
    try sim.setPortraitLock(true, at: 0)
    #expect(sim.log.records.isEmpty)
    try sim.launch(at: 0)
    expectRecords(
      sim.log, where: RecordFilter(kinds: [.lifecycle, .device]),
      ["(app) didFinishLaunching {deviceOrientation: portrait, interfaceOrientation: portrait}"])
    let mark = sim.log.records.count
    try sim.setPortraitLock(false, at: 1)
    expectRecords(
      Array(sim.log.records.dropFirst(mark)), where: RecordFilter(kinds: [.device]),
      [deviceChange("landscapeLeft")])
    #expect(sim.interfaceOrientation == .landscapeRight)
  }

  static let rotationTail: [ExpectedRecord] =
    [
      "root willTransition(to:with:)", "root viewWillTransition(to:with:)",
      "root traitCollectionDidChange(_:)", "root viewSafeAreaInsetsDidChange()",
    ] + layout("root")

  // MARK: §3.1 inputs

  @Test(
    "§3.1 a missing plist key means all on iPad and allButUpsideDown on iPhone",
    arguments: [("ipad-9th", true), ("iphone-se-2", false)])
  func appMaskIdiomDefault(deviceID: String, rotates: Bool) throws {
    let sim = try simulator(
      device: deviceID, root: ViewControllerDescription(id: "root", supported: .all))
    try sim.launch()
    try sim.deviceOrientationChanged(.portraitUpsideDown, at: 1)
    #expect(sim.interfaceOrientation == (rotates ? .portraitUpsideDown : .portrait))
  }

  @Test(
    "§3.1 the delegate override replaces the plist mask after launch, and is recorded as a query")
  func delegateOverride() throws {
    let sim = try simulator(
      app: AppDescription(supportedOrientations: .portrait, delegateMask: .landscape))
    try sim.launch()
    expectRecords(
      Array(sim.log.records.prefix(1)),
      ["root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]"])
    #expect(sim.interfaceOrientation == .portrait)
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    expectRecords(
      sim.records(from: m),
      [
        deviceChange("landscapeLeft"), "root ? shouldAutorotate -> true",
        "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
        "(app) ? application(_:supportedInterfaceOrientationsFor:) -> [landscapeRight, landscapeLeft]",
      ]
        + Self.rotationTail)
  }

  @Test(
    "§3.1 sheets, form sheets and popovers never decide; full-screen styles do",
    arguments: [
      (PresentationStyle.pageSheet, "root"), (.formSheet, "root"), (.popover, "root"),
      (.fullScreen, "p"), (.overFullScreen, "p"), (.custom, "p"),
    ])
  func deciderSelection(style: PresentationStyle, decider: String) throws {
    // UIRequiresFullScreen: a multitasking iPad app would ask no view controller (§3.1 item 6).
    let sim = try simulator(
      .ios13, device: "ipad-9th", app: AppDescription(requiresFullScreen: true))
    try sim.launch()
    var p = ViewControllerDescription(id: "p")
    p.supported = .portrait
    try sim.perform(.present(p, style: style, animated: true, from: nil), at: 1)
    #expect(sim.decider.id == decider)
    try sim.finish()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 2)
    expectRecords(
      Array(sim.records(from: m).dropFirst().prefix(1)), ["\(decider) ? shouldAutorotate -> true"])
    #expect(sim.interfaceOrientation == (decider == "root" ? .landscapeRight : .portrait))
  }

  @Test(
    "§3.1 containers never ask their children; a delegate's mask answers for them",
    arguments: [ViewControllerKind.navigation, .tabBar])
  func containersIgnoreChildren(kind: ViewControllerKind) throws {
    let child = ViewControllerDescription(
      id: "child", supported: .portrait, shouldAutorotate: false)
    let plain = try simulator(
      root: ViewControllerDescription(id: "root", kind: kind, children: [child]))
    try plain.launch()
    let m = plain.mark
    try plain.deviceOrientationChanged(.landscapeLeft, at: 1)
    expectRecords(
      Array(plain.records(from: m).prefix(3)),
      [deviceChange("landscapeLeft")]
        + queries("root", "[portrait, landscapeRight, landscapeLeft]"))
    #expect(plain.interfaceOrientation == .landscapeRight)
    #expect(!plain.log.records.contains { $0.kind == .query && $0.vc == "child" })

    var withDelegate = ViewControllerDescription(id: "root", kind: kind, children: [child])
    withDelegate.delegateSupported = .portrait
    let delegated = try simulator(root: withDelegate)
    try delegated.launch()
    let n = delegated.mark
    try delegated.deviceOrientationChanged(.landscapeLeft, at: 1)
    expectRecords(
      delegated.records(from: n), [deviceChange("landscapeLeft")] + queries("root", "[portrait]"))
  }

  @Test(
    "§3.1 iPhones without a Home button never use portraitUpsideDown",
    arguments: [
      ("iphone-15", false), ("iphone-15-pro-max", false), ("iphone-se-2", true),
      ("ipad-pro-12.9", true),
    ])
  func deviceCapabilities(deviceID: String, rotates: Bool) throws {
    let sim = try simulator(
      device: deviceID, app: AppDescription(supportedOrientations: .all),
      root: ViewControllerDescription(id: "root", supported: .all))
    try sim.launch()
    try sim.deviceOrientationChanged(.portraitUpsideDown, at: 1)
    #expect(sim.interfaceOrientation == (rotates ? .portraitUpsideDown : .portrait))
  }

  // MARK: §3.2 the decision

  @Test(
    "§3.2 faceUp, faceDown and unknown log the device change and ask nothing",
    arguments: [DeviceOrientation.faceUp, .faceDown, .unknown])
  func flatDoesNothing(orientation: DeviceOrientation) throws {
    let sim = try simulator()
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(orientation, at: 1)
    expectRecords(sim.records(from: m), [deviceChange("\(orientation.name)")])
  }

  @Test(
    "§3.2 shouldAutorotate false stops the decision before supportedInterfaceOrientations is asked",
    arguments: [BehaviorProfile.ios7, .ios8, .ios13])
  func shouldAutorotateFalse(profile: BehaviorProfile) throws {
    let sim = try simulator(
      profile, device: "iphone-se-2",
      root: ViewControllerDescription(id: "root", shouldAutorotate: false))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    expectRecords(
      sim.records(from: m), [deviceChange("landscapeLeft"), "root ? shouldAutorotate -> false"])
  }

  @Test("§3.2 ios16 ignores shouldAutorotate: it is not asked and the interface rotates")
  func shouldAutorotateIgnoredInIOS16() throws {
    let sim = try simulator(
      .ios16, root: ViewControllerDescription(id: "root", shouldAutorotate: false))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")]
        + queries("root", "[portrait, landscapeRight, landscapeLeft]", autorotate: false)
        + Self.rotationTail)
  }

  @Test("§3.2 a target outside the allowed set, or equal to the current one, changes nothing")
  func notAllowedOrCurrent() throws {
    let sim = try simulator(root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.launch()
    let m = sim.mark
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.deviceOrientationChanged(.portrait, at: 2)
    expectRecords(
      sim.records(from: m),
      [deviceChange("landscapeLeft")] + queries("root", "[portrait]") + [
        deviceChange("portrait")
      ] + queries("root", "[portrait]"))
    #expect(sim.interfaceOrientation == .portrait)
    #expect(sim.deviceOrientation == .portrait)
  }

  // MARK: §3.3 re-runs

  @Test(
    "§3.3 presenting full screen with a preferred orientation rotates before the presented view appears; dismissing rotates back"
  )
  func presentPreferredThenDismiss() throws {
    let sim = try simulator()
    try sim.launch()
    var player = ViewControllerDescription(id: "player", supported: .landscape)
    player.preferred = .landscapeLeft
    let m = sim.mark
    try sim.perform(.present(player, style: .fullScreen, animated: true, from: nil), at: 1)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      [
        "player viewDidLoad()",
        "player ? supportedInterfaceOrientations -> [landscapeRight, landscapeLeft]",
        "player ? preferredInterfaceOrientationForPresentation -> landscapeLeft",
      ] + Self.rotationTail + [
        "root viewWillDisappear(_:)", "player viewWillAppear(_:)",
      ] + block("player", safeArea: true) + [
        "player viewDidAppear(_:)", "root viewDidDisappear(_:)",
      ])
    #expect(
      sim.first("root", "viewWillTransition(to:with:)", from: m)?[arg: "targetTransform"]
        == .number(-90))
    #expect(
      sim.first("player", "viewWillAppear(_:)", from: m)?.state?.bounds
        == Size(width: 852, height: 393))
    try sim.finish()
    let n = sim.mark
    try sim.perform(.dismiss("player"), at: 3)
    try sim.finish()
    expectRecords(
      sim.records(from: n),
      [
        "player viewWillDisappear(_:)", "root viewWillAppear(_:)",
      ] + block("root") + [
        "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]"
      ] + Self.rotationTail + ["root viewDidAppear(_:)", "player viewDidDisappear(_:)"])
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test(
    "§3.3 overFullScreen decides but does not honour preferredInterfaceOrientationForPresentation")
  func overFullScreenIgnoresPreferred() throws {
    let sim = try simulator()
    try sim.launch()
    var p = ViewControllerDescription(id: "p", supported: .all)
    p.preferred = .landscapeLeft
    let m = sim.mark
    try sim.perform(.present(p, style: .overFullScreen, animated: true, from: nil), at: 1)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      [
        "p viewDidLoad()",
        "p ? supportedInterfaceOrientations -> [portrait, portraitUpsideDown, landscapeRight, landscapeLeft]",
        "p viewWillAppear(_:)",
      ]
        + block("p", safeArea: true) + ["p viewDidAppear(_:)"])
  }

  @Test(
    "§3.3 without a preferred orientation the presented view controller takes the device's, else the current, else the fallback order"
  )
  func presentFallback() throws {
    let sim = try simulator(
      .ios13, device: "iphone-se-2",
      root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeRight, at: 1)
    #expect(sim.interfaceOrientation == .portrait)
    try sim.perform(
      .present(
        ViewControllerDescription(id: "a", supported: .all), style: .fullScreen, animated: true,
        from: nil), at: 2)
    #expect(sim.interfaceOrientation == .landscapeLeft)
    try sim.finish()
    try sim.perform(.dismiss("a"), at: 3)
    try sim.finish()
    #expect(sim.interfaceOrientation == .portrait)
    try sim.perform(
      .present(
        ViewControllerDescription(id: "b", supported: .landscapeRight), style: .fullScreen,
        animated: true, from: nil), at: 4)
    #expect(sim.interfaceOrientation == .landscapeRight)
  }

  @Test("§3.3 pushing a view controller that supports only landscape never rotates")
  func pushNeverRotates() throws {
    let sim = try simulator(
      root: ViewControllerDescription(
        id: "nav", kind: .navigation, children: [ViewControllerDescription(id: "list")]))
    try sim.launch()
    let m = sim.mark
    try sim.perform(
      .push(nav: "nav", vc: ViewControllerDescription(id: "land", supported: .landscape)), at: 1)
    try sim.finish()
    expectRecords(
      sim.records(from: m),
      [
        "land willMove(toParent:)", "land viewDidLoad()", "list viewWillDisappear(_:)",
        "land viewWillAppear(_:)",
      ]
        + block("land", safeArea: true) + [
          "list viewDidDisappear(_:)", "land viewDidAppear(_:)", "land didMove(toParent:)",
        ])
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test(
    "§3.3 attemptRotationToDeviceOrientation re-runs the decision with the device's orientation",
    arguments: [BehaviorProfile.ios7, .ios13])
  func attemptRotation(profile: BehaviorProfile) throws {
    let sim = try simulator(
      profile, device: "iphone-se-2",
      root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.perform(.setSupported(vc: "root", mask: .allButUpsideDown), at: 2)
    let m = sim.mark
    try sim.perform(.attemptRotationToDeviceOrientation(), at: 2)
    expectRecords(
      Array(sim.records(from: m).prefix(2)),
      queries("root", "[portrait, landscapeRight, landscapeLeft]"))
    #expect(sim.interfaceOrientation == .landscapeRight)
  }

  @Test(
    "§3.3 ios16 setNeedsUpdateOfSupportedInterfaceOrientations rotates away from a disallowed orientation"
  )
  func setNeedsUpdateFallsBack() throws {
    let sim = try simulator(.ios16)
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.finish()
    try sim.perform(.setSupported(vc: "root", mask: .portrait), at: 2)
    let m = sim.mark
    try sim.perform(.setNeedsUpdateOfSupportedInterfaceOrientations("root"), at: 2)
    expectRecords(
      sim.records(from: m), queries("root", "[portrait]", autorotate: false) + Self.rotationTail)
    #expect(sim.interfaceOrientation == .portrait)
  }

  @Test(
    "§3.3 before ios16 setNeedsUpdateOfSupportedInterfaceOrientations is unavailable (diagnostic, nothing rotates)"
  )
  func setNeedsUpdateUnavailable() throws {
    let sim = try simulator(.ios13)
    try sim.launch()
    let m = sim.mark
    sim.viewController(id: "root")!.setNeedsUpdateOfSupportedInterfaceOrientations()
    expectRecords(sim.records(from: m), ["root ! unavailable"])
  }

  @Test(
    "§3.3 requestGeometryUpdate: 101 when nothing requested is allowed; nothing when current; else the first allowed"
  )
  func geometryRequests() throws {
    let sim = try simulator(
      .ios16, root: ViewControllerDescription(id: "root", supported: .portrait))
    try sim.launch()
    var errors: [OrientationError] = []
    let m = sim.mark
    try sim.requestGeometryUpdate(.landscape, at: 1) { errors.append($0) }
    expectRecords(
      sim.records(from: m),
      queries("root", "[portrait]", autorotate: false) + [
        "root ! UISceneErrorDomain"
      ])
    let message =
      "None of the requested orientations are supported by the view controller. Requested: landscapeLeft, landscapeRight; Supported: portrait"
    #expect(sim.records(from: m).last?[arg: "message"] == .string(message))
    #expect(sim.records(from: m).last?[arg: "code"] == .number(101))
    #expect(errors == [OrientationError(name: "UISceneErrorDomain", reason: message)])

    let n = sim.mark
    try sim.requestGeometryUpdate(.allButUpsideDown, at: 2)
    expectRecords(sim.records(from: n), queries("root", "[portrait]", autorotate: false))

    try sim.perform(.setSupported(vc: "root", mask: .all), at: 3)
    try sim.perform(.requestGeometryUpdate(.landscape), at: 3)
    #expect(sim.interfaceOrientation == .landscapeRight)
  }

  // MARK: §3.4 errors

  @Test(
    "§3.4 no common orientation: an exception in ios7/ios8 (ios8: at its post-launch decision), a diagnostic from ios13",
    arguments: BehaviorProfile.builtIn)
  func noCommonOrientation(profile: BehaviorProfile) throws {
    let sim = try simulator(
      profile, device: "iphone-se-2",
      app: AppDescription(supportedOrientations: .all, delegateMask: .landscape),
      root: ViewControllerDescription(id: "root", supported: .portrait))
    let reason =
      "Supported orientations has no common orientation with the application, and [UIViewController shouldAutorotate] is returning YES"
    if profile.launch == .portraitThenDevice {
      // ios8 runs §3.2 once right after launch (§5.5): the delegate's mask already counts.
      #expect(
        throws: OrientationError(name: "UIApplicationInvalidInterfaceOrientation", reason: reason)
      ) { try sim.launch() }
      expectRecords(
        Array(sim.log.records.suffix(4)),
        [
          "(app) didFinishLaunching", "root ? shouldAutorotate -> true",
          "root ? supportedInterfaceOrientations -> [portrait]",
          "(app) ? application(_:supportedInterfaceOrientationsFor:) -> [landscapeRight, landscapeLeft]",
        ])
      return
    }
    try sim.launch()
    let m = sim.mark
    if profile.emptyMask == .exception {
      #expect(
        throws: OrientationError(name: "UIApplicationInvalidInterfaceOrientation", reason: reason)
      ) {
        try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
      }
    } else {
      try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
      expectRecords(
        Array(sim.records(from: m).suffix(1)), ["root ! UIApplicationInvalidInterfaceOrientation"])
      #expect(sim.records(from: m).last?[arg: "message"] == .string(reason))
      #expect(sim.interfaceOrientation == .portrait)
    }
  }

  @Test("§3.4 the reason names the decider's class")
  func reasonNamesClass() throws {
    final class PortraitOnlyController: ViewController {
      override var supportedInterfaceOrientations: InterfaceOrientationMask { .portrait }
    }
    let sim = Simulator(
      profile: .ios7, device: .iphoneSE2, app: AppDescription(delegateMask: .landscape),
      root: PortraitOnlyController(id: "root"))
    try sim.launch()
    #expect(
      throws: OrientationError(
        name: "UIApplicationInvalidInterfaceOrientation",
        reason:
          "Supported orientations has no common orientation with the application, and [PortraitOnlyController shouldAutorotate] is returning YES"
      )
    ) {
      try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    }
  }

  @Test("§3.4 an empty supportedInterfaceOrientations", arguments: [BehaviorProfile.ios7, .ios16])
  func emptyMask(profile: BehaviorProfile) throws {
    let sim = try simulator(profile, device: "iphone-se-2")
    try sim.launch()
    try sim.perform(.setSupported(vc: "root", mask: []), at: 1)
    let reason = "supportedInterfaceOrientations must not return an empty mask"
    if profile.emptyMask == .exception {
      #expect(
        throws: OrientationError(name: "UIApplicationInvalidInterfaceOrientation", reason: reason)
      ) {
        try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
      }
    } else {
      let m = sim.mark
      try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
      expectRecords(
        sim.records(from: m),
        [
          deviceChange("landscapeLeft"), "root ? supportedInterfaceOrientations -> []",
          "root ! UIApplicationInvalidInterfaceOrientation",
        ])
    }
  }

  @Test(
    "§3.4 a preferred orientation outside the allowed set throws, with the profile's wording",
    arguments: [
      (
        BehaviorProfile.ios7,
        "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
      ),
      (
        .ios8,
        "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
      ),
      (
        .ios13,
        "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!"
      ),
      (
        .ios16,
        "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!"
      ),
    ])
  func preferredNotSupported(profile: BehaviorProfile, reason: String) throws {
    let sim = try simulator(profile, device: "iphone-se-2")
    try sim.launch()
    var p = ViewControllerDescription(id: "p", supported: .portrait)
    p.preferred = .landscapeRight
    #expect(
      throws: OrientationError(name: "UIApplicationInvalidInterfaceOrientation", reason: reason)
    ) {
      try sim.perform(.present(p, style: .fullScreen, animated: true, from: nil), at: 1)
    }
  }
}

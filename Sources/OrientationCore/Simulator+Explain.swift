/// Why a device-orientation change left the interface where it was (`--explain`).
///
/// Each case is one way out of the decision of SPEC §3.2 (or of the two places that hold a
/// change before it: the portrait lock and a rotation in flight, SPEC §5.6).
public enum RotationRefusal: Hashable, Sendable {
  /// The app has not finished launching; the change is remembered for launch.
  case notLaunched
  /// A rotation is in flight; the latest change is decided when it completes (SPEC §5.6).
  case rotationInProgress
  /// An appearance transition or a resize is in flight (its name: `push`, `resize`, …); the
  /// latest change is decided when it completes (SPEC §5.6).
  case transitionInProgress(String)
  /// The user's portrait-orientation lock is on: UIKit keeps seeing portrait.
  case portraitLock
  /// faceUp, faceDown and unknown name no interface orientation.
  case noInterfaceOrientation
  /// The decider's `shouldAutorotate` returned false.
  case shouldAutorotate
  /// decider mask ∩ app mask ∩ device capabilities is empty (SPEC §3.4).
  case noCommonOrientation
  /// The decider's `supportedInterfaceOrientations` excludes the target.
  case deciderMask(InterfaceOrientationMask)
  /// The app's mask (Info.plist or the delegate) excludes the target.
  case appMask(InterfaceOrientationMask)
  /// The device cannot show the target (the iPhone's portraitUpsideDown).
  case deviceCapability(InterfaceOrientationMask)
  /// The interface is already in the target orientation.
  case sameOrientation
  /// The decider's `prefersInterfaceOrientationLocked` holds the interface (ios26, SPEC §3.5).
  case orientationLocked
  /// The app runs in iPhone Mirroring: always portrait (ios27, SPEC §3.1 item 7).
  case iPhoneMirroring

  /// The rule's short name, the `rule` argument of the record.
  public var rule: String {
    switch self {
    case .notLaunched: "notLaunched"
    case .rotationInProgress: "rotationInProgress"
    case .transitionInProgress: "transitionInProgress"
    case .portraitLock: "portraitLock"
    case .noInterfaceOrientation: "flat"
    case .shouldAutorotate: "shouldAutorotate"
    case .noCommonOrientation: "noCommonOrientation"
    case .deciderMask: "deciderMask"
    case .appMask: "appMask"
    case .deviceCapability: "deviceCapability"
    case .sameOrientation: "sameOrientation"
    case .orientationLocked: "orientationLocked"
    case .iPhoneMirroring: "iPhoneMirroring"
    }
  }
}

extension Simulator {
  /// Records a `decision` record explaining a refusal, when ``explainsRefusals`` is on.
  ///
  /// The record carries the decider (the root before launch), so its state shows the
  /// orientation the interface stays in; `call` `noRotation`, and `args` `{device, rule, because}`: the device orientation that
  /// arrived, the rule's short name and one sentence saying why in the terms of SPEC §3.
  func explainRefusal(
    _ refusal: RotationRefusal, device orientation: DeviceOrientation, decider: ViewController?
  ) {
    guard explainsRefusals else { return }
    let target = orientation.interfaceOrientation?.name ?? orientation.name
    let because: String
    switch refusal {
    case .notLaunched:
      because = "the app has not finished launching"
    case .rotationInProgress:
      because = "a rotation is in progress; the latest device orientation is decided when it ends"
    case .transitionInProgress(let name):
      because =
        "a \(name) transition is in progress; the latest device orientation is decided when it ends"
    case .portraitLock:
      because = "the portrait-orientation lock is on; UIKit keeps seeing portrait"
    case .noInterfaceOrientation:
      because =
        orientation == .unknown
        ? "an unknown device orientation names no interface orientation"
        : "\(orientation.name) names no interface orientation; the interface stays "
          + window.orientation.name
    case .shouldAutorotate:
      because = "\(decider?.id ?? "the decider").shouldAutorotate returned false"
    case .noCommonOrientation:
      because = "the decider's, the app's and the device's masks have no orientation in common"
    case .deciderMask(let mask):
      because =
        "\(target) is not in \(decider?.id ?? "the decider")'s supportedInterfaceOrientations "
        + "[\(mask.description)]"
    case .appMask(let mask):
      because = "\(target) is not in the app's supported orientations [\(mask.description)]"
    case .deviceCapability(let mask):
      because = "\(device.id) cannot show \(target) (it supports [\(mask.description)])"
    case .sameOrientation:
      because = "the interface is already \(target)"
    case .orientationLocked:
      because =
        "\(decider?.id ?? "the decider").prefersInterfaceOrientationLocked holds the interface "
        + window.orientation.name
    case .iPhoneMirroring:
      because = "in iPhone Mirroring the interface stays portrait whatever the device does"
    }
    emit(
      .decision, decider, "noRotation",
      [
        RecordField("device", .string(orientation.name)),
        RecordField("rule", .string(refusal.rule)),
        RecordField("because", .string(because)),
      ])
  }

  /// Records, with ``explainsRefusals``, that an input (a scene event or a request) arrived
  /// during a timed transition and is held until it ends (SPEC §5.6): a `decision` record
  /// `held` on the decider (as `noRotation`), with `{input, because}`.
  func explainHeld(_ input: String) {
    guard explainsRefusals else { return }
    var because = "a \(runningTransitionName) transition is in progress"
    if let end = nextCompletionTime { because += " until \(RecordText.number(end)) s" }
    because += "; held inputs run in arrival order when it ends"
    emit(
      .decision, decider, "held",
      [RecordField("input", .string(input)), RecordField("because", .string(because))])
  }

  /// Records a detector decision (`--explain`, SPEC §8.2) at `time`: a `decision` record named
  /// `change` or `hold` with `fields` as its arguments (the detection module builds them).
  ///
  /// Advances the clock first, so the record sits in time order among the callbacks.
  public func recordDecision(changed: Bool, fields: [RecordField], at time: Double) throws {
    try advance(to: time)
    emit(.decision, nil, changed ? "change" : "hold", fields)
  }

  /// With ``explainsRefusals``, at launch: a `decision` record `noEffect` (`{setting, because}`,
  /// on the view controller concerned, else the root) for each profile switch a `custom` profile sets that another switch voids, and each scene
  /// key whose switch is off (SPEC §2 "custom profiles", §8.3).
  func explainSettingsWithoutEffect() {
    guard explainsRefusals else { return }
    func note(_ setting: String, _ because: String, on vc: ViewController? = nil) {
      emit(
        .decision, vc ?? root, "noEffect",
        [RecordField("setting", .string(setting)), RecordField("because", .string(because))])
    }
    if profile.name == "custom" {
      for setting in ProfileSwitch.all {
        if let because = setting.voidingReason(in: profile) { note(setting.name, because) }
      }
    }
    var registering: [ViewController] = []
    var locking: [ViewController] = []
    visitAll { vc in
      if !vc.traitRegistrations.isEmpty { registering.append(vc) }
      if vc.prefersOrientationLocked { locking.append(vc) }
    }
    if !profile.hasTraitRegistrations || !profile.hasTraitCollections
      || profile.callbacks == .legacy
    {
      for vc in registering {
        note("\(vc.id).traitRegistrations", "the profile has no traitRegistrations", on: vc)
      }
    }
    if !profile.hasInterfaceOrientationLock {
      for vc in locking {
        note(
          "\(vc.id).prefersOrientationLocked", "the profile has no interfaceOrientationLock",
          on: vc)
      }
    }
    if app.sceneDelegateGeometry,
      profile.sceneGeometryCallback == .none || profile.callbacks == .legacy
    {
      note("app.sceneDelegateGeometry", "the profile's sceneGeometryCallback is none")
    } else if app.sceneDelegateGeometry, !app.adoptsSceneLifecycle {
      note("app.sceneDelegateGeometry", "an app without scenes has no scene delegate")
    }
    if app.sceneDelegateMask != nil {
      if !profile.hasSceneMask {
        note("app.sceneDelegateMask", "the profile has no sceneMask")
      } else if !app.adoptsSceneLifecycle {
        note("app.sceneDelegateMask", "an app without scenes has no scene delegate")
      }
    }
    explainFoldableKeysWithoutEffect({ note($0, $1) }, launchPosture: launchPostureSet)
    if app.requiresFullScreenIgnoredFrom != nil, !profile.hasFullScreenIgnoredFromKey {
      note("app.requiresFullScreenIgnoredFrom", "the profile has no fullScreenIgnoredFromKey")
    }
    if app.environment != .native, device.foldable != nil {
      note("app.environment", "a foldable is not a resizable environment")
    } else if app.environment != .native {
      if device.idiom != .phone {
        note("app.environment", "only a phone-idiom app runs in a resizable environment")
      } else if !profile.hasResizableEnvironments {
        note("app.environment", "the profile has no resizableEnvironments")
      }
    }
    if app.requiresFullScreen, !requiresFullScreen {
      let because: String
      if ignoresFullScreenRequirement {
        because =
          "UIRequiresFullScreenIgnoredStartingWithVersion ignores it from iOS "
          + (app.requiresFullScreenIgnoredFrom ?? []).map(String.init).joined(separator: ".")
      } else if profile.fullScreenRequirement == .discreteResize {
        because = "only an iPad app or a phone app in a resizable environment resizes"
      } else {
        because = "only an iPad app multitasks"
      }
      note("app.requiresFullScreen", because)
    } else if app.requiresFullScreen, device.idiom == .pad, profile.ipadMultitasking == .off {
      note("app.requiresFullScreen", "the profile has no ipadMultitasking")
    }
  }

  /// On a device of one display: the foldable keys and events of the scene, which change
  /// nothing (SPEC §8.4), each once.
  func explainFoldableKeysWithoutEffect(
    _ note: (String, String) -> Void, launchPosture: Bool
  ) {
    guard device.foldable == nil else { return }
    let because = "\(device.id) has one display"
    if launchPosture { note("launch.posture", because) }
    var named: Set<String> = []
    for event in events {
      let key: String
      switch event.action {
      case .posture: key = "posture"
      case .hinge: key = "hinge"
      default: continue
      }
      if named.insert(key).inserted { note("events.\(key)", because) }
    }
  }

  /// `body` for every view controller of the hierarchy (presented ones included), pre-order,
  /// covered and hidden ones too.
  func visitAll(_ body: (ViewController) -> Void) {
    var stack = [root]
    while let vc = stack.popLast() {
      body(vc)
      if let presented = vc.presentedViewController { stack.append(presented) }
      stack.append(contentsOf: vc.children.reversed())
    }
  }
}

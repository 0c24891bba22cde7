/// A value a profile switch can take: a word in scene files and on the command line.
public protocol ProfileSwitchValue: Hashable, Sendable {
  /// Every accepted word and its value, the canonical words first (SPEC §2's order).
  static var switchWords: [(word: String, value: Self)] { get }
  /// The canonical word for this value.
  var switchWord: String { get }
}

extension ProfileSwitchValue where Self: RawRepresentable<String> & CaseIterable {
  public static var switchWords: [(word: String, value: Self)] {
    allCases.map { ($0.rawValue, $0) }
  }
  public var switchWord: String { rawValue }
}

extension Bool: ProfileSwitchValue {
  public static var switchWords: [(word: String, value: Bool)] {
    [("false", false), ("true", true)]
  }
  public var switchWord: String { self ? "true" : "false" }
}

/// One switch of SPEC §2's profile table: its name in scene files, where it lives on
/// ``BehaviorProfile``, the SPEC rule it selects, and the switches that void it.
///
/// ``ProfileSwitch/all`` is the one table of switches and ``ProfileDefinition/all`` the one table
/// of built-in profiles: scene parsing, `--explain`'s notes on settings without effect, the
/// built-in profiles themselves and the documentation's tables all read them. Adding a switch is
/// one entry here plus its engine sites; adding a profile is one ``ProfileDefinition``.
public struct ProfileSwitch: Sendable {
  /// A switch whose value makes this one irrelevant (`callbacks: legacy` voids `traitDelivery`).
  public struct Voider: Sendable {
    /// The voiding switch's name.
    public let name: String
    /// The voiding switch's word that voids.
    public let word: String
    /// Why, for `--explain` (`callbacks: legacy sends no size transitions, …`).
    public let because: String
  }

  /// The name in scene files and SPEC §2 (`tabDidOrder`).
  public let name: String
  /// The ``BehaviorProfile`` property it sets.
  public let keyPath: PartialKeyPath<BehaviorProfile> & Sendable
  /// The SPEC sections whose rules it selects (`§5.4`).
  public let section: String
  /// What a value is called in an error message (`tab did order`).
  public let noun: String
  /// The accepted words, canonical first.
  public let words: [String]
  /// The value with which the switch changes nothing even where it is voided; `nil` when
  /// every value matters.
  public let inertWord: String?
  /// The switches that void it, the first that applies explains.
  public let voidedBy: [Voider]
  /// Whether the switch is true or false (a scene file may write it as a YAML boolean).
  public let isBoolean: Bool
  let read: @Sendable (BehaviorProfile) -> String
  let write: @Sendable (inout BehaviorProfile, String) -> Bool

  /// A switch over a ``BehaviorProfile`` property.
  public init<Value: ProfileSwitchValue>(
    _ name: String, _ keyPath: WritableKeyPath<BehaviorProfile, Value> & Sendable,
    section: String, noun: String? = nil, inert: Value? = nil, voidedBy: [Voider] = []
  ) {
    self.name = name
    self.keyPath = keyPath
    self.section = section
    self.noun = noun ?? name
    self.words = Value.switchWords.map(\.word)
    self.inertWord = inert?.switchWord
    self.voidedBy = voidedBy
    self.isBoolean = Value.self == Bool.self
    self.read = { $0[keyPath: keyPath].switchWord }
    self.write = { profile, word in
      guard let value = Value.switchWords.first(where: { $0.word == word })?.value else {
        return false
      }
      profile[keyPath: keyPath] = value
      return true
    }
  }

  /// The switch's word in `profile`.
  public func word(in profile: BehaviorProfile) -> String { read(profile) }

  /// Sets the switch from a word; false (and `profile` unchanged) for a word it does not accept.
  @discardableResult
  public func set(_ word: String, in profile: inout BehaviorProfile) -> Bool {
    write(&profile, word)
  }

  /// Why the switch has no effect in `profile`, when it has a value that would matter and a
  /// voiding switch is on; `nil` otherwise (SPEC §2 "custom profiles").
  public func voidingReason(in profile: BehaviorProfile) -> String? {
    guard read(profile) != inertWord else { return nil }
    for voider in voidedBy {
      if let other = ProfileSwitch.named(voider.name), other.read(profile) == voider.word {
        return voider.because
      }
    }
    return nil
  }

  /// The switch of that name.
  public static func named(_ name: String) -> ProfileSwitch? {
    all.first { $0.name == name }
  }

  /// The switch that sets `keyPath`.
  public static func setting(_ keyPath: PartialKeyPath<BehaviorProfile>) -> ProfileSwitch? {
    all.first { $0.keyPath == keyPath }
  }

  private static let legacy = Voider(
    name: "callbacks", word: "legacy",
    because: "callbacks: legacy sends no size transitions, traits or coordinators")
  private static let noTraits = Voider(
    name: "traitCollections", word: "false",
    because: "traitCollections: false drops size classes and trait callbacks")

  /// Every switch, in SPEC §2's order.
  public static let all: [ProfileSwitch] = [
    ProfileSwitch(
      "callbacks", \.callbacks, section: "§5.1, §5.2", noun: "callback style"),
    ProfileSwitch(
      "traitCollections", \.hasTraitCollections, section: "§5.2", inert: false,
      voidedBy: [legacy]),
    ProfileSwitch(
      "safeAreaInsets", \.hasSafeAreaInsets, section: "§5.2, §5.4", inert: false,
      voidedBy: [legacy]),
    ProfileSwitch("launch", \.launch, section: "§5.5", noun: "launch style"),
    ProfileSwitch(
      "initialTraitCallback", \.hasInitialTraitCallback, section: "§5.4", inert: false,
      voidedBy: [legacy, noTraits]),
    ProfileSwitch(
      "emptyMask", \.emptyMask, section: "§3.4", noun: "empty-mask behaviour"),
    ProfileSwitch(
      "namesOrientationsInExceptions", \.namesOrientationsInExceptions, section: "§3.4"),
    ProfileSwitch("shouldAutorotate", \.honorsShouldAutorotate, section: "§3.2"),
    ProfileSwitch("geometryRequests", \.hasGeometryRequests, section: "§3.3, §9.1"),
    ProfileSwitch(
      "statusBarInLandscape", \.showsStatusBarInLandscapeOnPhone, section: "§4.3"),
    ProfileSwitch(
      "defaultPresentationStyle", \.defaultPresentationStyle, section: "§5.4",
      noun: "presentation style"),
    ProfileSwitch("layoutOrder", \.layoutOrder, section: "§5.1", noun: "layout order"),
    ProfileSwitch(
      "ipadMultitasking", \.ipadMultitasking, section: "§3.1, §5.7", noun: "iPad multitasking"),
    ProfileSwitch("viewIsAppearing", \.hasViewIsAppearing, section: "§5.4"),
    ProfileSwitch("tabDidOrder", \.tabDidOrder, section: "§5.4", noun: "tab did order"),
    ProfileSwitch(
      "traitDelivery", \.traitDelivery, section: "§5.2, §5.3", noun: "trait delivery",
      inert: .batch, voidedBy: [legacy, noTraits]),
    ProfileSwitch(
      "traitRegistrations", \.hasTraitRegistrations, section: "§5.2", inert: false,
      voidedBy: [legacy, noTraits]),
    ProfileSwitch(
      "coordinatorCompletions", \.coordinatorCompletions, section: "§5.2",
      noun: "completion order", inert: .registration, voidedBy: [legacy]),
    ProfileSwitch(
      "sceneGeometryCallback", \.sceneGeometryCallback, section: "§5.8",
      noun: "scene geometry callback", inert: BehaviorProfile.SceneGeometryCallback.none,
      voidedBy: [legacy]),
    ProfileSwitch("interfaceOrientationLock", \.hasInterfaceOrientationLock, section: "§3.5"),
    ProfileSwitch("sceneMask", \.hasSceneMask, section: "§3.1"),
    ProfileSwitch(
      "fullScreenRequirement", \.fullScreenRequirement, section: "§3.1, §5.7",
      noun: "full-screen requirement"),
    ProfileSwitch("fullScreenIgnoredFromKey", \.hasFullScreenIgnoredFromKey, section: "§3.1"),
    ProfileSwitch("resizableEnvironments", \.hasResizableEnvironments, section: "§3.1, §5.7"),
    ProfileSwitch(
      "sceneLifecycleCheck", \.sceneLifecycleCheck, section: "§5.5",
      noun: "scene life-cycle check"),
  ]
}

/// One built-in profile of SPEC §2: a column of its table, written as what changes from the
/// profile before (the table's `=`).
public struct ProfileDefinition: Sendable {
  /// A switch set to a value.
  public struct Setting: Sendable {
    let apply: @Sendable (inout BehaviorProfile) -> Void
    /// The switch's name.
    public let name: String

    /// `keyPath` set to `value`; `keyPath` must be a switch of ``ProfileSwitch/all``.
    public static func set<Value: ProfileSwitchValue>(
      _ keyPath: WritableKeyPath<BehaviorProfile, Value> & Sendable, _ value: Value
    ) -> Setting {
      Setting(apply: { $0[keyPath: keyPath] = value }, name: ProfileSwitch.setting(keyPath)!.name)
    }
  }

  /// The profile's name (`ios17`).
  public let name: String
  /// The iOS version its rules come from, the number in its name (SPEC §3.1 item 1).
  public let version: Int
  /// The iOS versions it stands for (`17–18`).
  public let versions: String
  /// What changes from the profile before, as the README and DocC tables say it.
  public let summary: String
  /// The switches that differ from the profile before (every switch, for the first).
  public let changes: [Setting]

  /// Every built-in profile, oldest first; the last is the default (SPEC §2).
  public static let all: [ProfileDefinition] = [
    ProfileDefinition(
      name: "ios7", version: 7, versions: "6–7",
      summary:
        "legacy `willRotate` / `willAnimateRotation` / `didRotate`; no trait collections; launch "
        + "in portrait, then rotate to the first Info.plist entry (`portraitThenFirstEntry`); "
        + "status bar shown in iPhone landscape; an empty mask raises "
        + "`UIApplicationInvalidInterfaceOrientation`",
      changes: [
        .set(\.callbacks, .legacy), .set(\.hasTraitCollections, false),
        .set(\.hasSafeAreaInsets, false), .set(\.launch, .portraitThenFirstEntry),
        .set(\.hasInitialTraitCallback, false), .set(\.emptyMask, .exception),
        .set(\.namesOrientationsInExceptions, false), .set(\.honorsShouldAutorotate, true),
        .set(\.hasGeometryRequests, false), .set(\.showsStatusBarInLandscapeOnPhone, true),
        .set(\.defaultPresentationStyle, .fullScreen), .set(\.layoutOrder, .uikit),
        .set(\.ipadMultitasking, .off), .set(\.hasViewIsAppearing, false),
        .set(\.tabDidOrder, .disappearingFirst), .set(\.traitDelivery, .batch),
        .set(\.hasTraitRegistrations, false), .set(\.coordinatorCompletions, .registration),
        .set(\.sceneGeometryCallback, .none), .set(\.hasInterfaceOrientationLock, false),
        .set(\.hasSceneMask, false), .set(\.fullScreenRequirement, .optOut),
        .set(\.hasFullScreenIgnoredFromKey, false), .set(\.hasResizableEnvironments, false),
        .set(\.sceneLifecycleCheck, .none),
      ]),
    ProfileDefinition(
      name: "ios8", version: 8, versions: "8–10",
      summary:
        "size transitions (`viewWillTransition(to:with:)`, `willTransition(to:with:)`) and size "
        + "classes; `traitCollectionDidChange(nil)` at a first appearance "
        + "(`initialTraitCallback`); a phone held in landscape comes up portrait, then turns to "
        + "the device (`portraitThenDevice`); iPad multitasking (`ipadMultitasking`). iOS 8.x: "
        + "`launch: firstEntryThenDevice`, `ipadMultitasking: false`; iOS 11–12: "
        + "`launch: direct`, `safeAreaInsets: true`",
      changes: [
        .set(\.callbacks, .sizeTransition), .set(\.hasTraitCollections, true),
        .set(\.launch, .portraitThenDevice), .set(\.hasInitialTraitCallback, true),
        .set(\.showsStatusBarInLandscapeOnPhone, false), .set(\.ipadMultitasking, .on),
      ]),
    ProfileDefinition(
      name: "ios13", version: 13, versions: "13–15",
      summary:
        "launch straight into the device orientation (`direct`); no first "
        + "`traitCollectionDidChange(nil)`; `viewSafeAreaInsetsDidChange()`; "
        + "`viewIsAppearing(_:)`; sheets by default; an empty mask is a diagnostic; error texts "
        + "name the orientations; `windowScene(_:didUpdate:…)` "
        + "(`sceneGeometryCallback: didUpdate`)",
      changes: [
        .set(\.hasSafeAreaInsets, true), .set(\.launch, .direct),
        .set(\.hasInitialTraitCallback, false), .set(\.emptyMask, .diagnostic),
        .set(\.namesOrientationsInExceptions, true),
        .set(\.defaultPresentationStyle, .pageSheet), .set(\.hasViewIsAppearing, true),
        .set(\.sceneGeometryCallback, .didUpdate),
      ]),
    ProfileDefinition(
      name: "ios16", version: 16, versions: "16",
      summary:
        "`shouldAutorotate` no longer asked; `setNeedsUpdateOfSupportedInterfaceOrientations()` "
        + "and `requestGeometryUpdate` (error 101)",
      changes: [.set(\.honorsShouldAutorotate, false), .set(\.hasGeometryRequests, true)]),
    ProfileDefinition(
      name: "ios17", version: 17, versions: "17–18",
      summary:
        "traits delivered just before each view controller's own layout, top-down, and only in "
        + "the window (`traitDelivery: beforeLayout`); `registerForTraitChanges(_:handler:)` "
        + "records (`traitRegistrations`); a tab selection's new tab appears before the old one "
        + "disappears (`tabDidOrder: appearingFirst`); the scene life-cycle warning of iOS "
        + "18.4 for an app without scenes (`sceneLifecycleCheck: warning18`)",
      changes: [
        .set(\.tabDidOrder, .appearingFirst), .set(\.traitDelivery, .beforeLayout),
        .set(\.hasTraitRegistrations, true), .set(\.sceneLifecycleCheck, .warning18),
      ]),
    ProfileDefinition(
      name: "ios26", version: 26, versions: "26",
      summary:
        "`windowScene(_:didUpdateEffectiveGeometry:)` (`sceneGeometryCallback: "
        + "effectiveGeometry`), also at orientation-lock changes and every resize; "
        + "`prefersInterfaceOrientationLocked` (`interfaceOrientationLock`); "
        + "`UIRequiresFullScreenIgnoredStartingWithVersion` (`fullScreenIgnoredFromKey`); the "
        + "iOS 26 scene life-cycle warning (`sceneLifecycleCheck: warning26`)",
      changes: [
        .set(\.sceneGeometryCallback, .effectiveGeometry),
        .set(\.hasInterfaceOrientationLock, true), .set(\.hasFullScreenIgnoredFromKey, true),
        .set(\.sceneLifecycleCheck, .warning26),
      ]),
    ProfileDefinition(
      name: "ios27", version: 27, versions: "27",
      summary:
        "the scene delegate's `supportedInterfaceOrientations(for:)` (`sceneMask`); every iPad "
        + "app that does not require full screen resizes, and its masks stop counting at the "
        + "first resize (`ipadMultitasking: resizable`); `UIRequiresFullScreen` resizes in "
        + "discrete steps with its masks (`fullScreenRequirement: discreteResize`); iPhone "
        + "Mirroring and iPhone apps on iPad (`resizableEnvironments`); an app without scenes "
        + "does not launch (`sceneLifecycleCheck: required`)",
      changes: [
        .set(\.ipadMultitasking, .resizable), .set(\.hasSceneMask, true),
        .set(\.fullScreenRequirement, .discreteResize), .set(\.hasResizableEnvironments, true),
        .set(\.sceneLifecycleCheck, .required),
      ]),
  ]

  /// The profile this definition builds on its predecessor `base`.
  func profile(after base: BehaviorProfile) -> BehaviorProfile {
    var profile = base
    profile.name = name
    profile.version = version
    for change in changes { change.apply(&profile) }
    return profile
  }
}

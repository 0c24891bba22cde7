import OrientationCore
import OrientationTesting

extension Simulator {
  /// Records from `start` on.
  func records(from start: Int = 0) -> [CallbackRecord] { Array(log.records.dropFirst(start)) }
  /// The number of records so far (a mark for `records(from:)`).
  var mark: Int { log.records.count }
  /// The first record from `start` on for `vc` and `call`.
  func first(_ vc: String, _ call: String, from start: Int = 0) -> CallbackRecord? {
    log.records.dropFirst(start).first { $0.vc == vc && $0.call == call }
  }
}

/// Builds a scene simulator; `app` default is the iPhone-style allButUpsideDown plist.
func simulator(
  _ profile: BehaviorProfile = .ios13, device: String = "iphone-15",
  app: AppDescription = AppDescription(), launch: DeviceOrientation = .portrait,
  root: ViewControllerDescription = ViewControllerDescription(id: "root")
) throws -> Simulator {
  try Simulator(
    scene: SceneDescription(
      profile: profile, device: device, app: app, launchDeviceOrientation: launch, root: root))
}

/// A view controller subclass that logs what its overrides see, for override tests.
final class Probe: ViewController {
  var events: [String] = []
  var callsSuperInViewWillTransition = true
  var fixedChildSize: Size?
  var onViewWillTransition: ((TransitionCoordinator) -> Void)?

  override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    events.append("viewWillTransition \(size)")
    onViewWillTransition?(coordinator)
    if callsSuperInViewWillTransition { super.viewWillTransition(to: size, with: coordinator) }
  }

  override func size(
    forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size
  )
    -> Size
  {
    fixedChildSize
      ?? super.size(forChildContentContainer: child, withParentContainerSize: parentSize)
  }
}

// MARK: Expected lines

// Pieces of expectations for OrientationTesting's `expectRecords`, in the transcript's text
// format (SPEC §8.2).

/// The ios13+ launch of a plain root in portrait (its first insets, `viewIsAppearing(_:)`).
let launchPortraitPlain: [ExpectedRecord] = [
  "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
  "root viewDidLoad()", "root viewWillAppear(_:)", "root viewSafeAreaInsetsDidChange()",
  "root viewIsAppearing(_:)", "root viewWillLayoutSubviews()", "root view.layoutSubviews()",
  "root viewDidLayoutSubviews()",
  "root viewDidAppear(_:)", "(app) didFinishLaunching",
]

/// The device record of a change to `orientation`.
func deviceChange(_ orientation: String) -> ExpectedRecord {
  ExpectedRecord("(device) orientationDidChange {orientation: \(orientation)}")
}

/// The layout block of an appearing view controller (SPEC §5.4): `viewSafeAreaInsetsDidChange()`
/// when its insets changed, `viewIsAppearing(_:)` when the profile has it, its layout pass.
func block(_ vc: String, safeArea: Bool = false, isAppearing: Bool = true) -> [ExpectedRecord] {
  (safeArea ? ["\(vc) viewSafeAreaInsetsDidChange()"] : [])
    + (isAppearing ? ["\(vc) viewIsAppearing(_:)"] : []) + layout(vc)
}

/// The layout pass of one view controller.
func layout(_ vc: String) -> [ExpectedRecord] {
  [
    "\(vc) viewWillLayoutSubviews()", "\(vc) view.layoutSubviews()",
    "\(vc) viewDidLayoutSubviews()",
  ]
}

/// The ios13/ios16 decision queries for a device change, with their answers.
func queries(_ vc: String, _ mask: String, autorotate: Bool = true) -> [ExpectedRecord] {
  (autorotate ? ["\(vc) ? shouldAutorotate -> true"] : [])
    + [ExpectedRecord("\(vc) ? supportedInterfaceOrientations -> \(mask)")]
}

/// `lines` claimed at time `t`.
func at(_ t: Double, _ lines: [ExpectedRecord]) -> [ExpectedRecord] {
  lines.map { $0.at(t) }
}

/// An appearance call with its `animated` and its transition flags (`[]` for none):
/// `b viewWillAppear(_:) {animated: true} [movingToParent]`.
func appearance(_ vc: String, _ call: String, _ animated: Bool = true, _ flag: String = "")
  -> ExpectedRecord
{
  ExpectedRecord("\(vc) \(call) {animated: \(animated)} [\(flag)]")
}

/// The layout block of `vc` with `viewIsAppearing(_:)`'s `animated` and flags:
/// `viewSafeAreaInsetsDidChange()` when its insets changed, `viewIsAppearing(_:)` under the
/// `viewIsAppearing` switch (with `viewWillAppear`'s animated and flag), its layout pass.
/// `first`: the view controller's first appearance, whose insets were zero before.
func layoutBlock(
  _ vc: String, _ profile: BehaviorProfile = .ios13, animated: Bool = true, flag: String = "",
  safeArea: Bool = false, first: Bool = false
) -> [ExpectedRecord] {
  // A first appearance reports the insets, which were zero before it (SPEC §5.4).
  (first && profile.hasInitialTraitCallback ? ["\(vc) traitCollectionDidChange(_:)"] : [])
    + (safeArea || (first && profile.hasSafeAreaInsets)
      ? ["\(vc) viewSafeAreaInsetsDidChange()"] : [])
    + (profile.hasViewIsAppearing
      ? [appearance(vc, "viewIsAppearing(_:)", animated, flag)] : []) + layout(vc)
}

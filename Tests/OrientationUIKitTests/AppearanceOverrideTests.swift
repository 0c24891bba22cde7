import OrientationTesting
import OrientationUIKit
import Testing

/// `viewDidLoad()`, `viewIsAppearing(_:)`, the transition flags and the completion blocks,
/// as UIKit-style overrides see them (SPEC §5.4, §5.6).
@Suite("UIKit-style appearance overrides and transition flags")
@MainActor
struct AppearanceOverrideTests {
  /// What the overrides of several view controllers saw, in order, with the clock.
  @MainActor
  final class Journal {
    var entries: [String] = []
    weak var app: UIKitHarness?
    func note(_ text: String) {
      entries.append("\(RecordText.number(app?.time ?? -1)) \(text)")
    }
  }

  /// Notes each appearance override with the transition flags it reads.
  final class FlagReader: UIViewController {
    let journal: Journal
    var loadViewCalls = 0

    init(_ id: String, _ journal: Journal) {
      self.journal = journal
      super.init(nibName: nil, bundle: nil)
      restorationIdentifier = id
    }
    required init?(coder: NSCoder) { nil }

    func note(_ call: String) {
      var flags: [String] = []
      if isBeingPresented { flags.append("beingPresented") }
      if isBeingDismissed { flags.append("beingDismissed") }
      if isMovingToParent { flags.append("movingToParent") }
      if isMovingFromParent { flags.append("movingFromParent") }
      journal.note(
        "\(restorationIdentifier!) \(call)"
          + (flags.isEmpty ? "" : " [\(flags.joined(separator: " "))]"))
    }

    override func loadView() {
      loadViewCalls += 1
      super.loadView()
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      note("viewDidLoad loaded=\(isViewLoaded)")
    }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear \(animated)") }
    override func viewIsAppearing(_ animated: Bool) { note("viewIsAppearing \(animated)") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear \(animated)") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear \(animated)") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear \(animated)") }
  }

  @Test(
    "push, present, dismiss, pop: the flags read inside each appearance override, viewDidLoad once, viewIsAppearing after viewWillAppear, completions after the did phase"
  )
  func flagsInsideOverrides() throws {
    let journal = Journal()
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    journal.app = app
    let a = FlagReader("a", journal)
    let b = FlagReader("b", journal)
    let p = FlagReader("p", journal)
    p.modalPresentationStyle = .fullScreen
    let nav = UINavigationController(rootViewController: a)
    try app.launch(nav)
    try app.perform(at: 1) { nav.pushViewController(b, animated: true) }
    try app.advance(to: 1.5)
    #expect(!b.isMovingToParent)
    try app.perform(at: 2) {
      b.present(p, animated: true) {
        journal.note("present completion beingPresented=\(p.isBeingPresented)")
      }
    }
    try app.advance(to: 2.5)
    try app.perform(at: 3) {
      p.dismiss(animated: true) { journal.note("dismiss completion") }
    }
    try app.advance(to: 3.5)
    try app.perform(at: 4) { nav.popViewController(animated: true) }
    try app.advance(to: 5)
    #expect(
      journal.entries == [
        // Launch: not animated, no flags.
        "0 a viewDidLoad loaded=true", "0 a viewWillAppear false", "0 a viewIsAppearing false",
        "0 a viewDidAppear false",
        // Push: the pushed one's viewDidLoad at the start; only it is moving to its parent.
        "1 b viewDidLoad loaded=true", "1 a viewWillDisappear true",
        "1 b viewWillAppear true [movingToParent]", "1 b viewIsAppearing true [movingToParent]",
        "1.5 a viewDidDisappear true", "1.5 b viewDidAppear true [movingToParent]",
        // Full-screen present: only the presented one is being presented; the completion
        // after the presented viewDidAppear and the covered viewDidDisappear.
        "2 p viewDidLoad loaded=true", "2 b viewWillDisappear true",
        "2 p viewWillAppear true [beingPresented]", "2 p viewIsAppearing true [beingPresented]",
        "2.5 p viewDidAppear true [beingPresented]", "2.5 b viewDidDisappear true",
        "2.5 present completion beingPresented=false",
        // Dismiss: only the dismissed one is being dismissed; the revealed one appears again
        // with a new viewIsAppearing and no viewDidLoad.
        "3 p viewWillDisappear true [beingDismissed]", "3 b viewWillAppear true",
        "3 b viewIsAppearing true", "3.5 b viewDidAppear true",
        "3.5 p viewDidDisappear true [beingDismissed]", "3.5 dismiss completion",
        // Pop: only the popped one is moving from its parent.
        "4 b viewWillDisappear true [movingFromParent]", "4 a viewWillAppear true",
        "4 a viewIsAppearing true", "4.5 b viewDidDisappear true [movingFromParent]",
        "4.5 a viewDidAppear true",
      ])
    #expect([a, b, p].map(\.loadViewCalls) == [1, 1, 1])
  }

  @Test(
    "reading view loads it without viewDidLoad; the engine calls viewDidLoad at the first appearance"
  )
  func viewGetterDoesNotCallViewDidLoad() throws {
    let journal = Journal()
    let app = UIKitHarness(profile: .ios16)
    journal.app = app
    let root = FlagReader("root", journal)
    root.view.addSubview(UIView())
    #expect(root.isViewLoaded)
    #expect(journal.entries.isEmpty)
    try app.launch(root)
    #expect(journal.entries.first == "0 root viewDidLoad loaded=true")
    #expect(root.loadViewCalls == 1)
    #expect(try app.records().filter { $0.call == "viewDidLoad()" }.count == 1)
  }

  @Test(
    "custom containment: an added child reads isMovingToParent in its appearance, a removed one isMovingFromParent"
  )
  func containmentFlags() throws {
    let journal = Journal()
    let app = UIKitHarness(profile: .ios16)
    journal.app = app
    let container = UIViewController()
    try app.launch(container)
    let child = FlagReader("child", journal)
    try app.perform(at: 1) {
      container.addChild(child)
      container.view.addSubview(child.view)
      child.didMove(toParent: container)
    }
    try app.perform(at: 2) {
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
    // Containment is not timed and not animated (SPEC §5.4).
    #expect(
      journal.entries == [
        "1 child viewDidLoad loaded=true", "1 child viewWillAppear false [movingToParent]",
        "1 child viewIsAppearing false [movingToParent]",
        "1 child viewDidAppear false [movingToParent]",
        "2 child viewWillDisappear false [movingFromParent]",
        "2 child viewDidDisappear false [movingFromParent]",
      ])
  }

  @Test("the harness's durations time the transitions: a push's did phase after durations.push")
  func harnessDurations() throws {
    let journal = Journal()
    let app = UIKitHarness(profile: .ios16)
    app.durations.push = 0.25
    journal.app = app
    let nav = UINavigationController(rootViewController: UIViewController())
    try app.launch(nav)
    #expect(app.simulator?.durations.push == 0.25)
    let pushed = FlagReader("pushed", journal)
    try app.perform(at: 1) { nav.pushViewController(pushed, animated: true) }
    try app.advance(to: 1.2)
    #expect(journal.entries.last == "1 pushed viewIsAppearing true [movingToParent]")
    try app.advance(to: 1.25)
    #expect(journal.entries.last == "1.25 pushed viewDidAppear true [movingToParent]")
  }

  /// A container that adds its child in `viewDidLoad()`, the usual UIKit place.
  final class LoadingContainer: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      let child = UIViewController().named("child")
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }

  @Test("a child added in viewDidLoad() of a pushed container appears with it")
  func childAddedInViewDidLoadOfPush() throws {
    let app = UIKitHarness(profile: .ios16)
    let nav = UINavigationController(rootViewController: UIViewController().named("a"))
    try app.launch(nav.named("nav"))
    let m = try app.records().count
    try app.perform(at: 1) {
      nav.pushViewController(LoadingContainer().named("pushed"), animated: true)
    }
    let calls = try app.records(through: 2).dropFirst(m)
      .filter { $0.vc == "pushed" || $0.vc == "child" }
      .filter { !$0.call.contains("Layout") && !$0.call.contains("layout") }
      .map { "\($0.vc!) \($0.call)" }
    // The pushed one is loaded before it joins the window: the child is contained silently,
    // then appears as part of the pushed tree, after its parent in each phase. Both appear for
    // the first time, so each layout block opens with viewSafeAreaInsetsDidChange (SPEC §5.4).
    #expect(
      Array(calls) == [
        "pushed willMove(toParent:)", "pushed viewDidLoad()", "child willMove(toParent:)",
        "child didMove(toParent:)", "pushed viewWillAppear(_:)", "child viewDidLoad()",
        "child viewWillAppear(_:)", "pushed viewSafeAreaInsetsDidChange()",
        "pushed viewIsAppearing(_:)", "child viewSafeAreaInsetsDidChange()",
        "child viewIsAppearing(_:)", "pushed viewDidAppear(_:)", "child viewDidAppear(_:)",
        "pushed didMove(toParent:)",
      ])
  }

  @Test(
    "a child added in viewDidLoad() of the launching root appears with it, after it",
    arguments: [BehaviorProfile.ios7, .ios8, .ios13, .ios16, .ios17, .ios26])
  func childAddedInViewDidLoadAtLaunch(profile: BehaviorProfile) throws {
    let app = UIKitHarness(profile: profile)
    try app.launch(LoadingContainer().named("container"))
    // The root's view is loaded before it joins the window: the child is contained silently,
    // then appears as part of the launch, after its parent in each phase and unflagged, as in
    // a push (SPEC §5.4, §5.5). Each layout block is a first one: ios8's
    // traitCollectionDidChange(nil), the ios13+ insets and viewIsAppearing (SPEC §5.4).
    let size = "[portrait 393×852]"
    func block(_ vc: String) -> [ExpectedRecord] {
      (profile.hasInitialTraitCallback
        ? ["\(vc) traitCollectionDidChange(_:) {previousTraitCollection: nil}"] : [])
        + (profile.hasSafeAreaInsets ? ["\(vc) viewSafeAreaInsetsDidChange()"] : [])
        + (profile.hasViewIsAppearing
          ? ["\(vc) viewIsAppearing(_:) {animated: false}  \(size)"] : [])
        + [
          "\(vc) viewWillLayoutSubviews()", "\(vc) view.layoutSubviews()",
          "\(vc) viewDidLayoutSubviews()",
        ]
    }
    let mask = "[portrait, landscapeRight, landscapeLeft]"
    // ios8 runs the decision once after launch (SPEC §5.5 portraitThenDevice).
    let afterLaunch: [ExpectedRecord] =
      profile.launch == .portraitThenDevice
      ? [
        "container ? shouldAutorotate -> true",
        "container ? supportedInterfaceOrientations -> \(mask)",
      ]
      : []
    expectRecords(
      try app.records(),
      [
        "container ? supportedInterfaceOrientations -> \(mask)", "container viewDidLoad()",
        "child willMove(toParent:) {toParent: container}",
        "child didMove(toParent:) {toParent: container}",
        "container viewWillAppear(_:) {animated: false}  \(size)", "child viewDidLoad()",
        "child viewWillAppear(_:) {animated: false}  \(size)",
      ] + block("container") + block("child")
        + [
          "container viewDidAppear(_:) {animated: false}  \(size)",
          "child viewDidAppear(_:) {animated: false}  \(size)",
          "(app) didFinishLaunching {deviceOrientation: portrait, interfaceOrientation: portrait}",
        ] + afterLaunch)
  }
}

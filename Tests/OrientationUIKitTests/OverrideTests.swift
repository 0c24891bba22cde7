import OrientationTesting
import OrientationUIKit
import Testing

/// Overrides written UIKit-style receive the engine's callbacks with UIKit's types and values.
@Suite("UIKit-style overrides and properties")
@MainActor
struct OverrideTests {
  @Test("a rotation reaches the overrides: size, coordinator blocks, traits, UIDevice, view bounds")
  func rotationReachesOverrides() throws {
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    let tabs = makeRootViewController()
    try app.launch(tabs)
    let nav = try #require(tabs.viewControllers?.first as? UINavigationController)
    let library = try #require(nav.topViewController as? LibraryViewController)
    #expect(library.events == ["willAppear animated=false"])
    #expect(library.lastSize == CGSize(width: 393, height: 852))
    #expect(library.view.window === app.window)
    #expect(library.navigationController === nav)
    #expect(library.tabBarController === tabs)
    #expect(library.traitCollection.verticalSizeClass == .regular)
    #expect(library.traitCollection.userInterfaceIdiom == .phone)

    try app.rotate(to: .landscapeLeft, at: 1)
    #expect(
      library.events == [
        "willAppear animated=false", "willTransition 852x393", "vertical compact",
        "alongside 0.3 rotated=true",
      ])
    #expect(library.deviceOrientationSeen == .landscapeLeft)
    try app.advance(to: 1.3)
    #expect(library.events.last == "completion cancelled=false")
    #expect(library.lastSize == CGSize(width: 852, height: 393))
    #expect(library.view.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(app.windowScene.interfaceOrientation == .landscapeRight)
    #expect(app.window?.bounds.size == CGSize(width: 852, height: 393))
    #expect(library.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(UIDevice.current.orientation == .unknown)
    try app.perform(at: 2) { #expect(UIDevice.current.orientation == .landscapeLeft) }
  }

  @Test("push, present and the iOS 16 geometry request from app code")
  func appCodeActions() throws {
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    let tabs = makeRootViewController()
    try app.launch(tabs)
    let nav = try #require(tabs.viewControllers?.first as? UINavigationController)
    let library = try #require(nav.topViewController as? LibraryViewController)
    let book = BookViewController(title: "Dune")
    try app.perform(at: 1) { library.open(book) }
    #expect(nav.topViewController === book)
    #expect(book.parent === nav)
    try app.perform(at: 2) { library.play() }
    let player = try #require(library.presentedViewController as? PlayerViewController)
    #expect(tabs.presentedViewController === player)
    #expect(player.presentingViewController === tabs)
    try app.advance(to: 3)
    #expect(app.windowScene.interfaceOrientation == .landscapeRight)
    try app.perform(at: 3) { player.lockToLandscapeLeft() }
    try app.advance(to: 4)
    #expect(app.windowScene.interfaceOrientation == .landscapeLeft)
    #expect(player.geometryErrors.isEmpty)
    #expect(library.events.last == "player presented")
    #expect(book.pageWidthAtAppearance == 393)
    try app.perform(at: 4) { player.close() }
    #expect(library.presentedViewController == nil)
    #expect(!player.closed)
    try app.advance(to: 4.5)
    #expect(player.closed)
    #expect(!book.savedProgress)
    try app.perform(at: 5) { book.close() }
    #expect(book.savedProgress)
    #expect(nav.viewControllers == [library])
    #expect(book.view.subviews.count == 1)
    let records = try app.records(through: 6)
    #expect(records.contains { $0.vc == "PlayerViewController" && $0.call == "viewDidAppear(_:)" })
    #expect(records.contains { $0.vc == "BookViewController" && $0.call == "didMove(toParent:)" })
  }

  @Test("custom containment: each containment override runs once, as in UIKit")
  func containmentOverridesRunOnce() throws {
    final class Child: UIViewController {
      var calls: [String] = []
      override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        calls.append("willMove \(parent == nil ? "nil" : "parent")")
      }
      override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        calls.append("didMove \(parent == nil ? "nil" : "parent")")
      }
    }
    let app = UIKitHarness()
    let container = UIViewController()
    let early = Child()
    container.addChild(early)
    container.view.addSubview(early.view)
    early.didMove(toParent: container)
    try app.launch(container)
    let late = Child()
    try app.perform(at: 1) {
      container.addChild(late)
      container.view.addSubview(late.view)
      late.didMove(toParent: container)
    }
    try app.perform(at: 2) {
      late.willMove(toParent: nil)
      late.view.removeFromSuperview()
      late.removeFromParent()
    }
    // `early`'s own didMove ran when the app called it, before the window existed; the engine
    // recorded the containment at launch without running the override again.
    #expect(early.calls == ["didMove parent", "willMove parent"])
    #expect(late.calls == ["willMove parent", "didMove parent", "willMove nil", "didMove nil"])
    // An added child is no push, present or tab subject: its viewDidLoad comes just before
    // its first viewWillAppear (SPEC §5.4).
    #expect(
      try app.records().filter { $0.vc == "Child#2" }.map(\.call).prefix(3) == [
        "willMove(toParent:)", "viewDidLoad()", "viewWillAppear(_:)",
      ])
  }

  @Test("iOS 7: the legacy rotation overrides get UIKit's orientation and duration")
  func legacyRotation() throws {
    final class Legacy: UIViewController {
      var calls: [String] = []
      override func willRotate(
        to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
      ) {
        calls.append("willRotate \(toInterfaceOrientation) \(duration)")
      }
      override func willAnimateRotation(
        to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
      ) {
        calls.append("willAnimate \(Int(view.bounds.width))")
      }
      override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        calls.append("didRotate \(fromInterfaceOrientation)")
      }
      override func updateViewConstraints() {
        calls.append("updateViewConstraints")
        super.updateViewConstraints()
      }
    }
    let app = UIKitHarness(device: .iphoneSE2, profile: .ios7)
    let root = Legacy()
    try app.launch(root)
    try app.rotate(to: .landscapeLeft, at: 1)
    try app.advance(to: 2)
    #expect(
      root.calls == [
        "willRotate landscapeRight 0.3", "updateViewConstraints", "willAnimate 667",
        "didRotate portrait",
      ])
    #expect(try app.records().contains { $0.call == "view.updateConstraints()" })
  }

  @Test("loadView installs a root view whose layoutSubviews the engine calls")
  func customRootView() throws {
    final class CountingView: UIView {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    final class Host: UIViewController {
      override func loadView() { view = CountingView() }
    }
    let app = UIKitHarness()
    let host = Host()
    try app.launch(host)
    try app.rotate(to: .landscapeRight, at: 1)
    let view = try #require(host.view as? CountingView)
    #expect(view.layouts == 2)
    #expect(host.isViewLoaded)
  }

  @Test("view controllers are named by restorationIdentifier, else by class, numbered")
  func naming() throws {
    let app = UIKitHarness()
    let nav = UINavigationController(rootViewController: UIViewController())
    try app.launch(nav)
    try app.perform(at: 1) { nav.pushViewController(UIViewController(), animated: true) }
    try app.perform(at: 2) {
      nav.pushViewController(UIViewController().named("third"), animated: true)
    }
    let names = Set(try app.records().compactMap(\.vc))
    #expect(names == ["UINavigationController", "UIViewController", "UIViewController#2", "third"])
  }

  @Test("CGAffineTransform quarter turns are exact")
  func transforms() {
    #expect(
      CGAffineTransform(rotationAngle: .pi / 2)
        == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    #expect(CGAffineTransform(rotationAngle: .pi).rotated(by: .pi).isIdentity)
  }
}

/// Misuse of the harness fails loudly instead of passing quietly.
@Suite("UIKit harness misuse")
@MainActor
struct HarnessMisuseTests {
  @Test("reading the log before launch throws")
  func logBeforeLaunch() {
    let app = UIKitHarness()
    #expect(throws: OrientationError.self) { try app.records() }
  }

  @Test("time going backwards throws, and so does a time that is not finite")
  func timeBackwards() throws {
    let app = UIKitHarness()
    try app.launch(UIViewController())
    try app.advance(to: 2)
    let error = #expect(throws: OrientationError.self) { try app.rotate(to: .landscapeLeft, at: 1) }
    #expect(error?.name == "TimeWentBackwards")
    #expect(throws: OrientationError.self) { try app.advance(to: .nan) }
  }

  @Test("a restorationIdentifier used twice throws, at launch or at the next call")
  func duplicateIdentifier() throws {
    let nav = UINavigationController(rootViewController: UIViewController().named("same"))
    nav.pushViewController(UIViewController().named("same"), animated: false)
    let error = #expect(throws: OrientationError.self) { try UIKitHarness().launch(nav) }
    #expect(error?.name == "DuplicateIdentifier")

    let app = UIKitHarness()
    let root = UINavigationController(rootViewController: UIViewController().named("one"))
    try app.launch(root)
    root.pushViewController(UIViewController().named("one"), animated: true)
    #expect(throws: OrientationError.self) { try app.advance(to: 1) }
  }

  @Test("an exception inside a UIKit call surfaces at the harness's next call")
  func exceptionInUIKitCall() throws {
    let app = UIKitHarness(profile: .ios13)
    let root = Configurable("root", supported: .allButUpsideDown)
    try app.launch(root)
    let bad = Configurable("bad", supported: .portrait)
    bad.preferred = .landscapeLeft
    bad.modalPresentationStyle = .fullScreen
    root.present(bad, animated: true)
    let error = #expect(throws: OrientationError.self) { try app.records() }
    #expect(error?.name == "UIApplicationInvalidInterfaceOrientation")
    #expect(app.takeProblems().isEmpty)
  }

  @Test("changes the engine does not model are reported, not ignored")
  func notModelled() throws {
    let app = UIKitHarness()
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController()]
    try app.launch(tabs)
    tabs.viewControllers = [UIViewController(), UIViewController()]
    let error = #expect(throws: OrientationError.self) { try app.advance(to: 1) }
    #expect(error?.name == "NotModelled")
  }
}

@Suite("UIKit harness lifetimes")
@MainActor
struct LifetimeTests {
  @Test(
    "view controllers held only by the hierarchy live while in it; nothing outlives the harness")
  func lifetimes() throws {
    weak var pushedWeak: UIViewController?
    weak var harnessWeak: UIKitHarness?
    weak var rootWeak: UIViewController?
    do {
      let app = UIKitHarness()
      harnessWeak = app
      let nav = UINavigationController(rootViewController: UIViewController())
      rootWeak = nav
      try app.launch(nav)
      try app.perform(at: 1) {
        let pushed = UIViewController()
        pushedWeak = pushed
        nav.pushViewController(pushed, animated: true)
      }
      #expect(pushedWeak != nil)
      #expect(nav.topViewController === pushedWeak)
    }
    #expect(harnessWeak == nil)
    #expect(rootWeak == nil)
    #expect(pushedWeak == nil)
  }
}

@Suite("registerForTraitChanges (iOS 17)")
@MainActor
struct TraitChangeRegistrationTests {
  final class Observer: UIViewController {
    var seen: [String] = []
    var registration: (any UITraitChangeRegistration)?

    init() {
      super.init(nibName: nil, bundle: nil)
      registerForTraitChanges([UITraitVerticalSizeClass.self]) {
        (self: Self, previousTraitCollection: UITraitCollection) in
        self.seen.append(
          "vertical \(previousTraitCollection.verticalSizeClass) → \(self.traitCollection.verticalSizeClass)"
        )
      }
      registration = registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
        (observer: Observer, _: UITraitCollection) in
        observer.seen.append("horizontal")
      }
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      seen.append("traitCollectionDidChange")
    }
  }

  @Test("handlers run after traitCollectionDidChange, only for the traits that changed")
  func handlers() throws {
    let app = UIKitHarness(device: .iphone15ProMax, profile: .ios16)
    let observer = Observer()
    try app.launch(observer)
    try app.rotate(to: .landscapeLeft, at: 1)
    #expect(
      observer.seen == ["traitCollectionDidChange", "vertical regular → compact", "horizontal"])
    observer.unregisterForTraitChanges(try #require(observer.registration))
    observer.seen = []
    try app.rotate(to: .portrait, at: 2)
    #expect(observer.seen == ["traitCollectionDidChange", "vertical compact → regular"])
  }
}

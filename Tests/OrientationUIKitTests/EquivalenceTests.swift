import OrientationTesting
import OrientationUIKit
import Testing

/// Each UIKit-named API, called the way UIKit code calls it, produces the same records —
/// time, sequence, call, arguments and state — as the engine's own API.
@Suite("OrientationUIKit produces the engine's records")
@MainActor
struct EquivalenceTests {
  nonisolated static let profiles = BehaviorProfile.builtIn

  @Test("launch and rotation of a navigation stack", arguments: profiles)
  func launchAndRotate(profile: BehaviorProfile) throws {
    let app = UIKitHarness(device: .iphone15, profile: profile)
    try app.launch(
      UINavigationController(rootViewController: Configurable("root", supported: .allButUpsideDown))
        .named("nav"))
    try app.rotate(to: .landscapeLeft, at: 1)
    let facade = try app.records(through: 2)

    let nav = NavigationController(id: "nav")
    let sim = Simulator(profile: profile, device: .iphone15, root: nav)
    try sim.push(engineVC("root", supported: .allButUpsideDown), onto: nav, animated: false, at: 0)
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.advance(to: 2)
    expectSame(facade, sim.log.records)
  }

  @Test("pushViewController, popViewController, popToRootViewController, setViewControllers")
  func navigation() throws {
    let app = UIKitHarness(profile: .ios13)
    let nav = UINavigationController(rootViewController: Configurable("a")).named("nav")
    try app.launch(nav)
    try app.perform(at: 1) { nav.pushViewController(Configurable("b"), animated: true) }
    try app.perform(at: 2) { nav.pushViewController(Configurable("c"), animated: false) }
    var popped: UIViewController?
    try app.perform(at: 3) { popped = nav.popViewController(animated: true) }
    #expect(popped?.restorationIdentifier == "c")
    try app.perform(at: 4) { nav.pushViewController(Configurable("d"), animated: true) }
    var poppedToRoot: [UIViewController]?
    try app.perform(at: 5) { poppedToRoot = nav.popToRootViewController(animated: true) }
    #expect(poppedToRoot?.map(\.restorationIdentifier) == ["b", "d"])
    let e = Configurable("e")
    try app.perform(at: 6) { nav.setViewControllers([nav.viewControllers[0], e], animated: false) }
    #expect(nav.topViewController === e)
    #expect(nav.visibleViewController === e)
    #expect(e.navigationController === nav)

    let engineNav = NavigationController(id: "nav")
    let sim = Simulator(profile: .ios13, root: engineNav)
    let a = engineVC("a")
    try sim.push(a, onto: engineNav, animated: false, at: 0)
    try sim.launch()
    try sim.push(engineVC("b"), onto: engineNav, animated: true, at: 1)
    try sim.push(engineVC("c"), onto: engineNav, animated: false, at: 2)
    try sim.pop(engineNav, animated: true, at: 3)
    try sim.push(engineVC("d"), onto: engineNav, animated: true, at: 4)
    try sim.setViewControllers([a], in: engineNav, animated: true, at: 5)
    try sim.setViewControllers([a, engineVC("e")], in: engineNav, animated: false, at: 6)
    expectSame(try app.records(), sim.log.records)
  }

  @Test(
    "present and dismiss with modalPresentationStyle and preferredInterfaceOrientationForPresentation",
    arguments: profiles)
  func presentation(profile: BehaviorProfile) throws {
    let app = UIKitHarness(device: .iphone15, profile: profile)
    let root = Configurable("root", supported: .allButUpsideDown)
    try app.launch(root)
    let player = Configurable("player", supported: .landscape)
    player.preferred = .landscapeRight
    player.modalPresentationStyle = .fullScreen
    try app.perform(at: 1) { root.present(player, animated: true, completion: nil) }
    #expect(root.presentedViewController === player)
    #expect(player.presentingViewController === root)
    try app.advance(to: 2)
    try app.perform(at: 2) { player.dismiss(animated: true, completion: nil) }
    let sheet = Configurable("sheet")
    try app.perform(at: 3) { root.present(sheet, animated: false) }
    try app.perform(at: 4) { root.dismiss(animated: true) }
    let facade = try app.records(through: 5)

    let engineRoot = engineVC("root", supported: .allButUpsideDown)
    let sim = Simulator(profile: profile, device: .iphone15, root: engineRoot)
    try sim.launch()
    let enginePlayer = engineVC("player", supported: .landscape)
    enginePlayer.preferredOrientation = .landscapeRight
    try sim.present(enginePlayer, style: .fullScreen, animated: true, from: "root", at: 1)
    try sim.advance(to: 2)
    try sim.dismiss(enginePlayer, animated: true, at: 2)
    try sim.present(engineVC("sheet"), style: nil, animated: false, from: "root", at: 3)
    try sim.dismiss(sim.viewController(id: "sheet")!, animated: true, at: 4)
    try sim.advance(to: 5)
    expectSame(facade, sim.log.records)
  }

  @Test("UITabBarController viewControllers and selectedIndex")
  func tabs() throws {
    let app = UIKitHarness(device: .ipad9th, profile: .ios16)
    let tabs = UITabBarController().named("tabs")
    tabs.viewControllers = [Configurable("one"), Configurable("two"), Configurable("three")]
    tabs.selectedIndex = 1
    try app.launch(tabs)
    #expect(tabs.selectedViewController?.restorationIdentifier == "two")
    try app.perform(at: 1) { tabs.selectedIndex = 2 }
    try app.perform(at: 2) { tabs.selectedViewController = tabs.viewControllers?[0] }
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.viewControllers?[2].tabBarController === tabs)

    let engineTabs = TabBarController(id: "tabs")
    let sim = Simulator(profile: .ios16, device: .ipad9th, root: engineTabs)
    for id in ["one", "two", "three"] { try sim.addChild(engineVC(id), to: engineTabs, at: 0) }
    try sim.select(index: 1, in: engineTabs, at: 0)
    try sim.launch()
    try sim.select(index: 2, in: engineTabs, at: 1)
    try sim.select(index: 0, in: engineTabs, at: 2)
    expectSame(try app.records(), sim.log.records)
  }

  @Test("custom containment: addChild, removeFromParent, size(forChildContentContainer:)")
  func containment() throws {
    final class Container: UIViewController {
      override func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
      ) -> CGSize {
        CGSize(width: parentSize.width / 2, height: parentSize.height)
      }
    }
    final class EngineContainer: ViewController {
      override func size(
        forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size
      ) -> Size {
        Size(width: parentSize.width / 2, height: parentSize.height)
      }
    }
    let app = UIKitHarness(profile: .ios13)
    let container = Container().named("container")
    let first = Configurable("first")
    container.addChild(first)
    container.view.addSubview(first.view)
    first.didMove(toParent: container)
    try app.launch(container)
    let second = Configurable("second")
    try app.perform(at: 1) {
      container.addChild(second)
      container.view.addSubview(second.view)
      second.didMove(toParent: container)
    }
    #expect(container.children == [first, second])
    #expect(second.parent === container)
    try app.rotate(to: .landscapeRight, at: 2)
    try app.advance(to: 3)
    try app.perform(at: 3) {
      first.willMove(toParent: nil)
      first.view.removeFromSuperview()
      first.removeFromParent()
    }
    #expect(container.children == [second])

    let engineContainer = EngineContainer(id: "container")
    let sim = Simulator(profile: .ios13, root: engineContainer)
    let engineFirst = engineVC("first")
    try sim.addChild(engineFirst, to: engineContainer, at: 0)
    try sim.launch()
    try sim.addChild(engineVC("second"), to: engineContainer, at: 1)
    try sim.deviceOrientationChanged(.landscapeRight, at: 2)
    try sim.advance(to: 3)
    try sim.removeFromParent(engineFirst, at: 3)
    expectSame(try app.records(), sim.log.records)
  }

  @Test(
    "an override that skips super is the engine's override that skips super",
    arguments: [
      (size: false, traits: true), (size: true, traits: false), (size: false, traits: false),
    ])
  func forgottenSuper(callsSuper: (size: Bool, traits: Bool)) throws {
    let app = UIKitHarness(profile: .ios13)
    let parent = Configurable("parent")
    parent.callsSuperInViewWillTransition = callsSuper.size
    parent.callsSuperInWillTransition = callsSuper.traits
    parent.addChild(Configurable("child"))
    try app.launch(parent)
    try app.rotate(to: .landscapeLeft, at: 1)
    let facade = try app.records(through: 2)

    final class Forgetful: ViewController {
      var callsSuper = (size: true, traits: true)
      override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        if callsSuper.size { super.viewWillTransition(to: size, with: coordinator) }
      }
      override func willTransition(
        to newCollection: TraitCollection, with coordinator: TransitionCoordinator
      ) {
        if callsSuper.traits { super.willTransition(to: newCollection, with: coordinator) }
      }
    }
    let engineParent = Forgetful(id: "parent")
    engineParent.callsSuper = callsSuper
    let sim = Simulator(profile: .ios13, root: engineParent)
    try sim.addChild(engineVC("child"), to: engineParent, at: 0)
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.advance(to: 2)
    expectSame(facade, sim.log.records)
    let childCalls = facade.filter { $0.vc == "child" }.map(\.call)
    #expect(childCalls.contains("viewWillTransition(to:with:)") == callsSuper.size)
    #expect(childCalls.contains("willTransition(to:with:)") == callsSuper.traits)
    if !callsSuper.size && !callsSuper.traits {
      // Both skipped: the scene files' `callsSuper` with both methods false (each key cuts
      // only its own forwarding, SPEC §5.2).
      let scripted = engineVC("parent")
      scripted.skipsSuper = ["viewWillTransition(to:with:)", "willTransition(to:with:)"]
      let scriptedSim = Simulator(profile: .ios13, root: scripted)
      try scriptedSim.addChild(engineVC("child"), to: scripted, at: 0)
      try scriptedSim.launch()
      try scriptedSim.deviceOrientationChanged(.landscapeLeft, at: 1)
      try scriptedSim.advance(to: 2)
      expectSame(facade, scriptedSim.log.records)
    }
  }

  @Test("iOS 16: setNeedsUpdateOfSupportedInterfaceOrientations and requestGeometryUpdate")
  func geometryRequests() throws {
    let app = UIKitHarness(profile: .ios16)
    let root = Configurable("root", supported: .allButUpsideDown)
    try app.launch(root)
    var errors: [String] = []
    try app.perform(at: 1) {
      root.supported = .landscape
      root.setNeedsUpdateOfSupportedInterfaceOrientations()
    }
    try app.advance(to: 2)
    try app.perform(at: 2) {
      app.windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait)) { error in
        errors.append((error as NSError).domain)
      }
    }
    try app.perform(at: 3) {
      root.view.window?.windowScene?.requestGeometryUpdate(
        .iOS(interfaceOrientations: .landscapeLeft))
    }
    let facade = try app.records(through: 4)
    #expect(errors == ["UISceneErrorDomain"])
    #expect(app.windowScene.interfaceOrientation == .landscapeLeft)

    let engineRoot = engineVC("root", supported: .allButUpsideDown)
    let sim = Simulator(profile: .ios16, root: engineRoot)
    try sim.launch()
    try sim.advance(to: 1)
    engineRoot.supportedMask = .landscape
    engineRoot.setNeedsUpdateOfSupportedInterfaceOrientations()
    try sim.advance(to: 2)
    try sim.requestGeometryUpdate(.portrait, at: 2)
    try sim.requestGeometryUpdate(.landscapeLeft, at: 3)
    try sim.advance(to: 4)
    expectSame(facade, sim.log.records)
  }

  @Test(
    "attemptRotationToDeviceOrientation from app code", arguments: [BehaviorProfile.ios8, .ios13])
  func attemptRotation(profile: BehaviorProfile) throws {
    let app = UIKitHarness(profile: profile)
    let root = Configurable("root", supported: .portrait)
    try app.launch(root)
    try app.rotate(to: .landscapeLeft, at: 1)
    try app.perform(at: 2) {
      root.supported = .allButUpsideDown
      UIViewController.attemptRotationToDeviceOrientation()
    }
    let facade = try app.records(through: 3)

    let engineRoot = engineVC("root", supported: .portrait)
    let sim = Simulator(profile: profile, root: engineRoot)
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.advance(to: 2)
    engineRoot.supportedMask = .allButUpsideDown
    try sim.attemptRotationToDeviceOrientation(at: 2)
    try sim.advance(to: 3)
    expectSame(facade, sim.log.records)
    #expect(facade.contains { $0.vc == "root" && $0.call == "viewWillTransition(to:with:)" })
  }
}

extension EquivalenceTests {
  @Test("a device turned before launch is the engine's launch orientation", arguments: profiles)
  func launchInLandscape(profile: BehaviorProfile) throws {
    let app = UIKitHarness(device: .ipad9th, profile: profile)
    try app.rotate(to: .landscapeLeft, at: 0)
    #expect(throws: OrientationError.self) { try app.records() }
    try app.launch(Configurable("root"))
    let facade = try app.records(through: 1)

    let sim = Simulator(
      profile: profile, device: .ipad9th, root: engineVC("root"),
      launchDeviceOrientation: .landscapeLeft)
    try sim.launch()
    try sim.advance(to: 1)
    expectSame(facade, sim.log.records)
    #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  }
}

extension EquivalenceTests {
  final class OrientationDelegate: UINavigationControllerDelegate, UITabBarControllerDelegate {
    func navigationControllerSupportedInterfaceOrientations(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask { .portrait }
  }

  @Test(
    "a navigation delegate's orientations are the engine's delegate mask; a tab bar delegate without the method leaves the default"
  )
  func containerDelegates() throws {
    let delegate = OrientationDelegate()
    // UIRequiresFullScreen: a multitasking iPad app would ask no view controller (SPEC §3.1).
    let fullScreen = AppDescription(requiresFullScreen: true)
    let app = UIKitHarness(device: .ipad9th, profile: .ios13, app: fullScreen)
    let nav = UINavigationController(rootViewController: Configurable("root")).named("nav")
    nav.delegate = delegate
    let tabs = UITabBarController().named("tabs")
    tabs.delegate = delegate
    tabs.viewControllers = [nav]
    try app.launch(tabs)
    try app.rotate(to: .landscapeLeft, at: 1)
    try app.advance(to: 2)
    try app.perform(at: 2) {
      tabs.present(
        {
          let sheet = UINavigationController(rootViewController: Configurable("inner")).named(
            "modal")
          sheet.modalPresentationStyle = .fullScreen
          sheet.delegate = delegate
          return sheet
        }(), animated: true)
    }
    let facade = try app.records(through: 3)

    let engineTabs = TabBarController(id: "tabs")
    let engineNav = NavigationController(id: "nav")
    engineNav.delegateSupportedInterfaceOrientations = .portrait
    let sim = Simulator(profile: .ios13, device: .ipad9th, app: fullScreen, root: engineTabs)
    try sim.setViewControllers([engineVC("root")], in: engineNav, animated: false, at: 0)
    try sim.addChild(engineNav, to: engineTabs, at: 0)
    try sim.launch()
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try sim.advance(to: 2)
    let modal = NavigationController(id: "modal")
    modal.delegateSupportedInterfaceOrientations = .portrait
    try sim.setViewControllers([engineVC("inner")], in: modal, animated: false, at: 2)
    try sim.present(modal, style: .fullScreen, animated: true, from: "tabs", at: 2)
    try sim.advance(to: 3)
    expectSame(facade, sim.log.records)
    #expect(
      facade.contains {
        $0.vc == "modal" && $0.call == "supportedInterfaceOrientations"
          && $0.result == .list([.string("portrait")])
      })
  }
}

extension EquivalenceTests {
  @Test(
    "present(_:animated:completion:) and dismiss(animated:completion:): the completion records and their moment are the engine's, and the blocks run there",
    arguments: [true, false])
  func completions(animated: Bool) throws {
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    let root = UINavigationController(rootViewController: Configurable("list")).named("nav")
    try app.launch(root)
    var ran: [String] = []
    let player = Configurable("player", supported: .landscape)
    player.preferred = .landscapeRight
    player.modalPresentationStyle = .fullScreen
    try app.perform(at: 1) {
      root.present(player, animated: animated) {
        ran.append("present \(RecordText.number(app.time))")
      }
    }
    try app.advance(to: 2)
    let sheet = Configurable("sheet")
    sheet.modalPresentationStyle = .pageSheet
    try app.perform(at: 2) {
      player.present(sheet, animated: animated) { ran.append("sheet") }
    }
    // From the presenter, the presented stack goes; only its top gets calls (SPEC §5.4).
    try app.perform(at: 3) {
      root.dismiss(animated: animated) { ran.append("dismiss \(RecordText.number(app.time))") }
    }
    let facade = try app.records(through: 4)

    let sim = Simulator(profile: .ios16, device: .iphone15, root: NavigationController(id: "nav"))
    try sim.setViewControllers(
      [engineVC("list")], in: sim.root as! NavigationController, animated: false, at: 0)
    try sim.launch()
    let enginePlayer = engineVC("player", supported: .landscape)
    enginePlayer.preferredOrientation = .landscapeRight
    try sim.present(
      enginePlayer, style: .fullScreen, animated: animated, from: "nav", at: 1, completion: {})
    try sim.advance(to: 2)
    try sim.present(
      engineVC("sheet"), style: .pageSheet, animated: animated, from: "player", at: 2,
      completion: {})
    try sim.dismiss(enginePlayer, animated: animated, at: 3, completion: {})
    try sim.advance(to: 4)
    expectSame(facade, sim.log.records)
    let end = animated ? 0.5 : 0
    #expect(
      ran == [
        "present \(RecordText.number(1 + end))", "sheet", "dismiss \(RecordText.number(3 + end))",
      ])
    #expect(
      facade.filter { $0.call == "completion" }.map { RecordText.number($0.time) }
        == [1 + end, 2 + end, 3 + end].map(RecordText.number))
  }

  @Test(
    "animated is honoured: push, pop, popToRoot, setViewControllers and dismiss, animated or not, overlapping transitions held",
    arguments: [true, false])
  func animatedFlag(animated: Bool) throws {
    let app = UIKitHarness(profile: .ios16)
    let nav = UINavigationController(rootViewController: Configurable("a")).named("nav")
    try app.launch(nav)
    // Calls 0.2 s apart: while a 0.5 s transition runs, the next is held (SPEC §5.6).
    try app.perform(at: 1) { nav.pushViewController(Configurable("b"), animated: animated) }
    try app.perform(at: 1.2) { nav.pushViewController(Configurable("c"), animated: animated) }
    try app.perform(at: 1.4) { nav.popViewController(animated: animated) }
    try app.perform(at: 1.6) { nav.popToRootViewController(animated: animated) }
    try app.perform(at: 1.8) {
      nav.setViewControllers([nav.viewControllers[0], Configurable("d")], animated: animated)
    }
    try app.perform(at: 3) {
      nav.present(Configurable("modal"), animated: animated, completion: nil)
    }
    try app.perform(at: 4) { nav.dismiss(animated: animated) }
    let facade = try app.records(through: 10)

    let engineNav = NavigationController(id: "nav")
    let sim = Simulator(profile: .ios16, root: engineNav)
    let a = engineVC("a")
    try sim.setViewControllers([a], in: engineNav, animated: false, at: 0)
    try sim.launch()
    try sim.push(engineVC("b"), onto: engineNav, animated: animated, at: 1)
    try sim.push(engineVC("c"), onto: engineNav, animated: animated, at: 1.2)
    try sim.pop(engineNav, animated: animated, at: 1.4)
    try sim.setViewControllers([a], in: engineNav, animated: animated, at: 1.6)
    try sim.setViewControllers([a, engineVC("d")], in: engineNav, animated: animated, at: 1.8)
    try sim.present(engineVC("modal"), animated: animated, from: "nav", at: 3)
    try sim.advance(to: 4)
    try sim.dismiss(try #require(sim.viewController(id: "modal")), animated: animated, at: 4)
    try sim.advance(to: 10)
    expectSame(facade, sim.log.records)
    let appearance = facade.filter { $0.call == "viewWillAppear(_:)" && $0.time > 0 }
    #expect(!appearance.isEmpty)
    #expect(appearance.allSatisfy { $0[arg: "animated"] == .bool(animated) })
    // Animated, the dismissal's did phase comes 0.5 s later; not animated, at once.
    #expect(facade.last?.time == (animated ? 4.5 : 4))
    // Animated, each navigation change is held until the one before ends (SPEC §5.6): the
    // fifth starts at 3 s and d appears 0.5 s later.
    #expect(
      facade.first { $0.vc == "d" && $0.call == "viewDidAppear(_:)" }?.time
        == (animated ? 3.5 : 1.8))
  }
}

extension EquivalenceTests {
  @Test(
    "a completion block that presents again: the next presentation starts at the dismissal's end, as the engine's own completion does",
    arguments: [true, false])
  func chainedCompletion(animated: Bool) throws {
    let app = UIKitHarness(profile: .ios16)
    let root = Configurable("root")
    try app.launch(root)
    let first = Configurable("first")
    first.modalPresentationStyle = .fullScreen
    let second = Configurable("second")
    second.modalPresentationStyle = .fullScreen
    try app.perform(at: 1) { root.present(first, animated: animated) }
    try app.perform(at: 2) {
      first.dismiss(animated: animated) { root.present(second, animated: animated) {} }
    }
    let facade = try app.records(through: 4)

    let sim = Simulator(profile: .ios16, root: engineVC("root"))
    try sim.launch()
    let engineFirst = engineVC("first")
    try sim.present(engineFirst, style: .fullScreen, animated: animated, from: "root", at: 1)
    try sim.advance(to: 2)
    var failure: (any Error)?
    try sim.dismiss(engineFirst, animated: animated, at: 2) {
      do {
        try sim.present(
          engineVC("second"), style: .fullScreen, animated: animated, from: "root", at: sim.time,
          completion: {})
      } catch { failure = error }
    }
    try sim.advance(to: 4)
    #expect(failure == nil)
    expectSame(facade, sim.log.records)
    #expect(
      facade.first { $0.vc == "second" && $0.call == "viewWillAppear(_:)" }?.time
        == (animated ? 2.5 : 2))
  }
}

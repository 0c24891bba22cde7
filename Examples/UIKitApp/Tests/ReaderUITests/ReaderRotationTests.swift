// The app launched as iOS launches it — its app delegate, then its scene delegate, whose code
// builds the window — and driven through orientsim's UIKit harness, which exists on Linux only.
#if os(Linux)
  import OrientationTesting
  import ReaderUI
  import Testing
  import UIKit

  @Suite("Reader rotations")
  @MainActor
  struct ReaderRotationTests {
    @Test("the list follows the device and lays out two columns in landscape")
    func listRotates() throws {
      let app = UIKitHarness(device: .iphone15, profile: .ios16)
      let (simulator, root) = try Self.launch(app)
      let store = TestStore(simulator, problems: app.takeProblems)
      store.skipRecords()  // the launch; asserted in detail elsewhere

      try store.rotate(
        to: .landscapeLeft, at: 1,
        [
          "(device) orientationDidChange {orientation: landscapeLeft}",
          "UINavigationController ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
          "(app) ? application(_:supportedInterfaceOrientationsFor:) -> [portrait, portraitUpsideDown, landscapeRight, landscapeLeft]",
          "UINavigationController willTransition(to:with:)",
          "ArticleListViewController willTransition(to:with:)",
          "UINavigationController viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: 90}",
          "ArticleListViewController viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: 90}",
          "UINavigationController traitCollectionDidChange(_:)",
          "ArticleListViewController traitCollectionDidChange(_:)",
          "UINavigationController viewSafeAreaInsetsDidChange()",
          "ArticleListViewController viewSafeAreaInsetsDidChange()",
          "UINavigationController viewWillLayoutSubviews()",
          "UINavigationController view.layoutSubviews()",
          "UINavigationController viewDidLayoutSubviews()",
          "ArticleListViewController viewWillLayoutSubviews()  [landscapeRight 852×393]",
          "ArticleListViewController view.layoutSubviews()",
          "ArticleListViewController viewDidLayoutSubviews()",
          "(scene) windowScene(_:didUpdate:interfaceOrientation:traitCollection:) {previousInterfaceOrientation: portrait, previousSize: [393, 852]}",
        ])
      let list = try #require(root.topViewController as? ArticleListViewController)
      #expect(list.columns == 2)
      let sceneDelegate = try #require(app.windowScene.delegate as? SceneDelegate)
      #expect(sceneDelegate.geometryUpdates == 1)
      try store.advance(to: 2, [])
      store.finish()
    }

    @Test("presenting the player turns the interface to landscape; dismissing it turns back")
    func playerForcesLandscape() throws {
      let app = UIKitHarness(device: .iphone15, profile: .ios16)
      let (simulator, root) = try Self.launch(app)
      let store = TestStore(
        simulator, where: .callbacks.excluding(calls: Self.layout),
        problems: app.takeProblems)
      store.skipRecords()
      let list = try #require(root.topViewController as? ArticleListViewController)

      // The presentation at t0: the player's viewDidLoad, the rotation it asks for, then the
      // will phase and the player's layout block, which reports its insets on this, its first
      // appearance; its did phase 0.5 s later, the player's viewDidAppear first.
      try store.step(
        "play", at: 1,
        [
          "VideoPlayerViewController viewDidLoad()",
          "UINavigationController willTransition(to:with:)",
          "ArticleListViewController willTransition(to:with:)",
          "UINavigationController viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: 90}",
          "ArticleListViewController viewWillTransition(to:with:)",
          "UINavigationController traitCollectionDidChange(_:)",
          "ArticleListViewController traitCollectionDidChange(_:)",
          "UINavigationController viewSafeAreaInsetsDidChange()",
          "ArticleListViewController viewSafeAreaInsetsDidChange()",
          "(scene) windowScene(_:didUpdate:interfaceOrientation:traitCollection:) {previousInterfaceOrientation: portrait, previousSize: [393, 852]}",
          "UINavigationController viewWillDisappear(_:) {animated: true}",
          "ArticleListViewController viewWillDisappear(_:) {animated: true}",
          "VideoPlayerViewController viewWillAppear(_:) {animated: true}  [landscapeRight 852×393 beingPresented]",
          "VideoPlayerViewController viewSafeAreaInsetsDidChange()",
          "VideoPlayerViewController viewIsAppearing(_:)",
        ]
      ) {
        try app.perform(at: 1) { list.playVideo() }
      }
      let player = try #require(list.presentedViewController as? VideoPlayerViewController)
      #expect(app.windowScene.interfaceOrientation == .landscapeRight)
      try store.step(
        "player shown", at: 1.5,
        [
          "VideoPlayerViewController viewDidAppear(_:)",
          "UINavigationController viewDidDisappear(_:)",
          "ArticleListViewController viewDidDisappear(_:)",
        ]
      ) {
        try app.advance(to: 1.5)
      }

      // The dismissal at t0: the will phase and layout blocks (no viewSafeAreaInsetsDidChange:
      // the revealed ones were given the landscape insets at the turn), then the rotation back
      // to portrait (the presenter's viewWillTransition sees no presented view controller); the
      // did phase 0.5 s later.
      try store.step(
        "close", at: 2,
        [
          "VideoPlayerViewController viewWillDisappear(_:) {animated: true}  [landscapeRight 852×393 beingDismissed]",
          "UINavigationController viewWillAppear(_:)",
          "ArticleListViewController viewWillAppear(_:)",
          "UINavigationController viewIsAppearing(_:)",
          "ArticleListViewController viewIsAppearing(_:)",
          "UINavigationController willTransition(to:with:)",
          "ArticleListViewController willTransition(to:with:)",
          "UINavigationController viewWillTransition(to:with:) {to: [393, 852], duration: 0.3, targetTransform: -90}",
          "ArticleListViewController viewWillTransition(to:with:)",
          "UINavigationController traitCollectionDidChange(_:)",
          "ArticleListViewController traitCollectionDidChange(_:)",
          "UINavigationController viewSafeAreaInsetsDidChange()",
          "ArticleListViewController viewSafeAreaInsetsDidChange()",
          "(scene) windowScene(_:didUpdate:interfaceOrientation:traitCollection:) {previousInterfaceOrientation: landscapeRight, previousSize: [852, 393]}",
        ]
      ) {
        try app.perform(at: 2) { player.close() }
      }
      try store.step(
        "player gone", at: 2.5,
        [
          "UINavigationController viewDidAppear(_:)",
          "ArticleListViewController viewDidAppear(_:)",
          "VideoPlayerViewController viewDidDisappear(_:)",
        ]
      ) {
        try app.advance(to: 2.5)
      }
      #expect(app.windowScene.interfaceOrientation == .portrait)
      store.finish()
    }

    @Test(
      "reading mode locks the app delegate's orientations to portrait; off, the app follows the device"
    )
    func readingMode() throws {
      let app = UIKitHarness(device: .iphone15)  // today's iOS, the default profile
      let (simulator, _) = try Self.launch(app)
      let store = TestStore(
        simulator, where: .all.excluding(calls: Self.layout), problems: app.takeProblems)
      store.skipRecords()
      // The device turns: the list and the app delegate allow it (SPEC §3.1, §3.2).
      try store.rotate(
        to: .landscapeLeft, at: 1,
        [
          "(device) orientationDidChange {orientation: landscapeLeft}",
          "UINavigationController ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
          "(app) ? application(_:supportedInterfaceOrientationsFor:) -> [portrait, portraitUpsideDown, landscapeRight, landscapeLeft]",
          "UINavigationController willTransition(to:with:) {to: {horizontal: compact, vertical: compact}, duration: 0.3}",
          "ArticleListViewController willTransition(to:with:) {to: {horizontal: compact, vertical: compact}, duration: 0.3}",
          "UINavigationController viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: 90}",
          "ArticleListViewController viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: 90}",
          "UINavigationController viewSafeAreaInsetsDidChange()",
          "ArticleListViewController viewSafeAreaInsetsDidChange()",
          "UINavigationController traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: regular}}",
          "ArticleListViewController traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: regular}}",
          "(scene) windowScene(_:didUpdateEffectiveGeometry:) {previousInterfaceOrientation: portrait, previousSize: [393, 852], previousInterfaceOrientationLocked: false}",
        ])
      #expect(app.windowScene.interfaceOrientation == .landscapeRight)

      // Reading mode on: the lock says portrait and the list asks UIKit to look again — the
      // interface turns back to portrait at once (SPEC §3.3).
      try store.step(
        "reading mode on", at: 2,
        [
          "UINavigationController ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
          "(app) ? application(_:supportedInterfaceOrientationsFor:) -> [portrait]",
          "UINavigationController willTransition(to:with:) {to: {horizontal: compact, vertical: regular}, duration: 0.3}",
          "ArticleListViewController willTransition(to:with:) {to: {horizontal: compact, vertical: regular}, duration: 0.3}",
          "UINavigationController viewWillTransition(to:with:) {to: [393, 852], duration: 0.3, targetTransform: -90}",
          "ArticleListViewController viewWillTransition(to:with:) {to: [393, 852], duration: 0.3, targetTransform: -90}",
          "UINavigationController viewSafeAreaInsetsDidChange()",
          "ArticleListViewController viewSafeAreaInsetsDidChange()",
          "UINavigationController traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: compact}}",
          "ArticleListViewController traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: compact}}",
          "(scene) windowScene(_:didUpdateEffectiveGeometry:) {previousInterfaceOrientation: landscapeRight, previousSize: [852, 393], previousInterfaceOrientationLocked: false}",
        ]
      ) {
        try app.perform(at: 2) { setReadingMode(true) }
      }
      #expect(app.windowScene.interfaceOrientation == .portrait)

      // The device turns while it is on: asked, the app delegate says portrait; nothing turns.
      try store.rotate(
        to: .landscapeRight, at: 3,
        [
          "(device) orientationDidChange {orientation: landscapeRight}",
          "UINavigationController ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
          "(app) ? application(_:supportedInterfaceOrientationsFor:) -> [portrait]",
        ])
      #expect(app.windowScene.interfaceOrientation == .portrait)

      // Reading mode off: the interface turns to the device, which stayed landscapeRight (the
      // interface's landscapeLeft).
      try store.step(
        "reading mode off", at: 4,
        [
          "UINavigationController ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
          "(app) ? application(_:supportedInterfaceOrientationsFor:) -> [portrait, portraitUpsideDown, landscapeRight, landscapeLeft]",
          "UINavigationController willTransition(to:with:) {to: {horizontal: compact, vertical: compact}, duration: 0.3}",
          "ArticleListViewController willTransition(to:with:) {to: {horizontal: compact, vertical: compact}, duration: 0.3}",
          "UINavigationController viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: -90}",
          "ArticleListViewController viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: -90}",
          "UINavigationController viewSafeAreaInsetsDidChange()",
          "ArticleListViewController viewSafeAreaInsetsDidChange()",
          "UINavigationController traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: regular}}",
          "ArticleListViewController traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: regular}}",
          "(scene) windowScene(_:didUpdateEffectiveGeometry:) {previousInterfaceOrientation: portrait, previousSize: [393, 852], previousInterfaceOrientationLocked: false}",
        ]
      ) {
        try app.perform(at: 4) { setReadingMode(false) }
      }
      #expect(app.windowScene.interfaceOrientation == .landscapeLeft)
      store.finish()
    }

    /// Launches the app as iOS does: the app delegate, then the scene delegate it names, whose
    /// code builds the window. Returns the engine and the window's root.
    static func launch(_ app: UIKitHarness) throws -> (Simulator, UINavigationController) {
      AppDelegate.orientationLock = .all
      let simulator = try app.launch(delegate: AppDelegate())
      #expect(app.windowScene.delegate is SceneDelegate)
      let root = try #require(app.window?.rootViewController as? UINavigationController)
      return (simulator, root)
    }

    static let layout: Set<String> = [
      "viewWillLayoutSubviews()", "view.layoutSubviews()", "viewDidLayoutSubviews()",
    ]
  }
#endif

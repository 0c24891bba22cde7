#if !canImport(UIKit)
  import OrientationTesting
  import OrientationUIKit
  import ReaderUI
  import Testing

  @Suite("Reader rotations")
  @MainActor
  struct ReaderRotationTests {
    @Test("the list follows the device and lays out two columns in landscape")
    func listRotates() throws {
      let app = UIKitHarness(device: .iphone15, profile: .ios16)
      let root = makeReaderRoot()
      let store = TestStore(try app.launch(root), problems: app.takeProblems)
      store.skipRecords()  // the launch; asserted in detail elsewhere

      try store.rotate(
        to: .landscapeLeft, at: 1,
        [
          "(device) orientationDidChange {orientation: landscapeLeft}",
          "UINavigationController ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
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
        ])
      let list = try #require(root.topViewController as? ArticleListViewController)
      #expect(list.columns == 2)
      try store.advance(to: 2, [])
      store.finish()
    }

    @Test("presenting the player turns the interface to landscape; dismissing it turns back")
    func playerForcesLandscape() throws {
      let app = UIKitHarness(device: .iphone15, profile: .ios16)
      let root = makeReaderRoot()
      let store = TestStore(
        try app.launch(root), where: .callbacks.excluding(calls: Self.layout),
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

    static let layout: Set<String> = [
      "viewWillLayoutSubviews()", "view.layoutSubviews()", "viewDidLayoutSubviews()",
    ]
  }
#endif

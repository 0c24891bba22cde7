import OrientationTesting
import OrientationUIKit
import Testing

/// TestStore over a UIKit harness: steps drive UIKit-style code; failures name the step.
@Suite("TestStore with UIKit-style view controllers")
@MainActor
struct UIKitStoreTests {
  func launched() throws -> (UIKitHarness, TestStore, UINavigationController) {
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    let nav = UINavigationController(rootViewController: Configurable("list")).named("nav")
    let store = TestStore(
      try app.launch(nav), where: .callbacks.excluding(calls: ["view.layoutSubviews()"]),
      problems: app.takeProblems)
    // Launch (SPEC §5.4, §5.5): each view controller's viewDidLoad just before its first
    // viewWillAppear, then the layout blocks, then the dids. A layout block on a first
    // appearance opens with viewSafeAreaInsetsDidChange (the insets were zero before), then
    // viewIsAppearing (iOS 16), then the layout pass.
    store.receive([
      "list willMove(toParent:) {toParent: nav}", "list didMove(toParent:) {toParent: nav}",
      "nav viewDidLoad()", "nav viewWillAppear(_:) {animated: false}", "list viewDidLoad()",
      "list viewWillAppear(_:)", "nav viewSafeAreaInsetsDidChange()",
      "nav viewIsAppearing(_:) {animated: false}", "nav viewWillLayoutSubviews()",
      "nav viewDidLayoutSubviews()", "list viewSafeAreaInsetsDidChange()",
      "list viewIsAppearing(_:)", "list viewWillLayoutSubviews()", "list viewDidLayoutSubviews()",
      "nav viewDidAppear(_:)", "list viewDidAppear(_:)",
    ])
    return (app, store, nav)
  }

  @Test("a push from app code, claimed step by step")
  func push() throws {
    let (app, store, nav) = try launched()
    // A push (SPEC §5.4, §5.6): at t0 willMove, the pushed one's viewDidLoad, the will phase
    // and the layout block (its first, so its insets change from zero); at t0 + 0.5 s the
    // leaving one's viewDidDisappear, the arriving one's viewDidAppear, then didMove. Only the
    // pushed one is flagged movingToParent.
    try store.step(
      "push", at: 1,
      [
        "detail willMove(toParent:) {toParent: nav}", "detail viewDidLoad()",
        "list viewWillDisappear(_:) {animated: true}  [portrait 393×852]",
        "detail viewWillAppear(_:) {animated: true}  [portrait 393×852 movingToParent]",
        "detail viewSafeAreaInsetsDidChange()",
        "detail viewIsAppearing(_:) {animated: true}  [portrait 393×852 movingToParent]",
        "detail viewWillLayoutSubviews()", "detail viewDidLayoutSubviews()",
      ]
    ) {
      try app.perform(at: 1) { nav.pushViewController(Configurable("detail"), animated: true) }
    }
    try store.step("during the push", at: 1.4, []) { try app.advance(to: 1.4) }
    try store.step(
      "push ends", at: 1.5,
      [
        "list viewDidDisappear(_:) {animated: true}  [portrait 393×852]",
        "detail viewDidAppear(_:) {animated: true}  [portrait 393×852 movingToParent]",
        "detail didMove(toParent:) {toParent: nav}",
      ]
    ) { try app.advance(to: 1.5) }
    store.finish()
  }

  @Test("a deliberately wrong expectation fails")
  func wrongExpectation() throws {
    let (app, store, nav) = try launched()
    try withKnownIssue {
      try store.step("push", at: 1, ["detail willMove(toParent:) {toParent: nav}"]) {
        try app.perform(at: 1) { nav.pushViewController(Configurable("detail"), animated: true) }
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("Step 'push'") && text.contains("+ detail viewWillAppear(_:)")
    }
    store.finish([
      "list viewDidDisappear(_:)", "detail viewDidAppear(_:)", "detail didMove(toParent:)",
    ])
  }

  @Test("a UIKit call that fails inside app code fails the step")
  func failingUIKitCall() throws {
    let (_, store, nav) = try launched()
    let bad = Configurable("bad", supported: .portrait)
    bad.preferred = .landscapeLeft
    bad.modalPresentationStyle = .fullScreen
    try withKnownIssue {
      // The presented one's viewDidLoad comes before the §3.3 queries that throw (SPEC §5.6).
      try store.step("present", at: 1, ["bad viewDidLoad()"]) { nav.present(bad, animated: true) }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("UIApplicationInvalidInterfaceOrientation")
    }
    store.skipRecords()
    store.finish()
  }
}

import OrientationTesting
import OrientationUIKit
import Testing

/// TestStore over a UIKit harness: steps drive UIKit-style code; failures name the step.
@Suite("TestStore with UIKit-style view controllers")
struct UIKitStoreTests {
  func launched() throws -> (UIKitHarness, TestStore, UINavigationController) {
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    let nav = UINavigationController(rootViewController: Configurable("list")).named("nav")
    let store = TestStore(
      try app.launch(nav), where: .callbacks.excluding(calls: ["view.layoutSubviews()"]),
      problems: app.takeProblems)
    store.receive([
      "list willMove(toParent:) {toParent: nav}", "list didMove(toParent:) {toParent: nav}",
      "nav viewWillAppear(_:)", "list viewWillAppear(_:)", "nav viewWillLayoutSubviews()",
      "nav viewDidLayoutSubviews()", "list viewWillLayoutSubviews()",
      "list viewDidLayoutSubviews()", "nav viewDidAppear(_:)", "list viewDidAppear(_:)",
    ])
    return (app, store, nav)
  }

  @Test("a push from app code, claimed step by step")
  func push() throws {
    let (app, store, nav) = try launched()
    try store.step(
      "push", at: 1,
      [
        "detail willMove(toParent:) {toParent: nav}",
        "list viewWillDisappear(_:) {animated: true}",
        "detail viewWillAppear(_:) {animated: true}  [portrait 393×852]",
        "detail viewWillLayoutSubviews()", "detail viewDidLayoutSubviews()",
        "detail viewDidAppear(_:)", "list viewDidDisappear(_:)",
        "detail didMove(toParent:) {toParent: nav}",
      ]
    ) {
      try app.perform(at: 1) { nav.pushViewController(Configurable("detail"), animated: true) }
    }
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
      issue.comments.map(\.rawValue).joined().contains("+ detail didMove(toParent:)")
    }
    store.finish()
  }

  @Test("a UIKit call that fails inside app code fails the step")
  func failingUIKitCall() throws {
    let (_, store, nav) = try launched()
    let bad = Configurable("bad", supported: .portrait)
    bad.preferred = .landscapeLeft
    bad.modalPresentationStyle = .fullScreen
    try withKnownIssue {
      try store.step("present", at: 1, []) { nav.present(bad, animated: true) }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("UIApplicationInvalidInterfaceOrientation")
    }
    store.skipRecords()
    store.finish()
  }
}

import OrientationTesting
import Testing

@Suite("TestStore: step-by-step record assertions")
struct TestStoreTests {
  static let launch: [ExpectedRecord] = [
    "root ? supportedInterfaceOrientations", "root viewDidLoad()", "root viewWillAppear(_:)",
    "root viewWillLayoutSubviews()", "root view.layoutSubviews()", "root viewDidLayoutSubviews()",
    "root viewDidAppear(_:)", "(app) didFinishLaunching",
  ]

  func store() -> (TestStore, Simulator) {
    let sim = Simulator(profile: .ios7, device: .iphoneSE2, root: ViewController(id: "root"))
    return (TestStore(sim), sim)
  }

  @Test("each step claims exactly its records")
  func passingRun() throws {
    let (store, _) = store()
    try store.launch(Self.launch)
    try store.rotate(
      to: .landscapeLeft, at: 1,
      [
        "(device) orientationDidChange {orientation: landscapeLeft}",
        "root ? shouldAutorotate -> true", "root ? supportedInterfaceOrientations",
        "root willRotate(to:duration:) {to: landscapeRight, duration: 0.3}  [portrait 375×667]",
        "root updateViewConstraints()", "root view.updateConstraints()",
        "root viewWillLayoutSubviews()  [landscapeRight 667×375]", "root view.layoutSubviews()",
        "root viewDidLayoutSubviews()", "root willAnimateRotation(to:duration:)",
      ])
    try store.advance(to: 1.2, [])
    try store.advance(to: 2, ["root didRotate(from:) {from: portrait}"])
    store.finish()
  }

  @Test("a wrong expectation fails with a diff naming the step")
  func wrongExpectation() throws {
    let (store, _) = store()
    try store.launch(Self.launch)
    try withKnownIssue {
      try store.advance(to: 1, ["root viewWillAppear(_:)"])
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("Step 'advance to 1 s'") && text.contains("- root viewWillAppear(_:)")
    }
    store.finish()
  }

  @Test("records made outside a step fail at the next step")
  func unclaimedAtNextStep() throws {
    let (store, sim) = store()
    try store.launch(Self.launch)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    try withKnownIssue {
      try store.advance(to: 2, ["root didRotate(from:)"])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("unclaimed records before step")
    }
    store.finish()
  }

  @Test("records left unclaimed fail when the store ends")
  func unclaimedAtEnd() throws {
    let sim = Simulator(root: ViewController(id: "root"))
    try withKnownIssue {
      let store = TestStore(sim)
      try sim.launch()
      _ = store
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("unclaimed records when the store ended")
    }
  }

  @Test("receive claims records made outside a step; skipRecords drops them on purpose")
  func receiveAndSkip() throws {
    let (store, sim) = store()
    try sim.launch()
    store.receive(Self.launch)
    try sim.deviceOrientationChanged(.landscapeLeft, at: 1)
    store.skipRecords()
    try store.advance(to: 2, ["root didRotate(from:)"])
    store.finish()
  }

  @Test("a step before the clock fails instead of being clamped")
  func timeBackwards() throws {
    let (store, _) = store()
    try store.launch(Self.launch)
    try store.advance(to: 2, [])
    try withKnownIssue {
      try store.rotate(to: .landscapeLeft, at: 1, [])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("time cannot go backwards")
    }
    store.finish()
  }

  @Test("problems reported from elsewhere fail the step")
  func problems() throws {
    let sim = Simulator(profile: .ios7, device: .iphoneSE2, root: ViewController(id: "root"))
    var pending: [any Error] = [OrientationError(name: "Boom", reason: "a UIKit call failed")]
    let store = TestStore(
      sim,
      problems: {
        defer { pending = [] }
        return pending
      })
    try withKnownIssue {
      try store.launch(Self.launch)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("Boom")
    }
    store.finish()
  }

  @Test("a long diff folds unchanged runs and keeps three lines of context")
  func foldedDiff() throws {
    let nav = NavigationController(id: "nav")
    let sim = Simulator(root: nav)
    let store = TestStore(sim)
    for index in 0..<12 {
      try store.push(
        ViewController(id: "vc\(index)"), onto: nav, at: 0,
        [
          ExpectedRecord("vc\(index) willMove(toParent:)"),
          ExpectedRecord("vc\(index) didMove(toParent:)"),
        ])
    }
    let records = try {
      try sim.launch()
      return sim.log.records.filter { $0.seq >= 24 }
    }()
    var expected = records.map { ExpectedRecord(ExpectedRecordText.call($0)) }
    expected[expected.count - 1] = "(app) somethingElse"
    withKnownIssue {
      store.receive(expected)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("  … (") && text.contains("unchanged)")
        && text.contains("- (app) somethingElse") && text.contains("+ (app) didFinishLaunching")
    }
    store.finish()
  }

  /// A launched ios7 navigation controller holding `a`, and a store over it.
  func navigationStore() throws -> (TestStore, NavigationController) {
    let nav = NavigationController(id: "nav")
    let sim = Simulator(profile: .ios7, device: .iphoneSE2, root: nav)
    try sim.push(ViewController(id: "a"), onto: nav, at: 0)
    try sim.launch()
    let store = TestStore(sim)
    store.skipRecords()
    return (store, nav)
  }

  /// The will phase of pushing `b` at 1 s (SPEC §5.4), with times and flags.
  static let pushWill: [ExpectedRecord] = [
    "1.000 b willMove(toParent:)", "1.000 b viewDidLoad()",
    "1.000 a viewWillDisappear(_:) {animated: true}  []",
    "1.000 b viewWillAppear(_:) {animated: true}  [movingToParent]",
    "1.000 b viewWillLayoutSubviews()", "1.000 b view.layoutSubviews()",
    "1.000 b viewDidLayoutSubviews()",
  ]

  @Test("steps may state records' times and transition flags")
  func timesAndFlags() throws {
    let (store, nav) = try navigationStore()
    try store.push(ViewController(id: "b"), onto: nav, at: 1, Self.pushWill)
    try store.advance(
      to: 1.5,
      [
        "1.5 a viewDidDisappear(_:) {animated: true}  []",
        "1.5 b viewDidAppear(_:) {animated: true}  [movingToParent]", "1.5 b didMove(toParent:)",
      ])
    store.finish()
  }

  @Test("a wrong time or flag fails the step, the actual lines printed with times and flags")
  func wrongTimeOrFlagFails() throws {
    let (store, nav) = try navigationStore()
    try store.push(ViewController(id: "b"), onto: nav, at: 1, Self.pushWill)
    try withKnownIssue {
      try store.advance(
        to: 1.5,
        [
          "1.3 a viewDidDisappear(_:) {animated: true}  []",
          "1.5 b viewDidAppear(_:) {animated: true}  []", "1.5 b didMove(toParent:)",
        ])
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("+ 1.500 a viewDidDisappear(_:) {animated: true} []")
        && text.contains("+ 1.500 b viewDidAppear(_:) {animated: true} [movingToParent]")
    }
    store.finish()
  }
}

/// The call-level line of a record, as an expectation writes it.
enum ExpectedRecordText {
  static func call(_ record: CallbackRecord) -> String {
    let marker = record.kind == .query ? "? " : record.kind == .diagnostic ? "! " : ""
    return RecordText.who(record) + " " + marker + record.call
  }
}

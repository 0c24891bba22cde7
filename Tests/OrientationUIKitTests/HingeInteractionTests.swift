import OrientationTesting
import OrientationUIKit
import Testing

/// A reading screen that lays out one page folded and two pages unfolded, and dims its controls
/// while the hinge is only partly open.
private final class FoldingBookViewController: UIViewController {
  private(set) var pages = 1
  private(set) var statuses: [UIHinge.Status] = []
  private(set) var angles: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addInteraction(
      UIHingeInteraction { [unowned self] _, update in
        guard let hinge = update.hinge else { return }
        statuses.append(hinge.status)
        angles.append(hinge.angle)
      })
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    pages = size.width > 900 ? 2 : 1
  }
}

@Suite("UIHingeInteraction on iPhone Duo")
@MainActor
struct HingeInteractionTests {
  @Test("the interaction hears the hinge; unfolding is a size transition to the inner display")
  func unfold() throws {
    let app = UIKitHarness(device: .iphoneDuo)
    let book = FoldingBookViewController()
    book.restorationIdentifier = "book"
    let store = TestStore(
      try app.launch(book),
      where: RecordFilter.all.excluding(calls: [
        "viewWillLayoutSubviews()", "view.layoutSubviews()", "viewDidLayoutSubviews()",
      ]), problems: app.takeProblems)
    store.skipRecords()
    #expect(book.statuses == [.unknown])
    try store.step(
      "open", at: 1,
      [
        "(device) postureDidChange {posture: halfOpen, display: inner, angle: 120}",
        "book hingeInteraction.update {status: partiallyOpen, angle: 120}  [portrait 466×678 outer]",
        "book willTransition(to:with:) {to: {horizontal: regular, vertical: regular}, duration: 0.3}",
        "book viewWillTransition(to:with:) {to: [951, 669], duration: 0.3, targetTransform: 0}",
        "book traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: regular}}  [landscapeRight 951×669 inner]",
      ]
    ) {
      try app.setHinge(120, at: 1)
    }
    #expect(book.pages == 2)
    #expect(book.statuses == [.unknown, .partiallyOpen])
    #expect(abs((book.angles.last ?? 0) - 120 * .pi / 180) < 1e-9)
    // UIScreen.main is the outer display whichever display the scene is on (SPEC §4.4).
    try app.perform(at: 2) {
      #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1398, height: 2034))
    }
    try store.step(
      "flat", at: 3,
      [
        "(device) postureDidChange {posture: open, display: inner, angle: 180}",
        "book hingeInteraction.update {status: fullyOpen, angle: 180}",
      ]
    ) {
      try app.setHinge(180, at: 3)
    }
    store.finish()
  }

  @Test("a harness launched open starts on the inner display")
  func launchOpen() throws {
    let app = UIKitHarness(device: .iphoneDuo)
    try app.setPosture(.open, at: 0)
    let book = FoldingBookViewController()
    try app.launch(book)
    #expect(app.windowScene.interfaceOrientation == .landscapeRight)
    #expect(book.view.bounds.size == CGSize(width: 951, height: 669))
    #expect(book.statuses == [.fullyOpen])
  }
}

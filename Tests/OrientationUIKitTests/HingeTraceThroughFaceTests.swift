import Foundation
import OrientationDetection
import OrientationTesting
import OrientationTraces
import OrientationUIKit
import Testing

/// A reading screen: one page folded, two unfolded; it keeps what its hinge interaction heard.
private final class TwoPageViewController: UIViewController {
  private(set) var pages = 1
  private(set) var statuses: [UIHinge.Status] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addInteraction(
      UIHingeInteraction { [unowned self] _, update in
        if let hinge = update.hinge { statuses.append(hinge.status) }
      })
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    pages = size.width > 900 ? 2 : 1
  }
}

@Suite("A hinge trace through the UIKit face")
@MainActor
struct HingeTraceThroughFaceTests {
  /// Shut and portrait; unfolded to 120° at 1 s (the sensor then reads in the inner display's
  /// frame, where the same grip is landscapeLeft), flat at 1.5 s, shut at 2 s.
  static let trace = """
    t,x,y,z,hinge
    0,0,-1,0,0
    0.5,0,-1,0,
    1,-1,0,0,120
    1.5,-1,0,0,180
    1.75,-1,0,0,
    2,0,-1,0,0
    2.5,0,-1,0,

    """

  @Test(
    "replayed input by input, each at its time: the interaction hears every posture and the app unfolds and folds"
  )
  func replay() throws {
    let path = try #require(
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "orientsim-face-\(UUID().uuidString).csv"
      ).path as String?)
    try Self.trace.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }

    let app = UIKitHarness(device: .iphoneDuo)
    let book = TwoPageViewController()
    book.restorationIdentifier = "book"
    let simulator = try app.launch(book)
    let store = TestStore(
      simulator,
      where: RecordFilter.all.excluding(calls: [
        "viewWillLayoutSubviews()", "view.layoutSubviews()", "viewDidLayoutSubviews()",
      ]), problems: app.takeProblems)
    store.skipRecords()

    var session = Session(simulator: simulator, pipeline: DetectionPipeline(detector: .threshold))
    let inputs = try TraceInputReader(path: path)
    while let input = try inputs.next() {
      try app.perform(at: input.time) { try session.feed(input) }
    }
    store.receive([
      // The first reading: the status leaves unknown, the posture stays folded.
      "book hingeInteraction.update {status: closed, angle: 0}",
      "(device) postureDidChange {posture: halfOpen, display: inner, angle: 120}",
      "book hingeInteraction.update {status: partiallyOpen, angle: 120}  [portrait 466×678 outer]",
      "book willTransition(to:with:) {to: {horizontal: regular, vertical: regular}, duration: 0.3}",
      "book viewWillTransition(to:with:) {to: [951, 669], duration: 0.3, targetTransform: 0}",
      "book traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: compact, vertical: regular}}  [landscapeRight 951×669 inner]",
      "(device) postureDidChange {posture: open, display: inner, angle: 180}",
      "book hingeInteraction.update {status: fullyOpen, angle: 180}",
      "(device) postureDidChange {posture: folded, display: outer, angle: 0}",
      "book hingeInteraction.update {status: closed, angle: 0}  [landscapeRight 951×669 inner]",
      "book ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
      "book willTransition(to:with:) {to: {horizontal: compact, vertical: regular}, duration: 0.3}",
      "book viewWillTransition(to:with:) {to: [466, 678], duration: 0.3, targetTransform: 0}",
      "book traitCollectionDidChange(_:) {previousTraitCollection: {horizontal: regular, vertical: regular}}  [portrait 466×678 outer]",
    ])
    #expect(book.statuses == [.unknown, .closed, .partiallyOpen, .fullyOpen, .closed])
    #expect(book.pages == 1)
    #expect(app.windowScene.interfaceOrientation == .portrait)
    store.finish()
  }

  @Test("the bundled fold trace through the face: unfold, turn on the inner display, fold back")
  func bundledTrace() throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let path = package.appendingPathComponent("Configs/traces/iphone-duo-fold.csv").path

    let app = UIKitHarness(device: .iphoneDuo)
    let book = TwoPageViewController()
    book.restorationIdentifier = "book"
    var session = Session(simulator: try app.launch(book), pipeline: DetectionPipeline())
    let inputs = try TraceInputReader(path: path)
    var pagesSeen: [Int] = []
    while let input = try inputs.next() {
      try app.perform(at: input.time) { try session.feed(input) }
      if pagesSeen.last != book.pages { pagesSeen.append(book.pages) }
    }
    try app.finish()
    let lines = try app.records().filter {
      ["postureDidChange", "orientationDidChange", "viewWillTransition(to:with:)"].contains($0.call)
    }.map { RecordText.line($0) }
    #expect(
      lines == [
        "  2.160  (device)     postureDidChange {posture: halfOpen, display: inner, angle: 5.006127}",
        "  2.160  book         viewWillTransition(to:with:) {to: [951, 669], duration: 0.3, targetTransform: 0}  [portrait 466×678 outer]",
        "  3.230  (device)     postureDidChange {posture: open, display: inner, angle: 165.989513}",
        "  6.140  (device)     orientationDidChange {orientation: portrait}",
        "  6.140  book         viewWillTransition(to:with:) {to: [669, 951], duration: 0.3, targetTransform: -90}  [landscapeRight 951×669 inner]",
        "  9.240  (device)     orientationDidChange {orientation: landscapeLeft}",
        "  9.240  book         viewWillTransition(to:with:) {to: [951, 669], duration: 0.3, targetTransform: 90}  [portrait 669×951 inner]",
        " 11.480  (device)     postureDidChange {posture: halfOpen, display: inner, angle: 164.962912}",
        " 12.210  (device)     postureDidChange {posture: folded, display: outer, angle: 43.377569}",
        " 12.210  book         viewWillTransition(to:with:) {to: [466, 678], duration: 0.3, targetTransform: 0}  [landscapeRight 951×669 inner]",
      ])
    // Two pages while the reader is wider than 900 points.
    #expect(pagesSeen == [1, 2, 1, 2, 1])
    // The interaction heard every status the hinge went through, in order.
    var statuses: [UIHinge.Status] = []
    for status in book.statuses where statuses.last != status { statuses.append(status) }
    #expect(
      statuses == [.unknown, .closed, .partiallyOpen, .fullyOpen, .partiallyOpen, .closed])
  }
}

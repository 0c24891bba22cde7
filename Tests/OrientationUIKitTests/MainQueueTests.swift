import OrientationTesting
import OrientationUIKit
import Testing

/// What app code logged, each entry with the virtual time it was logged at.
final class TimedLog: @unchecked Sendable {
  // Written only by app code a harness runs, on the test's thread.
  weak var harness: UIKitHarness?
  private(set) var entries: [String] = []

  func add(_ entry: String) {
    // App code runs on the main actor, where the harness is.
    let time = MainActor.assumeIsolated { harness.map { RecordText.number($0.time) } }
    entries.append("\(time ?? "-") \(entry)")
  }
}

/// A view controller that defers work to the main queue in each of the three usual ways.
private final class Deferring: UIViewController {
  let log = TimedLog()

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let log = self.log
    log.add("viewWillTransition")
    // As on iOS, the block is main-actor isolated: it may use the view controller.
    DispatchQueue.main.async {
      self.log.add("DispatchQueue.main \(UIApplication.shared.statusBarOrientation)")
      DispatchQueue.main.async { [weak self] in self?.log.add("queued by queued work") }
    }
    OperationQueue.main.addOperation { log.add("OperationQueue.main") }
    RunLoop.main.perform { log.add("RunLoop.main") }
    coordinator.animate(alongsideTransition: nil) { _ in
      log.add("completion")
      DispatchQueue.main.async { log.add("queued by the completion") }
    }
  }
}

/// A view controller that asks for a geometry update from the main queue once it appeared, the
/// usual way of doing it at launch: first an orientation the iPhone cannot take, then landscape.
private final class DeferredRequest: UIViewController {
  let log = TimedLog()

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let log = self.log
    DispatchQueue.main.async {
      let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
      for orientations in [UIInterfaceOrientationMask.portraitUpsideDown, .landscapeRight] {
        scene?.requestGeometryUpdate(.iOS(interfaceOrientations: orientations)) { error in
          let error = error as NSError
          log.add("\(error.domain) \(error.code): \(error.localizedDescription)")
        }
      }
      log.add("requested")
    }
  }
}

@Suite("The main queue")
@MainActor
struct MainQueueTests {
  @Test("work queued on the main queue runs in order when the harness step ends, at its time")
  func deferredWorkRunsAfterTheStep() throws {
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    let root = Deferring().named("root")
    root.log.harness = app
    try app.launch(root)
    try app.rotate(to: .landscapeLeft, at: 1)
    // The step returned: everything queued in viewWillTransition ran, in order, at its time,
    // with what it queued itself; the interface already has its new orientation.
    #expect(
      root.log.entries == [
        "1 viewWillTransition", "1 DispatchQueue.main landscapeRight", "1 OperationQueue.main",
        "1 RunLoop.main", "1 queued by queued work",
      ])
    try app.advance(to: 2)
    // Work a completion queues runs at the completion's time, not at the end of the advance.
    #expect(root.log.entries.suffix(2) == ["1.3 completion", "1.3 queued by the completion"])
  }

  @Test("work queued outside a harness goes to Foundation's main queue", .timeLimit(.minutes(1)))
  func outsideAHarness() async {
    let log = TimedLog()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async {
        log.add("ran")
        done.resume()
      }
    }
    #expect(log.entries == ["- ran"])
  }

  @Test(
    "a geometry request deferred from viewDidAppear runs after the launch, with its error handler")
  func deferredGeometryRequest() throws {
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    let root = DeferredRequest().named("root")
    root.log.harness = app
    try app.launch(root)
    let records = try app.records(through: 1)
    let launched = try #require(records.firstIndex { $0.call == "didFinishLaunching" })
    // The queued block runs after the launch's last record, at its time: the first request is
    // refused (a diagnostic, and the error handler), the second turns the interface
    // (SPEC §3.3, §9.1).
    let supported =
      "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]"
    let refusal =
      "None of the requested orientations are supported by the view controller. Requested: "
      + "portraitUpsideDown; Supported: portrait, landscapeLeft, landscapeRight"
    expectRecords(
      Array(records[launched...]),
      [
        "0.000 (app) didFinishLaunching {deviceOrientation: portrait, interfaceOrientation: portrait}",
        ExpectedRecord("0.000 \(supported)"),
        ExpectedRecord("0.000 root ! UISceneErrorDomain {code: 101, message: \(refusal)}"),
        ExpectedRecord("0.000 \(supported)"),
        "root willTransition(to:with:) {to: {horizontal: compact, vertical: compact}, duration: 0.3}",
        "root viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: 90}",
        "root traitCollectionDidChange(_:)", "root viewSafeAreaInsetsDidChange()",
        "root viewWillLayoutSubviews()", "root view.layoutSubviews()",
        "root viewDidLayoutSubviews()  [landscapeRight 852×393]",
      ])
    #expect(root.log.entries == ["0 UISceneErrorDomain 101: \(refusal)", "0 requested"])
  }

  @Test("work queued during a UIKit call that test code makes runs when that call returns")
  func deferredAfterAUIKitCall() throws {
    final class Presented: UIViewController {
      let log = TimedLog()
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("viewDidAppear")
        DispatchQueue.main.async { self.log.add("deferred") }
      }
    }
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    let root = Configurable("root")
    try app.launch(root)
    let presented = Presented().named("presented")
    presented.modalPresentationStyle = .fullScreen
    presented.log.harness = app
    try app.advance(to: 1)
    root.present(presented, animated: false)
    #expect(presented.log.entries == ["1 viewDidAppear", "1 deferred"])
  }
}

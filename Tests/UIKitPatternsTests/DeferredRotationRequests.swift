import Testing

// A screen that defers its orientation work to the main queue's next turn — the geometry
// request through `OperationQueue.main`, the bookkeeping through `RunLoop.main` — as code does
// when it is called in the middle of a transition.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class DeferringCaptureViewController: UIViewController {
  private(set) var log: [String] = []

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    OperationQueue.main.addOperation {
      MainActor.assumeIsolated {
        self.log.append("request")
        self.view.window?.windowScene?.requestGeometryUpdate(
          .iOS(interfaceOrientations: .landscapeRight))
      }
    }
    RunLoop.main.perform {
      MainActor.assumeIsolated { self.log.append("bookkeeping") }
    }
    log.append("appeared")
  }
}

@MainActor
@Test func workDeferredToTheMainQueueRunsInTheSameTurn() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let capture = DeferringCaptureViewController()
  try app.launch(capture)
  #expect(capture.log == ["appeared", "request", "bookkeeping"])
  try app.advance(to: 1)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
}

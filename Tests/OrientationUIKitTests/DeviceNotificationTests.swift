import OrientationTesting
import OrientationUIKit
import Testing

/// A view controller that logs, into the records' order, what an observer of UIDevice's
/// orientation notification sees.
private final class Observing: UIViewController {
  var seen: [String] = []
  var tokens: [any NSObjectProtocol] = []

  func observe(queue: OperationQueue?) {
    let name = queue == nil ? "nil" : "main"
    let block: @Sendable (Notification) -> Void = { [weak self] notification in
      let fromDevice = notification.object is UIDevice
      MainActor.assumeIsolated {
        guard let self else { return }
        let device = fromDevice ? UIDevice.current.orientation : .unknown
        self.seen.append(
          "\(name) device \(device) interface "
            + "\(UIApplication.shared.statusBarOrientation) records \(self.recordCount())")
      }
    }
    if let queue {
      tokens.append(
        NotificationCenter.default.addObserver(
          forName: UIDevice.orientationDidChangeNotification, object: nil, queue: queue,
          using: block))
    } else {
      tokens.append(
        NotificationCenter.default.addObserver(
          forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil,
          using: block))
    }
  }

  var harness: UIKitHarness?
  func recordCount() -> Int { (try? harness?.records().count) ?? -1 }
}

@Suite("UIDevice's orientation notification")
@MainActor
struct DeviceNotificationTests {
  @Test(
    "posted just after each device record, before the decision, to observers on no queue and on the main queue",
    arguments: [BehaviorProfile.ios13, .ios27])
  func postedAfterTheDeviceRecord(profile: BehaviorProfile) throws {
    let app = UIKitHarness(device: .iphone15, profile: profile)
    let vc = Observing().named("root")
    vc.harness = app
    try app.launch(vc)
    vc.observe(queue: nil)
    vc.observe(queue: .main)
    let launched = try app.records().count

    try app.rotate(to: .landscapeLeft, at: 1)
    // Both observers ran in the post: the device record was the last one, the interface had
    // not turned yet.
    #expect(vc.seen.count == 2)
    #expect(
      vc.seen.allSatisfy {
        $0.hasSuffix("device landscapeLeft interface portrait records \(launched + 1)")
      })
    #expect(Set(vc.seen.map { String($0.prefix(4)) }) == ["nil ", "main"])
    let deviceRecord = try app.records()[launched]
    #expect(deviceRecord.call == "orientationDidChange")

    // During the rotation a second turn is posted at once; its decision is held (SPEC §5.6).
    try app.rotate(to: .landscapeRight, at: 1.1)
    #expect(vc.seen.count == 4)
    #expect(
      vc.seen.suffix(2).allSatisfy {
        $0.contains("device landscapeRight interface landscapeRight")
      })

    // One post per device record, and none for anything else the transitions record.
    try app.advance(to: 3)
    let deviceRecords = try app.records().filter { $0.call == "orientationDidChange" }
    #expect(vc.seen.count == 2 * deviceRecords.count)
  }

  @Test("the simulated device always generates its notifications")
  func generating() {
    #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
    UIDevice.current.endGeneratingDeviceOrientationNotifications()
    #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
  }
}

import OrientationTesting
import OrientationUIKit
import Testing

@Suite("The orientation hacks: setValue(_:forKey:), animations")
@MainActor
struct OrientationHackTests {
  @Test(
    "UIDevice.current.setValue(_:forKey: \"orientation\") turns the device before iOS 16 and is ignored from iOS 16",
    arguments: [BehaviorProfile.ios7, .ios13, .ios16, .ios26])
  func setValueHack(profile: BehaviorProfile) throws {
    let app = UIKitHarness(device: .iphone15, profile: profile)
    try app.launch(Configurable("root", supported: .allButUpsideDown))
    let launched = try app.records().count
    try app.perform(at: 1) {
      UIDevice.current.setValue(
        UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
    }
    let records = Array(try app.records(through: 2).dropFirst(launched))
    let turn: [ExpectedRecord] = [
      "1.000 (device) orientationDidChange {orientation: landscapeLeft}",
      "root ? shouldAutorotate -> true",
      "root ? supportedInterfaceOrientations -> [portrait, landscapeRight, landscapeLeft]",
    ]
    switch (profile.hasGeometryRequests, profile.callbacks) {
    case (true, _):
      // iOS 16 on: nothing turns; UIKit logs its complaint (SPEC §9.1).
      expectRecords(
        records,
        [
          ExpectedRecord(
            "1.000 (uikit) ! setDeviceOrientationIgnored {reason: BUG IN CLIENT OF UIKIT: "
              + "Setting UIDevice.orientation is not supported. Please use "
              + "UIWindowScene.requestGeometryUpdate(_:)}")
        ])
      #expect(app.windowScene.interfaceOrientation == .portrait)
    case (false, .legacy):
      expectRecords(
        records,
        turn + [
          "root willRotate(to:duration:) {to: landscapeRight, duration: 0.3}",
          "root updateViewConstraints()", "root view.updateConstraints()",
          "root viewWillLayoutSubviews()", "root view.layoutSubviews()",
          "root viewDidLayoutSubviews()",
          "root willAnimateRotation(to:duration:) {to: landscapeRight, duration: 0.3}",
          "1.300 root didRotate(from:) {from: portrait}  [landscapeRight 852×393]",
        ])
      #expect(app.windowScene.interfaceOrientation == .landscapeRight)
    case (false, _):
      // Before iOS 16 the value 3 is the device's landscapeLeft: a device turn, then SPEC §3.2.
      expectRecords(
        records,
        turn + [
          "root willTransition(to:with:) {to: {horizontal: compact, vertical: compact}, duration: 0.3}",
          "root viewWillTransition(to:with:) {to: [852, 393], duration: 0.3, targetTransform: 90}",
          "root traitCollectionDidChange(_:)", "root viewSafeAreaInsetsDidChange()",
          "root viewWillLayoutSubviews()", "root view.layoutSubviews()",
          "root viewDidLayoutSubviews()  [landscapeRight 852×393]",
        ])
      #expect(app.windowScene.interfaceOrientation == .landscapeRight)
    }
  }

  @Test("setValue(_:forKey:) with another key or a value that is no device orientation is ignored")
  func setValueIgnored() throws {
    let app = UIKitHarness(device: .iphone15, profile: .ios13)
    try app.launch(Configurable("root"))
    let launched = try app.records().count
    try app.perform(at: 1) {
      UIDevice.current.setValue(3, forKey: "batteryLevel")
      UIDevice.current.setValue(9, forKey: "orientation")
      UIDevice.current.setValue("landscape", forKey: "orientation")
    }
    let records = Array(try app.records(through: 2).dropFirst(launched))
    expectRecords(
      records,
      [
        ExpectedRecord(
          "1.000 (uikit) ! setValueIgnored {reason: UIDevice has no key 'batteryLevel' for "
            + "setValue(_:forKey:) (UIKit raises NSUnknownKeyException)}"),
        "(uikit) ! setValueIgnored {reason: 9 is not a UIDeviceOrientation raw value}",
        "(uikit) ! setValueIgnored {reason: landscape is not a UIDeviceOrientation raw value}",
      ])
    #expect(app.windowScene.interfaceOrientation == .portrait)
  }

  @Test("UIView.performWithoutAnimation and setAnimationsEnabled switch the engine's animations")
  func animationSwitch() throws {
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    var seen: [Bool] = []
    // Test code outside the harness's app code acts on the harness made last.
    UIView.setAnimationsEnabled(false)
    try app.launch(Configurable("root"))
    seen.append(try #require(app.simulator).areAnimationsEnabled)
    try app.perform(at: 1) {
      UIView.setAnimationsEnabled(true)
      seen.append(UIView.areAnimationsEnabled)
      UIView.performWithoutAnimation {
        seen.append(UIView.areAnimationsEnabled)
        seen.append(app.simulator?.areAnimationsEnabled ?? true)
      }
      seen.append(UIView.areAnimationsEnabled)
    }
    #expect(seen == [false, true, false, false, true])
    #expect(try #require(app.simulator).areAnimationsEnabled)
  }
}

import OrientationTesting
import OrientationUIKit
import Testing

@Suite("UIAlertController")
@MainActor
struct AlertControllerTests {
  @Test("an alert presented while the device lies on its side leaves a portrait app in portrait")
  func alertKeepsThePortraitInterface() throws {
    let app = UIKitHarness(device: .iphone15)
    let root = Configurable("form", supported: .portrait)
    let store = TestStore(
      try app.launch(root), where: .all.excluding(calls: ["view.layoutSubviews()"]),
      problems: app.takeProblems)
    store.skipRecords()
    try store.rotate(
      to: .landscapeLeft, at: 1,
      [
        "(device) orientationDidChange {orientation: landscapeLeft}",
        "form ? supportedInterfaceOrientations -> [portrait]",
      ])
    let alert = UIAlertController(
      title: "Portrait only", message: "Turn the phone upright", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    // A custom presentation that fills the window: the alert decides from now on (SPEC §3.3),
    // answering the form's orientations; the form's tree gets no appearance callbacks (SPEC §5.4).
    try store.step(
      "present the alert", at: 2,
      [
        "UIAlertController viewDidLoad()",
        "UIAlertController ? supportedInterfaceOrientations -> [portrait]",
        "UIAlertController ? preferredInterfaceOrientationForPresentation -> nil",
        "UIAlertController viewWillAppear(_:) {animated: true}",
        "UIAlertController viewSafeAreaInsetsDidChange()",
        "UIAlertController viewIsAppearing(_:) {animated: true}",
        "UIAlertController viewWillLayoutSubviews()",
        "UIAlertController viewDidLayoutSubviews()",
      ]
    ) {
      try app.perform(at: 2) { root.present(alert, animated: true) }
    }
    try store.advance(to: 3, ["UIAlertController viewDidAppear(_:) {animated: true}"])
    try store.rotate(
      to: .landscapeRight, at: 4,
      [
        "(device) orientationDidChange {orientation: landscapeRight}",
        "UIAlertController ? supportedInterfaceOrientations -> [portrait]",
      ])
    try store.step(
      "dismiss the alert", at: 5,
      [
        "UIAlertController viewWillDisappear(_:) {animated: true}",
        "form ? supportedInterfaceOrientations -> [portrait]",
      ]
    ) {
      try app.perform(at: 5) { alert.dismiss(animated: true) }
    }
    try store.advance(to: 6, ["UIAlertController viewDidDisappear(_:) {animated: true}"])
    #expect(app.windowScene.interfaceOrientation == .portrait)
    store.finish()
  }

  @Test("what an alert stores and reads back")
  func stored() throws {
    let app = UIKitHarness(device: .ipadPro129)
    try app.launch(UIViewController())
    var configured = 0
    try app.perform(at: 0) {
      let sheet = UIAlertController(title: nil, message: "Share", preferredStyle: .actionSheet)
      #expect(sheet.modalPresentationStyle == .popover)
      let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
      #expect(alert.modalPresentationStyle == .custom)
      alert.addTextField { field in
        field.placeholder = "Your name"
        configured += 1
      }
      let cancel = UIAlertAction(title: "Cancel", style: .cancel)
      alert.addAction(cancel)
      alert.preferredAction = cancel
      #expect(alert.title == "Name")
      #expect(alert.textFields?.first?.placeholder == "Your name")
      #expect(alert.actions.map(\.style) == [.cancel])
      #expect(alert.preferredAction === cancel)
    }
    #expect(configured == 1)
  }
}

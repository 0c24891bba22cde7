import Testing

// An app delegate styles the bars through appearance proxies before building its window, and
// begins a background task to save when it leaves the foreground. Views made afterwards take the
// proxies' values; what a view sets itself wins.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

@MainActor
func styleBars() {
  UINavigationBar.appearance().tintColor = .systemOrange
  UINavigationBar.appearance().barTintColor = .black
  UILabel.appearance().textColor = .systemTeal
  UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .white
}

final class TitledLabel: UILabel {
  override init(frame: CGRect) {
    super.init(frame: frame)
    textColor = .systemRed
  }
  required init?(coder: NSCoder) { return nil }
}

@MainActor
@Test func appearanceProxiesStyleViewsMadeAfterwards() throws {
  let before = UILabel()
  styleBars()
  #expect(UINavigationBar.appearance().tintColor == .systemOrange)
  #expect(UISwitch.appearance().onTintColor == nil)
  let bar = UINavigationBar()
  #expect(bar.tintColor == .systemOrange)
  #expect(bar.barTintColor == .black)
  #expect(UILabel().textColor == .systemTeal)
  // A view made before keeps its look; a subclass's own setting wins over the proxy.
  #expect(before.textColor != .systemTeal)
  #expect(TitledLabel().textColor == .systemRed)
  // The containment proxy is recorded and read back, never applied.
  #expect(UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor == nil)
  let application = UIApplication.shared
  let task = application.beginBackgroundTask(withName: "save") {}
  #expect(task != .invalid)
  application.endBackgroundTask(task)
  #expect(application.preferredContentSizeCategory == .large)
  UINavigationBar.appearance().tintColor = nil
  UINavigationBar.appearance().barTintColor = nil
  UILabel.appearance().textColor = nil
}

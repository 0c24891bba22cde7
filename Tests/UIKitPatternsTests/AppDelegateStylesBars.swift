import Testing

// An app delegate styles the bars through appearance proxies before building its window, and
// begins a background task to save when it leaves the foreground. Views made afterwards take the
// proxies' values; what a view sets itself wins.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

// The app's own bar and label classes, so that the proxies (process-wide, as in UIKit) style no
// other test's views.
final class BrandBar: UINavigationBar {}
class BrandLabel: UILabel {}

@MainActor
func styleBars() {
  BrandBar.appearance().tintColor = .systemOrange
  BrandBar.appearance().barTintColor = .black
  BrandLabel.appearance().textColor = .systemTeal
  BrandLabel.appearance(whenContainedInInstancesOf: [BrandBar.self]).textColor = .white
}

final class TitledLabel: BrandLabel {
  override init(frame: CGRect) {
    super.init(frame: frame)
    textColor = .systemRed
  }
  required init?(coder: NSCoder) { return nil }
}

@MainActor
@Test func appearanceProxiesStyleViewsMadeAfterwards() throws {
  let before = BrandLabel()
  styleBars()
  #expect(BrandBar.appearance().tintColor == .systemOrange)
  #expect(UISwitch.appearance().onTintColor == nil)
  let bar = BrandBar()
  #expect(bar.tintColor == .systemOrange)
  #expect(bar.barTintColor == .black)
  #expect(BrandLabel().textColor == .systemTeal)
  // Only the styled classes and their subclasses take the proxies' values.
  #expect(UINavigationBar().barTintColor == nil)
  // A view made before keeps its look; a subclass's own setting wins over the proxy.
  #expect(before.textColor != .systemTeal)
  #expect(TitledLabel().textColor == .systemRed)
  // A containment proxy is recorded and read back, never applied: labels stay teal.
  let inBars = BrandLabel.appearance(whenContainedInInstancesOf: [BrandBar.self])
  inBars.textColor = .white
  #expect(inBars.textColor == .white)
  #expect(BrandLabel().textColor == .systemTeal)
  let application = UIApplication.shared
  let task = application.beginBackgroundTask(withName: "save") {}
  #expect(task != .invalid)
  application.endBackgroundTask(task)
  #expect(application.preferredContentSizeCategory == .large)
}

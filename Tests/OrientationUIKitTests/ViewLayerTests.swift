import OrientationTesting
import OrientationUIKit
import Testing

/// `UIScreen.main`: the device profile's screen, read from the running simulation (SPEC §9.1).
@MainActor
@Suite("UIScreen.main")
struct ScreenTests {
  @Test(
    "bounds follow the interface orientation from ios8, stay portrait under ios7",
    arguments: BehaviorProfile.builtIn)
  func boundsPerProfile(profile: BehaviorProfile) throws {
    let app = UIKitHarness(device: .iphoneSE2, profile: profile)
    try app.launch(UIViewController())
    try app.rotate(to: .landscapeLeft, at: 1)
    try app.advance(to: 2)
    var bounds = CGRect.null
    var native = CGRect.null
    try app.perform(at: 2) {
      bounds = UIScreen.main.bounds
      native = UIScreen.main.nativeBounds
    }
    let expected =
      profile.callbacks == .legacy
      ? CGSize(width: 375, height: 667) : CGSize(width: 667, height: 375)
    #expect(app.windowScene.interfaceOrientation.isLandscape)
    #expect(bounds == CGRect(origin: .zero, size: expected))
    #expect(native == CGRect(x: 0, y: 0, width: 750, height: 1334))
  }

  @Test("outside a harness every size is zero and the scale 1")
  func outsideAHarness() {
    #expect(UIScreen.main.bounds == .zero)
    #expect(UIScreen.main.nativeBounds == .zero)
    #expect(UIScreen.main.scale == 1)
  }

  @Test("a resize changes the window, not the screen")
  func resizeKeepsTheScreen() throws {
    let app = UIKitHarness(device: .ipadPro129, profile: .ios17)
    try app.launch(UIViewController())
    try app.resize(to: CGSize(width: 694, height: 1366), at: 1)
    try app.advance(to: 2)
    #expect(app.window?.bounds.size == CGSize(width: 694, height: 1366))
    try app.perform(at: 2) {
      #expect(UIScreen.main.bounds.size == CGSize(width: 1024, height: 1366))
      #expect(app.window?.screen.scale == 2)
    }
  }
}

/// UIKit's autoresizing arithmetic: a superview's change is shared among the flexible parts in
/// proportion to their lengths.
@MainActor
@Suite("Autoresizing")
struct AutoresizingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let mask: UIView.AutoresizingMask
    let expected: CGRect
    var testDescription: String { "mask \(mask.rawValue) → \(expected)" }
  }

  // A 100×50 view at (20, 10) in a 200×100 superview that becomes 400×300.
  nonisolated static let cases: [Case] = [
    Case(mask: [], expected: CGRect(x: 20, y: 10, width: 100, height: 50)),
    Case(mask: .flexibleWidth, expected: CGRect(x: 20, y: 10, width: 300, height: 50)),
    Case(mask: .flexibleLeftMargin, expected: CGRect(x: 220, y: 10, width: 100, height: 50)),
    Case(mask: .flexibleRightMargin, expected: CGRect(x: 20, y: 10, width: 100, height: 50)),
    // Left 20, width 100 share 200 as 1:5.
    Case(
      mask: [.flexibleLeftMargin, .flexibleWidth],
      expected: CGRect(x: 20 + 200.0 / 6, y: 10, width: 100 + 1000.0 / 6, height: 50)),
    // Left 20, right 80 share 200 as 1:4: the view stays proportionally placed.
    Case(
      mask: [.flexibleLeftMargin, .flexibleRightMargin],
      expected: CGRect(x: 60, y: 10, width: 100, height: 50)),
    // Top 10, height 50, bottom 40 share 200 as 1:5:4.
    Case(
      mask: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
      expected: CGRect(x: 20, y: 30, width: 100, height: 150)),
  ]

  @Test(arguments: cases)
  func superviewGrows(testCase: Case) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
    child.autoresizingMask = testCase.mask
    container.addSubview(child)
    container.frame.size = CGSize(width: 400, height: 300)
    #expect(abs(child.frame.minX - testCase.expected.minX) < 1e-9)
    #expect(abs(child.frame.width - testCase.expected.width) < 1e-9)
    #expect(child.frame.minY == testCase.expected.minY)
    #expect(child.frame.height == testCase.expected.height)
  }

  @Test("flexible parts of zero length share the change equally; autoresizesSubviews off stops it")
  func zeroLengthsAndSwitchOff() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let fill = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
    fill.autoresizingMask = [.flexibleHeight, .flexibleTopMargin]
    container.addSubview(fill)
    container.bounds.size = CGSize(width: 100, height: 200)
    #expect(fill.frame == CGRect(x: 0, y: 50, width: 100, height: 50))
    container.autoresizesSubviews = false
    container.bounds.size = CGSize(width: 100, height: 300)
    #expect(fill.frame == CGRect(x: 0, y: 50, width: 100, height: 50))
  }

  @Test("grandchildren follow their parent's autoresized size")
  func nested() throws {
    final class Root: UIViewController {
      let panel = UIView()
      let bar = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        panel.frame = view.bounds.insetBy(dx: 10, dy: 10)
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        bar.frame = CGRect(x: 0, y: 0, width: panel.bounds.width, height: 20)
        bar.autoresizingMask = .flexibleWidth
        view.addSubview(panel)
        panel.addSubview(bar)
      }
    }
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    let root = Root()
    try app.launch(root)
    try app.rotate(to: .landscapeLeft, at: 1)
    try app.advance(to: 2)
    #expect(root.panel.frame == CGRect(x: 10, y: 10, width: 832, height: 373))
    #expect(root.bar.frame == CGRect(x: 0, y: 0, width: 832, height: 20))
  }
}

@MainActor
@Suite("Views, layout and controls")
struct ViewBehaviourTests {
  @Test("a transform keeps bounds and center; frame is the enclosing rectangle")
  func transform() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(view.bounds.size == CGSize(width: 100, height: 40))
    #expect(view.center == CGPoint(x: 60, y: 40))
    #expect(view.frame == CGRect(x: 40, y: -10, width: 40, height: 100))
    #expect(
      CGAffineTransform(rotationAngle: .pi / 2).inverted()
        == CGAffineTransform(rotationAngle: -.pi / 2))
  }

  @Test("a view's layer reports and sets its view's frame; a lone layer keeps its own")
  func layerFrame() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.frame = CGRect(x: 5, y: 5, width: 20, height: 30)
    #expect(view.frame == CGRect(x: 5, y: 5, width: 20, height: 30))
    view.frame.size.width = 40
    #expect(view.layer.bounds.size == CGSize(width: 40, height: 30))
    let lone = CALayer()
    lone.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(lone.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("layoutIfNeeded lays out a flagged view once, then its subviews that changed size")
  func layoutIfNeeded() {
    final class Counting: UIView {
      var passes = 0
      override func layoutSubviews() { passes += 1 }
    }
    let parent = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    child.autoresizingMask = .flexibleWidth
    parent.addSubview(child)
    parent.layoutIfNeeded()
    #expect([parent.passes, child.passes] as [Int] == [1, 1])
    parent.layoutIfNeeded()
    #expect([parent.passes, child.passes] as [Int] == [1, 1])
    parent.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect([parent.passes, child.passes] as [Int] == [2, 1])
    parent.frame.size.width = 200
    parent.layoutIfNeeded()
    #expect([parent.passes, child.passes] as [Int] == [3, 2])
  }

  @Test("a presented sheet does not take over the status bar unless it captures it")
  func statusBarDecider() throws {
    final class Hiding: UIViewController {
      override var prefersStatusBarHidden: Bool { true }
    }
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    let root = UIViewController()
    try app.launch(root)
    let sheet = Hiding()
    try app.perform(at: 1) { root.present(sheet, animated: false) }
    #expect(!app.statusBarHidden)
    sheet.modalPresentationCapturesStatusBarAppearance = true
    #expect(app.statusBarHidden)
  }

  @Test("activating a constraint installs it on the items' nearest common ancestor")
  func constraintHolder() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    let inner = UIView()
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(inner)
    let across = inner.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 4)
    let own = inner.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5)
    NSLayoutConstraint.activate([across, own])
    #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(across)])
    #expect(a.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(own)])
    #expect(own.multiplier == 0.5 && own.secondAttribute == .width)
    across.isActive = false
    #expect(root.constraints.isEmpty)
  }

  @Test("a dequeued cell is an instance of the registered class, reused after reloadData")
  func dequeue() {
    final class Tile: UICollectionViewCell {
      var reuses = 0
      override init(frame: CGRect) { super.init(frame: frame) }
      required init?(coder: NSCoder) { nil }
      override func prepareForReuse() { reuses += 1 }
    }
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
    let first = grid.dequeueReusableCell(
      withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0))
    #expect(first is Tile)
    grid.reloadData()
    let second = grid.dequeueReusableCell(
      withReuseIdentifier: "tile", for: IndexPath(item: 3, section: 0))
    #expect(second === first)
    #expect((second as? Tile)?.reuses == 1)
    #expect(grid.indexPath(for: second) == IndexPath(item: 3, section: 0))
  }

  @Test("a table cell class that overrides init(style:reuseIdentifier:) is dequeued through it")
  func tableCellSubclass() throws {
    final class SubtitleCell: UITableViewCell {
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
      }
      required init?(coder: NSCoder) { nil }
    }
    let table = UITableView(frame: .zero, style: .plain)
    table.register(SubtitleCell.self, forCellReuseIdentifier: "row")
    let cell = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
    #expect(cell is SubtitleCell)
    #expect(cell.cellStyle == .subtitle)
    #expect(cell.detailTextLabel != nil)
    #expect(cell.reuseIdentifier == "row")
    #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
  }

  @Test("a flow layout invalidates when its collection view's size changes")
  func flowLayoutInvalidation() {
    let layout = UICollectionViewFlowLayout()
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    _ = grid.bounds
    grid.frame.size.width = 300
    #expect(layout.invalidationCount == 0)
    _ = grid.bounds
    #expect(layout.invalidationCount == 1)
    let plain = UICollectionViewLayout()
    grid.collectionViewLayout = plain
    grid.frame.size.width = 200
    _ = grid.bounds
    #expect(plain.invalidationCount == 0)
  }

  @Test("performSegue is reported as not modelled")
  func performSegue() throws {
    let app = UIKitHarness(device: .iphone15, profile: .ios16)
    let root = UIViewController()
    try app.launch(root)
    #expect(throws: OrientationError.self) {
      try app.perform(at: 1) { root.performSegue(withIdentifier: "showDetail", sender: nil) }
    }
  }

  @Test("sendActions runs UIAction handlers for matching events only")
  func controlActions() {
    var log: [String] = []
    let toggle = UIButton(primaryAction: UIAction(title: "Go") { _ in log.append("primary") })
    toggle.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
    toggle.sendActions(for: .valueChanged)
    toggle.sendActions(for: .touchUpInside)
    toggle.sendActions(for: .primaryActionTriggered)
    #expect(log == ["tap", "primary"])
    #expect(toggle.title(for: .highlighted) == "Go")
  }
}

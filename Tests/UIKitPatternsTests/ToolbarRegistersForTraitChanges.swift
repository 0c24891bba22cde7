import Testing

// iOS 17: a custom toolbar view registers for vertical size class changes itself and lays its
// buttons out in a row when the height is compact; it reads the traits through
// `UITraitCollection.current` too.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class AdaptiveToolbarView: UIView {
  let stack = UIStackView()
  private(set) var changes = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(stack)
    registerForTraitChanges([UITraitVerticalSizeClass.self]) {
      (toolbar: AdaptiveToolbarView, previous: UITraitCollection) in
      toolbar.changes += 1
      toolbar.updateAxis()
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func updateAxis() {
    stack.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
  }
}

final class EditorWithToolbarViewController: UIViewController {
  let toolbar = AdaptiveToolbarView(frame: .zero)
  private(set) var currentAtChange: [UIUserInterfaceSizeClass] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(toolbar)
    toolbar.updateAxis()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    currentAtChange.append(UITraitCollection.current.verticalSizeClass)
  }
}

@MainActor
@Test func toolbarTurnsItsRowWithTheVerticalSizeClass() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios17)
  let editor = EditorWithToolbarViewController()
  try app.launch(editor)
  #expect(editor.toolbar.stack.axis == .vertical)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(editor.toolbar.stack.axis == .horizontal)
  #expect(editor.toolbar.changes == 1)
  #expect(editor.currentAtChange.last == .compact)
  try app.rotate(to: .portrait, at: 3)
  try app.advance(to: 4)
  #expect(editor.toolbar.stack.axis == .vertical)
  #expect(editor.toolbar.changes == 2)
}

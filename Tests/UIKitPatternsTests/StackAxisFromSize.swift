import Testing

// A toolbar stack switched by the size in viewWillTransition, with its spacing.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class EditorViewController: UIViewController {
  let tools = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    for name in ["pencil", "eraser", "scissors"] {
      tools.addArrangedSubview(UIButton(primaryAction: UIAction(title: name) { _ in }))
    }
    tools.distribution = .fillEqually
    tools.spacing = 12
    view.addSubview(tools)
    arrange(for: view.bounds.size)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in self.arrange(for: size) })
  }

  func arrange(for size: CGSize) {
    let landscape = size.width > size.height
    tools.axis = landscape ? .vertical : .horizontal
    tools.frame =
      landscape
      ? CGRect(x: size.width - 60, y: 0, width: 60, height: size.height)
      : CGRect(x: 0, y: size.height - 60, width: size.width, height: 60)
  }
}

@MainActor
@Test func toolbarMovesToTheSideInLandscape() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let editor = EditorViewController()
  try app.launch(editor)
  #expect(editor.tools.axis == .horizontal)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(editor.tools.axis == .vertical)
  #expect(editor.tools.frame == CGRect(x: 792, y: 0, width: 60, height: 393))
  #expect(editor.tools.arrangedSubviews.count == 3)
  #expect((editor.tools.arrangedSubviews.first as? UIButton)?.currentTitle == "pencil")
}

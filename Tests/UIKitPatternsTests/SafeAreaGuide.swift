import Testing

// Content pinned to the safe-area layout guide, whose frame follows the notch.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ChatViewController: UIViewController {
  let composer = UITextField()
  private(set) var safeFrames: [CGRect] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    composer.placeholder = "Message"
    composer.borderStyle = .roundedRect
    composer.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(composer)
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      composer.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8),
      composer.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -8),
      composer.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      composer.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    safeFrames.append(view.safeAreaLayoutGuide.layoutFrame)
  }
}

@MainActor
@Test func safeAreaGuideAvoidsTheSensorHousingInLandscape() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let chat = ChatViewController()
  try app.launch(chat)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(chat.safeFrames.last == CGRect(x: 59, y: 0, width: 734, height: 372))
  // The height constant is held by the text field itself, the others by their common ancestor.
  #expect(chat.view.constraints.count == 3)
  #expect(chat.composer.constraints.first?.constant == 44)
}

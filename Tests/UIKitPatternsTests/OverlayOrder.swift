import Testing

// An overlay inserted above the content and brought to the front on rotation.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LiveStreamViewController: UIViewController {
  let video = UIView()
  let chat = UIView()
  let controls = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(video)
    view.addSubview(controls)
    view.insertSubview(chat, aboveSubview: video)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let landscape = size.width > size.height
    coordinator.animate(alongsideTransition: { _ in
      if landscape {
        self.view.bringSubviewToFront(self.chat)
        self.chat.alpha = 0.8
      } else {
        self.view.sendSubviewToBack(self.chat)
        self.chat.alpha = 1
      }
    })
  }
}

@MainActor
@Test func chatFloatsOverTheVideoInLandscape() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let stream = LiveStreamViewController()
  try app.launch(stream)
  #expect(stream.view.subviews.map { $0 === stream.chat } == [false, true, false])
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(stream.view.subviews.last === stream.chat)
  #expect(stream.chat.alpha == 0.8)
}

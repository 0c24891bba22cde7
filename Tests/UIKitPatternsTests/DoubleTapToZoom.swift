import Testing

// A photo viewer with a double-tap recognizer, a pinch and a pan.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class PhotoViewController: UIViewController, UIGestureRecognizerDelegate {
  let photo = UIImageView(image: UIImage(named: "photo"))

  override func viewDidLoad() {
    super.viewDidLoad()
    photo.isUserInteractionEnabled = true
    photo.frame = view.bounds
    photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(photo)
    let doubleTap = UITapGestureRecognizer(target: self, action: Selector(("zoom:")))
    doubleTap.numberOfTapsRequired = 2
    let pinch = UIPinchGestureRecognizer(target: self, action: Selector(("pinch:")))
    pinch.delegate = self
    let pan = UIPanGestureRecognizer(target: self, action: Selector(("pan:")))
    pan.maximumNumberOfTouches = 1
    pan.require(toFail: doubleTap)
    for recognizer in [doubleTap, pinch, pan] { photo.addGestureRecognizer(recognizer) }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

@MainActor
@Test func recognizersStayAttachedAcrossRotation() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let viewer = PhotoViewController()
  try app.launch(viewer)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  let recognizers = viewer.photo.gestureRecognizers ?? []
  #expect(recognizers.count == 3)
  #expect(recognizers.allSatisfy { $0.view === viewer.photo && $0.state == .possible })
  #expect((recognizers.first as? UITapGestureRecognizer)?.numberOfTapsRequired == 2)
  #expect(viewer.photo.frame.size == CGSize(width: 852, height: 393))
}

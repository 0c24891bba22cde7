import Photos
import Testing

// A photo gallery pager that checks camera access through `import Photos` alone (which brings
// AVFoundation, as on iOS), builds its swipe-out transforms from a zeroed `CGAffineTransform()`,
// fills its buttons, uses its collection view's own pan recognizer and the legacy idiom
// function, and makes its detail screen through a storyboard's creator form.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class GalleryPagerViewController: UIViewController {
  let pager = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  let shareButton = UIButton(type: .system)
  private(set) var swipeOut = CGAffineTransform()

  var cameraAllowed: Bool {
    AVCaptureDevice.authorizationStatus(for: AVMediaType.video) == .authorized
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    pager.frame = view.bounds
    pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(pager)
    shareButton.contentVerticalAlignment = .fill
    shareButton.contentHorizontalAlignment = .fill
    view.addSubview(shareButton)
    pager.panGestureRecognizer.maximumNumberOfTouches = 1
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    var transform = CGAffineTransform()
    transform =
      size.width > size.height
      ? CGAffineTransform(translationX: -size.width, y: 0)
      : CGAffineTransform(translationX: 0, y: -size.height)
    swipeOut = transform
  }

  var columns: Int { UI_USER_INTERFACE_IDIOM() == .pad ? 4 : 2 }
}

final class PhotoDetailViewController: UIViewController {
  let index: Int
  init?(coder: NSCoder, index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
  }
  init(index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

@MainActor
@Test func aGalleryPagerUsesTheHelpersItsRotationCodeNeeds() throws {
  let app = UIKitHarness(device: .iphone15)
  let gallery = GalleryPagerViewController()
  try app.launch(gallery)
  #expect(gallery.swipeOut == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
  #expect(gallery.cameraAllowed)
  #expect(gallery.shareButton.contentVerticalAlignment == .fill)
  #expect(gallery.shareButton.effectiveContentHorizontalAlignment == .fill)
  #expect(gallery.pager.panGestureRecognizer === gallery.pager.panGestureRecognizer)
  #expect(gallery.pager.panGestureRecognizer.view === gallery.pager)
  #expect(gallery.pager.pinchGestureRecognizer == nil)
  gallery.pager.maximumZoomScale = 3
  #expect(gallery.pager.pinchGestureRecognizer?.view === gallery.pager)

  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(gallery.swipeOut == CGAffineTransform(translationX: -852, y: 0))
  var detailIndex: Int?
  var columns = 0
  // The storyboard is not read: the harness reports it when the step ends.
  let error = #expect(throws: (any Error).self) {
    try app.perform(at: 3) {
      columns = gallery.columns
      let detail: PhotoDetailViewController = UIStoryboard(name: "Main", bundle: nil)
        .instantiateViewController(identifier: "detail") { _ in
          PhotoDetailViewController(index: 4)
        }
      detailIndex = detail.index
    }
  }
  #expect("\(error.map { "\($0)" } ?? "")".contains("storyboards are not read"))
  #expect(columns == 2 && detailIndex == 4)
  #expect(
    UIApplication.statusBarOrientationUserInfoKey
      == "UIApplicationStatusBarOrientationUserInfoKey")
}

@MainActor
@Test func theIdiomFunctionFollowsTheDevice() throws {
  let app = UIKitHarness(device: .ipadPro129)
  try app.launch(GalleryPagerViewController())
  try app.perform(at: 1) { #expect(UI_USER_INTERFACE_IDIOM() == .pad) }
}

import AVFoundation
import Testing

// An iPad reader screen takes keyboard shortcuts (it says it can become first responder and
// lists its key commands), records with video stabilization, and stamps frames with the media
// clock. No keyboard exists and nothing is captured: what the code set is read back.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ShortcutReaderController: UIViewController {
  let search = UITextField()
  let output = AVCaptureVideoDataOutput()
  private(set) var startedAt: CFTimeInterval = 0

  override var canBecomeFirstResponder: Bool { true }
  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(
        input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: Selector(("nextPage"))),
      UIKeyCommand(
        input: "f", modifierFlags: .command, action: Selector(("find")),
        discoverabilityTitle: "Find"),
    ]
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(search)
    startedAt = CACurrentMediaTime()
    if let connection = output.connection(with: .video), connection.isVideoStabilizationSupported {
      connection.preferredVideoStabilizationMode = .auto
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    becomeFirstResponder()
  }
}

@MainActor
@Test func readerTakesShortcutsUntilATextFieldIsEdited() throws {
  let app = UIKitHarness(device: .ipadPro129, profile: .ios27)
  let reader = ShortcutReaderController()
  try app.launch(reader)
  try app.advance(to: 1)
  #expect(reader.isFirstResponder)
  #expect(reader.keyCommands?.map(\.input) == [UIKeyCommand.inputRightArrow, "f"])
  #expect(reader.keyCommands?.last?.modifierFlags == .command)
  #expect(reader.keyCommands?.last?.discoverabilityTitle == "Find")
  // Editing the search field takes first responder from the view controller.
  #expect(reader.search.becomeFirstResponder())
  #expect(!reader.isFirstResponder)
  #expect(reader.search.isFirstResponder)
  reader.view.endEditing(true)
  #expect(!reader.search.isFirstResponder)
  // A plain view controller never becomes first responder.
  #expect(!UIViewController().becomeFirstResponder())
  #expect(reader.startedAt > 0)
  #expect(CACurrentMediaTime() >= reader.startedAt)
}

@MainActor
@Test func stabilizationAskedForIsStoredAndResolved() throws {
  let connection = AVCaptureConnection()
  #expect(connection.activeVideoStabilizationMode == .off)
  connection.preferredVideoStabilizationMode = .auto
  #expect(connection.preferredVideoStabilizationMode == .auto)
  #expect(connection.activeVideoStabilizationMode == .standard)
  connection.preferredVideoStabilizationMode = .cinematicExtended
  #expect(connection.activeVideoStabilizationMode == .cinematicExtended)
  let telephoto = AVCaptureDevice.DiscoverySession(
    deviceTypes: [.builtInTelephotoCamera, .builtInDualWideCamera], mediaType: .video,
    position: .back
  ).devices
  #expect(telephoto.map(\.deviceType) == [.builtInTelephotoCamera, .builtInDualWideCamera])
  #expect(telephoto.first?.activeFormat.videoFieldOfView == 70)
}

// A paging gallery snaps to pages by overriding the scroll-view delegate method its collection
// view controller mirrors, restyles its segmented control, and shuffles on a shake. No drag or
// shake arrives: the overrides are reached when called.
final class PagingGalleryController: UICollectionViewController {
  let filter = UISegmentedControl(items: ["All", "Liked"])
  private(set) var shakes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    filter.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
  }

  override func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    let page = (targetContentOffset.pointee.x / max(view.bounds.width, 1)).rounded()
    targetContentOffset.pointee.x = page * view.bounds.width
  }

  override var canBecomeFirstResponder: Bool { true }

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    super.motionEnded(motion, with: event)
    if motion == .motionShake { shakes += 1 }
  }
}

@MainActor
@Test func galleryOverridesMirroredScrollDelegateAndMotionMethods() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let gallery = PagingGalleryController(collectionViewLayout: UICollectionViewFlowLayout())
  try app.launch(gallery)
  let delegate = try #require(gallery.collectionView.delegate)
  var target = CGPoint(x: gallery.view.bounds.width * 1.4, y: 0)
  delegate.scrollViewWillEndDragging(
    gallery.collectionView, withVelocity: .zero, targetContentOffset: &target)
  #expect(target.x == gallery.view.bounds.width)
  #expect(
    gallery.filter.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
  #expect(gallery.filter.titleTextAttributes(for: .normal) == nil)
  gallery.motionEnded(.motionShake, with: nil)
  #expect(gallery.shakes == 1)
}

import Photos
import Testing

// A camera's review screen, portrait only, saves the photo just taken: it asks for add-only
// access, then saves in a change block; both answers come back on the main queue.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class CapturedPhotoReviewViewController: UIViewController {
  let photo: UIImage
  private(set) var events: [String] = []
  private(set) var placeholderIdentifier: String?

  init(photo: UIImage) {
    self.photo = photo
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  func saveTapped() {
    events.append("asked")
    PHPhotoLibrary.requestAuthorization(for: .addOnly) { [weak self] status in
      DispatchQueue.main.async { self?.authorizationAnswered(status) }
    }
  }

  private func authorizationAnswered(_ status: PHAuthorizationStatus) {
    events.append("status \(status)")
    // Apps often try anyway when access is not granted: Photos refuses the change.
    let photo = self.photo
    PHPhotoLibrary.shared().performChanges({
      let request = PHAssetChangeRequest.creationRequestForAsset(from: photo)
      let identifier = request.placeholderForCreatedAsset?.localIdentifier
      DispatchQueue.main.async { [weak self] in self?.placeholderIdentifier = identifier }
    }) { [weak self] saved, error in
      let code = (error as? PHPhotosError)?.code
      DispatchQueue.main.async { self?.saveFinished(saved, code) }
    }
  }

  private func saveFinished(_ saved: Bool, _ code: PHPhotosError.Code?) {
    events.append("saved \(saved) \(code.map { "\($0)" } ?? "no error")")
  }
}

@MainActor
@Test func savingAPhotoIsDeniedAtTheEndOfTheTurnAndTheScreenStaysPortrait() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let review = CapturedPhotoReviewViewController(photo: UIImage(systemName: "photo")!)
  try app.launch(review)
  #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .notDetermined)

  try app.perform(at: 1) {
    review.saveTapped()
    // Inside the turn nothing has answered yet.
    #expect(review.events == ["asked"])
  }
  // The turn has ended: the request answered, the change block ran, the save failed.
  #expect(review.events == ["asked", "status denied", "saved false accessUserDenied"])
  #expect(review.placeholderIdentifier?.hasSuffix("/L0/001") == true)
  #expect(PHAsset.fetchAssets(with: .image, options: nil).count == 0)

  // The screen's mask holds while the device turns.
  try app.rotate(to: .landscapeLeft, at: 2)
  try app.advance(to: 3)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

@MainActor
@Test func anImageRequestAnswersNothingAtTheEndOfTheTurn() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let screen = UIViewController()
  try app.launch(screen)
  var answers: [(image: UIImage?, degraded: Bool?)] = []
  try app.perform(at: 1) {
    let options = PHImageRequestOptions()
    options.deliveryMode = .highQualityFormat
    PHImageManager.default().requestImage(
      for: PHAsset(), targetSize: PHImageManagerMaximumSize, contentMode: .aspectFill,
      options: options
    ) { image, info in
      answers.append((image, info?[PHImageResultIsDegradedKey] as? Bool))
    }
    #expect(answers.isEmpty)
  }
  #expect(answers.count == 1)
  #expect(answers.first?.image == nil)
  #expect(answers.first?.degraded == false)
}

import PhotosUI
import Testing

// A landscape-locked video editor lets the user add photos with the system picker, presented
// with its default style; the picker's delegate dismisses it.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LandscapeEditorViewController: UIViewController, PHPickerViewControllerDelegate {
  private(set) var pickedCount: Int?

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    .landscapeRight
  }

  func addPhotosTapped() {
    var configuration = PHPickerConfiguration(photoLibrary: .shared())
    configuration.filter = .any(of: [.images, .livePhotos])
    configuration.selectionLimit = 3
    configuration.preferredAssetRepresentationMode = .current
    let picker = PHPickerViewController(configuration: configuration)
    picker.delegate = self
    present(picker, animated: true)
  }

  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
    pickedCount = results.count
    for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
      result.itemProvider.loadObject(ofClass: UIImage.self) { _, _ in }
    }
    picker.dismiss(animated: true)
  }
}

@MainActor
@Test func pickerPresentedFromALandscapeEditorIsShownAndNeverPicks() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16, orientation: .landscapeLeft)
  let editor = LandscapeEditorViewController()
  try app.launch(editor)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)

  try app.perform(at: 1) { editor.addPhotosTapped() }
  try app.advance(to: 2)
  let picker = try #require(editor.presentedViewController as? PHPickerViewController)
  #expect(picker.configuration.selectionLimit == 3)
  #expect(picker.configuration.filter == .any(of: [.images, .livePhotos]))
  #expect(picker.delegate === editor)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  // Nothing is picked: the delegate is never called.
  #expect(editor.pickedCount == nil)

  // The user cancels: the delegate dismisses the picker; the editor stays landscape.
  try app.perform(at: 3) { editor.picker(picker, didFinishPicking: []) }
  try app.advance(to: 4)
  #expect(editor.presentedViewController == nil)
  #expect(editor.pickedCount == 0)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
}

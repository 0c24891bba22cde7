import Testing
import UniformTypeIdentifiers

// A document screen offers PDFs and images through the document picker, pins its toolbar to
// the keyboard layout guide, and pulses a badge with Core Animation, chaining on the
// animation's end. Nothing is animated here: an animation is complete at once, its delegate
// hears it at the end of the turn, and only a kept animation stays on the layer.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class DocumentImportController: UIViewController, UIDocumentPickerDelegate,
  CAAnimationDelegate
{
  let toolbar = UIView()
  let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  private(set) var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(toolbar)
    view.addSubview(badge)
    NSLayoutConstraint.activate([
      toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    ])
  }

  func pulse() {
    let pulse = CABasicAnimation(keyPath: "transform.scale")
    pulse.fromValue = 1
    pulse.toValue = 1.2
    pulse.duration = 0.4
    pulse.autoreverses = true
    pulse.delegate = self
    badge.layer.add(pulse, forKey: "pulse")
    let glow = CABasicAnimation(keyPath: "opacity")
    glow.toValue = 0.5
    glow.fillMode = .forwards
    glow.isRemovedOnCompletion = false
    badge.layer.add(glow, forKey: "glow")
    events.append("added")
  }

  func importDocuments() {
    let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .image])
    picker.delegate = self
    picker.allowsMultipleSelection = true
    present(picker, animated: true)
  }

  func animationDidStart(_ anim: CAAnimation) { events.append("start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

@MainActor
@Test func pulseIsCompleteAtTheEndOfTheTurnAndOnlyTheKeptAnimationStays() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let screen = DocumentImportController()
  try app.launch(screen)
  try app.perform(at: 1) { screen.pulse() }
  #expect(screen.events == ["added", "start", "stop true"])
  #expect(screen.badge.layer.animationKeys() == ["glow"])
  #expect(screen.badge.layer.animation(forKey: "pulse") == nil)
  screen.badge.layer.removeAllAnimations()
  #expect(screen.badge.layer.animationKeys() == nil)
  // The keyboard guide is the hidden keyboard's: the bottom safe-area strip.
  let guide = screen.view.keyboardLayoutGuide.layoutFrame
  #expect(guide.maxY == screen.view.bounds.maxY)
  #expect(guide.height == screen.view.safeAreaInsets.bottom)
}

@MainActor
@Test func documentPickerIsPresentedWithItsTypes() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let screen = DocumentImportController()
  try app.launch(screen)
  try app.perform(at: 1) { screen.importDocuments() }
  try app.advance(to: 2)
  let picker = try #require(screen.presentedViewController as? UIDocumentPickerViewController)
  #expect(picker.contentTypes == [.pdf, .image])
  #expect(UTType.jpeg.conforms(to: .image) && UTType.jpeg.conforms(to: .data))
  #expect(!UTType.pdf.conforms(to: .image))
  #expect(UTType(filenameExtension: "jpg") == .jpeg)
  #expect(UTType(mimeType: "application/pdf") == .pdf)
  #expect(UTType("public.png")?.preferredFilenameExtension == "png")
  #expect(UTType.mpeg4Movie.supertypes.contains(.movie))
}

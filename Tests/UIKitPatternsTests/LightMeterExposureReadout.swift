import AVFoundation
import Testing

// A light meter locked to portrait reads the camera's exposure to show an EV figure, lets the
// user bias it, and labels its readout with a centred paragraph style.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class LightMeterViewController: UIViewController {
  let device = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back)!
  let readout = UILabel()
  let photoOutput = AVCapturePhotoOutput()

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  var exposureValue: Double {
    let aperture = Double(device.lensAperture)
    let seconds = device.exposureDuration.seconds
    return log2(aperture * aperture / seconds) - log2(Double(device.iso) / 100)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    photoOutput.maxPhotoQualityPrioritization = .quality
    let paragraph = NSMutableParagraphStyle()
    paragraph.setParagraphStyle(NSParagraphStyle.default)
    paragraph.alignment = .center
    readout.attributedText = NSAttributedString(
      string: String(localized: "EV"), attributes: [.paragraphStyle: paragraph])
    view.addSubview(readout)
  }

  func bias(by value: Float) {
    try? device.lockForConfiguration()
    device.setExposureTargetBias(
      min(max(value, device.minExposureTargetBias), device.maxExposureTargetBias))
    device.unlockForConfiguration()
  }

  func lockExposure(seconds: Double, iso: Float) {
    try? device.lockForConfiguration()
    device.setExposureModeCustom(
      duration: CMTime(seconds: seconds, preferredTimescale: 1_000_000), iso: iso)
    device.unlockForConfiguration()
  }
}

@MainActor
@Test func lightMeterReadsAndSetsTheExposure() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let meter = LightMeterViewController()
  try app.launch(meter)
  #expect(meter.photoOutput.maxPhotoQualityPrioritization == .quality)
  #expect(meter.readout.attributedText?.string == "EV")
  #expect(abs(meter.exposureValue - log2(1.8 * 1.8 * 60)) < 1e-6)

  try app.perform(at: 1) { meter.bias(by: 12) }
  #expect(meter.device.exposureTargetBias == 8)
  try app.perform(at: 2) { meter.lockExposure(seconds: 1.0 / 125, iso: 400) }
  #expect(meter.device.exposureMode == .custom)
  #expect(meter.device.iso == 400)
  #expect(abs(meter.exposureValue - (log2(1.8 * 1.8 * 125) - 2)) < 1e-6)
  try app.rotate(to: .landscapeLeft, at: 3)
  try app.advance(to: 4)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

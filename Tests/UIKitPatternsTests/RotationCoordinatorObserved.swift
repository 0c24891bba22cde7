import AVFoundation
import Testing

// The iOS 17 camera pattern: the preview and capture connections follow a rotation coordinator
// through key-value observation of its two angles, with no orientation notification in the
// app's code; a clip records in the angle the capture connection had when it started; the
// observations end when the camera screen stops the session.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class HorizonCameraViewController: UIViewController {
  let session = AVCaptureSession()
  let movieOutput = AVCaptureMovieFileOutput()
  let preview = AVCaptureVideoPreviewLayer()
  private(set) var previewReports: [CGFloat] = []
  private var coordinator: AVCaptureDevice.RotationCoordinator?
  private var observations: [NSKeyValueObservation] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    guard let camera = AVCaptureDevice.default(for: .video),
      let input = try? AVCaptureDeviceInput(device: camera)
    else { return }
    session.addInput(input)
    session.addOutput(movieOutput)
    preview.session = session
    view.layer.addSublayer(preview)
    let coordinator = AVCaptureDevice.RotationCoordinator(device: camera, previewLayer: preview)
    self.coordinator = coordinator
    observations = [
      coordinator.observe(\.videoRotationAngleForHorizonLevelPreview, options: [.initial, .new]) {
        [weak self] _, change in
        guard let self, let angle = change.newValue else { return }
        self.previewReports.append(angle)
        self.preview.connection?.videoRotationAngle = angle
      },
      coordinator.observe(\.videoRotationAngleForHorizonLevelCapture, options: [.initial, .new]) {
        [weak self] _, change in
        guard let self, let angle = change.newValue,
          let connection = self.movieOutput.connection(with: .video),
          connection.isVideoRotationAngleSupported(angle)
        else { return }
        connection.videoRotationAngle = angle
      },
    ]
    session.startRunning()
  }

  func toggleRecording() {
    if movieOutput.isRecording {
      movieOutput.stopRecording()
    } else {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("clip.mov")
      movieOutput.startRecording(to: file, recordingDelegate: self)
    }
  }

  func stopCamera() {
    observations.forEach { $0.invalidate() }
    observations = []
    session.stopRunning()
  }
}

extension HorizonCameraViewController: AVCaptureFileOutputRecordingDelegate {
  nonisolated func fileOutput(
    _ output: AVCaptureFileOutput, didFinishRecordingTo outputFileURL: URL,
    from connections: [AVCaptureConnection], error: (any Error)?
  ) {}
}

@MainActor
@Test func theConnectionsFollowTheCoordinatorsObservedAngles() throws {
  let app = UIKitHarness(device: .iphone15)
  let camera = HorizonCameraViewController()
  try app.launch(camera)
  #expect(camera.preview.connection?.videoRotationAngle == 90)

  try app.rotate(to: .landscapeLeft, at: 1)
  #expect(camera.preview.connection?.videoRotationAngle == 0)
  #expect(camera.movieOutput.connection(with: .video)?.videoRotationAngle == 0)
  try app.perform(at: 1.5) { camera.toggleRecording() }
  #expect(camera.movieOutput.isRecording)
  try app.rotate(to: .faceUp, at: 2)
  try app.rotate(to: .landscapeRight, at: 3)
  #expect(camera.movieOutput.connection(with: .video)?.videoRotationAngle == 180)
  try app.perform(at: 3.5) { camera.toggleRecording() }
  #expect(!camera.movieOutput.isRecording)
  // The clip keeps the angle it started with.
  #expect(camera.movieOutput.recordings.map(\.videoRotationAngle) == [0])
  // Only changes are reported: lying flat kept the angle.
  #expect(camera.previewReports == [90, 0, 180])

  try app.perform(at: 4) { camera.stopCamera() }
  try app.rotate(to: .portrait, at: 5)
  #expect(camera.previewReports == [90, 0, 180])
  #expect(camera.preview.connection?.videoRotationAngle == 180)
}

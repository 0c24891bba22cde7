// The `AVKit` module on Linux: `AVPlayerViewController` as the view controller it is, so that a
// full-screen player written for iOS — a subclass that forces landscape, or one presented from a
// portrait app — compiles unchanged and rotates as orientsim models any view controller. Its
// playback is a compile surface only (AVFoundation's `AVPlayer` here plays nothing). Re-exports
// AVFoundation, as Apple's does. Depend on it only where the system has no AVKit:
// `.product(name: "AVKit", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import AVFoundation

/// `AVPlayerViewControllerDelegate`: its methods are never called.
@preconcurrency @MainActor
public protocol AVPlayerViewControllerDelegate: AnyObject {}

/// `AVPlayerViewController`: a `UIViewController` whose orientation overrides, presentation,
/// rotation and size transitions are orientsim's, as for any view controller. Its playback
/// properties are stored and read back, nothing more: no controls are drawn and nothing plays.
@preconcurrency @MainActor
open class AVPlayerViewController: UIViewController {
  /// The player, stored.
  open var player: AVPlayer?
  /// Whether the playback controls show, stored.
  open var showsPlaybackControls = true
  /// How the video fills the view, stored.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
  /// Whether playback enters full screen by itself, stored (never acted on).
  open var entersFullScreenWhenPlaybackBegins = false
  /// Whether playback leaves full screen at its end, stored (never acted on).
  open var exitsFullScreenWhenPlaybackEnds = false
  /// Whether picture in picture is allowed, stored.
  open var allowsPictureInPicturePlayback = true
  /// Whether picture in picture starts by itself when the app leaves the foreground from an
  /// inline player, stored (never acted on).
  open var canStartPictureInPictureAutomaticallyFromInline = false
  /// Whether Live Text and subject lifting are offered on a paused frame, stored.
  open var allowsVideoFrameAnalysis = true
  /// Whether the controller keeps the Now Playing info up to date, stored (nothing plays).
  open var updatesNowPlayingInfoCenter = true
  /// The delegate, never called.
  open weak var delegate: (any AVPlayerViewControllerDelegate)?
  /// Where the video image is in the view: always `.zero`, as AVKit reports before a video is
  /// shown (nothing plays here).
  open var videoBounds: CGRect { .zero }
}

/// `AVPictureInPictureController`: picture in picture is not supported here
/// (``isPictureInPictureSupported()`` is false, as on devices without it), so it never starts
/// and its delegate is never called; its settings are stored.
@preconcurrency @MainActor
open class AVPictureInPictureController {
  /// `AVPictureInPictureController.ContentSource` (iOS 15): the layer picture in picture
  /// would show.
  public final class ContentSource {
    /// The player layer.
    public let playerLayer: AVPlayerLayer?
    public init(playerLayer: AVPlayerLayer) { self.playerLayer = playerLayer }
  }
  /// False: no picture in picture here.
  public class func isPictureInPictureSupported() -> Bool { false }
  /// The player layer shown.
  public let playerLayer: AVPlayerLayer?
  /// The content source, when made from one.
  open var contentSource: ContentSource?
  /// The delegate, never called.
  open weak var delegate: (any AVPictureInPictureControllerDelegate)?
  /// Stored (never acted on).
  open var canStartPictureInPictureAutomaticallyFromInline = false
  /// Stored.
  open var requiresLinearPlayback = false
  /// Always false.
  open var isPictureInPicturePossible: Bool { false }
  /// Always false.
  open var isPictureInPictureActive: Bool { false }
  /// Always false.
  open var isPictureInPictureSuspended: Bool { false }

  /// A controller for `playerLayer`.
  public init?(playerLayer: AVPlayerLayer) {
    self.playerLayer = playerLayer
  }
  /// A controller for `contentSource` (iOS 15).
  public init(contentSource: ContentSource) {
    self.contentSource = contentSource
    playerLayer = contentSource.playerLayer
  }
  /// Nothing starts: picture in picture is not supported here.
  open func startPictureInPicture() {}
  /// Nothing to stop.
  open func stopPictureInPicture() {}
  /// The system's start and stop button images: empty images.
  public class var pictureInPictureButtonStartImage: UIImage { UIImage() }
  public class var pictureInPictureButtonStopImage: UIImage { UIImage() }
}

/// `AVPictureInPictureControllerDelegate`: never called.
@preconcurrency @MainActor
public protocol AVPictureInPictureControllerDelegate: AnyObject {
  func pictureInPictureControllerWillStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController)
  func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController)
  func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    failedToStartPictureInPictureWithError error: any Error)
  func pictureInPictureControllerWillStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController)
  func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController)
  func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping (Bool) -> Void)
}

extension AVPictureInPictureControllerDelegate {
  public func pictureInPictureControllerWillStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {}
  public func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {}
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    failedToStartPictureInPictureWithError error: any Error
  ) {}
  public func pictureInPictureControllerWillStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {}
  public func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {}
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping (Bool) -> Void
  ) {}
}

/// `AVRoutePickerView`: the AirPlay route button, a face view that draws nothing; no route
/// exists here. Its settings are stored.
@preconcurrency @MainActor
open class AVRoutePickerView: UIView {
  /// Stored.
  open var activeTintColor: UIColor?
  /// Stored.
  open var prioritizesVideoDevices = false
  /// The delegate, never called.
  open weak var delegate: (any AVRoutePickerViewDelegate)?
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Returns nil: nothing is decoded from a storyboard here.
  public required init?(coder: NSCoder) { return nil }
}

/// `AVRoutePickerViewDelegate`: never called.
@preconcurrency @MainActor
public protocol AVRoutePickerViewDelegate: AnyObject {
  func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView)
  func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView)
}

extension AVRoutePickerViewDelegate {
  public func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
  public func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
}

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
  /// The delegate, never called.
  open weak var delegate: (any AVPlayerViewControllerDelegate)?
  /// Where the video image is in the view: always `.zero`, as AVKit reports before a video is
  /// shown (nothing plays here).
  open var videoBounds: CGRect { .zero }
}

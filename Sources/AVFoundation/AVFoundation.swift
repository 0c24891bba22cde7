// The `AVFoundation` module on Linux: a compile surface only, so that a player or camera screen
// written for iOS compiles unchanged around its orientation code. Nothing is played, decoded or
// captured: every value set is stored and read back, nothing more. Depend on it only where the
// system has no AVFoundation: `.product(name: "AVFoundation", package: "orientsim",
// condition: .when(platforms: [.linux]))`.
@_exported import OrientationUIKit

/// `AVPlayerItem`: the URL it was made with, stored.
@preconcurrency @MainActor
open class AVPlayerItem {
  /// The media's URL (never loaded).
  public let url: URL?
  /// An item for `url`.
  public init(url: URL) { self.url = url }
}

/// `AVPlayer`: a compile surface. `play()` sets ``rate`` to 1 and `pause()` to 0; no media is
/// loaded or played, and no time passes for it.
@preconcurrency @MainActor
open class AVPlayer {
  /// The item it would play.
  open private(set) var currentItem: AVPlayerItem?
  /// 0 paused, 1 playing: set by `play()` and `pause()`, stored.
  open var rate: Float = 0
  /// The volume, stored.
  open var volume: Float = 1
  /// Whether the sound is muted, stored.
  open var isMuted = false

  /// A player with no item.
  public init() {}
  /// A player of the item at `url`.
  public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }
  /// A player of `item`.
  public init(playerItem item: AVPlayerItem?) { currentItem = item }

  /// Sets ``rate`` to 1 (nothing plays).
  open func play() { rate = 1 }
  /// Sets ``rate`` to 0.
  open func pause() { rate = 0 }
  /// Replaces the item, stored.
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
}

/// `AVLayerVideoGravity`: how video fills a layer (stored only).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let resizeAspect = Self(rawValue: "AVLayerVideoGravityResizeAspect")
  public static let resizeAspectFill = Self(rawValue: "AVLayerVideoGravityResizeAspectFill")
  public static let resize = Self(rawValue: "AVLayerVideoGravityResize")
}

/// `AVPlayerLayer`: a layer showing a player, stored; nothing is drawn.
@preconcurrency @MainActor
open class AVPlayerLayer: CALayer {
  /// The player shown.
  open var player: AVPlayer?
  /// How the video fills the layer.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect

  public required init() { super.init() }
  /// A layer showing `player`.
  public convenience init(player: AVPlayer?) {
    self.init()
    self.player = player
  }
}

/// `AVCaptureVideoOrientation` (deprecated in iOS 17), with UIKit's raw values: a camera screen
/// maps the device or interface orientation to it.
public enum AVCaptureVideoOrientation: Int, Sendable, Hashable {
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeRight = 3
  case landscapeLeft = 4
}

/// `AVCaptureSession`: a compile surface; `startRunning()` and `stopRunning()` set
/// ``isRunning``, nothing is captured.
@preconcurrency @MainActor
open class AVCaptureSession {
  /// Whether `startRunning()` was called last.
  open private(set) var isRunning = false
  public init() {}
  /// Sets ``isRunning`` (nothing is captured).
  open func startRunning() { isRunning = true }
  /// Clears ``isRunning``.
  open func stopRunning() { isRunning = false }
}

/// `AVCaptureConnection`: its video orientation, stored.
@preconcurrency @MainActor
open class AVCaptureConnection {
  /// Always true: any orientation may be set.
  open var isVideoOrientationSupported: Bool { true }
  /// The orientation set, stored.
  open var videoOrientation: AVCaptureVideoOrientation = .portrait
  /// The rotation angle in degrees (iOS 17), stored.
  open var videoRotationAngle: CGFloat = 90
  public init() {}
}

/// `AVCaptureVideoPreviewLayer`: a preview layer whose connection stores its orientation; nothing
/// is drawn.
@preconcurrency @MainActor
open class AVCaptureVideoPreviewLayer: CALayer {
  /// The session previewed.
  open var session: AVCaptureSession?
  /// The preview's connection (one per layer).
  open private(set) var connection: AVCaptureConnection? = AVCaptureConnection()
  /// How the video fills the layer.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect

  public required init() { super.init() }
  /// A preview of `session`.
  public convenience init(session: AVCaptureSession) {
    self.init()
    self.session = session
  }
}

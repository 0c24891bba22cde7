// The `AVFoundation` module on Linux: a compile surface only, so that a player or camera screen
// written for iOS compiles unchanged around its orientation code. Nothing is played, decoded or
// captured: every value set is stored and read back, nothing more. Depend on it only where the
// system has no AVFoundation: `.product(name: "AVFoundation", package: "orientsim",
// condition: .when(platforms: [.linux]))`.
@_exported import OrientationUIKit

/// `AVPlayerItem`: the URL or asset it was made with, stored; its ``status`` stays `unknown`
/// (nothing is loaded).
@preconcurrency @MainActor
open class AVPlayerItem {
  /// `AVPlayerItem.Status`.
  public enum Status: Int, Sendable, Hashable {
    case unknown, readyToPlay, failed
  }
  /// The media's URL (never loaded).
  public let url: URL?
  /// The asset it was made with.
  public let asset: AVAsset
  /// Always `unknown`: nothing is loaded.
  open var status: Status { .unknown }
  /// An item for `url`.
  public init(url: URL) {
    self.url = url
    asset = AVURLAsset(url: url)
  }
  /// An item for `asset`.
  public init(asset: AVAsset) {
    url = (asset as? AVURLAsset)?.url
    self.asset = asset
  }
}

/// `AVAsset`: a compile surface; nothing is read.
@preconcurrency @MainActor
open class AVAsset {
  public init() {}
}

/// `AVURLAsset`: the URL, stored; never opened.
@preconcurrency @MainActor
open class AVURLAsset: AVAsset {
  /// The asset's URL.
  public let url: URL
  /// An asset at `url` (`options` ignored).
  public init(url: URL, options: [String: Any]? = nil) {
    self.url = url
    super.init()
  }
}

/// `CMTime` (CoreMedia, which AVFoundation re-exports): a rational time, stored and converted;
/// no clock runs for it.
public struct CMTime: Hashable, Sendable, Comparable {
  public var value: Int64
  public var timescale: Int32
  /// `value / timescale` seconds.
  public init(value: Int64, timescale: Int32) {
    self.value = value
    self.timescale = timescale
  }
  /// `seconds` rounded to `preferredTimescale`.
  public init(seconds: Double, preferredTimescale: Int32) {
    self.init(
      value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
  }
  /// The time in seconds.
  public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
  /// Zero.
  public static let zero = CMTime(value: 0, timescale: 1)
  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
}

/// `CMTimeMake(value:timescale:)`.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
  CMTime(value: value, timescale: timescale)
}

/// `CMTimeGetSeconds(_:)`.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

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

  /// `AVPlayer.TimeControlStatus`.
  public enum TimeControlStatus: Int, Sendable, Hashable {
    case paused, waitingToPlayAtSpecifiedRate, playing
  }
  /// `playing` while ``rate`` is not 0, else `paused`.
  open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }
  /// The time last sought to (no time passes while "playing").
  open private(set) var soughtTime = CMTime.zero
  /// The current time: the last one sought to.
  open func currentTime() -> CMTime { soughtTime }
  /// Stores `time` as the current time.
  open func seek(to time: CMTime) { soughtTime = time }
  /// Registers `block` and returns its token; it is never called, since no time passes for the
  /// player.
  open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?,
    using block: @escaping @Sendable (CMTime) -> Void
  ) -> Any {
    let token = TimeObserverToken()
    timeObservers.insert(ObjectIdentifier(token))
    return token
  }
  /// Removes an observer added with ``addPeriodicTimeObserver(forInterval:queue:using:)``.
  open func removeTimeObserver(_ observer: Any) {
    if let token = observer as? TimeObserverToken { timeObservers.remove(ObjectIdentifier(token)) }
  }
  /// The observers registered and not removed.
  open var timeObserverCount: Int { timeObservers.count }
  private var timeObservers: Set<ObjectIdentifier> = []
  private final class TimeObserverToken {}
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
/// ``isRunning``, inputs and outputs are kept in order, nothing is captured.
@preconcurrency @MainActor
open class AVCaptureSession {
  /// `AVCaptureSession.Preset`, stored.
  public struct Preset: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let high = Self(rawValue: "AVCaptureSessionPresetHigh")
    public static let photo = Self(rawValue: "AVCaptureSessionPresetPhoto")
    public static let hd1920x1080 = Self(rawValue: "AVCaptureSessionPreset1920x1080")
  }
  /// Whether `startRunning()` was called last.
  open private(set) var isRunning = false
  /// The preset, stored.
  open var sessionPreset: Preset = .high
  /// The inputs added, in order.
  open private(set) var inputs: [AVCaptureInput] = []
  /// The outputs added, in order.
  open private(set) var outputs: [AVCaptureOutput] = []
  public init() {}
  /// Sets ``isRunning`` (nothing is captured).
  open func startRunning() { isRunning = true }
  /// Clears ``isRunning``.
  open func stopRunning() { isRunning = false }
  /// Nothing to batch: changes take effect at once.
  open func beginConfiguration() {}
  /// See ``beginConfiguration()``.
  open func commitConfiguration() {}
  /// True unless `input` is already added.
  open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains { $0 === input } }
  /// Adds `input`, stored.
  open func addInput(_ input: AVCaptureInput) { if canAddInput(input) { inputs.append(input) } }
  /// Removes `input`.
  open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
  /// True unless `output` is already added.
  open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains { $0 === output } }
  /// Adds `output`, stored.
  open func addOutput(_ output: AVCaptureOutput) {
    if canAddOutput(output) { outputs.append(output) }
  }
  /// Removes `output`.
  open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
}

/// `AVMediaType`.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let video = Self(rawValue: "vide")
  public static let audio = Self(rawValue: "soun")
}

/// `AVAuthorizationStatus`.
public enum AVAuthorizationStatus: Int, Sendable, Hashable {
  case notDetermined, restricted, denied, authorized
}

/// `AVCaptureDevice`: a simulated camera or microphone, a compile surface. Every device is
/// available and authorized (``authorizationStatus(for:)`` answers what
/// ``simulatedAuthorizationStatus`` holds, `authorized` unless a test sets it).
@preconcurrency @MainActor
open class AVCaptureDevice {
  /// `AVCaptureDevice.Position`.
  public enum Position: Int, Sendable, Hashable {
    case unspecified, back, front
  }
  /// `AVCaptureDevice.DeviceType`.
  public struct DeviceType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let builtInWideAngleCamera = Self(
      rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
    public static let builtInDualCamera = Self(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
    public static let builtInTripleCamera = Self(
      rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
    public static let builtInMicrophone = Self(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
  }
  /// What ``authorizationStatus(for:)`` answers and ``requestAccess(for:completionHandler:)``
  /// grants: `authorized` unless a test sets it.
  public static var simulatedAuthorizationStatus = AVAuthorizationStatus.authorized

  /// The device's type.
  public let deviceType: DeviceType
  /// Which side it faces.
  public let position: Position
  /// The media it captures.
  public let mediaType: AVMediaType
  /// A stable identifier made of the type and position.
  open var uniqueID: String { "\(deviceType.rawValue).\(position.rawValue)" }

  init(deviceType: DeviceType, mediaType: AVMediaType, position: Position) {
    self.deviceType = deviceType
    self.mediaType = mediaType
    self.position = position
  }

  /// The default device for `mediaType`: the back wide-angle camera for video, the microphone
  /// for audio; nil for other media.
  open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? {
    switch mediaType {
    case .video:
      AVCaptureDevice(deviceType: .builtInWideAngleCamera, mediaType: .video, position: .back)
    case .audio:
      AVCaptureDevice(deviceType: .builtInMicrophone, mediaType: .audio, position: .unspecified)
    default: nil
    }
  }

  /// A device of `deviceType` at `position` for `mediaType`.
  open class func `default`(
    _ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position
  ) -> AVCaptureDevice? {
    AVCaptureDevice(deviceType: deviceType, mediaType: mediaType ?? .video, position: position)
  }

  /// ``simulatedAuthorizationStatus``.
  open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
    simulatedAuthorizationStatus
  }

  /// Calls `handler` at once with whether ``simulatedAuthorizationStatus`` is `authorized` (iOS
  /// calls it later, on a queue of its own).
  open class func requestAccess(
    for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
  ) {
    handler(simulatedAuthorizationStatus == .authorized)
  }

  /// `AVCaptureDevice.RotationCoordinator` (iOS 17): the angles that keep a camera's preview
  /// and captures level with the horizon, from the device orientation the face reports
  /// (`UIDevice.current.orientation`): portrait 90°, landscapeLeft 0°, portraitUpsideDown 270°,
  /// landscapeRight 180° (the front camera mirrors the landscape ones); face up, face down and
  /// unknown keep the last angle. Read when asked: the face does not post key-value
  /// observations (ours; Apple's also uses the camera's own gravity reading).
  @preconcurrency @MainActor
  open class RotationCoordinator {
    /// The camera.
    public let device: AVCaptureDevice
    /// The preview layer, stored.
    public let previewLayer: CALayer?
    private var lastAngle: CGFloat = 90

    /// A coordinator for `device` and its preview.
    public init(device: AVCaptureDevice, previewLayer: CALayer?) {
      self.device = device
      self.previewLayer = previewLayer
    }

    /// The angle for the preview.
    open var videoRotationAngleForHorizonLevelPreview: CGFloat { angle() }
    /// The angle for photos and movies.
    open var videoRotationAngleForHorizonLevelCapture: CGFloat { angle() }

    private func angle() -> CGFloat {
      let front = device.position == .front
      switch UIDevice.current.orientation {
      case .portrait: lastAngle = 90
      case .portraitUpsideDown: lastAngle = 270
      case .landscapeLeft: lastAngle = front ? 180 : 0
      case .landscapeRight: lastAngle = front ? 0 : 180
      default: break
      }
      return lastAngle
    }
  }
}

/// `AVCaptureInput`: a compile surface.
@preconcurrency @MainActor
open class AVCaptureInput {
  public init() {}
}

/// `AVCaptureDeviceInput`: the device, stored.
@preconcurrency @MainActor
open class AVCaptureDeviceInput: AVCaptureInput {
  /// The device captured from.
  public let device: AVCaptureDevice
  /// An input of `device` (never throws here; iOS throws when the camera is unavailable).
  public init(device: AVCaptureDevice) throws {
    self.device = device
    super.init()
  }
}

/// `AVCaptureOutput`: one connection per output, whose orientation is stored.
@preconcurrency @MainActor
open class AVCaptureOutput {
  private let videoConnection = AVCaptureConnection()
  public init() {}
  /// The output's connection for video (the same one each time); nil for other media.
  open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? {
    mediaType == .video ? videoConnection : nil
  }
}

/// `AVCapturePhotoOutput`: a compile surface; nothing is captured.
@preconcurrency @MainActor
open class AVCapturePhotoOutput: AVCaptureOutput {}

/// `AVCaptureVideoDataOutput`: a compile surface; no frames are delivered.
@preconcurrency @MainActor
open class AVCaptureVideoDataOutput: AVCaptureOutput {}

/// `AVCaptureMovieFileOutput`: a compile surface; nothing is recorded.
@preconcurrency @MainActor
open class AVCaptureMovieFileOutput: AVCaptureOutput {}

/// `AVAudioSession`: categories and activation, stored; no audio route exists.
@preconcurrency @MainActor
open class AVAudioSession {
  /// `AVAudioSession.Category`.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Self(rawValue: "AVAudioSessionCategoryAmbient")
    public static let playback = Self(rawValue: "AVAudioSessionCategoryPlayback")
    public static let playAndRecord = Self(rawValue: "AVAudioSessionCategoryPlayAndRecord")
  }
  /// `AVAudioSession.Mode`.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Self(rawValue: "AVAudioSessionModeDefault")
    public static let moviePlayback = Self(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let videoRecording = Self(rawValue: "AVAudioSessionModeVideoRecording")
  }
  /// `AVAudioSession.CategoryOptions`.
  public struct CategoryOptions: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = Self(rawValue: 1)
    public static let duckOthers = Self(rawValue: 2)
  }
  private static let shared = AVAudioSession()
  /// The app's session.
  open class func sharedInstance() -> AVAudioSession { shared }
  /// The category set, stored.
  open private(set) var category: Category = .ambient
  /// The mode set, stored.
  open private(set) var mode: Mode = .default
  /// Whether the session was activated last.
  open private(set) var isActive = false
  /// Stores the category, mode and options (never throws here).
  open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = [])
    throws
  {
    self.category = category
    self.mode = mode
  }
  /// Stores whether the session is active (never throws here).
  open func setActive(_ active: Bool) throws { isActive = active }
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
  /// Whether the connection takes `videoRotationAngle` (iOS 17): true for the multiples of 90°
  /// a preview layer's connection takes.
  open func isVideoRotationAngleSupported(_ videoRotationAngle: CGFloat) -> Bool {
    videoRotationAngle.truncatingRemainder(dividingBy: 90) == 0
  }
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

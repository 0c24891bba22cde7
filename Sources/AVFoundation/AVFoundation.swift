// The `AVFoundation` module on Linux: a compile surface only, so that a player or camera screen
// written for iOS compiles unchanged around its orientation code. Nothing is played, decoded or
// captured: every value set is stored and read back, nothing more. Depend on it only where the
// system has no AVFoundation: `.product(name: "AVFoundation", package: "orientsim",
// condition: .when(platforms: [.linux]))`. It re-exports CoreImage, which holds the pixel buffers
// and `CIImage` a frame handler names (iOS's AVFoundation does not; its apps import CoreImage
// or UIKit for them).
@_exported import CoreImage
@_exported import OrientationUIKit

#if canImport(FoundationNetworking)
  import FoundationNetworking  // URLRequest, for a resource loader's requests
#endif

// On Apple platforms Foundation brings Combine, so a camera or player model in a file that says
// `import AVFoundation` alone uses `ObservableObject` and `@Published`: orientsim's Combine is
// re-exported here for the same files.
#if os(Linux)
  @_exported import Combine
#endif

/// `AVPlayerItemOutput`: an output attached to a player item; no frame ever arrives.
@preconcurrency @MainActor
open class AVPlayerItemOutput {
  public init() {}
  /// The item time for a host time: the host time itself (no playback clock here).
  open func itemTime(forHostTime hostTimeInSeconds: CFTimeInterval) -> CMTime {
    CMTime(seconds: hostTimeInSeconds, preferredTimescale: 600)
  }
}

/// `AVPlayerItemVideoOutput`: its pixel-buffer attributes, stored; it never has a frame.
@preconcurrency @MainActor
open class AVPlayerItemVideoOutput: AVPlayerItemOutput {
  /// The attributes asked for.
  public let pixelBufferAttributes: [String: Any]?
  public init(pixelBufferAttributes: [String: Any]?) {
    self.pixelBufferAttributes = pixelBufferAttributes
    super.init()
  }
  public convenience init(outputSettings: [String: Any]?) {
    self.init(pixelBufferAttributes: outputSettings)
  }
  public convenience override init() { self.init(pixelBufferAttributes: nil) }
  /// Always false: nothing plays.
  open func hasNewPixelBuffer(forItemTime itemTime: CMTime) -> Bool { false }
  /// Always nil: nothing plays.
  open func copyPixelBuffer(
    forItemTime itemTime: CMTime,
    itemTimeForDisplay outItemTimeForDisplay: UnsafeMutablePointer<CMTime>?
  ) -> CVPixelBuffer? { nil }
}

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
  /// Always `nil`: an item never fails here (its status stays `unknown`).
  open var error: (any Error)? { nil }
  /// Always ``CMTime/indefinite``, as before an item is ready to play (it never is here).
  open var duration: CMTime { .indefinite }
  /// The time last sought to with ``seek(to:completionHandler:)`` (no time passes).
  open private(set) var soughtTime = CMTime.zero
  /// The current time: the last one sought to.
  open func currentTime() -> CMTime { soughtTime }
  /// Stores `time` as the current time and calls `completionHandler` at once with `true`
  /// (every seek lands here; iOS calls it later).
  open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
    soughtTime = time
    completionHandler?(true)
  }
  /// As ``seek(to:completionHandler:)``; the tolerances are not used.
  open func seek(
    to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
    completionHandler: (@Sendable (Bool) -> Void)? = nil
  ) {
    seek(to: time, completionHandler: completionHandler)
  }
  /// `AVPlayerItemDidPlayToEndTime`: never posted, since nothing plays.
  public static let didPlayToEndTimeNotification = Notification.Name.AVPlayerItemDidPlayToEndTime
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
  /// How far ahead to buffer, in seconds, stored (0: the system decides).
  open var preferredForwardBufferDuration: TimeInterval = 0
  /// The bit rate asked for, stored (0: no limit).
  open var preferredPeakBitRate: Double = 0
  /// The outputs added, in order.
  open private(set) var outputs: [AVPlayerItemOutput] = []
  /// Adds `output` (no frame ever reaches it).
  open func add(_ output: AVPlayerItemOutput) {
    if !outputs.contains(where: { $0 === output }) { outputs.append(output) }
  }
  /// Removes `output`.
  open func remove(_ output: AVPlayerItemOutput) { outputs.removeAll { $0 === output } }
}

extension AVPlayerItem: Hashable {
  /// Equal means identical, as for AVFoundation's `NSObject`s.
  nonisolated public static func == (lhs: AVPlayerItem, rhs: AVPlayerItem) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Notification.Name {
  /// `AVPlayerItemDidPlayToEndTime`: never posted, since nothing plays.
  public static let AVPlayerItemDidPlayToEndTime = Notification.Name(
    "AVPlayerItemDidPlayToEndTimeNotification")
}

/// `AVAsset`: a compile surface; nothing is read.
@preconcurrency @MainActor
open class AVAsset {
  public init() {}
  /// Always ``CMTime/indefinite``: the media is never read.
  open var duration: CMTime { .indefinite }
  /// Calls `handler` at once: there is nothing to load (iOS calls it later, on a queue of its
  /// own, once the keys' values are loaded); the values stay what they were.
  open func loadValuesAsynchronously(
    forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)? = nil
  ) {
    handler?()
  }

  /// Always `false`: nothing can be played here (iOS reads the media to answer).
  open var isPlayable: Bool { false }
  /// Always `false`: nothing is read, so no protection is seen.
  open var hasProtectedContent: Bool { false }
  /// Always `false`: the media is never read.
  open var isReadable: Bool { false }
  /// Always `unknown`: no key is ever loaded (`outError` is left as it is).
  open func statusOfValue(forKey key: String, error outError: NSErrorPointer) -> AVKeyValueStatus {
    .unknown
  }
  /// No tracks: the media is never read (deprecated in iOS 16).
  open var tracks: [AVAssetTrack] { [] }
  /// No tracks: the media is never read (deprecated in iOS 16).
  open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { [] }
  /// No tracks: the media is never read (iOS 15).
  open func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] { [] }
}

/// `AVAssetTrack`: a track of an asset. Assets here are never read, so none is ever made; the
/// type exists for the code that reads a video track's size and transform to pick an
/// orientation.
@preconcurrency @MainActor
open class AVAssetTrack {
  /// The track's media type.
  public let mediaType: AVMediaType
  /// The frame size before ``preferredTransform``.
  open var naturalSize: CGSize { .zero }
  /// The transform that shows the frames upright.
  open var preferredTransform: CGAffineTransform { .identity }
  /// The frame rate.
  open var nominalFrameRate: Float { 0 }
  init(mediaType: AVMediaType) { self.mediaType = mediaType }
}

#if !canImport(ObjectiveC)
  /// `NSErrorPointer`: where a method may store an error (swift-corelibs-foundation has none).
  public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
#endif

/// `AVKeyValueStatus`: whether an asset's key is loaded.
public enum AVKeyValueStatus: Int, Sendable, Hashable {
  case unknown, loading, loaded, failed, cancelled
}

extension AVAsset: Hashable {
  /// Equal means identical, as for AVFoundation's `NSObject`s.
  nonisolated public static func == (lhs: AVAsset, rhs: AVAsset) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `AVURLAsset`: the URL, stored; never opened.
@preconcurrency @MainActor
open class AVURLAsset: AVAsset {
  /// The asset's URL.
  public let url: URL
  /// The loader that would serve custom URL schemes; it is never asked (nothing is read).
  public let resourceLoader = AVAssetResourceLoader()
  /// An asset at `url` (`options` ignored).
  public init(url: URL, options: [String: Any]? = nil) {
    self.url = url
    super.init()
  }
}

/// `AVAssetResourceLoader`: its delegate and queue, stored; never asked for data.
@preconcurrency @MainActor
open class AVAssetResourceLoader {
  /// The delegate, held weakly.
  open private(set) weak var delegate: (any AVAssetResourceLoaderDelegate)?
  /// The queue the delegate would be called on.
  open private(set) var delegateQueue: DispatchQueue?
  /// Whether media-data requests are preloaded, stored.
  open var preloadsEligibleContentKeys = false
  init() {}
  /// Stores the delegate and its queue.
  open func setDelegate(_ delegate: (any AVAssetResourceLoaderDelegate)?, queue: DispatchQueue?) {
    self.delegate = delegate
    delegateQueue = queue
  }
}

/// `AVAssetResourceLoaderDelegate`: never called (nothing is read).
public protocol AVAssetResourceLoaderDelegate: AnyObject {
  func resourceLoader(
    _ resourceLoader: AVAssetResourceLoader,
    shouldWaitForLoadingOfRequestedResource loadingRequest: AVAssetResourceLoadingRequest
  ) -> Bool
  func resourceLoader(
    _ resourceLoader: AVAssetResourceLoader,
    didCancel loadingRequest: AVAssetResourceLoadingRequest)
}

extension AVAssetResourceLoaderDelegate {
  public func resourceLoader(
    _ resourceLoader: AVAssetResourceLoader,
    shouldWaitForLoadingOfRequestedResource loadingRequest: AVAssetResourceLoadingRequest
  ) -> Bool { false }
  public func resourceLoader(
    _ resourceLoader: AVAssetResourceLoader,
    didCancel loadingRequest: AVAssetResourceLoadingRequest
  ) {}
}

/// `AVAssetResourceLoadingRequest`: never made here; the type exists for a delegate's code.
open class AVAssetResourceLoadingRequest: @unchecked Sendable {
  /// The URL request.
  public let request: URLRequest
  /// Whether the request finished or was cancelled.
  open private(set) var isFinished = false
  open private(set) var isCancelled = false
  init(request: URLRequest) { self.request = request }
  open func finishLoading() { isFinished = true }
  open func finishLoading(with error: (any Error)?) { isFinished = true }
}

/// `AVAudioMix`: a compile surface for the handlers that receive one (Photos' video
/// requests); nothing is mixed.
@preconcurrency @MainActor
open class AVAudioMix {
  public init() {}
}

/// `CMTime` (CoreMedia, which AVFoundation re-exports): a rational time, stored and converted;
/// no clock runs for it.
public struct CMTime: Hashable, Sendable, Comparable {
  public var value: Int64
  public var timescale: Int32
  /// Whether the time is valid, indefinite or infinite.
  public var flags: CMTimeFlags
  /// The epoch (stored).
  public var epoch: Int64
  /// `value / timescale` seconds, valid.
  public init(value: Int64, timescale: Int32) {
    self.init(value: value, timescale: timescale, flags: .valid, epoch: 0)
  }
  /// A time with its flags and epoch.
  public init(value: Int64, timescale: Int32, flags: CMTimeFlags, epoch: Int64) {
    self.value = value
    self.timescale = timescale
    self.flags = flags
    self.epoch = epoch
  }
  /// `seconds` rounded to `preferredTimescale`.
  public init(seconds: Double, preferredTimescale: Int32) {
    self.init(
      value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
  }
  /// The time in seconds; NaN for an invalid or indefinite time, ±infinity for the infinities.
  public var seconds: Double {
    if isValid && flags.contains(.positiveInfinity) { return .infinity }
    if isValid && flags.contains(.negativeInfinity) { return -.infinity }
    guard isValid, !isIndefinite, timescale != 0 else { return .nan }
    return Double(value) / Double(timescale)
  }
  /// Whether ``flags`` contains `valid`.
  public var isValid: Bool { flags.contains(.valid) }
  /// Whether the time is indefinite (an unknown duration).
  public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
  /// Whether the time is a number: valid, neither indefinite nor infinite.
  public var isNumeric: Bool {
    isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity])
  }
  /// Zero.
  public static let zero = CMTime(value: 0, timescale: 1)
  /// `kCMTimeIndefinite`: an unknown time, such as the duration of an item not yet loaded.
  public static let indefinite = CMTime(
    value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
  /// `kCMTimeInvalid`.
  public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
  /// `kCMTimePositiveInfinity`.
  public static let positiveInfinity = CMTime(
    value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
  /// `kCMTimeNegativeInfinity`.
  public static let negativeInfinity = CMTime(
    value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)
  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
}

/// `CMTimeFlags`.
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let valid = Self(rawValue: 1 << 0)
  public static let hasBeenRounded = Self(rawValue: 1 << 1)
  public static let positiveInfinity = Self(rawValue: 1 << 2)
  public static let negativeInfinity = Self(rawValue: 1 << 3)
  public static let indefinite = Self(rawValue: 1 << 4)
}

/// `CMTimeMake(value:timescale:)`.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
  CMTime(value: value, timescale: timescale)
}

/// `CMTimeGetSeconds(_:)`.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// `CMTimeScale`: a time's ticks per second.
public typealias CMTimeScale = Int32
/// `CMTimeValue`: a time's tick count.
public typealias CMTimeValue = Int64

/// `CMTimeMakeWithSeconds(_:preferredTimescale:)`: `seconds` rounded to `preferredTimescale`.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// `CMVideoDimensions`: a video's width and height in pixels.
public struct CMVideoDimensions: Hashable, Sendable {
  public var width: Int32
  public var height: Int32
  public init() { self.init(width: 0, height: 0) }
  public init(width: Int32, height: Int32) {
    self.width = width
    self.height = height
  }
}

/// `CMFormatDescription`: a media format's type and, for video, its pixel dimensions.
public final class CMFormatDescription: Hashable, @unchecked Sendable {
  /// The media type (`kCMMediaType_Video`, `kCMMediaType_Audio`).
  public let mediaType: CMMediaType
  /// The video dimensions (zero for audio).
  public let dimensions: CMVideoDimensions
  init(mediaType: CMMediaType, dimensions: CMVideoDimensions) {
    self.mediaType = mediaType
    self.dimensions = dimensions
  }
  public static func == (lhs: CMFormatDescription, rhs: CMFormatDescription) -> Bool {
    lhs.mediaType == rhs.mediaType && lhs.dimensions == rhs.dimensions
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(mediaType)
    hasher.combine(dimensions)
  }
}

/// `CMVideoFormatDescription`: a video format description.
public typealias CMVideoFormatDescription = CMFormatDescription

/// `CMVideoFormatDescriptionGetDimensions(_:)`: the format's pixel width and height.
public func CMVideoFormatDescriptionGetDimensions(
  _ videoDesc: CMVideoFormatDescription
) -> CMVideoDimensions { videoDesc.dimensions }

/// `CMFormatDescriptionGetMediaType(_:)`.
public func CMFormatDescriptionGetMediaType(_ desc: CMFormatDescription) -> CMMediaType {
  desc.mediaType
}

extension Notification.Name {
  /// `AVCaptureSessionRuntimeError`: never posted (no capture runs).
  public static let AVCaptureSessionRuntimeError = Notification.Name(
    "AVCaptureSessionRuntimeErrorNotification")
  /// `AVCaptureSessionDidStartRunning`: never posted.
  public static let AVCaptureSessionDidStartRunning = Notification.Name(
    "AVCaptureSessionDidStartRunningNotification")
  /// `AVCaptureSessionDidStopRunning`: never posted.
  public static let AVCaptureSessionDidStopRunning = Notification.Name(
    "AVCaptureSessionDidStopRunningNotification")
  /// `AVCaptureSessionWasInterrupted`: never posted (nothing interrupts a simulated camera).
  public static let AVCaptureSessionWasInterrupted = Notification.Name(
    "AVCaptureSessionWasInterruptedNotification")
  /// `AVCaptureSessionInterruptionEnded`: never posted.
  public static let AVCaptureSessionInterruptionEnded = Notification.Name(
    "AVCaptureSessionInterruptionEndedNotification")
}

/// `AVCaptureSessionErrorKey`: a runtime-error notification's error.
public let AVCaptureSessionErrorKey = "AVCaptureSessionErrorKey"
/// `AVCaptureSessionInterruptionReasonKey`: an interruption notification's reason (the raw value
/// of an `AVCaptureSession.InterruptionReason`).
public let AVCaptureSessionInterruptionReasonKey = "AVCaptureSessionInterruptionReasonKey"

/// `AVError`: AVFoundation's errors, as a runtime-error notification carries them (none is ever
/// raised here).
public struct AVError: Error, Hashable, Sendable {
  /// `AVError.Code`.
  public enum Code: Int, Sendable, Hashable {
    case unknown = -11800
    case outOfMemory = -11801
    case sessionNotRunning = -11803
    case deviceAlreadyUsedByAnotherSession = -11804
    case mediaServicesWereReset = -11819
    case deviceNotConnected = -11814
    case sessionWasInterrupted = -11818
    case diskFull = -11807
    case maximumDurationReached = -11810
    case maximumFileSizeReached = -11811
    case decodeFailed = -11821
    case operationNotSupportedForAsset = -11838
  }
  /// The error's code.
  public let code: Code
  public init(_ code: Code) { self.code = code }
  /// The error domain.
  public static let errorDomain = "AVFoundationErrorDomain"
  public static let unknown = Code.unknown
  public static let mediaServicesWereReset = Code.mediaServicesWereReset
  public static let deviceNotConnected = Code.deviceNotConnected
}

/// `AVErrorRecordingSuccessfullyFinishedKey`: in a recording error's user info, whether the
/// file was finished and is usable.
public let AVErrorRecordingSuccessfullyFinishedKey = "AVErrorRecordingSuccessfullyFinishedKey"

/// `CMMediaType`: a four-character code.
public typealias CMMediaType = UInt32
/// `kCMMediaType_Video` (`'vide'`).
public let kCMMediaType_Video: CMMediaType = 0x7669_6465
/// `kCMMediaType_Audio` (`'soun'`).
public let kCMMediaType_Audio: CMMediaType = 0x736F_756E

/// `AVPlayer`: a compile surface. `play()` sets ``rate`` to 1 and `pause()` to 0; no media is
/// loaded or played, and no time passes for it.
@preconcurrency @MainActor
open class AVPlayer {
  /// The item it would play.
  open private(set) var currentItem: AVPlayerItem? {
    didSet { reportChanges() }
  }
  /// 0 paused, 1 playing: set by `play()` and `pause()`, stored.
  open var rate: Float = 0 {
    didSet { reportChanges() }
  }
  /// The volume, stored.
  open var volume: Float = 1 {
    didSet { reportChanges() }
  }
  /// Whether the sound is muted, stored.
  open var isMuted = false {
    didSet { reportChanges() }
  }
  /// The block-based observations made with `observe(_:options:changeHandler:)`, each asked
  /// after every change of the player's state.
  var keyValueObservers: [(token: WeakObservation, report: @MainActor (AVPlayer) -> Void)] = []
  /// What happens when the item ends, stored (it never ends here).
  open var actionAtItemEnd: ActionAtItemEnd = .pause
  /// Always `unknown`: nothing is loaded.
  open var status: Status { .unknown }

  /// `AVPlayer.ActionAtItemEnd`.
  public enum ActionAtItemEnd: Int, Sendable, Hashable {
    case advance, pause, none
  }
  /// `AVPlayer.Status`.
  public enum Status: Int, Sendable, Hashable {
    case unknown, readyToPlay, failed
  }

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
  open func seek(to time: CMTime) {
    soughtTime = time
    reportChanges()
  }
  /// Stores `time` as the current time; the tolerances are not used (nothing is decoded, so
  /// every seek lands exactly).
  open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
    seek(to: time)
  }

  /// Asks each live observation whether its value changed.
  func reportChanges() {
    keyValueObservers.removeAll { !$0.token.isLive }
    for observer in keyValueObservers { observer.report(self) }
  }
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

/// `AVQueuePlayer`: a player of a queue of items. The queue is kept as AVFoundation keeps it:
/// the first item is the current one, ``advanceToNextItem()`` drops it. Nothing plays, so no
/// item ever ends by itself.
@preconcurrency @MainActor
open class AVQueuePlayer: AVPlayer {
  private var queue: [AVPlayerItem] = []

  /// A player with no items.
  public override init() { super.init() }
  /// A player of `items`, in order.
  public init(items: [AVPlayerItem]) {
    queue = items
    super.init(playerItem: items.first)
  }
  /// The items, the current one first.
  open func items() -> [AVPlayerItem] { queue }
  /// Whether `item` may be inserted: not when it is already queued.
  open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool {
    !queue.contains { $0 === item }
  }
  /// Inserts `item` after `afterItem`, or at the end when it is nil; an empty queue's first item
  /// becomes the current one.
  open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
    guard canInsert(item, after: afterItem) else { return }
    if let afterItem, let index = queue.firstIndex(where: { $0 === afterItem }) {
      queue.insert(item, at: index + 1)
    } else {
      queue.append(item)
    }
    syncCurrentItem()
  }
  /// Drops the current item; the next one becomes current.
  open func advanceToNextItem() {
    if !queue.isEmpty { queue.removeFirst() }
    syncCurrentItem()
  }
  /// Removes `item` from the queue.
  open func remove(_ item: AVPlayerItem) {
    queue.removeAll { $0 === item }
    syncCurrentItem()
  }
  /// Empties the queue.
  open func removeAllItems() {
    queue.removeAll()
    syncCurrentItem()
  }
  /// Replaces the current item (the queue's first) with `item`.
  open override func replaceCurrentItem(with item: AVPlayerItem?) {
    if !queue.isEmpty { queue.removeFirst() }
    if let item { queue.insert(item, at: 0) }
    syncCurrentItem()
  }
  private func syncCurrentItem() {
    if currentItem !== queue.first { super.replaceCurrentItem(with: queue.first) }
  }
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
  /// Always false: no frame is ever shown.
  open var isReadyForDisplay: Bool { false }
  /// Always `.zero`, as before a frame is shown.
  open var videoRect: CGRect { .zero }

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
  /// `AVCaptureSession.InterruptionReason`.
  public enum InterruptionReason: Int, Sendable, Hashable {
    case videoDeviceNotAvailableInBackground = 1
    case audioDeviceInUseByAnotherClient = 2
    case videoDeviceInUseByAnotherClient = 3
    case videoDeviceNotAvailableWithMultipleForegroundApps = 4
    case videoDeviceNotAvailableDueToSystemPressure = 5
  }
  /// `AVCaptureSession.wasInterruptedNotification`: never posted.
  nonisolated public static let wasInterruptedNotification = Notification.Name
    .AVCaptureSessionWasInterrupted
  /// `AVCaptureSession.interruptionEndedNotification`: never posted.
  nonisolated public static let interruptionEndedNotification = Notification.Name
    .AVCaptureSessionInterruptionEnded
  /// `AVCaptureSession.runtimeErrorNotification`: never posted.
  nonisolated public static let runtimeErrorNotification = Notification.Name
    .AVCaptureSessionRuntimeError
  /// `AVCaptureSession.didStartRunningNotification`: never posted.
  nonisolated public static let didStartRunningNotification = Notification.Name
    .AVCaptureSessionDidStartRunning
  /// `AVCaptureSession.didStopRunningNotification`: never posted.
  nonisolated public static let didStopRunningNotification = Notification.Name
    .AVCaptureSessionDidStopRunning
  /// `AVCaptureSession.Preset`, stored.
  public struct Preset: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let high = Self(rawValue: "AVCaptureSessionPresetHigh")
    public static let medium = Self(rawValue: "AVCaptureSessionPresetMedium")
    public static let low = Self(rawValue: "AVCaptureSessionPresetLow")
    public static let photo = Self(rawValue: "AVCaptureSessionPresetPhoto")
    public static let vga640x480 = Self(rawValue: "AVCaptureSessionPreset640x480")
    public static let hd1280x720 = Self(rawValue: "AVCaptureSessionPreset1280x720")
    public static let hd1920x1080 = Self(rawValue: "AVCaptureSessionPreset1920x1080")
    public static let hd4K3840x2160 = Self(rawValue: "AVCaptureSessionPreset3840x2160")
    /// The device's active format decides (set when an app sets `activeFormat`).
    public static let inputPriority = Self(rawValue: "AVCaptureSessionPresetInputPriority")
    public static let iFrame960x540 = Self(rawValue: "AVCaptureSessionPresetiFrame960x540")
    public static let iFrame1280x720 = Self(rawValue: "AVCaptureSessionPresetiFrame1280x720")
  }
  /// The presets ``canSetSessionPreset(_:)`` accepts: every one named here.
  static let offeredPresets: Set<Preset> = [
    .high, .medium, .low, .photo, .vga640x480, .hd1280x720, .hd1920x1080, .hd4K3840x2160,
    .inputPriority, .iFrame960x540, .iFrame1280x720,
  ]
  /// Whether `startRunning()` was called last.
  open private(set) var isRunning = false
  /// The preset, stored (any value is kept; nothing is captured at any size).
  open var sessionPreset: Preset = .high
  /// True for the presets named in ``Preset`` (`high`, `medium`, `low`, `photo`, `vga640x480`,
  /// `hd1280x720`, `hd1920x1080`, `hd4K3840x2160`), which the simulated cameras are taken to
  /// offer whatever the inputs; false for a preset made from any other raw value.
  open func canSetSessionPreset(_ preset: Preset) -> Bool { Self.offeredPresets.contains(preset) }
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

  private struct WeakPreview { weak var layer: AVCaptureVideoPreviewLayer? }
  private var previews: [WeakPreview] = []
  func attach(_ layer: AVCaptureVideoPreviewLayer) {
    previews.removeAll { $0.layer == nil || $0.layer === layer }
    previews.append(WeakPreview(layer: layer))
  }
  func detach(_ layer: AVCaptureVideoPreviewLayer) {
    previews.removeAll { $0.layer == nil || $0.layer === layer }
  }
  /// The session's connections (iOS 13): each output's, in the order the outputs were added,
  /// then the connection of each preview layer previewing the session, in the order their
  /// `session` was set (ours: iOS gives no order).
  open var connections: [AVCaptureConnection] {
    outputs.flatMap(\.connections) + previews.compactMap { $0.layer?.connection }
  }
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
    public static let builtInTrueDepthCamera = Self(
      rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
    public static let builtInUltraWideCamera = Self(
      rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
    public static let builtInTelephotoCamera = Self(
      rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
    public static let builtInDualWideCamera = Self(
      rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
    public static let builtInLiDARDepthCamera = Self(
      rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
    /// An external camera (iOS 17, iPad).
    public static let external = Self(rawValue: "AVCaptureDeviceTypeExternal")
    /// A Continuity Camera (iOS 17).
    public static let continuityCamera = Self(rawValue: "AVCaptureDeviceTypeContinuityCamera")
  }
  /// `AVCaptureDevice.FlashMode`.
  public enum FlashMode: Int, Sendable, Hashable {
    case off, on, auto
  }

  /// `AVCaptureDevice.Format`: a capture format, reduced to its frame rate ranges.
  @preconcurrency @MainActor
  open class Format {
    /// The frame rates the format supports.
    public let videoSupportedFrameRateRanges: [AVFrameRateRange]
    /// The horizontal field of view in degrees: a wide camera's, 70 (ours: one value for every
    /// simulated camera).
    public let videoFieldOfView: Float
    /// The largest zoom factor: 16 (ours).
    public let videoMaxZoomFactor: CGFloat
    /// The video format: 1920 × 1080 pixels for the simulated camera's one format (ours).
    public let formatDescription: CMFormatDescription
    /// Whether the format can capture HDR video: false (ours).
    public let isVideoHDRSupported = false
    init(
      videoSupportedFrameRateRanges: [AVFrameRateRange], videoFieldOfView: Float = 70,
      videoMaxZoomFactor: CGFloat = 16,
      dimensions: CMVideoDimensions = CMVideoDimensions(width: 1920, height: 1080)
    ) {
      self.videoSupportedFrameRateRanges = videoSupportedFrameRateRanges
      self.videoFieldOfView = videoFieldOfView
      self.videoMaxZoomFactor = videoMaxZoomFactor
      formatDescription = CMFormatDescription(mediaType: kCMMediaType_Video, dimensions: dimensions)
    }
    /// Whether the format supports a stabilization mode: every mode but `.off`'s absence (all
    /// are accepted and stored; nothing is stabilized).
    open func isVideoStabilizationModeSupported(_ mode: AVCaptureVideoStabilizationMode) -> Bool {
      true
    }
  }

  /// `AVCaptureDevice.DiscoverySession`: the simulated devices of the types asked for.
  @preconcurrency @MainActor
  open class DiscoverySession {
    /// For video, a camera of each type asked for (other than the microphone) at `position`
    /// (`unspecified`: the true-depth camera at the front, the others at the back); for audio,
    /// the microphone if asked for.
    public let devices: [AVCaptureDevice]
    /// A session finding devices of `deviceTypes` for `mediaType` at `position`.
    public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {
      devices = deviceTypes.compactMap { type in
        let isMicrophone = type == .builtInMicrophone
        switch mediaType ?? (isMicrophone ? .audio : .video) {
        case .video where !isMicrophone:
          let side =
            position != .unspecified
            ? position : type == .builtInTrueDepthCamera ? .front : .back
          return AVCaptureDevice(deviceType: type, mediaType: .video, position: side)
        case .audio where isMicrophone:
          return AVCaptureDevice(deviceType: type, mediaType: .audio, position: .unspecified)
        default: return nil
        }
      }
    }
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
  /// Whether the camera is a virtual one made of several (dual, dual wide, triple).
  open var isVirtualDevice: Bool {
    [.builtInDualCamera, .builtInDualWideCamera, .builtInTripleCamera].contains(deviceType)
  }
  /// The zoom factors at which a virtual camera switches between its constituents (iOS 13):
  /// 2 for a dual camera, 2 for a dual wide one, 2 and 6 for a triple one (ours, iPhone-like);
  /// none for a physical camera.
  open var virtualDeviceSwitchOverVideoZoomFactors: [NSNumber] {
    switch deviceType {
    case .builtInDualCamera, .builtInDualWideCamera: return [2]
    case .builtInTripleCamera: return [2, 6]
    default: return []
    }
  }
  /// Always false: the simulated cameras have no flash.
  open var isFlashAvailable: Bool { false }
  /// A camera's one simulated format (1 to 30 frames per second); none for the microphone.
  open private(set) lazy var formats: [Format] =
    mediaType == .video
    ? [
      Format(videoSupportedFrameRateRanges: [AVFrameRateRange(minFrameRate: 1, maxFrameRate: 30)])
    ] : []
  /// The format in use, stored: the first of ``formats`` until set.
  open lazy var activeFormat: Format =
    formats.first ?? Format(videoSupportedFrameRateRanges: [])
  /// The shortest frame duration, stored.
  open var activeVideoMinFrameDuration = CMTime(value: 1, timescale: 30)
  /// The longest frame duration, stored.
  open var activeVideoMaxFrameDuration = CMTime(value: 1, timescale: 30)
  /// Whether ``lockForConfiguration()`` was called last (nothing else holds the device).
  open private(set) var isLockedForConfiguration = false
  /// Locks the device for configuration (never throws here: no other app holds it).
  open func lockForConfiguration() throws { isLockedForConfiguration = true }
  /// Ends the lock.
  open func unlockForConfiguration() { isLockedForConfiguration = false }

  /// The sensor's sensitivity, stored (100 at first; set with
  /// ``setExposureModeCustom(duration:iso:completionHandler:)``).
  open private(set) var iso: Float = 100
  /// The exposure time, stored (1/60 s at first).
  open private(set) var exposureDuration = CMTime(value: 1, timescale: 60)
  /// The lens's f-number: 1.8, fixed.
  open var lensAperture: Float { 1.8 }
  /// The exposure bias, stored.
  open private(set) var exposureTargetBias: Float = 0
  /// -8 EV.
  open var minExposureTargetBias: Float { -8 }
  /// +8 EV.
  open var maxExposureTargetBias: Float { 8 }
  /// The current exposure offset: the bias (nothing is metered).
  open var exposureTargetOffset: Float { exposureTargetBias }
  /// Stores the bias, clamped to the range, and calls `handler` at once with the exposure
  /// duration (iOS calls it when a frame has the new bias).
  open func setExposureTargetBias(
    _ bias: Float, completionHandler handler: (@Sendable (CMTime) -> Void)? = nil
  ) {
    exposureTargetBias = min(max(bias, minExposureTargetBias), maxExposureTargetBias)
    handler?(exposureDuration)
  }
  /// Stores a custom exposure (the mode becomes `custom`) and calls `handler` at once.
  open func setExposureModeCustom(
    duration: CMTime, iso ISO: Float, completionHandler handler: (@Sendable (CMTime) -> Void)? = nil
  ) {
    exposureMode = .custom
    exposureDuration = duration
    iso = ISO
    handler?(duration)
  }

  /// `AVCaptureDevice.FocusMode`.
  public enum FocusMode: Int, Sendable, Hashable {
    case locked, autoFocus, continuousAutoFocus
  }
  /// `AVCaptureDevice.ExposureMode`.
  public enum ExposureMode: Int, Sendable, Hashable {
    case locked, autoExpose, continuousAutoExposure, custom
  }
  /// `AVCaptureDevice.WhiteBalanceMode`.
  public enum WhiteBalanceMode: Int, Sendable, Hashable {
    case locked, autoWhiteBalance, continuousAutoWhiteBalance
  }
  /// `AVCaptureDevice.TorchMode`.
  public enum TorchMode: Int, Sendable, Hashable {
    case off, on, auto
  }
  /// The focus mode, stored (nothing focuses).
  open var focusMode: FocusMode = .continuousAutoFocus
  /// Every focus mode is accepted and stored.
  open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { mediaType == .video }
  /// The focus point, stored.
  open var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
  open var isFocusPointOfInterestSupported: Bool { mediaType == .video }
  /// The exposure mode, stored.
  open var exposureMode: ExposureMode = .continuousAutoExposure
  open func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool {
    mediaType == .video
  }
  /// The exposure point, stored.
  open var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
  open var isExposurePointOfInterestSupported: Bool { mediaType == .video }
  /// The white balance mode, stored.
  open var whiteBalanceMode: WhiteBalanceMode = .continuousAutoWhiteBalance
  open func isWhiteBalanceModeSupported(_ whiteBalanceMode: WhiteBalanceMode) -> Bool {
    mediaType == .video
  }
  /// Stored.
  open var isSubjectAreaChangeMonitoringEnabled = false
  /// False: the simulated cameras have no torch or flash.
  open var hasTorch: Bool { false }
  open var isTorchAvailable: Bool { false }
  open var hasFlash: Bool { false }
  /// Stored (there is no torch to light).
  open var torchMode: TorchMode = .off
  open func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { torchMode == .off }
  /// Throws nothing and lights nothing: there is no torch.
  open func setTorchModeOn(level torchLevel: Float) throws {}
  /// The zoom factor, stored (1 to ``maxAvailableVideoZoomFactor``).
  open var videoZoomFactor: CGFloat = 1
  open var minAvailableVideoZoomFactor: CGFloat { 1 }
  open var maxAvailableVideoZoomFactor: CGFloat { 10 }
  /// Sets ``videoZoomFactor`` at once (nothing ramps).
  open func ramp(toVideoZoomFactor factor: CGFloat, withRate rate: Float) {
    videoZoomFactor = factor
  }
  open func cancelVideoZoomRamp() {}
  /// A name made of the position and type.
  open var localizedName: String {
    (position == .front ? "Front " : position == .back ? "Back " : "") + deviceType.rawValue
  }

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

  /// Whether ``simulatedAuthorizationStatus`` is `authorized`, at once (iOS 13's async form;
  /// iOS may ask the user first).
  open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
    simulatedAuthorizationStatus == .authorized
  }

  /// `AVCaptureDevice.RotationCoordinator` (iOS 17): the angles that keep a camera's preview
  /// and captures level with the horizon, from the device orientation the face reports
  /// (`UIDevice.current.orientation`): portrait 90°, landscapeLeft 0°, portraitUpsideDown 270°,
  /// landscapeRight 180° (the front camera mirrors the landscape ones); face up, face down and
  /// unknown keep the last angle (ours; Apple's also uses the camera's own gravity reading).
  /// The angles are read when asked, and ``observe(_:options:changeHandler:)`` reports their
  /// changes when the face posts `UIDevice.orientationDidChangeNotification`.
  @preconcurrency @MainActor
  open class RotationCoordinator {
    /// The camera.
    public let device: AVCaptureDevice
    /// The preview layer, stored.
    public let previewLayer: CALayer?
    private var lastAngle: CGFloat = 90
    private var observations: [Observation] = []
    nonisolated(unsafe) private var deviceObserver: (any NSObjectProtocol)?

    private struct Observation {
      weak var token: NSKeyValueObservation?
      let report: @MainActor (RotationCoordinator) -> Void
    }

    /// A coordinator for `device` and its preview.
    public init(device: AVCaptureDevice, previewLayer: CALayer?) {
      self.device = device
      self.previewLayer = previewLayer
    }

    /// The angle for the preview.
    open var videoRotationAngleForHorizonLevelPreview: CGFloat { angle() }
    /// The angle for photos and movies.
    open var videoRotationAngleForHorizonLevelCapture: CGFloat { angle() }

    deinit {
      if let deviceObserver { NotificationCenter.default.removeObserver(deviceObserver) }
    }

    #if !canImport(ObjectiveC)
      /// Key-value observation of ``videoRotationAngleForHorizonLevelPreview`` or
      /// ``videoRotationAngleForHorizonLevelCapture``: `changeHandler` is called at once when
      /// `options` contain `initial`, then each time `UIDevice.orientationDidChangeNotification`
      /// is posted and the value differs from the last one reported (with the new and old values
      /// when the options ask for them), until the returned observation is invalidated or
      /// released. The face posts that notification when the harness turns the device; iOS
      /// reports changes from the camera's own sensing as well.
      public func observe<Value: Equatable>(
        _ keyPath: KeyPath<RotationCoordinator, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (RotationCoordinator, NSKeyValueObservedChange<Value>) -> Void
      ) -> NSKeyValueObservation {
        let token = NSKeyValueObservation()
        let report = NSKeyValueObservedChange.reporter(
          for: self, keyPath, options: options, differs: { $0 != $1 },
          changeHandler: changeHandler)
        observations.append(Observation(token: token) { report($0) })
        followDeviceOrientation()
        return token
      }

      private func followDeviceOrientation() {
        guard deviceObserver == nil else { return }
        deviceObserver = NotificationCenter.default.addObserver(
          forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.deviceOrientationChanged() }
        }
      }

      private func deviceOrientationChanged() {
        observations.removeAll { $0.token?.isValid != true }
        for observation in observations where observation.token?.isValid == true {
          observation.report(self)
        }
      }
    #endif

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

extension AVCaptureDevice: Hashable {
  /// Equal means identical, as for AVFoundation's `NSObject`s.
  nonisolated public static func == (lhs: AVCaptureDevice, rhs: AVCaptureDevice) -> Bool {
    lhs === rhs
  }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `AVFrameRateRange`: a range of frame rates, stored.
public final class AVFrameRateRange: Sendable {
  /// The lowest rate, in frames per second.
  public let minFrameRate: Double
  /// The highest rate, in frames per second.
  public let maxFrameRate: Double
  init(minFrameRate: Double, maxFrameRate: Double) {
    self.minFrameRate = minFrameRate
    self.maxFrameRate = maxFrameRate
  }
  /// The duration of a frame at ``maxFrameRate``.
  public var minFrameDuration: CMTime { CMTime(value: 1, timescale: Int32(maxFrameRate)) }
  /// The duration of a frame at ``minFrameRate``.
  public var maxFrameDuration: CMTime { CMTime(value: 1, timescale: Int32(minFrameRate)) }
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
  public init() { videoConnection.output = self }
  /// The output's connection for video (the same one each time); nil for other media.
  open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? {
    mediaType == .video ? videoConnection : nil
  }
  /// The output's one connection, its video connection (whether or not the output is in a
  /// session: iOS makes it when the output joins a session with a camera).
  open var connections: [AVCaptureConnection] { [videoConnection] }
}

/// `AVCapturePhotoOutput`: a compile surface; nothing is captured. Each
/// ``capturePhoto(with:delegate:)`` is kept in ``captureRequests`` with the orientation its
/// video connection had at that moment, so that a test can check what a photo would be taken
/// with.
@preconcurrency @MainActor
open class AVCapturePhotoOutput: AVCaptureOutput {
  /// A photo asked for: its settings and its video connection's orientation and rotation angle
  /// when it was asked for (orientsim's, to read in tests).
  public struct CaptureRequest {
    /// The settings passed.
    public let settings: AVCapturePhotoSettings
    /// The connection's ``AVCaptureConnection/videoOrientation`` at that moment.
    public let videoOrientation: AVCaptureVideoOrientation
    /// The connection's ``AVCaptureConnection/videoRotationAngle`` at that moment.
    public let videoRotationAngle: CGFloat
  }
  /// The photos asked for, in order (orientsim's).
  open private(set) var captureRequests: [CaptureRequest] = []
  /// The codecs photos may use, as a current iPhone offers them.
  open var availablePhotoCodecTypes: [AVVideoCodecType] { [.hevc, .jpeg] }
  /// Whether high-resolution capture is allowed, stored.
  open var isHighResolutionCaptureEnabled = false
  /// The flash modes photos may use: `.off` only (the simulated cameras have no flash).
  open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [.off] }
  /// `AVCapturePhotoOutput.QualityPrioritization` (iOS 13).
  public enum QualityPrioritization: Int, Sendable, Hashable, Comparable {
    case speed = 1, balanced, quality
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  }
  /// The highest quality photos may be asked for, stored (`balanced` at first).
  open var maxPhotoQualityPrioritization: QualityPrioritization = .balanced
  /// The settings prepared by ``setPreparedPhotoSettingsArray(_:completionHandler:)``, stored.
  open private(set) var preparedPhotoSettingsArray: [AVCapturePhotoSettings] = []

  /// Stores the settings and calls `completionHandler` at once with `true` and no error: there
  /// is nothing to prepare (iOS calls it later, on a queue of its own).
  open func setPreparedPhotoSettingsArray(
    _ preparedPhotoSettingsArray: [AVCapturePhotoSettings],
    completionHandler: ((Bool, (any Error)?) -> Void)? = nil
  ) {
    self.preparedPhotoSettingsArray = preparedPhotoSettingsArray
    completionHandler?(true, nil)
  }

  /// Keeps the request in ``captureRequests``; no photo is taken and `delegate` is never called.
  open func capturePhoto(
    with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate
  ) {
    let connection = connection(with: .video)
    captureRequests.append(
      CaptureRequest(
        settings: settings, videoOrientation: connection?.videoOrientation ?? .portrait,
        videoRotationAngle: connection?.videoRotationAngle ?? 90))
  }
}

/// `AVVideoCodecType`.
public struct AVVideoCodecType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let hevc = Self(rawValue: "hvc1")
  public static let jpeg = Self(rawValue: "jpeg")
  public static let h264 = Self(rawValue: "avc1")
}

/// `AVFileType`.
public struct AVFileType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let jpg = Self(rawValue: "public.jpeg")
  public static let heic = Self(rawValue: "public.heic")
  public static let mov = Self(rawValue: "com.apple.quicktime-movie")
  public static let mp4 = Self(rawValue: "public.mpeg-4")
}

/// `AVVideoCodecKey`: the codec's key in a settings dictionary.
public let AVVideoCodecKey = "AVVideoCodecKey"

/// `AVCapturePhotoSettings`: the settings of one photo, stored and read back, nothing more.
open class AVCapturePhotoSettings {
  private static let lastID = LockedCounter()
  /// The format dictionary it was made with.
  public let format: [String: Any]?
  /// An identifier unique among the settings made by this process.
  public let uniqueID: Int64
  /// The flash mode, stored.
  open var flashMode: AVCaptureDevice.FlashMode = .off
  /// The quality asked for (iOS 13), stored.
  open var photoQualityPrioritization: AVCapturePhotoOutput.QualityPrioritization = .balanced
  /// Whether still-image stabilization is asked for (deprecated in iOS 13), stored.
  open var isAutoStillImageStabilizationEnabled = true
  /// Whether a high-resolution photo is asked for, stored.
  open var isHighResolutionPhotoEnabled = false
  /// The preview image's format, stored.
  open var previewPhotoFormat: [String: Any]?
  /// The file type of the photo: HEIC when ``format`` asks for HEVC, else JPEG.
  open var processedFileType: AVFileType? {
    (format?[AVVideoCodecKey] as? AVVideoCodecType) == .hevc ? .heic : .jpg
  }
  /// The pixel formats a preview image may have: 32-bit BGRA.
  open var availablePreviewPhotoPixelFormatTypes: [UInt32] { [kCVPixelFormatType_32BGRA] }
  /// ``availablePreviewPhotoPixelFormatTypes`` as numbers, as Objective-C sees them.
  open var __availablePreviewPhotoPixelFormatTypes: [NSNumber] {
    availablePreviewPhotoPixelFormatTypes.map { NSNumber(value: $0) }
  }

  /// Settings for a JPEG photo.
  public convenience init() { self.init(format: nil) }
  /// Settings for a photo in `format` (such as `[AVVideoCodecKey: AVVideoCodecType.hevc]`).
  public init(format: [String: Any]?) {
    self.format = format
    uniqueID = Self.lastID.next()
  }
}

/// A counter for identifiers made on any thread.
private final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Int64 = 0
  func next() -> Int64 {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}

/// `AVCapturePhoto`: a captured photo. None is ever made here (nothing is captured), so the
/// delegate methods that receive one are never called.
public final class AVCapturePhoto {
  private init() {}
  /// The photo's file data: none here.
  public func fileDataRepresentation() -> Data? { nil }
  /// The photo's image: none here.
  public func cgImageRepresentation() -> CGImage? { nil }
  /// The preview image: none here.
  public func previewCGImageRepresentation() -> CGImage? { nil }
  /// The photo's metadata dictionary (Image I/O keys, such as the EXIF orientation under
  /// `kCGImagePropertyOrientation`): empty, as no photo is taken.
  public var metadata: [String: Any] { [:] }
  /// The photo's pixel buffer: none here.
  public var pixelBuffer: CVPixelBuffer? { nil }
  /// Whether the photo is a raw one: never.
  public var isRawPhoto: Bool { false }
  /// The capture's timestamp: none.
  public var timestamp: CMTime { .invalid }
  /// The settings the photo was taken with: never made (no photo is).
  public var resolvedSettings: AVCaptureResolvedPhotoSettings { AVCaptureResolvedPhotoSettings() }
  /// The photo's position in its capture's sequence: 1.
  public var photoCount: Int { 1 }
}

/// `AVCaptureResolvedPhotoSettings`: the settings of a capture in progress; none is ever made
/// here.
public final class AVCaptureResolvedPhotoSettings {
  fileprivate init() {}
  /// The identifier of the settings it resolves.
  public var uniqueID: Int64 { 0 }
}

/// `AVCapturePhotoCaptureDelegate`: its methods are never called (nothing is captured). As in
/// AVFoundation, every method is optional and none is isolated to the main actor.
public protocol AVCapturePhotoCaptureDelegate: AnyObject {
  /// Never called.
  func photoOutput(
    _ output: AVCapturePhotoOutput,
    willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  /// Never called.
  func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto,
    error: (any Error)?)
  /// Never called.
  func photoOutput(
    _ output: AVCapturePhotoOutput,
    didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?)
}

extension AVCapturePhotoCaptureDelegate {
  public func photoOutput(
    _ output: AVCapturePhotoOutput,
    willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings
  ) {}
  public func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto,
    error: (any Error)?
  ) {}
  public func photoOutput(
    _ output: AVCapturePhotoOutput,
    didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?
  ) {}
}

/// `AVCaptureVideoDataOutput`: a compile surface; no frames are delivered, so its sample buffer
/// delegate is stored and never called.
@preconcurrency @MainActor
open class AVCaptureVideoDataOutput: AVCaptureOutput {
  /// The delegate, stored (weakly, as AVFoundation holds it); never called.
  open private(set) weak var sampleBufferDelegate:
    (any AVCaptureVideoDataOutputSampleBufferDelegate)?
  /// The queue the delegate would be called on, stored.
  open private(set) var sampleBufferCallbackQueue: DispatchQueue?
  /// The pixel format settings, stored.
  open var videoSettings: [String: Any]! = [:]
  /// Whether late frames are dropped, stored.
  open var alwaysDiscardsLateVideoFrames = true
  /// Stores the delegate and its queue; no frame ever reaches them.
  open func setSampleBufferDelegate(
    _ sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?,
    queue sampleBufferCallbackQueue: DispatchQueue?
  ) {
    self.sampleBufferDelegate = sampleBufferDelegate
    self.sampleBufferCallbackQueue = sampleBufferCallbackQueue
  }
}

/// `AVCaptureVideoDataOutputSampleBufferDelegate`: its methods are never called (no frames are
/// captured). As in AVFoundation, every method is optional and none is isolated to the main
/// actor.
public protocol AVCaptureVideoDataOutputSampleBufferDelegate: AnyObject {
  /// Never called.
  func captureOutput(
    _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer,
    from connection: AVCaptureConnection)
  /// Never called.
  func captureOutput(
    _ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer,
    from connection: AVCaptureConnection)
}

extension AVCaptureVideoDataOutputSampleBufferDelegate {
  public func captureOutput(
    _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer,
    from connection: AVCaptureConnection
  ) {}
  public func captureOutput(
    _ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer,
    from connection: AVCaptureConnection
  ) {}
}

/// `CMSampleBuffer` (CoreMedia): a captured frame. None is ever made here.
public final class CMSampleBuffer {
  let imageBuffer: CVImageBuffer?
  private init(imageBuffer: CVImageBuffer?) { self.imageBuffer = imageBuffer }
}

/// `CMSampleBufferGetPresentationTimeStamp(_:)`: the frame's time: zero (no frame is ever
/// captured here).
public func CMSampleBufferGetPresentationTimeStamp(_ sbuf: CMSampleBuffer) -> CMTime { .zero }

/// `CMSampleBufferGetImageBuffer(_:)`: the frame's image.
public func CMSampleBufferGetImageBuffer(_ sbuf: CMSampleBuffer) -> CVImageBuffer? {
  sbuf.imageBuffer
}

/// `AVCaptureFileOutput`: recording to a file, as stored state: nothing is written, and the
/// recording delegate is never called. Each ``startRecording(to:recordingDelegate:)`` is kept in
/// ``recordings`` with the orientation its video connection had at that moment, so that a test
/// can check what a movie would be recorded in.
@preconcurrency @MainActor
open class AVCaptureFileOutput: AVCaptureOutput {
  /// A recording asked for: its file and its video connection's orientation and rotation angle
  /// when it started (orientsim's, to read in tests).
  public struct Recording: Hashable, Sendable {
    /// The file it would be written to.
    public let url: URL
    /// The connection's ``AVCaptureConnection/videoOrientation`` at that moment.
    public let videoOrientation: AVCaptureVideoOrientation
    /// The connection's ``AVCaptureConnection/videoRotationAngle`` at that moment.
    public let videoRotationAngle: CGFloat
  }
  /// The recordings started, in order (orientsim's).
  open private(set) var recordings: [Recording] = []
  /// Whether a recording was started and not stopped.
  open private(set) var isRecording = false
  /// The file of the recording in progress.
  open var outputFileURL: URL? { isRecording ? recordings.last?.url : nil }
  /// Always zero: nothing is recorded.
  open var recordedDuration: CMTime { .zero }
  /// Always zero: nothing is recorded.
  open var recordedFileSize: Int64 { 0 }
  /// The longest recording asked for, stored (`.invalid`: no limit).
  open var maxRecordedDuration: CMTime = .invalid
  /// The largest file asked for in bytes, stored (0: no limit).
  open var maxRecordedFileSize: Int64 = 0
  /// The free space to keep in bytes, stored.
  open var minFreeDiskSpaceLimit: Int64 = 0
  /// Starts a recording: kept in ``recordings``, ``isRecording`` is true; nothing is written and
  /// `delegate` is never called.
  open func startRecording(
    to outputFileURL: URL, recordingDelegate delegate: any AVCaptureFileOutputRecordingDelegate
  ) {
    let connection = connection(with: .video)
    recordings.append(
      Recording(
        url: outputFileURL, videoOrientation: connection?.videoOrientation ?? .portrait,
        videoRotationAngle: connection?.videoRotationAngle ?? 90))
    isRecording = true
  }
  /// Ends the recording: ``isRecording`` is false (the delegate is never told: no file exists).
  open func stopRecording() { isRecording = false }
}

/// `AVCaptureFileOutputRecordingDelegate`: never called (nothing is recorded). As in
/// AVFoundation, `fileOutput(_:didFinishRecordingTo:from:error:)` is required, the other
/// method is optional, and none is isolated to the main actor.
public protocol AVCaptureFileOutputRecordingDelegate: AnyObject {
  /// Never called.
  func fileOutput(
    _ output: AVCaptureFileOutput, didStartRecordingTo fileURL: URL,
    from connections: [AVCaptureConnection])
  /// Never called.
  func fileOutput(
    _ output: AVCaptureFileOutput, didFinishRecordingTo outputFileURL: URL,
    from connections: [AVCaptureConnection], error: (any Error)?)
}

extension AVCaptureFileOutputRecordingDelegate {
  public func fileOutput(
    _ output: AVCaptureFileOutput, didStartRecordingTo fileURL: URL,
    from connections: [AVCaptureConnection]
  ) {}
}

/// `AVCaptureMovieFileOutput`: a file output for movies; see ``AVCaptureFileOutput``.
@preconcurrency @MainActor
open class AVCaptureMovieFileOutput: AVCaptureFileOutput {}

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

/// `AVAudioPlayerDelegate`: never called here (nothing plays to its end and nothing is
/// decoded); each method has a default. Main-actor isolated (AVFoundation calls it on the main
/// thread), so a view controller conforms without ceremony.
@preconcurrency @MainActor
public protocol AVAudioPlayerDelegate: AnyObject {
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// `AVAudioPlayer`: a sound's source and its playback settings, stored. Nothing is decoded or
/// heard: the duration is zero, `play()` only marks the player as playing until `pause()` or
/// `stop()`, and playback never ends by itself, so the delegate is never called.
open class AVAudioPlayer: @unchecked Sendable {
  /// The file it was made from, if any.
  public let url: URL?
  /// The data it was made from, or the file's bytes.
  public let data: Data?
  /// The delegate, stored (weakly); never called.
  open weak var delegate: (any AVAudioPlayerDelegate)?
  open var volume: Float = 1
  open var pan: Float = 0
  open var rate: Float = 1
  open var enableRate = false
  open var numberOfLoops = 0
  open var currentTime: TimeInterval = 0
  open var isMeteringEnabled = false
  /// Zero: nothing is decoded.
  open var duration: TimeInterval { 0 }
  open var numberOfChannels: Int { 0 }
  /// Whether `play()` was called since the last `pause()` or `stop()`.
  open private(set) var isPlaying = false

  /// A player of the file at `url`; throws when the file cannot be read (its contents are not
  /// decoded).
  public init(contentsOf url: URL) throws {
    self.url = url
    data = try Data(contentsOf: url)
  }
  /// A player of the file at `url` (the type hint is stored nowhere).
  public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    try self.init(contentsOf: url)
  }
  /// A player of `data` (not decoded).
  public init(data: Data) throws {
    url = nil
    self.data = data
  }
  /// A player of `data` (the type hint is stored nowhere).
  public convenience init(data: Data, fileTypeHint utiString: String?) throws {
    try self.init(data: data)
  }
  /// True: nothing needs loading.
  @discardableResult open func prepareToPlay() -> Bool { true }
  /// Marks the player as playing; true.
  @discardableResult open func play() -> Bool {
    isPlaying = true
    return true
  }
  /// Marks the player as playing; true (the time is not used).
  @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }
  /// Marks the player as paused; the current time stays.
  open func pause() { isPlaying = false }
  /// Marks the player as stopped; the current time stays, as in AVFoundation.
  open func stop() { isPlaying = false }
  /// Does nothing: no levels exist.
  open func updateMeters() {}
  /// Silence.
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  /// Silence.
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// `AVCaptureConnection`: its video orientation, rotation angle and mirroring, stored.
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
  /// Always true: mirroring may be set.
  open var isVideoMirroringSupported: Bool { true }
  /// Whether mirroring follows the camera, stored (nothing follows it here).
  open var automaticallyAdjustsVideoMirroring = true
  /// Whether the video is mirrored, stored.
  open var isVideoMirrored = false
  /// Whether the connection is on, stored.
  open var isEnabled = true
  /// Always true: a stabilization mode may be set.
  open var isVideoStabilizationSupported: Bool { true }
  /// The stabilization mode asked for, stored.
  open var preferredVideoStabilizationMode: AVCaptureVideoStabilizationMode = .off
  /// The mode in effect: the one asked for, with `.auto` resolved to `.standard` (ours: no
  /// format limits it). Nothing is stabilized.
  open var activeVideoStabilizationMode: AVCaptureVideoStabilizationMode {
    preferredVideoStabilizationMode == .auto ? .standard : preferredVideoStabilizationMode
  }
  /// The output whose connection this is; nil for a preview layer's.
  open internal(set) weak var output: AVCaptureOutput?
  /// The preview layer whose connection this is; nil for an output's.
  open internal(set) weak var videoPreviewLayer: AVCaptureVideoPreviewLayer?
  public init() {}
}

/// `AVCaptureVideoStabilizationMode`.
public enum AVCaptureVideoStabilizationMode: Int, Sendable, Hashable {
  case off = 0
  case standard = 1
  case cinematic = 2
  case cinematicExtended = 3
  case previewOptimized = 4
  case cinematicExtendedEnhanced = 5
  case auto = -1
}

/// `AVCaptureVideoPreviewLayer`: a preview layer whose connection stores its orientation; nothing
/// is drawn.
@preconcurrency @MainActor
open class AVCaptureVideoPreviewLayer: CALayer {
  /// The session previewed; the layer's connection is among the session's `connections` while
  /// it is set.
  open var session: AVCaptureSession? {
    didSet {
      guard oldValue !== session else { return }
      oldValue?.detach(self)
      session?.attach(self)
    }
  }
  /// The preview's connection (one per layer).
  open private(set) var connection: AVCaptureConnection? = AVCaptureConnection()
  /// How the video fills the layer.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect

  public required init() {
    super.init()
    connection?.videoPreviewLayer = self
  }
  /// A preview of `session`.
  public convenience init(session: AVCaptureSession) {
    self.init()
    self.session = session
    session.attach(self)  // in case observers are skipped in an initializer
  }
}

#if !canImport(ObjectiveC)
  /// `_KeyValueCodingAndObserving`, the protocol that gives Foundation's objects their
  /// block-based `observe(_:options:changeHandler:)`: here only ``AVPlayerItem`` and
  /// ``AVPlayerLayer`` adopt it, so that a player screen that waits for its item's `status` or
  /// its layer's `isReadyForDisplay` compiles. Those values never change here (nothing loads
  /// or plays), and so no change is ever reported.
  public protocol _KeyValueCodingAndObserving: AnyObject {}

  extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` once, at once, with the current value when `options` contain
    /// `initial` (the value is the change's `newValue` when they also contain `new`); never
    /// again: later changes are not reported (swift-corelibs-foundation has no key-value
    /// observing).
    @preconcurrency @MainActor
    public func observe<Value>(
      _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
      changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      if options.contains(.initial) {
        changeHandler(
          self,
          NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
            oldValue: nil, indexes: nil, isPrior: false))
      }
      return NSKeyValueObservation()
    }
  }

  extension AVPlayerItem: _KeyValueCodingAndObserving {}
  extension AVPlayerLayer: _KeyValueCodingAndObserving {}

  extension AVPlayer {
    /// Observes a player's value (`timeControlStatus`, `rate`, `currentItem`, `isMuted`,
    /// `volume`…): `changeHandler` runs at once when `options` contain `initial`, then after
    /// each change of the player's state (`play()`, `pause()`, a new `rate`, item, volume or
    /// mute, a seek) that changed the value, with the new and old values when the options ask
    /// for them, until the returned observation is invalidated or released. Values the player
    /// never changes here (`status` stays `unknown`) are never reported after the initial call.
    public func observe<Value: Equatable>(
      _ keyPath: KeyPath<AVPlayer, Value>, options: NSKeyValueObservingOptions = [],
      changeHandler: @escaping (AVPlayer, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      observe(keyPath, options: options, differs: { $0 != $1 }, changeHandler: changeHandler)
    }

    /// Observes a player's value that is not `Equatable` (its `currentItem`): as the other
    /// form, comparing objects by identity.
    public func observe<Value: AnyObject>(
      _ keyPath: KeyPath<AVPlayer, Value?>, options: NSKeyValueObservingOptions = [],
      changeHandler: @escaping (AVPlayer, NSKeyValueObservedChange<Value?>) -> Void
    ) -> NSKeyValueObservation {
      observe(keyPath, options: options, differs: { $0 !== $1 }, changeHandler: changeHandler)
    }

    /// The observation of both forms: `differs` tells a change from the last value reported.
    private func observe<Value>(
      _ keyPath: KeyPath<AVPlayer, Value>, options: NSKeyValueObservingOptions,
      differs: @escaping (Value, Value) -> Bool,
      changeHandler: @escaping (AVPlayer, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      let token = NSKeyValueObservation()
      let reporter = NSKeyValueObservedChange.reporter(
        for: self, keyPath, options: options, differs: differs, changeHandler: changeHandler)
      let report: @MainActor (AVPlayer) -> Void = { reporter($0) }
      keyValueObservers.append((WeakObservation(token), report))
      return token
    }
  }
#endif

/// A weak reference to an observation token: released, it ends the observation.
final class WeakObservation {
  weak var observation: AnyObject?
  init(_ observation: AnyObject) { self.observation = observation }
  /// Whether the token is alive and not invalidated.
  var isLive: Bool {
    #if !canImport(ObjectiveC)
      (observation as? NSKeyValueObservation)?.isValid ?? false
    #else
      observation != nil
    #endif
  }
}

/// `AVCaptureMetadataOutput`: a compile surface for code scanners; no metadata is ever
/// detected, so its delegate is stored and never called. The types asked for and the rectangle
/// of interest are stored.
@preconcurrency @MainActor
open class AVCaptureMetadataOutput: AVCaptureOutput {
  /// The delegate, stored (weakly, as AVFoundation holds it); never called.
  open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
  /// The queue the delegate would be called on, stored.
  open private(set) var metadataObjectsCallbackQueue: DispatchQueue?
  /// The machine-readable codes and faces a back camera detects.
  open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] {
    [
      .qr, .ean8, .ean13, .upce, .code39, .code93, .code128, .pdf417, .aztec, .dataMatrix,
      .interleaved2of5, .itf14, .face,
    ]
  }
  /// The types asked for, stored.
  open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
  /// The part of the picture searched, in metadata coordinates (normalized, in the camera's
  /// landscape-right frame), stored: all of it until set.
  open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Stores the delegate and its queue; no metadata ever reaches them.
  open func setMetadataObjectsDelegate(
    _ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?,
    queue objectsCallbackQueue: DispatchQueue?
  ) {
    metadataObjectsDelegate = objectsDelegate
    metadataObjectsCallbackQueue = objectsCallbackQueue
  }
}

/// `AVCaptureMetadataOutputObjectsDelegate`: its method is never called (nothing is detected).
/// As in AVFoundation, the method is optional and not isolated to the main actor.
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
  /// Never called.
  func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
  public func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection
  ) {}
}

/// `AVMetadataObject`: a detected face or code. None is ever made here.
open class AVMetadataObject {
  /// `AVMetadataObject.ObjectType`.
  public struct ObjectType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let qr = Self(rawValue: "org.iso.QRCode")
    public static let ean8 = Self(rawValue: "org.gs1.EAN-8")
    public static let ean13 = Self(rawValue: "org.gs1.EAN-13")
    public static let upce = Self(rawValue: "org.gs1.UPC-E")
    public static let code39 = Self(rawValue: "org.iso.Code39")
    public static let code93 = Self(rawValue: "com.intermec.Code93")
    public static let code128 = Self(rawValue: "org.iso.Code128")
    public static let pdf417 = Self(rawValue: "org.iso.PDF417")
    public static let aztec = Self(rawValue: "org.iso.Aztec")
    public static let dataMatrix = Self(rawValue: "org.iso.DataMatrix")
    public static let interleaved2of5 = Self(rawValue: "org.ansi.Interleaved2of5")
    public static let itf14 = Self(rawValue: "org.gs1.ITF14")
    public static let face = Self(rawValue: "face")
  }
  /// The object's type.
  public let type: ObjectType
  /// Where it is, in metadata coordinates.
  public let bounds: CGRect
  init(type: ObjectType, bounds: CGRect) {
    self.type = type
    self.bounds = bounds
  }
}

/// `AVMetadataMachineReadableCodeObject`: a detected code. None is ever made here.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject {
  /// The code's text.
  public let stringValue: String?
  /// The code's corners.
  public let corners: [CGPoint]
  init(type: ObjectType, bounds: CGRect, stringValue: String?, corners: [CGPoint]) {
    self.stringValue = stringValue
    self.corners = corners
    super.init(type: type, bounds: bounds)
  }
}

extension AVCaptureVideoPreviewLayer {
  /// `rect`, in the layer's coordinates, in metadata coordinates: normalized to the layer's
  /// bounds and turned from the preview connection's ``AVCaptureConnection/videoOrientation``
  /// into the camera's landscape-right frame — as AVFoundation converts it when the video fills
  /// the layer (`resize` gravity; the aspect gravities' cropping and letterboxing are not
  /// modelled).
  public func metadataOutputRectConverted(fromLayerRect rect: CGRect) -> CGRect {
    let size = bounds.size
    guard size.width > 0, size.height > 0 else { return .zero }
    let x = rect.minX / size.width
    let y = rect.minY / size.height
    let w = rect.width / size.width
    let h = rect.height / size.height
    switch connection?.videoOrientation ?? .portrait {
    case .landscapeRight: return CGRect(x: x, y: y, width: w, height: h)
    case .landscapeLeft: return CGRect(x: 1 - x - w, y: 1 - y - h, width: w, height: h)
    case .portrait: return CGRect(x: y, y: 1 - x - w, width: h, height: w)
    case .portraitUpsideDown: return CGRect(x: 1 - y - h, y: x, width: h, height: w)
    }
  }

  /// The inverse of ``metadataOutputRectConverted(fromLayerRect:)``: a metadata rectangle in
  /// the layer's coordinates.
  public func layerRectConverted(fromMetadataOutputRect rect: CGRect) -> CGRect {
    let size = bounds.size
    let (x, y, w, h): (CGFloat, CGFloat, CGFloat, CGFloat)
    switch connection?.videoOrientation ?? .portrait {
    case .landscapeRight: (x, y, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
    case .landscapeLeft:
      (x, y, w, h) = (
        1 - rect.minX - rect.width, 1 - rect.minY - rect.height, rect.width, rect.height
      )
    case .portrait: (x, y, w, h) = (1 - rect.minY - rect.height, rect.minX, rect.height, rect.width)
    case .portraitUpsideDown:
      (x, y, w, h) = (rect.minY, 1 - rect.minX - rect.width, rect.height, rect.width)
    }
    return CGRect(
      x: x * size.width, y: y * size.height, width: w * size.width, height: h * size.height)
  }

  /// `point`, in the layer's coordinates, in the camera's coordinates ((0, 0) top left and
  /// (1, 1) bottom right of its landscape-right frame), as a focus or exposure point of
  /// interest is given: the same model as ``metadataOutputRectConverted(fromLayerRect:)``.
  public func captureDevicePointConverted(fromLayerPoint point: CGPoint) -> CGPoint {
    metadataOutputRectConverted(fromLayerRect: CGRect(origin: point, size: .zero)).origin
  }

  /// The inverse of ``captureDevicePointConverted(fromLayerPoint:)``.
  public func layerPointConverted(fromCaptureDevicePoint captureDevicePointOfInterest: CGPoint)
    -> CGPoint
  {
    layerRectConverted(
      fromMetadataOutputRect: CGRect(origin: captureDevicePointOfInterest, size: .zero)
    ).origin
  }

  /// Always nil: no metadata object is ever made here.
  public func transformedMetadataObject(for metadataObject: AVMetadataObject) -> AVMetadataObject? {
    nil
  }
}

/// `SystemSoundID` (AudioToolbox, which AVFoundation re-exports).
public typealias SystemSoundID = UInt32
/// `kSystemSoundID_Vibrate`.
public let kSystemSoundID_Vibrate: SystemSoundID = 4095
/// `AudioServicesPlaySystemSound(_:)`: plays nothing and does not vibrate (no audio route
/// exists here).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

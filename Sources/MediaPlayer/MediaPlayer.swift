// The `MediaPlayer` module on Linux, for player screens that say `import MediaPlayer` for a
// volume view, the Now Playing info and the remote commands: a compile surface. Nothing is
// played, routed or shown on a lock screen: `MPVolumeView` is a face view (laid out and rotated
// like any, with nothing drawn), the Now Playing info is stored, and the remote commands keep
// their handlers and settings; no remote-control event ever arrives, so the handlers run only
// when a test sends a command with ``MPRemoteCommand/send(_:)``. Depend on it only where the
// system has no MediaPlayer:
// `.product(name: "MediaPlayer", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import Foundation
import OrientationUIKit

/// `MPVolumeView`: the system volume slider and route button, a face view that draws nothing.
/// Its settings and images are stored.
@preconcurrency @MainActor
open class MPVolumeView: UIView {
  /// Whether the slider is shown, stored.
  open var showsVolumeSlider = true
  /// Whether the route button is shown (deprecated in iOS 13), stored.
  open var showsRouteButton = true
  /// Always false: no wireless route exists here.
  open var areWirelessRoutesAvailable: Bool { false }
  /// Always false.
  open var isWirelessRouteActive: Bool { false }
  private var thumbImages: [UInt: UIImage] = [:]
  private var minimumImages: [UInt: UIImage] = [:]
  private var maximumImages: [UInt: UIImage] = [:]

  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Returns nil: nothing is decoded from a storyboard here.
  public required init?(coder: NSCoder) { return nil }

  open func setVolumeThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state.rawValue] = image
  }
  open func volumeThumbImage(for state: UIControl.State) -> UIImage? {
    thumbImages[state.rawValue]
  }
  open func setMinimumVolumeSliderImage(_ image: UIImage?, for state: UIControl.State) {
    minimumImages[state.rawValue] = image
  }
  open func minimumVolumeSliderImage(for state: UIControl.State) -> UIImage? {
    minimumImages[state.rawValue]
  }
  open func setMaximumVolumeSliderImage(_ image: UIImage?, for state: UIControl.State) {
    maximumImages[state.rawValue] = image
  }
  open func maximumVolumeSliderImage(for state: UIControl.State) -> UIImage? {
    maximumImages[state.rawValue]
  }
}

/// `MPMediaItemArtwork`: an artwork's size and the handler that draws it at a size.
public final class MPMediaItemArtwork: @unchecked Sendable {
  /// The artwork's size.
  public let bounds: CGRect
  private let requestHandler: (CGSize) -> UIImage
  public init(boundsSize: CGSize, requestHandler: @escaping @Sendable (CGSize) -> UIImage) {
    bounds = CGRect(origin: .zero, size: boundsSize)
    self.requestHandler = requestHandler
  }
  /// What the request handler makes at `size`.
  public func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}

/// `MPNowPlayingPlaybackState`.
public enum MPNowPlayingPlaybackState: UInt, Sendable, Hashable {
  case unknown = 0, playing, paused, stopped, interrupted
}

/// `MPNowPlayingInfoCenter`: the Now Playing info, stored; no lock screen shows it.
public final class MPNowPlayingInfoCenter: @unchecked Sendable {
  private static let shared = MPNowPlayingInfoCenter()
  private let lock = NSLock()
  private var info: [String: Any]?
  private var state = MPNowPlayingPlaybackState.unknown
  /// The one center.
  public class func `default`() -> MPNowPlayingInfoCenter { shared }
  /// The info set, stored.
  public var nowPlayingInfo: [String: Any]? {
    get { lock.withLock { info } }
    set { lock.withLock { info = newValue } }
  }
  /// The playback state set (macOS and Mac Catalyst on Apple's), stored.
  public var playbackState: MPNowPlayingPlaybackState {
    get { lock.withLock { state } }
    set { lock.withLock { state = newValue } }
  }
}

/// `MPMediaItemPropertyTitle` and the other Now Playing keys, with Apple's values.
public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime =
  "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
public let MPNowPlayingInfoPropertyDefaultPlaybackRate =
  "MPNowPlayingInfoPropertyDefaultPlaybackRate"
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"

/// `MPRemoteCommandHandlerStatus`.
public enum MPRemoteCommandHandlerStatus: Int, Sendable, Hashable {
  case success = 0, noSuchContent = 100, noActionableNowPlayingItem = 110, deviceNotFound = 120
  case commandFailed = 200
}

/// `MPRemoteCommandEvent`: what a handler receives.
open class MPRemoteCommandEvent: @unchecked Sendable {
  /// The command sent.
  public unowned let command: MPRemoteCommand
  /// When it was sent.
  public let timestamp: TimeInterval
  public init(command: MPRemoteCommand, timestamp: TimeInterval = 0) {
    self.command = command
    self.timestamp = timestamp
  }
}

/// `MPChangePlaybackPositionCommandEvent`: a seek to `positionTime`.
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  public let positionTime: TimeInterval
  public init(command: MPRemoteCommand, positionTime: TimeInterval) {
    self.positionTime = positionTime
    super.init(command: command)
  }
}

/// `MPSkipIntervalCommandEvent`: a skip by `interval`.
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  public let interval: TimeInterval
  public init(command: MPRemoteCommand, interval: TimeInterval) {
    self.interval = interval
    super.init(command: command)
  }
}

/// `MPChangePlaybackRateCommandEvent`: a new rate.
open class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  public let playbackRate: Float
  public init(command: MPRemoteCommand, playbackRate: Float) {
    self.playbackRate = playbackRate
    super.init(command: command)
  }
}

/// `MPRemoteCommand`: a command's handlers and `isEnabled`, stored. No remote-control event
/// arrives on Linux: ``send(_:)`` runs the handlers, for tests.
open class MPRemoteCommand: @unchecked Sendable {
  private let lock = NSLock()
  typealias Handler = (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus
  private var handlers: [(token: NSObject, run: Handler)] = []
  private var enabled = true
  init() {}

  /// Whether the command is offered, stored.
  open var isEnabled: Bool {
    get { lock.withLock { enabled } }
    set { lock.withLock { enabled = newValue } }
  }

  /// Adds `handler`; the returned token removes it with ``removeTarget(_:)``.
  @discardableResult
  open func addTarget(
    handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus
  ) -> Any {
    let token = NSObject()
    lock.withLock { handlers.append((token, handler)) }
    return token
  }

  /// Removes the handler `target` was returned for; nil removes every handler.
  open func removeTarget(_ target: Any?) {
    lock.withLock {
      guard let token = target as? NSObject else { return handlers.removeAll() }
      handlers.removeAll { $0.token === token }
    }
  }

  /// Sends `event` (a plain one for this command when nil) to the handlers, in the order they
  /// were added, and returns their statuses; nothing when the command is disabled. On iOS the
  /// system sends commands; here only a test does.
  @discardableResult
  public func send(_ event: MPRemoteCommandEvent? = nil) -> [MPRemoteCommandHandlerStatus] {
    let (isOn, current) = lock.withLock { (enabled, handlers) }
    guard isOn else { return [] }
    let event = event ?? MPRemoteCommandEvent(command: self)
    return current.map { $0.run(event) }
  }
}

/// `MPSkipIntervalCommand`: a skip command with its offered intervals.
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
  /// The intervals offered, stored.
  open var preferredIntervals: [NSNumber] = []
}

/// `MPChangePlaybackRateCommand`: a rate command with its offered rates.
open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
  /// The rates offered, stored.
  open var supportedPlaybackRates: [NSNumber] = []
}

/// `MPRemoteCommandCenter`: the app's remote commands (lock screen, headphones, Control Center).
public final class MPRemoteCommandCenter: @unchecked Sendable {
  private static let center = MPRemoteCommandCenter()
  /// The one center.
  public class func shared() -> MPRemoteCommandCenter { center }
  public let playCommand = MPRemoteCommand()
  public let pauseCommand = MPRemoteCommand()
  public let stopCommand = MPRemoteCommand()
  public let togglePlayPauseCommand = MPRemoteCommand()
  public let nextTrackCommand = MPRemoteCommand()
  public let previousTrackCommand = MPRemoteCommand()
  public let skipForwardCommand = MPSkipIntervalCommand()
  public let skipBackwardCommand = MPSkipIntervalCommand()
  public let seekForwardCommand = MPRemoteCommand()
  public let seekBackwardCommand = MPRemoteCommand()
  public let changePlaybackPositionCommand = MPRemoteCommand()
  public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
  public let likeCommand = MPRemoteCommand()
  public let dislikeCommand = MPRemoteCommand()
  public let bookmarkCommand = MPRemoteCommand()
}

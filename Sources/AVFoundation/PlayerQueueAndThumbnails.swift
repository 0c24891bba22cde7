import OrientationUIKit

/// `AVPlayerLooper`: loops an item in a queue player by queueing a replica of its template item
/// (an item of the same asset). Nothing plays, so the replica never ends and ``loopCount``
/// stays 0.
@preconcurrency @MainActor
open class AVPlayerLooper {
  /// `AVPlayerLooper.Status`.
  public enum Status: Int, Sendable, Hashable {
    case unknown, ready, failed, cancelled
  }
  /// The replicas queued.
  open private(set) var loopingPlayerItems: [AVPlayerItem] = []
  /// Always 0: no item ends here.
  open var loopCount: Int { 0 }
  /// `ready` once a replica is queued, `cancelled` after ``disableLooping()``.
  open private(set) var status: Status = .unknown
  /// Always nil.
  open var error: (any Error)? { nil }
  private weak var player: AVQueuePlayer?

  /// Queues a replica of `templateItem` in `player`.
  public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
    self.player = player
    let replica = AVPlayerItem(asset: itemToLoop.asset)
    loopingPlayerItems = [replica]
    player.insert(replica, after: nil)
    status = .ready
  }
  /// Stops looping: the replicas leave the player's queue.
  open func disableLooping() {
    for item in loopingPlayerItems { player?.remove(item) }
    status = .cancelled
  }
}

/// `AVAssetImageGenerator`: its settings (`appliesPreferredTrackTransform` among them, the
/// orientation a thumbnail is drawn in), stored. No frame is ever decoded: every request fails
/// with `AVError.decodeFailed`, as iOS answers for an asset it cannot read.
@preconcurrency @MainActor
open class AVAssetImageGenerator {
  /// `AVAssetImageGenerator.Result`.
  public enum Result: Int, Sendable, Hashable {
    case succeeded, failed, cancelled
  }
  /// `AVAssetImageGenerator.ApertureMode`.
  public struct ApertureMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let cleanAperture = ApertureMode(rawValue: "CleanAperture")
    public static let productionAperture = ApertureMode(rawValue: "ProductionAperture")
    public static let encodedPixels = ApertureMode(rawValue: "EncodedPixels")
  }
  /// The asset, stored.
  public let asset: AVAsset
  /// Whether frames are turned by the track's preferred transform, stored.
  open var appliesPreferredTrackTransform = false
  /// The largest image wanted, stored (`.zero`: the frame's size).
  open var maximumSize: CGSize = .zero
  open var apertureMode: ApertureMode? = .cleanAperture
  open var requestedTimeToleranceBefore = CMTime.positiveInfinity
  open var requestedTimeToleranceAfter = CMTime.positiveInfinity
  /// How many requests were made (ours, for tests).
  open private(set) var requestCount = 0

  public init(asset: AVAsset) { self.asset = asset }

  /// Throws `decodeFailed`: no frame is decoded here.
  open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?)
    throws -> CGImage
  {
    requestCount += 1
    throw AVError(.decodeFailed)
  }
  /// Throws `decodeFailed` (iOS 16's form).
  open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
    requestCount += 1
    throw AVError(.decodeFailed)
  }
  /// Calls `handler` for each time, in order, with no image, `failed` and `decodeFailed`, on the
  /// main queue after this call returns (iOS calls it on a queue of its own).
  open func generateCGImagesAsynchronously(
    forTimes requestedTimes: [NSValue],
    completionHandler handler:
      @escaping @Sendable (CMTime, CGImage?, CMTime, Result, (any Error)?)
      -> Void
  ) {
    requestCount += requestedTimes.count
    let times = requestedTimes.map(\.timeValue)
    DispatchQueue.main.async(execute: {
      for time in times { handler(time, nil, .zero, .failed, AVError(.decodeFailed)) }
    })
  }
  /// Nothing is in progress.
  open func cancelAllCGImageGeneration() {}
}

extension NSValue {
  /// A value holding `time` (its value, timescale and flags, and epoch, as three 64-bit words).
  public convenience init(time: CMTime) {
    var words: (Int64, Int64, Int64) = (
      time.value, Int64(time.timescale) << 32 | Int64(time.flags.rawValue), time.epoch
    )
    self.init(bytes: &words, objCType: "[3q]")
  }
  /// The time a value made with ``init(time:)`` holds.
  public var timeValue: CMTime {
    var words: (Int64, Int64, Int64) = (0, 0, 0)
    getValue(&words)
    return CMTime(
      value: words.0, timescale: Int32(truncatingIfNeeded: words.1 >> 32),
      flags: CMTimeFlags(rawValue: UInt32(truncatingIfNeeded: words.1)), epoch: words.2)
  }
}

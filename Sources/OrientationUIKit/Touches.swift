/// `UITouch`: a compile surface, so that the touch overrides of views and view controllers
/// compile. No touch is ever made or delivered here.
@preconcurrency @MainActor
open class UITouch: Hashable {
  public init() {}
  /// The view the touch began in: none.
  open var view: UIView? { nil }
  /// The touch's location in `view`'s coordinates: the origin.
  open func location(in view: UIView?) -> CGPoint { .zero }
  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UIEvent`: a compile surface; no event is ever delivered here.
@preconcurrency @MainActor
open class UIEvent {
  /// `UIEvent.EventType`.
  public enum EventType: Int, Sendable, Hashable {
    case touches, motion, remoteControl, presses, scroll = 10, hover, transform
  }
  /// `UIEvent.EventSubtype`.
  public enum EventSubtype: Int, Sendable, Hashable {
    case none = 0
    case motionShake = 1
    case remoteControlPlay = 100
    case remoteControlPause = 101
    case remoteControlStop = 102
    case remoteControlTogglePlayPause = 103
    case remoteControlNextTrack = 104
    case remoteControlPreviousTrack = 105
    case remoteControlBeginSeekingBackward = 106
    case remoteControlEndSeekingBackward = 107
    case remoteControlBeginSeekingForward = 108
    case remoteControlEndSeekingForward = 109
  }
  /// The event's type: touches (none is ever made).
  open var type: EventType { .touches }
  /// The event's subtype: none.
  open var subtype: EventSubtype { .none }
  /// The event's time: zero.
  open var timestamp: TimeInterval { 0 }
  public init() {}
}

import AVFoundation
import Foundation

/// AVKit's SwiftUI `VideoPlayer`: its player and overlay, stored; the overlay's tree is walked
/// as any content. Nothing plays (AVFoundation's `AVPlayer` here is a stored value). On iOS it
/// comes with `import AVKit` beside `import SwiftUI`; here `import SwiftUI` brings it.
public struct VideoPlayer<VideoOverlay: View> {
  /// The player.
  public let player: AVPlayer?
  let overlay: VideoOverlay

  /// A player of `player` with `videoOverlay` above the video.
  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    self.player = player
    overlay = videoOverlay()
  }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  /// A player of `player`.
  public init(player: AVPlayer?) {
    self.player = player
    overlay = EmptyView()
  }
}

extension VideoPlayer: View, PrimitiveView {
  func walk(_ walker: inout ViewWalker) { walker.walk(overlay) }
}

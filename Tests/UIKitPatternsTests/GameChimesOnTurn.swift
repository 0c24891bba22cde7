import AVFAudio
import Foundation
import Testing
import UserNotifications

// A landscape game screen plays a short chime whenever the phone turns, and its app delegate
// registers the notification categories (with their actions) that remind the player to come
// back. Neither is heard or shown; what the code set is read back.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ChimingGameController: UIViewController, AVAudioPlayerDelegate {
  var chime: AVAudioPlayer?
  private(set) var chimes = 0

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }

  override func viewDidLoad() {
    super.viewDidLoad()
    chime = try? AVAudioPlayer(data: Data([0x52, 0x49, 0x46, 0x46]), fileTypeHint: "wav")
    chime?.delegate = self
    chime?.numberOfLoops = 0
    chime?.prepareToPlay()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    chime?.currentTime = 0
    if chime?.play() == true { chimes += 1 }
  }

  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
    player.stop()
  }
}

func registerComeBackCategory(on center: UNUserNotificationCenter) {
  let play = UNNotificationAction(identifier: "PLAY", title: "Play", options: [.foreground])
  let later = UNNotificationAction(identifier: "LATER", title: "Later", options: [.destructive])
  let category = UNNotificationCategory(
    identifier: "COME_BACK", actions: [play, later], intentIdentifiers: [],
    options: [.customDismissAction])
  center.setNotificationCategories([category])
}

@MainActor
@Test func gameChimesAtEachTurnAndNeverFinishes() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let game = ChimingGameController()
  try app.launch(game)
  let chime = try #require(game.chime)
  #expect(chime.duration == 0)
  #expect(!chime.isPlaying)
  try app.rotate(to: .landscapeRight, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .landscapeLeft)
  #expect(game.chimes >= 1)
  // Nothing is decoded, so playback never ends and the delegate never stops it.
  #expect(chime.isPlaying)
  chime.pause()
  #expect(!chime.isPlaying)
  // A file that is not there cannot be played, as in AVFoundation.
  let missing = URL(fileURLWithPath: "/nonexistent/orientsim-chime.wav")
  #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: missing) }
}

@Test func notificationCategoriesAreKeptOnePerIdentifier() async throws {
  let center = UNUserNotificationCenter.current()
  registerComeBackCategory(on: center)
  registerComeBackCategory(on: center)
  let categories = await center.notificationCategories()
  #expect(categories.map(\.identifier) == ["COME_BACK"])
  let category = try #require(categories.first)
  #expect(category.actions.map(\.identifier) == ["PLAY", "LATER"])
  #expect(category.actions.map(\.options) == [.foreground, .destructive])
  #expect(category.options == .customDismissAction)
  let missing = URL(fileURLWithPath: "/nonexistent/orientsim-medal.png")
  #expect(throws: (any Error).self) {
    try UNNotificationAttachment(identifier: "medal", url: missing, options: nil)
  }
}

import SwiftUI
import Testing

// Hosting controllers that decide the orientation for the SwiftUI screen they show: a generic
// subclass locked to portrait, one locked to landscape for a game board, and one whose mask is
// given at its creation (with the archive initializer apps keep to satisfy the compiler).

final class PortraitLockedHost<Content: View>: UIHostingController<Content> {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  override var shouldAutorotate: Bool { false }
}

final class BoardHost<Content: View>: UIHostingController<Content> {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    .landscapeRight
  }
}

final class MaskedHost<Content: View>: UIHostingController<Content> {
  private let allowed: UIInterfaceOrientationMask

  init(rootView: Content, allowed: UIInterfaceOrientationMask) {
    self.allowed = allowed
    super.init(rootView: rootView)
  }

  @MainActor required dynamic init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }
}

struct Scoreboard: View {
  var home = 0
  var away = 0

  var body: some View {
    VStack(spacing: 12) {
      Text("Home \(home)").font(.largeTitle)
      Text("Away \(away)").font(.largeTitle)
      if home > away {
        Image(systemName: "crown")
      } else {
        Spacer()
      }
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.black.ignoresSafeArea())
  }
}

@MainActor
@Test(arguments: [13, 16])
func portraitHostKeepsPortraitWhenTheDeviceTurns(iosVersion: Int) throws {
  let app = UIKitHarness(device: .iphone15, profile: iosVersion == 13 ? .ios13 : .ios16)
  let host = PortraitLockedHost(rootView: Scoreboard(home: 2, away: 1))
  try app.launch(host)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .portrait)
  #expect(host.view.bounds.size == CGSize(width: 393, height: 852))
  #expect(host.rootView.home == 2)
}

@MainActor
@Test func boardHostPresentedFromAPortraitScreenTurnsToLandscape() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let menu = PortraitLockedHost(rootView: Text("Menu"))
  try app.launch(menu)
  let board = BoardHost(rootView: Scoreboard())
  board.modalPresentationStyle = .fullScreen
  try app.perform(at: 1) { menu.present(board, animated: true) }
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  #expect(board.view.bounds.size == CGSize(width: 852, height: 393))

  try app.perform(at: 3) { board.dismiss(animated: true) }
  try app.advance(to: 4)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

@MainActor
@Test func hostWithAGivenMaskFollowsTheDeviceWithinIt() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let host = MaskedHost(rootView: Scoreboard(), allowed: [.portrait, .landscapeLeft])
  try app.launch(host)
  try app.rotate(to: .landscapeRight, at: 1)
  try app.advance(to: 2)
  // Device landscapeRight is interface landscapeLeft, which the mask allows.
  #expect(app.windowScene.interfaceOrientation == .landscapeLeft)
  try app.rotate(to: .landscapeLeft, at: 3)
  try app.advance(to: 4)
  #expect(app.windowScene.interfaceOrientation == .landscapeLeft)
  let asked = try app.records().filter { $0.call == "supportedInterfaceOrientations" }
  #expect(!asked.isEmpty)
}

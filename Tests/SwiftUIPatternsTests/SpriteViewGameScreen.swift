import SpriteKit
import SwiftUI
import Testing

// A SwiftUI game screen shows its SpriteKit scene through `SpriteView` in a hosting controller
// locked to landscape; the scene builds its nodes when it is presented.

final class MeadowScene: SKScene {
  private(set) var presentations = 0
  override func didMove(to view: SKView) {
    presentations += 1
    addChild(SKLabelNode(text: "Meadow"))
  }
}

struct MeadowGameView: View {
  let scene: MeadowScene
  var body: some View {
    SpriteView(scene: scene, options: [.ignoresSiblingOrder], debugOptions: [.showsFPS])
      .ignoresSafeArea()
  }
}

final class LandscapeGameHost: UIHostingController<MeadowGameView> {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

@MainActor
@Test func spriteViewPresentsItsSceneOnceWhenTheHostAppears() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27, orientation: .landscapeLeft)
  let scene = MeadowScene(size: CGSize(width: 852, height: 393))
  let host = LandscapeGameHost(rootView: MeadowGameView(scene: scene))
  try app.launch(host)
  #expect(scene.presentations == 1)
  #expect(scene.children.count == 1)
  #expect(scene.view?.bounds.size == host.view.bounds.size)
  #expect(scene.view?.ignoresSiblingOrder == true)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  try app.rotate(to: .portrait, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  #expect(scene.presentations == 1)
}

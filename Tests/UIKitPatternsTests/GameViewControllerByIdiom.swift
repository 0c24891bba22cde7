import GameplayKit
import SpriteKit
import Testing

// Xcode's Game template: a view controller whose view is an SKView presents the game's scene,
// turns every way but upside down on a phone and every way on a pad, and hides the status bar;
// the scene builds its nodes when it is presented and takes the view's size at each turn. The
// game's flow is a GameplayKit state machine. Storyboards and scene files are not read, so the
// view controller makes its SKView in `loadView` and the scene in code.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class WaitingForTapState: GKState {
  override func isValidNextState(_ stateClass: AnyClass) -> Bool {
    stateClass is PlayingRoundState.Type
  }
}

final class PlayingRoundState: GKState {
  private(set) var enteredFrom: GKState?
  override func didEnter(from previousState: GKState?) { enteredFrom = previousState }
  override func isValidNextState(_ stateClass: AnyClass) -> Bool {
    stateClass is RoundOverState.Type
  }
}

final class RoundOverState: GKState {}

final class TemplateGameScene: SKScene {
  private(set) var label: SKLabelNode?
  private(set) var ship: SKSpriteNode?
  private(set) var didMoveCount = 0
  private(set) var sizes: [CGSize] = []
  let player = GKEntity()
  let stateMachine = GKStateMachine(states: [
    WaitingForTapState(), PlayingRoundState(), RoundOverState(),
  ])

  override init(size: CGSize) {
    super.init(size: size)
    backgroundColor = .black
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func didMove(to view: SKView) {
    didMoveCount += 1
    anchorPoint = CGPoint(x: 0.5, y: 0.5)

    let label = SKLabelNode(text: "Tap to start")
    label.name = "helloLabel"
    label.fontSize = 48
    label.fontColor = SKColor.white
    label.alpha = 0
    label.run(SKAction.fadeIn(withDuration: 2))
    addChild(label)
    self.label = label

    let ship = SKSpriteNode(color: .orange, size: CGSize(width: 64, height: 64))
    ship.name = "ship"
    ship.position = CGPoint(x: 0, y: -size.height / 4)
    ship.physicsBody = SKPhysicsBody(rectangleOf: ship.size)
    ship.physicsBody?.affectedByGravity = false
    ship.run(
      SKAction.repeatForever(SKAction.rotate(byAngle: .pi, duration: 1)), withKey: "spin")
    addChild(ship)
    self.ship = ship
    player.addComponent(GKSKNodeComponent(node: ship))

    stateMachine.enter(WaitingForTapState.self)
  }

  override func didChangeSize(_ oldSize: CGSize) {
    super.didChangeSize(oldSize)
    sizes.append(size)
    ship?.position = CGPoint(x: 0, y: -size.height / 4)
  }

  func startRound() {
    guard stateMachine.enter(PlayingRoundState.self) else { return }
    label?.text = nil
  }

  override func update(_ currentTime: TimeInterval) {
    stateMachine.update(deltaTime: 1 / 60)
  }
}

final class TemplateGameViewController: UIViewController {
  // Storyboards are not read: the view is made here, as the template's storyboard makes it.
  override func loadView() {
    view = SKView(frame: UIScreen.main.bounds)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    if let view = self.view as? SKView {
      let scene = TemplateGameScene(size: view.bounds.size)
      scene.scaleMode = .aspectFill
      view.presentScene(scene)
      view.ignoresSiblingOrder = true
      view.showsFPS = true
      view.showsNodeCount = true
    }
  }

  override var shouldAutorotate: Bool { true }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    if UIDevice.current.userInterfaceIdiom == .phone {
      return .allButUpsideDown
    } else {
      return .all
    }
  }

  override var prefersStatusBarHidden: Bool { true }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    if let scene = (view as? SKView)?.scene {
      scene.size = size
    }
  }

  var gameScene: TemplateGameScene? { (view as? SKView)?.scene as? TemplateGameScene }
}

@MainActor
@Test(arguments: [false, true])
func templateGameViewControllerPresentsItsScene(onPad: Bool) throws {
  let app = UIKitHarness(device: onPad ? .ipad9th : .iphone15, profile: .ios17)
  let game = TemplateGameViewController()
  try app.launch(game)
  let view = try #require(game.view as? SKView)
  let scene = try #require(game.gameScene)
  #expect(scene.view === view)
  #expect(scene.didMoveCount == 1)
  #expect(scene.scaleMode == .aspectFill)
  #expect(view.showsFPS && view.showsNodeCount && view.ignoresSiblingOrder)
  #expect(app.statusBarHidden)

  #expect(scene.children.map(\.name) == ["helloLabel", "ship"])
  let label = try #require(scene.childNode(withName: "//helloLabel") as? SKLabelNode)
  #expect(label === scene.label)
  #expect(label.text == "Tap to start")
  #expect(label.scene === scene && label.parent === scene)
  // Actions are kept, never run: the label stays transparent.
  #expect(label.hasActions())
  #expect(label.alpha == 0)
  let ship = try #require(scene.childNode(withName: "ship") as? SKSpriteNode)
  #expect(ship.action(forKey: "spin")?.duration == .infinity)
  #expect(ship.physicsBody?.node === ship)
  #expect(ship.entity === scene.player)
  #expect(ship.frame.size == CGSize(width: 64, height: 64))
}

@MainActor
@Test(arguments: [false, true])
func templateGameViewControllerTurnsUpsideDownOnlyOnThePad(onPad: Bool) throws {
  let app = UIKitHarness(device: onPad ? .ipad9th : .iphone15, profile: .ios17)
  let game = TemplateGameViewController()
  try app.launch(game)
  try app.rotate(to: .portraitUpsideDown, at: 1)
  try app.advance(to: 2)
  // The pad's mask is `.all`; the phone's leaves upside down out, which an iPhone without a Home
  // button never uses anyway (SPEC §3.1).
  #expect(app.windowScene.interfaceOrientation == (onPad ? .portraitUpsideDown : .portrait))
  // A half turn keeps the size: the scene is not resized, nor presented again.
  let scene = try #require(game.gameScene)
  #expect(scene.sizes.isEmpty)
  #expect(scene.didMoveCount == 1)
}

@MainActor
@Test(arguments: [false, true])
func templateGameViewControllerResizesItsSceneInLandscape(onPad: Bool) throws {
  let app = UIKitHarness(device: onPad ? .ipad9th : .iphone15, profile: .ios17)
  let game = TemplateGameViewController()
  try app.launch(game)
  let scene = try #require(game.gameScene)
  let portrait = game.view.bounds.size
  #expect(scene.size == portrait)

  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  let landscape = game.view.bounds.size
  #expect(landscape == CGSize(width: portrait.height, height: portrait.width))
  #expect(scene.size == landscape)
  #expect(scene.sizes == [landscape])
  let ship = try #require(scene.ship)
  #expect(ship.position == CGPoint(x: 0, y: -landscape.height / 4))
  // With the anchor in the middle, the view's centre is the scene's origin.
  let view = try #require(game.view as? SKView)
  let centre = CGPoint(x: landscape.width / 2, y: landscape.height / 2)
  #expect(view.convert(centre, to: scene) == .zero)
  #expect(scene.didMoveCount == 1)
}

@MainActor
@Test func templateGameViewControllerStateMachineFollowsTheGame() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios17)
  let game = TemplateGameViewController()
  try app.launch(game)
  let scene = try #require(game.gameScene)
  let machine = scene.stateMachine
  #expect(machine.currentState is WaitingForTapState)
  #expect(!machine.canEnterState(RoundOverState.self))

  try app.perform(at: 1) { scene.startRound() }
  let playing = try #require(machine.state(forClass: PlayingRoundState.self))
  #expect(machine.currentState === playing)
  #expect(playing.enteredFrom is WaitingForTapState)
  #expect(playing.stateMachine === machine)
  #expect(scene.label?.text == nil)
  // A round in play cannot go back to waiting; it can end.
  #expect(!machine.enter(WaitingForTapState.self))
  #expect(machine.currentState === playing)
  #expect(machine.enter(RoundOverState.self))
  #expect(machine.currentState is RoundOverState)
}

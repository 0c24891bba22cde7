import Testing

// A custom view that lays out its own children in layoutSubviews after the root's size changes.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class ScoreboardView: UIView {
  let home = UILabel()
  let away = UILabel()
  private(set) var layoutPasses = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(home)
    addSubview(away)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutPasses += 1
    let half = bounds.width / 2
    home.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
    away.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
  }
}

final class MatchViewController: UIViewController {
  let scoreboard = ScoreboardView()

  override func viewDidLoad() {
    super.viewDidLoad()
    scoreboard.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 64)
    scoreboard.autoresizingMask = .flexibleWidth
    view.addSubview(scoreboard)
  }
}

@MainActor
@Test func scoreboardSplitsTheNewWidth() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let match = MatchViewController()
  try app.launch(match)
  #expect(match.scoreboard.away.frame.minX == 196.5)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(match.scoreboard.away.frame == CGRect(x: 426, y: 0, width: 426, height: 64))
  #expect(match.scoreboard.layoutPasses == 2)
}

import Testing

// A video screen in a tab and a navigation stack that hides both bars in landscape.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class EpisodeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Episode 4"
    navigationItem.largeTitleDisplayMode = .never
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .action, target: self, action: Selector(("share:")))
    tabBarItem = UITabBarItem(title: "Watch", image: UIImage(systemName: "play"), tag: 1)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let landscape = size.width > size.height
    coordinator.animate(alongsideTransition: { _ in
      self.navigationController?.setNavigationBarHidden(landscape, animated: true)
      self.tabBarController?.tabBar.isHidden = landscape
    })
  }
}

@MainActor
@Test func barsHideInLandscapeAndReturnInPortrait() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let episode = EpisodeViewController()
  let nav = UINavigationController(rootViewController: episode)
  let tabs = UITabBarController()
  tabs.viewControllers = [nav]
  try app.launch(tabs)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(nav.isNavigationBarHidden)
  #expect(tabs.tabBar.isHidden)
  #expect(episode.navigationItem.rightBarButtonItem?.systemItem == .action)
  try app.rotate(to: .portrait, at: 3)
  try app.advance(to: 4)
  #expect(!nav.isNavigationBarHidden)
  #expect(!tabs.tabBar.isHidden)
}

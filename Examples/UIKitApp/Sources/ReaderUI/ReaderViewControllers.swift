// The app's view controllers, as written for iOS: on Linux, `import UIKit` is orientsim's UIKit
// module, so this file compiles unchanged on both.
import UIKit

/// The list of articles: follows the device in every orientation but upside down.
public final class ArticleListViewController: UIViewController {
  public private(set) var columns = 1

  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    .allButUpsideDown
  }

  public override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.columns = size.width > size.height ? 2 : 1
    })
  }

  public func open(_ article: ArticleViewController) {
    navigationController?.pushViewController(article, animated: true)
  }

  public func playVideo() {
    let player = VideoPlayerViewController()
    player.modalPresentationStyle = .fullScreen
    present(player, animated: true)
  }
}

/// One article: any orientation the device has.
public final class ArticleViewController: UIViewController {
  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

/// A full-screen player that presents in landscape.
public final class VideoPlayerViewController: UIViewController {
  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  public override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    .landscapeRight
  }

  public func close() { dismiss(animated: true) }
}

/// The app's root, built as the scene delegate builds it.
@MainActor
public func makeReaderRoot() -> UINavigationController {
  UINavigationController(rootViewController: ArticleListViewController())
}

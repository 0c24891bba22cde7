// A view-controller file as an iOS team writes it for UIKit. It compiles unchanged against
// OrientationUIKit on Linux: the tests in this target drive it through the harness.
#if canImport(UIKit) && !os(Linux)
  import UIKit
#else
  import OrientationUIKit
#endif

/// The root: a library list that follows the device and tracks its size classes.
final class LibraryViewController: UIViewController {
  private(set) var events: [String] = []
  private(set) var lastSize: CGSize = .zero
  private(set) var deviceOrientationSeen: UIDeviceOrientation = .unknown

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("willAppear animated=\(animated)")
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    deviceOrientationSeen = UIDevice.current.orientation
    events.append("willTransition \(Int(size.width))x\(Int(size.height))")
    coordinator.animate(
      alongsideTransition: { context in
        self.events.append(
          "alongside \(context.transitionDuration) rotated=\(!context.targetTransform.isIdentity)")
      },
      completion: { context in
        self.events.append("completion cancelled=\(context.isCancelled)")
      })
    lastSize = size
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {
      events.append(
        "vertical \(traitCollection.verticalSizeClass == .compact ? "compact" : "regular")")
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    lastSize = view.bounds.size
  }

  func open(_ book: BookViewController) {
    navigationController?.pushViewController(book, animated: true)
  }

  func play() {
    let player = PlayerViewController()
    player.modalPresentationStyle = .fullScreen
    present(player, animated: true) { [weak self] in
      self?.events.append("player presented")
    }
  }
}

/// A pushed page that allows every orientation the device has.
final class BookViewController: UIViewController {
  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  private(set) var savedProgress = false
  private(set) var pageWidthAtAppearance: CGFloat = 0

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    pageWidthAtAppearance = view.bounds.width
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if isMovingFromParent || isBeingDismissed { savedProgress = true }
  }

  func close() { navigationController?.popViewController(animated: true) }
}

/// A full-screen player that presents in landscape and locks itself with the iOS 16 API.
final class PlayerViewController: UIViewController {
  private(set) var geometryErrors: [String] = []

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    .landscapeRight
  }
  override var shouldAutorotate: Bool { true }

  func lockToLandscapeLeft() {
    if #available(iOS 16.0, *) {
      let scene = view.window?.windowScene
      scene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft)) { error in
        self.geometryErrors.append("\(error)")
      }
      setNeedsUpdateOfSupportedInterfaceOrientations()
    } else {
      UIViewController.attemptRotationToDeviceOrientation()
    }
  }

  private(set) var closed = false

  func close() {
    dismiss(animated: true) { [weak self] in self?.closed = true }
  }
}

/// A custom container with a sidebar that takes a third of the width.
final class SplitContainerViewController: UIViewController {
  let sidebar = UIViewController()
  let detail: UIViewController

  init(detail: UIViewController) {
    self.detail = detail
    super.init(nibName: nil, bundle: nil)
    for child in [sidebar, detail] {
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    if container === sidebar {
      return CGSize(width: parentSize.width / 3, height: parentSize.height)
    }
    return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
  }

  func removeDetail() {
    detail.willMove(toParent: nil)
    detail.view.removeFromSuperview()
    detail.removeFromParent()
  }
}

/// Builds the app's tree in plain UIKit style: tabs of a navigation stack and a split view.
@MainActor
func makeRootViewController() -> UITabBarController {
  let library = UINavigationController(rootViewController: LibraryViewController())
  let split = SplitContainerViewController(detail: BookViewController(title: "Notes"))
  let tabs = UITabBarController()
  tabs.viewControllers = [library, split]
  tabs.selectedIndex = 0
  return tabs
}

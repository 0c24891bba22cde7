import OrientationCore

/// `UIBarButtonItem`: a title, image or system item with its action, stored. A
/// `primaryAction` is kept; a target and selector are stored and never sent (there is no
/// Objective-C runtime). Nothing is drawn.
@preconcurrency @MainActor
open class UIBarButtonItem {
  /// `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable, Hashable { case plain, bordered, done }
  /// `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Sendable, Hashable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close
  }

  open var title: String?
  open var image: UIImage?
  open var style: Style = .plain
  open var isEnabled = true
  open var tintColor: UIColor?
  open var width: CGFloat = 0
  open var tag = 0
  open var customView: UIView?
  open var primaryAction: UIAction?
  /// The menu (iOS 14): stored, never shown.
  open var menu: UIMenu?
  open weak var target: AnyObject?
  open var action: Selector?
  /// The system item it was made with, if any.
  public let systemItem: SystemItem?

  public init() { systemItem = nil }
  public init(title: String?, style: Style, target: Any?, action: Selector?) {
    systemItem = nil
    self.title = title
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }
  public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    systemItem = nil
    self.image = image
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }
  public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.systemItem = systemItem
    self.target = target as AnyObject?
    self.action = action
  }
  public init(customView: UIView) {
    systemItem = nil
    self.customView = customView
  }
  /// An item that runs `primaryAction` (iOS 14).
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil
  ) {
    systemItem = nil
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
  }
  /// A system item that runs `primaryAction` (iOS 14).
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
  }
}

/// `UINavigationItem`: what a navigation bar shows for a view controller, stored.
@preconcurrency @MainActor
open class UINavigationItem {
  /// `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
    case automatic, always, never, inline
  }

  open var title: String?
  open var prompt: String?
  open var titleView: UIView?
  open var backButtonTitle: String?
  open var backBarButtonItem: UIBarButtonItem?
  /// The search controller shown in the navigation bar (iOS 11): stored, never presented.
  open var searchController: UISearchController?
  /// Stored.
  open var hidesSearchBarWhenScrolling = true
  open var hidesBackButton = false
  open var leftItemsSupplementBackButton = false
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  open var leftBarButtonItems: [UIBarButtonItem]?
  open var rightBarButtonItems: [UIBarButtonItem]?

  public init(title: String) { self.title = title }
  public init() {}

  /// The first left item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first right item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// Sets the left item at once.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the right item at once.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }
  /// Sets whether the back button hides, at once.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }
}

/// `UITabBarItem`: a tab's title, image and badge, stored.
@preconcurrency @MainActor
open class UITabBarItem {
  /// `UITabBarItem.SystemItem`.
  public enum SystemItem: Int, Sendable, Hashable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  open var title: String?
  open var image: UIImage?
  open var selectedImage: UIImage?
  open var badgeValue: String?
  open var badgeColor: UIColor?
  open var tag = 0
  open var isEnabled = true

  public init() {}
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) { self.tag = tag }
}

/// `UINavigationBar`: its settings, stored. The engine's geometry does not depend on it: a
/// navigation controller's children fill it, under the bar (SPEC §4.3).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The appearance when content scrolls under the bar (iOS 13): stored.
  open var standardAppearance = UINavigationBarAppearance()
  /// The appearance in compact height: stored.
  open var compactAppearance: UINavigationBarAppearance?
  /// The appearance when content reaches the bar's edge: stored.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The appearance in compact height at the edge: stored.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// The shadow image: stored, never drawn.
  open var shadowImage: UIImage?
  open var backIndicatorImage: UIImage?
  open var backIndicatorTransitionMaskImage: UIImage?
  private var backgroundImages: [Int: UIImage] = [:]
  /// Sets the background image for a bar metrics: stored, never drawn.
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics.rawValue] = backgroundImage
  }
  /// The background image set for `barMetrics`.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics.rawValue]
  }
  open var prefersLargeTitles = false
  open var isTranslucent = true
  open var barTintColor: UIColor?
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

/// `UIToolbar`: its items, stored.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// Stored.
  open var standardAppearance = UIToolbarAppearance()
  /// Stored.
  open var scrollEdgeAppearance: UIToolbarAppearance?
  open var items: [UIBarButtonItem]?
  open var isTranslucent = true
  open var barTintColor: UIColor?
  /// Sets the items at once.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}

/// `UITabBar`: its settings, stored. The engine's geometry does not depend on it (SPEC §4.3).
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// Stored.
  open var standardAppearance = UITabBarAppearance()
  /// Stored.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// Stored, never drawn.
  open var shadowImage: UIImage?
  /// Stored, never drawn.
  open var backgroundImage: UIImage?
  open var isTranslucent = true
  open var barTintColor: UIColor?
  open var unselectedItemTintColor: UIColor?
}

/// `UIModalTransitionStyle`: stored; presentations take the engine's timing whatever it is.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// `UIUserInterfaceStyle`: stored; colours do not change with it.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
  case unspecified, light, dark
}

extension UIViewController {
  /// Shows `vc` as UIKit's default does: pushed by the nearest navigation controller, else
  /// presented (animated either way).
  public func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }
}

/// `UIStoryboardSegue`: storyboards are not read, so no segue is ever performed; the class
/// exists so that `prepare(for:sender:)` overrides compile.
@preconcurrency @MainActor
open class UIStoryboardSegue {
  /// The segue's identifier.
  public let identifier: String?
  /// The view controller the segue starts from.
  public let source: UIViewController
  /// The view controller the segue leads to.
  public let destination: UIViewController

  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }
  /// Nothing is performed.
  open func perform() {}
}

/// `UIStoryboard`: storyboards are not read. Creating one stores its name; asking it for a view
/// controller reports `NotModelled` to the harness whose app code runs (else the one made last),
/// so that an app whose window comes from a storyboard fails loudly: build the view controllers
/// in code.
@preconcurrency @MainActor
open class UIStoryboard {
  /// The storyboard's name, stored.
  public let name: String
  /// A storyboard named `name`; nothing is read from `storyboardBundleOrNil`.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name }

  /// Reports `NotModelled` and returns `nil`: there is no storyboard to read the initial view
  /// controller from.
  open func instantiateInitialViewController() -> UIViewController? {
    notRead("instantiateInitialViewController()")
    return nil
  }
  /// Reports `NotModelled` and returns an empty `UIViewController` (UIKit's returns the scene's
  /// view controller, or raises an exception when the storyboard has none).
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    notRead("instantiateViewController(withIdentifier: \"\(identifier)\")")
    return UIViewController()
  }

  /// Reports `NotModelled` and returns an empty `UIViewController` (iOS 13's form).
  open func instantiateViewController(identifier: String) -> UIViewController {
    notRead("instantiateViewController(identifier: \"\(identifier)\")")
    return UIViewController()
  }
  /// Reports `NotModelled` and returns what `creator` makes from an empty archive, or an empty
  /// `UIViewController` when that is the type asked for (iOS 13's form). Any other
  /// `ViewController` cannot be made without its storyboard scene: the program stops with a
  /// message naming it, as UIKit raises when the scene is missing. Build it in code.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    notRead("instantiateViewController(identifier: \"\(identifier)\")")
    if let made = creator?(NSCoder()) ?? (UIViewController() as? ViewController) { return made }
    preconditionFailure(
      "instantiateViewController(identifier: \"\(identifier)\") of storyboard \"\(name)\": "
        + "storyboards are not read, so no \(ViewController.self) can be made; build it in code")
  }
  /// Reports `NotModelled` and returns what `block` makes from an empty archive, if anything.
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator block: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    notRead("instantiateInitialViewController(creator:)")
    return block?(NSCoder())
  }

  private func notRead(_ call: String) {
    UIKitHarness.currentOrLatest?.keep(
      OrientationError(
        name: "NotModelled", reason: "\(call) of storyboard \"\(name)\": storyboards are not read"))
  }
}

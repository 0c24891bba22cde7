// The `SafariServices` module on Linux: `SFSafariViewController` as the view controller it is,
// so that a screen that opens a link in an in-app browser compiles unchanged and the browser is
// presented, rotated and dismissed as orientsim models any view controller. Nothing is loaded
// or shown, and its delegate is never called. Depend on it only where the system has no
// SafariServices:
// `.product(name: "SafariServices", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import OrientationUIKit

/// `SFSafariViewController`: a `UIViewController` whose orientation overrides, presentation,
/// rotation and size transitions are orientsim's, as for any view controller (its masks are a
/// plain view controller's defaults). Its URL, configuration and colours are stored; no page is
/// loaded or shown, and the delegate is never called (no Done button is ever tapped: dismiss it
/// as any presented view controller).
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
  /// `SFSafariViewController.Configuration`: how the browser would show, stored.
  @preconcurrency @MainActor
  open class Configuration {
    /// Whether Reader opens by itself when available, stored.
    open var entersReaderIfAvailable = false
    /// Whether the bars collapse on scrolling, stored.
    open var barCollapsingEnabled = true
    public init() {}
  }

  /// `SFSafariViewController.DismissButtonStyle`: the title of the button that closes it.
  public enum DismissButtonStyle: Int, Sendable, Hashable {
    case done = 0, close, cancel
  }

  /// The URL it was made with (never loaded).
  let initialURL: URL
  /// The configuration it was made with.
  public let configuration: Configuration
  /// The delegate, stored (weakly, as SafariServices holds it); never called.
  open weak var delegate: (any SFSafariViewControllerDelegate)?
  /// The bars' colour, stored.
  open var preferredBarTintColor: UIColor?
  /// The controls' colour, stored.
  open var preferredControlTintColor: UIColor?
  /// The dismiss button's title, stored.
  open var dismissButtonStyle: DismissButtonStyle = .done

  /// A browser for `URL` with `configuration`.
  public init(url URL: URL, configuration: Configuration) {
    initialURL = URL
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  /// A browser for `URL` with a new configuration.
  public convenience init(url URL: URL) {
    self.init(url: URL, configuration: Configuration())
  }

  /// Archives are not read; it returns `nil`, as the face's `UIViewController` does.
  public required init?(coder: NSCoder) { return nil }
}

/// `SFSafariViewControllerDelegate`: told when the browser loads and closes. Every method is
/// optional, as in SafariServices, and none is ever called: nothing loads and no Done button is
/// tapped.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
  func safariViewController(
    _ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
}

extension SFSafariViewControllerDelegate {
  /// Not implemented by the delegate (never called).
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  /// Not implemented by the delegate (never called).
  public func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}
  /// Not implemented by the delegate (never called).
  public func safariViewController(
    _ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL
  ) {}
}

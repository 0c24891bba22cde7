// The `WebKit` module on Linux: a compile surface only, so that a help, article or checkout
// screen written for iOS compiles unchanged around its orientation code. `WKWebView` is a view
// of the face (it is laid out, resized and rotated with its superview as any view is); nothing
// is loaded, parsed, run or drawn, and no delegate method is ever called. Every value set is
// stored and read back. Depend on it only where the system has no WebKit:
// `.product(name: "WebKit", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import OrientationUIKit

// `URLRequest` and `URLResponse` are Foundation's on Apple platforms; on Linux they live in
// FoundationNetworking, re-exported so that `webView.load(URLRequest(url: url))` compiles.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

/// `WKWebView`: a `UIView` whose scroll view fills it. The request, HTML string or file it is
/// asked to load is stored (``url`` reads it back); nothing is loaded, so ``isLoading`` stays
/// `false`, ``title`` `nil`, ``estimatedProgress`` 0, there is no back-forward list, no
/// JavaScript runs, and neither delegate is ever called.
@preconcurrency @MainActor
open class WKWebView: UIView {
  /// The configuration it was made with (WebKit keeps a copy; here it is the object given).
  public let configuration: WKWebViewConfiguration
  /// The scroll view showing the page: a subview filling the web view, resized with it.
  public let scrollView: UIScrollView
  /// The navigation delegate, stored (weakly, as WebKit holds it); never called.
  open weak var navigationDelegate: (any WKNavigationDelegate)?
  /// The UI delegate, stored (weakly, as WebKit holds it); never called.
  open weak var uiDelegate: (any WKUIDelegate)?
  /// The URL of the last request, file or base URL given to a `load` method (`about:blank` for
  /// an HTML string without a base URL); `nil` before any. Nothing is fetched.
  open private(set) var url: URL?
  /// Always `nil`: no page is loaded, so none has a title.
  open var title: String? { nil }
  /// Always `false`: nothing loads.
  open var isLoading: Bool { false }
  /// Always 0: nothing loads.
  open var estimatedProgress: Double { 0 }
  /// Always `false`: nothing is loaded, so there is no back-forward list.
  open var canGoBack: Bool { false }
  /// Always `false`: nothing is loaded, so there is no back-forward list.
  open var canGoForward: Bool { false }
  /// Whether swipes go back and forward, stored.
  open var allowsBackForwardNavigationGestures = false
  /// The user agent to send, stored (nothing is sent).
  open var customUserAgent: String?
  /// Whether Web Inspector may inspect the view, stored.
  open var isInspectable = false
  /// Whether link previews are shown, stored.
  open var allowsLinkPreview = true
  /// The color behind the page when it scrolls past its edges (iOS 15), stored; `nil` resets it
  /// to the default, the system background.
  open var underPageBackgroundColor: UIColor! {
    get { underPageBackground ?? .systemBackground }
    set { underPageBackground = newValue }
  }
  private var underPageBackground: UIColor?
  /// Always `nil`: no page is loaded, so none declares a theme color.
  open var themeColor: UIColor? { nil }

  /// A web view of `frame` with `configuration`.
  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    scrollView = UIScrollView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(scrollView)
  }

  /// A web view of `frame` with a new configuration.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, configuration: WKWebViewConfiguration())
  }

  /// Archives are not read; it returns `nil`, as the face's `UIView` does.
  public required init?(coder: NSCoder) { return nil }

  /// Stores `request`'s URL as ``url`` and returns a navigation; nothing is fetched and no
  /// delegate is called.
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? {
    url = request.url
    return WKNavigation()
  }

  /// Stores `baseURL` (or `about:blank`) as ``url`` and returns a navigation; the HTML is not
  /// parsed.
  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    url = baseURL ?? URL(string: "about:blank")
    return WKNavigation()
  }

  /// Stores `url` as ``url`` and returns a navigation; the file is not read.
  @discardableResult
  open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
    self.url = url
    return WKNavigation()
  }

  /// Returns `nil`: no page is loaded, so there is nothing to reload.
  @discardableResult
  open func reload() -> WKNavigation? { nil }

  /// Does nothing: nothing loads.
  open func stopLoading() {}

  /// Returns `nil`: there is no back-forward list.
  @discardableResult
  open func goBack() -> WKNavigation? { nil }

  /// Returns `nil`: there is no back-forward list.
  @discardableResult
  open func goForward() -> WKNavigation? { nil }

  /// Runs no script: `completionHandler` gets `nil` and a `WKError` with code `unknown` on the
  /// main queue, after the current call returns (while a harness's app code runs, at the end of
  /// its turn, as the face's `DispatchQueue.main.async` does). WebKit calls it on the main
  /// thread too, with the script's result.
  open func evaluateJavaScript(
    _ javaScriptString: String,
    completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
  ) {
    guard let completionHandler else { return }
    DispatchQueue.main.async {
      MainActor.assumeIsolated { completionHandler(nil, WKError(.unknown)) }
    }
  }

  /// Runs no script: throws a `WKError` with code `unknown`.
  @discardableResult
  open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
    throw WKError(.unknown)
  }
}

/// `WKError`: WebKit's errors (domain `WKErrorDomain`).
public struct WKError: Error, CustomNSError, Hashable, Sendable {
  /// `WKError.Code`.
  public enum Code: Int, Sendable, Hashable {
    case unknown = 1
    case webContentProcessTerminated = 2
    case webViewInvalidated = 3
    case javaScriptExceptionOccurred = 4
    case javaScriptResultTypeIsUnsupported = 5
  }
  /// The error's code.
  public let code: Code
  /// An error with `code`.
  public init(_ code: Code) { self.code = code }
  /// `WKErrorDomain`.
  public static var errorDomain: String { "WKErrorDomain" }
  /// The code's raw value.
  public var errorCode: Int { code.rawValue }
}

/// `WKNavigation`: the token a load returns; it names no page (nothing is loaded).
@preconcurrency @MainActor
open class WKNavigation {
  public init() {}
}

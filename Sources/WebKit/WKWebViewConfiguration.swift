/// `WKWebViewConfiguration`: the settings a web view is made with, stored; none changes how
/// anything loads or plays, since nothing does.
@preconcurrency @MainActor
open class WKWebViewConfiguration {
  /// The scripts and message handlers, stored.
  open var userContentController = WKUserContentController()
  /// The preferences, stored.
  open var preferences = WKPreferences()
  /// The preferences for new pages, stored.
  open var defaultWebpagePreferences: WKWebpagePreferences! = WKWebpagePreferences()
  /// Whether video plays inline rather than full screen, stored (nothing plays).
  open var allowsInlineMediaPlayback = false
  /// The media that waits for a tap to play, stored (nothing plays).
  open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
  /// Whether video may play in picture in picture, stored (nothing plays).
  open var allowsPictureInPictureMediaPlayback = true
  /// Whether AirPlay is allowed, stored.
  open var allowsAirPlayForMediaPlayback = true
  /// Where cookies and caches would be kept, stored (nothing is kept).
  open var websiteDataStore: WKWebsiteDataStore = .default()
  /// The name added to the user agent, stored.
  open var applicationNameForUserAgent: String?
  /// Whether the page's viewport may be ignored for zooming, stored.
  open var ignoresViewportScaleLimits = false
  /// Whether the page is drawn only after it has loaded, stored (nothing is drawn).
  open var suppressesIncrementalRendering = false
  public init() {}
}

/// `WKAudiovisualMediaTypes`: which media waits for a tap to play.
public struct WKAudiovisualMediaTypes: OptionSet, Hashable, Sendable {
  public var rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let audio = Self(rawValue: 1 << 0)
  public static let video = Self(rawValue: 1 << 1)
  public static let all: Self = [.audio, .video]
}

/// `WKPreferences`: page preferences, stored.
@preconcurrency @MainActor
open class WKPreferences {
  /// Whether scripts may open windows without a tap, stored (no script runs).
  open var javaScriptCanOpenWindowsAutomatically = false
  /// Whether page elements may go full screen, stored.
  open var isElementFullscreenEnabled = false
  /// Whether fraudulent websites are warned about, stored.
  open var isFraudulentWebsiteWarningEnabled = true
  /// The smallest font size, stored.
  open var minimumFontSize: CGFloat = 0
  public init() {}
}

/// `WKWebpagePreferences`: per-page preferences, stored.
@preconcurrency @MainActor
open class WKWebpagePreferences {
  /// `WKWebpagePreferences.ContentMode`: which version of a site to ask for.
  public enum ContentMode: Int, Sendable, Hashable {
    case recommended = 0, mobile, desktop
  }
  /// Whether the page's scripts may run, stored (none does).
  open var allowsContentJavaScript = true
  /// The version of a site to ask for, stored (nothing is asked).
  open var preferredContentMode: ContentMode = .recommended
  public init() {}
}

/// `WKWebsiteDataStore`: a name for where cookies and caches would be kept; nothing is kept.
@preconcurrency @MainActor
open class WKWebsiteDataStore {
  /// Whether the store would keep its data on disk.
  public let isPersistent: Bool
  private static let persistent = WKWebsiteDataStore(isPersistent: true)
  init(isPersistent: Bool) { self.isPersistent = isPersistent }
  /// The app's one persistent store.
  open class func `default`() -> WKWebsiteDataStore { persistent }
  /// A new store that keeps nothing on disk.
  open class func nonPersistent() -> WKWebsiteDataStore {
    WKWebsiteDataStore(isPersistent: false)
  }
}

/// `WKUserContentController`: the user scripts and script message handlers, stored. No script
/// runs, so no handler is ever called.
@preconcurrency @MainActor
open class WKUserContentController {
  /// The scripts added, in order.
  open private(set) var userScripts: [WKUserScript] = []
  /// The handlers by name, held strongly as WebKit holds them.
  private var handlers: [String: any WKScriptMessageHandler] = [:]
  public init() {}

  /// Stores `scriptMessageHandler` under `name` (never called). WebKit raises an exception when
  /// `name` is taken; here the new handler replaces the old.
  open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
    handlers[name] = scriptMessageHandler
  }
  /// Removes the handler stored under `name`.
  open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
  /// Removes every handler.
  open func removeAllScriptMessageHandlers() { handlers = [:] }
  /// Adds `userScript` (never run).
  open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
  /// Removes every user script.
  open func removeAllUserScripts() { userScripts = [] }
}

/// `WKUserScriptInjectionTime`: when a user script would run.
public enum WKUserScriptInjectionTime: Int, Sendable, Hashable {
  case atDocumentStart = 0, atDocumentEnd
}

/// `WKUserScript`: a script's source and when it would run, stored; it never runs.
@preconcurrency @MainActor
open class WKUserScript {
  /// The source.
  public let source: String
  /// When it would run.
  public let injectionTime: WKUserScriptInjectionTime
  /// Whether it would run in the main frame only.
  public let isForMainFrameOnly: Bool
  /// A script.
  public init(
    source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool
  ) {
    self.source = source
    self.injectionTime = injectionTime
    isForMainFrameOnly = forMainFrameOnly
  }
}

/// `WKScriptMessageHandler`: receives a page's `postMessage` calls; never called here (no
/// script runs).
@preconcurrency @MainActor
public protocol WKScriptMessageHandler: AnyObject {
  func userContentController(
    _ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// `WKScriptMessage`: a page's message; WebKit makes one only when a script posts it, which
/// never happens here.
@preconcurrency @MainActor
open class WKScriptMessage {
  /// The handler's name.
  public let name: String
  /// The message's body.
  public let body: Any
  /// The frame that sent it.
  public let frameInfo: WKFrameInfo
  /// The web view it came from.
  public private(set) weak var webView: WKWebView?
  init(name: String, body: Any, frameInfo: WKFrameInfo, webView: WKWebView?) {
    self.name = name
    self.body = body
    self.frameInfo = frameInfo
    self.webView = webView
  }
}

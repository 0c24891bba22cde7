/// `WKNavigationDelegate`: a web view's loading progress and policy decisions. Every method is
/// optional, as in WebKit, and none is ever called: nothing loads.
@preconcurrency @MainActor
public protocol WKNavigationDelegate: AnyObject {
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  func webView(
    _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
    withError error: any Error)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
  func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
  func webView(
    _ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload)
  func webView(
    _ webView: WKWebView, navigationResponse: WKNavigationResponse,
    didBecome download: WKDownload)
}

extension WKNavigationDelegate {
  /// Not implemented by the delegate (never called).
  public func webView(
    _ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!
  ) {}
  /// Not implemented by the delegate (never called).
  public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
  /// Not implemented by the delegate (never called).
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  /// Not implemented by the delegate (never called).
  public func webView(
    _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error
  ) {}
  /// Not implemented by the delegate (never called).
  public func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
    withError error: any Error
  ) {}
  /// Not implemented by the delegate: WebKit allows the navigation (never called here).
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
  ) {
    decisionHandler(.allow)
  }
  /// Not implemented by the delegate: WebKit allows the response (never called here).
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
  ) {
    decisionHandler(.allow)
  }
  /// Not implemented by the delegate (never called).
  public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
  /// Not implemented by the delegate (never called).
  public func webView(
    _ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload
  ) {}
  /// Not implemented by the delegate (never called).
  public func webView(
    _ webView: WKWebView, navigationResponse: WKNavigationResponse,
    didBecome download: WKDownload
  ) {}
}

/// `WKUIDelegate`: a page's requests for windows and panels. Every method is optional, as in
/// WebKit, and none is ever called: no page runs.
@preconcurrency @MainActor
public protocol WKUIDelegate: AnyObject {
  func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView?
  func webView(
    _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void)
  func webView(
    _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void)
  func webViewDidClose(_ webView: WKWebView)
}

extension WKUIDelegate {
  /// Not implemented by the delegate: no window opens (never called here).
  public func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView? {
    nil
  }
  /// Not implemented by the delegate: the panel is dismissed at once (never called here).
  public func webView(
    _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void
  ) {
    completionHandler()
  }
  /// Not implemented by the delegate: the panel answers `false` (never called here).
  public func webView(
    _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
    initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(false)
  }
  /// Not implemented by the delegate (never called).
  public func webViewDidClose(_ webView: WKWebView) {}
}

/// `WKNavigationType`: what started a navigation.
public enum WKNavigationType: Int, Sendable, Hashable {
  case linkActivated = 0
  case formSubmitted = 1
  case backForward = 2
  case reload = 3
  case formResubmitted = 4
  case other = -1
}

/// `WKNavigationActionPolicy`: a navigation delegate's answer to a navigation action.
public enum WKNavigationActionPolicy: Int, Sendable, Hashable {
  case cancel = 0, allow, download
}

/// `WKNavigationResponsePolicy`: a navigation delegate's answer to a response.
public enum WKNavigationResponsePolicy: Int, Sendable, Hashable {
  case cancel = 0, allow, download
}

/// `WKFrameInfo`: a frame of a page; WebKit makes one for a navigation or a script, which never
/// happens here.
@preconcurrency @MainActor
open class WKFrameInfo {
  /// Whether it is the page's main frame.
  public let isMainFrame: Bool
  /// The frame's request.
  public let request: URLRequest
  /// The web view it belongs to.
  public private(set) weak var webView: WKWebView?
  init(isMainFrame: Bool, request: URLRequest, webView: WKWebView?) {
    self.isMainFrame = isMainFrame
    self.request = request
    self.webView = webView
  }
}

/// `WKNavigationAction`: what a navigation would load and why; WebKit makes one for a
/// navigation, which never happens here.
@preconcurrency @MainActor
open class WKNavigationAction {
  /// The request.
  public let request: URLRequest
  /// What started the navigation.
  public let navigationType: WKNavigationType
  /// The frame to load in; `nil` for a new window.
  public let targetFrame: WKFrameInfo?
  /// The frame that asked.
  public let sourceFrame: WKFrameInfo
  /// Whether the page asked for the target to be downloaded (iOS 14.5).
  public let shouldPerformDownload: Bool
  init(
    request: URLRequest, navigationType: WKNavigationType, targetFrame: WKFrameInfo?,
    sourceFrame: WKFrameInfo, shouldPerformDownload: Bool = false
  ) {
    self.request = request
    self.navigationType = navigationType
    self.targetFrame = targetFrame
    self.sourceFrame = sourceFrame
    self.shouldPerformDownload = shouldPerformDownload
  }
}

/// `WKDownload` (iOS 14.5): a download a navigation became; WebKit makes one when a policy
/// answers `.download`, which never happens here (nothing loads).
@preconcurrency @MainActor
open class WKDownload {
  /// The request that started it.
  public let originalRequest: URLRequest?
  /// The web view it came from.
  public private(set) weak var webView: WKWebView?
  /// The delegate, stored (weakly); never called.
  open weak var delegate: (any WKDownloadDelegate)?
  /// Its progress: nothing is transferred.
  public let progress = Progress(totalUnitCount: 0)
  init(originalRequest: URLRequest?, webView: WKWebView?) {
    self.originalRequest = originalRequest
    self.webView = webView
  }
  /// Cancels it: `completionHandler` gets no resume data.
  open func cancel(_ completionHandler: ((Data?) -> Void)? = nil) { completionHandler?(nil) }
}

/// `WKDownloadDelegate` (iOS 14.5): where a download goes and how it ends. Never called here:
/// no download starts. Every method has a default (the destination one answers `nil`, which
/// cancels the download in WebKit).
@preconcurrency @MainActor
public protocol WKDownloadDelegate: AnyObject {
  func download(
    _ download: WKDownload, decideDestinationUsing response: URLResponse,
    suggestedFilename: String, completionHandler: @escaping (URL?) -> Void)
  func download(
    _ download: WKDownload, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    decisionHandler: @escaping (WKDownload.RedirectPolicy) -> Void)
  func downloadDidFinish(_ download: WKDownload)
  func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?)
}

extension WKDownload {
  /// `WKDownload.RedirectPolicy`.
  public enum RedirectPolicy: Int, Sendable, Hashable {
    case cancel = 0, allow
  }
}

extension WKDownloadDelegate {
  /// Not implemented by the delegate (never called).
  public func download(
    _ download: WKDownload, decideDestinationUsing response: URLResponse,
    suggestedFilename: String, completionHandler: @escaping (URL?) -> Void
  ) { completionHandler(nil) }
  /// Not implemented by the delegate (never called).
  public func download(
    _ download: WKDownload, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    decisionHandler: @escaping (WKDownload.RedirectPolicy) -> Void
  ) { decisionHandler(.allow) }
  /// Not implemented by the delegate (never called).
  public func downloadDidFinish(_ download: WKDownload) {}
  /// Not implemented by the delegate (never called).
  public func download(
    _ download: WKDownload, didFailWithError error: any Error, resumeData: Data?
  ) {}
}

/// `WKNavigationResponse`: a navigation's response; WebKit makes one when a response arrives,
/// which never happens here.
@preconcurrency @MainActor
open class WKNavigationResponse {
  /// The response.
  public let response: URLResponse
  /// Whether it is for the main frame.
  public let isForMainFrame: Bool
  /// Whether WebKit can show the response's MIME type.
  public let canShowMIMEType: Bool
  init(response: URLResponse, isForMainFrame: Bool, canShowMIMEType: Bool) {
    self.response = response
    self.isForMainFrame = isForMainFrame
    self.canShowMIMEType = canShowMIMEType
  }
}

/// `WKWindowFeatures`: the features a page asks a new window for; never asked here.
@preconcurrency @MainActor
open class WKWindowFeatures {
  init() {}
}

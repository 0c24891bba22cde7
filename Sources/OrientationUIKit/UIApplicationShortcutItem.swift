import Foundation

/// `UIApplicationShortcutItem`: a Home Screen quick action. Nothing performs one here: the type
/// exists so that delegates that handle quick actions compile, and its properties are stored
/// and read back, nothing more.
@preconcurrency @MainActor
open class UIApplicationShortcutItem {
  /// The action's type.
  open var type: String
  /// The action's title.
  open var localizedTitle: String
  /// The action's subtitle.
  open var localizedSubtitle: String?
  /// App-defined information.
  open var userInfo: [String: any NSSecureCoding]?

  /// A quick action of `type` titled `localizedTitle`.
  public init(
    type: String, localizedTitle: String, localizedSubtitle: String? = nil,
    userInfo: [String: any NSSecureCoding]? = nil
  ) {
    self.type = type
    self.localizedTitle = localizedTitle
    self.localizedSubtitle = localizedSubtitle
    self.userInfo = userInfo
  }

  /// A quick action of `type` titled `localizedTitle`.
  public convenience init(type: String, localizedTitle: String) {
    self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, userInfo: nil)
  }
}

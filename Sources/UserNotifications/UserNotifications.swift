// The `UserNotifications` module on Linux: a compile surface only, so that an app delegate that
// asks for notification permission beside its orientation lock compiles unchanged. No
// notification is ever scheduled, delivered or shown: the authorization status is
// `notDetermined`, a request for authorization answers `false` (ours: no user is there to grant
// it), requests added are kept and never fire, and the delegate is never called. Handlers iOS
// calls later run on the main queue after the call that asked returns (inside a harness's app
// code, at the end of its turn: SPEC §9.1). Depend on it only where the system has no
// UserNotifications:
// `.product(name: "UserNotifications", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import Foundation
import OrientationUIKit

/// `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable, Hashable {
  case notDetermined, denied, authorized, provisional, ephemeral
}

/// `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Sendable, Hashable {
  case notSupported, disabled, enabled
}

/// `UNNotificationPresentationOptions`.
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// `UNNotificationSettings`: every setting `notSupported`, the status `notDetermined`.
public final class UNNotificationSettings: @unchecked Sendable {
  public var authorizationStatus: UNAuthorizationStatus { .notDetermined }
  public var alertSetting: UNNotificationSetting { .notSupported }
  public var badgeSetting: UNNotificationSetting { .notSupported }
  public var soundSetting: UNNotificationSetting { .notSupported }
  public var notificationCenterSetting: UNNotificationSetting { .notSupported }
  public var lockScreenSetting: UNNotificationSetting { .notSupported }
  init() {}
}

/// `UNNotificationSound`: stored.
public final class UNNotificationSound: @unchecked Sendable {
  public let name: String?
  init(name: String?) { self.name = name }
  public static let `default` = UNNotificationSound(name: nil)
  public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
}

/// `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UNNotificationContent`: a notification's text and data, stored.
open class UNNotificationContent: @unchecked Sendable {
  open internal(set) var title = ""
  open internal(set) var subtitle = ""
  open internal(set) var body = ""
  open internal(set) var badge: NSNumber?
  open internal(set) var sound: UNNotificationSound?
  open internal(set) var userInfo: [AnyHashable: Any] = [:]
  open internal(set) var categoryIdentifier = ""
  open internal(set) var threadIdentifier = ""
  open internal(set) var attachments: [UNNotificationAttachment] = []
  public init() {}
}

/// `UNMutableNotificationContent`: settable content, stored.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  open override var subtitle: String {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  open override var body: String {
    get { super.body }
    set { super.body = newValue }
  }
  open override var badge: NSNumber? {
    get { super.badge }
    set { super.badge = newValue }
  }
  open override var sound: UNNotificationSound? {
    get { super.sound }
    set { super.sound = newValue }
  }
  open override var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
  open override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  open override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
  open override var attachments: [UNNotificationAttachment] {
    get { super.attachments }
    set { super.attachments = newValue }
  }
}

/// `UNNotificationAttachment`: a file shown with a notification. Its identifier and URL are
/// stored; the file is only checked to exist (ours: iOS also reads and validates it).
open class UNNotificationAttachment: @unchecked Sendable {
  public let identifier: String
  public let url: URL
  public let type: String
  init(identifier: String, url: URL) {
    self.identifier = identifier
    self.url = url
    type = url.pathExtension
  }
  /// An attachment of the file at `url`; throws when no file is there.
  public convenience init(
    identifier: String, url: URL, options: [AnyHashable: Any]? = nil
  ) throws {
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url])
    }
    self.init(identifier: identifier, url: url)
  }
}

/// `UNNotificationActionOptions`.
public struct UNNotificationActionOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// `UNNotificationAction`: a button of a notification category, stored (never shown).
open class UNNotificationAction: @unchecked Sendable {
  public let identifier: String
  public let title: String
  public let options: UNNotificationActionOptions
  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
    self.options = options
  }
}

/// `UNTextInputNotificationAction`: an action that asks for text, stored (never shown).
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
  public let textInputButtonTitle: String
  public let textInputPlaceholder: String
  public init(
    identifier: String, title: String, options: UNNotificationActionOptions = [],
    textInputButtonTitle: String, textInputPlaceholder: String
  ) {
    self.textInputButtonTitle = textInputButtonTitle
    self.textInputPlaceholder = textInputPlaceholder
    super.init(identifier: identifier, title: title, options: options)
  }
}

/// `UNNotificationCategoryOptions`.
public struct UNNotificationCategoryOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
  public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
  public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// `UNNotificationCategory`: a kind of notification and its actions, stored. Two categories are
/// equal when their identifiers are, so a set holds one per identifier.
public final class UNNotificationCategory: Hashable, @unchecked Sendable {
  public let identifier: String
  public let actions: [UNNotificationAction]
  public let intentIdentifiers: [String]
  public let options: UNNotificationCategoryOptions
  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
  }
  public static func == (lhs: UNNotificationCategory, rhs: UNNotificationCategory) -> Bool {
    lhs.identifier == rhs.identifier
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// `UNNotificationTrigger`: stored; it never fires.
open class UNNotificationTrigger: @unchecked Sendable {
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
}

/// `UNTimeIntervalNotificationTrigger`: stored; it never fires.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let timeInterval: TimeInterval
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }
}

/// `UNCalendarNotificationTrigger`: stored; it never fires.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let dateComponents: DateComponents
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
}

/// `UNNotificationRequest`: stored.
public final class UNNotificationRequest: @unchecked Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}

/// `UNNotification`: a delivered notification (none is ever delivered here).
public final class UNNotification: @unchecked Sendable {
  public let date: Date
  public let request: UNNotificationRequest
  init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
  }
}

/// `UNNotificationResponse`: the user's answer to a notification (never made here).
open class UNNotificationResponse: @unchecked Sendable {
  public let notification: UNNotification
  public let actionIdentifier: String
  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// `UNNotificationDefaultActionIdentifier`.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// `UNNotificationDismissActionIdentifier`.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// `UNUserNotificationCenterDelegate`: never called (no notification arrives); each method has
/// a default.
public protocol UNUserNotificationCenterDelegate: AnyObject {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {}
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {}
}

/// `UNUserNotificationCenter`: the app's notification center. Nothing is scheduled or shown:
/// see the module's description.
open class UNUserNotificationCenter: @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()
  private let lock = NSLock()
  private var requests: [UNNotificationRequest] = []
  private var categories: Set<UNNotificationCategory> = []
  /// The delegate, stored (weakly); never called.
  open weak var delegate: (any UNUserNotificationCenterDelegate)?
  init() {}

  /// The app's center.
  open class func current() -> UNUserNotificationCenter { shared }

  /// Answers `false` and no error on the main queue: no user grants authorization here.
  open func requestAuthorization(
    options: UNAuthorizationOptions = [],
    completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    Self.later { completionHandler(false, nil) }
  }
  /// `false`: no user grants authorization here.
  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    false
  }
  /// Hands over settings with every setting `notSupported` on the main queue.
  open func getNotificationSettings(
    completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void
  ) {
    Self.later { completionHandler(UNNotificationSettings()) }
  }
  /// Settings with every setting `notSupported`.
  open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
  /// Keeps the request (it never fires) and calls `completionHandler` with no error on the
  /// main queue.
  open func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    lock.withLock {
      requests.removeAll { $0.identifier == request.identifier }
      requests.append(request)
    }
    if let completionHandler { Self.later { completionHandler(nil) } }
  }
  /// Keeps the request (it never fires).
  open func add(_ request: UNNotificationRequest) async throws {
    add(request, withCompletionHandler: nil)
  }
  /// Hands over the requests kept on the main queue.
  open func getPendingNotificationRequests(
    completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
  ) {
    let pending = lock.withLock { requests }
    Self.later { completionHandler(pending) }
  }
  /// The requests kept.
  open func pendingNotificationRequests() async -> [UNNotificationRequest] {
    lock.withLock { requests }
  }
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    lock.withLock { requests.removeAll { identifiers.contains($0.identifier) } }
  }
  open func removeAllPendingNotificationRequests() { lock.withLock { requests.removeAll() } }
  /// Nothing was delivered: does nothing.
  open func removeAllDeliveredNotifications() {}
  /// Nothing was delivered: does nothing.
  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
  /// Stores the app's categories (never shown), read back by
  /// ``getNotificationCategories(completionHandler:)``.
  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    lock.withLock { self.categories = categories }
  }
  /// Calls `completionHandler` with the categories set, on the main queue.
  open func getNotificationCategories(
    completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
  ) {
    let categories = lock.withLock { self.categories }
    Self.later { completionHandler(categories) }
  }
  /// The categories set.
  open func notificationCategories() async -> Set<UNNotificationCategory> {
    lock.withLock { categories }
  }
  /// Stores the badge through the application's `applicationIconBadgeNumber` is not modelled:
  /// calls `completionHandler` with no error on the main queue.
  open func setBadgeCount(
    _ newBadgeCount: Int,
    withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    if let completionHandler { Self.later { completionHandler(nil) } }
  }

  /// Runs `work` on the main queue, which a harness runs at the end of the turn.
  static func later(_ work: @escaping @Sendable () -> Void) {
    DispatchQueue.main.async(execute: work)
  }
}

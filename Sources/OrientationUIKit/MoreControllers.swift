import Foundation

// View controllers and app-level values that view-controller files use beside their orientation
// code: the image picker, the share sheet, the page view controller, bar appearances, effect
// views, list configurations, accessibility and keyboard notifications. The controllers are
// face view controllers: presented, pushed or embedded, they rotate and resize as any other
// (SPEC §3, §5). What they would do on iOS themselves (take a picture, share, page by swiping)
// is not modelled: their settings are stored and their delegates are never called.

/// `UIImagePickerController`: a navigation controller with its settings stored. It never takes
/// or picks an image; its delegate is never called. Presented, it asks the same questions of its
/// masks as any navigation controller (a camera picker on iPhone is portrait-only on iOS; here
/// it answers UIKit's default masks unless subclassed).
open class UIImagePickerController: UINavigationController {
  /// `UIImagePickerController.SourceType`.
  public enum SourceType: Int, Sendable, Hashable {
    case photoLibrary, camera, savedPhotosAlbum
  }
  /// `UIImagePickerController.CameraCaptureMode`.
  public enum CameraCaptureMode: Int, Sendable, Hashable {
    case photo, video
  }
  /// `UIImagePickerController.CameraDevice`.
  public enum CameraDevice: Int, Sendable, Hashable {
    case rear, front
  }
  /// `UIImagePickerController.CameraFlashMode`.
  public enum CameraFlashMode: Int, Sendable, Hashable {
    case off = -1, auto, on
  }
  /// `UIImagePickerController.QualityType`.
  public enum QualityType: Int, Sendable, Hashable {
    case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
  }
  /// `UIImagePickerController.InfoKey`.
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
  }

  open var sourceType: SourceType = .photoLibrary
  open var mediaTypes: [String] = ["public.image"]
  open var allowsEditing = false
  open var cameraCaptureMode: CameraCaptureMode = .photo
  open var cameraDevice: CameraDevice = .rear
  open var cameraFlashMode: CameraFlashMode = .auto
  open var showsCameraControls = true
  open var cameraOverlayView: UIView?
  open var cameraViewTransform: CGAffineTransform = .identity
  open var videoQuality: QualityType = .typeMedium
  open var videoMaximumDuration: TimeInterval = 600

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { return nil }
  /// A picker of the photo library.
  public convenience init() { self.init(nibName: nil, bundle: nil) }

  /// `false`: the simulated device has no camera or photo library to pick from.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
  /// `false` (see ``isSourceTypeAvailable(_:)``).
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
  /// No media types: no source is available.
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }
  /// Does nothing: no picture is taken.
  open func takePicture() {}
  /// `false`: no movie is recorded.
  @discardableResult open func startVideoCapture() -> Bool { false }
  /// Does nothing.
  open func stopVideoCapture() {}
}

/// `UIImagePickerControllerDelegate`: never called (nothing is picked); each method has a
/// default. An app's picker delegate also conforms to `UINavigationControllerDelegate`, as in
/// UIKit, and is set as the navigation controller's `delegate`.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// `UIActivity.ActivityType`.
public struct UIActivityType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let postToFacebook = Self(rawValue: "com.apple.UIKit.activity.PostToFacebook")
  public static let message = Self(rawValue: "com.apple.UIKit.activity.Message")
  public static let mail = Self(rawValue: "com.apple.UIKit.activity.Mail")
  public static let print = Self(rawValue: "com.apple.UIKit.activity.Print")
  public static let copyToPasteboard = Self(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
  public static let assignToContact = Self(rawValue: "com.apple.UIKit.activity.AssignToContact")
  public static let saveToCameraRoll = Self(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
  public static let airDrop = Self(rawValue: "com.apple.UIKit.activity.AirDrop")
}

/// `UIActivity`: an app's own activity, stored.
@preconcurrency @MainActor
open class UIActivity {
  /// `UIActivity.ActivityType`.
  public typealias ActivityType = UIActivityType
  public init() {}
  open var activityType: ActivityType? { nil }
  open var activityTitle: String? { nil }
  open var activityImage: UIImage? { nil }
}

/// `UIActivityViewController`: the share sheet, its items stored. Presented, it is a view
/// controller like any other; nothing is shared and the completion handler is never called.
open class UIActivityViewController: UIViewController {
  /// `UIActivityViewController.CompletionWithItemsHandler`.
  public typealias CompletionWithItemsHandler =
    @MainActor (
      UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
    ) -> Void
  /// The items to share.
  public let activityItems: [Any]
  /// The app's own activities.
  public let applicationActivities: [UIActivity]?
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Stored, never called.
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
    let onPad = UIDevice.current.userInterfaceIdiom == .pad
    modalPresentationStyle = onPad ? .popover : .automatic
  }
  public required init?(coder: NSCoder) { return nil }
}

/// `UIPageViewControllerDataSource`: never asked (nothing swipes); each method has a default.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// `UIPageViewControllerDelegate`: never called; each method has a default.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
}

/// `UIPageViewController`: a container whose shown pages are its children. Setting the pages
/// with ``setViewControllers(_:direction:animated:completion:)`` replaces its children (they
/// fill it and rotate with it, SPEC §4.3); swiping is not modelled, so the data source is
/// never asked.
open class UIPageViewController: UIViewController {
  /// `UIPageViewController.TransitionStyle`.
  public enum TransitionStyle: Int, Sendable, Hashable {
    case pageCurl, scroll
  }
  /// `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: Int, Sendable, Hashable {
    case horizontal, vertical
  }
  /// `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable, Hashable {
    case forward, reverse
  }
  /// `UIPageViewController.SpineLocation`.
  public enum SpineLocation: Int, Sendable, Hashable {
    case none, min, mid, max
  }
  /// `UIPageViewController.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  public let transitionStyle: TransitionStyle
  public let navigationOrientation: NavigationOrientation
  open var spineLocation: SpineLocation { .none }
  open var isDoubleSided = false
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  open weak var delegate: (any UIPageViewControllerDelegate)?
  /// The pages shown: the view controllers set last.
  open private(set) var viewControllers: [UIViewController]?

  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { return nil }

  /// Shows `viewControllers`: they replace the pages as children, through UIKit's containment
  /// calls (`willMove(toParent:)`, `addChild(_:)`, `didMove(toParent:)`); `completion` runs at
  /// once with `true` (no page animates).
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(old) {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    for page in viewControllers ?? [] where page.parent !== self {
      addChild(page)
      page.view.frame = view.bounds
      page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(page.view)
      page.didMove(toParent: self)
    }
    self.viewControllers = viewControllers
    completion?(true)
  }
}

/// `UIBarAppearance` (iOS 13): a bar's colours and effects, stored; nothing is drawn.
@preconcurrency @MainActor
open class UIBarAppearance {
  open var backgroundColor: UIColor?
  open var backgroundEffect: UIBlurEffect?
  open var backgroundImage: UIImage?
  open var shadowColor: UIColor?
  open var shadowImage: UIImage?
  /// Which configure method was called last (`opaque`, `transparent`, `default`; orientsim's).
  public private(set) var configuration = "default"
  public required init() {}
  public required init(idiom: UIUserInterfaceIdiom) {}
  open func configureWithDefaultBackground() { configuration = "default" }
  open func configureWithOpaqueBackground() {
    configuration = "opaque"
    backgroundColor = .systemBackground
  }
  open func configureWithTransparentBackground() {
    configuration = "transparent"
    backgroundColor = nil
    shadowColor = nil
  }
  /// A copy.
  open func copy() -> Self {
    let copy = Self()
    copy.backgroundColor = backgroundColor
    copy.backgroundEffect = backgroundEffect
    copy.backgroundImage = backgroundImage
    copy.shadowColor = shadowColor
    copy.shadowImage = shadowImage
    copy.configuration = configuration
    return copy
  }
}

/// `UIBarButtonItemAppearance`: stored.
@preconcurrency @MainActor
public final class UIBarButtonItemAppearance {
  /// `UIBarButtonItemStateAppearance`.
  public final class StateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset()
    init() {}
  }
  public let normal = StateAppearance()
  public let highlighted = StateAppearance()
  public let disabled = StateAppearance()
  public let focused = StateAppearance()
  public init() {}
  public init(style: UIBarButtonItem.Style) {}
}

/// `UIOffset`.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init() { (horizontal, vertical) = (0, 0) }
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let zero = UIOffset()
}

/// `UINavigationBarAppearance`: stored.
open class UINavigationBarAppearance: UIBarAppearance {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment = UIOffset()
  open var buttonAppearance = UIBarButtonItemAppearance()
  open var backButtonAppearance = UIBarButtonItemAppearance()
  open var doneButtonAppearance = UIBarButtonItemAppearance()
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// `UITabBarItemStateAppearance`: a tab bar item's look in one state, stored (no bar is drawn).
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var titlePositionAdjustment = UIOffset()
  public var iconColor: UIColor?
  public var badgeBackgroundColor: UIColor?
  public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var badgePositionAdjustment = UIOffset()
  public var badgeTitlePositionAdjustment = UIOffset()
  init() {}
}

/// `UITabBarItemAppearance`: stored.
@preconcurrency @MainActor
public final class UITabBarItemAppearance {
  public let normal = UITabBarItemStateAppearance()
  public let selected = UITabBarItemStateAppearance()
  public let disabled = UITabBarItemStateAppearance()
  public let focused = UITabBarItemStateAppearance()
  public init() {}
  public init(style: UITabBarItemAppearance.Style) {}
  /// `UITabBarItemAppearance.Style`.
  public enum Style: Int, Sendable, Hashable {
    case stacked, inline, compactInline
  }
  /// Resets every state's values.
  public func configureWithDefault(for style: UITabBarItemAppearance.Style) {}
}

/// `UITabBarAppearance`: stored.
open class UITabBarAppearance: UIBarAppearance {
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
  open var selectionIndicatorTintColor: UIColor?
}

/// `UIToolbarAppearance`: stored.
open class UIToolbarAppearance: UIBarAppearance {
  open var buttonAppearance = UIBarButtonItemAppearance()
}

/// `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable, Hashable {
  case `default`, compact, defaultPrompt, compactPrompt
}

/// `UIVisualEffect`: stored.
@preconcurrency @MainActor
open class UIVisualEffect {
  public init() {}
}

/// `UIBlurEffect`: its style, stored; nothing is blurred.
open class UIBlurEffect: UIVisualEffect {
  /// `UIBlurEffect.Style`.
  public enum Style: Int, Sendable, Hashable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark
  }
  public let style: Style
  public init(style: Style) { self.style = style }
}

/// `UIVibrancyEffect`: stored.
open class UIVibrancyEffect: UIVisualEffect {
  public init(blurEffect: UIBlurEffect) {}
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {}
}

/// `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable, Hashable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill
  case separator
}

/// `UIVisualEffectView`: a view with an effect, stored; nothing is blurred. Its subviews go in
/// ``contentView``.
open class UIVisualEffectView: UIView {
  open var effect: UIVisualEffect?
  /// The view to add subviews to.
  public let contentView = UIView()
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
  public required init?(coder: NSCoder) { return nil }
}

/// `UIContentConfiguration` (iOS 14): a cell's content, stored. A configuration makes its
/// content view and gives its version for a state, as in UIKit; the face's cells store the
/// configuration set and never call either (nothing is laid out or drawn).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// A view showing this configuration.
  func makeContentView() -> UIView & UIContentView
  /// This configuration for `state`.
  func updated(for state: any UIConfigurationState) -> Self
}

/// `UIContentView` (iOS 14): a view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// The configuration shown.
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show `configuration` (true unless the view says otherwise).
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// `UIConfigurationStateCustomKey` (iOS 14): the key of an app's own state value.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UIConfigurationState` (iOS 14): the state a configuration is updated for.
public protocol UIConfigurationState {
  init(traitCollection: UITraitCollection)
  var traitCollection: UITraitCollection { get set }
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// `UIViewConfigurationState` (iOS 14): a view's traits and interaction state, stored.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// `UICellConfigurationState` (iOS 14): a cell's traits and state, stored.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false
  var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// `UIListContentView` (iOS 14): the view of a list content configuration; it stores the
/// configuration and lays nothing out.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  /// The list configuration shown.
  open var listConfiguration: UIListContentConfiguration
  public var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
  }
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) { return nil }
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }
}

/// `UIListContentConfiguration` (iOS 14): a list cell's text and image, stored; nothing is laid
/// out.
public struct UIListContentConfiguration: UIContentConfiguration {
  /// The text properties of a part.
  public struct TextProperties {
    public var font = UIFont.preferredFont(forTextStyle: .body)
    public var color = UIColor.label
    public var numberOfLines = 0
    public var alignment: NSTextAlignment = .natural
  }
  /// The image properties.
  public struct ImageProperties {
    public var tintColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var maximumSize = CGSize.zero
  }
  public var text: String?
  public var secondaryText: String?
  public var attributedText: NSAttributedString?
  public var image: UIImage?
  public var textProperties = TextProperties()
  public var secondaryTextProperties = TextProperties()
  public var imageProperties = ImageProperties()
  public var directionalLayoutMargins = NSDirectionalEdgeInsets()
  /// The style it was made with (orientsim's).
  public let style: String
  init(style: String) { self.style = style }
  public static func cell() -> Self { Self(style: "cell") }
  public static func subtitleCell() -> Self { Self(style: "subtitleCell") }
  public static func valueCell() -> Self { Self(style: "valueCell") }
  public static func groupedHeader() -> Self { Self(style: "groupedHeader") }
  public static func plainHeader() -> Self { Self(style: "plainHeader") }
  public static func header() -> Self { Self(style: "header") }
  public static func footer() -> Self { Self(style: "footer") }
  public func makeContentView() -> UIView & UIContentView {
    UIListContentView(configuration: self)
  }
  /// The same configuration: no state changes how it looks here.
  public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// `UIAccessibilityTraits`: what an element is, for assistive technologies. Stored.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}

/// `UIAccessibility`: the system's accessibility settings, each off (none is modelled), and
/// posts that nobody hears.
public enum UIAccessibility {
  /// `UIAccessibility.Notification`.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }
  public static var isVoiceOverRunning: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isSwitchControlRunning: Bool { false }
  public static var isGrayscaleEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static var prefersCrossFadeTransitions: Bool { false }
  /// Does nothing: nobody listens.
  public static func post(notification: Notification, argument: Any?) {}
  nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification
    .Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
  nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification
    .Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}

extension UIResponder {
  /// Never posted: no keyboard is shown.
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Never posted: no keyboard is shown.
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Never posted: no keyboard is shown.
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Never posted: no keyboard is shown.
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Never posted: no keyboard is shown.
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Never posted: no keyboard is shown.
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIWindow {
  /// Never posted (a window becoming key is not announced here).
  nonisolated public static let didBecomeKeyNotification = Notification.Name(
    "UIWindowDidBecomeKeyNotification")
  /// Never posted.
  nonisolated public static let didResignKeyNotification = Notification.Name(
    "UIWindowDidResignKeyNotification")
  /// Never posted.
  nonisolated public static let didBecomeVisibleNotification = Notification.Name(
    "UIWindowDidBecomeVisibleNotification")
  /// Never posted.
  nonisolated public static let didBecomeHiddenNotification = Notification.Name(
    "UIWindowDidBecomeHiddenNotification")
}

extension UIApplication {
  /// The URL of the app's page in Settings (opening it does nothing, see `open(_:options:)`).
  nonisolated public static let openSettingsURLString = "app-settings:"
}

extension NSValue {
  /// The rectangle the value holds (UIKit's name for Foundation's `rectValue`).
  public var cgRectValue: CGRect { rectValue }
  /// The point the value holds.
  public var cgPointValue: CGPoint { pointValue }
  /// The size the value holds.
  public var cgSizeValue: CGSize { sizeValue }
  /// A value holding `rect`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// A value holding `point`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value holding `size`.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
}

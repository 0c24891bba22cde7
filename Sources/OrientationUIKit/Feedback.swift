// Haptics and button configurations that screens set up beside their orientation code: stored,
// never felt or drawn.

/// `UIFeedbackGenerator`: a haptic generator. Nothing is felt; ``prepare()`` does nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  public init() {}
  /// Does nothing: no haptic engine is modelled.
  open func prepare() {}
}

/// `UIImpactFeedbackGenerator`: each impact is counted in ``impactsOccurred`` (orientsim's, to
/// read in tests) and nothing is felt.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, Sendable, Hashable {
    case light, medium, heavy, soft, rigid
  }
  /// The style.
  public let style: FeedbackStyle
  /// How many impacts occurred (not a UIKit member).
  public private(set) var impactsOccurred = 0
  public init(style: FeedbackStyle) { self.style = style }
  public override convenience init() { self.init(style: .medium) }
  /// Counts an impact.
  open func impactOccurred() { impactsOccurred += 1 }
  /// Counts an impact (`intensity` ignored).
  open func impactOccurred(intensity: CGFloat) { impactsOccurred += 1 }
}

/// `UINotificationFeedbackGenerator`: each notification is kept in ``notifications``
/// (orientsim's, to read in tests) and nothing is felt.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// `UINotificationFeedbackGenerator.FeedbackType`.
  public enum FeedbackType: Int, Sendable, Hashable {
    case success, warning, error
  }
  /// The notifications that occurred, in order (not a UIKit member).
  public private(set) var notifications: [FeedbackType] = []
  /// Keeps the notification.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    notifications.append(notificationType)
  }
}

/// `UISelectionFeedbackGenerator`: each selection change is counted in ``selectionsChanged``
/// (orientsim's) and nothing is felt.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// How many selection changes occurred (not a UIKit member).
  public private(set) var selectionsChanged = 0
  /// Counts a selection change.
  open func selectionChanged() { selectionsChanged += 1 }
}

/// `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// `UIBackgroundConfiguration` (iOS 14), as far as a button's configuration sets it: stored.
public struct UIBackgroundConfiguration: Hashable, Sendable {
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0
  public var backgroundInsets = NSDirectionalEdgeInsets()
  public var image: UIImage?
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

extension UIButton {
  /// `UIButton.Configuration` (iOS 15): the button's look, stored and read back; nothing is
  /// drawn. The title and image set here are not copied to ``title(for:)`` or the image view.
  public struct Configuration: Hashable, Sendable {
    /// `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Sendable, Hashable {
      case dynamic, fixed, small, medium, large, capsule
    }
    /// `UIButton.Configuration.Size`.
    public enum Size: Int, Sendable, Hashable {
      case mini, small, medium, large
    }
    /// `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Int, Sendable, Hashable {
      case automatic, leading, center, trailing
    }
    /// The style it was made with (`plain`, `filled`…; not a UIKit member).
    public let style: String
    public var title: String?
    public var subtitle: String?
    public var attributedTitle: AttributedString?
    public var image: UIImage?
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var titleAlignment: TitleAlignment = .automatic
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var background = UIBackgroundConfiguration()
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    public var contentInsets = NSDirectionalEdgeInsets()
    public var showsActivityIndicator = false

    init(style: String) { self.style = style }
    public static func plain() -> Configuration { Configuration(style: "plain") }
    public static func tinted() -> Configuration { Configuration(style: "tinted") }
    public static func gray() -> Configuration { Configuration(style: "gray") }
    public static func filled() -> Configuration { Configuration(style: "filled") }
    public static func borderless() -> Configuration { Configuration(style: "borderless") }
    public static func bordered() -> Configuration { Configuration(style: "bordered") }
    public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
    public static func borderedProminent() -> Configuration {
      Configuration(style: "borderedProminent")
    }
  }
}

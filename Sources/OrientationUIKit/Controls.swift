import OrientationCore

/// `UIAction`: a title, an image and a handler that ``UIControl/sendActions(for:)`` runs.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
  /// The control that sent the action, while its handler runs.
  public internal(set) var sender: Any?
  let handler: (UIAction) -> Void
  /// `UIMenuElement.Attributes`: stored.
  public var attributes: UIMenuElement.Attributes = []
  /// `UIMenuElement.State`: stored.
  public var state: UIMenuElement.State = .off

  public init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void
  ) {
    self.handler = handler
    self.attributes = attributes
    self.state = state
    super.init(title: title, image: image)
  }

  /// `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}

/// `UIControl`: targets and actions are stored; ``sendActions(for:)`` runs the `UIAction`
/// handlers registered for the events. Selector targets are kept but never called (there is no
/// Objective-C runtime to send them), and no touch ever arrives.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// `UIControl.ContentVerticalAlignment`.
  public enum ContentVerticalAlignment: Int, Sendable, Hashable {
    case center = 0, top, bottom, fill
  }
  /// `UIControl.ContentHorizontalAlignment`.
  public enum ContentHorizontalAlignment: Int, Sendable, Hashable {
    case center = 0, left, right, fill, leading, trailing
  }
  /// How the content sits vertically, stored (nothing is drawn).
  open var contentVerticalAlignment: ContentVerticalAlignment = .center
  /// How the content sits horizontally, stored (nothing is drawn).
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  /// The horizontal alignment with leading and trailing resolved for left-to-right text.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    switch contentHorizontalAlignment {
    case .leading: .left
    case .trailing: .right
    case let other: other
    }
  }
  /// `UIControl.Event`.
  public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// `UIControl.State`.
  public struct State: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  private var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []
  private var actionHandlers: [(action: UIAction, events: Event)] = []

  /// Stored.
  open var isEnabled = true
  /// Stored.
  open var isSelected = false
  /// Stored.
  open var isHighlighted = false
  /// The state from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Stores a target and action (never called: see the type's discussion).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    targetActions.append((target as AnyObject?, action, controlEvents))
  }
  /// Forgets a target's actions for events.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    targetActions.removeAll {
      $0.target === (target as AnyObject?) && (action == nil || $0.action == action)
        && !$0.events.isDisjoint(with: controlEvents)
    }
  }
  /// The targets added with ``addTarget(_:action:for:)``.
  public var allTargets: Set<AnyHashable> {
    Set(targetActions.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
  }
  /// The selector names stored for a target and event.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let names = targetActions.filter {
      $0.target === (target as AnyObject?) && $0.events.contains(controlEvent)
    }.map { "\($0.action)" }
    return names.isEmpty ? nil : names
  }
  /// Adds an action whose handler ``sendActions(for:)`` runs.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actionHandlers.append((action, controlEvents))
  }
  /// Removes an action.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actionHandlers.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }
  /// Runs the handlers of the `UIAction`s added for `controlEvents`, in the order they were
  /// added (selector targets are not called).
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actionHandlers where !events.isDisjoint(with: controlEvents) {
      action.sender = self
      action.handler(action)
      action.sender = nil
    }
  }
}

/// `UIButton`: titles, colours and images per state, stored; nothing is drawn.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable, Hashable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    public static let plain = ButtonType.system
  }

  /// The button type.
  public private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  /// The label showing the title.
  public private(set) lazy var titleLabel: UILabel? = UILabel()
  /// The image view showing the image.
  public private(set) lazy var imageView: UIImageView? = UIImageView(image: nil)

  /// The menu (iOS 14): stored, never shown.
  open var menu: UIMenu?
  /// Stored.
  open var showsMenuAsPrimaryAction = false
  /// The configuration (iOS 15): stored and read back; setting it calls
  /// ``configurationUpdateHandler``, as UIKit updates the button then.
  open var configuration: Configuration? {
    didSet { configurationUpdateHandler?(self) }
  }
  /// `UIButton.ConfigurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
  /// Called when the configuration is set or ``setNeedsUpdateConfiguration()`` is called.
  open var configurationUpdateHandler: ConfigurationUpdateHandler?
  /// Calls ``updateConfiguration()`` at once (UIKit waits for the next layout).
  open func setNeedsUpdateConfiguration() { updateConfiguration() }
  /// Calls ``configurationUpdateHandler``.
  open func updateConfiguration() { configurationUpdateHandler?(self) }

  /// A button with `configuration` (iOS 15) that sends `primaryAction` on
  /// `primaryActionTriggered`.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// A button of a type.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }
  /// A system button that sends `primaryAction` on `primaryActionTriggered`.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      setImage(primaryAction.image, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    if state == .normal { titleLabel?.text = title }
  }
  /// The title for a state (falling back to the normal one).
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
  /// The title for the current state.
  public var currentTitle: String? { title(for: state) }
  /// Sets the title colour for a state.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
  }
  /// The title colour for a state.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[0]
  }
  /// Sets the image for a state.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    if state == .normal { imageView?.image = image }
  }
  /// The image for a state.
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
  /// The image for the current state.
  public var currentImage: UIImage? { image(for: state) }
  /// Sets the background image for a state.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
  }
  /// The background image for a state.
  open func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[0]
  }
}

/// `UILabel`: text and its attributes, stored; no text is measured or drawn.
@preconcurrency @MainActor
open class UILabel: UIView {
  open var text: String?
  open var attributedText: NSAttributedString?
  open var font: UIFont! = .systemFont(ofSize: 17)
  open var textColor: UIColor! = .label
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines = 1
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var adjustsFontSizeToFitWidth = false
  open var adjustsFontForContentSizeCategory = false
  open var minimumScaleFactor: CGFloat = 0
  open var preferredMaxLayoutWidth: CGFloat = 0
  open var isEnabled = true
  open var highlightedTextColor: UIColor?
}

/// `UITextFieldDelegate`: every method has a default, as UIKit's are optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable, Hashable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable, Hashable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
  case none, words, sentences, allCharacters
}

/// `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable, Hashable {
  case `default`, no, yes
}

/// `UITextField`: text and settings, stored; no keyboard appears and no editing happens.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// `true`: a text field or text view can become first responder, as in UIKit.
  open override var canBecomeFirstResponder: Bool { true }
  /// `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable, Hashable { case none, line, bezel, roundedRect }
  /// `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable, Hashable {
    case never, whileEditing, unlessEditing, always
  }

  open var text: String? = ""
  open var attributedText: NSAttributedString?
  open var placeholder: String?
  open var attributedPlaceholder: NSAttributedString?
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textColor: UIColor? = .label
  open var textAlignment: NSTextAlignment = .natural
  open var borderStyle: BorderStyle = .none
  open var clearButtonMode: ViewMode = .never
  open var leftView: UIView?
  open var leftViewMode: ViewMode = .never
  open var rightView: UIView?
  open var rightViewMode: ViewMode = .never
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var isSecureTextEntry = false
  open var inputView: UIView?
  open var inputAccessoryView: UIView?
  open weak var delegate: (any UITextFieldDelegate)?
  /// Always false: no editing happens.
  public var isEditing: Bool { false }
}

/// `UIImageView`: its image, stored; nothing is drawn.
@preconcurrency @MainActor
open class UIImageView: UIView {
  open var image: UIImage?
  open var highlightedImage: UIImage?
  open var isHighlighted = false
  /// The frames of an animation, stored; nothing is animated.
  open var animationImages: [UIImage]?
  /// Stored.
  open var animationDuration: TimeInterval = 0
  /// Stored.
  open var animationRepeatCount = 0
  /// Whether ``startAnimating()`` was called last (nothing is animated).
  open private(set) var isAnimating = false
  open func startAnimating() { isAnimating = true }
  open func stopAnimating() { isAnimating = false }

  public override init(frame: CGRect) { super.init(frame: frame) }
  /// An image view sized to the image.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }
  /// An image view with a normal and a highlighted image.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }
  public required init?(coder: NSCoder) { return nil }

  /// The image's size, or none.
  open override var intrinsicContentSize: CGSize {
    image?.size
      ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}

/// `UIStackView`: its arranged subviews and settings, stored. The arranged subviews are not
/// positioned (no Auto Layout solving): their frames are what you give them.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable, Hashable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  /// `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable, Hashable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// The arranged subviews, in order.
  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal
  open var distribution: Distribution = .fill
  open var alignment: Alignment = .fill
  open var spacing: CGFloat = 0
  open var isBaselineRelativeArrangement = false
  open var isLayoutMarginsRelativeArrangement = false
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  public override init(frame: CGRect) { super.init(frame: frame) }
  /// A stack of `views`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }
  public required init?(coder: NSCoder) { return nil }

  /// Appends an arranged subview (also a subview).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }
  /// Inserts an arranged subview (also a subview).
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
  }
  /// Removes an arranged subview; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
  /// A removed subview leaves the arranged subviews too.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    arrangedSubviews.removeAll { $0 === subview }
  }
  /// Stores a spacing after one arranged subview.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
  }
  /// The spacing after one arranged subview.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }
  /// The default spacing marker.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
}

/// `UIPageControl`: its pages, stored; no tap arrives.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  open var numberOfPages = 0
  /// The current page, kept within the pages.
  open var currentPage = 0 {
    didSet { currentPage = max(0, min(currentPage, max(numberOfPages - 1, 0))) }
  }
  open var hidesForSinglePage = false
  open var pageIndicatorTintColor: UIColor?
  open var currentPageIndicatorTintColor: UIColor?
}

/// `UISegmentedControl`: its segments and selection, stored; setting the selection sends no
/// action (as in UIKit).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// No segment selected.
  public static let noSegment = -1
  private var titles: [String?] = []
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  open var selectedSegmentTintColor: UIColor?
  open var isMomentary = false
  /// The title attributes per state, stored (no text is drawn).
  var titleAttributesByState: [UIControl.State: [NSAttributedString.Key: Any]] = [:]
  /// Stores the title attributes for `state`.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) { titleAttributesByState[state] = attributes }
  /// The title attributes stored for `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributesByState[state]
  }

  /// A control with a segment per title (`String`) or image (`UIImage`).
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    titles = (items ?? []).map { $0 as? String }
  }
  /// The number of segments.
  open var numberOfSegments: Int { titles.count }
  /// A segment's title.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }
  /// Sets a segment's title.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    if titles.indices.contains(segment) { titles[segment] = title }
  }
  /// Inserts a segment.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title, at: min(max(segment, 0), titles.count))
  }
  /// Removes every segment.
  open func removeAllSegments() {
    titles = []
    selectedSegmentIndex = UISegmentedControl.noSegment
  }
}

/// `UISwitch`: its state, stored.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  open var isOn = false
  open var onTintColor: UIColor?
  /// Sets the state at once.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// `UISlider`: its value and range, stored.
@preconcurrency @MainActor
open class UISlider: UIControl {
  open var value: Float = 0
  open var minimumValue: Float = 0
  open var maximumValue: Float = 1
  open var isContinuous = true
  open var minimumTrackTintColor: UIColor?
  open var maximumTrackTintColor: UIColor?
  /// Stored; nothing is drawn.
  open var thumbTintColor: UIColor?
  private var thumbImages: [UIControl.State: UIImage] = [:]
  /// Sets the thumb's image for `state`, stored (nothing is drawn).
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state] = image
  }
  /// The thumb's image set for `state`.
  open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state] }
  /// Sets the value, kept within the range, at once.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = min(max(value, minimumValue), maximumValue)
  }
}

/// `UIProgressView`: its progress, stored.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// `UIProgressView.Style`.
  public enum Style: Int, Sendable, Hashable { case `default`, bar }
  open var progress: Float = 0
  open var progressViewStyle: Style = .default
  open var progressTintColor: UIColor?
  open var trackTintColor: UIColor?

  public override init(frame: CGRect) { super.init(frame: frame) }
  /// A progress view of a style.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) { return nil }
  /// Sets the progress at once.
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}

/// `UIActivityIndicatorView`: whether it animates, stored; nothing spins.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable, Hashable { case medium = 100, large = 101 }
  open var style: Style = .medium
  open var color: UIColor!
  open var hidesWhenStopped = true
  /// Whether ``startAnimating()`` was called last.
  public private(set) var isAnimating = false

  public override init(frame: CGRect) { super.init(frame: frame) }
  /// An indicator of a style.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) { return nil }
  /// Starts (and shows) the indicator.
  open func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }
  /// Stops (and, with `hidesWhenStopped`, hides) the indicator.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}

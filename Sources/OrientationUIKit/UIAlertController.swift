/// `UIAlertController`: an alert or action sheet, presented as UIKit's is, with
/// `present(_:animated:completion:)`.
///
/// What is modelled: the presentation and dismissal, with their appearance callbacks, as for any
/// view controller whose `modalPresentationStyle` is UIKit's for an alert (`custom`; an action
/// sheet on iPad is a `popover`). While shown, an alert answers `supportedInterfaceOrientations`
/// with the answer of the view controller that decided before it (its presenter's top
/// ancestor), so it never turns the interface by itself: on iOS an alert follows the
/// app's orientations (the presenter's answer is ours, no source names it).
///
/// A compile surface only: the title, message, actions, preferred action and text fields are
/// stored and read back. Nothing is drawn and no button is tapped: an action's handler is never
/// called, and an alert stays until app code dismisses it.
open class UIAlertController: UIViewController {
  /// `UIAlertController.Style`.
  public enum Style: Int, Sendable, Hashable {
    case actionSheet = 0
    case alert = 1
  }

  /// The text under the title.
  open var message: String?
  /// Alert or action sheet.
  public let preferredStyle: Style
  /// The actions, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action the alert highlights (stored only).
  open var preferredAction: UIAlertAction?
  /// The text fields added with ``addTextField(configurationHandler:)``.
  public private(set) var textFields: [UITextField]? = nil

  /// An alert or action sheet with `title` and `message`.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
    let sheetOnPad = preferredStyle == .actionSheet && UIDevice.current.userInterfaceIdiom == .pad
    modalPresentationStyle = sheetOnPad ? .popover : .custom
  }

  /// Archives are not read.
  public required init?(coder: NSCoder) { return nil }

  /// Adds `action` (its handler is stored, never called).
  open func addAction(_ action: UIAlertAction) { actions.append(action) }

  /// Adds a text field to an alert and runs `configurationHandler` on it at once.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    textFields = (textFields ?? []) + [field]
    configurationHandler?(field)
  }

  /// The view controller that decided the orientations when the alert was presented (the
  /// presenter's top ancestor).
  weak var presenter: UIViewController?

  /// The orientations of the view controller that decided before the alert was presented, so
  /// the alert never turns the interface by itself; UIViewController's default before it is
  /// presented.
  open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    presenter?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
}

/// `UIAlertAction`: a button of an alert. Stored only: its handler is never called.
@preconcurrency @MainActor
open class UIAlertAction {
  /// `UIAlertAction.Style`.
  public enum Style: Int, Sendable, Hashable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// Its style.
  public let style: Style
  /// Whether it can be tapped (stored only).
  open var isEnabled = true
  /// The block a tap would run; orientsim never calls it.
  let handler: ((UIAlertAction) -> Void)?

  /// An action titled `title`.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

import Foundation

// The responder calls view-controller files make around their orientation code — a text field
// giving up the keyboard before a turn, `endEditing(true)` in `viewWillTransition` — and the
// small app-level services beside them: the pasteboard, context menus, the detail presentation.
// The face's views and view controllers are not `UIResponder`s (see the porting article), so
// the first-responder calls are theirs. No keyboard exists: becoming first responder is kept
// as a flag, one responder at a time per harness, and nothing else follows from it.

extension UIView {
  /// Whether this view is the first responder.
  public var isFirstResponder: Bool { FirstResponder.current === self }
  /// Makes the view the first responder when it can (no keyboard is shown); returns whether it
  /// is.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    FirstResponder.current = self
    FirstResponder.controller = nil
    return true
  }
  /// Adds a key command to ``keyCommands`` (never performed: no keyboard exists).
  public func addKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.append(keyCommand) }
  /// Removes a key command added before.
  public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
    addedKeyCommands.removeAll { $0 === keyCommand }
  }
  /// Stops being the first responder; returns `true`.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    if FirstResponder.current === self { FirstResponder.current = nil }
    return true
  }
  /// Makes the first responder in this view's subtree resign; returns whether one did.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let current = FirstResponder.current, current.isDescendant(of: self) else {
      return false
    }
    return current.resignFirstResponder()
  }
}

extension UIViewController {
  /// Whether this view controller is the first responder (it became one with
  /// ``becomeFirstResponder()``; key commands and motion events still never arrive).
  public var isFirstResponder: Bool { FirstResponder.controller === self }
  /// Makes the view controller the first responder when ``canBecomeFirstResponder`` says it
  /// can; returns whether it is.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    FirstResponder.current?.resignFirstResponder()
    FirstResponder.controller = self
    return true
  }
  /// Stops being the first responder and makes its view's first responder resign; returns
  /// `true`.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    if FirstResponder.controller === self { FirstResponder.controller = nil }
    viewIfLoaded?.endEditing(true)
    return true
  }
  /// Adds a key command to ``keyCommands`` (never performed: no keyboard exists).
  public func addKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.append(keyCommand) }
  /// Removes a key command added before.
  public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
    addedKeyCommands.removeAll { $0 === keyCommand }
  }
  /// Shows `vc` as a detail: a split view controller's detail is not modelled, so it is
  /// presented, as UIKit does outside a split view controller.
  public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    present(vc, animated: true)
  }
}

/// The first responder of the running app (one per process: one keyboard).
@MainActor
enum FirstResponder {
  static weak var current: UIView?
  /// A view controller that became first responder (when no view is).
  static weak var controller: UIViewController?
}

/// `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// `UIKeyCommand`: a hardware-keyboard shortcut, stored with its input, modifiers and action.
/// No keyboard exists, so none is ever performed.
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
  /// The key.
  public let input: String?
  /// The modifier keys.
  public let modifierFlags: UIKeyModifierFlags
  /// The action's name, stored (never sent).
  public let action: Selector?
  /// The title shown in the keyboard-shortcut overlay.
  open var discoverabilityTitle: String?
  open var wantsPriorityOverSystemBehavior = false
  open var attributes: UIMenuElement.Attributes = []
  open var state: UIMenuElement.State = .off

  /// A key command for `input` with `modifierFlags`.
  public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    super.init(title: "", image: nil)
  }
  /// A key command with a title for the overlay (iOS 9's form).
  public convenience init(
    input: String, modifierFlags: UIKeyModifierFlags, action: Selector,
    discoverabilityTitle: String
  ) {
    self.init(input: input, modifierFlags: modifierFlags, action: action)
    self.discoverabilityTitle = discoverabilityTitle
  }
  /// A key command of a menu (iOS 13's form).
  public convenience init(
    title: String = "", image: UIImage? = nil, action: Selector, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off
  ) {
    self.init(input: input, modifierFlags: modifierFlags, action: action)
    self.title = title
    self.image = image
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
  }
  public static let inputUpArrow = "UIKeyInputUpArrow"
  public static let inputDownArrow = "UIKeyInputDownArrow"
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  public static let inputRightArrow = "UIKeyInputRightArrow"
  public static let inputEscape = "UIKeyInputEscape"
  public static let inputPageUp = "UIKeyInputPageUp"
  public static let inputPageDown = "UIKeyInputPageDown"
  public static let inputHome = "UIKeyInputHome"
  public static let inputEnd = "UIKeyInputEnd"
  public static let inputDelete = "UIKeyInputDelete"
  public static let inputTab = "\t"
}

/// `UIPasteboard`: an in-memory pasteboard, read back as written; no other app sees it.
@preconcurrency @MainActor
public final class UIPasteboard {
  /// The general pasteboard.
  public static let general = UIPasteboard()
  /// The strings on the pasteboard.
  public var strings: [String]?
  /// The images on the pasteboard.
  public var images: [UIImage]?
  /// The URLs on the pasteboard.
  public var urls: [URL]?
  /// The first string.
  public var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  /// The first image.
  public var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }
  /// The first URL.
  public var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }
  public var hasStrings: Bool { !(strings ?? []).isEmpty }
  public var hasImages: Bool { !(images ?? []).isEmpty }
  public var hasURLs: Bool { !(urls ?? []).isEmpty }
  init() {}
}

/// `UIContextMenuConfiguration` (iOS 13): its identifier and providers, stored; no menu is shown,
/// so neither provider is called.
@preconcurrency @MainActor
public final class UIContextMenuConfiguration {
  /// `UIContextMenuContentPreviewProvider`.
  public typealias PreviewProvider = () -> UIViewController?
  /// `UIContextMenuActionProvider`.
  public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?
  /// The identifier.
  public let identifier: (any NSCopying)?
  let previewProvider: PreviewProvider?
  let actionProvider: ActionProvider?
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
    actionProvider: ActionProvider? = nil
  ) {
    self.identifier = identifier
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }
}

/// `UIContextMenuInteractionDelegate`: never asked (no touch and hold happens); the
/// configuration method is required, as in UIKit.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
}

/// `UIContextMenuInteraction` (iOS 13): attached to a view, it keeps its delegate; no menu is
/// ever shown.
@preconcurrency @MainActor
public final class UIContextMenuInteraction: @MainActor UIInteraction {
  /// The delegate, never asked.
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view it is attached to.
  public private(set) weak var view: UIView?
  public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }
  public func willMove(to view: UIView?) {}
  public func didMove(to view: UIView?) { self.view = view }
  /// Does nothing: no menu is shown.
  public func dismissMenu() {}
}

extension NSLayoutConstraint {
  /// `NSLayoutConstraint.FormatOptions`.
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
  }
}

extension NSLayoutConstraint {
  /// The constraints of a visual-format string (`"H:|-[label]-8-[button(44)]-|"`), made as
  /// UIKit makes them and not activated. Understood: the `H:`/`V:` prefix, the superview `|`,
  /// views in brackets with a size predicate list (`(44)`, `(>=80,<=200)`, `(==other)`, a
  /// metric name, an `@priority`), and connections (`-` the standard 8 points, `-N-`,
  /// `-(>=N)-`, a metric name, none for flush). `options` are stored nowhere (the alignment
  /// options make no constraint here). A format it cannot read stops the program, as UIKit
  /// raises `NSInvalidArgumentException` ("Unable to parse constraint format").
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormat(format: format, metrics: metrics ?? [:], views: views)
    do { return try parser.parse() } catch {
      preconditionFailure("Unable to parse constraint format: \(error)\n\(format)")
    }
  }
}

/// A reader of Auto Layout's visual format language, for
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
@MainActor
struct VisualFormat {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }
  /// One `(relation value @priority)` predicate.
  struct Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    var view: AnyObject?
    var priority: Float?
  }

  let characters: [Character]
  let metrics: [String: Any]
  let views: [String: Any]
  var index = 0

  init(format: String, metrics: [String: Any], views: [String: Any]) {
    characters = Array(format.filter { !$0.isWhitespace })
    self.metrics = metrics
    self.views = views
  }

  mutating func parse() throws -> [NSLayoutConstraint] {
    var vertical = false
    if characters.starts(with: Array("V:")) {
      vertical = true
      index = 2
    } else if characters.starts(with: Array("H:")) {
      index = 2
    }
    let leading: NSLayoutConstraint.Attribute = vertical ? .top : .leading
    let trailing: NSLayoutConstraint.Attribute = vertical ? .bottom : .trailing
    let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
    var result: [NSLayoutConstraint] = []
    var previous: AnyObject?
    var atSuperview = false
    if peek == "|" {
      index += 1
      atSuperview = true
    }
    var gap = try connection()
    var lastView: AnyObject?
    while peek == "[" {
      index += 1
      let name = identifier()
      guard let view = views[name] as AnyObject? else {
        throw Failure(description: "\(name) is not a key in the views dictionary")
      }
      if peek == "(" {
        index += 1
        for predicate in try predicates(closing: ")") {
          let constraint = NSLayoutConstraint(
            item: view, attribute: size, relatedBy: predicate.relation,
            toItem: predicate.view, attribute: predicate.view == nil ? .notAnAttribute : size,
            multiplier: 1, constant: predicate.constant)
          if let priority = predicate.priority { constraint.priority = UILayoutPriority(priority) }
          result.append(constraint)
        }
        index += 1
      }
      guard peek == "]" else { throw Failure(description: "expected ']'") }
      index += 1
      for predicate in gap {
        let constraint: NSLayoutConstraint
        if let previous {
          constraint = NSLayoutConstraint(
            item: view, attribute: leading, relatedBy: predicate.relation, toItem: previous,
            attribute: trailing, multiplier: 1, constant: predicate.constant)
        } else if atSuperview {
          constraint = NSLayoutConstraint(
            item: view, attribute: leading, relatedBy: predicate.relation,
            toItem: (view as? UIView)?.superview, attribute: leading, multiplier: 1,
            constant: predicate.constant)
        } else {
          continue
        }
        if let priority = predicate.priority { constraint.priority = UILayoutPriority(priority) }
        result.append(constraint)
      }
      previous = view
      lastView = view
      gap = try connection()
    }
    if peek == "|", let lastView {
      index += 1
      for predicate in gap {
        let constraint = NSLayoutConstraint(
          item: (lastView as? UIView)?.superview as Any, attribute: trailing,
          relatedBy: predicate.relation, toItem: lastView, attribute: trailing, multiplier: 1,
          constant: predicate.constant)
        if let priority = predicate.priority { constraint.priority = UILayoutPriority(priority) }
        result.append(constraint)
      }
    }
    guard index == characters.count else {
      throw Failure(description: "unexpected '\(characters[index])' at \(index)")
    }
    return result
  }

  var peek: Character? { index < characters.count ? characters[index] : nil }

  mutating func identifier() -> String {
    var name = ""
    while let character = peek, character.isLetter || character.isNumber || character == "_" {
      name.append(character)
      index += 1
    }
    return name
  }

  /// A connection before a view or the closing `|`: none (flush, when a view follows at once),
  /// `-` (standard), or `-value-`.
  mutating func connection() throws -> [Predicate] {
    guard peek == "-" else { return peek == "[" ? [Predicate()] : [] }
    index += 1
    if peek == "[" || peek == "|" { return [Predicate(constant: 8)] }
    let found: [Predicate]
    if peek == "(" {
      index += 1
      found = try predicates(closing: ")")
      index += 1
    } else {
      found = [try predicate()]
    }
    guard peek == "-" else { throw Failure(description: "expected '-' after a spacing") }
    index += 1
    return found
  }

  /// Predicates separated by commas up to `closing` (left in place).
  mutating func predicates(closing: Character) throws -> [Predicate] {
    var list = [try predicate()]
    while peek == "," {
      index += 1
      list.append(try predicate())
    }
    guard peek == closing else { throw Failure(description: "expected '\(closing)'") }
    return list
  }

  mutating func predicate() throws -> Predicate {
    var predicate = Predicate()
    if characters[index...].starts(with: Array(">=")) {
      predicate.relation = .greaterThanOrEqual
      index += 2
    } else if characters[index...].starts(with: Array("<=")) {
      predicate.relation = .lessThanOrEqual
      index += 2
    } else if characters[index...].starts(with: Array("==")) {
      index += 2
    }
    if let character = peek, character.isNumber || character == "." {
      var number = ""
      while let digit = peek, digit.isNumber || digit == "." {
        number.append(digit)
        index += 1
      }
      guard let value = Double(number) else { throw Failure(description: "bad number \(number)") }
      predicate.constant = CGFloat(value)
    } else {
      let name = identifier()
      if let metric = metrics[name] {
        guard
          let value = (metric as? NSNumber)?.doubleValue ?? (metric as? Double)
            ?? (metric as? CGFloat).map(Double.init) ?? (metric as? Int).map(Double.init)
        else { throw Failure(description: "metric \(name) is not a number") }
        predicate.constant = CGFloat(value)
      } else if let view = views[name] {
        predicate.view = view as AnyObject
      } else {
        throw Failure(description: "\(name) is not a key in the metrics or views dictionary")
      }
    }
    if peek == "@" {
      index += 1
      var number = ""
      while let digit = peek, digit.isNumber || digit == "." {
        number.append(digit)
        index += 1
      }
      predicate.priority = Float(number)
    }
    return predicate
  }
}

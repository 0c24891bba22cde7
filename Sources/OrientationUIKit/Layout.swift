import OrientationCore

/// `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool {
    a.rawValue < b.rawValue
  }
  public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority {
    UILayoutPriority(a.rawValue + b)
  }
  public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority {
    UILayoutPriority(a.rawValue - b)
  }
}

/// `NSLayoutConstraint`: a relation between two items' attributes, stored with its constant,
/// multiplier, priority and whether it is active. Constraints are not solved: activating one
/// moves no view (frames come from what you set and from autoresizing).
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
  /// `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable, Hashable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }
  /// `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable, Hashable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }
  /// `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable, Hashable { case horizontal, vertical }

  /// The first item (a view or a layout guide).
  public private(set) weak var firstItem: AnyObject?
  /// The second item, if any.
  public private(set) weak var secondItem: AnyObject?
  public let firstAttribute: Attribute
  public let secondAttribute: Attribute
  public let relation: Relation
  public let multiplier: CGFloat
  /// The constant; stored.
  open var constant: CGFloat
  /// The priority; stored.
  open var priority: UILayoutPriority = .required
  /// A name for debugging.
  open var identifier: String?
  /// Stored.
  open var shouldBeArchived = false
  private weak var holder: UIView?

  /// UIKit's explicit form.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    secondItem = view2.map { $0 as AnyObject }
    firstAttribute = attr1
    secondAttribute = attr2
    self.relation = relation
    self.multiplier = multiplier
    constant = c
  }

  /// Whether the constraint is active: activating adds it to its items' nearest common
  /// ancestor's `constraints`, deactivating removes it. Nothing is solved.
  open var isActive: Bool {
    get { holder != nil }
    set {
      if newValue {
        guard holder == nil, let view = commonAncestor() else { return }
        holder = view
        view.constraints.append(self)
      } else {
        holder?.constraints.removeAll { $0 === self }
        holder = nil
      }
    }
  }

  /// Activates each constraint.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }
  /// Deactivates each constraint.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  func install(in view: UIView) {
    guard holder == nil else { return }
    holder = view
    view.constraints.append(self)
  }

  private func commonAncestor() -> UIView? {
    func view(of item: AnyObject?) -> UIView? {
      (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
    guard let first = view(of: firstItem) else { return nil }
    guard let second = view(of: secondItem) else { return first }
    var candidate: UIView? = first
    while let ancestor = candidate {
      if second.isDescendant(of: ancestor) { return ancestor }
      candidate = ancestor.superview
    }
    return first
  }

  public var description: String {
    "<NSLayoutConstraint \(identifier ?? "") \(firstAttribute) \(relation) \(secondAttribute)"
      + " × \(multiplier) + \(constant) @\(priority.rawValue)>"
  }
}

/// `NSLayoutAnchor`: makes constraints between two items' attributes.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// `self relation anchor + system spacing × multiplier`.
  func spaced(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>,
    _ multiplier: CGFloat
  ) -> NSLayoutConstraint { make(relation, other, constant: systemSpacing * multiplier) }

  /// `self = anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.equal, anchor, constant: c) }
  /// `self ≥ anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c) }
  /// `self ≤ anchor + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: c) }
}

/// The system spacing between two items' edges: 8 points times the multiplier. UIKit's own
/// depends on the items (text baselines take the font into account); orientsim's is the spacing
/// between views, stored as the constraint's constant (constraints are not solved).
let systemSpacing: CGFloat = 8

/// `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self = anchor + system spacing × multiplier`.
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { spaced(.equal, anchor, multiplier) }
  /// `self ≥ anchor + system spacing × multiplier`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    spaced(.greaterThanOrEqual, anchor, multiplier)
  }
  /// `self ≤ anchor + system spacing × multiplier`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    spaced(.lessThanOrEqual, anchor, multiplier)
  }
}
/// `NSLayoutYAxisAnchor`.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self = anchor + system spacing × multiplier`.
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { spaced(.equal, anchor, multiplier) }
  /// `self ≥ anchor + system spacing × multiplier`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    spaced(.greaterThanOrEqual, anchor, multiplier)
  }
  /// `self ≤ anchor + system spacing × multiplier`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    spaced(.lessThanOrEqual, anchor, multiplier)
  }
}
/// `NSLayoutDimension`: a width or height anchor, which can also equal a constant.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self = c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: c)
  }
  /// `self ≥ c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }
  /// `self ≤ c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }
  /// `self = anchor × m + c`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: c) }
  /// `self ≥ anchor × m + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, multiplier: m, constant: c) }
  /// `self ≤ anchor × m + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, multiplier: m, constant: c) }
}

/// The anchors of a view or a layout guide.
@preconcurrency @MainActor
public protocol UILayoutAnchorOwner: AnyObject {}

extension UILayoutAnchorOwner {
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
}

extension UIView: UILayoutAnchorOwner {
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .lastBaseline) }

  /// The safe area as a layout guide: its `layoutFrame` is the bounds inset by
  /// ``UIView/safeAreaInsets`` (the engine's, for a root view).
  public var safeAreaLayoutGuide: UILayoutGuide { guide(.safeArea) }
  /// The layout margins as a layout guide.
  public var layoutMarginsGuide: UILayoutGuide { guide(.margins) }
  /// The readable content guide (the margins guide here: readable widths are not modelled).
  public var readableContentGuide: UILayoutGuide { guide(.readable) }
  /// The keyboard's layout guide (iOS 15). No keyboard is ever shown, so its frame is the
  /// docked, hidden keyboard's: the bottom safe-area strip of the view.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let existing = layoutGuides.first(where: { $0.kind == .keyboard }) as? UIKeyboardLayoutGuide
    {
      return existing
    }
    let guide = UIKeyboardLayoutGuide()
    guide.owningView = self
    layoutGuides.append(guide)
    return guide
  }

  private func guide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
    if let existing = layoutGuides.first(where: { $0.kind == kind }) { return existing }
    let guide = UILayoutGuide(kind: kind)
    guide.owningView = self
    layoutGuides.append(guide)
    return guide
  }

  /// Adds a layout guide.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView = self
    layoutGuides.append(layoutGuide)
  }
  /// Removes a layout guide.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  /// Holds a constraint (the pre-iOS 8 way of activating it).
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.install(in: self) }
  /// Holds constraints.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }
  /// Releases a constraint.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraints.contains(where: { $0 === constraint }) { constraint.isActive = false }
  }
  /// Releases constraints.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Stored per axis; nothing is solved.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { layer.huggingPriorities[axis] = priority }
  /// The stored hugging priority (default low, 250).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layer.huggingPriorities[axis] ?? .defaultLow
  }
  /// Stored per axis; nothing is solved.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { layer.resistancePriorities[axis] = priority }
  /// The stored compression resistance priority (default high, 750).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  { layer.resistancePriorities[axis] ?? .defaultHigh }
  /// The current size: constraints are not solved.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }
  /// Constraints are not solved: nothing happens.
  public func updateConstraintsIfNeeded() {}
}

/// `UILayoutGuide`: a rectangle for constraints. The safe-area guide's ``layoutFrame`` is its
/// view's bounds inset by the safe area; other guides' frames are zero (nothing is solved).
@preconcurrency @MainActor
open class UILayoutGuide: UILayoutAnchorOwner {
  enum Kind { case custom, safeArea, margins, readable, keyboard }
  let kind: Kind
  /// The view the guide belongs to.
  public internal(set) weak var owningView: UIView?
  /// A name for debugging.
  open var identifier = ""

  public init() { kind = .custom }
  init(kind: Kind) { self.kind = kind }

  /// The guide's rectangle in its view's coordinates.
  public var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    switch kind {
    case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
    case .margins, .readable: return view.bounds.inset(by: view.layoutMargins)
    case .keyboard:
      let bottom = view.safeAreaInsets.bottom
      return CGRect(x: 0, y: view.bounds.maxY - bottom, width: view.bounds.width, height: bottom)
    case .custom: return .zero
    }
  }
}

/// `UIKeyboardLayoutGuide` (iOS 15): where the keyboard is. No keyboard is shown here, so it is
/// the bottom safe-area strip of its view; its settings are stored.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
  open var followsUndockedKeyboard = false
  open var usesBottomSafeArea = true
  open var keyboardDismissPadding: CGFloat = 0
  public override init() { super.init(kind: .keyboard) }
}

extension CALayer {
  // Per-view layout priorities live on the view's layer, which every view has.
  var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] {
    get { priorities.hugging }
    set { priorities.hugging = newValue }
  }
  var resistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] {
    get { priorities.resistance }
    set { priorities.resistance = newValue }
  }
}

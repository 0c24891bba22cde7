import OrientationCore

extension UIView {
  /// `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable, Hashable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// No intrinsic size in a dimension.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest size a fitting request can ask for.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest size a fitting request can ask for.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  // MARK: Geometry

  /// The untransformed frame: a root view's is the engine's (kept for when its view controller
  /// leaves), another view's follows its superview's pending size change first.
  var currentFrame: CGRect {
    if let node = owner?.node {
      storedFrame = CGRect(node.frame)
    } else {
      superview?.resizeSubviewsIfNeeded()
    }
    return storedFrame
  }

  var transformedFrame: CGRect {
    let frame = currentFrame
    guard !transform.isIdentity else { return frame }
    let half = CGRect(
      x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
    let turned = half.applying(
      CGAffineTransform(
        a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0))
    return turned.offsetBy(dx: frame.midX + transform.tx, dy: frame.midY + transform.ty)
  }

  func setUntransformedFrame(_ frame: CGRect) {
    superview?.resizeSubviewsIfNeeded()
    if storedFrame.size != frame.size { needsLayout = true }
    storedFrame = frame
  }

  func setBounds(_ bounds: CGRect) {
    let frame = currentFrame
    boundsOrigin = bounds.origin
    guard frame.size != bounds.size else { return }
    needsLayout = true
    storedFrame = CGRect(
      x: frame.midX - bounds.width / 2, y: frame.midY - bounds.height / 2, width: bounds.width,
      height: bounds.height)
  }

  /// The center, in the superview's coordinates.
  public var center: CGPoint {
    get {
      let frame = currentFrame
      return CGPoint(x: frame.midX, y: frame.midY)
    }
    set {
      let frame = currentFrame
      storedFrame.origin = CGPoint(
        x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  // MARK: Autoresizing

  /// Applies this view's size change, if any since the last time, to its subviews.
  func resizeSubviewsIfNeeded() {
    let size = bounds.size
    guard let old = fittedSize else {
      fittedSize = size
      return
    }
    guard old != size else { return }
    fittedSize = size
    needsLayout = true
    guard autoresizesSubviews else { return }
    for subview in subviews { subview.autoresize(from: old, to: size) }
  }

  /// UIKit's autoresizing: along each axis, the superview's change is shared among the flexible
  /// parts (margin, size, far margin) in proportion to their current lengths, equally when
  /// they are all zero (Apple docs, `autoresizingMask`).
  private func autoresize(from old: CGSize, to new: CGSize) {
    let mask = autoresizingMask
    guard !mask.isEmpty else { return }
    var frame = storedFrame
    let horizontal = Self.share(
      start: frame.minX, length: frame.width, extent: old.width, change: new.width - old.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let vertical = Self.share(
      start: frame.minY, length: frame.height, extent: old.height,
      change: new.height - old.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    frame = CGRect(
      x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length)
    if frame.size != storedFrame.size { needsLayout = true }
    storedFrame = frame
  }

  private static func share(
    start: CGFloat, length: CGFloat, extent: CGFloat, change: CGFloat,
    flexible: (start: Bool, length: Bool, end: Bool)
  ) -> (start: CGFloat, length: CGFloat) {
    let end = extent - start - length
    let parts = [
      flexible.start ? start : nil, flexible.length ? length : nil, flexible.end ? end : nil,
    ]
    let count = CGFloat(parts.compactMap { $0 }.count)
    guard count > 0 else { return (start, length) }
    let total = parts.compactMap { $0 }.reduce(0, +)
    func grown(_ part: CGFloat?) -> CGFloat {
      guard let part else { return 0 }
      return total == 0 ? change / count : change * part / total
    }
    return (start + grown(parts[0]), length + grown(parts[1]))
  }

  // MARK: Layout

  /// Lays out this view (unless a root view, whose layout is the engine's) and then its
  /// subviews, where needed.
  func layOutIfNeeded() {
    if owner == nil {
      let size = bounds.size
      if needsLayout || laidOutSize != size {
        needsLayout = false
        laidOutSize = size
        layoutSubviews()
      }
    }
    layOutSubviewsIfNeeded()
  }

  /// Lays out the subviews that need it, top-down (after a view controller's layout pass).
  func layOutSubviewsIfNeeded() {
    resizeSubviewsIfNeeded()
    for subview in subviews { subview.layOutIfNeeded() }
  }

  // MARK: Hierarchy

  /// Moves `view` just above `siblingSubview`.
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
      return addSubview(view)
    }
    let current = subviews.firstIndex { $0 === view }
    insertSubview(view, at: current.map { $0 < index ? index : index + 1 } ?? index + 1)
  }
  /// Moves `view` just below `siblingSubview`.
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
      return insertSubview(view, at: 0)
    }
    let current = subviews.firstIndex { $0 === view }
    insertSubview(view, at: current.map { $0 < index ? index - 1 : index } ?? index)
  }
  /// Whether this view is `view` or inside it.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }
  /// This view or the first descendant (depth first) with `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// `point` in this view's coordinates, in `view`'s (the window's when `nil`). Transforms are
  /// not taken into account.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inWindow = originInWindow()
    let target = view?.originInWindow() ?? .zero
    return CGPoint(x: point.x + inWindow.x - target.x, y: point.y + inWindow.y - target.y)
  }
  /// `point` in `view`'s coordinates (the window's when `nil`), in this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let source = view?.originInWindow() ?? .zero
    let inWindow = originInWindow()
    return CGPoint(x: point.x + source.x - inWindow.x, y: point.y + source.y - inWindow.y)
  }
  /// `rect` in this view's coordinates, in `view`'s.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }
  /// `rect` in `view`'s coordinates, in this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  private func originInWindow() -> CGPoint {
    var origin = CGPoint.zero
    var current: UIView? = self
    while let view = current {
      let frame = view.frame
      origin.x += frame.minX - view.bounds.minX
      origin.y += frame.minY - view.bounds.minY
      current = view.superview
    }
    return origin
  }

  // MARK: Gestures and interactions

  /// Attaches a gesture recognizer (it never recognizes anything: touches are not modelled).
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
  }
  /// Detaches a gesture recognizer.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }
  /// Attaches an interaction: `willMove(to:)`, then `didMove(to:)`.
  public func addInteraction(_ interaction: any UIInteraction) {
    interaction.willMove(to: self)
    interactions.append(interaction)
    interaction.didMove(to: self)
  }
  /// Detaches an interaction.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    interactions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}

/// `UIInteraction`: an object attached to a view with `addInteraction(_:)`.
public protocol UIInteraction: AnyObject {
  /// The view the interaction is attached to.
  var view: UIView? { get }
  /// The interaction is about to move to `view` (`nil`: removal).
  func willMove(to view: UIView?)
  /// The interaction moved to `view` (`nil`: removal).
  func didMove(to view: UIView?)
}

extension CGAffineTransform {
  /// A scale.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }
  /// A translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }
  /// The inverse (the transform itself when it cannot be inverted, as Core Graphics does).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
  /// This transform scaled.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }
  /// This transform translated.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }
}

extension CGPoint {
  /// The point transformed.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size transformed (translation ignored), as Core Graphics does.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle enclosing the transformed corners.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }
}

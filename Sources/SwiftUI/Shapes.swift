import Foundation

// SwiftUI's shapes and paths. A path keeps the elements app code adds (arcs and ellipses as
// cubic curves), so a shape's `path(in:)` can be called and its bounds read; no shape is ever
// filled, stroked or drawn.

/// SwiftUI's `Path`: the outline of a shape, as its elements. Kept, never drawn.
public struct Path: Equatable, Sendable {
  /// SwiftUI's `Path.Element`.
  public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A path built by `callback`.
  public init(_ callback: (inout Path) -> Void) { callback(&self) }

  /// A rectangle.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A rounded rectangle.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A rounded rectangle.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    addRoundedRect(in: rect, cornerSize: cornerSize)
  }

  /// An ellipse inside `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point added, if any.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let point):
        start = point
        current = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// The rectangle holding every point of the path, control points included; `.zero` when empty.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, let control): points += [point, control]
      case .curve(let point, let control1, let control2): points += [point, control1, control2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .zero }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for point in points {
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Calls `body` with each element, in order.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

  public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }

  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    var rectangle = Path()
    rectangle.move(to: CGPoint(x: rect.minX, y: rect.minY))
    rectangle.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    rectangle.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    rectangle.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    rectangle.closeSubpath()
    addPath(rectangle, transform: transform)
  }

  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let rx = min(max(cornerSize.width, 0), rect.width / 2)
    let ry = min(max(cornerSize.height, 0), rect.height / 2)
    guard rx > 0, ry > 0 else { return addRect(rect, transform: transform) }
    var rounded = Path()
    rounded.move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    rounded.addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    rounded.addQuarter(corner: CGPoint(x: rect.maxX, y: rect.minY), rx: 0, ry: ry)
    rounded.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    rounded.addQuarter(corner: CGPoint(x: rect.maxX, y: rect.maxY), rx: -rx, ry: 0)
    rounded.addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    rounded.addQuarter(corner: CGPoint(x: rect.minX, y: rect.maxY), rx: 0, ry: -ry)
    rounded.addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    rounded.addQuarter(corner: CGPoint(x: rect.minX, y: rect.minY), rx: rx, ry: 0)
    rounded.closeSubpath()
    addPath(rounded, transform: transform)
  }

  /// A quarter ellipse from the current point round `corner` to `corner` moved by (`rx`, `ry`).
  private mutating func addQuarter(corner: CGPoint, rx: CGFloat, ry: CGFloat) {
    guard let from = currentPoint else { return }
    let to = CGPoint(x: corner.x + rx, y: corner.y + ry)
    let k: CGFloat = 0.552_284_749_8
    addCurve(
      to: to,
      control1: CGPoint(x: from.x + (corner.x - from.x) * k, y: from.y + (corner.y - from.y) * k),
      control2: CGPoint(x: to.x + (corner.x - to.x) * k, y: to.y + (corner.y - to.y) * k))
  }

  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    var ellipse = Path()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    ellipse.move(to: CGPoint(x: rect.maxX, y: center.y))
    ellipse.addArcSegments(
      center: center, radii: CGSize(width: rect.width / 2, height: rect.height / 2), from: 0,
      to: 2 * .pi)
    ellipse.closeSubpath()
    addPath(ellipse, transform: transform)
  }

  /// An arc of a circle, joined by a line to the current point. `clockwise` is in SwiftUI's
  /// sense: `false` turns from `startAngle` towards larger angles.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let start = startAngle.radians
    var end = endAngle.radians
    if clockwise {
      while end > start { end -= 2 * .pi }
    } else {
      while end < start { end += 2 * .pi }
    }
    var arc = Path()
    let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
    arc.move(to: first)
    arc.addArcSegments(
      center: center, radii: CGSize(width: radius, height: radius), from: start, to: end)
    var joined = arc.applying(transform)
    if currentPoint != nil, case .move(let point) = joined.elements.first {
      joined.elements[0] = .line(to: point)
    }
    elements += joined.elements
  }

  /// An arc of `radius` tangent to the lines from the current point to `tangent1End` and on to
  /// `tangent2End`: kept as a line to `tangent1End` (the rounding is not computed).
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    addPath(Path { $0.elements = [.line(to: tangent1End)] }, transform: transform)
  }

  /// Another path's elements, after these.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements += path.applying(transform).elements
  }

  /// Cubic curves from angle `from` to angle `to` round `center`, a quarter turn at most each.
  private mutating func addArcSegments(
    center: CGPoint, radii: CGSize, from: Double, to: Double
  ) {
    let total = to - from
    let count = max(1, Int((abs(total) / (.pi / 2)).rounded(.up)))
    let step = total / Double(count)
    let k = 4.0 / 3.0 * tan(step / 4)
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
    }
    for index in 0..<count {
      let a0 = from + Double(index) * step
      let a1 = a0 + step
      let p0 = point(a0)
      let p3 = point(a1)
      addCurve(
        to: p3,
        control1: CGPoint(
          x: p0.x - k * radii.width * sin(a0), y: p0.y + k * radii.height * cos(a0)),
        control2: CGPoint(
          x: p3.x + k * radii.width * sin(a1), y: p3.y - k * radii.height * cos(a1)))
    }
  }

  /// This path with each point transformed.
  public func applying(_ transform: CGAffineTransform) -> Path {
    func map(_ p: CGPoint) -> CGPoint {
      CGPoint(
        x: transform.a * p.x + transform.c * p.y + transform.tx,
        y: transform.b * p.x + transform.d * p.y + transform.ty)
    }
    var path = Path()
    path.elements = elements.map { element in
      switch element {
      case .move(let point): .move(to: map(point))
      case .line(let point): .line(to: map(point))
      case .quadCurve(let point, let control): .quadCurve(to: map(point), control: map(control))
      case .curve(let point, let control1, let control2):
        .curve(to: map(point), control1: map(control1), control2: map(control2))
      case .closeSubpath: .closeSubpath
      }
    }
    return path
  }

  /// This path moved by `dx`, `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }
}

extension Path: Shape {
  /// The path itself, wherever it is asked for.
  public func path(in rect: CGRect) -> Path { self }
}

/// SwiftUI's `RoundedCornerStyle`. Stored.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// SwiftUI's `StrokeStyle`: how a line is stroked. Stored, never drawn.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

// MARK: Built-in shapes

extension Rectangle {
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension RoundedRectangle {
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}

extension Circle {
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

extension Capsule {
  public init(style: RoundedCornerStyle) { self.init() }
  public func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius)
  }
}

/// SwiftUI's `Ellipse`. Never drawn.
public struct Ellipse: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// SwiftUI's `RectangleCornerRadii`. Stored.
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// SwiftUI's `UnevenRoundedRectangle`: its radii stored; its path is the rectangle's (the
/// corners are not rounded in it). Never drawn.
public struct UnevenRoundedRectangle: Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// SwiftUI's `ContainerRelativeShape`: its path is the rectangle asked for (no container's shape
/// is known). Never drawn.
public struct ContainerRelativeShape: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// SwiftUI's `AnyShape`: a shape, its type erased. Never drawn.
public struct AnyShape: Shape {
  let makePath: @MainActor @Sendable (CGRect) -> Path
  public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }
  public func path(in rect: CGRect) -> Path { makePath(rect) }
}

// MARK: Insettable shapes

/// SwiftUI's `InsettableShape`: a shape that can be inset for a border.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape inset by an amount: its path is the shape's in the smaller rectangle.
public struct _InsetShape<Content: Shape>: InsettableShape {
  let content: Content
  let amount: CGFloat
  public func path(in rect: CGRect) -> Path {
    content.path(in: rect.insetBy(dx: amount, dy: amount))
  }
  public func inset(by amount: CGFloat) -> _InsetShape<Content> {
    _InsetShape(content: content, amount: self.amount + amount)
  }
}

extension Rectangle: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
    _InsetShape(content: self, amount: amount)
  }
}
extension RoundedRectangle: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
    _InsetShape(content: self, amount: amount)
  }
}
extension Circle: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<Circle> {
    _InsetShape(content: self, amount: amount)
  }
}
extension Capsule: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
    _InsetShape(content: self, amount: amount)
  }
}
extension Ellipse: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
    _InsetShape(content: self, amount: amount)
  }
}
extension UnevenRoundedRectangle: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
    _InsetShape(content: self, amount: amount)
  }
}
extension ContainerRelativeShape: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
    _InsetShape(content: self, amount: amount)
  }
}

// MARK: Transformed shapes

/// SwiftUI's `RotatedShape`: the shape turned about an anchor.
public struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint
  public func path(in rect: CGRect) -> Path {
    let x = rect.minX + anchor.x * rect.width
    let y = rect.minY + anchor.y * rect.height
    let turn = CGAffineTransform(translationX: x, y: y).rotated(by: angle.radians)
      .translatedBy(x: -x, y: -y)
    return shape.path(in: rect).applying(turn)
  }
}

/// SwiftUI's `OffsetShape`: the shape moved.
public struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

/// SwiftUI's `ScaledShape`: the shape scaled about an anchor.
public struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint
  public func path(in rect: CGRect) -> Path {
    let x = rect.minX + anchor.x * rect.width
    let y = rect.minY + anchor.y * rect.height
    let scaling = CGAffineTransform(translationX: x, y: y).scaledBy(x: scale.width, y: scale.height)
      .translatedBy(x: -x, y: -y)
    return shape.path(in: rect).applying(scaling)
  }
}

/// A trimmed shape: its path is the whole shape's (the trim is stored, not computed).
public struct _TrimmedShape<Content: Shape>: Shape {
  let shape: Content
  let from: CGFloat
  let to: CGFloat
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// A stroked shape: its path is the shape's (the outline of the stroke is not computed).
public struct _StrokedShape<Content: Shape>: Shape {
  let shape: Content
  let style: StrokeStyle
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

extension Shape {
  /// The part of the shape between `startFraction` and `endFraction`: stored.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, from: startFraction, to: endFraction)
  }

  /// The shape turned by `angle` about `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `x`, `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape scaled about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<
    Self
  > { ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor) }

  /// The shape scaled about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// The line of the shape, as a shape: its path is the shape's.
  public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }

  /// The line of the shape, as a shape: its path is the shape's.
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes the shape in `color` (stored, never drawn).
  public func stroke(_ color: Color, style: StrokeStyle, antialiased: Bool = true) -> some View {
    stored("stroke")
  }
}

extension InsettableShape {
  /// Strokes the inside of the shape's edge in `color` (stored, never drawn).
  public func strokeBorder(_ color: Color, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  { stored("strokeBorder") }

  /// Strokes the inside of the shape's edge in `color` (stored, never drawn).
  public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  { stored("strokeBorder") }

  /// Strokes the inside of the shape's edge (stored, never drawn).
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    stored("strokeBorder")
  }

  /// Strokes the inside of the shape's edge (stored, never drawn).
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    stored("strokeBorder")
  }
}

// The shapes' static names (iOS 17), for `.clipShape(.capsule)` and `.background(.red, in: .rect)`.
extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}
extension Shape where Self == UnevenRoundedRectangle {
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> Self {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}
extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}
extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}

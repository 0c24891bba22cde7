import Foundation

/// A context's graphics state: what `saveGState()` saves and `restoreGState()` restores.
struct GraphicsState {
  var ctm = CGAffineTransform.identity
  var clip: CGRect = .infinite
  var alpha: CGFloat = 1
  var blendMode = CGBlendMode.normal
  var lineWidth: CGFloat = 1
  var lineCap = CGLineCap.butt
  var lineJoin = CGLineJoin.miter
  var miterLimit: CGFloat = 10
  var fillColor: CGColor?
  var strokeColor: CGColor?
  var interpolationQuality = CGInterpolationQuality.default
  var shouldAntialias = true
}

/// `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable, Hashable {
  case `default` = 0
  case none = 1
  case low = 2
  case high = 3
  case medium = 4
}

/// `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable, Hashable {
  case winding, evenOdd
}

/// `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable, Hashable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// `CGTextDrawingMode`.
public enum CGTextDrawingMode: Int32, Sendable, Hashable {
  case fill, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip
}

/// Core Graphics' drawing calls on a context. What is modelled is the graphics state: the
/// current transform (``ctm``) follows `translateBy`, `scaleBy`, `rotate` and `concatenate` as in
/// Core Graphics, `saveGState()`/`restoreGState()` save and restore it with the clip and the
/// settings, and the path being built keeps its bounding box and current point. Nothing is ever
/// painted: fills, strokes, image and gradient draws leave the context's memory untouched, so
/// ``makeImage()`` still makes an image of the context's size with no pixels.
extension CGContext {
  // MARK: Graphics state

  public func saveGState() { savedGraphicsStates.append(graphicsState) }
  /// Restores the state last saved; does nothing (as Core Graphics logs and ignores) when none is.
  public func restoreGState() {
    if let saved = savedGraphicsStates.popLast() { graphicsState = saved }
  }

  // MARK: The current transform

  /// The current transformation matrix, from user space to the context's base space (Core
  /// Graphics' base space also folds in the device's scale, which is 1 here).
  public var ctm: CGAffineTransform { graphicsState.ctm }
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    graphicsState.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(graphicsState.ctm)
  }
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    graphicsState.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(graphicsState.ctm)
  }
  public func rotate(by angle: CGFloat) {
    graphicsState.ctm = CGAffineTransform(rotationAngle: angle).concatenating(graphicsState.ctm)
  }
  public func concatenate(_ transform: CGAffineTransform) {
    graphicsState.ctm = transform.concatenating(graphicsState.ctm)
  }
  /// A point in user space in the context's base space.
  public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
  public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
  public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
  public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

  // MARK: Settings, stored in the graphics state

  public var interpolationQuality: CGInterpolationQuality {
    get { graphicsState.interpolationQuality }
    set { graphicsState.interpolationQuality = newValue }
  }
  /// The text matrix, stored (no text is drawn).
  public var textMatrix: CGAffineTransform {
    get { storedTextMatrix }
    set { storedTextMatrix = newValue }
  }
  /// The text position, stored (no text is drawn).
  public var textPosition: CGPoint {
    get { storedTextPosition }
    set { storedTextPosition = newValue }
  }
  public func setAlpha(_ alpha: CGFloat) { graphicsState.alpha = alpha }
  public func setBlendMode(_ mode: CGBlendMode) { graphicsState.blendMode = mode }
  public func setLineWidth(_ width: CGFloat) { graphicsState.lineWidth = width }
  public func setLineCap(_ cap: CGLineCap) { graphicsState.lineCap = cap }
  public func setLineJoin(_ join: CGLineJoin) { graphicsState.lineJoin = join }
  public func setMiterLimit(_ limit: CGFloat) { graphicsState.miterLimit = limit }
  /// Stored nowhere (no line is stroked).
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
  public func setShouldAntialias(_ shouldAntialias: Bool) {
    graphicsState.shouldAntialias = shouldAntialias
  }
  /// Stored nowhere (no line is stroked).
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
  public func setFillColor(_ color: CGColor) { graphicsState.fillColor = color }
  public func setStrokeColor(_ color: CGColor) { graphicsState.strokeColor = color }
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    graphicsState.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    graphicsState.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    graphicsState.fillColor = CGColor(red: gray, green: gray, blue: gray, alpha: alpha)
  }
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    graphicsState.strokeColor = CGColor(red: gray, green: gray, blue: gray, alpha: alpha)
  }
  /// Stored nowhere (no shadow is drawn).
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
  /// Stored nowhere (no shadow is drawn).
  public func setShadow(offset: CGSize, blur: CGFloat) {}
  /// Stored nowhere (no text is drawn).
  public func setTextDrawingMode(_ mode: CGTextDrawingMode) {}
  /// Stored nowhere (no text is drawn).
  public func setCharacterSpacing(_ spacing: CGFloat) {}

  // MARK: Building a path

  public func beginPath() {
    currentPath = CGMutablePath()
    currentPoint = nil
  }
  public func move(to point: CGPoint) {
    currentPath.move(to: point, transform: ctm)
    currentPoint = point
  }
  public func addLine(to point: CGPoint) {
    currentPath.addLine(to: point, transform: ctm)
    currentPoint = point
  }
  public func addLines(between points: [CGPoint]) {
    currentPath.addLines(between: points, transform: ctm)
    if let last = points.last { currentPoint = last }
  }
  public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: ctm) }
  public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
  public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: ctm) }
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    currentPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise, transform: ctm)
    currentPoint = CGPoint(
      x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
  }
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    currentPath.addLine(to: tangent1End, transform: ctm)
    currentPoint = tangent1End
  }
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    currentPath.addCurve(to: end, control1: control1, control2: control2, transform: ctm)
    currentPoint = end
  }
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: end, control: control, transform: ctm)
    currentPoint = end
  }
  public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: ctm) }
  public func closePath() {}
  /// Whether the path being built has no point.
  public var isPathEmpty: Bool { currentPath.isEmpty }
  /// The current point of the path being built, in user space (`.zero` when there is none).
  public var currentPointOfPath: CGPoint { currentPoint ?? .zero }
  /// The bounding box of the path being built, in user space.
  public var boundingBoxOfPath: CGRect {
    currentPath.isEmpty ? .null : currentPath.boundingBox.applying(ctm.inverted())
  }
  /// The path being built, in the context's base space; `nil` when it is empty.
  public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy() }

  // MARK: Painting (nothing is painted; painting a path consumes it, as in Core Graphics)

  public func fillPath(using rule: CGPathFillRule = .winding) { beginPath() }
  public func eoFillPath() { beginPath() }
  public func strokePath() { beginPath() }
  public func drawPath(using mode: CGPathDrawingMode) { beginPath() }
  public func fill(_ rect: CGRect) {}
  public func fill(_ rects: [CGRect]) {}
  public func stroke(_ rect: CGRect) {}
  public func stroke(_ rect: CGRect, width: CGFloat) {}
  public func fillEllipse(in rect: CGRect) {}
  public func strokeEllipse(in rect: CGRect) {}
  public func strokeLineSegments(between points: [CGPoint]) {}
  public func clear(_ rect: CGRect) {}
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
  public func flush() {}

  // MARK: Clipping (the clip's bounding box, in base space)

  /// Intersects the clip with `rect`.
  public func clip(to rect: CGRect) {
    graphicsState.clip = graphicsState.clip.intersection(rect.applying(ctm))
  }
  public func clip(to rects: [CGRect]) {
    let union = rects.reduce(CGRect.null) { $0.union($1) }
    clip(to: union)
  }
  /// Intersects the clip with `rect` (the mask's pixels are not read).
  public func clip(to rect: CGRect, mask: CGImage) { clip(to: rect) }
  /// Intersects the clip with the path being built's box, and consumes the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    if !currentPath.isEmpty {
      graphicsState.clip = graphicsState.clip.intersection(currentPath.boundingBox)
    }
    beginPath()
  }
  public func resetClip() { graphicsState.clip = .infinite }
  /// The clip's bounding box in user space: the whole context until something clips it.
  public var boundingBoxOfClipPath: CGRect {
    let whole = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
    return whole.intersection(graphicsState.clip).applying(ctm.inverted())
  }
}

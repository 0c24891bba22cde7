import OrientationCore

/// `CGColor`, which Foundation on Linux does not have: RGBA components.
public final class CGColor: Hashable, Sendable {
  /// Red, green, blue and alpha, 0…1.
  public let components: [CGFloat]?
  /// The alpha component.
  public var alpha: CGFloat { components?.last ?? 1 }
  init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }
  public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

/// `UIColor`: an RGBA colour, stored and compared; nothing is drawn. Dynamic (light and dark)
/// colours resolve to their light appearance. An `NSObject`, as UIKit's is, so that it goes
/// where app code expects one (`[NSAttributedString.Key: NSObject]`); equal by components.
public final class UIColor: NSObject, @unchecked Sendable {
  let red: CGFloat
  let green: CGFloat
  let blue: CGFloat
  /// The alpha component.
  public let alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    super.init()
  }
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }
  /// A colour from hue, saturation and brightness.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let sector = (hue - hue.rounded(.down)) * 6
    let chroma = brightness * saturation
    let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch Int(sector) {
      case 0: (chroma, x, 0)
      case 1: (x, chroma, 0)
      case 2: (0, chroma, x)
      case 3: (0, x, chroma)
      case 4: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    let m = brightness - chroma
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }
  /// A colour from a `CGColor`.
  public convenience init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }
  /// Asset catalogs are not read: a named colour is `nil`.
  public convenience init?(named name: String) { return nil }
  /// A colour of the asset catalog (Xcode's generated symbols): the catalog is not read, so it
  /// is clear.
  public convenience init(resource: ColorResource) { self.init(white: 0, alpha: 0) }
  /// A dynamic colour: resolved once, with unspecified traits (the light appearance).
  public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let color = dynamicProvider(UITraitCollection())
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// The colour as a `CGColor`.
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
  /// The components; always `true` (every colour here is RGBA).
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }
  /// The colour itself (no trait-dependent colours are modelled).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

  /// Equal when the components are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let b = object as? UIColor else { return false }
    return red == b.red && green == b.green && blue == b.blue && alpha == b.alpha
  }
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    return hasher.finalize()
  }
  public override var description: String {
    "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))"
  }

  public static let black = UIColor(white: 0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let systemBackground = UIColor.white
  public static let secondarySystemBackground = UIColor(
    red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
  public static let systemGroupedBackground = secondarySystemBackground
  public static let label = UIColor.black
  public static let secondaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
  public static let separator = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
  public static let systemBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
  public static let systemRed = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
  public static let systemGreen = UIColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1)
  public static let systemOrange = UIColor(red: 1, green: 0.584, blue: 0, alpha: 1)
  public static let systemYellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
  public static let systemGray = UIColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 1)
  public static let systemGray6 = UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
  public static let systemMint = UIColor(red: 0, green: 0.78, blue: 0.745, alpha: 1)
  /// Sets the fill color of the current context: nothing is drawn here, so nothing changes.
  public func setFill() {}
  /// Sets the stroke color of the current context: nothing is drawn here, so nothing changes.
  public func setStroke() {}
  /// Sets both colors of the current context: nothing is drawn here, so nothing changes.
  public func set() {}
  // The rest of UIKit's semantic and system colors, with their light-appearance values (no
  // dark appearance is modelled).
  public static let systemPurple = UIColor(red: 0.686, green: 0.322, blue: 0.871, alpha: 1)
  public static let systemPink = UIColor(red: 1, green: 0.176, blue: 0.333, alpha: 1)
  public static let systemTeal = UIColor(red: 0.188, green: 0.69, blue: 0.78, alpha: 1)
  public static let systemIndigo = UIColor(red: 0.345, green: 0.337, blue: 0.839, alpha: 1)
  public static let systemBrown = UIColor(red: 0.635, green: 0.518, blue: 0.369, alpha: 1)
  public static let systemCyan = UIColor(red: 0.196, green: 0.678, blue: 0.902, alpha: 1)
  public static let systemGray2 = UIColor(red: 0.682, green: 0.682, blue: 0.698, alpha: 1)
  public static let systemGray3 = UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
  public static let systemGray4 = UIColor(red: 0.82, green: 0.82, blue: 0.839, alpha: 1)
  public static let systemGray5 = UIColor(red: 0.898, green: 0.898, blue: 0.918, alpha: 1)
  public static let tertiarySystemBackground = UIColor.white
  public static let secondarySystemGroupedBackground = UIColor.white
  public static let tertiarySystemGroupedBackground = secondarySystemBackground
  public static let tertiaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
  public static let quaternaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.18)
  public static let placeholderText = tertiaryLabel
  public static let link = systemBlue
  public static let opaqueSeparator = UIColor(red: 0.776, green: 0.776, blue: 0.784, alpha: 1)
  public static let systemFill = UIColor(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.2)
  public static let secondarySystemFill = UIColor(
    red: 0.471, green: 0.471, blue: 0.502, alpha: 0.16)
  public static let tertiarySystemFill = UIColor(red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12)
  public static let quaternarySystemFill = UIColor(
    red: 0.455, green: 0.455, blue: 0.502, alpha: 0.08)
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  public static let darkText = UIColor.black
  /// The tint color (iOS 15): the default tint, system blue.
  public static let tintColor = systemBlue
}

/// `UIFont`: a name and a size, stored; no text is measured.
public final class UIFont: NSObject, @unchecked Sendable {
  /// `UIFont.Weight`.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }
  /// `UIFont.TextStyle`, with the default sizes of the Large content size.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    var defaultSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }

  /// The font's name.
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight (regular unless made with one).
  let weight: Weight

  init(fontName: String, pointSize: CGFloat, weight: Weight = .regular) {
    self.fontName = fontName
    self.pointSize = pointSize
    self.weight = weight
    super.init()
  }
  /// A font by name; every name is accepted (no font files are read).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, pointSize: fontSize)
  }
  /// The system font.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Regular", pointSize: fontSize)
  }
  /// The system font with a weight.
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: ".SFUI", pointSize: fontSize, weight: weight)
  }
  /// The bold system font.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Semibold", pointSize: fontSize, weight: .bold)
  }
  /// The monospaced digit system font.
  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: ".SFUI-Mono", pointSize: fontSize, weight: weight)
  }
  /// The font for a text style at the default content size (Dynamic Type is not modelled).
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(fontName: ".SFUI-" + style.rawValue, pointSize: style.defaultSize)
  }
  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, pointSize: fontSize, weight: weight)
  }
  /// The line height: 1.2 × the point size (no font metrics are read).
  public var lineHeight: CGFloat { pointSize * 1.2 }

  /// Equal when the name, size and weight are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let b = object as? UIFont else { return false }
    return fontName == b.fontName && pointSize == b.pointSize && weight == b.weight
  }
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }
}

/// `UIImage`: a name, or a ``CGImage`` with its scale and orientation, and a size, stored; no
/// image file or asset catalog is read and no pixel is drawn.
public final class UIImage: Hashable, Sendable {
  /// `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable, Hashable {
    case automatic, alwaysOriginal, alwaysTemplate
  }
  /// `UIImage.Orientation`: how an image's pixels are turned (and mirrored) to be shown upright.
  public enum Orientation: Int, Sendable, Hashable {
    case up = 0
    case down = 1
    case left = 2
    case right = 3
    case upMirrored = 4
    case downMirrored = 5
    case leftMirrored = 6
    case rightMirrored = 7
  }

  /// The asset or symbol name it was made from, if any.
  public let name: String?
  /// The size in points (zero for a named image: assets are not read). For an image made from a
  /// ``CGImage``: its pixel size divided by the scale, width and height swapped when the
  /// orientation is a quarter turn (`left`, `right` and their mirrored forms), as in UIKit.
  public let size: CGSize
  /// The scale.
  public let scale: CGFloat
  /// The rendering mode.
  public let renderingMode: RenderingMode
  /// The bitmap it was made from (nil for an image made another way).
  public let cgImage: CGImage?
  /// The orientation it was made with: `up` unless made from a ``CGImage`` with another.
  public let imageOrientation: Orientation
  /// The CoreImage module's `CIImage` it was made from, if any (`UIImage.ciImage` there: this
  /// module cannot name the type).
  package let coreImage: (any Sendable)?

  init(
    name: String?, size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
    cgImage: CGImage? = nil, imageOrientation: Orientation = .up, coreImage: (any Sendable)? = nil
  ) {
    self.name = name
    self.size = size
    self.scale = scale
    self.renderingMode = renderingMode
    self.cgImage = cgImage
    self.imageOrientation = imageOrientation
    self.coreImage = coreImage
  }
  /// An image of the CoreImage module's `CIImage`, for its `UIImage(ciImage:scale:orientation:)`.
  package convenience init(
    coreImage: any Sendable, size: CGSize, scale: CGFloat, orientation: Orientation
  ) {
    self.init(
      name: nil, size: size, scale: scale, imageOrientation: orientation, coreImage: coreImage)
  }
  /// An empty image.
  public convenience init() { self.init(name: nil, size: .zero) }
  /// An image from the app's assets: always made, with a zero size (assets are not read).
  public convenience init?(named name: String) { self.init(name: name, size: .zero) }
  /// An image of the asset catalog (Xcode's generated symbols): made with a zero size, as
  /// ``init(named:)`` (assets are not read).
  public convenience init(resource: ImageResource) {
    self.init(name: resource.name, size: .zero)
  }
  /// An SF Symbol: always made, with a zero size.
  public convenience init?(systemName name: String) { self.init(name: name, size: .zero) }
  /// Image data is not decoded: `nil`.
  public convenience init?(data: Data) { return nil }
  /// An image of `cgImage` at scale 1, `up`: its size is the bitmap's pixel size.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }
  /// An image of `cgImage` at `scale`, shown turned by `orientation`: see ``size``.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let width = CGFloat(cgImage.width) / scale
    let height = CGFloat(cgImage.height) / scale
    let quarterTurn: Set<Orientation> = [.left, .right, .leftMirrored, .rightMirrored]
    self.init(
      name: nil,
      size: quarterTurn.contains(orientation)
        ? CGSize(width: height, height: width) : CGSize(width: width, height: height),
      scale: scale, cgImage: cgImage, imageOrientation: orientation)
  }
  /// The same image with another rendering mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      name: name, size: size, scale: scale, renderingMode: renderingMode, cgImage: cgImage,
      imageOrientation: imageOrientation, coreImage: coreImage)
  }
  /// The same image (tints are not drawn).
  public func withTintColor(_ color: UIColor) -> UIImage { self }

  public static func == (a: UIImage, b: UIImage) -> Bool {
    a.name == b.name && a.size == b.size && a.renderingMode == b.renderingMode
      && a.cgImage === b.cgImage && a.imageOrientation == b.imageOrientation
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The type of an image literal (`#imageLiteral(resourceName:)`), as UIKit declares it.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
  /// The image an image literal names: as ``init(named:)``, made with a zero size.
  public convenience init(imageLiteralResourceName path: String) {
    self.init(name: path, size: .zero)
  }
}

/// `CALayer`: its common properties, stored; nothing is drawn, composited or animated.
@preconcurrency @MainActor
open class CALayer {
  /// The view whose layer this is.
  weak var delegateView: UIView?
  /// Its view's content hugging and compression resistance priorities, per axis.
  var priorities:
    (
      hugging: [NSLayoutConstraint.Axis: UILayoutPriority],
      resistance: [NSLayoutConstraint.Axis: UILayoutPriority]
    ) = ([:], [:])

  public required init() {}
  /// A copy of another layer's properties (Core Animation's presentation copies).
  public init(layer: Any) {}

  /// The frame: a view's layer reports and sets its view's frame.
  open var frame: CGRect {
    get { delegateView?.frame ?? storedFrame }
    set {
      if let delegateView { delegateView.frame = newValue } else { storedFrame = newValue }
    }
  }
  /// The bounds: a view's layer reports and sets its view's bounds.
  open var bounds: CGRect {
    get { delegateView?.bounds ?? CGRect(origin: .zero, size: storedFrame.size) }
    set {
      if let delegateView {
        delegateView.bounds = newValue
      } else {
        storedFrame.size = newValue.size
      }
    }
  }
  private var storedFrame: CGRect = .zero
  open var position: CGPoint = .zero
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var zPosition: CGFloat = 0
  open var backgroundColor: CGColor?
  open var borderColor: CGColor?
  open var borderWidth: CGFloat = 0
  open var cornerRadius: CGFloat = 0
  open var masksToBounds = false
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var opacity: Float = 1
  open var isHidden = false
  open var name: String?
  open var contents: Any?
  open var contentsScale: CGFloat = 1
  open var shouldRasterize = false
  open var rasterizationScale: CGFloat = 1
  /// The corner curve, stored (no corner is drawn).
  open var cornerCurve: CALayerCornerCurve = .circular
  /// Core Animation's expansion factor of a corner curve: 1 for circular corners, about 1.528
  /// for continuous ones (the continuous curve starts that much farther from the corner).
  open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
    curve == .continuous ? 1.528665 : 1
  }
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  open var mask: CALayer?
  /// The affine part of a layer's transform that is no view's.
  private var affine = CGAffineTransform.identity
  /// The whole transform when it is not affine (depth or perspective).
  private var nonAffine: CATransform3D?
  /// The affine transform: a view's layer reports its view's `transform`.
  open func affineTransform() -> CGAffineTransform { delegateView?.transform ?? affine }
  /// The kept non-affine transform, while its affine part is still the layer's (a view's
  /// `transform` set since replaces it, as in UIKit).
  private var currentNonAffine: CATransform3D? {
    guard let nonAffine,
      CATransform3DGetAffineTransform(nonAffine) == (delegateView?.transform ?? affine)
    else { return nil }
    return nonAffine
  }
  /// Sets the affine transform: a view's layer sets its view's `transform` (and so its frame).
  open func setAffineTransform(_ m: CGAffineTransform) {
    nonAffine = nil
    if let delegateView { delegateView.transform = m } else { affine = m }
  }
  /// The transform. An affine one is the layer's affine transform (a view's layer's is its
  /// view's `transform`); one with depth or perspective is kept whole, and its affine part is
  /// what ``affineTransform()`` and the view read. Nothing is drawn, so depth changes nothing.
  open var transform: CATransform3D {
    get { currentNonAffine ?? CATransform3DMakeAffineTransform(affineTransform()) }
    set {
      setAffineTransform(CATransform3DGetAffineTransform(newValue))
      if !CATransform3DIsAffine(newValue) { nonAffine = newValue }
    }
  }
  /// The transform applied to the sublayers, stored.
  open var sublayerTransform = CATransform3DIdentity
  /// How the contents fill the bounds, stored (no contents are drawn).
  open var contentsGravity = CALayerContentsGravity.resize
  /// The part of the contents shown (unit coordinates), stored.
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The stretchable part of the contents (unit coordinates), stored.
  open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The shadow's shape, stored (no shadow is drawn).
  open var shadowPath: CGPath?
  /// Stored; nothing is displayed.
  open var needsDisplayOnBoundsChange = false
  /// Stored; nothing is drawn.
  open var isGeometryFlipped = false
  /// Stored; nothing is drawn.
  open var allowsEdgeAntialiasing = false
  /// Stored; nothing is drawn.
  open var isOpaque = false
  /// Stored; nothing is drawn.
  open var minificationFilter = CALayerContentsFilter.linear
  /// Stored; nothing is drawn.
  open var magnificationFilter = CALayerContentsFilter.linear
  /// The layer as shown on screen: this layer itself, as nothing animates (an animation is
  /// complete at once here, see ``CAAnimation``).
  open func presentation() -> Self? { self }
  /// The model layer: this layer.
  open func model() -> Self { self }

  /// The sublayers.
  public private(set) var sublayers: [CALayer]?
  /// The superlayer.
  public private(set) weak var superlayer: CALayer?
  /// Adds a sublayer on top.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }
  /// Inserts a sublayer at an index.
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(idx), list.count))
    sublayers = list
    layer.superlayer = self
  }
  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }
  /// Nothing is displayed.
  open func setNeedsDisplay() {}
  /// Nothing is laid out.
  open func setNeedsLayout() {}
  /// Sublayers are not laid out.
  open func layoutSublayers() {}
  /// The finished animations the layer keeps (those not removed on completion), by key.
  var animationsByKey: [(key: String, animation: CAAnimation)] = []
  /// Runs `anim` — complete at once, since nothing is animated here (see ``CAAnimation``): its
  /// delegate hears it start and stop on the main queue, and the layer keeps it under `key`
  /// only when it is not removed on completion. A later animation under the same key replaces
  /// the one kept.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    if let key { animationsByKey.removeAll { $0.key == key } }
    if !anim.isRemovedOnCompletion {
      animationsByKey.append((key ?? "", anim))
    }
    guard let delegate = anim.delegate else { return }
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        delegate.animationDidStart(anim)
        delegate.animationDidStop(anim, finished: true)
      }
    }
  }
  /// The animation kept under `key`: nil unless one not removed on completion was added. Never
  /// a rotation's: nothing animates a view's `bounds.size` and `position` here.
  open func animation(forKey key: String) -> CAAnimation? {
    animationsByKey.last { $0.key == key }?.animation
  }
  /// The keys of the animations kept; nil when none is.
  open func animationKeys() -> [String]? {
    animationsByKey.isEmpty ? nil : animationsByKey.map(\.key)
  }
  /// Removes the animation kept under `key`.
  open func removeAnimation(forKey key: String) { animationsByKey.removeAll { $0.key == key } }
  /// Removes every animation kept.
  open func removeAllAnimations() { animationsByKey.removeAll() }
}

/// `CACornerMask`.
public struct CACornerMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// `CAGradientLayer`: its gradient, stored; nothing is drawn.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  open var colors: [Any]?
  open var locations: [NSNumber]?
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The gradient's style, stored.
  open var type = CAGradientLayerType.axial
  public required init() { super.init() }
}

/// `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = Self(rawValue: "axial")
  public static let radial = Self(rawValue: "radial")
  public static let conic = Self(rawValue: "conic")
}

/// `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = Self(rawValue: "center")
  public static let top = Self(rawValue: "top")
  public static let bottom = Self(rawValue: "bottom")
  public static let left = Self(rawValue: "left")
  public static let right = Self(rawValue: "right")
  public static let topLeft = Self(rawValue: "topLeft")
  public static let topRight = Self(rawValue: "topRight")
  public static let bottomLeft = Self(rawValue: "bottomLeft")
  public static let bottomRight = Self(rawValue: "bottomRight")
  public static let resize = Self(rawValue: "resize")
  public static let resizeAspect = Self(rawValue: "resizeAspect")
  public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// `CALayerContentsFilter`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let nearest = Self(rawValue: "nearest")
  public static let trilinear = Self(rawValue: "trilinear")
}

/// `CATextLayer`: its text and settings, stored; no text is drawn.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
  open var string: Any?
  open var font: Any?
  open var fontSize: CGFloat = 36
  open var foregroundColor: CGColor?
  open var isWrapped = false
  open var truncationMode = CATextLayerTruncationMode.none
  open var alignmentMode = CATextLayerAlignmentMode.natural
  public required init() { super.init() }
}

/// `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = Self(rawValue: "natural")
  public static let left = Self(rawValue: "left")
  public static let right = Self(rawValue: "right")
  public static let center = Self(rawValue: "center")
  public static let justified = Self(rawValue: "justified")
}

/// `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = Self(rawValue: "none")
  public static let start = Self(rawValue: "start")
  public static let end = Self(rawValue: "end")
  public static let middle = Self(rawValue: "middle")
}

/// `CAReplicatorLayer`: its replication settings, stored; no copy is drawn.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
  open var instanceCount = 1
  open var instanceDelay: CFTimeInterval = 0
  open var instanceTransform = CATransform3DIdentity
  open var instanceColor: CGColor?
  public required init() { super.init() }
}

/// `CAEmitterLayer`: its emitter settings and cells, stored; no particle is made.
@preconcurrency @MainActor
open class CAEmitterLayer: CALayer {
  open var emitterCells: [CAEmitterCell]?
  open var emitterPosition: CGPoint = .zero
  open var emitterSize: CGSize = .zero
  open var birthRate: Float = 1
  open var lifetime: Float = 1
  public required init() { super.init() }
}

/// `CAEmitterCell`: a particle's settings, stored; no particle is made.
open class CAEmitterCell {
  open var contents: Any?
  open var birthRate: Float = 0
  open var lifetime: Float = 0
  open var velocity: CGFloat = 0
  open var scale: CGFloat = 1
  open var emissionRange: CGFloat = 0
  open var color: CGColor?
  public init() {}
}

/// `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// No inset.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension UIEdgeInsets {
  /// The same inset on every edge.
  public init(_ all: CGFloat) { self.init(top: all, left: all, bottom: all, right: all) }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable, Hashable {
  case left, center, right, justified, natural
}

/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable, Hashable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle
}

extension IndexPath {
  /// An index path of an item in a section (UIKit's addition to Foundation).
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// An index path of a row in a section (UIKit's addition to Foundation).
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// The item: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The row: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

#if !canImport(ObjectiveC)
  /// `Selector`, which Swift on Linux does not have: a method's Objective-C name as a string.
  /// `#selector(…)` cannot compile without the Objective-C runtime; write `Selector(("name:"))`
  /// instead (it compiles on Apple platforms too). Targets are stored; no action is sent.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
  }
#endif

/// `CALayerCornerCurve`: how a rounded corner is drawn.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = Self(rawValue: "circular")
  public static let continuous = Self(rawValue: "continuous")
}

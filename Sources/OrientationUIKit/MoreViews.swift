import Foundation

// More of the view layer that view-controller files touch beside their orientation code: text
// views, search, menus, bar appearances, effect views, paths and shape layers, image rendering,
// symbol configurations. Values are stored and read back; nothing is drawn, blurred, searched,
// scrolled or rendered (the porting article lists each).

/// `UITextView`: its text and settings, stored; no text is laid out or edited.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// `true`: a text field or text view can become first responder, as in UIKit.
  open override var canBecomeFirstResponder: Bool { true }
  open var text: String! = ""
  open var attributedText: NSAttributedString!
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment = .natural
  open var isEditable = true
  open var isSelectable = true
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  open var dataDetectorTypes: UIDataDetectorTypes = []
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var adjustsFontForContentSizeCategory = false
  open var inputAccessoryView: UIView?
  public override init(frame: CGRect) { super.init(frame: frame) }
  public init(frame: CGRect, textContainer: Any?) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { return nil }
}

/// `UITextViewDelegate`: never called (no text is edited); each method has a default.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewDidChange(_ textView: UITextView)
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
}

extension UITextViewDelegate {
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
}

/// `UIDataDetectorTypes`.
public struct UIDataDetectorTypes: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// `UIRefreshControl`: stored; nothing pulls it, so it never sends `valueChanged`.
open class UIRefreshControl: UIControl {
  /// Whether ``beginRefreshing()`` was called last.
  open private(set) var isRefreshing = false
  open var attributedTitle: NSAttributedString?
  public override init(frame: CGRect) { super.init(frame: frame) }
  public convenience init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) { return nil }
  open func beginRefreshing() { isRefreshing = true }
  open func endRefreshing() { isRefreshing = false }
}

/// `UISearchBar`: its text and settings, stored; nothing is typed.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  open var text: String?
  open var placeholder: String?
  open var prompt: String?
  open var showsCancelButton = false
  open var searchBarStyle: Style = .default
  open var scopeButtonTitles: [String]?
  open var selectedScopeButtonIndex = 0
  open var showsScopeBar = false
  open weak var delegate: (any UISearchBarDelegate)?
  /// The search text field (iOS 13).
  public let searchTextField = UITextField()
  /// `UISearchBar.Style`.
  public enum Style: UInt, Sendable, Hashable {
    case `default`, prominent, minimal
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public convenience init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) { return nil }
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }
}

/// `UISearchBarDelegate`: never called (nothing is typed); each method has a default.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}

/// `UISearchResultsUpdating`: never called (nothing is searched).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  func updateSearchResults(for searchController: UISearchController)
}

/// `UISearchControllerDelegate`: never called; each method has a default.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  func willPresentSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// `UISearchController`: its bar and settings, stored. Set on a navigation item it is never
/// presented (search is not modelled); presented with `present(_:animated:)` it is a view
/// controller like any other.
open class UISearchController: UIViewController {
  /// The view controller showing results.
  public private(set) var searchResultsController: UIViewController?
  /// The search bar.
  public let searchBar = UISearchBar()
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  open weak var delegate: (any UISearchControllerDelegate)?
  open var isActive = false
  open var obscuresBackgroundDuringPresentation = true
  open var dimsBackgroundDuringPresentation = true
  open var hidesNavigationBarDuringPresentation = true
  open var automaticallyShowsCancelButton = true
  open var showsSearchResultsController = false

  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { return nil }
}

/// `UIMenuElement`: an element of a menu.
@preconcurrency @MainActor
open class UIMenuElement {
  /// The element's title.
  open var title: String
  /// The element's image.
  open var image: UIImage?
  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }
  /// `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }
  /// `UIMenuElement.State`.
  public enum State: Int, Sendable, Hashable {
    case off, on, mixed
  }
}

/// `UIMenu` (iOS 13): its title and children, stored; no menu is shown, so no child is chosen.
open class UIMenu: UIMenuElement {
  /// `UIMenu.Options`.
  public struct Options: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
  }
  /// `UIMenu.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public let identifier: Identifier
  public let options: Options
  public let children: [UIMenuElement]
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, image: image)
  }
  /// The same menu with other children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, image: image, identifier: identifier, options: options, children: newChildren)
  }
}

extension UIBarButtonItem {
  /// An item with a title, an image, a primary action and a menu (iOS 14): stored.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init(image: image, style: .plain, target: nil, action: nil)
    self.title = title ?? primaryAction?.title
    self.menu = menu
  }
}

extension UIImage {
  /// `UIImage.SymbolConfiguration` (iOS 13): stored with the image; no symbol is drawn.
  public final class SymbolConfiguration: Hashable, Sendable {
    /// `UIImage.SymbolWeight`.
    public typealias Weight = UIImage.SymbolWeight
    /// `UIImage.SymbolScale`.
    public typealias Scale = UIImage.SymbolScale
    public let pointSize: CGFloat?
    public let weight: SymbolWeight?
    public let scale: SymbolScale?
    public let textStyle: UIFont.TextStyle?
    init(
      pointSize: CGFloat? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil,
      textStyle: UIFont.TextStyle? = nil
    ) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
    }
    public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil) }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: nil)
    }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }
    public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight) }
    public convenience init(scale: SymbolScale) { self.init(pointSize: nil, scale: scale) }
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: nil, textStyle: textStyle)
    }
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(pointSize: nil, scale: scale, textStyle: textStyle)
    }
    public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
    public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil) }
    public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil) }
    /// This configuration with `other`'s values where it has them.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      return SymbolConfiguration(
        pointSize: other.pointSize ?? pointSize, weight: other.weight ?? weight,
        scale: other.scale ?? scale, textStyle: other.textStyle ?? textStyle)
    }
    public static func == (a: SymbolConfiguration, b: SymbolConfiguration) -> Bool {
      a.pointSize == b.pointSize && a.weight == b.weight && a.scale == b.scale
        && a.textStyle == b.textStyle
    }
    public func hash(into hasher: inout Hasher) {
      hasher.combine(pointSize)
      hasher.combine(weight)
    }
  }
  /// `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Sendable, Hashable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }
  /// `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable, Hashable {
    case `default` = -1, unspecified, small, medium, large
  }
  /// An SF Symbol with a configuration: always made, with a zero size (nothing is drawn).
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    self.init(systemName: name)
  }
  /// The same image (the configuration is not kept: nothing is drawn).
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
  /// The same image (the configuration is not kept: nothing is drawn).
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    self
  }
  /// The same image (the colour is not kept: nothing is drawn).
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
  /// PNG data is not encoded: `nil`.
  public func pngData() -> Data? { nil }
  /// JPEG data is not encoded: `nil`.
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

/// `UIFontMetrics` (iOS 11): Dynamic Type is not modelled, so every font keeps its size.
public struct UIFontMetrics: Sendable {
  public static let `default` = UIFontMetrics(forTextStyle: .body)
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  /// The same font.
  public func scaledFont(for font: UIFont) -> UIFont { font }
  /// The same font.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
  /// The same value.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
}

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  public static let kern = NSAttributedString.Key("NSKern")
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  public static let shadow = NSAttributedString.Key("NSShadow")
  public static let link = NSAttributedString.Key("NSLink")
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}

extension UIScreen {
  /// The screen's brightness, 0 to 1: stored and read back (0.5 at first).
  public var brightness: CGFloat {
    get { MainActor.assumeIsolated { UIScreen.storedBrightness } }
    set { MainActor.assumeIsolated { UIScreen.storedBrightness = newValue } }
  }
  @MainActor static var storedBrightness: CGFloat = 0.5
}

/// `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// `CGPath`: the bounding box of the figures added, kept; no outline is stored or stroked.
public class CGPath: @unchecked Sendable {
  var box: CGRect = .null
  init(box: CGRect = .null) { self.box = box }
  /// The smallest rectangle holding every point added.
  public var boundingBox: CGRect { box.isNull ? .zero : box }
  /// The same (no control points are kept apart).
  public var boundingBoxOfPath: CGRect { boundingBox }
  /// Whether the path has no point.
  public var isEmpty: Bool { box.isNull }
  public func copy() -> CGPath? { CGPath(box: box) }
  /// A path of `rect`.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(box: rect)
  }
  /// A path of an ellipse in `rect`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(box: rect)
  }
  /// A path of a rounded rectangle.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) { self.init(box: rect) }
}

/// `CGMutablePath`: points added grow the bounding box.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  public init() { super.init() }
  func include(_ point: CGPoint) {
    box = box.union(CGRect(origin: point, size: .zero))
  }
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    include(point.applying(transform))
  }
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    include(point.applying(transform))
  }
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    for point in points { include(point.applying(transform)) }
  }
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    box = box.union(rect.applying(transform))
  }
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    box = box.union(rect.applying(transform))
  }
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) { box = box.union(rect.applying(transform)) }
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    box = box.union(
      CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        .applying(transform))
  }
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    include(control.applying(transform))
    include(end.applying(transform))
  }
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    include(control1.applying(transform))
    include(control2.applying(transform))
    include(end.applying(transform))
  }
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    if !path.box.isNull { box = box.union(path.box.applying(transform)) }
  }
  public func closeSubpath() {}
}

/// `UIBezierPath`: its bounds (the box of the figures added) and line settings, stored; nothing
/// is stroked or filled.
@preconcurrency @MainActor
open class UIBezierPath {
  let path = CGMutablePath()
  open var lineWidth: CGFloat = 1
  open var lineCapStyle: CGLineCap = .butt
  open var lineJoinStyle: CGLineJoin = .miter
  open var usesEvenOddFillRule = false
  public init() {}
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRect(rect)
  }
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    path.addRect(rect)
  }
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }
  /// The path as a `CGPath` (its bounding box).
  open var cgPath: CGPath { path }
  /// The box of the figures added.
  open var bounds: CGRect { path.boundingBox }
  open var isEmpty: Bool { path.isEmpty }
  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
  open func close() {}
  open func removeAllPoints() { path.box = .null }
  open func apply(_ transform: CGAffineTransform) {
    if !path.box.isNull { path.box = path.box.applying(transform) }
  }
  /// Whether `point` is in the bounding box (no outline is kept).
  open func contains(_ point: CGPoint) -> Bool { path.boundingBox.contains(point) }
  /// Does nothing: nothing is drawn.
  open func stroke() {}
  /// Does nothing: nothing is drawn.
  open func fill() {}
  /// Does nothing: nothing is drawn.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}
}

/// `CGLineCap`.
public enum CGLineCap: Int32, Sendable, Hashable {
  case butt, round, square
}

/// `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable, Hashable {
  case miter, round, bevel
}

/// `CAShapeLayer`: its path and stroke settings, stored; nothing is drawn.
open class CAShapeLayer: CALayer {
  open var path: CGPath?
  open var fillColor: CGColor?
  open var strokeColor: CGColor?
  open var lineWidth: CGFloat = 1
  open var lineCap: CAShapeLayerLineCap = .butt
  open var lineJoin: CAShapeLayerLineJoin = .miter
  open var lineDashPattern: [NSNumber]?
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
  open var fillRule: CAShapeLayerFillRule = .nonZero
  public required init() { super.init() }
}

/// `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = Self(rawValue: "butt")
  public static let round = Self(rawValue: "round")
  public static let square = Self(rawValue: "square")
}

/// `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = Self(rawValue: "miter")
  public static let round = Self(rawValue: "round")
  public static let bevel = Self(rawValue: "bevel")
}

/// `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = Self(rawValue: "non-zero")
  public static let evenOdd = Self(rawValue: "even-odd")
}

extension CALayer {
  /// Does nothing: no layer is drawn.
  public func render(in ctx: CGContext) {}
}

/// `UIGraphicsImageRendererFormat`: stored.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
  public var scale: CGFloat = 1
  public var opaque = false
  public init() {}
  public static func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
  public static func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}

/// `UIGraphicsImageRendererContext`: its bitmap context.
public final class UIGraphicsImageRendererContext {
  /// The bitmap context of the renderer's size (nothing drawn into it is kept).
  public let cgContext: CGContext
  public let format: UIGraphicsImageRendererFormat
  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }
  /// Does nothing: nothing is drawn.
  public func fill(_ rect: CGRect) {}
  /// Does nothing: nothing is drawn.
  public func stroke(_ rect: CGRect) {}
  /// An image of what was drawn so far: the renderer's size, holding no pixels.
  public var currentImage: UIImage {
    cgContext.makeImage().map { UIImage(cgImage: $0, scale: format.scale, orientation: .up) }
      ?? UIImage()
  }
}

/// `UIGraphicsImageRenderer`: runs the drawing block with a bitmap context and returns an image
/// of the renderer's size holding no pixels (nothing is drawn).
public final class UIGraphicsImageRenderer {
  public let format: UIGraphicsImageRendererFormat
  let size: CGSize
  public init(size: CGSize) {
    self.size = size
    format = UIGraphicsImageRendererFormat()
  }
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.size = size
    self.format = format
  }
  public convenience init(bounds: CGRect) { self.init(size: bounds.size) }
  public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.init(size: bounds.size, format: format)
  }
  /// Runs `actions`, then returns an image of the renderer's size (no pixels).
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    guard let context = uiKitImageContext(size: size, scale: format.scale) else {
      return UIImage()
    }
    let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
    ImageContextStack.drawing(in: context, scale: format.scale) { actions(rendererContext) }
    return rendererContext.currentImage
  }
  /// PNG data is not encoded: empty.
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    _ = image(actions: actions)
    return Data()
  }
}

/// `CADisplayLink`: stored; it never fires (no display refreshes). Its selector is a name,
/// stored and never sent (`#selector` needs the Objective-C runtime: write
/// `Selector(("step:"))`, as the porting article says).
public final class CADisplayLink {
  /// The target, held strongly as UIKit does until ``invalidate()``.
  public private(set) var target: AnyObject?
  /// The selector's name.
  public let selector: Selector
  /// A link that would send `sel` to `target` on each refresh (none comes).
  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    selector = sel
  }
  public var isPaused = false
  public var preferredFramesPerSecond = 0
  public var preferredFrameRateRange = CAFrameRateRange.default
  public private(set) var timestamp: TimeInterval = 0
  public private(set) var targetTimestamp: TimeInterval = 0
  public private(set) var duration: TimeInterval = 0
  /// Does nothing: it never fires.
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  /// Does nothing.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  /// Lets the target go.
  public func invalidate() { target = nil }
}

/// `CAFrameRateRange` (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// `NSParagraphStyle`: a paragraph's settings, stored for attributed strings; no text is laid
/// out.
open class NSParagraphStyle: @unchecked Sendable {
  /// The default style.
  public static let `default` = NSParagraphStyle()
  public init() {}
  open var alignment: NSTextAlignment { storage.alignment }
  open var lineSpacing: CGFloat { storage.lineSpacing }
  open var paragraphSpacing: CGFloat { storage.paragraphSpacing }
  open var paragraphSpacingBefore: CGFloat { storage.paragraphSpacingBefore }
  open var lineHeightMultiple: CGFloat { storage.lineHeightMultiple }
  open var minimumLineHeight: CGFloat { storage.minimumLineHeight }
  open var maximumLineHeight: CGFloat { storage.maximumLineHeight }
  open var firstLineHeadIndent: CGFloat { storage.firstLineHeadIndent }
  open var headIndent: CGFloat { storage.headIndent }
  open var tailIndent: CGFloat { storage.tailIndent }
  open var lineBreakMode: NSLineBreakMode { storage.lineBreakMode }
  struct Storage {
    var alignment = NSTextAlignment.natural
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var lineBreakMode = NSLineBreakMode.byWordWrapping
  }
  var storage = Storage()
  /// A mutable copy.
  open func mutableCopy() -> NSMutableParagraphStyle {
    let copy = NSMutableParagraphStyle()
    copy.storage = storage
    return copy
  }
}

/// `NSMutableParagraphStyle`: settable paragraph settings, stored.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment {
    get { storage.alignment }
    set { storage.alignment = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { storage.lineSpacing }
    set { storage.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { storage.paragraphSpacing }
    set { storage.paragraphSpacing = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { storage.paragraphSpacingBefore }
    set { storage.paragraphSpacingBefore = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { storage.lineHeightMultiple }
    set { storage.lineHeightMultiple = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { storage.minimumLineHeight }
    set { storage.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { storage.maximumLineHeight }
    set { storage.maximumLineHeight = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { storage.firstLineHeadIndent }
    set { storage.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { storage.headIndent }
    set { storage.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { storage.tailIndent }
    set { storage.tailIndent = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { storage.lineBreakMode }
    set { storage.lineBreakMode = newValue }
  }
  /// Takes every setting of `paragraphStyle`.
  open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) {
    storage = paragraphStyle.storage
  }
}

extension String {
  /// `String(localized:)` (iOS 15): the key itself, as no string catalog is read here.
  public init(
    localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = keyAndValue
  }
}

extension UIImage {
  /// A renderer format for drawing this image: its scale, opaque when it says so (ours: never).
  public var imageRendererFormat: UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return format
  }
  /// Draws the image in `rect` of the current context: nothing is drawn here.
  public func draw(in rect: CGRect) {}
  /// Draws the image at `point`: nothing is drawn here.
  public func draw(at point: CGPoint) {}
  /// Draws the image in `rect` with a blend mode: nothing is drawn here.
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
}

/// `CGBlendMode`: how drawing composites (nothing is drawn here).
public enum CGBlendMode: Int32, Sendable, Hashable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy
  case sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor, plusDarker, plusLighter
}

/// A bitmap context of `size` points at `scale` (8-bit RGBA; nothing is drawn into it).
func bitmapContext(size: CGSize, scale: CGFloat) -> CGContext? {
  let width = max(Int((size.width * scale).rounded()), 0)
  let height = max(Int((size.height * scale).rounded()), 0)
  return CGContext(
    data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
}

/// UIKit's image-context stack: per thread, as in UIKit (drawing into an image context is safe
/// off the main thread), innermost last.
enum ImageContextStack {
  final class Contexts {
    var contexts: [(context: CGContext, scale: CGFloat)] = []
  }
  static let key = "orientsim.UIGraphics.imageContexts"
  /// This thread's stack.
  static var current: Contexts {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? Contexts { return stack }
    let stack = Contexts()
    dictionary[key] = stack
    return stack
  }
  static var contexts: [(context: CGContext, scale: CGFloat)] {
    get { current.contexts }
    set { current.contexts = newValue }
  }
  /// Runs `body` with `context` as the current context, as UIKit does while a renderer draws.
  static func drawing<T>(in context: CGContext, scale: CGFloat, _ body: () throws -> T) rethrows
    -> T
  {
    contexts.append((context, scale))
    defer { _ = contexts.popLast() }
    return try body()
  }
}

/// A UIKit drawing context of `size` points at `scale`: a bitmap context whose user space is
/// UIKit's (origin at the top left, y down, in points), as UIKit sets up image contexts.
func uiKitImageContext(size: CGSize, scale: CGFloat) -> CGContext? {
  guard let context = bitmapContext(size: size, scale: scale) else { return nil }
  context.graphicsState.ctm = CGAffineTransform(
    a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(context.height))
  return context
}

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: pushes a bitmap context of `size` at
/// `scale` as this thread's current context. A `scale` of 0 is the main screen's scale, read on
/// the main thread; off the main thread (where the screen cannot be read here) it is 1. Nothing
/// is drawn into the context.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let scale =
    scale > 0 ? scale : Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 1
  guard let context = uiKitImageContext(size: size, scale: scale) else { return }
  ImageContextStack.contexts.append((context, scale))
}

/// `UIGraphicsBeginImageContext(_:)`: a context at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// `UIGraphicsGetCurrentContext()`: this thread's innermost image context (a renderer's while
/// its drawing block runs), or `nil` (no view is ever drawing here).
public func UIGraphicsGetCurrentContext() -> CGContext? { ImageContextStack.contexts.last?.context }

/// `UIGraphicsPushContext(_:)`: makes `context` this thread's current context (at scale 1).
public func UIGraphicsPushContext(_ context: CGContext) {
  ImageContextStack.contexts.append((context, 1))
}

/// `UIGraphicsPopContext()`: pops this thread's current context.
public func UIGraphicsPopContext() { _ = ImageContextStack.contexts.popLast() }

/// `UIGraphicsGetImageFromCurrentImageContext()`: an image of the current context's size and
/// scale, holding no pixels; `nil` without a context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let (context, scale) = ImageContextStack.contexts.last, let image = context.makeImage()
  else { return nil }
  return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// `UIGraphicsEndImageContext()`: pops this thread's current image context.
public func UIGraphicsEndImageContext() { _ = ImageContextStack.contexts.popLast() }

/// `UIRectFill(_:)`: fills nothing (nothing is drawn).
public func UIRectFill(_ rect: CGRect) {}
/// `UIRectFrame(_:)`: frames nothing (nothing is drawn).
public func UIRectFrame(_ rect: CGRect) {}
/// `UIRectClip(_:)`: clips the current context to `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

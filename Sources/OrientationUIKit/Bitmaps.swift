import OrientationCore

// The Core Graphics bitmap types that `import UIKit` brings on iOS, as far as code that turns a
// frame or a buffer into a `UIImage` names them. Sizes and layouts are stored and read back;
// no memory is allocated, no pixel is drawn, copied or decoded.

/// `CGColorSpace`: a colour space, reduced to its number of colour components. Only the device
/// RGB and device grey spaces are made here.
public final class CGColorSpace: Sendable {
  /// The number of colour components (alpha not counted): 3 for RGB, 1 for grey.
  public let numberOfComponents: Int
  init(numberOfComponents: Int) { self.numberOfComponents = numberOfComponents }
}

/// `CGColorSpaceCreateDeviceRGB()`: a colour space of 3 components.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(numberOfComponents: 3) }

/// `CGColorSpaceCreateDeviceGray()`: a colour space of 1 component.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(numberOfComponents: 1) }

/// `CGImageAlphaInfo`: where a pixel's alpha is, with Core Graphics' raw values.
public enum CGImageAlphaInfo: UInt32, Sendable, Hashable {
  case none = 0
  case premultipliedLast = 1
  case premultipliedFirst = 2
  case last = 3
  case first = 4
  case noneSkipLast = 5
  case noneSkipFirst = 6
  case alphaOnly = 7
}

/// `CGBitmapInfo`: a bitmap's alpha, float and byte-order bits, with Core Graphics' raw values.
/// The alpha bits are a ``CGImageAlphaInfo``'s raw value (masked by ``alphaInfoMask``).
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  public static let byteOrderDefault = CGBitmapInfo([])
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
  #if _endian(big)
    /// The host's 16-bit byte order: big-endian here.
    public static let byteOrder16Host = byteOrder16Big
    /// The host's 32-bit byte order: big-endian here.
    public static let byteOrder32Host = byteOrder32Big
  #else
    /// The host's 16-bit byte order: little-endian here.
    public static let byteOrder16Host = byteOrder16Little
    /// The host's 32-bit byte order: little-endian here.
    public static let byteOrder32Host = byteOrder32Little
  #endif
}

/// The layout of a bitmap: what a ``CGContext`` and the ``CGImage`` it makes report.
struct BitmapLayout: Sendable {
  let width: Int
  let height: Int
  let bitsPerComponent: Int
  let bitsPerPixel: Int
  let bytesPerRow: Int
  let colorSpace: CGColorSpace?
  let bitmapInfo: CGBitmapInfo

  var alphaInfo: CGImageAlphaInfo {
    CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
      ?? CGImageAlphaInfo.none
  }
}

/// `CGImage`: a bitmap image's size and layout, stored; it holds no pixels (none is drawn or
/// decoded here). ``CGContext/makeImage()`` makes one.
public final class CGImage: Sendable {
  let layout: BitmapLayout
  init(layout: BitmapLayout) { self.layout = layout }
  /// The width in pixels.
  public var width: Int { layout.width }
  /// The height in pixels.
  public var height: Int { layout.height }
  /// The bits of each colour or alpha component.
  public var bitsPerComponent: Int { layout.bitsPerComponent }
  /// The bits of a pixel.
  public var bitsPerPixel: Int { layout.bitsPerPixel }
  /// The bytes of a row.
  public var bytesPerRow: Int { layout.bytesPerRow }
  /// The colour space.
  public var colorSpace: CGColorSpace? { layout.colorSpace }
  /// The alpha, byte-order and float bits.
  public var bitmapInfo: CGBitmapInfo { layout.bitmapInfo }
  /// The alpha bits of ``bitmapInfo``.
  public var alphaInfo: CGImageAlphaInfo { layout.alphaInfo }

  /// The part of the image inside `rect` (in pixels, from the top left), as Core Graphics crops
  /// it: the rectangle made integral and clipped to the image; `nil` when nothing is left. The
  /// new image has the same layout, its own size, and no pixels.
  public func cropping(to rect: CGRect) -> CGImage? {
    let clipped = rect.integral.intersection(
      CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height)))
    guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return nil }
    let newWidth = Int(clipped.width)
    let bytesPerPixel = max(1, bitsPerPixel / 8)
    return CGImage(
      layout: BitmapLayout(
        width: newWidth, height: Int(clipped.height), bitsPerComponent: bitsPerComponent,
        bitsPerPixel: bitsPerPixel, bytesPerRow: newWidth * bytesPerPixel,
        colorSpace: colorSpace, bitmapInfo: bitmapInfo))
  }
}

extension CGFloat {
  /// The number's value as a `CGFloat`, as Core Graphics converts an `NSNumber` (rounding or
  /// truncating what does not fit).
  public init(truncating number: NSNumber) { self.init(number.doubleValue) }
  /// The number's value when a `CGFloat` holds it exactly.
  public init?(exactly number: NSNumber) {
    guard let value = Double(exactly: number) else { return nil }
    self.init(value)
  }
}

/// `CGContext`, as a bitmap context: its size and layout, stored. Nothing is drawn into it and
/// no memory is allocated or read: ``data`` is the pointer it was given (nil when given nil,
/// where Core Graphics would allocate a buffer of its own), and ``makeImage()`` makes a
/// ``CGImage`` of the context's size and layout that holds no pixels. So code that turns a
/// buffer into an image through a context gets an image of the buffer's size.
public final class CGContext {
  let layout: BitmapLayout
  /// The memory it was made with (nil when made with nil: nothing is allocated here).
  public let data: UnsafeMutableRawPointer?
  /// The graphics state: its transform and settings (see `ContextDrawing.swift`).
  var graphicsState = GraphicsState()
  /// The states `saveGState()` pushed, innermost last.
  var savedGraphicsStates: [GraphicsState] = []
  /// The path being built (its bounding box, in the context's base space).
  var currentPath = CGMutablePath()
  /// The current point of the path being built, in user space.
  var currentPoint: CGPoint?
  var storedTextMatrix = CGAffineTransform.identity
  var storedTextPosition = CGPoint.zero

  /// A bitmap context of `width` × `height` pixels in `space`. A pixel has the space's
  /// components plus alpha (alpha alone for `alphaOnly`; no alpha for `none`); a `bytesPerRow`
  /// of 0 is computed as `width` × the bytes of a pixel (Core Graphics may pad rows further).
  ///
  /// `nil` when `width`, `height` or `bitsPerComponent` is not positive, or `bytesPerRow` is
  /// neither 0 nor at least a row of pixels. Other combinations Core Graphics refuses (such as
  /// RGB without alpha or a skipped byte at 8 bits per component) are not checked here.
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    let info = CGBitmapInfo(rawValue: bitmapInfo)
    let alpha =
      CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
      ?? CGImageAlphaInfo.none
    let components =
      switch alpha {
      case .alphaOnly: 1
      case CGImageAlphaInfo.none: space.numberOfComponents
      default: space.numberOfComponents + 1
      }
    let bitsPerPixel = bitsPerComponent * components
    let rowBytes = (width * bitsPerPixel + 7) / 8
    guard width > 0, height > 0, bitsPerComponent > 0, bytesPerRow == 0 || bytesPerRow >= rowBytes
    else { return nil }
    self.data = data
    layout = BitmapLayout(
      width: width, height: height, bitsPerComponent: bitsPerComponent,
      bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow == 0 ? rowBytes : bytesPerRow,
      colorSpace: space, bitmapInfo: info)
  }

  /// The size in pixels, as given.
  public var width: Int { layout.width }
  public var height: Int { layout.height }
  /// The bytes of a row: as given, or computed when given 0 (see the initializer).
  public var bytesPerRow: Int { layout.bytesPerRow }

  /// An image of the context's size and layout, holding no pixels; never nil here.
  public func makeImage() -> CGImage? { CGImage(layout: layout) }
}

/// `CGImagePropertyOrientation` (Image I/O, which UIKit brings in on iOS): the EXIF orientation
/// of an image, with EXIF's raw values. Camera code maps the device orientation to one of these
/// for Vision and Core Image; here it is a value, stored where it is passed.
public enum CGImagePropertyOrientation: UInt32, Sendable, Hashable {
  case up = 1
  case upMirrored = 2
  case down = 3
  case downMirrored = 4
  case leftMirrored = 5
  case right = 6
  case rightMirrored = 7
  case left = 8
}

/// `UIImageWriteToSavedPhotosAlbum(_:_:_:_:)`: saves nothing (no photo library exists here) and
/// never calls the completion selector.
@MainActor
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
  _ contextInfo: UnsafeMutableRawPointer?
) {}

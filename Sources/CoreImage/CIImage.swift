@_exported import OrientationUIKit

// Foundation comes through the face, not directly: UIKit re-exports this module (as UIKit's
// headers import Core Image on iOS), and a direct Foundation re-export would make
// Foundation's `OperationQueue.addOperation(_:)` and `RunLoop.perform(_:)` win over the face's
// main-queue ones in every file that says `import UIKit`. So `import CoreImage` alone also
// brings the face's UIKit names, which iOS's Core Image does not.

// The `CoreImage` module on Linux: a compile surface only, so that a camera or photo screen
// written for iOS compiles unchanged around its orientation code. An image is its extent: the
// geometry calls (`oriented`, `transformed(by:)`, `cropped(to:)`, `composited(over:)`) compute
// the extent Core Image would, and nothing is ever drawn, filtered or read. Depend on it only
// where the system has no CoreImage:
// `.product(name: "CoreImage", package: "orientsim", condition: .when(platforms: [.linux]))`.

/// `CIImage`: an image's extent, with the geometry Core Image gives it; it holds no pixels.
public final class CIImage: Sendable {
  /// The image's rectangle: the buffer's or bitmap's size for an image made from one, infinite
  /// for a colour, and as Core Image computes it after each geometry call.
  public let extent: CGRect

  init(extent: CGRect) { self.extent = extent }

  /// An image of `imageBuffer`, its extent the buffer's size (`options` ignored).
  public convenience init(
    cvImageBuffer imageBuffer: CVImageBuffer, options: [CIImageOption: Any]? = nil
  ) {
    self.init(extent: CGRect(x: 0, y: 0, width: imageBuffer.width, height: imageBuffer.height))
  }
  /// An image of `pixelBuffer`, its extent the buffer's size (`options` ignored).
  public convenience init(
    cvPixelBuffer pixelBuffer: CVPixelBuffer, options: [CIImageOption: Any]? = nil
  ) {
    self.init(cvImageBuffer: pixelBuffer, options: options)
  }
  /// An image of `image`, its extent the bitmap's size (`options` ignored).
  public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]? = nil) {
    self.init(extent: CGRect(x: 0, y: 0, width: image.width, height: image.height))
  }
  /// An image of one colour, infinite as in Core Image.
  public convenience init(color: CIColor) { self.init(extent: .infinite) }
  /// An image with nothing in it: a null extent.
  public class func empty() -> CIImage { CIImage(extent: .null) }

  /// The image's metadata: always empty (no file is read).
  public var properties: [String: Any] { [:] }

  /// The image turned and mirrored as `orientation` says an image stored so is shown upright:
  /// the extent's width and height swap for the quarter turns (EXIF 5–8); its origin is kept.
  public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
    guard orientation.rawValue >= 5 else { return CIImage(extent: extent) }
    return CIImage(
      extent: CGRect(x: extent.minX, y: extent.minY, width: extent.height, height: extent.width))
  }
  /// ``oriented(_:)`` with an EXIF orientation number (1–8; another number leaves the image as
  /// it is).
  public func oriented(forExifOrientation orientation: Int32) -> CIImage {
    guard let value = CGImagePropertyOrientation(rawValue: UInt32(clamping: orientation)) else {
      return CIImage(extent: extent)
    }
    return oriented(value)
  }
  /// The image transformed: its extent is the smallest rectangle enclosing the transformed one.
  public func transformed(by matrix: CGAffineTransform) -> CIImage {
    guard !extent.isInfinite, !extent.isNull else { return CIImage(extent: extent) }
    return CIImage(extent: extent.applying(matrix))
  }
  /// The image cropped: its extent is the intersection with `rect`.
  public func cropped(to rect: CGRect) -> CIImage { CIImage(extent: extent.intersection(rect)) }
  /// The image with its edge pixels repeated forever: an infinite extent.
  public func clampedToExtent() -> CIImage { CIImage(extent: .infinite) }
  /// This image over `dest`: the union of the two extents.
  public func composited(over dest: CIImage) -> CIImage {
    CIImage(extent: extent.union(dest.extent))
  }
  /// The image through the filter `filterName`: nothing is filtered, the extent is kept.
  public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
    CIImage(extent: extent)
  }
  /// The image through the filter `filterName` with its defaults: the extent is kept.
  public func applyingFilter(_ filterName: String) -> CIImage { CIImage(extent: extent) }
  /// The image blurred: nothing is blurred; the extent becomes infinite, as Core Image's blur
  /// spreads the edges.
  public func applyingGaussianBlur(sigma: Double) -> CIImage { CIImage(extent: .infinite) }
}

/// `CIImageOption`.
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let applyOrientationProperty = Self(rawValue: "kCIImageApplyOrientationProperty")
  public static let properties = Self(rawValue: "kCIImageProperties")
  public static let colorSpace = Self(rawValue: "kCIImageColorSpace")
}

/// `CIColor`: red, green, blue and alpha components, stored.
public final class CIColor: Sendable {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat
  /// A colour of these components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }
  public static let black = CIColor(red: 0, green: 0, blue: 0)
  public static let white = CIColor(red: 1, green: 1, blue: 1)
  public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
  public static let red = CIColor(red: 1, green: 0, blue: 0)
  public static let green = CIColor(red: 0, green: 1, blue: 0)
  public static let blue = CIColor(red: 0, green: 0, blue: 1)
}

/// `CIVector`: a vector of components, stored.
public final class CIVector: Sendable {
  private let values: [CGFloat]
  /// A vector of `values`.
  public init(values: [CGFloat]) { self.values = values }
  /// A vector of one component.
  public convenience init(x: CGFloat) { self.init(values: [x]) }
  /// A vector of two components.
  public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
  /// A vector of three components.
  public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(values: [x, y, z]) }
  /// A vector of four components.
  public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
    self.init(values: [x, y, z, w])
  }
  /// A vector of a point's two coordinates.
  public convenience init(cgPoint point: CGPoint) { self.init(values: [point.x, point.y]) }
  /// A vector of a rectangle's origin and size.
  public convenience init(cgRect rect: CGRect) {
    self.init(values: [rect.minX, rect.minY, rect.width, rect.height])
  }
  /// The number of components.
  public var count: Int { values.count }
  /// The component at `index`, 0 past the last (as Core Image).
  public func value(at index: Int) -> CGFloat { values.indices.contains(index) ? values[index] : 0 }
  public var x: CGFloat { value(at: 0) }
  public var y: CGFloat { value(at: 1) }
  public var z: CGFloat { value(at: 2) }
  public var w: CGFloat { value(at: 3) }
}

extension CIImage {
  /// An image of `image`: its Core Image image, or its bitmap; `nil` for an image with neither
  /// (a named or symbol image: no asset is read).
  public convenience init?(image: UIImage) {
    if let ciImage = image.ciImage {
      self.init(extent: ciImage.extent)
    } else if let cgImage = image.cgImage {
      self.init(cgImage: cgImage)
    } else {
      return nil
    }
  }
}

extension UIImage {
  /// An image of `ciImage` at scale 1, `up`: its size is the extent's size.
  public convenience init(ciImage: CIImage) {
    self.init(ciImage: ciImage, scale: 1, orientation: .up)
  }
  /// An image of `ciImage` at `scale`, shown turned by `orientation`: its size is the extent's
  /// size divided by the scale, width and height swapped for a quarter turn, as for a bitmap.
  public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
    let width = ciImage.extent.width / scale
    let height = ciImage.extent.height / scale
    let quarterTurn: Set<Orientation> = [.left, .right, .leftMirrored, .rightMirrored]
    self.init(
      coreImage: ciImage,
      size: quarterTurn.contains(orientation)
        ? CGSize(width: height, height: width) : CGSize(width: width, height: height),
      scale: scale, orientation: orientation)
  }
  /// The Core Image image it was made from (nil for an image made another way).
  public var ciImage: CIImage? { coreImage as? CIImage }
}

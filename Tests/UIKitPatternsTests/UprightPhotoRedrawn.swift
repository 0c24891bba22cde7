import Testing

// A photo helper beside a camera screen: a captured photo whose pixels are stored sideways
// (`imageOrientation` `.right`, as the back camera takes portrait photos) is redrawn upright
// through a bitmap context, off the main thread, before upload. It also reads the EXIF
// orientation key and wraps the image for Core Image with `import UIKit` alone, as on iOS.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
  import CoreImage
  import ImageIO
#else
  import UIKit
#endif

extension UIImage {
  /// The transform that turns the stored pixels upright, in the classic order.
  var uprightTransform: CGAffineTransform {
    var transform = CGAffineTransform.identity
    switch imageOrientation {
    case .down, .downMirrored:
      transform = transform.translatedBy(x: size.width, y: size.height).rotated(by: .pi)
    case .left, .leftMirrored:
      transform = transform.translatedBy(x: size.width, y: 0).rotated(by: .pi / 2)
    case .right, .rightMirrored:
      transform = transform.translatedBy(x: 0, y: size.height).rotated(by: -.pi / 2)
    default:
      break
    }
    return transform
  }

  /// The photo redrawn with `.up` orientation, or `nil` without a bitmap.
  func redrawnUpright() -> (image: UIImage, transform: CGAffineTransform)? {
    guard imageOrientation != .up else { return (self, .identity) }
    guard let cgImage, let space = cgImage.colorSpace,
      let context = CGContext(
        data: nil, width: Int(size.width), height: Int(size.height),
        bitsPerComponent: cgImage.bitsPerComponent, bytesPerRow: 0, space: space,
        bitmapInfo: cgImage.bitmapInfo.rawValue)
    else { return nil }
    context.concatenate(uprightTransform)
    switch imageOrientation {
    case .left, .leftMirrored, .right, .rightMirrored:
      context.draw(cgImage, in: CGRect(x: 0, y: 0, width: size.height, height: size.width))
    default:
      context.draw(cgImage, in: CGRect(origin: .zero, size: size))
    }
    guard let upright = context.makeImage() else { return nil }
    return (UIImage(cgImage: upright), context.ctm)
  }
}

func exifOrientation(of metadata: [String: Any]) -> UInt32? {
  metadata[kCGImagePropertyOrientation as String] as? UInt32
}

@Test func aSidewaysPhotoIsRedrawnUprightOffTheMainThread() async throws {
  let result = await Task.detached { () -> (CGSize, UIImage.Orientation, CGPoint, CGPoint)? in
    // A 400 × 300 pixel bitmap stored sideways: the photo reads 300 × 400 points.
    guard
      let bitmap = CGContext(
        data: nil, width: 400, height: 300, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage()
    else { return nil }
    let photo = UIImage(cgImage: bitmap, scale: 1, orientation: .right)
    guard let (upright, ctm) = photo.redrawnUpright() else { return nil }
    // Where the stored bitmap's corners land in the upright context.
    return (
      upright.size, upright.imageOrientation, CGPoint.zero.applying(ctm),
      CGPoint(x: 400, y: 0).applying(ctm)
    )
  }.value
  let (size, orientation, origin, farCorner) = try #require(result)
  #expect(size == CGSize(width: 300, height: 400))
  #expect(orientation == .up)
  // The bitmap's origin goes to the top of the upright context's left edge, and its far x end
  // to the bottom: a quarter turn clockwise.
  #expect(abs(origin.x) < 1e-9 && abs(origin.y - 400) < 1e-9)
  #expect(abs(farCorner.x) < 1e-9 && abs(farCorner.y) < 1e-9)
  #expect(exifOrientation(of: [kCGImagePropertyOrientation as String: UInt32(6)]) == 6)
  #expect(
    CIImage(
      image: UIImage(
        cgImage: try #require(
          CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage()))) != nil)
}

// The `VideoToolbox` module on Linux, for camera screens that say `import VideoToolbox` to turn
// a frame's pixel buffer into a `CGImage`: a compile surface over orientsim's Core Video buffers,
// which hold sizes and no pixels. No video is encoded or decoded. Re-exports CoreImage (where
// the pixel buffers live), as Apple's VideoToolbox brings Core Video and Core Media. Depend on it
// only where the system has no VideoToolbox:
// `.product(name: "VideoToolbox", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import CoreImage
import OrientationUIKit

/// `OSStatus`: a result code; `noErr` (0) when a call worked.
public typealias OSStatus = Int32

/// `kVTParameterErr`: the result of a call given an unusable argument.
public let kVTParameterErr: OSStatus = -12902

/// `VTCreateCGImageFromCVPixelBuffer(_:options:imageOut:)`: an image of the buffer's width and
/// height, 8-bit BGRA in device RGB, holding no pixels (none is converted here); `noErr`. The
/// options are ignored.
@discardableResult
public func VTCreateCGImageFromCVPixelBuffer(
  _ pixelBuffer: CVPixelBuffer, options: CFDictionary?,
  imageOut image: UnsafeMutablePointer<CGImage?>
) -> OSStatus {
  let width = CVPixelBufferGetWidth(pixelBuffer)
  let height = CVPixelBufferGetHeight(pixelBuffer)
  guard
    let context = CGContext(
      data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
        | CGBitmapInfo.byteOrder32Little.rawValue),
    let made = context.makeImage()
  else {
    image.pointee = nil
    return kVTParameterErr
  }
  image.pointee = made
  return 0
}

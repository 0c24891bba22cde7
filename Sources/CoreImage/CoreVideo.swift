import OrientationUIKit

// Core Video's pixel buffers, as far as a frame handler and the code that feeds Vision name them.
// On iOS, CoreImage brings CoreVideo with it; here they live in this module, which AVFoundation
// re-exports. A buffer is a size: it holds no pixels.

/// `CVBuffer` (CoreVideo): an image's size; it holds no pixels.
/// ``CVPixelBufferCreate(_:_:_:_:_:_:)`` makes one.
public final class CVBuffer {
  let width: Int
  let height: Int
  let pixelFormatType: OSType
  init(width: Int, height: Int, pixelFormatType: OSType) {
    self.width = width
    self.height = height
    self.pixelFormatType = pixelFormatType
  }
}
/// `CVImageBuffer`.
public typealias CVImageBuffer = CVBuffer
/// `CVPixelBuffer`.
public typealias CVPixelBuffer = CVImageBuffer

/// `OSType` (CoreServices): a four-character code, as a pixel format's.
public typealias OSType = UInt32
/// `CFAllocator` (CoreFoundation): only named, as the allocator Core Video calls take.
public final class CFAllocator: Sendable {
  private init() {}
}
/// `kCFAllocatorDefault`: `nil`, the default allocator.
public let kCFAllocatorDefault: CFAllocator? = nil
/// `CFDictionary` (CoreFoundation), as a buffer's attributes are passed (`as CFDictionary`).
public typealias CFDictionary = NSDictionary

/// `kCVPixelBufferPixelFormatTypeKey`: the pixel format's key in a settings dictionary.
public let kCVPixelBufferPixelFormatTypeKey = "PixelFormatType"
/// `kCVPixelFormatType_32BGRA`.
public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241
/// `kCVPixelFormatType_420YpCbCr8BiPlanarFullRange`, the camera's usual format.
public let kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: OSType = 0x3432_3066

/// `CVReturn`: a Core Video result code.
public typealias CVReturn = Int32
/// `kCVReturnSuccess`: the result code of a call that worked.
public let kCVReturnSuccess: CVReturn = 0
/// `kCVReturnInvalidArgument`: the result code of a call given a size that is not positive.
public let kCVReturnInvalidArgument: CVReturn = -6661
/// `CVOptionFlags`.
public typealias CVOptionFlags = UInt64

/// `CVPixelBufferCreate(_:_:_:_:_:_:)`: a buffer of `width` × `height` pixels in
/// `pixelOutput`, holding no pixels (the allocator and attributes are ignored);
/// ``kCVReturnInvalidArgument`` when a side is not positive.
@discardableResult
public func CVPixelBufferCreate(
  _ allocator: CFAllocator?, _ width: Int, _ height: Int, _ pixelFormatType: OSType,
  _ pixelBufferAttributes: CFDictionary?, _ pixelBufferOut: UnsafeMutablePointer<CVPixelBuffer?>
) -> CVReturn {
  guard width > 0, height > 0 else { return kCVReturnInvalidArgument }
  pixelBufferOut.pointee = CVBuffer(width: width, height: height, pixelFormatType: pixelFormatType)
  return kCVReturnSuccess
}

/// `CVPixelBufferGetWidth(_:)`.
public func CVPixelBufferGetWidth(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.width }
/// `CVPixelBufferGetHeight(_:)`.
public func CVPixelBufferGetHeight(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.height }
/// `CVPixelBufferGetPixelFormatType(_:)`: the format it was made with.
public func CVPixelBufferGetPixelFormatType(_ pixelBuffer: CVPixelBuffer) -> OSType {
  pixelBuffer.pixelFormatType
}

/// `CVPixelBufferLockFlags`.
public struct CVPixelBufferLockFlags: OptionSet, Sendable, Hashable {
  public let rawValue: CVOptionFlags
  public init(rawValue: CVOptionFlags) { self.rawValue = rawValue }
  /// The pixels are only read while locked.
  public static let readOnly = CVPixelBufferLockFlags(rawValue: 1)
}

/// `CVPixelBufferLockBaseAddress(_:_:)`: always ``kCVReturnSuccess``; nothing is locked (a
/// buffer here has no pixels).
@discardableResult
public func CVPixelBufferLockBaseAddress(
  _ pixelBuffer: CVPixelBuffer, _ lockFlags: CVPixelBufferLockFlags
) -> CVReturn { kCVReturnSuccess }

/// `CVPixelBufferUnlockBaseAddress(_:_:)`: always ``kCVReturnSuccess``.
@discardableResult
public func CVPixelBufferUnlockBaseAddress(
  _ pixelBuffer: CVPixelBuffer, _ unlockFlags: CVPixelBufferLockFlags
) -> CVReturn { kCVReturnSuccess }

/// `CVPixelBufferGetBaseAddress(_:)`: always nil, since a buffer here holds no pixels.
public func CVPixelBufferGetBaseAddress(_ pixelBuffer: CVPixelBuffer) -> UnsafeMutableRawPointer? {
  nil
}

/// `CVPixelBufferGetBytesPerRow(_:)`: the width × 4, a row of 32-bit BGRA pixels without the
/// padding Core Video may add on iOS (no pixels are stored behind it).
public func CVPixelBufferGetBytesPerRow(_ pixelBuffer: CVPixelBuffer) -> Int {
  pixelBuffer.width * 4
}

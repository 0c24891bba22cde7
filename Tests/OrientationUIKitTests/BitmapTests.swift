import OrientationUIKit
import Testing

/// The Core Graphics bitmap types: layouts stored and read back, no pixels.
@Suite("Bitmap contexts and images")
struct BitmapTests {
  @Test("alpha and byte-order bits keep Core Graphics' raw values")
  func rawValues() {
    #expect(CGImageAlphaInfo.premultipliedFirst.rawValue == 2)
    #expect(CGImageAlphaInfo.alphaOnly.rawValue == 7)
    #expect(CGBitmapInfo.byteOrder32Little.rawValue == 0x2000)
    #expect(CGBitmapInfo.byteOrder32Big.rawValue == 0x4000)
    #expect(CGBitmapInfo.byteOrderDefault.rawValue == 0)
    #expect(CGBitmapInfo.alphaInfoMask.rawValue == 0x1F)
  }

  @Test("a context's image has its size and layout; rows default to the pixels' width")
  func contextImage() throws {
    let info = CGBitmapInfo.byteOrder32Big.rawValue | CGImageAlphaInfo.noneSkipLast.rawValue
    let context = try #require(
      CGContext(
        data: nil, width: 30, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
    #expect(context.data == nil)
    #expect(context.bytesPerRow == 120)
    let image = try #require(context.makeImage())
    #expect((image.width, image.height, image.bitsPerPixel) == (30, 20, 32))
    #expect(image.alphaInfo == .noneSkipLast)
    #expect(image.bitmapInfo.contains(.byteOrder32Big))
    let gray = CGContext(
      data: nil, width: 30, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)
    #expect(gray?.bytesPerRow == 30)
  }

  @Test("no context for an empty size or a row shorter than its pixels")
  func refusedContexts() {
    let space = CGColorSpaceCreateDeviceRGB()
    let info = CGImageAlphaInfo.premultipliedLast.rawValue
    #expect(
      CGContext(
        data: nil, width: 0, height: 20, bitsPerComponent: 8, bytesPerRow: 0, space: space,
        bitmapInfo: info) == nil)
    #expect(
      CGContext(
        data: nil, width: 30, height: 20, bitsPerComponent: 8, bytesPerRow: 119, space: space,
        bitmapInfo: info) == nil)
  }

  @Test("an image of a bitmap: its size in points, swapped for a quarter turn")
  func imageOfBitmap() throws {
    let context = try #require(
      CGContext(
        data: nil, width: 300, height: 200, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    let bitmap = try #require(context.makeImage())
    let upright = UIImage(cgImage: bitmap)
    #expect(upright.size == CGSize(width: 300, height: 200))
    #expect(upright.imageOrientation == .up)
    #expect(upright.cgImage === bitmap)
    let turned = UIImage(cgImage: bitmap, scale: 2, orientation: .leftMirrored)
    #expect(turned.size == CGSize(width: 100, height: 150))
    #expect(turned.scale == 2)
    #expect(turned != upright)
    #expect(UIImage(named: "icon")?.cgImage == nil)
  }
}

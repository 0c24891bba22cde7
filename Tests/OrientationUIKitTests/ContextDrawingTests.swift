import Foundation
import OrientationUIKit
import Testing

/// Core Graphics drawing calls: the graphics state is modelled, nothing is painted.
@Suite("Context drawing state")
struct ContextDrawingTests {
  func context(width: Int = 40, height: Int = 20) throws -> CGContext {
    try #require(
      CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
  }

  func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

  @Test("the transform composes as Core Graphics': the last call applies to user space first")
  func transformOrder() throws {
    let ctx = try context()
    #expect(ctx.ctm == .identity)
    // The classic image-orientation fix: translate to the far corner, then turn a half turn.
    ctx.translateBy(x: 40, y: 20)
    ctx.rotate(by: .pi)
    // User-space (0, 0) lands on (40, 20); user (40, 20) on the origin.
    #expect(close(ctx.convertToDeviceSpace(.zero), CGPoint(x: 40, y: 20)))
    #expect(close(ctx.convertToDeviceSpace(CGPoint(x: 40, y: 20)), .zero))
    ctx.scaleBy(x: 2, y: 1)
    #expect(close(ctx.convertToDeviceSpace(CGPoint(x: 10, y: 0)), CGPoint(x: 20, y: 20)))
    #expect(close(ctx.convertToUserSpace(CGPoint(x: 20, y: 20)), CGPoint(x: 10, y: 0)))
  }

  @Test("concatenate equals the same steps made one by one")
  func concatenateMatchesSteps() throws {
    let stepwise = try context()
    stepwise.translateBy(x: 0, y: 20)
    stepwise.rotate(by: -.pi / 2)
    let concatenated = try context()
    concatenated.concatenate(
      CGAffineTransform.identity.translatedBy(x: 0, y: 20).rotated(by: -.pi / 2))
    let point = CGPoint(x: 3, y: 7)
    #expect(
      close(stepwise.convertToDeviceSpace(point), concatenated.convertToDeviceSpace(point)))
    #expect(close(stepwise.convertToDeviceSpace(point), CGPoint(x: 7, y: 17)))
  }

  @Test("saving and restoring the state brings back the transform, the clip and the settings")
  func saveAndRestore() throws {
    let ctx = try context()
    ctx.saveGState()
    ctx.translateBy(x: 5, y: 5)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
    ctx.interpolationQuality = .high
    // The clip stays where it was set when the transform moves on: user space moves under it.
    #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 10))
    ctx.translateBy(x: 5, y: 0)
    #expect(ctx.boundingBoxOfClipPath == CGRect(x: -5, y: 0, width: 10, height: 10))
    ctx.restoreGState()
    #expect(ctx.ctm == .identity)
    #expect(ctx.interpolationQuality == .default)
    #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 40, height: 20))
    // Restoring with nothing saved changes nothing.
    ctx.rotate(by: 1)
    ctx.restoreGState()
    #expect(ctx.ctm == CGAffineTransform(rotationAngle: 1))
  }

  @Test("a path keeps its box and current point; painting it consumes it")
  func pathLifecycle() throws {
    let ctx = try context()
    #expect(ctx.isPathEmpty)
    ctx.move(to: CGPoint(x: 2, y: 3))
    ctx.addLine(to: CGPoint(x: 12, y: 8))
    #expect(!ctx.isPathEmpty)
    #expect(ctx.currentPointOfPath == CGPoint(x: 12, y: 8))
    #expect(ctx.boundingBoxOfPath == CGRect(x: 2, y: 3, width: 10, height: 5))
    ctx.strokePath()
    #expect(ctx.isPathEmpty)
    #expect(ctx.boundingBoxOfPath.isNull)
  }

  @Test("drawing paints nothing: the image keeps the context's size")
  func drawingKeepsSize() throws {
    let ctx = try context()
    let image = try #require(ctx.makeImage())
    ctx.draw(image, in: CGRect(x: 0, y: 0, width: 40, height: 20))
    ctx.setFillColor(UIColor.red.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    let after = try #require(ctx.makeImage())
    #expect((after.width, after.height) == (40, 20))
  }
}

@MainActor
@Test func uiKitImageContextsAreFlippedAndScaled() throws {
  UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 50), false, 2)
  defer { UIGraphicsEndImageContext() }
  let context = try #require(UIGraphicsGetCurrentContext())
  // UIKit's user space: origin top left, y down, in points.
  #expect(context.convertToDeviceSpace(CGPoint.zero) == CGPoint(x: 0, y: 100))
  #expect(context.convertToDeviceSpace(CGPoint(x: 100, y: 50)) == CGPoint(x: 200, y: 0))
}

@Test func imageContextsArePerThreadAndWorkOffTheMainThread() async throws {
  let sizes = await Task.detached { () -> [Int] in
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 10), true, 3)
    defer { UIGraphicsEndImageContext() }
    guard let context = UIGraphicsGetCurrentContext(),
      let image = UIGraphicsGetImageFromCurrentImageContext()
    else { return [] }
    return [context.width, context.height, Int(image.size.width), Int(image.scale)]
  }.value
  #expect(sizes == [90, 30, 30, 3])
}

@MainActor
@Test func aRendererIsTheCurrentContextWhileItDraws() {
  var inside: CGContext?
  var rendererContext: CGContext?
  let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { ctx in
    inside = UIGraphicsGetCurrentContext()
    rendererContext = ctx.cgContext
  }
  #expect(inside != nil && inside === rendererContext)
  #expect(UIGraphicsGetCurrentContext() == nil)
  #expect(image.size == CGSize(width: 8, height: 4))
}

@MainActor
@Test func layoutDirectionFollowsTheSemanticAttribute() {
  let view = UIView()
  #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
  view.semanticContentAttribute = .forceRightToLeft
  #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
  let layer = CALayer()
  #expect(layer.cornerCurve == .circular)
  layer.cornerCurve = .continuous
  #expect(layer.cornerCurve == .continuous)
  let item = UITabBarItemAppearance()
  item.normal.iconColor = .gray
  #expect(item.normal.iconColor == .gray && item.selected.iconColor == nil)
}

@MainActor
@Test func textMeasurementIsTheDocumentedEstimate() {
  let font = UIFont.systemFont(ofSize: 20)
  // Half an em a character, 1.2 em a line.
  #expect("abcd".size(withAttributes: [.font: font]) == CGSize(width: 40, height: 24))
  #expect(
    ("ab\ncdef" as NSString).size(withAttributes: [.font: font]) == CGSize(width: 40, height: 48))
  // Without a font, UIKit's default 12 points.
  let plain = "ab".size(withAttributes: nil)
  #expect(plain.width == 12 && abs(plain.height - 14.4) < 1e-9)
  // Wrapped to a width of three characters: two lines.
  let wrapped = "abcdef".boundingRect(
    with: CGSize(width: 30, height: CGFloat.greatestFiniteMagnitude),
    options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
  #expect(wrapped.size == CGSize(width: 30, height: 48))
  let attributed = NSAttributedString(string: "abcd", attributes: [.font: font])
  #expect(attributed.size() == CGSize(width: 40, height: 24))
}

@Test func pdfDocumentsNeverOpenAndProvidersKeepTheirBytes() throws {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "orientsim-pdf-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let file = directory.appendingPathComponent("page.pdf")
  try Data("%PDF-1.4\n%%EOF\n".utf8).write(to: file)
  // No PDF is parsed here: a document fails to open, as an unreadable one does on iOS.
  #expect(CGPDFDocument(file as CFURL) == nil)
  let provider = try #require(CGDataProvider(url: file as CFURL))
  #expect(provider.data?.count == 15)
  #expect(CGPDFDocument(provider) == nil)
  #expect(CGDataProvider(url: directory.appendingPathComponent("missing.pdf") as CFURL) == nil)
}

@MainActor
@Test func toolbarItemsAreStoredPerController() {
  let page = UIViewController()
  let item = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  #expect(page.toolbarItems == nil)
  page.toolbarItems = [item]
  #expect(page.toolbarItems?.first === item)
  page.setToolbarItems(nil, animated: true)
  #expect(page.toolbarItems == nil)
}

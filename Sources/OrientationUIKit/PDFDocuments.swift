import Foundation

/// `CFURL`: Foundation's `NSURL` under Core Foundation's name, so that `url as CFURL` compiles
/// where Core Graphics takes a URL (on Linux, Foundation has no `CFURL`).
public typealias CFURL = NSURL

/// `CGPDFBox`: which of a page's boxes to read.
public enum CGPDFBox: Int32, Sendable, Hashable {
  case mediaBox = 0
  case cropBox = 1
  case bleedBox = 2
  case trimBox = 3
  case artBox = 4
}

/// `CGPDFDocument`: a compile surface. No PDF is parsed here, so every document fails to open
/// (its initializers return `nil`, as Core Graphics does for a file it cannot read): a reader's
/// code compiles, and the path where a document opened is never taken.
public final class CGPDFDocument {
  private init() {}
  /// `nil`: no PDF is read here.
  public convenience init?(_ url: CFURL) { return nil }
  /// `nil`: no PDF is read here.
  public convenience init?(_ provider: CGDataProvider) { return nil }
  /// The number of pages (never reached: no document opens).
  public var numberOfPages: Int { 0 }
  /// No page: no document opens.
  public func page(at pageNumber: Int) -> CGPDFPage? { nil }
  public var isEncrypted: Bool { false }
  public var isUnlocked: Bool { true }
  public var allowsPrinting: Bool { true }
  public var allowsCopying: Bool { true }
  public func unlockWithPassword(_ password: UnsafePointer<CChar>) -> Bool { false }
}

/// `CGPDFPage`: a page of a ``CGPDFDocument``; none is ever made here (no document opens).
public final class CGPDFPage {
  private init() {}
  public var document: CGPDFDocument? { nil }
  public var pageNumber: Int { 0 }
  public var rotationAngle: Int32 { 0 }
  public func getBoxRect(_ box: CGPDFBox) -> CGRect { .zero }
  public func getDrawingTransform(
    _ box: CGPDFBox, rect: CGRect, rotate: Int32, preserveAspectRatio: Bool
  ) -> CGAffineTransform { .identity }
}

/// `CGDataProvider`: the data it was made with, kept.
public final class CGDataProvider {
  /// The bytes, or `nil` for a provider made from a URL that could not be read.
  public let data: Data?
  public init?(data: CFData) { self.data = data as Data }
  public init?(url: CFURL) {
    guard let bytes = try? Data(contentsOf: url as URL) else { return nil }
    data = bytes
  }
}

/// `CFData`: Foundation's `NSData` under Core Foundation's name (Linux's Foundation has none).
public typealias CFData = NSData

extension CGContext {
  /// Draws nothing (no page exists to draw).
  public func drawPDFPage(_ page: CGPDFPage) {}
}

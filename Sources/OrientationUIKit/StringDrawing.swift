import Foundation

/// `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let usesLineFragmentOrigin = Self(rawValue: 1 << 0)
  public static let usesFontLeading = Self(rawValue: 1 << 1)
  public static let usesDeviceMetrics = Self(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = Self(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: its settings, stored.
open class NSStringDrawingContext {
  open var minimumScaleFactor: CGFloat = 0
  /// The scale used: 1 (text is never shrunk here).
  open var actualScaleFactor: CGFloat { 1 }
  /// The bounds of the last measured text: zero until measured (nothing is measured through a
  /// context here).
  open var totalBounds: CGRect { .zero }
  public init() {}
}

/// Text measurement, an estimate: no font file is read and no text is shaped, so every
/// character is taken as half an em wide, and a line as the font's ``UIFont/lineHeight``
/// (1.2 em). With no font attribute the font is UIKit's default, 12-point Helvetica. Drawing
/// draws nothing.
enum TextEstimate {
  static func font(in attributes: [NSAttributedString.Key: Any]?) -> CGFloat {
    (attributes?[.font] as? UIFont)?.pointSize ?? 12
  }

  /// The size of `text` at `pointSize`, wrapped to `width` when it is finite.
  static func size(of text: String, pointSize: CGFloat, width: CGFloat = .greatestFiniteMagnitude)
    -> CGSize
  {
    let advance = pointSize / 2
    // Characters a line holds: all of them without a finite width.
    let perLine: Int? =
      width.isFinite && width < .greatestFiniteMagnitude && advance > 0
      ? max(1, Int(min(width / advance, CGFloat(Int32.max)))) : nil
    var lines = 0
    var widest = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let count = paragraph.count
      guard let perLine else {
        lines += 1
        widest = max(widest, count)
        continue
      }
      lines += max(1, (count + perLine - 1) / perLine)
      widest = max(widest, min(count, perLine))
    }
    return CGSize(width: CGFloat(widest) * advance, height: CGFloat(lines) * pointSize * 1.2)
  }
}

extension NSString {
  /// Draws nothing.
  public func draw(
    at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {}
  /// Draws nothing.
  public func draw(
    in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {}
  /// Draws nothing.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) {}
  /// The text's size, estimated (see the note on text measurement in the porting article: half
  /// an em a character, 1.2 em a line).
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextEstimate.size(of: self as String, pointSize: TextEstimate.font(in: attrs))
  }
  /// The text's bounds wrapped to `size.width`, estimated as ``size(withAttributes:)``.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    let measured = TextEstimate.size(
      of: self as String, pointSize: TextEstimate.font(in: attributes),
      width: options.contains(.usesLineFragmentOrigin) ? size.width : .greatestFiniteMagnitude)
    return CGRect(origin: .zero, size: measured)
  }
}

extension StringProtocol {
  /// Draws nothing.
  public func draw(
    at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {}
  /// Draws nothing.
  public func draw(
    in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {}
  /// The text's size, estimated as `NSString`'s.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSString(string: String(self)).size(withAttributes: attrs)
  }
  /// The text's bounds, estimated as `NSString`'s.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    NSString(string: String(self)).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}

extension NSAttributedString {
  /// The font at the start of the text, if any.
  private var leadingAttributes: [NSAttributedString.Key: Any]? {
    length == 0 ? nil : attributes(at: 0, effectiveRange: nil)
  }
  /// Draws nothing.
  public func draw(at point: CGPoint) {}
  /// Draws nothing.
  public func draw(in rect: CGRect) {}
  /// The text's size, estimated with its first font (see `NSString`'s).
  public func size() -> CGSize {
    NSString(string: string).size(withAttributes: leadingAttributes)
  }
  /// The text's bounds wrapped to `size.width`, estimated with its first font.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    NSString(string: string).boundingRect(
      with: size, options: options, attributes: leadingAttributes, context: context)
  }
}
